"""A tree given as a node count and a list of edges: a relation between two arguments
(``tree_edges|n|edges|base``, :mod:`gar.grading.preconditions`).

"The tree has the nodes 0 .. n-1; edges is a list of n - 1 pairs [u, v] that together
connect all the nodes" states a domain no per-argument trait holds: a mutation that
repeats an edge, drops one, or changes ``n`` alone makes a multigraph or a forest, and on
those honest solutions differ by construction — a diameter that peels leaves, one that
searches from node 0 and one from node n - 1 answer three different things on a forest
(blind set 24's honest diameters, demoted on ``(6, [])`` and repeated edges).

Adopted where the docstring says "tree" and every observed call is one: an int ``n >= 1``
and a list of exactly ``n - 1`` pairs of ints in ``0 .. n-1`` (or, where some call names
node ``n``, in ``1 .. n``; lists or tuples of two)
that connect all the nodes (and so hold no cycle and no repeated edge). Another call is
outside the domain (:func:`holds`). A drawn call is repaired (:func:`repaired`): its
endpoints taken modulo ``n``, the drawn edges kept where they join two parts, and every
node still apart hung under an earlier node its hash picks — a random tree of ``n``
nodes, drawn edges first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

PREFIX = "tree_edges|"
_STATED = re.compile(r"\btrees?\b", re.IGNORECASE)
MAX_REPAIRED = 10 ** 5  # nodes: a draw past this is left as it is (and checked as drawn)


def _pairs(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(
        isinstance(e, list | tuple) and len(e) == 2 and all(type(x) is int for x in e)
        for e in value)


def _root(parent: list[int], v: int) -> int:
    while parent[v] != v:
        parent[v] = parent[parent[v]]
        v = parent[v]
    return v


def is_tree(n: Any, edges: Any, base: int = 0) -> bool:
    """Whether ``edges`` are the ``n - 1`` edges of a tree on the nodes ``base .. n-1+base``."""
    if type(n) is not int or n < 1 or not _pairs(edges) or len(edges) != n - 1:
        return False
    parent = list(range(n))
    for u, v in edges:
        u, v = u - base, v - base
        if not (0 <= u < n and 0 <= v < n):
            return False
        ru, rv = _root(parent, u), _root(parent, v)
        if ru == rv:
            return False  # a cycle (or a repeated edge): n - 1 edges then leave a part apart
        parent[ru] = rv
    return True


def relations(calls: Sequence[tuple[Any, ...]], doc: str) -> list[tuple[str, int, int]]:
    """The ``tree_edges|n|edges`` relation where the docstring says "tree" and every
    observed call's int ``n`` and list ``edges`` are a tree (module doc)."""
    if not calls or not _STATED.search(doc):
        return []
    arity = len(calls[0])
    for base in (0, 1):
        for n in range(arity):
            for e in range(arity):
                if n != e and all(is_tree(c[n], c[e], base) for c in calls):
                    return [(f"{PREFIX}{n}|{e}|{base}", n, e)]
    return []


def _positions(kind: str) -> tuple[int, int, int]:
    n, e, base = (int(p) for p in kind[len(PREFIX):].split("|"))
    return n, e, base


def holds(args: Sequence[Any], kind: str) -> bool:
    n, e, base = _positions(kind)
    return max(n, e) < len(args) and is_tree(args[n], args[e], base)


def repaired(args: list[Any], kind: str) -> None:
    """The drawn call ``args`` (a list, changed in place) made a tree (module doc)."""
    n_at, e_at, base = _positions(kind)
    n, edges = args[n_at], args[e_at]
    if type(n) is not int or not _pairs(edges) or is_tree(n, edges, base):
        return
    n = max(1, n)
    if n > MAX_REPAIRED:
        return
    pair = type(edges[0]) if edges else list
    parent = list(range(n))
    kept: list[tuple[int, int]] = []
    for u, v in edges:
        u, v = (u - base) % n, (v - base) % n
        ru, rv = _root(parent, u), _root(parent, v)
        if ru != rv:
            parent[ru] = rv
            kept.append((u, v))
    for v in range(1, n):  # every node below v already joins node 0's part
        if _root(parent, v) != _root(parent, 0):
            u = (v * 2654435761 + len(edges)) % v
            parent[_root(parent, v)] = _root(parent, u)
            kept.append((u, v))
    args[n_at] = n
    args[e_at] = type(edges)(pair((u + base, v + base)) for u, v in kept)
