"""Held-out set 19's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws, segments_touch

_LOWER = set("abcdefghijklmnopqrstuvwxyz")
_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79,
           83, 89, 97}


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _point(p, bound):
    return isinstance(p, tuple) and len(p) == 2 and _ints(p, -bound, bound)


def _binom_args(n, k, p):
    return _ints((n, k), 0, 10 ** 18) and k <= n and type(p) is int and p in _PRIMES


def _floats(xs):
    return (isinstance(xs, list) and 1 <= len(xs) <= 10 ** 4
            and all(type(x) is float and -1e4 <= x <= 1e4 for x in xs))


def _distinct(xs):
    return (isinstance(xs, list) and len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9)
            and len(set(xs)) == len(xs))


def _grid(grid):
    return isinstance(grid, list) and 1 <= len(grid) <= 100 and all(
        isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 100 and _ints(row, 0, 1)
        for row in grid)


def _simple(poly):
    """Non-neighbouring sides share no point (checked for small polygons only: quadratic)."""
    n = len(poly)
    if len(set(poly)) != n:
        return False
    if n > 60:
        return True
    sides = [(poly[i], poly[(i + 1) % n]) for i in range(n)]
    return not any(segments_touch(*sides[i], *sides[j]) for i in range(n) for j in range(i + 2, n)
                   if not (i == 0 and j == n - 1))


def _polygon_args(poly, pt):
    return (isinstance(poly, list) and 3 <= len(poly) <= 1000
            and all(_point(v, 10 ** 9) for v in poly) and _point(pt, 10 ** 9) and _simple(poly))


def _name(s):
    return isinstance(s, str) and 1 <= len(s) <= 8 and set(s) <= _LOWER


def _tree_args(parent, a, b):
    if not (isinstance(parent, dict) and 1 <= len(parent) <= 10 ** 4):
        return False
    if not all(_name(k) and _name(v) for k, v in parent.items()):
        return False
    roots = set(parent.values()) - set(parent)
    if len(roots) != 1:
        return False
    (root,) = roots
    reaches = {root}
    for start in parent:  # every chain of parents ends at the root (no cycle)
        path, node = [], start
        while node not in reaches:
            if node in path or len(path) > len(parent):
                return False
            path.append(node)
            node = parent[node]
        reaches.update(path)
    return a in reaches and b in reaches


def _digits_args(num, k):
    return (isinstance(num, str) and 1 <= len(num) <= 10 ** 5 and set(num) <= set("0123456789")
            and (num == "0" or num[0] != "0") and type(k) is int and 0 <= k <= len(num))


# The stated precondition of each session 19 task, as a predicate on the argument tuple.
_PRECONDITIONS_19 = {
    "Blind19/0": lambda p, q: _point(p, 10 ** 18) and _point(q, 10 ** 18),
    "Blind19/1": _binom_args,
    "Blind19/2": _floats,
    "Blind19/3": lambda s: isinstance(s, str) and len(s) <= 10 ** 5 and set(s) <= {"a", "b"},
    "Blind19/4": _distinct,
    "Blind19/5": _grid,
    "Blind19/6": _polygon_args,
    "Blind19/7": _tree_args,
    "Blind19/8": lambda n: _ints((n,), 2, 10 ** 10),
    "Blind19/9": _digits_args,
    "Blind19/10": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind19/11": lambda xs: isinstance(xs, list) and 1 <= len(xs) <= 1000 and _ints(xs, -10, 10),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session19", _PRECONDITIONS_19, 19, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session19", 1919)

    assert any(max(map(abs, (*p, *q))) > 10 ** 17 for p, q in draws("Blind19/0"))
    assert any(n == 10 ** 18 for n, _, _ in draws("Blind19/1"))
    assert any(len(xs) == 10 ** 4 and 1e4 in xs for (xs,) in draws("Blind19/2", 60))
    assert any(len(s) == 10 ** 5 for (s,) in draws("Blind19/3", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind19/4", 60))
    assert any(len(g) == 100 and len(g[0]) == 100 for (g,) in draws("Blind19/5", 100))
    assert any(len(poly) == 1000 for poly, _ in draws("Blind19/6", 100))
    assert any(len(parent) == 10 ** 4 for parent, _, _ in draws("Blind19/7", 40))
    assert any(n == 10 ** 10 for (n,) in draws("Blind19/8"))
    assert any(len(num) == 10 ** 5 for num, _ in draws("Blind19/9", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind19/10", 60))
    assert any(len(xs) == 1000 for (xs,) in draws("Blind19/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session19")
