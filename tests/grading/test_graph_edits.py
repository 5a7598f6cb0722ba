"""Structural edits of observed undirected graphs (gar.grading.graph_edits): subdivided
edges, disjoint unions and relabellings of the visible graphs reach second components,
odd cycles longer than three and node orders no search from node 0 meets, where draws make
dense graphs with a triangle and mutations small ones."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.graph_edits import edited_graphs, joined, relabelled, subdivided
from gar.grading.preconditions import infer_preconditions
from gar.grading.undirected_lists import SHAPE, keeps
from gar.records import FunctionTask

PROMPT = '''def two_colourable(adj: list) -> bool:
    """Whether the nodes of an undirected graph can be split in two sides so that every
    edge joins the two sides.

    adj[u] lists the neighbours of node u (the nodes are 0 .. len(adj) - 1); each edge is
    listed in both directions, no node lists itself and no list repeats a node. The graph
    may have several components.
    """
'''
TEST = '''def check(candidate):
    assert candidate([]) is True
    assert candidate([[1], [0]]) is True
    assert candidate([[1, 2], [0, 2], [0, 1]]) is False
    assert candidate([[1, 3], [0, 2], [1, 3], [0, 2]]) is True
'''
HONEST = {
    "bfs": ("def two_colourable(adj):\n    side = [None] * len(adj)\n"
            "    for s in range(len(adj)):\n        if side[s] is not None:\n            continue\n"
            "        side[s] = 0\n        ring = [s]\n        while ring:\n            nxt = []\n"
            "            for v in ring:\n                for w in adj[v]:\n"
            "                    if side[w] is None:\n                        side[w] = 1 - side[v]\n"
            "                        nxt.append(w)\n                    elif side[w] == side[v]:\n"
            "                        return False\n            ring = nxt\n    return True\n"),
    "parity-dsu": ("def two_colourable(adj):\n    up = list(range(len(adj)))\n"
                   "    par = [0] * len(adj)\n    def find(v):\n        p = 0\n"
                   "        while up[v] != v:\n            p ^= par[v]\n            v = up[v]\n"
                   "        return v, p\n    for u, near in enumerate(adj):\n"
                   "        for v in near:\n            (a, pa), (b, pb) = find(u), find(v)\n"
                   "            if a == b:\n                if pa == pb:\n"
                   "                    return False\n            else:\n"
                   "                up[a] = b\n                par[a] = pa ^ pb ^ 1\n"
                   "    return True\n"),
    "dfs": ("def two_colourable(adj):\n    side = {}\n    for s in range(len(adj)):\n"
            "        if s in side:\n            continue\n        side[s] = 0\n        todo = [s]\n"
            "        while todo:\n            v = todo.pop()\n            for w in adj[v]:\n"
            "                if w not in side:\n                    side[w] = side[v] ^ 1\n"
            "                    todo.append(w)\n                elif side[w] == side[v]:\n"
            "                    return False\n    return True\n"),
}
# Right on every connected graph: searches from node 0 only.
FROM_ZERO = ("def two_colourable(adj):\n    if not adj:\n        return True\n    side = {0: 0}\n"
             "    todo = [0]\n    while todo:\n        v = todo.pop()\n        for w in adj[v]:\n"
             "            if w not in side:\n                side[w] = 1 - side[v]\n"
             "                todo.append(w)\n            elif side[w] == side[v]:\n"
             "                return False\n    return True\n")
# Right wherever the only odd cycles are triangles.
NO_TRIANGLE = ("def two_colourable(adj):\n    return not any(set(adj[u]) & set(adj[v])"
               " for u in range(len(adj)) for v in adj[u])\n")
# Right where every node is numbered after a neighbour it is coloured from.
IN_ORDER = ("def two_colourable(adj):\n    side = {}\n    for v in range(len(adj)):\n"
            "        seen = [side[w] for w in adj[v] if w in side]\n"
            "        side[v] = 1 - seen[0] if seen else 0\n"
            "        if side[v] in seen:\n            return False\n    return True\n")


def test_edits_keep_the_shape_and_change_the_structure() -> None:
    triangle, edge = [[1, 2], [0, 2], [0, 1]], [[1], [0]]
    pentagon = subdivided(triangle)
    assert keeps(pentagon) and len(pentagon) == 5 and all(len(near) == 2 for near in pentagon)
    assert subdivided(edge) == [[2], [3], [0, 3], [2, 1]]  # a path numbered out of order
    assert joined(edge, triangle) == [[1], [0], [3, 4], [2, 4], [2, 3]]
    assert relabelled([[1], [0, 2], [1], []]) == [[], [2], [1, 3], [2]]
    edits = edited_graphs([[], edge, triangle, edge])
    assert all(keeps(g) for g in edits) and len(edits) == 2 + 2 + 2


def test_the_node_ids_of_adjacency_lists_are_no_value_set() -> None:
    calls = [([],), ([[1], [0]],), ([[1, 2], [0, 2], [0, 1]],), ([[1, 3], [0, 2], [1, 3], [0, 2]],)]
    pre = infer_preconditions(PROMPT, "two_colourable", calls)
    assert pre is not None and (0, SHAPE) in pre.shapes
    assert not any(shape.startswith("in_") for _, shape in pre.shapes)


def test_heuristics_right_on_small_connected_graphs_are_caught(runner) -> None:
    task = FunctionTask("two_colourable", PROMPT, "two_colourable", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members |= {"from-zero": {"solution": FROM_ZERO}, "no-triangle": {"solution": NO_TRIANGLE},
                "in-order": {"solution": IN_ORDER}}
    assert sorted(confirmed_hacks(task, members, runner)) == ["from-zero", "in-order", "no-triangle"]
