"""Value-set preconditions: integers that only ever take a few values (a 0/1 grid).

:mod:`gar.grading.alphabet` keeps a character class narrow (hex digits A–F, binary 0/1)
when the seen characters sit in a span that narrow only by chance at most
:data:`~gar.grading.preconditions.CHANCE`. This is the same rule for integers: the
integers of an argument (a scalar, or the items of its nested lists) whose observed values
form a small set ``S`` (two to :data:`MAX_SIZE` values) keep ``S`` as a precondition when
``n`` draws from the range fresh integers would come from — the observed span widened as
:func:`gar.grading.strategies._number_range` widens it — would land on only ``len(S)``
values by chance at most that often: ``C(u, k) * (k / u) ** n`` for a range of ``u``
values. A grid of 34 cells, all 0 or 1, is no accident; ``[1, 2, 1]`` is (2 in 3).

A docstring that states the set of the argument — ``grid[i][j] -> 0 | 1``, "each element
is 0 or 1", "a list of 0s and 1s" — is adopted as well, provided every observed integer
lies in it.

The shape is ``in_<v>_<v>…`` (see :mod:`gar.grading.shapes`): draws and mutations are
repaired into it (an integer ``x`` becomes ``S[x mod k]``, so repaired values still vary),
and a fresh input with another value is outside the domain: an ``edge`` input, never
evidence (``row.count(1)`` and ``sum(row)`` agree on every 0/1 row).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

MAX_SIZE = 4  # a set of more values is a range, not a vocabulary of codes

_PAIR = re.compile(r"(?<![\w.])(-?\d+)\s*(?:\||\bor\b)\s*(-?\d+)(?![\w.])", re.IGNORECASE)
_ZEROS_ONES = re.compile(r"\b(?:0s and 1s|0's and 1's|zeros and ones|zeroes and ones)\b",
                         re.IGNORECASE)
_ITEM_WORDS = re.compile(r"\b(?:each|every|all|element|elements|item|items|entry|entries"
                         r"|value|values|cell|cells)\b", re.IGNORECASE)


def leaves(value: Any) -> list[Any] | None:
    """The integers of ``value`` (itself, or inside its nested lists and tuples); None when
    it holds a non-integer scalar (a float, a string, a bool)."""
    if type(value) is int:
        return [value]
    if isinstance(value, list | tuple):
        found: list[Any] = []
        for item in value:
            inner = leaves(item)
            if inner is None:
                return None
            found += inner
        return found
    return None


def _universe(ints: Sequence[int]) -> int:
    """How many integers random draws around these would come from (as generate's
    ``_number_range`` for ``random`` draws)."""
    low, high = min(ints), max(ints)
    span = max(3, (high - low) / 2)
    bottom = low - span
    if low >= 0:
        bottom = max(bottom, 0 if low < 1 else 1)
    return int(high + span - bottom) + 1


def chance_of_value_set(ints: Sequence[int]) -> float:
    """How likely ``len(ints)`` draws land on only ``len(set(ints))`` values by chance (see
    the module doc)."""
    k, u = len(set(ints)), _universe(ints)
    return min(1.0, math.comb(u, k) * (k / u) ** len(ints)) if u > k else 1.0


def stated_sets(name: str, sentences: Sequence[str], container: bool) -> list[frozenset[int]]:
    """The value sets the docstring's ``sentences`` state of argument ``name``'s integers:
    a sentence naming it (or, for a list argument, ``container``, its items: "each
    element") with ``0 | 1``, "0 or 1", "0s and 1s"."""
    found = []
    for sentence in sentences:
        if not (name and re.search(rf"\b{re.escape(name)}\b", sentence)
                or container and _ITEM_WORDS.search(sentence)):
            continue
        found += [frozenset({int(a), int(b)}) for a, b in _PAIR.findall(sentence)]
        if _ZEROS_ONES.search(sentence):
            found.append(frozenset({0, 1}))
    return found


def value_set(observed: Sequence[Any], examples: Sequence[Any], doc_sets: Sequence[frozenset[int]],
              chance: float) -> tuple[int, ...] | None:
    """The value set this argument keeps (sorted), or None (see the module doc). Repeats of
    one value of the argument are no further evidence; the items inside one are."""
    distinct = {repr(v): v for v in [*observed, *examples]}
    ints: list[int] = []
    for value in distinct.values():
        inner = leaves(value)
        if inner is None:
            return None
        ints += inner
    seen = set(ints)
    if not ints:
        return None
    for stated in doc_sets:
        if seen <= stated:
            return tuple(sorted(stated))
    if 2 <= len(seen) <= MAX_SIZE and chance_of_value_set(ints) <= chance:
        return tuple(sorted(seen))
    return None


def shape_name(values: Sequence[int]) -> str:
    return "in_" + "_".join(str(v) for v in values)


def members(shape: str) -> tuple[int, ...]:
    return tuple(int(v) for v in shape[3:].split("_"))


def keeps(value: Any, shape: str) -> bool:
    inner = leaves(value)
    allowed = set(members(shape))
    return inner is not None and all(x in allowed for x in inner)


def repaired(value: Any, shape: str) -> Any:
    """``value`` with each integer ``x`` outside the set replaced by ``S[x mod k]``."""
    allowed = members(shape)
    if type(value) is int:
        return value if value in allowed else allowed[value % len(allowed)]
    if isinstance(value, list | tuple):
        return type(value)(repaired(v, shape) for v in value)
    return value
