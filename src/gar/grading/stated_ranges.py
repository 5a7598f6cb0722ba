"""A stated range of values outranks a value set the tests show by chance.

:mod:`gar.grading.value_sets` keeps the two to four integers an argument's visible values
use (``in_1_2_3_5``) when so few values in so many draws are unlikely by chance. That is
evidence about the *tests*, which a docstring can overrule: "each -10**9 <= x <= 10**9"
states that every integer of that range is a valid item. Kept, the set repaired every draw
into it, so the group only ever met one-digit items and a next-permutation computed over
the call's *digits* (``"".join(str(x) for x in xs)``) passed: it is wrong on ``[10, 2]``,
which the statement allows (session 23, spent set 30).

So a value set adopted by chance is dropped where a bound the docstring states on that
argument's value or items (:mod:`gar.grading.stated_bounds`; both ends finite) holds an
integer outside the set; a range whose top is a formula of the other arguments ("each
``1 <= x <= capacity``") counts with the widest top it reaches on the observed calls
(:func:`gar.grading.stated_formulas.observed_ranges`: blind set 35's packer, whose visible
items ``{1, 4, 5, 6}`` kept every draw on four values). A set the docstring itself states ("each cell is 0 or 1",
:func:`gar.grading.value_sets.stated_sets`) stays: the two statements then agree or the
set is the narrower statement.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from gar.grading import value_sets
from gar.grading.bound_checks import Bound

Shape = tuple[int, str]


def _wider(bound: Bound, members: Sequence[int]) -> bool:
    """Whether the bound's finite range holds an integer outside ``members``."""
    if bound.low is None or bound.high is None or bound.length:
        return False
    low, high = math.ceil(bound.low), math.floor(bound.high)
    return high - low + 1 > len([m for m in members if low <= m <= high])


def without_chance_sets(shapes: Sequence[Shape], bounds: Sequence[Bound],
                        stated_sets: Sequence[Sequence[frozenset[int]]]
                        ) -> tuple[Shape, ...]:
    """``shapes`` less the value sets a stated range overrules (module doc);
    ``stated_sets[position]``: the sets the docstring states of that argument."""
    kept = []
    for position, shape in shapes:
        if shape.startswith("in_"):
            members = value_sets.members(shape)
            stated = position < len(stated_sets) and frozenset(members) in stated_sets[position]
            if not stated and any(b.position == position and _wider(b, members)
                                  for b in bounds):
                continue
        kept.append((position, shape))
    return tuple(kept)


def sets_stated(names: Sequence[str], sentences: Sequence[str],
                columns: Sequence[Sequence[Any]]) -> list[list[frozenset[int]]]:
    """Per argument, the value sets the docstring's ``sentences`` state of it."""
    return [value_sets.stated_sets(
        name, sentences, bool(values) and all(isinstance(v, list | tuple) for v in values))
        for name, values in zip(names, columns)]
