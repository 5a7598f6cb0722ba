"""Held-out set 20's preconditions and its own tasks (no grading, no execution of programs)."""

import re
import sys
from math import gcd
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _congruences(residues, moduli):
    return (isinstance(residues, list) and isinstance(moduli, list)
            and 1 <= len(residues) == len(moduli) <= 10 and _ints(moduli, 1, 10 ** 9)
            and all(type(r) is int and 0 <= r < m for r, m in zip(residues, moduli)))


_CSV_FIELD = r'(?:"(?:[^"]|"")*"|[^,"]*)'


def _csv_line(line):
    return (isinstance(line, str) and len(line) <= 10 ** 4
            and all(32 <= ord(c) <= 126 for c in line)
            and re.fullmatch(f"{_CSV_FIELD}(?:,{_CSV_FIELD})*", line) is not None)


def _rocks(rocks):
    return (isinstance(rocks, list) and len(rocks) <= 10 ** 4
            and all(type(x) is int and 1 <= abs(x) <= 10 ** 9 for x in rocks))


def _intervals(intervals, k):
    return (isinstance(intervals, list) and len(intervals) <= 10 ** 4 and _ints((k,), 1, 10 ** 4)
            and all(isinstance(iv, tuple) and len(iv) == 2 and _ints(iv, -10 ** 9, 10 ** 9)
                    and iv[0] < iv[1] for iv in intervals))


def _jobs(jobs):
    return isinstance(jobs, list) and len(jobs) <= 10 ** 4 and all(
        isinstance(job, tuple) and len(job) == 3 and _ints(job[:2], 0, 10 ** 9)
        and job[0] < job[1] and type(job[2]) is float and 0 <= job[2] <= 10 ** 4
        and round(job[2], 2) == job[2] for job in jobs)


def _order_args(a, n):
    return _ints((n,), 2, 10 ** 9) and type(a) is int and 1 <= a < n and gcd(a, n) == 1


def _formula(formula):
    if not (isinstance(formula, str) and 1 <= len(formula) <= 10 ** 4):
        return False
    token = r"[A-Z][a-z]?|\(|\)|[1-9][0-9]{0,2}"
    if "".join(re.findall(token, formula)) != formula:
        return False
    depth, previous = 0, ""
    for part in re.findall(token, formula):
        if part == "(":
            depth += 1
            if depth > 50:
                return False
        elif part == ")":
            if depth == 0 or previous == "(":
                return False
            depth -= 1
        elif part[0].isdigit() and (previous in ("", "(") or previous[0].isdigit()):
            return False
        previous = part
    return depth == 0


def _nums(nums):
    return isinstance(nums, list) and 2 <= len(nums) <= 10 ** 4 and _ints(nums, 0, 2 ** 60 - 1)


def _cells(cells, steps):
    return (isinstance(cells, str) and 1 <= len(cells) <= 20 and set(cells) <= {"0", "1"}
            and _ints((steps,), 0, 10 ** 18))


def _list(xs):
    return isinstance(xs, list) and len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9)


# The stated precondition of each session 20 task, as a predicate on the argument tuple.
_PRECONDITIONS_20 = {
    "Blind20/0": _congruences,
    "Blind20/1": lambda n: _ints((n,), 1, 10 ** 18),
    "Blind20/2": _csv_line,
    "Blind20/3": _rocks,
    "Blind20/4": _intervals,
    "Blind20/5": _jobs,
    "Blind20/6": _order_args,
    "Blind20/7": _formula,
    "Blind20/8": _nums,
    "Blind20/9": _cells,
    "Blind20/10": _list,
    "Blind20/11": _list,
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session20", _PRECONDITIONS_20, 20, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session20", 2020)

    assert any(len(ms) == 10 and 10 ** 9 in ms for _, ms in draws("Blind20/0"))
    assert any(n == 10 ** 18 for (n,) in draws("Blind20/1"))
    assert any(line.count(",") >= 799 and '""' in line for (line,) in draws("Blind20/2", 60))
    assert any(len(rocks) == 10 ** 4 for (rocks,) in draws("Blind20/3", 60))
    assert any(len(iv) == 10 ** 4 for iv, _ in draws("Blind20/4", 60))
    assert any(len(jobs) == 10 ** 4 for (jobs,) in draws("Blind20/5", 60))
    assert any(n == 10 ** 9 for _, n in draws("Blind20/6"))
    assert any(formula.count("(") == 50 for (formula,) in draws("Blind20/7"))
    assert any(len(nums) == 10 ** 4 and max(nums) >= 2 ** 59 for (nums,) in draws("Blind20/8", 100))
    assert any(len(cells) == 20 and steps == 10 ** 18 for cells, steps in draws("Blind20/9", 400))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind20/10", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind20/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session20")
