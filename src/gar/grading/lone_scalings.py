"""One argument scaled alone: the ratio between arguments far from the visible ones.

:func:`gar.grading.inputs.magnified_calls` multiplies every number of an observed call by
the same odd prime, so ratios between arguments survive: the work per step, the steps per
unit, stay as the tests have them. Code that is right only while such a ratio is small —
a simulation capped at a few rounds of ``bursts / quantum``, a walk capped at a few steps
of ``distance / stride``, a fixed number of refinements of ``total / chunk`` — meets a large
ratio only where one argument grows and the other does not; draws pick each argument
around its own observed range, so the ratio stays near the visible ones.

So, with two arguments or more, the largest observed calls (by the size of their repr) get
each integer argument — a lone integer, or a flat list of integers — multiplied by
:data:`~gar.grading.inputs.MAGNIFY` with the others kept: ``([5, 3, 1], 2)`` gives
``([505, 303, 101], 2)`` and ``([5, 3, 1], 202)``. The inputs are ``scaled`` and must
satisfy the full preconditions (a stated bound on either argument, a relation between
them); their origin is their own, so that where such inputs break an unstated relation
and honest passes scatter, they are judged apart
(:func:`gar.grading.voters.unreliable_origins_as_edge`). Deterministic, at most ``limit``.
"""

from __future__ import annotations

from typing import Any

from gar.grading.inputs import MAGNIFY, DerivedInput, NewInputs, input_key
from gar.grading.preconditions import Preconditions

BASES = 2  # the largest observed calls scaled


def _scaled(value: Any) -> Any | None:
    """``value`` times :data:`MAGNIFY` where it is a nonzero int or a flat list of ints not
    all zero; None otherwise."""
    if type(value) is int and value:
        return value * MAGNIFY
    if isinstance(value, list) and value and all(type(x) is int for x in value) and any(value):
        return [x * MAGNIFY for x in value]
    return None


def lone_scaling_inputs(pre: Preconditions, limit: int, seen: set[str]
                        ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` of the largest observed calls with one integer argument scaled alone
    (module doc), none in ``seen``; nothing for one argument."""
    if pre.arity < 2:
        return ()
    new = NewInputs.beside(pre, seen)
    bases = sorted(pre.observed, key=lambda args: len(input_key(args)), reverse=True)[:BASES]
    found: list[DerivedInput] = []
    for base in bases:
        for position, value in enumerate(base):
            scaled = _scaled(value)
            made = None if scaled is None else new.take(
                base[:position] + (scaled,) + base[position + 1:], "scaled", "lone-scale")
            found += [made] if made is not None else []
            if len(found) >= limit:
                return tuple(found)
    return tuple(found)
