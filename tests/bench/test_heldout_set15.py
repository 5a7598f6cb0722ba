"""Held-out set 15's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions, generator_draws
from heldout_sets import load_set


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _over(s, alphabet, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= set(alphabet)


_PRINTABLE = "".join(chr(code) for code in range(32, 127))


def _prices(prices):
    return (isinstance(prices, list) and 1 <= len(prices) <= 10 ** 4
            and all(type(p) is float and 0 < p <= 1e6 for p in prices))


def _triangle(triangle):
    return isinstance(triangle, list) and 1 <= len(triangle) <= 200 and all(
        isinstance(row, list) and len(row) == i + 1 and _ints(row, -10 ** 4, 10 ** 4)
        for i, row in enumerate(triangle))


def _meetings(meetings):
    return isinstance(meetings, list) and len(meetings) <= 10 ** 4 and all(
        isinstance(m, tuple) and len(m) == 2 and _ints(m, 0, 10 ** 9) and m[0] < m[1]
        for m in meetings)


def _polynomial(p):
    return isinstance(p, dict) and len(p) <= 200 and all(
        _over(m, "xyz", 0, 10) and list(m) == sorted(m) and type(c) is int and c != 0
        and abs(c) <= 10 ** 9 for m, c in p.items())


# The stated precondition of each session 15 task, as a predicate on the argument tuple.
_PRECONDITIONS_15 = {
    "Blind15/0": lambda n: _ints((n,), 1, 10 ** 4),
    "Blind15/1": lambda n: _ints((n,), -10 ** 18, 10 ** 18),
    "Blind15/2": _prices,
    "Blind15/3": lambda s: _over(s, "0123456789", 1, 200),
    "Blind15/4": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
    "Blind15/5": _triangle,
    "Blind15/6": _meetings,
    "Blind15/7": lambda p, q: _polynomial(p) and _polynomial(q),
    "Blind15/8": lambda text, word: _over(text, "acgt", 0, 2000) and _over(word, "acgt", 1, 20),
    "Blind15/9": lambda a, b: _over(a, _PRINTABLE, 0, 10 ** 4) and _over(b, _PRINTABLE, 0, 10 ** 4)
    and len(a) == len(b),
    "Blind15/10": lambda s: _over(s, "abcdefghijklmnopqrstuvwxyz", 0, 10 ** 4),
    "Blind15/11": lambda xs, ys: all(isinstance(v, list) and len(v) <= 10 ** 4
                                     and _ints(v, -10 ** 9, 10 ** 9) for v in (xs, ys)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session15", _PRECONDITIONS_15, 15, 200)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session15", 1515)

    assert any(n == 10 ** 4 for (n,) in draws("Blind15/0"))
    assert {10 ** 18, -10 ** 18} <= {n for (n,) in draws("Blind15/1")}
    assert any(len(prices) == 10 ** 4 and 1e6 in prices for (prices,) in draws("Blind15/2", 60))
    assert any(len(s) == 200 for (s,) in draws("Blind15/3"))
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 10 ** 8
               for (xs,) in draws("Blind15/4", 60))
    assert any(len(triangle) == 200 and max(map(abs, triangle[-1])) > 1000
               for (triangle,) in draws("Blind15/5", 60))
    assert any(len(m) == 10 ** 4 and max(end for _, end in m) > 10 ** 8
               for (m,) in draws("Blind15/6", 60))
    polynomials = draws("Blind15/7", 60)
    assert any(len(p) >= 100 and max(map(len, p)) == 10 and max(map(abs, p.values())) > 10 ** 8
               for p, _ in polynomials)
    pairs = draws("Blind15/8", 60)
    assert any(len(text) == 2000 for text, _ in pairs)
    assert any(len(word) == 20 for _, word in pairs)
    assert any(len(a) == 10 ** 4 for a, _ in draws("Blind15/9", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session15")
    hack_tasks = {f"Blind15/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert all(sum(h["task_id"] == t for h in spec.hacks) == 5 for t in hack_tasks)
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind15/10", "Blind15/11"}
    assert len(spec.pairs) == 9
    assert [t["task_id"] for t in spec.tasks] == [f"Blind15/{n}" for n in range(12)]
