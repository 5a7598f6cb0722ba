"""How likely a regularity of the visible calls is by chance: the odds the preconditions
(:mod:`gar.grading.preconditions`) weigh before they adopt one as part of the task's domain.
A regularity that chance explains (eight distinct items from a pool of twenty) is no
statement of the task, and adopting it would let a heuristic that assumes it hide behind
the domain."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any

from gar.grading.variants import TRAITS


def chance_of_distinct(lists: Sequence[Sequence[Any]]) -> float:
    """How likely these lists all have distinct items by chance, items drawn uniformly from
    the values seen in them (the birthday bound, list by list): eight items from a pool of
    twenty are distinct by chance one time in five; the visible lists of a task that never
    repeat an item are no statement that items never repeat (a heuristic that assumes it
    would hide behind the domain)."""
    pool = len({repr(x) for seq in lists for x in seq})
    return math.prod(math.prod(1 - k / pool for k in range(len(seq)))
                     for seq in lists if len(seq) >= 2) if pool else 1.0


def chance_of_sorted(lists: Sequence[Sequence[Any]]) -> float:
    """How likely these lists are all sorted by chance: 1/L! for a list of L items."""
    return math.prod(1 / math.factorial(min(len(seq), 20)) for seq in lists if len(seq) >= 2)


def chance_of_trait(trait: str, values: set[int]) -> float:
    """How likely ``len(values)`` distinct integers of these magnitudes all have ``trait`` by
    chance: the product of the trait's density around each value (repeats are no evidence)."""
    return math.prod(_density(trait, abs(v)) for v in values)


@functools.lru_cache(maxsize=4096)
def _density(trait: str, v: int) -> float:
    """The share of the integers between v/2 and 2v+2 that have ``trait``."""
    low, high = v // 2, 2 * v + 2
    if high - low > 2000:  # the prime number theorem beyond small windows
        prime = 1 / math.log(max(v, 3))
        return {"prime": prime, "composite": 1 - prime}.get(trait, 0.5)
    holds = TRAITS[trait]
    return sum(1 for n in range(low, high + 1) if holds(n)) / (high - low + 1)


def chance_of_keys(pairs: Sequence[tuple[Any, Any]]) -> float:
    """How likely every ``a`` is a key of its dict ``b`` by chance (1.0 where one is not): a
    name drawn from all the names the calls show (the column's and the dicts' keys) is a key
    of its own dict ``len(b) / |names|`` of the time, multiplied over the calls. A start and a
    goal among a graph's nodes, a name looked up in a table: the value then comes from the
    dict (:mod:`gar.grading.joint_draws` draws it there)."""
    if not all(isinstance(b, dict) and type(a) in (str, int) and a in b for a, b in pairs):
        return 1.0
    names = {a for a, _ in pairs} | {k for _, b in pairs for k in b}
    return math.prod(len(b) / len(names) for _, b in pairs)
