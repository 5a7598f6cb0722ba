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

So each observed call whose numbers are all integers, two or more, is multiplied by the **largest factor
the domain allows**: found by bisection against the full preconditions
(:func:`gar.grading.preconditions.satisfies`), so whatever states the ceiling — a bound on
the value or on a list's items, a bound on a record's field, a relation between arguments
— is obeyed without this module reading it. Every relation that scaling keeps (orders,
ratios, tangencies, collinearity, a sum of sides) survives; then each integer of that call
moved by one up and down (**nudged**): one unit off the degenerate configuration at the
top of the range. These are ``boundary`` inputs: the domain vouches for them.

Each call is also magnified to about :data:`MID` (``10**6``, where it lies below the
ceiling) and nudged there: a double still holds every square at that magnitude, so a float
computation tells the near miss apart, and what calls it degenerate is a *tolerance*
(``math.isclose(math.hypot(a, b), c, rel_tol=1e-3)`` for a right angle, ``abs(d - r) <
1e-6`` for a tangency): one unit in a million is inside it.

Where the domain has no ceiling (the call stays inside it at ``10**18``), the call is
magnified once past a 32-bit word (``novel``: a pass that raises there is excused) and not
nudged there, since a value past the word is no statement of the task and a float's last
bit there is no answer the task asked for; the nudges at :data:`MID` (``novel`` too) stay. A value kept at 32 bits (``2**31 - 1`` as "infinity", an
``int32`` bound) is wrong there on every visible shape that held a bound (session 23: a
search-tree check with ``low=-2**31, high=2**31 - 1`` defaults on a nested tree, where the
flat-list shift of :mod:`gar.grading.bound_reach` never reaches).

Deterministic, at most ``limit``, round-robin over the observed calls (each call's
magnified values first, then the nudges at the ceiling, then those at :data:`MID`, each in
a seeded order: an integer tied with another of the call first, each moved up before any
is moved down).
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
MID = 10**6  # a magnitude whose squares a double still holds: a tolerance, not a lost bit,
# is what a unit off a degenerate configuration meets there
MIN_INTS = 2  # a lone integer has no ratio or tangency to keep; its magnitudes are
# round_numbers' and bound_reach's (and a count or a loop bound magnified to 10**6 and past a
# word only paid timeouts: a dev group's grading went from 3 to 68 s)
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


def _nudges(call: tuple[Any, ...], ints: list[int], rng: random.Random
            ) -> list[tuple[Any, ...]]:
    """``call`` with one of its integers moved by one, up to :data:`MAX_NUDGES`."""
    moves = [(i, step) for i in range(len(ints)) for step in (1, -1)]
    rng.shuffle(moves)
    # An integer equal to another of the call first, each moved up before any is moved
    # down: scaling keeps the visible ties (an axis-aligned pair of centres, equal radii),
    # the degenerate configuration sits where they hold, and one unit off it either way is
    # the same near miss.
    tied = {i for i, x in enumerate(ints) if ints.count(x) > 1}
    moves.sort(key=lambda move: (move[0] not in tied, move[1] < 0))
    return [_moved(call, [i], step) for i, step in moves[:MAX_NUDGES]]


def _candidates(base: tuple[Any, ...], pre: Preconditions, rng: random.Random
                ) -> Iterator[tuple[tuple[Any, ...], bool]]:
    """(call, whether the domain's ceiling vouches for it): the call at the ceiling (or
    past a word), at :data:`MID`, then the nudges of the first and of the second."""
    ints = _ints(base)
    if ints is None or len(ints) < MIN_INTS or not any(ints):
        return
    top = max(abs(x) for x in ints)
    found = _ceiling(base, top, pre)
    bounded = found is not None and found[1]
    calls = [(_times(base, found[0]), bounded)] if found is not None else []
    middle = _times(base, MID // top)
    if MID // top > MAGNIFY and (not found or MID // top < found[0]) and satisfies(
            middle, pre):
        calls.append((middle, bounded))
    for call, vouched in calls:
        yield call, vouched
    for call, _ in calls:  # the ceiling's first: where a double loses the unit
        if call is middle or bounded:
            yield from ((nudged, bounded) for nudged in _nudges(call, ints, rng))


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
