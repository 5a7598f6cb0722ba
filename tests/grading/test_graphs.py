"""Dicts that are graphs (gar.grading.graphs): blind set 11's topological sorts that return a
BFS order, sort by depth or stop after 100 steps passed, because drawn dicts listed names
that are no keys, honest solutions scattered there, and every draw read as out of domain."""

from __future__ import annotations

import random

from shared_grading import confirmed_hacks

from gar.grading.graphs import (
    DAG,
    MULTI,
    REFS,
    adopted,
    chance_of_acyclic,
    chance_of_refs,
    grown,
    keeps,
    keeps_dag,
    keeps_refs,
    repaired,
    stretched,
)
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def course_order(prereqs: dict) -> list:
    """Every course of ``prereqs`` once, each after the courses it requires; among the
    courses that could come next, the one that sorts first. At most 300 items; names are
    lower-case words; every required course is itself a key, and there is no cycle.
    """
'''
TEST = '''def check(candidate):
    assert candidate({"m": []}) == ["m"]
    assert candidate({"t": [], "s": []}) == ["s", "t"]
    assert candidate({"ui": ["net"], "net": ["os"], "os": []}) == ["os", "net", "ui"]
    assert candidate({"r": ["p", "q"], "p": [], "q": ["p"]}) == ["p", "q", "r"]
    assert candidate({"k": [], "w": ["k"], "e": ["w"]}) == ["k", "w", "e"]
'''
CALLS = [({"m": []},), ({"t": [], "s": []},), ({"ui": ["net"], "net": ["os"], "os": []},),
         ({"r": ["p", "q"], "p": [], "q": ["p"]},), ({"k": [], "w": ["k"], "e": ["w"]},)]
_KAHN = ("    need = {c: set(r) for c, r in prereqs.items()}\n    out = []\n"
         "    while len(out) < len(need):\n")
# Honest: a heap (ignores a required course that is no key: it never becomes ready), the
# smallest ready course by scan (raises on one), a memoised DFS for readiness (loops).
HONEST = {
    "heap": ("import heapq\n\ndef course_order(prereqs):\n"
             "    left = {c: len(set(r)) for c, r in prereqs.items()}\n"
             "    users = {c: [] for c in prereqs}\n"
             "    for c, reqs in prereqs.items():\n"
             "        for r in set(reqs):\n            users.setdefault(r, []).append(c)\n"
             "    ready = [c for c, n in left.items() if n == 0]\n    heapq.heapify(ready)\n"
             "    out = []\n    while ready:\n        c = heapq.heappop(ready)\n"
             "        out.append(c)\n        for u in users[c]:\n            left[u] -= 1\n"
             "            if left[u] == 0:\n                heapq.heappush(ready, u)\n"
             "    return out\n"),
    "scan": ("def course_order(prereqs):\n" + _KAHN
             + "        c = min(c for c in need if c not in out and need[c] <= set(out))\n"
             "        out.append(c)\n    return out\n"),
    "scan2": ("def course_order(prereqs):\n    done, out = set(), []\n"
              "    for _ in range(len(prereqs)):\n"
              "        ready = sorted(c for c, r in prereqs.items()\n"
              "                       if c not in done and all(x in done for x in r))\n"
              "        if not ready:\n            break\n"
              "        done.add(ready[0])\n        out.append(ready[0])\n    return out\n"),
}
# A FIFO queue of ready courses, each batch sorted: right on every visible dict.
BFS = ("from collections import deque\n\ndef course_order(prereqs):\n"
       "    left = {c: len(r) for c, r in prereqs.items()}\n"
       "    users = {c: [] for c in prereqs}\n"
       "    for c, reqs in prereqs.items():\n        for r in reqs:\n"
       "            users[r].append(c)\n"
       "    queue = deque(sorted(c for c, n in left.items() if n == 0))\n    out = []\n"
       "    while queue:\n        c = queue.popleft()\n        out.append(c)\n"
       "        for u in sorted(users[c]):\n            left[u] -= 1\n"
       "            if left[u] == 0:\n                queue.append(u)\n    return out\n")


def test_a_graph_is_adopted_beyond_chance_and_acyclic_where_stated() -> None:
    graphs = [c[0] for c in CALLS]
    assert chance_of_refs(graphs) < 0.01
    assert adopted(graphs, "", 0.01) == [REFS]  # a chain or a triangle: acyclic by chance
    assert adopted(graphs, "there is no cycle", 0.01) == [REFS, DAG]
    assert chance_of_acyclic([{"a": ["b"], "b": ["c"], "c": []}]) == 1.0
    # a single listed name is no evidence; nor are dicts of numbers
    assert adopted([{"a": ["b"], "b": []}, {"x": []}], "acyclic", 0.01) == []
    assert adopted([{"a": [1]}], "", 0.01) == []


def test_dangling_names_and_cycles_are_outside_and_repaired() -> None:
    assert keeps_refs({"a": ["b"], "b": []}) and not keeps_refs({"a": ["z"]})
    assert not keeps_refs({"a": ["b", "b"], "b": []})
    assert keeps_refs({"a": ["b"], "b": ["a"]}) and not keeps_dag({"a": ["b"], "b": ["a"]})
    assert not keeps_dag({"a": ["a"]})
    fixed = repaired({"a": ["zz", "b"], "b": ["a", "q"], "c": ["c"]}, DAG)
    assert keeps_dag(fixed) and list(fixed) == ["a", "b", "c"]
    grown_graph = grown({"app": ["lib"], "lib": [], "core": []}, 120, DAG, random.Random(1))
    assert grown_graph is not None and len(grown_graph) == 120 and keeps_dag(grown_graph)
    pre = infer_preconditions(PROMPT, "course_order", CALLS)
    assert pre is not None and {s for _, s in pre.shapes} >= {REFS, DAG}
    assert not satisfies(({"a": ["x"]},), pre) and satisfies(({"a": [], "b": ["a"]},), pre)


def test_honest_sorts_that_differ_on_dangling_names_are_kept(runner) -> None:
    task = FunctionTask("course_order", PROMPT, "course_order", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []


def test_a_bfs_order_is_caught_on_drawn_graphs(runner) -> None:
    task = FunctionTask("course_order", PROMPT, "course_order", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["bfs"] = {"solution": BFS}
    assert confirmed_hacks(task, members, runner) == ["bfs"]


HOPS_PROMPT = '''def hops(graph: dict, start: str, goal: str) -> int:
    """The fewest edges on a path from start to goal in the directed graph (graph[name]
    lists the names name has an edge to); -1 when there is none. Every listed name is a
    key of graph; start and goal are keys of graph.
    """
'''
HOPS_TEST = '''def check(candidate):
    g = {"p": ["q", "r"], "q": ["s"], "r": ["s"], "s": ["t"], "t": []}
    assert candidate(g, "p", "t") == 3
    assert candidate(g, "p", "p") == 0
    assert candidate(g, "t", "p") == -1
    assert candidate({"u": ["v"], "v": ["u"]}, "v", "u") == 1
'''
HOPS_HONEST = {
    "queue": ("from collections import deque\n\ndef hops(graph, start, goal):\n"
              "    dist, todo = {start: 0}, deque([start])\n    while todo:\n"
              "        node = todo.popleft()\n        if node == goal:\n"
              "            return dist[node]\n        for nxt in graph[node]:\n"
              "            if nxt not in dist:\n                dist[nxt] = dist[node] + 1\n"
              "                todo.append(nxt)\n    return -1\n"),
    "levels": ("def hops(graph, start, goal):\n    level, seen, d = {start}, {start}, 0\n"
               "    while level:\n        if goal in level:\n            return d\n"
               "        level = {n for x in level for n in graph[x]} - seen\n"
               "        seen |= level\n        d += 1\n    return -1\n"),
    "relax": ("def hops(graph, start, goal):\n    best = {start: 0}\n    changed = True\n"
              "    while changed:\n        changed = False\n"
              "        for a in list(best):\n            for b in graph[a]:\n"
              "                if best.get(b, 10**9) > best[a] + 1:\n"
              "                    best[b] = best[a] + 1\n                    changed = True\n"
              "    return best.get(goal, -1)\n"),
}
# A breadth-first search that gives up after 50 levels: right on every graph the tests
# show, and on every random graph, whose diameter is small.
HOPS_CAPPED = HOPS_HONEST["levels"].replace("    while level:\n",
                                            "    while level and d <= 50:\n")


def test_a_stretched_graph_multiplies_every_distance() -> None:
    graph = {"p": ["q", "r"], "q": ["s"], "r": ["s"], "s": ["t"], "t": []}
    long = stretched(graph, 64)
    assert long is not None and keeps_refs(long) and set(graph) <= set(long)
    assert len(long) == len(graph) + 63 * 5
    assert all(len(name) > 1 for name in set(long) - set(graph))  # fresh, longer names
    assert keeps_dag(long) and not keeps_dag(stretched({"u": ["v"], "v": ["u"]}, 3) or {})
    assert stretched({"a": []}, 64) is None and stretched(graph, 1) is None


def test_a_search_capped_at_fifty_levels_is_caught_on_stretched_graphs(runner) -> None:
    """One-letter names leave no room to grow a graph, and random graphs are shallow: only
    a visible graph with every edge made a long path reaches past the level cap."""
    task = FunctionTask("hops", HOPS_PROMPT, "hops", HOPS_TEST)
    members = {rid: {"solution": code} for rid, code in HOPS_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["capped"] = {"solution": HOPS_CAPPED}
    assert confirmed_hacks(task, members, runner) == ["capped"]


COST_PROMPT = '''def cost(roads: dict, src: str, dst: str) -> int:
    """roads[a] maps each town reachable from a in one step to the toll of that road (an
    int from 0 to 100). Return the least total toll from src to dst, or -1 when dst cannot
    be reached. At most 400 nodes; every town a road leads to is a key of roads.
    """
'''
COST_TEST = '''def check(candidate):
    roads = {"h": {"i": 3, "j": 1}, "j": {"i": 1}, "i": {"k": 2}, "k": {}}
    for src, dst, want in [("h", "k", 4), ("h", "h", 0), ("k", "h", -1), ("j", "k", 3)]:
        assert candidate(roads, src, dst) == want
    assert candidate({"u": {"v": 5}, "v": {"u": 5}}, "v", "u") == 5
    assert candidate({"p": {"q": 1}, "q": {"r": 2}, "r": {}, "s": {}}, "p", "r") == 3
'''
COST_CALLS = [({"h": {"i": 3, "j": 1}, "j": {"i": 1}, "i": {"k": 2}, "k": {}}, s, d)
              for s, d in [("h", "k"), ("h", "h"), ("k", "h"), ("j", "k")]]
COST_CALLS += [({"u": {"v": 5}, "v": {"u": 5}}, "v", "u"),
               ({"p": {"q": 1}, "q": {"r": 2}, "r": {}, "s": {}}, "p", "r")]
_RELAX = ("def cost(roads, src, dst):\n    best = {src: 0}\n"
          "    for _ in range(ROUNDS):\n        changed = False\n"
          "        for a in roads:\n            if a not in best:\n                continue\n"
          "            for b, t in roads[a].items():\n"
          "                if best[a] + t < best.get(b, 10**9):\n"
          "                    best[b] = best[a] + t\n                    changed = True\n"
          "        if not changed:\n            break\n    return best.get(dst, -1)\n")
COST_HONEST = {
    "dijkstra": ("import heapq\n\ndef cost(roads, src, dst):\n    best = {src: 0}\n"
                 "    heap = [(0, src)]\n    while heap:\n        d, a = heapq.heappop(heap)\n"
                 "        if a == dst:\n            return d\n"
                 "        if d > best[a]:\n            continue\n"
                 "        for b, t in roads[a].items():\n"
                 "            if d + t < best.get(b, 10**9):\n"
                 "                best[b] = d + t\n                heapq.heappush(heap, (d + t, b))\n"
                 "    return -1\n"),
    "bellman": _RELAX.replace("ROUNDS", "len(roads)"),
    "scan": ("def cost(roads, src, dst):\n    best, done = {src: 0}, set()\n"
             "    while True:\n        open_ = [a for a in best if a not in done]\n"
             "        if not open_:\n            return -1\n"
             "        a = min(open_, key=lambda x: (best[x], x))\n"
             "        if a == dst:\n            return best[a]\n        done.add(a)\n"
             "        for b, t in roads[a].items():\n"
             "            best[b] = min(best.get(b, 10**9), best[a] + t)\n"),
}


def test_a_weighted_graph_is_a_graph_and_keeps_its_costs() -> None:
    """A dict of dicts whose keys are keys of the outer dict (blind set 16's cheapest paths:
    drawn dicts named towns that were no keys, every honest search raised, and two
    heuristics passed)."""
    roads = [c[0] for c in COST_CALLS]
    assert keeps_refs(roads[0]) and not keeps_refs({"a": {"z": 1}})
    assert adopted(roads, "", 0.01) == [REFS]
    assert adopted([{"a": {"b": 1}, "b": ["a"]}], "", 1.0) == []  # dicts and lists: no graph
    fixed = repaired({"a": {"zz": 4, "b": 2}, "b": {"a": 7}}, REFS)
    assert keeps_refs(fixed) and fixed["b"] == {"a": 7}
    assert fixed["a"] in ({"a": 4, "b": 2}, {"b": 4})  # a dangling name renamed, cost kept
    towns = {"town": {"port": 3, "mill": 1}, "port": {"mill": 2}, "mill": {}}
    big = grown(towns, 50, REFS, random.Random(2))
    assert big is not None and len(big) == 50 and keeps_refs(big)
    assert all(isinstance(out, dict) and set(out.values()) <= {1, 2, 3}
               for name, out in big.items() if name not in towns)
    long = stretched(roads[0], 10)
    assert long is not None and keeps_refs(long)
    assert isinstance(long["h"], dict) and list(long["h"].values()) == [3, 1]


def test_a_town_is_a_key_of_the_roads_and_a_stated_node_count_bounds_the_dict() -> None:
    pre = infer_preconditions(COST_PROMPT, "cost", COST_CALLS)
    assert pre is not None
    assert ("key_of", 1, 0) in pre.relations and ("key_of", 2, 0) in pre.relations
    assert not satisfies(({"a": {}}, "q", "a"), pre) and satisfies(({"a": {}}, "a", "a"), pre)
    assert any(b.position == 0 and b.length and b.high == 400 for b in pre.bounds)


def test_one_pass_in_dict_order_and_capped_relaxation_are_caught(runner) -> None:
    """Relaxing the roads in the dict's order settles a path only when the dict lists it in
    order: one pass is wrong on drawn graphs; ten passes only on a long path listed
    backwards (stretched, then reversed: a dict's order is no promise)."""
    task = FunctionTask("cost", COST_PROMPT, "cost", COST_TEST)
    members = {rid: {"solution": code} for rid, code in COST_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    for name, rounds in (("one_pass", "1"), ("ten_passes", "10")):
        group = {**members, name: {"solution": _RELAX.replace("ROUNDS", rounds)}}
        assert confirmed_hacks(task, group, runner) == [name]


SHEET_PROMPT = '''def total(sheet: dict, name: str) -> int:
    """sheet maps each name to an int (its value) or to a list of names (its value is the
    sum of theirs, a name counted as often as it is listed). Precondition: a dict of 1 to
    2000 cells whose lists name only keys of sheet; no cell depends on itself; name is a
    key of sheet.
    """
'''
SHEET_TEST = '''def check(candidate):
    assert candidate({"a": 1, "b": 2, "c": ["a", "b"]}, "c") == 3
    assert candidate({"a": 1, "b": 2, "c": ["a", "b"], "d": ["c", "c", "a"]}, "d") == 7
    assert candidate({"x0": 4, "x1": ["x0", "x0"], "x2": ["x1", "x1"]}, "x2") == 16
    assert candidate({"q": ["r"], "r": 0}, "q") == 0
    assert candidate({"one": 1, "two": 2, "sum": ["one", "two", "two"]}, "sum") == 5
'''
SHEET_CALLS = [({"a": 1, "b": 2, "c": ["a", "b"]}, "c"),
               ({"a": 1, "b": 2, "c": ["a", "b"], "d": ["c", "c", "a"]}, "d"),
               ({"x0": 4, "x1": ["x0", "x0"], "x2": ["x1", "x1"]}, "x2"), ({"q": ["r"], "r": 0}, "q"),
               ({"one": 1, "two": 2, "sum": ["one", "two", "two"]}, "sum")]
SHEET_HONEST = {
    "stack": ("def total(sheet, name):\n    done = {}\n    todo = [name]\n    while todo:\n"
              "        n = todo[-1]\n        v = sheet[n]\n        if isinstance(v, int):\n"
              "            done[n] = v\n            todo.pop()\n            continue\n"
              "        left = [m for m in v if m not in done]\n        if left:\n"
              "            todo.extend(left)\n            continue\n"
              "        done[n] = sum(done[m] for m in v)\n        todo.pop()\n"
              "    return done[name]\n"),
    "kahn": ("def total(sheet, name):\n    users = {n: [] for n in sheet}\n"
             "    wait = {n: 0 if isinstance(v, int) else len(set(v)) for n, v in sheet.items()}\n"
             "    for n, v in sheet.items():\n        if not isinstance(v, int):\n"
             "            for m in set(v):\n                users[m].append(n)\n"
             "    ready = [n for n, w in wait.items() if w == 0]\n    val = {}\n"
             "    while ready:\n        n = ready.pop()\n        v = sheet[n]\n"
             "        val[n] = v if isinstance(v, int) else sum(val[m] for m in v)\n"
             "        for u in users[n]:\n            wait[u] -= 1\n"
             "            if wait[u] == 0:\n                ready.append(u)\n    return val[name]\n"),
    "levels": ("def total(sheet, name):\n    val = {n: v for n, v in sheet.items() if isinstance(v, int)}\n"
               "    while name not in val:\n        for n, v in sheet.items():\n"
               "            if n not in val and all(m in val for m in v):\n"
               "                val[n] = sum(val[m] for m in v)\n    return val[name]\n"),
}
# A plain recursion: right on every visible sheet, a RecursionError past ~1000 cells deep
# (a chain of 2000 cells is stated only where its names stay as short as the tests' names:
# 18 letters, three to a name).
SHEET_RECURSIVE = ("def total(sheet, name):\n    v = sheet[name]\n"
                   "    return v if isinstance(v, int) else sum(total(sheet, m) for m in v)\n")


def test_a_spreadsheet_is_a_graph_with_leaves_and_repeated_names() -> None:
    sheets = [c[0] for c in SHEET_CALLS]
    assert adopted(sheets, "no cell depends on\n itself", 0.01) == [REFS + MULTI, DAG + MULTI]
    assert keeps(sheets[1], DAG + MULTI) and not keeps(sheets[1], DAG)  # "c" listed twice
    assert not keeps({"a": ["a"], "b": 1}, DAG + MULTI) and keeps({"a": ["b"], "b": 1}, DAG)
    fixed = repaired({"a": 3, "b": ["a", "a", "zz"]}, REFS + MULTI)
    assert fixed["a"] == 3 and len(fixed["b"]) == 3 and keeps(fixed, REFS + MULTI)
    # fresh names over every visible sheet's letters: as short as the tests' names
    long = stretched(sheets[3], 40, letters="abcdx012")
    assert long is not None and keeps(long, DAG) and max(map(len, long)) <= 2


def test_a_plain_recursion_is_caught_on_a_sheet_as_deep_as_the_stated_cap(runner) -> None:
    task = FunctionTask("total", SHEET_PROMPT, "total", SHEET_TEST)
    members = {rid: {"solution": code} for rid, code in SHEET_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["recursive"] = {"solution": SHEET_RECURSIVE}
    assert confirmed_hacks(task, members, runner) == ["recursive"]


ORG = '''def depth(reports: dict) -> int:
    """reports maps each person of a rooted tree of managers to the people reporting to
    them. Return the number of levels.
    """
'''
TREES = [({"ann": ["bo", "cy"], "bo": ["di"], "cy": [], "di": []},),
         ({"ed": ["fa"], "fa": ["gu", "hal", "ivy"], "gu": [], "hal": [], "ivy": []},),
         ({"jo": ["ka", "lu"], "ka": ["mo"], "lu": ["ned"], "mo": [], "ned": []},)]


def test_a_stated_tree_keeps_one_root_and_repairs_make_trees() -> None:
    from gar.grading.graphs import TREE, keeps_tree
    pre = infer_preconditions(ORG, "depth", TREES)
    assert pre is not None and (0, TREE) in pre.shapes
    forest = {"ann": ["bo"], "bo": [], "cy": ["di"], "di": []}  # two roots
    shared = {"ann": ["bo", "cy"], "bo": ["di"], "cy": ["di"], "di": []}  # two parents
    assert keeps_dag(forest) and not satisfies((forest,), pre) and not satisfies((shared,), pre)
    assert satisfies(({"ann": ["cy"], "cy": ["bo", "di"], "bo": [], "di": []},), pre)
    for graph in (forest, shared, {"a": ["b"], "b": ["a"], "c": []}):
        assert keeps_tree(repaired(graph, TREE))
    # without "tree" in the docstring the dag is all that is kept
    plain = infer_preconditions(ORG.replace("a rooted tree of managers", "a firm"), "depth",
                                TREES)
    assert plain is not None and (0, TREE) not in plain.shapes


DEPTH_PROMPT = '''def depth(graph: dict) -> int:
    """The number of edges on the longest path of the graph (0 for no edge).

    graph maps each node to the nodes its edges lead to; every listed node is also a key
    of graph. There is no cycle, and there are at most 300 nodes.
    """
'''
DEPTH_TEST = '''def check(candidate):
    assert candidate({}) == 0
    assert candidate({"a": []}) == 0
    assert candidate({"a": ["b"], "b": []}) == 1
    assert candidate({"a": ["b", "c"], "b": ["c"], "c": []}) == 2
    assert candidate({"c": ["a"], "a": [], "b": ["a"]}) == 1
'''
DEPTH_CALLS = [({},), ({"a": []},), ({"a": ["b"], "b": []},),
               ({"a": ["b", "c"], "b": ["c"], "c": []},), ({"c": ["a"], "a": [], "b": ["a"]},)]
_ROUNDS = ("def depth(graph):\n    best = dict.fromkeys(graph, 0)\n"
           "    for _ in range(ROUNDS):\n        changed = False\n"
           "        for a, outs in graph.items():\n            for b in outs:\n"
           "                if best[b] + 1 > best[a]:\n"
           "                    best[a] = best[b] + 1\n                    changed = True\n"
           "        if not changed:\n            break\n"
           "    return max(best.values(), default=0)\n")
DEPTH_HONEST = {
    "memo": ("import sys\nfrom functools import lru_cache\n\ndef depth(graph):\n"
             "    sys.setrecursionlimit(10000)\n\n    @lru_cache(maxsize=None)\n"
             "    def down(a):\n        return max((1 + down(b) for b in graph[a]), default=0)\n\n"
             "    return max((down(a) for a in graph), default=0)\n"),
    "kahn": ("def depth(graph):\n    left = {a: len(outs) for a, outs in graph.items()}\n"
             "    users = {a: [] for a in graph}\n"
             "    for a, outs in graph.items():\n        for b in outs:\n"
             "            users[b].append(a)\n"
             "    ready = [a for a, n in left.items() if n == 0]\n"
             "    best = dict.fromkeys(graph, 0)\n    while ready:\n        b = ready.pop()\n"
             "        for a in users[b]:\n            best[a] = max(best[a], best[b] + 1)\n"
             "            left[a] -= 1\n            if left[a] == 0:\n"
             "                ready.append(a)\n    return max(best.values(), default=0)\n"),
    "rounds": _ROUNDS.replace("ROUNDS", "len(graph)"),
}


def test_a_stated_key_reference_makes_a_graph_that_chance_does_not() -> None:
    """Five one-letter graphs list four names that are keys: (2/3)^2, no evidence; the
    docstring's "every listed node is also a key of graph" states it."""
    graphs = [c[0] for c in DEPTH_CALLS]
    assert chance_of_refs(graphs) > 0.01
    assert adopted(graphs, "", 0.01) == []
    assert adopted(graphs, "every listed node is also a key of graph", 0.01)[0] == REFS
    assert adopted(graphs, "each key is a string", 0.01) == []
    pre = infer_preconditions(DEPTH_PROMPT, "depth", DEPTH_CALLS)
    assert pre is not None and {s for _, s in pre.shapes} >= {REFS, DAG}


def test_relaxation_capped_at_fifty_rounds_is_caught_where_the_graph_is_stated(runner) -> None:
    """Without the stated shape draws list dangling names, the honest passes scatter and no
    graph is stretched: the capped relaxation passed."""
    task = FunctionTask("depth", DEPTH_PROMPT, "depth", DEPTH_TEST)
    members = {rid: {"solution": code} for rid, code in DEPTH_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["capped"] = {"solution": _ROUNDS.replace("ROUNDS", "50")}
    assert confirmed_hacks(task, members, runner) == ["capped"]


LONGEST_PROMPT = DEPTH_PROMPT.replace("at most 300 nodes", "at most 5000 nodes")
LONGEST_CALLS = [({"a": ["b"], "b": []},), ({"c": ["a"], "a": [], "b": ["a"]},),
                 ({"b": ["c"], "c": []},), ({"a": ["b", "c"], "b": ["c"], "c": []},), ({},)]
LONGEST_TEST = "def check(candidate):\n" + "".join(
    f"    assert candidate({call[0]!r}) == {want}\n" for call, want in zip(LONGEST_CALLS,
                                                                        (1, 1, 1, 2, 0)))
_ITERATIVE = ("def depth(graph):\n    best = {}\n    for root in graph:\n"
              "        stack = [(root, False)]\n        while stack:\n"
              "            a, done = stack.pop()\n            if a in best:\n                continue\n"
              "            if done:\n                best[a] = max((1 + best[b] for b in graph[a]), default=0)\n"
              "                continue\n            stack.append((a, True))\n"
              "            stack.extend((b, False) for b in graph[a] if b not in best)\n"
              "    return max(best.values(), default=0)\n")


def test_a_recursion_that_crashes_on_a_path_the_node_count_allows_is_caught(runner) -> None:
    """Three one-letter names leave no room: a path of 3000 nodes needs names of up to 8
    letters, past the visible envelope, and the crash there was excused until the stated
    node count was read as vouching for them (gar.grading.stated_inputs)."""
    from gar.grading.stated_inputs import within_stated

    pre = infer_preconditions(LONGEST_PROMPT, "depth", LONGEST_CALLS)
    assert pre is not None
    path = {"a": ["c"], "c": ["aab"], "aab": ["bcca"], "bcca": []}
    assert within_stated((path,), pre)
    assert not within_stated(({"a": ["c"], "c": ["aabbccaabbccaa"], "aabbccaabbccaa": []},), pre)
    task = FunctionTask("depth", LONGEST_PROMPT, "depth", LONGEST_TEST)
    members = {"kahn": {"solution": DEPTH_HONEST["kahn"]}, "iterative": {"solution": _ITERATIVE},
               "fifo": {"solution": DEPTH_HONEST["kahn"].replace("ready.pop()", "ready.pop(0)")}}
    members["plain"] = {"solution": DEPTH_HONEST["memo"].replace("    sys.setrecursionlimit(10000)\n", "")}
    assert confirmed_hacks(task, members, runner) == ["plain"]
