"""Round numbers next to the visible ones: the multiples of 100 and 1000 around them.

Rules keyed to round numbers are where code right on the tests' values goes wrong: a leap
rule that forgets the centuries (every visible year a leap year or an ordinary one, none of
them 1900 or 2100), a number spelled out that skips "hundred" or "thousand", a threshold
at 1000 that formats or buckets differently. Random draws land on a multiple of 100 one
time in a hundred, and the mutations move a visible number by small steps, so neither
reaches the round numbers beside a visible ``2024`` — a fuzzer's "interesting values" for
decimal code.

So each observed call (up to :data:`MAX_BASES`) has each integer argument of magnitude 100
or more (a lone number, not an item) moved to the multiples of 100 and of 1000 nearest to
it, below and above, its sign kept: ``2024`` gives ``2000``, ``2100``, ``3000``; ``2000``
gives ``1900``, ``2100``, ``1000``, ``3000``.

:func:`magnitude_inputs` moves the same arguments to their *orders of magnitude*: the powers
of ten and of two at or below them and above them, the largest first, each value once
(``2000300`` gives ``10**6``, ``10**7``, ``2**20``, ``2**21``; ``10**12`` gives ``10**11``
and ``2**39``). Code that changes unit at a power — a number spelled out whose ``n > 10**6``
should be ``>=`` ("one thousand thousand"), a digit or bit count off by one at ``10**k`` or
``2**k``, a loop over a prime's exponent capped at 32 — is right on every number between the
powers, and draws land on one almost never. Beside them, taken in turn, the largest powers of
ten and of two under a stated upper bound (``n <= 10**18``) and each one less: ``2**59 - 1``
and ``10**17 - 1``, the all-ones and all-nines numbers where a float logarithm of a big
integer rounds up to the next power (``int(math.log2(2**50 - 2))`` is 50).
Every input must satisfy the full
preconditions (stated bounds, traits, orders); as the mutations' nearby numbers, they are
``near`` and not ``novel``. Deterministic, at most ``limit``, round-robin over the kinds of
move (the nearest multiples of 100 first), each in call order.
"""

from __future__ import annotations

from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import Move, moved_calls, round_robin
from gar.grading.preconditions import Preconditions, satisfies

STEPS = (100, 1000)  # the round units, the finer first
BASES = (10, 2)  # the orders of magnitude: powers of ten, then of two
MAX_BASES = 12  # observed calls moved


def round_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one integer argument moved to a round number
    next to it (module doc), none in ``seen``."""
    return moved_calls(
        pre, seen, limit, 2 * len(STEPS), MAX_BASES,
        lambda base, position: _moves(base[position]),
        lambda args: satisfies(args, pre),
        lambda key, call, kind, _: DerivedInput(key, call, "near", origin="round"))


def _moves(value: Any) -> list[Move]:
    """(kind, round value, unused tag): kind ``2s`` the multiple of ``STEPS[s]`` below (or,
    for a multiple, the one before it), ``2s + 1`` the one above."""
    if type(value) is not int or abs(value) < STEPS[0]:
        return []
    sign, size = (-1 if value < 0 else 1), abs(value)
    out: list[Move] = []
    for s, step in enumerate(STEPS):
        if size < step:
            continue
        below = (size - 1) // step * step
        above = size // step * step + step
        out += [(2 * s, sign * below, False), (2 * s + 1, sign * above, False)]
    return [(k, v, t) for k, v, t in out if v != 0]


def magnitude_inputs(pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one integer argument at an order of magnitude of
    an observed one, the largest values first, in turn with the powers under a stated upper
    bound and each one less (module doc); each (argument, value) once, none in ``seen`` or
    observed."""
    new = NewInputs.beside(pre, seen)
    bases = pre.observed[:MAX_BASES]
    observed = sorted({(abs(v), position, v) for base in bases for position in range(pre.arity)
                       for v in _orders(base[position])}, reverse=True)
    stated = [(0, position, v) for position in range(pre.arity)
              for v in _under_bound(pre, position)]
    found: list[DerivedInput] = []
    for _, position, value in round_robin([observed, stated]):
        made = next((d for base in bases if type(base[position]) is int and (d := new.take(
            base[:position] + (value,) + base[position + 1:], "near", "magnitude"))), None)
        found += [made] if made is not None else []
        if len(found) >= limit:
            break
    return tuple(found)


def _under_bound(pre: Preconditions, position: int) -> list[int]:
    """The largest power of each of :data:`BASES` at most the stated upper bound on the value
    of argument ``position``, each followed by one less; none without such a bound."""
    highs = [int(b.high) for b in pre.bounds if b.position == position
             and not (b.length or b.items) and b.high is not None
             and STEPS[0] <= b.high < 2.0 ** 1000 and float(b.high).is_integer()]
    if not highs:
        return []
    high = min(highs)
    return [v for base in BASES for p in (base ** _order(high, base),) for v in (p, p - 1)]


def _orders(value: Any) -> list[int]:
    """The powers of :data:`BASES` at or below ``value`` (below it where it is one) and
    above it, its sign kept; none for small numbers and non-integers."""
    if type(value) is not int or not STEPS[0] <= abs(value) < 2 ** 4096:
        return []
    sign, size = (-1 if value < 0 else 1), abs(value)
    out = []
    for base in BASES:
        k = _order(size, base)
        out += [sign * base ** (k - (size == base ** k)), sign * base ** (k + 1)]
    return out


def _order(size: int, base: int) -> int:
    """The largest k with ``base ** k <= size`` (exact on big ints, no float log)."""
    return len(str(size)) - 1 if base == 10 else size.bit_length() - 1
