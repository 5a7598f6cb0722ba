"""Observed calls magnified up to the domain's ceiling, then nudged by one unit.

:func:`gar.grading.inputs.magnified_calls` multiplies every number of an observed call by
:data:`~gar.grading.inputs.MAGNIFY` (101): the visible structure kept — ratios, orders,
signs, a tangency, a right angle — at a few hundred. Code that computes in floats where
the task's arithmetic is exact integer arithmetic (a distance through ``math.hypot``
compared with a sum of radii, ``abs(d - r) < 1e-6`` for "touching", a square root where a
square was meant) is right there and wrong only where the magnitudes are large and the
configuration misses the degenerate one by a single unit: ``hypot(2 * 10**9, 1)`` is
``2e9`` in a double, so two circles of radius ``10**9`` whose centres are ``(2 * 10**9, 1)``
apart "touch". Draws at those magnitudes (:mod:`gar.grading.joint_reach`) almost never
come within a unit of a tangency, and :mod:`gar.grading.near_ties` lifts a call to the top
of a range by translation, which keeps differences but not a tangency (a ratio). Session 23,
spent set 30: two circle-intersection counters in floats passed every input.

So each observed call whose numbers are all integers is multiplied by the **largest factor
the domain allows**: found by bisection against the full preconditions
(:func:`gar.grading.preconditions.satisfies`), so whatever states the ceiling — a bound on
the value or on a list's items, a bound on a record's field, a relation between arguments
— is obeyed without this module reading it. Every relation that scaling keeps (orders,
ratios, tangencies, collinearity, a sum of sides) survives; then each integer of that call
moved by one up and down (**nudged**): one unit off the degenerate configuration at the
top of the range. These are ``boundary`` inputs: the domain vouches for them.

Where the domain has no ceiling (the call stays inside it at ``10**18``), the call is
magnified once, past a 32-bit word (``novel``: a pass that raises there is excused), and
not nudged: a value past the word is no statement of the task, and a float's last bit there
is no answer the task asked for. A value kept at 32 bits (``2**31 - 1`` as "infinity", an
``int32`` bound) is wrong there on every visible shape that held a bound (session 23: a
search-tree check with ``low=-2**31, high=2**31 - 1`` defaults on a nested tree, where the
flat-list shift of :mod:`gar.grading.bound_reach` never reaches).

Deterministic, at most ``limit``, round-robin over the observed calls (each call's
magnified value first, then its nudges in a seeded order, those of an integer tied with
another of the call first).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import MAGNIFY, DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions, satisfies

SKY = 10**18  # a call still inside the domain at this magnitude has no ceiling
WORD = 2**32  # past a 32-bit word, where no ceiling is stated
MAX_BASES = 6  # observed calls magnified
MAX_NUDGES = 12  # nudges of one call (six integers moved up and down)


def _ints(value: Any) -> list[int] | None:
    """The integers inside ``value`` (itself, nested lists and tuples), None where it holds
    a float, a bool or a mapping (scaling those apart from the ints breaks the call)."""
    if type(value) is int:
        return [value]
    if isinstance(value, list | tuple):
        found: list[int] = []
        for item in value:
            inner = _ints(item)
            if inner is None:
                return None
            found += inner
        return found
    if value is None or isinstance(value, str):
        return []
    return None


def _times(value: Any, factor: int) -> Any:
    if type(value) is int:
        return value * factor
    if isinstance(value, list | tuple):
        return type(value)(_times(v, factor) for v in value)
    return value


def _moved(value: Any, index: list[int], step: int) -> Any:
    """``value`` with its ``index[0]``-th integer (in reading order) moved by ``step``;
    ``index`` counts down as integers are passed."""
    if type(value) is int:
        index[0] -= 1
        return value + step if index[0] == -1 else value
    if isinstance(value, list | tuple):
        return type(value)(_moved(v, index, step) for v in value)
    return value


def _ceiling(base: tuple[Any, ...], top: int, pre: Preconditions) -> tuple[int, bool] | None:
    """The largest factor keeping ``base`` inside the domain, and whether the domain bounds
    it (the factor is then past :data:`MAGNIFY`); a factor past a word where it does not;
    None where neither holds."""
    high = SKY // top
    if satisfies(_times(base, high), pre):
        factor = WORD // top + 1
        return (factor, False) if factor > MAGNIFY else None
    low = 2
    if not satisfies(_times(base, low), pre):
        return None
    while high - low > 1:  # scaling only grows magnitudes: inside below some factor
        middle = (low + high) // 2
        if satisfies(_times(base, middle), pre):
            low = middle
        else:
            high = middle
    return (low, True) if low > MAGNIFY else None


def _candidates(base: tuple[Any, ...], pre: Preconditions, rng: random.Random
                ) -> Iterator[tuple[tuple[Any, ...], bool]]:
    ints = _ints(base)
    if not ints or not any(ints):
        return
    found = _ceiling(base, max(abs(x) for x in ints), pre)
    if found is None:
        return
    factor, bounded = found
    top = _times(base, factor)
    yield top, bounded
    if not bounded:
        return
    moves = [(i, step) for i in range(len(ints)) for step in (1, -1)]
    rng.shuffle(moves)
    # An integer equal to another of the call first: scaling keeps the visible ties (an
    # axis-aligned pair of centres, equal radii), and the degenerate configuration sits
    # where they hold; one unit off one of them is the near miss.
    tied = {i for i, x in enumerate(ints) if ints.count(x) > 1}
    moves.sort(key=lambda move: move[0] not in tied)
    for i, step in moves[:MAX_NUDGES]:
        yield _moved(top, [i], step), True


def ceiling_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                   ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls magnified to the domain's ceiling and nudged (module
    doc), none in ``seen``."""
    rng = random.Random(zlib.crc32(f"{task_id}/ceiling".encode()))
    new = NewInputs.beside(pre, seen)
    streams = [list(_candidates(base, pre, rng)) for base in pre.observed[:MAX_BASES]]
    found: list[DerivedInput] = []
    for args, bounded in round_robin(streams):
        made = new.take(args, "boundary" if bounded else "scaled", "ceiling",
                        large=not bounded, novel=not bounded)
        found += [made] if made is not None else []
        if len(found) >= limit:
            break
    return tuple(found)
