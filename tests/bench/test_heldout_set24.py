"""Held-out set 24's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws

_LOWER = set("abcdefghijklmnopqrstuvwxyz")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, shortest, longest, lo, hi):
    return isinstance(xs, list) and shortest <= len(xs) <= longest and _ints(xs, lo, hi)


def _rects(rects):
    return isinstance(rects, list) and len(rects) <= 200 and all(
        isinstance(r, tuple) and len(r) == 4 and _ints(r, -10 ** 9, 10 ** 9)
        and r[0] < r[2] and r[1] < r[3] for r in rects)


def _adjacency(graph):
    if not (isinstance(graph, list) and len(graph) <= 2000):
        return False
    n = len(graph)
    if not all(isinstance(near, list) and _ints(near, 0, n - 1) for near in graph):
        return False
    if sum(map(len, graph)) > 2 * 10 ** 4:
        return False
    links = [set(near) for near in graph]
    return all(len(links[u]) == len(graph[u]) and u not in links[u]
               and all(u in links[v] for v in links[u]) for u in range(n))


def _tree(n, edges):
    if not (type(n) is int and 1 <= n <= 10 ** 4 and isinstance(edges, list) and len(edges) == n - 1):
        return False
    root = list(range(n))

    def find(v):
        while root[v] != v:
            root[v] = root[root[v]]
            v = root[v]
        return v

    for edge in edges:
        if not (isinstance(edge, list) and len(edge) == 2 and _ints(edge, 0, n - 1)):
            return False
        a, b = find(edge[0]), find(edge[1])
        if a == b:
            return False
        root[a] = b
    return True


def _matrix(m):
    return isinstance(m, list) and 1 <= len(m) <= 50 and all(
        isinstance(row, list) and 1 <= len(row) == len(m[0]) <= 50 and _ints(row, 0, 10 ** 6)
        for row in m)


def _bank(arrivals, services, tellers):
    return (_int_list(arrivals, 0, 10 ** 4, 0, 10 ** 9) and _int_list(services, 0, 10 ** 4, 1, 10 ** 6)
            and len(arrivals) == len(services) and arrivals == sorted(arrivals)
            and _ints((tellers,), 1, 50))


def _jobs(jobs):
    return isinstance(jobs, list) and len(jobs) <= 10 ** 4 and all(
        isinstance(j, tuple) and len(j) == 3 and _ints(j, 0, 10 ** 9) and j[0] < j[1]
        and 1 <= j[2] <= 10 ** 6 for j in jobs)


def _points(xs, ys):
    return (_int_list(xs, 2, 10 ** 4, -10 ** 9, 10 ** 9) and _int_list(ys, 2, 10 ** 4, -10 ** 9, 10 ** 9)
            and len(xs) == len(ys) and len(set(xs)) >= 2)


def _polygon(poly):
    return (isinstance(poly, list) and 3 <= len(poly) <= 1000
            and all(isinstance(p, tuple) and len(p) == 2 and _ints(p, -10 ** 6, 10 ** 6) for p in poly)
            and all(p != poly[i - 1] for i, p in enumerate(poly)))


def _name(s):
    return isinstance(s, str) and 1 <= len(s) <= 8 and set(s) <= _LOWER


def _digraph(graph):
    return (isinstance(graph, dict) and len(graph) <= 2000 and all(map(_name, graph))
            and all(isinstance(t, list) and all(x in graph for x in t) for t in graph.values())
            and sum(map(len, graph.values())) <= 10 ** 4)


# The stated precondition of each session 24 task, as a predicate on the argument tuple.
_PRECONDITIONS_24 = {
    "Blind24/0": _rects,
    "Blind24/1": _adjacency,
    "Blind24/2": _tree,
    "Blind24/3": lambda xs: _int_list(xs, 1, 10 ** 4, -10 ** 9, 10 ** 9),
    "Blind24/4": _matrix,
    "Blind24/5": lambda bursts, quantum: _int_list(bursts, 1, 200, 1, 1000) and _ints((quantum,), 1, 100),
    "Blind24/6": _bank,
    "Blind24/7": _jobs,
    "Blind24/8": _points,
    "Blind24/9": _polygon,
    "Blind24/10": lambda xs: _int_list(xs, 0, 10 ** 4, -10 ** 9, 10 ** 9),
    "Blind24/11": _digraph,
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session24", _PRECONDITIONS_24, 24, 60)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session24", 2424)

    assert any(len(rs) == 200 and max(abs(v) for r in rs for v in r) > 10 ** 8
               for (rs,) in draws("Blind24/0", 100))
    assert any(len(g) == 2000 and sum(map(len, g)) > 10 ** 4 for (g,) in draws("Blind24/1", 60))
    assert any(n == 10 ** 4 for n, _ in draws("Blind24/2", 60))
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 10 ** 8 for (xs,) in draws("Blind24/3", 60))
    assert any(len(m) == 50 and len(m[0]) == 50 for (m,) in draws("Blind24/4", 100))
    assert any(len(b) == 200 and max(b) > 900 for b, _ in draws("Blind24/5"))
    assert any(q == 100 for _, q in draws("Blind24/5"))
    assert any(len(a) == 10 ** 4 and a[-1] > 10 ** 8 for a, _, _ in draws("Blind24/6", 100))
    assert any(k == 50 for _, _, k in draws("Blind24/6", 100))
    assert any(len(js) == 10 ** 4 and max(j[1] for j in js) > 10 ** 8 for (js,) in draws("Blind24/7", 100))
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 9 * 10 ** 8 for xs, _ in draws("Blind24/8", 100))
    assert any(len(poly) == 1000 and max(abs(v) for p in poly for v in p) > 10 ** 5
               for (poly,) in draws("Blind24/9", 150))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind24/10", 60))
    assert any(len(g) > 1500 for (g,) in draws("Blind24/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session24")
