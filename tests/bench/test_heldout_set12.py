"""Held-out set 12's preconditions and its own tasks (no grading, no execution of programs)."""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions, generator_draws
from heldout_sets import load_set

_LOWER = set("abcdefghijklmnopqrstuvwxyz")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower(s, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= _LOWER


def _vectors(u, v):
    floats = all(type(x) is float and abs(x) <= 1e6 for x in [*u, *v])
    return (isinstance(u, list) and isinstance(v, list) and 1 <= len(u) == len(v) <= 10 ** 4
            and floats and any(u) and any(v))


def _address_text(s):
    return isinstance(s, str) and len(s) <= 30 and set(s) <= set("0123456789.")


def _wrap_args(words, width):
    return (type(width) is int and 1 <= width <= 100 and isinstance(words, list)
            and len(words) <= 5000 and all(_lower(w, 1, width) for w in words))


def _grid(grid):
    return isinstance(grid, list) and 1 <= len(grid) <= 100 and all(
        isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 100 and _ints(row, 0, 1)
        for row in grid)


def _graph(graph, start, goal):
    return (isinstance(graph, dict) and 1 <= len(graph) <= 2000
            and all(_lower(name, 1, 8) for name in graph)
            and all(isinstance(out, list) and len(out) <= 10 and len(set(out)) == len(out)
                    and all(name in graph for name in out) for out in graph.values())
            and start in graph and goal in graph)


def _intervals(intervals):
    return isinstance(intervals, list) and len(intervals) <= 10 ** 4 and all(
        isinstance(p, (list, tuple)) and len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9)
        and p[0] <= p[1] for p in intervals)


def _permutation_args(letters, k):
    return (_lower(letters, 1, 20) and len(set(letters)) == len(letters)
            and type(k) is int and 0 <= k < math.factorial(len(letters)))


# The stated precondition of each session 12 task, as a predicate on the argument tuple.
_PRECONDITIONS_12 = {
    "Blind12/0": lambda rows, cols: _ints((rows, cols), 0, 1000),
    "Blind12/1": _vectors,
    "Blind12/2": lambda s: _lower(s, 0, 10 ** 4),
    "Blind12/3": _address_text,
    "Blind12/4": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind12/5": _wrap_args,
    "Blind12/6": _grid,
    "Blind12/7": _graph,
    "Blind12/8": _intervals,
    "Blind12/9": _permutation_args,
    "Blind12/10": lambda xs, k: isinstance(xs, list) and len(xs) <= 10 ** 4
    and all(type(x) is int for x in xs) and _ints((k,), 0, 10 ** 9),
    "Blind12/11": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session12", _PRECONDITIONS_12, 12, 200)

def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session12", 1212)

    assert any(1000 in args for args in draws("Blind12/0"))
    assert any(len(u) == 10 ** 4 for u, _ in draws("Blind12/1"))
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind12/2"))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind12/4"))
    assert any(len(words) == 5000 and width == 100 for words, width in draws("Blind12/5", 300))
    assert any(len(g) == 100 and len(g[0]) == 100 for (g,) in draws("Blind12/6"))
    assert any(len(graph) == 2000 for graph, _, _ in draws("Blind12/7", 60))
    assert any(len(letters) == 20 and k == math.factorial(20) - 1
               for letters, k in draws("Blind12/9", 400))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session12")
    hack_tasks = {f"Blind12/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind12/10", "Blind12/11"}
    assert len(spec.pairs) == 9
