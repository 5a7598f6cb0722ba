"""One integer of a nested value copied over another: ties and far relations in records
and trees.

Where an argument is nested — records in a list (intervals, jobs, circles), a tree as
``[value, left, right]`` lists, a grid — a property often binds integers far apart in the
structure: every value of a search tree's left subtree below the root, not only its left
child; a tie between the durations of two jobs, the end of one interval and the start of
another. Code that checks only neighbours (a node against its children), or breaks ties
one way (an equal value sent right), is right on the visible values, which are distinct
and locally ordered, and on random draws, whose values rarely repeat. The general
mutations change one value at random or the structure itself, and a random change almost
never lands on *another value of the same input*. A fuzzer's dictionary stage inserts
values the input already holds for that reason.

So each observed call with a nested argument (a list or tuple holding a list or tuple, and
at least three integers inside) gets, for pairs of its integers in a seeded order, the
second replaced by the first — a deep integer given a shallower one's value first — (``[10, [5, [2], [7]], [15, None, [20]]]`` with 7 := 15 is no
search tree, and its children still look ordered; 20 := 15 repeats a value in the right
subtree). Only values the input already holds are written, so value sets, item bounds and
alphabets hold; every input must satisfy the full preconditions (a copy that breaks a
record's ``a <= b`` is dropped). The inputs are ``near``. Session 23, spent set 30: two
search-tree checks, one of the children only and one letting an equal value go right, met
no separating input. Deterministic, at most ``limit``, round-robin over the observed calls.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions

MAX_BASES = 4  # observed calls (those with the most integers) whose nested arguments get copies
MAX_PAIRS = 24  # copies tried per argument
MIN_INTS = 3  # a nested value with fewer integers has no far relation to tie


def _nested(value: Any) -> bool:
    return isinstance(value, list | tuple) and any(isinstance(v, list | tuple) for v in value)


def _ints(value: Any, depth: int = 0) -> list[tuple[int, int]]:
    """The integers inside ``value`` in reading order, each with its nesting depth."""
    if type(value) is int:
        return [(value, depth)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in _ints(v, depth + 1)]
    return []


def _written(value: Any, index: list[int], new: int) -> Any:
    """``value`` with its ``index[0]``-th integer (reading order) replaced by ``new``."""
    if type(value) is int:
        index[0] -= 1
        return new if index[0] == -1 else value
    if isinstance(value, list | tuple):
        return type(value)(_written(v, index, new) for v in value)
    return value


def _copies(base: tuple[Any, ...], rng: random.Random) -> Iterator[tuple[Any, ...]]:
    for position, value in enumerate(base):
        ints = _ints(value) if _nested(value) else []
        if len(ints) < MIN_INTS:
            continue
        pairs = [(i, j) for i in range(len(ints)) for j in range(len(ints))
                 if i != j and ints[i][0] != ints[j][0]]
        rng.shuffle(pairs)
        # A deep integer given a shallow one's value first: the relation between a value
        # and its ancestors' is the one that neighbours-only code never checks (in a flat
        # list of records every depth is one, and the order stays the seeded one).
        pairs.sort(key=lambda pair: ints[pair[0]][1] - ints[pair[1]][1])
        for source, target in pairs[:MAX_PAIRS]:
            yield base[:position] + (_written(value, [target], ints[source][0]),) \
                + base[position + 1:]


def copy_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one integer of a nested argument copied over
    another (module doc), none in ``seen``."""
    rng = random.Random(zlib.crc32(f"{task_id}/copies".encode()))
    new = NewInputs.beside(pre, seen)
    bases = sorted(pre.observed, key=lambda args: -len(_ints(args)))[:MAX_BASES]
    streams = [list(_copies(base, rng)) for base in bases]
    return new.first(((args, False) for args in round_robin(streams)), limit, "near", "copy")
