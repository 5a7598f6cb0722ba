"""Structural edits of observed undirected graphs (adjacency lists, the ``undirected_lists``
shape of :mod:`gar.grading.undirected_lists`).

Mutations edit a graph item by item and draws join random pairs of nodes: the first
breaks the shape (repaired into some other small graph), the second makes dense graphs,
nearly all of them holding a triangle. Neither reaches the structures on which code right
on small connected graphs goes wrong, and which the visible graphs themselves are made
of: several components, longer cycles, node numbers in another order. So each observed
graph (with at least one edge) is edited the way graph fuzzers and property tests build
graphs from graphs:

* **subdivided**: one edge ``u - v`` replaced by the path ``u - a - b - v`` through two new
  nodes numbered after the others: every cycle through the edge grows by two, its parity
  kept (a triangle becomes a pentagon, a square a hexagon), and the new nodes' numbers are
  far from their neighbours' (an edge ``0 - 1`` becomes ``0 - 2 - 3 - 1``: no search order
  from node 0 reaches them by number);
* **joined**: the disjoint union of two observed graphs, the second's nodes numbered after
  the first's, in both orders (a property of the second component that a search from
  node 0 never sees);
* **relabelled**: the node numbers reversed (``u`` becomes ``n - 1 - u``) and each list
  reversed, the same graph met from its other end.

Every edit keeps the shape (symmetric lists, no self-loop, no repeat); the inputs are
``near`` (made of the visible structures) and must satisfy the full preconditions (a stated
node or edge count). Deterministic: round-robin over the kinds, in observed order.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from gar.grading import undirected_lists
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

Graph = list[list[int]]


def subdivided(graph: Graph) -> Graph:
    """``graph`` with its first edge ``u - v`` (``u < v``) replaced by ``u - a - b - v``, the
    new nodes ``a = n`` and ``b = n + 1`` (module doc)."""
    n = len(graph)
    u = next(u for u, near in enumerate(graph) if near)
    v = graph[u][0]
    out = [[(n if w == v and x == u else n + 1 if w == u and x == v else w) for w in near]
           for x, near in enumerate(graph)]
    return [*out, [u, n + 1], [n, v]]


def joined(first: Graph, second: Graph) -> Graph:
    """The disjoint union: ``first``, then ``second`` with its nodes moved past ``first``'s."""
    shift = len(first)
    return [list(near) for near in first] + [[w + shift for w in near] for near in second]


def relabelled(graph: Graph) -> Graph:
    """``graph`` with node ``u`` renamed ``n - 1 - u`` and every list reversed."""
    n = len(graph)
    return [[n - 1 - w for w in reversed(near)] for near in reversed(graph)]


def _with_edges(values: Sequence[Any]) -> list[Graph]:
    graphs: list[Graph] = []
    for value in values:
        if undirected_lists.keeps(value) and any(value) and value not in graphs:
            graphs.append(value)
    return graphs


def edited_graphs(values: Sequence[Any]) -> list[Graph]:
    """The edits of the observed graphs ``values`` (module doc), round-robin over the kinds:
    subdivisions, unions (each ordered pair of distinct graphs once), relabellings."""
    graphs = _with_edges(values)
    kinds = [[subdivided(g) for g in graphs],
             [joined(a, b) for a, b in itertools.permutations(graphs, 2)],
             [relabelled(g) for g in graphs]]
    return [g for turn in itertools.zip_longest(*kinds) for g in turn if g is not None]


def graph_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one undirected-graph argument edited (module doc),
    in-domain and none in ``seen``; each edit is put into the first observed call that
    takes it."""
    new = NewInputs.beside(pre, seen)
    found: list[DerivedInput] = []
    for position, shape in pre.shapes:
        if shape != undirected_lists.SHAPE:
            continue
        bases = [base for base in pre.observed if undirected_lists.keeps(base[position])]
        for graph in edited_graphs([base[position] for base in bases]):
            made = next((d for base in bases if (d := new.take(
                base[:position] + (graph,) + base[position + 1:], "near", "graph"))), None)
            found += [made] if made is not None else []
            if len(found) >= limit:
                return tuple(found)
    return tuple(found)
