"""Top-level integer arguments set far past the visible envelope, where nothing bounds them.

Draws reach at most ~64x the visible magnitudes (``strategies._number_range``), the orders
of magnitude of :mod:`gar.grading.round_numbers` are the powers next to a visible value,
and :mod:`gar.grading.ceiling_scalings` magnifies only calls with two integers or more (a
lone count magnified paid timeouts). So where the tests show ``sum_to_n(100)`` and the task
states no bound, no input reaches the sizes where code right only on small numbers goes
wrong: ``n * (n + 1) / 2`` through a float (exact until the sum passes ``2**53``), an
accumulator kept in 32 or 64 bits, a mask of a machine word, a scan of ``2**20`` numbers
for the next one with as many bits.

So each integer argument that no stated bound caps (a value bound on that argument, from
the docstring) is set, in the observed calls with the largest values there, to the word
and float edges :data:`FAR` (the visible sign kept; one more where a parity trait needs it),
the other arguments kept. Only values past :data:`PAST` times the largest visible one:
nearer ones are the draws'. Each input is ``large`` (the scout tries them smallest first,
and past the first it cannot answer in time the rest are dropped, without a timeout each),
but not ``novel``: one honest pass raising there would make the input an edge for every
pass. Instead a ``RecursionError`` or ``MemoryError`` there is no answer in the scatter
rule (:data:`gar.grading.voters.SILENT_LIMITS`: an honest recursion meets the stack at
``2**31``), and any other raise is a refusal as on any input. A timeout there is no vote, and is not
asked again under the line count (:mod:`gar.grading.timeout_retries`): an honest loop to
``2**31`` is no near-limit call. Deterministic, at most ``limit``, round-robin over the
arguments, each in ascending magnitude.
"""

from __future__ import annotations

from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions, satisfies

ORIGIN = "far"
# Past a signed 32-bit word, a 32-bit word (a power of two: the next number with as many
# bits is 2**32 further), a double's 53-bit mantissa, an unsigned 64-bit word.
FAR = (2**31 + 1, 2**32, 2**53 + 1, 2**64 + 1)
PAST = 64  # the draws' reach over the visible magnitudes (strategies._number_range)
BASES = 2  # observed calls moved per argument: those with the largest values there


def _capped(pre: Preconditions, position: int) -> bool:
    """Whether a stated bound caps argument ``position``'s value (its reach is
    :mod:`gar.grading.bound_reach`'s and the powers under it :mod:`round_numbers`')."""
    return any(b.position == position and not (b.length or b.items) and b.high is not None
               for b in pre.bounds)


def _candidates(pre: Preconditions, position: int) -> list[list[tuple[Any, ...]]]:
    """The calls for argument ``position``: each far value in the :data:`BASES` observed
    calls with the largest integers there, ascending, each with its alternative one more
    (a parity trait); none where a bound caps it or an observed value there is no integer."""
    values = [call[position] for call in pre.observed]
    if not values or any(type(v) is not int for v in values) or _capped(pre, position):
        return []
    top = max(abs(v) for v in values)
    sign = -1 if all(v < 0 for v in values) else 1
    bases = sorted(pre.observed, key=lambda call: -abs(call[position]))[:BASES]
    return [[base[:position] + (sign * (value + step),) + base[position + 1:]
             for step in (0, 1)]
            for value in FAR if value > PAST * max(top, 1) for base in bases]


def far_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one uncapped integer argument set far past the
    visible envelope (module doc), none in ``seen``; the second of each value (one more)
    only where the first left the domain (a parity trait)."""
    new = NewInputs.beside(pre, seen)
    streams = [_candidates(pre, position) for position in range(pre.arity)]
    found: list[DerivedInput] = []
    for alternatives in round_robin(streams):
        args = next((a for a in alternatives if satisfies(a, pre)), None)
        made = None if args is None else new.take(args, "scaled", ORIGIN, large=True)
        found += [made] if made is not None else []
        if len(found) >= limit:
            break
    return tuple(found)
