"""A list of floats scaled whole past the square root of the float range: where a square
overflows while every item is inside the stated range.

The commonest intermediate of a float computation is a square or a product of two items
(a norm, a distance, a variance, a dot product). ``x * x`` overflows to ``inf`` once
``|x|`` passes about ``1.3e154``, while ``x`` itself is an ordinary float. A task that
states item bounds as wide as ``1e300`` allows that, but draws stay near the visible
magnitudes and :mod:`gar.grading.bound_reach` moves items to the stated limit and the top
half of the range — ``[5e299, 1e300]``, where a guard ``if big > 1e200: rescale`` already
rescales: spent set 27's norm that rescales only above ``1e200`` was right on all of them
and wrong on ``[1e180, 1e180]``.

So a flat list of numbers holding a float, under a stated item bound reaching past
:data:`EDGES`, is scaled whole (order, signs and ratios kept) so that its largest magnitude
is each of :data:`EDGES`, just past the square root (two values: a float answer needs two
contradictions). The other side, squares that vanish below ``1e-154``, is not made: the
group's answers are compared with an absolute tolerance of at least ``1e-9``, so a tiny
answer and 0.0 are the same answer. The caller checks the preconditions.
"""

from __future__ import annotations

import math
from typing import Any

from gar.grading.preconditions import Bound

EDGES = (1e155, 1e160)  # x * x is 1e310 and 1e320: past the largest float (1.8e308)


def square_edges(value: Any, bounds: list[Bound]) -> list[Any]:
    """``value`` scaled to each of :data:`EDGES` (module doc); none unless it is a flat
    list of finite numbers with a float and a nonzero item, and a stated item bound reaches
    the edges."""
    if not isinstance(value, list | tuple) or not any(type(x) is float for x in value):
        return []
    if not all(type(x) in (int, float) and math.isfinite(x) for x in value):
        return []
    top = max((abs(x) for x in value), default=0.0)
    high = min((b.high for b in bounds if b.high is not None), default=None)
    if not top or high is None or not high >= max(EDGES):
        return []
    return [type(value)(x * (edge / top) for x in value) for edge in EDGES]
