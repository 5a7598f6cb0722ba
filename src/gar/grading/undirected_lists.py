"""Undirected graphs as adjacency lists: a shape of list arguments whose docstring says the
graph is undirected (each edge listed in both directions).

``graph[u]`` lists the neighbours of node ``u`` (the nodes ``0 .. len(graph) - 1``); "each
edge listed in both directions (v in graph[u] exactly when u in graph[v]), no self-loops
and no repeated neighbours" is a domain no per-argument trait holds. A mutation of a
visible graph (an item changed, a list dropped) almost always breaks it — ``[[0], [1]]``,
two self-loops, or an edge listed one way — and honest solutions differ there by
construction: a union-find that reads each edge once from its smaller end and a search
that follows every listed direction answer differently (blind set 24's honest bipartite
check, demoted on ``[[0], [1]]``).

Adopted where the docstring says the graph is undirected ("undirected", "both
directions", "symmetric") and every observed value is such a graph: a list of lists of
ints in ``0 .. len - 1``, no list naming a node twice or its own node, ``v`` in
``graph[u]`` exactly when ``u`` in ``graph[v]``. Another list is outside the domain
(:func:`keeps`), and a drawn one is brought back into one (:func:`repaired`: neighbours
taken modulo the node count, self-loops and repeats dropped, each edge added in the
other direction too, in the order drawn).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

SHAPE = "undirected_lists"
_STATED = re.compile(r"\bundirected\b|\bboth directions\b|\bsymmetric\b", re.IGNORECASE)


def _lists(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(near, list) and all(type(v) is int for v in near) for near in value)


def keeps(value: Any) -> bool:
    if not _lists(value):
        return False
    n = len(value)
    edges = set()
    for u, near in enumerate(value):
        if len(set(near)) != len(near):
            return False
        for v in near:
            if not 0 <= v < n or v == u:
                return False
            edges.add((u, v))
    return all((v, u) in edges for u, v in edges)


def adopts(values: Sequence[Any], doc: str) -> bool:
    """Whether every value is an undirected graph's adjacency lists and the docstring says
    the graph is undirected (module doc); values without an edge say nothing."""
    return bool(values) and bool(_STATED.search(doc)) and all(map(keeps, values)) and any(
        any(near for near in v) for v in values)


def repaired(value: Any) -> Any:
    """``value`` as it is where it keeps the shape or is no list of int lists; otherwise the
    undirected graph its listed edges make (module doc)."""
    if not _lists(value) or keeps(value):
        return value
    n = len(value)
    near: list[list[int]] = [[] for _ in range(n)]
    seen: set[tuple[int, int]] = set()
    for u, listed in enumerate(value):
        for v in listed:
            v %= n
            if v != u and (u, v) not in seen:
                seen.update({(u, v), (v, u)})
                near[u].append(v)
                near[v].append(u)
    return near
