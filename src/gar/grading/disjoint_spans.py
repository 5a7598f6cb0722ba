"""Lists of intervals that the docstring states disjoint.

"a is a sorted list of pairwise disjoint intervals [lo, hi]" rules out overlaps: on
``[[1, 3], [2, 3]]`` summing the lengths and sweeping the union answer differently, and both
are right on every list the task allows. Distinctness (the word "disjoint" in
:data:`gar.grading.preconditions._TRAIT_WORDS`) rules out only an interval repeated whole;
this relation rules out every overlap: taken in order of their low ends, each interval
starts above the previous one's high end — or at it, where an observed list has two
intervals that touch (half-open ``[lo, hi)`` ones meet there).

Read only where the docstring says disjoint, non-overlapping or "do not overlap", for an
argument whose every observed value is a list of number pairs ``lo <= hi`` and whose observed
values keep the relation; then a fresh list that breaks it is outside the domain
(:func:`gar.grading.preconditions.satisfies`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

PREFIX = "disjoint_spans|"
_STATED = re.compile(r"\b(?:disjoint|non-?overlapping|do(?:es)? not overlap|don't overlap)\b",
                     re.IGNORECASE)


def relations(calls: Sequence[tuple[Any, ...]], doc: str) -> list[tuple[str, int, int]]:
    """``(PREFIX + "lt" | "le", i, i)`` for each interval-list argument ``i`` (module doc)."""
    if not calls or not _STATED.search(doc):
        return []
    found = []
    for position in range(len(calls[0])):
        values = [args[position] for args in calls if len(args) > position]
        if not values or not all(_spans(v) for v in values) or not any(len(v) >= 2
                                                                       for v in values):
            continue
        for strictness in ("lt", "le"):
            if all(_separated(v, strictness) for v in values):
                found.append((PREFIX + strictness, position, position))
                break
    return found


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether argument ``i`` is a list of intervals separated as ``kind`` says."""
    value = args[i]
    return _spans(value) and _separated(value, kind[len(PREFIX):])


def _spans(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(
        isinstance(item, list | tuple) and len(item) == 2 and all(
            isinstance(x, int | float) and not isinstance(x, bool) for x in item)
        and item[0] <= item[1] for item in value)


def _separated(value: Any, strictness: str) -> bool:
    ordered = sorted(value)
    return all(b[0] > a[1] if strictness == "lt" else b[0] >= a[1]
               for a, b in pairwise(ordered))
