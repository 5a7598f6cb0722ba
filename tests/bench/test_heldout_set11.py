"""Held-out set 11's preconditions and its own tasks (no grading, no execution of programs)."""

import itertools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions
from heldout_sets import load_set

_LOWER = set("abcdefghijklmnopqrstuvwxyz")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower(s, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= _LOWER


def _samples(xs, ys, x):
    floats = all(type(v) is float and abs(v) <= 10 ** 6 for v in [*xs, *ys])
    increasing = all(a < b for a, b in itertools.pairwise(xs))
    return (2 <= len(xs) == len(ys) <= 10 ** 4 and floats and increasing
            and type(x) is float and xs[0] <= x <= xs[-1])


def _points(points):
    return 2 <= len(points) <= 10 ** 4 and all(
        len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9) for p in points)


def _grid(grid):
    return 1 <= len(grid) <= 100 and all(
        isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 100
        and _ints(row, -10 ** 6, 10 ** 6) for row in grid)


def _acyclic(deps):
    state: dict = {}

    def visit(name):  # recursion at most 500 names deep, under the default limit
        if state.get(name) == "done":
            return True
        if state.get(name) == "open":
            return False
        state[name] = "open"
        ok = all(visit(need) for need in deps[name])
        state[name] = "done"
        return ok

    return all(visit(name) for name in deps)


def _dependencies(deps):
    return (isinstance(deps, dict) and 1 <= len(deps) <= 500
            and all(_lower(name, 1, 8) for name in deps)
            and all(len(needs) <= 10 and len(set(needs)) == len(needs)
                    and all(need in deps and need != name for need in needs)
                    for name, needs in deps.items())
            and _acyclic(deps))


def _digits(s):
    return (isinstance(s, str) and 1 <= len(s) <= 1000 and s.isdigit() and s.isascii()
            and (s == "0" or s[0] != "0"))


# The stated precondition of each session 11 task, as a predicate on the argument tuple.
_PRECONDITIONS_11 = {
    "Blind11/0": lambda n: type(n) is int and 0 <= n <= 10 ** 18,
    "Blind11/1": _samples,
    "Blind11/2": lambda s: _lower(s, 0, 10 ** 4),
    "Blind11/3": lambda xs: 1 <= len(xs) <= 10 ** 4 and _ints(xs, 0, 10 ** 9),
    "Blind11/4": lambda words: 1 <= len(words) <= 1000 and all(_lower(w, 1, 100) for w in words),
    "Blind11/5": _points,
    "Blind11/6": _grid,
    "Blind11/7": _dependencies,
    "Blind11/8": lambda xs, k: type(k) is int and 1 <= k <= len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind11/9": lambda a, b: _digits(a) and _digits(b),
    "Blind11/10": lambda xs: len(xs) <= 10 ** 4 and _ints(xs, 0, 10 ** 9),
    "Blind11/11": lambda xs: 1 <= len(xs) <= 10 ** 4 and _ints(xs, -10 ** 6, 10 ** 6),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session11", _PRECONDITIONS_11, 11, 200)


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session11")
    hack_tasks = {f"Blind11/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind11/10", "Blind11/11"}
