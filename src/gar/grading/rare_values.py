"""Inputs at rare separating integers: values where shortcuts commonly break.

Random integers are almost never the values a shortcut gets wrong: an exact power (a float
root ``a ** (1 / 3)`` misses 125), a power of another argument past the exponents a loop
tries (``n ** k == x`` for k < 8 misses 2 ** 10), a pseudoprime (Fermat's test to base 2
calls 341 prime, bases 2 and 3 pass the Carmichael number 1105, a two-base strong test
passes 1373653), the square of a prime (a wheel that skips multiples of 2, 3, 5 and 7 calls
121 prime) or a machine-word boundary (a 16- or 32-bit accumulator). A fuzzer keeps such
values in its dictionary of *interesting values* (AFL's ``interesting_16``/``_32``); a
mutation-based generator like EvalPlus's reaches them only by luck. So, per integer argument
(and per list of integers), :func:`rare_inputs` places these values into the observed
calls, the way :mod:`gar.grading.constants` places the group's own constants: the argument
set to the value, a list of numbers extended by it or made of it.

The values stay at the magnitudes the draws already reach (at most 64 times the largest
observed magnitude, and at least the smallest observed one) — but for a family of exact
squares and cubes near a bound the task states on the argument's value, further out (a
loop over bases below ``2**16`` misses the square of a larger root, a float root is off by
one there; session 22, spent set 27) — and each call is checked against
the inferred domain (:func:`~gar.grading.preconditions.satisfies`), so no value leaves the
task's preconditions; the scout tries them smallest first with the other far inputs
(``large``: one timeout at most). Deterministic per group, at most ``limit`` inputs.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from typing import Any

from gar.grading.inputs import DerivedInput, _derived, input_key
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.variants import is_number

# Fermat pseudoprimes to base 2, Carmichael numbers (pseudoprimes to every coprime base;
# 1105 and up have no factor 2 or 3), squares of primes, a product of two primes past 100,
# and the least strong pseudoprime to both bases 2 and 3.
PSEUDOPRIMES = (341, 561, 645, 1105, 1387, 1729, 2047, 2465, 2821, 3277, 4033, 6601, 8911,
                121, 169, 289, 361, 529, 841, 961, 10403, 1373653)
WORD_BITS = (7, 8, 15, 16, 31, 32)  # 2**k - 1, 2**k, 2**k + 1: signed and unsigned words
SCALE = 64  # as the ``large`` draws: at most 64x the largest observed magnitude
MAX_PLACED = 3  # observed calls each value is placed into (12 in the second sample)


def rare_integers(observed: Iterable[int], stated: int = 0) -> list[int]:
    """The rare values for an argument whose observed integers are ``observed``, inside the
    magnitudes the draws reach, by family (round-robin): exact cubes and squares,
    pseudoprimes and prime squares, word boundaries, and where ``stated`` (a stated top of
    the value) lies past those magnitudes, exact squares and cubes near it
    (:func:`_stated_powers`)."""
    values = [abs(v) for v in observed]
    if not values:
        return []
    top, low = _top(values), min(values)
    perfect = [k ** e for e in (3, 2) for k in _roots(top, e)]
    words = [2 ** k + d for k in WORD_BITS for d in (-1, 0, 1)]
    families = [perfect, list(PSEUDOPRIMES), words]
    picked = [v for v in _round_robin(families) if low <= v <= top and v not in values]
    far = [v for v in _stated_powers(stated) if v > top]
    return list(dict.fromkeys(_round_robin([picked[:1], far, picked[1:]])))


def _stated_powers(stated: int) -> list[int]:
    """A square and a cube near a stated top: of the largest root below it less one, so
    the root is no power of a small base itself (``10**18`` is ``10**18``; ``(10**9 - 1)
    ** 2`` has no base below ``10**9 - 1``)."""
    found = []
    for e in (2, 3):
        k = _iroot(stated, e) - 1
        if k >= 2:
            found.append(k ** e)
    return found


def _iroot(n: int, e: int) -> int:
    """The largest k with k ** e <= n (exact: a stated top may be past a float)."""
    lo, hi = 0, 1 << (n.bit_length() // e + 1)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if mid ** e <= n else (lo, mid - 1)
    return lo


def _top(values: Sequence[int]) -> int:
    return SCALE * max(10, *values)


def _power_top(pre: Preconditions, position: int, top: int) -> int:
    """How far the powers of another argument go as argument ``position``: ``top`` (64x
    the visible magnitudes), or as far as a bound the task states on that argument's value
    allows — a float logarithm is exact on small powers and off by one on larger ones
    (``int(math.log(3**60, 3))`` is 59), which a stated ``n <= 10**30`` puts in the
    domain."""
    stated = [b.high for b in pre.bounds if b.position == position and not (
        b.length or b.items) and b.high is not None and math.isfinite(b.high)]
    return max(top, int(min(stated))) if stated else top


def _exponents(base: int, top: int) -> list[int]:
    """The largest exponents k >= 2 with base ** k <= top (the ones a capped loop misses),
    largest first."""
    found, k = [], 2
    while base ** k <= top and k < 64:
        found.append(k)
        k += 1
    return found[::-1]


def _roots(top: int, e: int) -> list[int]:
    """A few k >= 2 with k ** e <= top: the largest, one in the middle, and 5."""
    k = max(2, round(top ** (1 / e)))
    while k ** e > top and k > 2:
        k -= 1
    return list(dict.fromkeys((k, max(2, k // 2), min(5, k))))


def _round_robin(families: Sequence[Sequence[Any]]) -> list[Any]:
    return [v for turn in itertools.zip_longest(*families) for v in turn if v is not None]


def rare_inputs(pre: Preconditions, limit: int, seen: set[str], wide: int = 0
                ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain ``boundary`` inputs (``large``: tried smallest first) with
    one integer argument, or a list of integers, at a rare value (see the module doc), or
    an integer argument at a power of another integer argument of the same call; none of
    them in ``seen``. Round-robin over the argument positions, then the values, each value
    placed once.

    ``wide`` (the first sample's ``limit``): the second sample's inputs, for a group left
    undecided (sequential testing): the first sample's values placed into the next observed
    calls (and the next exponents of its powers), interleaved with the values it had no
    room for — more inputs from the same distribution, the bar for a conviction unchanged."""
    streams = [_streams(pre, position) for position in range(pre.arity)]
    first = _fair([[s[:1] for s in position] for position in streams], wide or limit)
    if not wide:
        return tuple(d for d in first if d.key not in seen)[:limit]
    used = {d.key for d in first}
    again = [[[d for d in (s[1:] if s[0].key in used else s) if d.key not in seen]
              for s in position] for position in streams]
    return tuple(_fair([[_round_robin(position)] for position in again], limit))


def _fair(per_position: list[list[list[DerivedInput]]], limit: int) -> list[DerivedInput]:
    """Round-robin over positions, each position's streams in turn, up to ``limit``."""
    return _round_robin([_round_robin(streams) for streams in per_position])[:limit]


def _streams(pre: Preconditions, position: int) -> list[list[DerivedInput]]:
    """The rare inputs for ``position`` as streams, the first input of each in the first
    sample and the rest in the second: per integer argument of the first
    :data:`MAX_PLACED` observed calls, its powers (the largest exponents first) as this
    argument of that call; then per rare value, its placements into the observed calls
    (the j-th value first into the j-th call, then into the ones after it, in turn)."""
    ints = [x for a in pre.observed for x in _ints(a[position])]
    if not ints:
        return []
    seen = {input_key(a) for a in pre.observed}
    calls = pre.observed[:MAX_PLACED * 4]
    top = _top([abs(x) for x in ints])
    stated = _power_top(pre, position, top) if type(pre.observed[0][position]) is int else 0
    out: list[list[DerivedInput]] = []
    for base in calls[:MAX_PLACED]:
        if type(base[position]) is not int:
            continue
        for k, other in enumerate(base):
            if k != position and type(other) is int and abs(other) >= 2:
                out.append([d for e in _exponents(abs(other), _power_top(pre, position, top))[:4]
                            for d in _place(pre, position, [base], other ** e, seen)])
    # Each value starts from another observed call (the j-th value from call j, in turn):
    # a value tried with one call's other arguments only tests that one context, and a
    # shortcut right there is missed (Fermat's test to base 2 is right on 341 with a = 2,
    # the first call, and wrong with a = 3). Rotating costs no input.
    out += [_place(pre, position, calls[j % len(calls):] + calls[:j % len(calls)], value, seen)
            for j, value in enumerate(rare_integers(ints, stated))]
    return [s for s in out if s]


def _place(pre: Preconditions, position: int, calls: Sequence[tuple[Any, ...]], value: int,
           seen: set[str]) -> list[DerivedInput]:
    """``value`` placed as argument ``position`` of each of ``calls`` (the first in-domain
    way per call), new keys only."""
    found = []
    for base in calls:
        for changed in _placed(base[position], value):
            args = base[:position] + (changed,) + base[position + 1:]
            key = input_key(args)
            if key not in seen and satisfies(args, pre):
                seen.add(key)
                found.append(_derived(key, args, "boundary", pre, large=True))
                break
    return found


def _ints(value: Any) -> list[int]:
    if type(value) is int:
        return [value]
    if isinstance(value, list | tuple):
        return [x for x in value if type(x) is int]
    return []


def _placed(arg: Any, value: int) -> list[Any]:
    """``arg`` with ``value`` in it: the value itself (with the argument's sign), or a list
    of numbers extended by it, then made of it alone."""
    if type(arg) is int:
        return [value if arg >= 0 else -value]
    if isinstance(arg, list | tuple) and arg and all(is_number(x) for x in arg):
        kind = type(arg)
        return [kind([*arg, value]), kind([value, *arg[:1]]), kind([value])]
    return []
