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

Session 24 (spent set 31): records given as dicts are nested values too (a dict's values
are leaves, its keys are never written), and strings are leaves as integers are: each kind
is copied over its own kind, and a string's longest proper prefix over another string (the
kinds in turn). In dict records a field's value goes to the same field of another record
first. Two records of one id with equal stamps, and two names one the other's prefix, met
no input before.

*Field copies* (session 24, :func:`_field_copies`): a list of fixed-width codes — cards
``"5H"``, squares ``"e4"``, ids ``"A7"`` — is a list of records whose fields are character
positions, and the same ties bind them: two cards of one rank inside a run, two of one suit.
So where a list holds three or more strings all of one width (2 to :data:`MAX_WIDTH`), one
item's character at a position is copied over another item's at the same position (``"9H"``
takes the ``"Q"`` of ``"QS"``): the field keeps the values the tests show there, so the
code stays one the tests could have written. Spent set 32's cribbage scorer that counts a
run once where a pair inside it doubles it met no hand with such a pair: its cards are
distinct, and a random character edit makes a card no card.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions

MAX_BASES = 4  # observed calls (those with the most leaves) whose nested arguments get copies
MAX_PAIRS = 24  # copies tried per argument and kind of copy
MIN_LEAVES = 3  # a nested value with fewer leaves of a type has no far relation to tie
LEAF_TYPES = (int, str)  # the leaves copied: exact types (a bool is no int here)
MAX_WIDTH = 8  # the widest strings whose characters are fields (codes, not words)


def _children(value: Any) -> Any:
    """The items of a list or tuple, the values of a dict (its keys are never written)."""
    return value.values() if isinstance(value, dict) else value


def _nested(value: Any) -> bool:
    return isinstance(value, list | tuple | dict) and any(
        isinstance(v, list | tuple | dict) for v in _children(value))


def _leaves(value: Any, kind: type, depth: int = 0, slot: Any = None
            ) -> list[tuple[Any, int, Any]]:
    """The leaves of type ``kind`` inside ``value`` in reading order (a dict's values in
    its order), each with its nesting depth and its slot: the dict key it is held under,
    ``None`` inside a list or tuple."""
    if type(value) is kind:
        return [(value, depth, slot)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in _leaves(v, kind, depth + 1, k)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in _leaves(v, kind, depth + 1)]
    return []


def _written(value: Any, index: list[int], new: Any) -> Any:
    """``value`` with its ``index[0]``-th leaf of ``new``'s type (reading order) replaced
    by ``new``."""
    if type(value) is type(new):
        index[0] -= 1
        return new if index[0] == -1 else value
    if isinstance(value, dict):
        return {k: _written(v, index, new) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_written(v, index, new) for v in value)
    return value


def _pairs(leaves: list[tuple[Any, int, Any]], rng: random.Random) -> list[tuple[int, int]]:
    pairs = [(i, j) for i in range(len(leaves)) for j in range(len(leaves))
             if i != j and leaves[i][0] != leaves[j][0]]
    rng.shuffle(pairs)
    # A deep leaf given a shallow one's value first: the relation between a value and its
    # ancestors' is the one that neighbours-only code never checks (in a flat list of
    # records every depth is one, and the order stays the seeded one).
    # In records given as dicts a field's value goes to the same field of another record
    # first (a tie between two timestamps, two names), before any other field's; leaves
    # inside lists and tuples have no name and keep the order above.
    pairs.sort(key=lambda pair: (_other_field(leaves[pair[0]][2], leaves[pair[1]][2]),
                                 leaves[pair[0]][1] - leaves[pair[1]][1]))
    return pairs[:MAX_PAIRS]


def _other_field(source: Any, target: Any) -> bool:
    return (source is not None or target is not None) and source != target


def _writes(value: Any, rng: random.Random) -> list[list[tuple[int, Any]]]:
    """Per kind of copy, the (leaf index, new value) writes of one nested argument: an
    integer over another, a string over another (a tie: two records with one name), and
    a string's longest proper prefix over another (session 24, spent set 31: a
    descending order of strs that negated their code points put ``"a"`` before ``"ab"``;
    a prefix is where code-point tuples, padded keys and ``zip`` comparisons go wrong, and
    no random draw or visible value has two strings one the prefix of the other)."""
    kinds: list[list[tuple[int, Any]]] = []
    for kind in LEAF_TYPES:
        leaves = _leaves(value, kind)
        if len(leaves) < MIN_LEAVES:
            continue
        pairs = _pairs(leaves, rng)
        kinds.append([(j, leaves[i][0]) for i, j in pairs])
        if kind is str:
            kinds.append([(j, leaves[i][0][:-1]) for i, j in pairs
                          if len(leaves[i][0]) >= 2 and leaves[i][0][:-1] != leaves[j][0]])
    return kinds


def _copies(base: tuple[Any, ...], rng: random.Random) -> Iterator[tuple[Any, ...]]:
    for position, value in enumerate(base):
        if not _nested(value):
            continue
        for target, new in round_robin(_writes(value, rng)):
            yield base[:position] + (_written(value, [target], new),) + base[position + 1:]


def _field_copies(base: tuple[Any, ...], rng: random.Random) -> Iterator[tuple[Any, ...]]:
    """``base`` with one character of a fixed-width string item copied over the same
    position of another item (module doc), at most :data:`MAX_PAIRS` per argument."""
    for position, value in enumerate(base):
        if not (isinstance(value, list | tuple) and len(value) >= MIN_LEAVES
                and all(isinstance(v, str) for v in value)
                and len({len(v) for v in value}) == 1 and 2 <= len(value[0]) <= MAX_WIDTH):
            continue
        moves = [(i, j, k) for i in range(len(value)) for j in range(len(value))
                 for k in range(len(value[0])) if i != j and value[i][k] != value[j][k]]
        rng.shuffle(moves)
        for source, target, k in moves[:MAX_PAIRS]:
            items = list(value)
            items[target] = items[target][:k] + value[source][k] + items[target][k + 1:]
            yield base[:position] + (type(value)(items),) + base[position + 1:]


def copy_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one leaf (an int or a str) of a nested argument
    copied over another (module doc), none in ``seen``."""
    rng = random.Random(zlib.crc32(f"{task_id}/copies".encode()))
    new = NewInputs.beside(pre, seen)
    bases = sorted(pre.observed, key=lambda args: -sum(
        len(_leaves(args, kind)) for kind in LEAF_TYPES))[:MAX_BASES]
    streams = [list(_copies(base, rng)) for base in bases]
    fields = random.Random(zlib.crc32(f"{task_id}/fields".encode()))
    streams += [list(_field_copies(base, fields)) for base in pre.observed[:MAX_BASES]]
    return new.first(((args, False) for args in round_robin(streams)), limit, "near", "copy")
