"""Whole calls moved below zero where the docstring bounds *every number* with a negative floor.

:mod:`gar.grading.signs` moves one list of an observed call below zero at a time, and never a
lone number: a count or a size is more often a number than its words say. Where the
docstring says every number of the call may be negative
(:mod:`gar.grading.every_number`: "every number is an int from -10**9 to 10**9"), the lone
numbers are no counts, and a call's arguments are usually tied to one another (a range
``[start, end]`` to be covered by ``intervals``, a target inside a list's span): one list
moved alone leaves a call no honest answer distinguishes (nothing covers ``[1, 8]`` once
the intervals are all negative). So each observed call is translated whole: every number of
every argument minus the call's largest number plus one (all negative, every difference and
every order between arguments kept), and minus that plus :data:`gar.grading.signs.FAR`
(far below a sentinel such as ``-1``), each kept only inside the stated floor and the rest
of the domain (its sign traits aside). Spent set 30 (session 24): a greedy cover seeded with
``best = -1`` answered wrongly once every end lay below -1, and no generated call had its
range and its intervals negative together.

The inputs are ``near`` and ``novel`` (a pass that raises on one puts it outside the domain
for the whole group), of origin ``call-shift``; at most ``limit``, in call order.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gar.grading.every_number import every_number_bounds
from gar.grading.inputs import DerivedInput, input_key
from gar.grading.moves import call_of
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.prompt_reading import _signature
from gar.grading.signs import FAR, _mapped
from gar.grading.variants import is_number, numbers_in

MAX_BASES = 8  # observed calls translated


def call_shift_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                      seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls translated whole below zero (module doc), none of
    them in ``seen`` or observed."""
    if limit <= 0 or pre.arity < 2 or not pre.observed:
        return ()
    names, _, doc = _signature(prompt, entry_point, pre.arity)
    columns = [[a[i] for a in pre.observed] for i in range(pre.arity)]
    floors = [b.low for b in every_number_bounds(doc or prompt, names, columns)
              if b.low is not None]
    if not floors or max(floors) >= 0:
        return ()
    floor = max(floors)
    relaxed = dataclasses.replace(pre, domains=tuple(
        dataclasses.replace(d, nonneg=False, positive=False) for d in pre.domains))
    taken = set(seen) | {input_key(a) for a in pre.observed}
    found: list[DerivedInput] = []
    for base in pre.observed[:MAX_BASES]:
        numbers = [x for v in base for x in ([v] if _number(v) else numbers_in(v))
                   if _number(x)]
        if not numbers or not any(isinstance(v, list | tuple) for v in base):
            continue
        top, bottom = max(numbers), min(numbers)
        for shift in (top + 1, top + FAR):
            if bottom - shift < floor:
                continue
            args = tuple(_mapped(v, lambda x, s=shift: x - s) for v in base)
            key = input_key(args)
            if key not in taken and satisfies(args, relaxed):
                taken.add(key)
                found.append(DerivedInput(key, call_of(args), "near", novel=True,
                                          origin="call-shift"))
    return tuple(found[:limit])


def _number(value: Any) -> bool:
    return is_number(value) and not isinstance(value, bool)
