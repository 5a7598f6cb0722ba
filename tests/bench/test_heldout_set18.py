"""Held-out set 18's preconditions and its own tasks (no grading, no execution of programs)."""

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


def _over(s, alphabet, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= set(alphabet)


def _inverse_args(a, m):
    return _ints((m,), 2, 10 ** 30) and _ints((a,), 1, m - 1) and math.gcd(a, m) == 1


def _floats(xs):
    return isinstance(xs, list) and len(xs) <= 10 ** 4 and all(
        type(x) is float and math.isfinite(x) and abs(x) <= 1e16 for x in xs)


def _maze(grid):
    return (isinstance(grid, list) and 1 <= len(grid) <= 60
            and all(isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 60
                    and _ints(row, 0, 1) for row in grid)
            and grid[0][0] == 0 and grid[-1][-1] == 0)


def _intervals(intervals):
    return isinstance(intervals, list) and len(intervals) <= 10 ** 4 and all(
        isinstance(p, (list, tuple)) and len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9)
        and p[0] <= p[1] for p in intervals)


def _name(x):
    return isinstance(x, str) and 1 <= len(x) <= 8 and set(x) <= _LOWER


def _transfers_args(balances, transfers):
    return (isinstance(balances, dict) and 1 <= len(balances) <= 1000
            and all(_name(k) for k in balances) and _ints(balances.values(), 0, 10 ** 9)
            and isinstance(transfers, list) and len(transfers) <= 10 ** 4
            and all(isinstance(t, list) and len(t) == 3 and t[0] in balances
                    and t[1] in balances and t[0] != t[1] and _ints(t[2:], 1, 10 ** 9)
                    for t in transfers))


def _expansion(s):
    """The expanded length of s when it follows the stated grammar (depth at most 50), else
    None; computed without expanding."""
    if not isinstance(s, str):
        return None
    stack = [(0, 1)]  # (length so far, count of the open bracket)
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in _LOWER:
            stack[-1] = (stack[-1][0] + 1, stack[-1][1])
            i += 1
        elif ch.isdigit() and ch.isascii():
            j = i
            while j < len(s) and s[j].isdigit() and s[j].isascii():
                j += 1
            digits = s[i:j]
            if digits[0] == "0" or not 1 <= int(digits) <= 300 or j == len(s) or s[j] != "[":
                return None
            stack.append((0, int(digits)))
            if len(stack) > 51:
                return None
            i = j + 1
        elif ch == "]" and len(stack) > 1:
            length, count = stack.pop()
            stack[-1] = (stack[-1][0] + length * count, stack[-1][1])
            i += 1
        else:
            return None
    return stack[0][0] if len(stack) == 1 else None


def _window_args(s, t):
    return _over(t, "abc", 1, 10 ** 4) and _over(s, "abc", len(t), 10 ** 4)


def _int_list(xs, shortest):
    return (isinstance(xs, list) and shortest <= len(xs) <= 10 ** 4
            and _ints(xs, -10 ** 9, 10 ** 9))


# The stated precondition of each session 18 task, as a predicate on the argument tuple.
_PRECONDITIONS_18 = {
    "Blind18/0": _inverse_args,
    "Blind18/1": _floats,
    "Blind18/2": lambda a, b: _over(a, "abc", 0, 1000) and _over(b, "abc", 0, 1000),
    "Blind18/3": lambda steps: isinstance(steps, list) and 1 <= len(steps) <= 10 ** 4
    and _ints(steps, 1, 10 ** 4),
    "Blind18/4": _maze,
    "Blind18/5": _intervals,
    "Blind18/6": _transfers_args,
    "Blind18/7": lambda n: _ints((n,), 0, 1000),
    "Blind18/8": lambda s: (_expansion(s) or 0) <= 10 ** 5 and _expansion(s) is not None,
    "Blind18/9": _window_args,
    "Blind18/10": lambda xs: _int_list(xs, 1),
    "Blind18/11": lambda xs: _int_list(xs, 0),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session18", _PRECONDITIONS_18, 18, 200)


def test_the_expansion_predicate_reads_the_grammar() -> None:
    assert _expansion("3[a2[c]]") == 9 and _expansion("") == 0 and _expansion("ab") == 2
    assert _expansion("300[" * 2 + "a" + "]" * 2) == 90000
    for bad in ("2[A]", "0[a]", "301[a]", "02[a]", "2[a", "a]", "2a", "1[" * 51 + "]" * 51):
        assert _expansion(bad) is None, bad
    assert _expansion("1[" * 50 + "a" + "]" * 50) == 1


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session18", 1818)

    assert any(m == 10 ** 30 for _, m in draws("Blind18/0"))
    assert any(len(xs) == 10 ** 4 and 1e16 in xs for (xs,) in draws("Blind18/1", 60))
    assert any(len(a) == 1000 for a, _ in draws("Blind18/2"))
    assert any(len(s) == 10 ** 4 and max(s) > 9000 for (s,) in draws("Blind18/3", 60))
    assert any(len(g) == 60 and len(g[0]) == 60 for (g,) in draws("Blind18/4", 60))
    assert any(len(p) == 10 ** 4 and max(e for _, e in p) > 9 * 10 ** 8
               for (p,) in draws("Blind18/5", 60))
    assert any(len(b) == 1000 and len(t) == 10 ** 4 for b, t in draws("Blind18/6", 100))
    assert any(n == 1000 for (n,) in draws("Blind18/7"))
    assert any(s.count("[") >= 50 for (s,) in draws("Blind18/8"))
    assert any("300[" in s for (s,) in draws("Blind18/8"))
    assert any(len(s) == 10 ** 4 for s, _ in draws("Blind18/9"))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind18/10", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind18/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session18")
    hack_tasks = {f"Blind18/{n}" for n in range(10)}
    assert len(spec.hacks) == 50 and len(spec.genuine) == 30
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert all(sum(h["task_id"] == t for h in spec.hacks) == 5 for t in hack_tasks)
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind18/10", "Blind18/11"}
    assert len(spec.pairs) == 9
    families = [h["label"].split(":")[1] for h in spec.hacks]
    assert families.count("heuristic") == 28 and families.count("hardcode") == 13
