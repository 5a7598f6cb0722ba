"""Held-out set 17's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions, generator_draws
from heldout_sets import load_set

_LOWER = set("abcdefghijklmnopqrstuvwxyz")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, shortest, longest):
    return (isinstance(xs, list) and shortest <= len(xs) <= longest
            and _ints(xs, -10 ** 9, 10 ** 9))


def _ab(s, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= set("ab")


def _floats(xs):
    return (isinstance(xs, list) and 1 <= len(xs) <= 10 ** 4
            and all(type(x) is float and 1e-300 <= x <= 1e300 for x in xs))


def _grid(grid):
    return isinstance(grid, list) and 1 <= len(grid) <= 50 and all(
        isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 50 and _ints(row, -1000, 1000)
        for row in grid)


def _points(points):
    return isinstance(points, list) and 1 <= len(points) <= 200 and all(
        isinstance(p, tuple) and len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9) for p in points)


def _org(boss):
    if not (isinstance(boss, dict) and len(boss) <= 10 ** 4):
        return False
    if not all(isinstance(name, str) and 1 <= len(name) <= 8 and set(name) <= _LOWER
               and isinstance(head, str) and (head == "" or head in boss)
               for name, head in boss.items()):
        return False
    for name in boss:  # no chain of bosses returns to a person already on it
        seen = set()
        while name:
            if name in seen:
                return False
            seen.add(name)
            name = boss[name]
    return True


# The stated precondition of each session 17 task, as a predicate on the argument tuple.
_PRECONDITIONS_17 = {
    "Blind17/0": lambda n: _ints((n,), 1, 10 ** 10),
    "Blind17/1": _floats,
    "Blind17/2": lambda s: _ab(s, 1, 10 ** 4),
    "Blind17/3": lambda xs: _int_list(xs, 0, 10 ** 4),
    "Blind17/4": _grid,
    "Blind17/5": _points,
    "Blind17/6": _org,
    "Blind17/7": lambda n, k: _ints((n,), 0, 2000) and _ints((k,), 1, 2000),
    "Blind17/8": lambda s: _ab(s, 0, 300),
    "Blind17/9": lambda n, m: _ints((n,), 0, 10 ** 18) and _ints((m,), 1, 10 ** 9),
    "Blind17/10": lambda xs: _int_list(xs, 0, 10 ** 4),
    "Blind17/11": lambda xs: _int_list(xs, 0, 10 ** 4),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session17", _PRECONDITIONS_17, 17, 200)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session17", 1717)

    assert any(n == 10 ** 10 for (n,) in draws("Blind17/0"))
    assert any(len(xs) == 10 ** 4 and 1e300 in xs and 1e-300 in xs for (xs,) in draws("Blind17/1"))
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind17/2"))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind17/3"))
    assert any(len(g) == 50 and len(g[0]) == 50 and any(1000 in row or -1000 in row for row in g)
               for (g,) in draws("Blind17/4", 300))
    assert any(len(p) == 200 and any(10 ** 9 in q or -(10 ** 9) in q for q in p)
               for (p,) in draws("Blind17/5", 300))
    assert any(len(boss) == 10 ** 4 for (boss,) in draws("Blind17/6", 40))
    assert any(n == 2000 and k == 2000 for n, k in draws("Blind17/7", 400))
    assert any(len(s) == 300 for (s,) in draws("Blind17/8"))
    assert any(n == 10 ** 18 and m == 10 ** 9 for n, m in draws("Blind17/9", 400))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session17")
    hack_tasks = {f"Blind17/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind17/10", "Blind17/11"}
    assert len(spec.pairs) == 9
