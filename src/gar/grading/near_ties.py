"""Near-ties and near-cancellations at the top of the stated range: where floats stop
being exact.

Code that computes in floats where the task's arithmetic is exact integer arithmetic —
``math.isclose`` on sizes, ``float(c) * d``, ``int(x / y)``, ``int(math.log2(n))`` — is
right on every small input and wrong only where a value needs more than a double's 53
bits of significand, or where two large values almost cancel. Draws in the top half of a
stated range (:mod:`gar.grading.joint_reach`) reach the magnitudes but almost never a
tie: two random sizes near ``10**9`` differ by about ``10**8``, never by 1. And the stated
top itself is usually a round number (``10**9 = 2**9 * 5**9``) whose products a double
still holds exactly. So each observed call is lifted, its structure kept, to the top of
each stated range at once:

* **tied** — every integer ``x`` inside an argument a stated bound holds from above (the
  argument itself, the items of a list, nested lists and records too, integer literals
  written as strings in a list — reverse Polish tokens — and the values of a dict of
  integers: a polynomial's coefficients) becomes
  ``sign(x) * (T - (M - |x|))``, with ``T`` one below the stated maximum (an odd top, whose
  products need every bit) and ``M`` the largest magnitude in the call: the order, the
  signs, the zeros, the ties and the differences of the visible values are kept, only
  their magnitude moves (``[8, -8]`` stays a tie at ``[T, -T]``; ``[5, 10, -5]`` becomes
  ``[T - 5, T, -(T - 5)]``);
* **cancelling** — the same, each negative one smaller in magnitude (``v`` and
  ``-(v - 1)``): two opposite sizes that a relative tolerance calls equal, a sum that
  cancels to 1;
* **beside a power of two** — a lone integer argument at ``2**k - 2``, ``2**k - 1`` and
  ``2**k + 1`` for ``k = 53`` (where doubles stop holding every integer) and for the
  largest ``k`` the stated range holds: ``int(math.log2(2**50 - 2))`` is 50.

Only integer-valued arguments under a stated maximum of at least :data:`MIN_TOP` (below
it no product of two values passes ``2**53``) are moved: float inputs belong to tasks
whose own arithmetic rounds. The stated bounds vouch for the values, so the inputs are
``boundary``, and every input must satisfy the full preconditions. Deterministic, at most
``limit``, round-robin over the observed calls.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions

MIN_TOP = 2**26  # a stated maximum whose square passes 2**53
FLOAT_BITS = 53  # a double's significand: the first integer it cannot hold is 2**53 + 1
MAX_BASES = 6  # observed calls lifted
_NUMERAL = re.compile(r"-?\d+")


def near_tie_inputs(pre: Preconditions, limit: int, seen: set[str]
                    ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls lifted to the top of their stated ranges as near-ties
    (module doc), none in ``seen``."""
    new = NewInputs.beside(pre, seen)
    per_base: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        tops = _tops(base, pre)
        if not tops:
            continue
        found = [new.take(args, "boundary", "tie") for args in _lifted(base, tops)]
        per_base.append([d for d in found if d is not None])
    return tuple(round_robin(per_base)[:limit])


def _tops(base: tuple[Any, ...], pre: Preconditions) -> dict[int, tuple[int, int | None]]:
    """(stated maximum, stated minimum) of each argument of ``base`` holding integers that
    a stated bound at least :data:`MIN_TOP` holds from above."""
    found = {}
    for position, value in enumerate(base):
        if not _integers(value):
            continue
        items = not _is_int(value)
        bounds = [b for b in pre.bounds if b.position == position and not b.length
                  and b.items == items]
        highs = [b.high for b in bounds if b.high is not None and math.isfinite(b.high)]
        lows = [b.low for b in bounds if b.low is not None and math.isfinite(b.low)]
        if highs and min(highs) >= MIN_TOP:
            found[position] = (int(min(highs)), int(max(lows)) if lows else None)
    return found


def _lifted(base: tuple[Any, ...], tops: dict[int, tuple[int, int | None]]
            ) -> list[tuple[Any, ...]]:
    """``base`` tied and cancelling at the top (every position of ``tops`` at once), then
    each lone integer beside the powers of two its range holds."""
    largest = max(abs(x) for p in tops for x in _integers(base[p]))
    if largest >= min(high for high, _ in tops.values()) // 2:
        return []  # already at the top: lifting would move small values across zero
    out = []
    for cancel in (True, False):  # the same call where it holds no negative value
        args = list(base)
        for position, (high, _) in tops.items():
            top = high if cancel else high - 1

            def lift(x: int, top: int = top, cancel: bool = cancel) -> int:
                magnitude = top - (largest - abs(x))
                return 0 if x == 0 else magnitude if x > 0 else -(magnitude - cancel)

            args[position] = _mapped(base[position], lift)
        out.append(tuple(args))
    for position, (high, low) in tops.items():
        if _is_int(base[position]):
            out += [base[:position] + (v,) + base[position + 1:]
                    for v in _beside_powers(high, low)]
    return out


def _beside_powers(high: int, low: int | None) -> list[int]:
    """``2**k - 2``, ``2**k - 1``, ``2**k + 1`` for ``k = 53`` and the largest power of
    two at most ``high``, those inside ``[low, high]``."""
    found = []
    for k in dict.fromkeys((FLOAT_BITS, high.bit_length() - 1)):
        found += [2**k - 2, 2**k - 1, 2**k + 1]
    return [v for v in dict.fromkeys(found) if v <= high and (low is None or v >= low)]


def _is_int(value: Any) -> bool:
    return type(value) is int


def _integers(value: Any) -> list[int]:
    """The integers inside ``value`` (itself, a list's or tuple's items, nested ones, and
    integer literals written as a list's strings); none where it holds a float."""
    if _is_int(value):
        return [value]
    if isinstance(value, dict):  # a dict of numbers: its values (stated_bounds)
        values = list(value.values())
        return values if all(_is_int(x) for x in values) else []
    if not isinstance(value, list | tuple):
        return []
    found: list[int] = []
    for x in _leaves(value):
        if isinstance(x, float):
            return []
        if _is_int(x):
            found.append(x)
        elif isinstance(x, str) and _NUMERAL.fullmatch(x):
            found.append(int(x))
    return found


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [x for item in value for x in _leaves(item)]
    return [value]


def _mapped(value: Any, lift: Callable[[int], int], inside: bool = False) -> Any:
    """``value`` with every integer inside it lifted (and every integer literal among a
    list's strings), its structure and types kept."""
    if _is_int(value):
        return lift(value)
    if inside and isinstance(value, str) and _NUMERAL.fullmatch(value):
        return str(lift(int(value)))
    if isinstance(value, list | tuple):
        return type(value)(_mapped(x, lift, True) for x in value)
    if isinstance(value, dict):
        return {key: lift(x) for key, x in value.items()}
    return value
