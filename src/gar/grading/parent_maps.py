"""Trees given as parent maps: a dict that maps each name but the root to its parent's name
(``{"b": "a", "c": "a", "d": "b"}``: a child -> parent table, union-find's parents, an org
chart's "reports to").

The tests show shallow trees (two or three levels), and drawn dicts of names almost never
form a tree at all, so code that walks at most 64 parents ("trees are shallow") or builds the
path to the root by recursion (a ``RecursionError`` past about 1000 levels) answers every
tree it is shown. :func:`stretched` makes the deep trees, as :func:`gar.grading.graphs.
stretched` does for adjacency lists: every edge ``child -> parent`` of a visible tree becomes
a chain through fresh names, so every depth is multiplied by the same factor while the
visible names, their ancestry and the root stay (a call's names are still in the tree, and
their lowest common ancestor, their order along a path, their distances up to the factor
are kept). :mod:`gar.grading.bound_reach` grows each visible tree so, to the stated cap on
the dict's length (or ``REACH_LEN`` entries) and by ``STRETCH``.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from gar.grading.graphs import _fresh_names, _rank

SHAPE = "parent_map"


def is_parent_map(value: Any) -> bool:
    """A non-empty dict of strings to strings whose every value is a key or the one root
    (a value that is no key), with every chain of parents ending there (no cycle)."""
    if not isinstance(value, dict) or not value or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return False
    roots = {v for v in value.values() if v not in value}
    return len(roots) == 1 and all(_reaches_root(value, name) for name in value)


def adopts(values: Sequence[Any], doc: str) -> bool:
    """Every observed value is a parent map and one of them more than one level deep (a
    dict of names drawn at random is almost never a tree, let alone a deep one)."""
    return bool(values) and all(map(is_parent_map, values)) and any(
        depth(v) >= 2 for v in values)


def keeps(value: Any) -> bool:
    return is_parent_map(value)


def repaired(value: Any) -> Any:
    """A dict of strings to strings made a parent map: its names ranked by a fixed hash
    (an order neither the insertion order nor the alphabet), the first the root, every
    other name's parent kept where it ranks below the name and else the name below it that
    the name's hash picks; another value as it is."""
    if keeps(value) or not isinstance(value, dict) or not value or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return value
    ranked = sorted({*value, *value.values()}, key=_rank)
    place = {name: i for i, name in enumerate(ranked)}
    fixed = {}
    for i, name in enumerate(ranked[1:], 1):
        parent = value.get(name)
        fixed[name] = parent if parent is not None and place[parent] < i else ranked[
            zlib.crc32(name.encode()) % i]
    return fixed


def _reaches_root(parent: Mapping[str, str], name: str) -> bool:
    for _ in range(len(parent) + 1):
        if name not in parent:
            return True
        name = parent[name]
    return False


def depth(parent: Mapping[str, str]) -> int:
    """The most parents any name has (the tree's height; a parent map has no cycle)."""
    most = 0
    for name in parent:
        steps = 0
        while name in parent:
            name, steps = parent[name], steps + 1
        most = max(most, steps)
    return most


def stretched(value: Any, factor: int, letters: str = "") -> dict[str, str] | None:
    """``value`` (a parent map) with every edge a chain of ``factor`` edges through fresh
    names (``letters``: more letters for them); None for another value or ``factor < 2``."""
    if factor < 2 or not is_parent_map(value):
        return None
    fresh = _fresh_names({**value, **{p: p for p in value.values()}}, letters)
    out: dict[str, str] = {}
    for child, parent in value.items():
        chain = [next(fresh) for _ in range(factor - 1)]
        for lower, upper in zip([child, *chain], [*chain, parent]):
            out[lower] = upper
    return out
