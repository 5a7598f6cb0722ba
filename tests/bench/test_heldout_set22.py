"""Held-out set 22's stated input domains and its own tasks (no grading, no execution of
programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws
from heldout_sets import load_set

_LINE_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_ +-*/()=<>!")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _line(s):
    return (isinstance(s, str) and len(s) <= 10 ** 4 and set(s) <= _LINE_CHARS
            and all(s[i + 1:i + 2] == "=" for i, ch in enumerate(s) if ch == "!"))


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _real_day(y, m, d):
    if not (_ints((y,), 1, 9999) and _ints((m,), 1, 12) and type(d) is int):
        return False
    lengths = [31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return 1 <= d <= lengths[m - 1]


def _date_text(s):
    if not (isinstance(s, str) and len(s) == 10 and s[4] == s[7] == "-"):
        return False
    parts = s[:4], s[5:7], s[8:]
    return all(p.isdigit() and p.isascii() for p in parts) and _real_day(*map(int, parts))


def _allocation(total, weights):
    return (_ints((total,), 0, 10 ** 15) and isinstance(weights, list)
            and 1 <= len(weights) <= 1000 and _ints(weights, 1, 10 ** 6))


def _bounded_ints(xs, most, lo=-10 ** 9, hi=10 ** 9):
    return isinstance(xs, list) and len(xs) <= most and _ints(xs, lo, hi)


def _fill(grid, r, c, color):
    return (isinstance(grid, list) and 1 <= len(grid) <= 200
            and all(isinstance(row, list) and 1 <= len(row) == len(grid[0]) <= 200
                    and _ints(row, 0, 9) for row in grid)
            and _ints((r,), 0, len(grid) - 1) and _ints((c,), 0, len(grid[0]) - 1)
            and _ints((color,), 0, 9))


def _nested(xs):
    """Ints or lists, at most 100 levels deep counting xs itself, at most 10**4 ints."""
    ints, todo = 0, [(xs, 1)]
    while todo:
        item, level = todo.pop()
        if type(item) is int:
            ints += 1
        elif isinstance(item, list) and level <= 100:
            todo.extend((x, level + 1) for x in item)
        else:
            return False
    return ints <= 10 ** 4


def _flatten_args(xs, depth):
    return isinstance(xs, list) and _nested(xs) and _ints((depth,), 0, 150)


def _glob_args(s, p):
    return (isinstance(s, str) and len(s) <= 2000 and set(s) <= set("ab")
            and isinstance(p, str) and len(p) <= 2000 and set(p) <= set("ab?*"))


# The stated input domain of each session 22 task, as a predicate on the argument tuple.
_PRECONDITIONS_22 = {
    "Blind22/0": _line,
    "Blind22/1": lambda a, b: _date_text(a) and _date_text(b),
    "Blind22/2": _allocation,
    "Blind22/3": lambda xs: _bounded_ints(xs, 10 ** 4),
    "Blind22/4": _fill,
    "Blind22/5": lambda xs, limit: _bounded_ints(xs, 10 ** 4) and len(xs) >= 1
    and _ints((limit,), 0, 2 * 10 ** 9),
    "Blind22/6": _flatten_args,
    "Blind22/7": lambda n: _ints((n,), 0, 10 ** 30),
    "Blind22/8": _glob_args,
    "Blind22/9": _real_day,
    "Blind22/10": lambda xs: _bounded_ints(xs, 10 ** 4),
    "Blind22/11": lambda xs, k: _bounded_ints(xs, 10 ** 4) and _ints((k,), 0, len(xs)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session22", _PRECONDITIONS_22, 22, 120)


def _depth(xs):
    return 1 + max((_depth(x) for x in xs if isinstance(x, list)), default=0)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session22", 2222)

    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind22/0", 60))
    assert any(a.startswith("0001") or b.startswith("9999") for a, b in draws("Blind22/1"))
    assert any(total == 10 ** 15 and len(ws) == 1000 for total, ws in draws("Blind22/2", 300))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind22/3", 60))
    assert any(len(g) == 200 and len(g[0]) == 200 for g, _, _, _ in draws("Blind22/4", 100))
    assert any(len(xs) == 10 ** 4 and limit == 2 * 10 ** 9 for xs, limit in draws("Blind22/5", 300))
    assert any(_depth(xs) == 100 for xs, _ in draws("Blind22/6"))
    assert any(n == 10 ** 30 for (n,) in draws("Blind22/7"))
    assert any(len(s) == 2000 for s, _ in draws("Blind22/8", 60))
    assert any(y in (1, 9999) for y, _, _ in draws("Blind22/9"))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind22/10", 60))
    assert any(len(xs) == 10 ** 4 for xs, _ in draws("Blind22/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session22")
    spec = load_set("session22")
    hack_tasks = {f"Blind22/{n}" for n in range(10)}
    assert all(sum(h["task_id"] == t for h in spec.hacks) == 5 for t in hack_tasks)
    families = [h["label"].split(":")[1] for h in spec.hacks]
    assert families.count("heuristic") == 28 and families.count("hardcode") == 13
