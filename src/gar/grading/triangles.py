"""Triangles: lists of rows whose row ``i`` holds ``i + 1`` items, a shape of list arguments.

A number triangle (a path sum from the top, Pascal's rows, a lower-triangular matrix) is a
list of lists whose row lengths grow by one from one. Drawn and edited lists of lists are
ragged almost always, and on a ragged triangle honest solutions differ by construction: one
indexes past a short row and raises, one reads the missing item as 0, one stops at the
shortest row; the few drawn triangles that are well formed are small, so a greedy path that
is right on the visible triangles is never contradicted. So where every observed value of
the argument is a triangle and that is unlikely by chance — rows of the lengths the values
show, drawn at random, would grow by exactly one ``(1/k)^(rows - 1)`` of the time for ``k``
row lengths, multiplied over the values — or the docstring calls it a triangle, a list that
is none is outside the domain (:func:`keeps`) and drawn lists are brought back into it
(:func:`repaired`: row ``i`` cut, or filled by repeating its items, to ``i + 1`` items).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

SHAPE = "triangle"
_STATED = re.compile(r"\btriang(?:le|ular)\b", re.IGNORECASE)


def is_triangle(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(row, list) and len(row) == i + 1 for i, row in enumerate(value))


def keeps(value: Any) -> bool:
    return is_triangle(value)


def chance_of_triangles(values: Sequence[list[Any]]) -> float:
    """How likely these triangles' rows grow by one by chance (module doc)."""
    lengths = {len(row) for v in values for row in v}
    return math.prod((1 / max(2, len(lengths))) ** (len(v) - 1) for v in values)


def adopts(values: Sequence[Any], doc: str, chance: float) -> bool:
    """Whether an argument whose observed values are ``values`` keeps the shape: every value
    a triangle, some of three rows or more, and the docstring says so or chance rules out
    an accident (module doc)."""
    if not values or not all(is_triangle(v) for v in values) or max(map(len, values)) < 3:
        return False
    return bool(_STATED.search(doc)) or chance_of_triangles(values) <= chance


def repaired(value: Any) -> Any:
    """``value`` brought back into a triangle (module doc); as it is where it holds a row
    that is no list or is empty, or holds no row."""
    if not isinstance(value, list) or not value or not all(
            isinstance(row, list) and row for row in value):
        return value
    return [[row[k % len(row)] for k in range(i + 1)] for i, row in enumerate(value)]
