"""A count bounded by the distinct items of a list: "1 <= k <= the number of distinct words in
``words``".

The index relations of :func:`gar.grading.stated_bounds.stated_relations` bound a count by a
list's *length* (``1 <= k <= len(xs)``); said of the distinct items, the bound is tighter,
and an input past it (``(["a", "b", "a"], 3)``: three asked of two words) lies outside the
task: honest top-k solutions raise, pad or truncate there by construction (spent set 9's
``b9-topk-index``, convicted on such inputs in session 22). Read as the relation
``le_distinct`` (the count's position, the list's), kept by :mod:`gar.grading.preconditions`
where every observed call keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

KIND = "le_distinct"

_DISTINCT = re.compile(
    r"(?:<=|<|≤)\s*`*(\w+)`*\s*(<=|<|≤)\s*the\s+number\s+of\s+(?:distinct|different|unique)"
    r"\s+\w+\s+(?:in|of)\s+`*(\w+)`*", re.IGNORECASE)


def distinct_relations(doc: str, names: Sequence[str]) -> list[tuple[str, int, int]]:
    """``(le_distinct, i, j)`` where the docstring bounds parameter ``i`` by the number of
    distinct items of parameter ``j`` (``lt_distinct`` for a strict bound)."""
    found = []
    for match in _DISTINCT.finditer(doc):
        name, op, target = match.groups()
        if name in names and target in names and name != target:
            kind = "lt_distinct" if op == "<" else KIND
            found.append((kind, names.index(name), names.index(target)))
    return found


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether ``args[i]`` is within the distinct items of ``args[j]`` (values of other
    types, or unhashable items, are not this relation's business)."""
    count, items = args[i], args[j]
    if type(count) is not int or not isinstance(items, list | tuple | str):
        return True
    try:
        distinct = len(set(items))
    except TypeError:
        return True
    return count < distinct if kind.startswith("lt") else count <= distinct
