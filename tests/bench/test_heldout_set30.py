"""Held-out set 30's preconditions and its own tasks (no grading, no execution of programs)."""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, lo, hi, least=0, most=10 ** 4):
    return isinstance(xs, list) and least <= len(xs) <= most and _ints(xs, lo, hi)


def _prime(p):
    return _ints((p,), 2, 10 ** 10) and all(p % d for d in range(2, math.isqrt(p) + 1))


def _digraph(graph):
    return (isinstance(graph, dict) and len(graph) <= 10 ** 4
            and all(isinstance(k, str) and k for k in graph)
            and all(isinstance(ws, list) and all(isinstance(w, str) and w in graph for w in ws)
                    for ws in graph.values())
            and sum(map(len, graph.values())) <= 2 * 10 ** 4)


def _grid(grid, most, cells):
    return (isinstance(grid, list) and 1 <= len(grid) <= most
            and all(isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= most for row in grid)
            and all(type(v) is int and v in cells for row in grid for v in row))


def _circle(c):
    return (isinstance(c, (tuple, list)) and len(c) == 3 and _ints(c[:2], -10 ** 9, 10 ** 9)
            and _ints(c[2:], 1, 10 ** 9))


def _pairs(xs, check):
    return (isinstance(xs, list) and len(xs) <= 10 ** 4
            and all(isinstance(p, (tuple, list)) and len(p) == 2 and check(*p) for p in xs))


def _cover(intervals, start, end):
    return (_pairs(intervals, lambda a, b: _ints((a, b), -10 ** 9, 10 ** 9) and a <= b)
            and _ints((start, end), -10 ** 9, 10 ** 9) and start <= end)


def _tree(tree):
    """None or [value, left, right]; int values up to 10**12 in size; at most 10**4 nodes and
    200 levels (checked without recursion)."""
    nodes, todo = 0, [(tree, 1)]
    while todo:
        node, depth = todo.pop()
        if node is None:
            continue
        nodes += 1
        if (not isinstance(node, list) or len(node) != 3 or depth > 200 or nodes > 10 ** 4
                or not _ints(node[:1], -10 ** 12, 10 ** 12)):
            return False
        todo += [(node[1], depth + 1), (node[2], depth + 1)]
    return True


def _depth(tree):
    deepest, todo = 0, [(tree, 1)]
    while todo:
        node, depth = todo.pop()
        if node is not None:
            deepest = max(deepest, depth)
            todo += [(node[1], depth + 1), (node[2], depth + 1)]
    return deepest


def _coefficient(x, zero_ok):
    return type(x) is float and ((zero_ok and x == 0) or 1e-10 <= abs(x) <= 1e10)


def _quadratic(a, b, c):
    if not (_coefficient(a, False) and _coefficient(b, True) and _coefficient(c, True)):
        return False
    disc = b * b - 4 * a * c
    return disc > 0 and disc >= b * b / 10 ** 6


# The stated precondition of each session 30 task, as a predicate on the argument tuple.
_PRECONDITIONS_30 = {
    "Blind30/0": _prime,
    "Blind30/1": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9),
    "Blind30/2": _digraph,
    "Blind30/3": lambda grid: _grid(grid, 100, (0, 1, 2)),
    "Blind30/4": lambda c1, c2: _circle(c1) and _circle(c2),
    "Blind30/5": _cover,
    "Blind30/6": lambda jobs: _pairs(jobs, lambda a, d: _ints((a,), 0, 10 ** 9) and _ints((d,), 1, 10 ** 6)),
    "Blind30/7": _tree,
    "Blind30/8": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9, 1),
    "Blind30/9": _quadratic,
    "Blind30/10": lambda xs, ys: _int_list(xs, -10 ** 9, 10 ** 9) and _int_list(ys, -10 ** 9, 10 ** 9),
    "Blind30/11": lambda grid: _grid(grid, 200, range(-10 ** 9, 10 ** 9 + 1)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session30", _PRECONDITIONS_30, 30, 120)


def test_the_tree_precondition_counts_levels_and_shapes() -> None:
    chain = None
    for v in range(200):
        chain = [v, chain, None]
    assert _tree(None) and _tree(chain) and _depth(chain) == 200
    assert not _tree([200, chain, None]) and not _tree([1, None]) and not _tree([10 ** 13, None, None])


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session30", 3030)

    primes = [p for (p,) in draws("Blind30/0", 120)]
    assert 2 in primes and any(p > 10 ** 9 for p in primes) and any(1000 < p < 10 ** 6 for p in primes)
    perms = [xs for (xs,) in draws("Blind30/1", 200)]
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 9 * 10 ** 8 for xs in perms)
    assert any(len(xs) >= 4 and xs == sorted(xs, reverse=True) and len(set(xs)) < len(xs) for xs in perms)
    graphs = [g for (g,) in draws("Blind30/2", 200)]
    assert any(len(g) == 10 ** 4 and sum(map(len, g.values())) > 10 ** 4 for g in graphs)
    assert any(any(k in ws for k, ws in g.items()) for g in graphs)
    grids = [g for (g,) in draws("Blind30/3", 200)]
    assert any(len(g) == len(g[0]) == 100 for g in grids)
    assert any(len(g) >= 50 and len(g[0]) >= 50 and g[1][0] == 0 and g[0][0] == 2 for g in grids)
    circles = draws("Blind30/4", 300)
    gap = [((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2, a[2], b[2]) for a, b in circles]
    assert any(d == (r1 + r2) ** 2 and r1 + r2 > 10 ** 8 for d, r1, r2 in gap)
    assert any(d == (r1 - r2) ** 2 and d > 0 for d, r1, r2 in gap)
    assert any(d == (r1 + r2) ** 2 + 1 and r1 + r2 > 10 ** 8 for d, r1, r2 in gap)
    assert any(a == b for a, b in circles) and any(max(abs(a[0]), a[2]) > 9 * 10 ** 8 for a, _ in circles)
    covers = draws("Blind30/5", 200)
    assert any(len(ivs) > 5000 and max(abs(e) for iv in ivs for e in iv) > 9 * 10 ** 8 for ivs, _, _ in covers)
    assert any(s == e for _, s, e in covers) and any(e - s > 10 ** 9 for _, s, e in covers)
    jobs = [js for (js,) in draws("Blind30/6", 200)]
    assert any(len(js) == 10 ** 4 and max(a for a, _ in js) > 9 * 10 ** 8 for js in jobs)
    assert any(len(js) == 10 ** 4 and max(d for _, d in js) > 9 * 10 ** 5 for js in jobs)
    trees = [t for (t,) in draws("Blind30/7", 300)]
    assert any(_depth(t) == 200 for t in trees) and any(_depth(t) > 10 for t in trees)
    assert any(t is not None and abs(t[0]) > 10 ** 11 for t in trees)
    lists = [xs for (xs,) in draws("Blind30/8", 200)]
    assert any(len(xs) == 10 ** 4 and min(xs) > 9 * 10 ** 8 for xs in lists)
    assert any(len(xs) == 10 ** 4 and max(xs) < -9 * 10 ** 8 for xs in lists)
    roots = draws("Blind30/9", 300)
    assert any(abs(b) > 1e8 and abs(a) < 1e-5 and c != 0 for a, b, c in roots)
    assert any(c == 0 for _, _, c in roots) and any(b == 0 for _, b, _ in roots)
    assert any(len(xs) == len(ys) == 10 ** 4 for xs, ys in draws("Blind30/10", 100))
    assert any(len(g) == len(g[0]) == 200 for (g,) in draws("Blind30/11", 100))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session30")
