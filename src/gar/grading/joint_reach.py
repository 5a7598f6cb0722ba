"""Every number argument at the top of its stated range at once.

:mod:`gar.grading.bound_reach` moves one argument of an observed call at a time to a stated
bound, the others kept as the tests show them. Code that is right only while one of two
quantities stays small passes every such move: ``mod_pow`` through floats is exact while
``base % mod`` squared stays below ``2**53`` — at ``mod = 10**12`` with ``base = 2`` and
``exp = 10`` it still is, and at ``base = 10**30`` with ``mod = 1000`` too. A product, a
power or a sum of two stated magnitudes breaks a float, a 64-bit word or a table only when
*both* are large (a fuzzer crosses its interesting values, not only lists them).

So each observed call holding two or more numbers that stated bounds hold from above
(:mod:`gar.grading.stated_bounds`: ``1 <= mod <= 10**12`` on a number argument, ``abs(x) <=
10**9`` on the items of a list, nested lists too) has all of them drawn together in the top
half of their stated ranges (:data:`DRAWS` per call; a sorted list sorted again), the other
arguments kept: two points at coordinates near ``10**9`` are ``10**18`` apart squared, past
a float's exact integers, where the tests' points and one coordinate moved are not. An
order between two of them that the domain keeps (``("le", i, j)``: every observed call has
``exp <= mod``) is kept by drawing the smaller one again in the top half of what the larger
leaves. Every input must satisfy the full preconditions; the stated bounds vouch for the
magnitudes, so the inputs are ``boundary`` and not ``novel``. Deterministic, at most
``limit``, round-robin over the observed calls.

*Opposed corners* (:func:`opposed_inputs`, origin ``opposed``): a loop or a recursion whose
count is a ratio — rounds of a round robin (the largest burst over the quantum), steps of
a stride, levels of a halving — is deepest with the numerator at its top and the divisor
at its bottom, a corner no draw in the top half reaches (the divisor is large there too)
and no single move to a bound reaches (the tests' other numbers stay small). So each
observed call has, in turn, one int argument at its stated minimum and every other
stated-bounded int (arguments and a list's items) at its stated maximum: blind set 24's
round robin recursing once per round, right on the tests and on every draw, raises
``RecursionError`` on ``([1000, 1000], 1)`` under "ints in [1, 1000]" and "quantum is an
int in [1, 100]".
"""

from __future__ import annotations

import math
import random
import zlib
from typing import Any

from gar.grading.bound_checks import Bound
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions
from gar.grading.variants import is_number, numbers_in

DRAWS = 3  # joint draws per observed call: one agreeing draw is luck, three are a pattern
MAX_BASES = 4  # observed calls moved
MIN_SPAN = 16  # a range as small as the visible values: draws already cover it


def joint_reach_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                       ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with every stated-bounded number argument drawn in
    the top half of its range at once (module doc), none in ``seen``."""
    rng = random.Random(zlib.crc32(f"{task_id}/joint-reach".encode()))
    new = NewInputs.beside(pre, seen)
    per_base: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        ranges = _ranges(base, pre)
        if not ranges:
            continue
        found = []
        for _ in range(DRAWS):
            made = new.take(_drawn(base, ranges, pre, rng), "boundary", "joint-reach")
            if made is not None:
                found.append(made)
        per_base.append(found)
    return tuple(round_robin(per_base)[:limit])


def _ranges(base: tuple[Any, ...], pre: Preconditions) -> dict[int, tuple[float, float]]:
    """(bottom, high) of the top half of the stated range of each argument a stated bound
    holds from above — a number's value bound, a list of numbers' item bound — wide enough
    to draw in; empty unless the call then holds two such numbers or more."""
    found = {}
    numbers = 0
    for position, value in enumerate(base):
        items = isinstance(value, list | tuple)
        leaves = numbers_in(value) if items else [value]
        if not leaves or not all(is_number(x) and not isinstance(x, bool) for x in leaves):
            continue
        bounds = [b for b in pre.bounds if b.position == position and not b.length
                  and b.items == items]
        high = _tightest(bounds, "high", min)
        low = _tightest(bounds, "low", max)
        if high is None or not math.isfinite(high):
            continue
        bottom = max(high / 2, low) if low is not None and math.isfinite(low) else high / 2
        if high - bottom >= MIN_SPAN:
            found[position] = (bottom, high)
            numbers += len(leaves)
    return found if numbers >= 2 else {}


def _tightest(bounds: list[Bound], side: str, pick: Any) -> float | None:
    values = [getattr(b, side) for b in bounds if getattr(b, side) is not None]
    return pick(values) if values else None


def _drawn(base: tuple[Any, ...], ranges: dict[int, tuple[float, float]],
           pre: Preconditions, rng: random.Random) -> tuple[Any, ...]:
    """``base`` with every position of ``ranges`` drawn in its range (the type of the
    observed value kept), the domain's orders between them kept."""
    args = list(base)
    for position, (bottom, high) in ranges.items():
        args[position] = _drawn_value(base[position], bottom, high, rng)
        if pre.domains[position].sorted_seqs and numbers_in(args[position]) == list(
                args[position]):
            args[position] = type(base[position])(sorted(args[position]))
    for kind, i, j in pre.relations:
        if kind == "le" and i in ranges and j in ranges and args[i] > args[j]:
            args[i] = _draw(min(args[j] / 2, args[j]), args[j], base[i], rng)
    return tuple(args)


def _drawn_value(value: Any, bottom: float, high: float, rng: random.Random) -> Any:
    """``value`` (a number, or a list of them, nested too) with every number drawn."""
    if isinstance(value, list | tuple):
        return type(value)(_drawn_value(x, bottom, high, rng) for x in value)
    return _draw(bottom, high, value, rng)


def _draw(bottom: float, high: float, like: Any, rng: random.Random) -> Any:
    if type(like) is int:
        return rng.randint(math.ceil(bottom), int(high))
    return rng.uniform(bottom, high)


def opposed_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one number argument at its stated minimum and
    every other stated-bounded number at its stated maximum (module doc: the opposed
    corners), none in ``seen``."""
    new = NewInputs.beside(pre, seen)
    per_base: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        ranges = _full_ranges(base, pre)
        found = []
        for low_at, (low, _) in ranges.items():
            if low is None or isinstance(base[low_at], list | tuple) or len(ranges) < 2:
                continue
            args = list(base)
            for position, (_, high) in ranges.items():
                args[position] = _at(base[position], low if position == low_at else high)
            made = new.take(tuple(args), "boundary", "opposed")
            if made is not None:
                found.append(made)
        per_base.append(found)
    return tuple(round_robin(per_base)[:limit])


def _full_ranges(base: tuple[Any, ...], pre: Preconditions
                 ) -> dict[int, tuple[float | None, float]]:
    """(stated low or None, stated high) of each argument of ``base`` a stated bound holds
    from above: a number's value bound, a list of numbers' item bound."""
    found = {}
    for position, value in enumerate(base):
        items = isinstance(value, list | tuple)
        leaves = numbers_in(value) if items else [value]
        if not leaves or not all(type(x) is int for x in leaves):
            continue
        bounds = [b for b in pre.bounds if b.position == position and not b.length
                  and b.items == items]
        high, low = _tightest(bounds, "high", min), _tightest(bounds, "low", max)
        if high is not None and math.isfinite(high):
            found[position] = (low if low is not None and math.isfinite(low) else None, high)
    return found


def _at(value: Any, number: float | None) -> Any:
    """``value`` (an int, or a list of them, nested too) with every int set to ``number``."""
    if isinstance(value, list | tuple):
        return type(value)(_at(x, number) for x in value)
    return int(number) if number is not None else value
