"""Two arguments of one kind swapped: a conversion asked the other way, a path walked back.

Many tasks take two arguments of one kind whose roles differ — a source and a target unit,
a start and a goal, a numerator and a denominator — and their tests often ask in one
direction only: every visible conversion from a larger unit to a smaller one, every visible
path from the first-listed node. Code that follows the rules only forwards, or that is
exact only when the answer is a whole number, is then right on every visible call, and
random draws rarely reproduce the visible data with the roles reversed (two names drawn on
their own seldom name linked units at all). A fuzzer's field swap does it on purpose: the
observed call with the two values exchanged keeps everything the tests vouch for (the rules,
the names, the magnitudes) and asks the reverse question (session 22: spent set 26's unit
conversions, forwards-only and float-rate, were right on every input made before).

So each observed call gives, for each pair of its arguments of one scalar type (two strings,
two ints, two floats; not booleans) whose values differ, the call with those two exchanged.
Each must satisfy the preconditions as it is (an order the tests keep, ``lo <= hi``, rules it
out: no repair, which would swap it back). The inputs are ``near`` with an origin of their
own, so where the reversed question lies outside an unstated precondition and honest passes
scatter, they are judged apart (:func:`gar.grading.voters.unreliable_origins_as_edge`).
Round-robin over the observed calls, at most ``limit``; deterministic.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

ORIGIN = "swap"
_KINDS = (str, int, float)


def _swaps(args: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    for i, j in itertools.combinations(range(len(args)), 2):
        a, b = args[i], args[j]
        if type(a) is type(b) and type(a) in _KINDS and a != b:
            swapped = list(args)
            swapped[i], swapped[j] = b, a
            yield tuple(swapped)


def swapped_inputs(pre: Preconditions, limit: int, seen: set[str]
                   ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with two arguments of one kind exchanged (module
    doc), none in ``seen``, each inside the domain: the first in-domain swap of each call in
    turn, then the second, and so on."""
    return NewInputs.beside(pre, seen).in_turn(
        (_swaps(args) for args in pre.observed), limit, "near", ORIGIN)
