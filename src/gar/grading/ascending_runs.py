"""Observed lists of integers led by a long strictly ascending run: the sorted input.

:mod:`gar.grading.uniform_runs` leads a sequence by a run of one item, the pattern a
capped scan misses. The other structure random draws never hold is *order*: a random list
of ``k`` items is ascending one time in ``k!``, so a grown list's longest increasing chain
stays a few dozen items long. Yet sorted input is the classic worst case — the depth of a
recursion that follows the next larger item (a memoised longest-increasing-subsequence
search runs out of stack at about 1000 items, where the statement allows 10**4), a
first-item pivot, a chain of "next greater" links.

So each observed call with a non-empty list of ints has it led by ``min(cap, RUN_LEN)``
items in all, ascending by one from its first item, the visible list kept whole after them
(``[10, 9, 2]`` becomes ``[10, 11, ..., 3006, 10, 9, 2]``: the signs of the visible items
hold). Only under a stated length cap (the cap vouches for the
size; without one code may assume any size) and only where every number of the result
keeps the full preconditions (signs, item bounds, distinct or value sets reject it). All
``large``; deterministic, at most ``limit``.
"""

from __future__ import annotations

from typing import Any

from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions
from gar.grading.uniform_runs import MAX_BASES, RUN_LEN


def _ascending_led(value: list[int], size: int) -> list[int]:
    extra = max(0, size - len(value))
    return [value[0] + k for k in range(extra)] + list(value)


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(type(x) is int for x in value)


def ascending_inputs(pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one list of ints led by an ascending run
    (module doc), none in ``seen`` or observed."""
    new = NewInputs.beside(pre, seen)
    bases = [a for a in pre.observed if any(_int_list(x) for x in a)][:MAX_BASES]
    found = []
    for base in bases:
        for position, value in enumerate(base):
            cap = length_cap(pre.bounds, position)
            if not _int_list(value) or cap is None or cap <= len(value):
                continue
            moved = _ascending_led(value, int(min(cap, RUN_LEN)))
            made = new.take((*base[:position], moved, *base[position + 1:]), "scaled",
                            "ascending", large=True)
            if made is not None:
                found.append(made)
    return tuple(found[:limit])
