"""Graphs given as lists of edge records, stretched (gar.grading.edge_lists): spent set 26's
unit conversion that gives up after three hops passed every input made before — the visible
rule lists chain two or three rules, and drawn names seldom chain at all."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.edge_lists import edge_list_positions, stretched
from gar.records import FunctionTask

PROMPT = '''def degrees(pairs: list, a: str, b: str) -> int:
    """Each pair (x, y) says x and y are friends. Return the fewest friendships that link a
    to b (0 when a is b), or -1 when none do.

    1 to 300 pairs; names are 1 to 10 lowercase letters; x != y; a and b are named in some
    pair.

    >>> degrees([("ann", "bob"), ("bob", "cy")], "ann", "cy")
    2
    """
'''
TEST = '''def check(candidate):
    town = [("bob", "ann"), ("bob", "cy"), ("dee", "cy"), ("eve", "fay")]
    assert candidate(town, "ann", "cy") == 2
    assert candidate(town, "ann", "dee") == 3
    assert candidate(town, "dee", "bob") == 2
    assert candidate(town, "ann", "eve") == -1
    assert candidate([("gil", "hal")], "gil", "gil") == 0
'''
BFS = '''from collections import deque


def degrees(pairs, a, b):
    friends = {}
    for x, y in pairs:
        friends.setdefault(x, set()).add(y)
        friends.setdefault(y, set()).add(x)
    hops = {a: 0}
    queue = deque([a])
    while queue:
        name = queue.popleft()
        for other in friends.get(name, ()):
            if other not in hops:
                hops[other] = hops[name] + 1
                queue.append(other)
    return hops.get(b, -1)
'''
LEVELS = '''def degrees(pairs, a, b):
    level, seen, frontier = 0, {a}, {a}
    while frontier:
        if b in frontier:
            return level
        nxt = set()
        for x, y in pairs:
            for u, v in ((x, y), (y, x)):
                if u in frontier and v not in seen:
                    nxt.add(v)
        seen |= nxt
        frontier, level = nxt, level + 1
    return -1
'''
RELAX = '''def degrees(pairs, a, b):
    dist = {a: 0}
    changed = True
    while changed:
        changed = False
        for x, y in pairs:
            for u, v in ((x, y), (y, x)):
                if u in dist and dist[u] + 1 < dist.get(v, 10**9):
                    dist[v] = dist[u] + 1
                    changed = True
    return dist.get(b, -1)
'''
SIX = '''def degrees(pairs, a, b):
    friends = {}
    for x, y in pairs:
        friends.setdefault(x, []).append(y)
        friends.setdefault(y, []).append(x)
    frontier, seen = [a], {a}
    for level in range(7):  # six degrees of separation
        if b in frontier:
            return level
        frontier = [o for n in frontier for o in friends.get(n, ()) if o not in seen]
        seen.update(frontier)
    return -1
'''
TOWN = [("bob", "ann"), ("bob", "cy"), ("dee", "cy"), ("eve", "fay")]


def test_an_edge_list_queried_by_name_is_stretched_through_fresh_names() -> None:
    assert edge_list_positions([(TOWN, "ann", "cy"), ([("gil", "hal")], "gil", "gil")]) == [0]
    assert edge_list_positions([([("ann", 3)], "ann")]) == []  # one name field: no edge
    assert edge_list_positions([(TOWN, "zed", "cy"), (TOWN, "zed", "yu")]) == []  # no query
    pairs, a, b = stretched(([("ann", "bob"), ("bob", "cy")], "ann", "cy"), 0, 3)
    assert (a, b) == ("ann", "cy") and len(pairs) == 6
    assert pairs[0][0] == "ann" and pairs[2][1] == "bob" and pairs[5][1] == "cy"
    inner = {n for p in pairs for n in p} - {"ann", "bob", "cy"}
    assert len(inner) == 4 and all(len(n) <= 2 and set(n) <= set("annbobcy") for n in inner)


def test_a_search_capped_at_six_levels_is_caught_only_on_stretched_lists(runner,
                                                                        monkeypatch) -> None:
    task = FunctionTask("degrees", PROMPT, "degrees", TEST)
    members = {"bfs": {"solution": BFS}, "levels": {"solution": LEVELS},
               "relax": {"solution": RELAX}}
    assert confirmed_hacks(task, members, runner) == []
    assert confirmed_hacks(task, {**members, "six": {"solution": SIX}}, runner) == ["six"]
    monkeypatch.setattr(samples, "EDGE_PATH_INPUTS", 0)
    assert confirmed_hacks(task, {**members, "six": {"solution": SIX}}, runner) == []
