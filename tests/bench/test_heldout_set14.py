"""Held-out set 14's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions, generator_draws
from heldout_sets import load_set

_LOWER = set("abcdefghijklmnopqrstuvwxyz")
_ROMAN_DIGITS = [["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"],
                 ["", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"],
                 ["", "C", "CC", "CCC", "CD", "D", "DC", "DCC", "DCCC", "CM"],
                 ["", "M", "MM", "MMM"]]
_NUMERALS = {"".join(_ROMAN_DIGITS[p][v // 10 ** p % 10] for p in (3, 2, 1, 0))
             for v in range(1, 4000)}


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _name(s):
    return isinstance(s, str) and 1 <= len(s) <= 8 and set(s) <= _LOWER


def _floats(xs, limit):
    return all(type(x) is float and abs(x) <= limit for x in xs)


def _board(board):
    return (isinstance(board, list) and len(board) == 9 and all(
        isinstance(row, str) and len(row) == 9 and set(row) <= set("123456789.")
        for row in board))


def _matrix(matrix):
    return (isinstance(matrix, list) and 1 <= len(matrix) <= 100 and all(
        isinstance(row, list) and 1 <= len(row) == len(matrix[0]) <= 100 and type(row) is list
        and all(type(x) is int for x in row) for row in matrix))


def _points(points):
    return (isinstance(points, list) and 1 <= len(points) <= 10 ** 4 and all(
        isinstance(p, tuple) and len(p) == 2 and _floats(p, 1e6) for p in points))


def _orders(stock, orders):
    return (isinstance(stock, dict) and len(stock) <= 1000 and all(map(_name, stock))
            and _ints(stock.values(), 0, 10 ** 6) and isinstance(orders, list)
            and len(orders) <= 10 ** 4 and all(
                isinstance(o, tuple) and len(o) == 2 and _name(o[0]) and _ints(o[1:], 1, 10 ** 6)
                for o in orders))


def _text_pattern(text, pattern):
    return (isinstance(text, str) and isinstance(pattern, str) and set(text + pattern) <= {"a", "b"}
            and 1 <= len(pattern) <= len(text) <= 10 ** 4)


def _int_list(xs, bound):
    return isinstance(xs, list) and len(xs) <= 10 ** 4 and _ints(xs, -bound, bound)


# The stated precondition of each session 14 task, as a predicate on the argument tuple.
_PRECONDITIONS_14 = {
    "Blind14/0": lambda s: isinstance(s, str) and s in _NUMERALS,
    "Blind14/1": lambda n: _ints((n,), 0, 10 ** 18),
    "Blind14/2": lambda xs: isinstance(xs, list) and 1 <= len(xs) <= 10 ** 4 and _floats(xs, 1e9),
    "Blind14/3": lambda xs: _int_list(xs, 10 ** 9),
    "Blind14/4": _board,
    "Blind14/5": _matrix,
    "Blind14/6": lambda n: _ints((n,), 1, 10 ** 15),
    "Blind14/7": _points,
    "Blind14/8": _orders,
    "Blind14/9": _text_pattern,
    "Blind14/10": lambda xs, d: _int_list(xs, 10 ** 9) and _ints((d,), 0, 10 ** 9),
    "Blind14/11": lambda xs: _int_list(xs, 10 ** 4),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session14", _PRECONDITIONS_14, 14, 200)


def test_the_roman_precondition_is_the_set_of_standard_numerals() -> None:
    assert len(_NUMERALS) == 3999
    assert {"MMMCMXCIX", "MCMXCIV", "CD", "IV"} <= _NUMERALS
    assert not {"IIII", "IM", "VX", "iv", ""} & _NUMERALS


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session14", 1414)

    assert any(s == "MMMCMXCIX" for (s,) in draws("Blind14/0"))
    assert any(n == 10 ** 18 for (n,) in draws("Blind14/1"))
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 9e8 for (xs,) in draws("Blind14/2"))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind14/3"))
    assert any(len(set(board) - {"." * 9}) == 9 and "." not in "".join(board)
               for (board,) in draws("Blind14/4", 400))
    assert any(len(m) == 100 and len(m[0]) == 100 for (m,) in draws("Blind14/5"))
    assert any(n == 10 ** 15 for (n,) in draws("Blind14/6"))
    assert any(len(points) == 10 ** 4 for (points,) in draws("Blind14/7", 60))
    assert any(len(stock) == 1000 for stock, _ in draws("Blind14/8", 60))
    assert any(len(orders) == 10 ** 4 for _, orders in draws("Blind14/8", 60))
    assert any(len(text) == 10 ** 4 and len(pattern) == len(text)
               for text, pattern in draws("Blind14/9", 400))
    assert any(len(xs) == 10 ** 4 and d == 10 ** 9 for xs, d in draws("Blind14/10", 300))
    assert any(len(xs) == 10 ** 4 and 10 ** 4 in map(abs, xs) for (xs,) in draws("Blind14/11"))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session14")
    hack_tasks = {f"Blind14/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert len(spec.hacks) == 50
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind14/10", "Blind14/11"}
    assert len(spec.pairs) == 9
