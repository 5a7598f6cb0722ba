"""Held-out set 25's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws

_UPPER = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_LETTERS = _UPPER | set("abcdefghijklmnopqrstuvwxyz")
_DIGITS = set("0123456789")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _bytes(data):
    return isinstance(data, list) and len(data) <= 10 ** 4 and _ints(data, 0, 255)


def _cooldown_args(tasks, n):
    return (isinstance(tasks, str) and 1 <= len(tasks) <= 10 ** 4 and set(tasks) <= _UPPER
            and _ints((n,), 0, 100))


def _grid(grid):
    return isinstance(grid, list) and 1 <= len(grid) <= 60 and all(
        isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 60 and _ints(row, 0, 1)
        for row in grid)


def _identifier(name):
    return (isinstance(name, str) and 1 <= len(name) <= 100 and set(name) <= _LETTERS | _DIGITS
            and name[0] in _LETTERS)


def _name(name):
    return isinstance(name, str) and 1 <= len(name) <= 50 and set(name) <= _LETTERS


def _jobs(jobs):
    return isinstance(jobs, list) and len(jobs) <= 10 ** 4 and all(
        isinstance(job, tuple) and len(job) == 2 and _ints(job[:1], 1, 10 ** 4)
        and _ints(job[1:], 1, 10 ** 6) for job in jobs)


def _digit_pair(secret, guess):
    return (isinstance(secret, str) and isinstance(guess, str)
            and 1 <= len(secret) == len(guess) <= 10 ** 4
            and set(secret) <= _DIGITS and set(guess) <= _DIGITS)


# The stated precondition of each session 25 task, as a predicate on the argument tuple.
_PRECONDITIONS_25 = {
    "Blind25/0": _bytes,
    "Blind25/1": lambda year: _ints((year,), 1583, 9999),
    "Blind25/2": _cooldown_args,
    "Blind25/3": lambda n, k: _ints((n, k), 1, 10 ** 4) and k <= n,
    "Blind25/4": _grid,
    "Blind25/5": _identifier,
    "Blind25/6": _name,
    "Blind25/7": _jobs,
    "Blind25/8": lambda n: _ints((n,), 1, 10 ** 12),
    "Blind25/9": _digit_pair,
    "Blind25/10": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind25/11": lambda s: isinstance(s, str) and len(s) <= 10 ** 4
    and set(s) <= set("abcdefghijklmnopqrstuvwxyz"),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session25", _PRECONDITIONS_25, 25, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session25", 2525)

    assert any(len(data) == 10 ** 4 for (data,) in draws("Blind25/0", 60))
    assert any(year == 9999 for (year,) in draws("Blind25/1")) and any(
        year == 1583 for (year,) in draws("Blind25/1"))
    assert any(len(tasks) == 10 ** 4 and n == 100 for tasks, n in draws("Blind25/2", 300))
    assert any(n == 10 ** 4 and k == n for n, k in draws("Blind25/3", 300))
    assert any(len(g) == 60 and len(g[0]) == 60 for (g,) in draws("Blind25/4", 100))
    assert any(len(name) == 100 for (name,) in draws("Blind25/5"))
    assert any(len(name) == 50 for (name,) in draws("Blind25/6"))
    assert any(len(jobs) == 10 ** 4 for (jobs,) in draws("Blind25/7", 60))
    assert any(n == 10 ** 12 for (n,) in draws("Blind25/8"))
    assert any(len(s) == 10 ** 4 for s, _ in draws("Blind25/9", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind25/10", 60))
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind25/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session25")
