"""Held-out set 35's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, lo, hi, least=0, most=10 ** 4):
    return isinstance(xs, list) and least <= len(xs) <= most and _ints(xs, lo, hi)


def _next_to_a_cube(m):
    """m >= 0 is one away from a cube (exact integer search)."""
    lo, hi = 0, 1
    while hi ** 3 <= m + 1:
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if mid ** 3 <= m + 1 else (lo, mid)
    return lo ** 3 in (m - 1, m + 1)


def _bins(items, capacity):
    return _ints((capacity,), 1, 10 ** 9) and _int_list(items, 1, capacity, 0, 300)


def _stations(gas, cost):
    return (_int_list(gas, 0, 10 ** 9, 1) and _int_list(cost, 0, 10 ** 9, 1)
            and len(gas) == len(cost))


def _weighted(pairs):
    return (isinstance(pairs, list) and 1 <= len(pairs) <= 10 ** 4
            and all(isinstance(p, (tuple, list)) and len(p) == 2 and _ints(p[:1], -10 ** 18, 10 ** 18)
                    and _ints(p[1:], 1, 10 ** 9) for p in pairs))


# The stated precondition of each session 35 task, as a predicate on the argument tuple.
_PRECONDITIONS_35 = {
    "Blind35/0": lambda n: _ints((n,), -10 ** 60, 10 ** 60),
    "Blind35/1": lambda citations: _int_list(citations, 0, 10 ** 9),
    "Blind35/2": lambda n: _ints((n,), 1, 10 ** 18),
    "Blind35/3": _bins,
    "Blind35/4": lambda a, b, target: _ints((a, b, target), 0, 10 ** 18),
    "Blind35/5": lambda limit, s: _ints((limit,), 0, 10 ** 18) and _ints((s,), 0, 200),
    "Blind35/6": lambda rows, cols: _ints((rows, cols), 1, 10 ** 18),
    "Blind35/7": _stations,
    "Blind35/8": _weighted,
    "Blind35/9": lambda sticks: _int_list(sticks, 1, 10 ** 9, 0, 300),
    "Blind35/10": lambda prices: _int_list(prices, 0, 10 ** 9),
    "Blind35/11": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session35", _PRECONDITIONS_35, 35, 120)


def test_the_preconditions_refuse_what_the_docstrings_rule_out() -> None:
    assert not _bins([11], 10) and not _bins([0], 10) and not _bins([1] * 301, 10)
    assert not _stations([1, 2], [1]) and not _stations([], [])
    assert not _weighted([]) and not _weighted([(1, 0)]) and _weighted([(-10 ** 18, 10 ** 9)])


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session35", 3535)

    assert any(abs(n) == 10 ** 60 for (n,) in draws("Blind35/0"))
    assert any(n < -10 ** 40 for (n,) in draws("Blind35/0"))
    assert any(abs(n) > 10 ** 50 and _next_to_a_cube(abs(n)) for (n,) in draws("Blind35/0", 300))
    assert any(len(c) == 10 ** 4 and max(c) > 9 * 10 ** 8 for (c,) in draws("Blind35/1"))
    assert any(len(c) == 10 ** 4 and max(c) <= 10 ** 4 for (c,) in draws("Blind35/1"))
    assert any(n == 10 ** 18 for (n,) in draws("Blind35/2"))
    assert any(n > 2 ** 53 for (n,) in draws("Blind35/2"))
    assert any(len(items) == 300 and cap == 10 ** 9 for items, cap in draws("Blind35/3"))
    assert any(len(items) == 300 and cap == 1 for items, cap in draws("Blind35/3", 300))
    jugs = draws("Blind35/4", 300)
    assert any(max(a, b) > 10 ** 17 and t > a + b for a, b, t in jugs)
    assert any(t == 10 ** 18 for _, _, t in jugs) and any(t == 0 for _, _, t in jugs)
    assert any(a == 0 or b == 0 for a, b, _ in jugs)
    assert any(limit == 10 ** 18 for limit, _ in draws("Blind35/5"))
    assert any(limit > 10 ** 17 and s == 200 for limit, s in draws("Blind35/5", 300))
    assert any(rows == cols == 10 ** 18 for rows, cols in draws("Blind35/6", 300))
    assert any(len(g) == 10 ** 4 and max(g) > 9 * 10 ** 8 for g, _ in draws("Blind35/7"))
    assert any(sum(g) == sum(c) and len(g) > 100 for g, c in draws("Blind35/7"))
    assert any(len(p) == 10 ** 4 and max(v for v, _ in p) > 10 ** 17 and max(w for _, w in p) > 9 * 10 ** 8
               for (p,) in draws("Blind35/8", 300))
    assert any(len(s) == 300 and max(s) > 9 * 10 ** 8 for (s,) in draws("Blind35/9"))
    assert any(len(p) == 10 ** 4 and max(p) > 9 * 10 ** 8 for (p,) in draws("Blind35/10"))
    assert any(len(x) == 10 ** 4 and max(map(abs, x)) > 9 * 10 ** 8 for (x,) in draws("Blind35/11"))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session35")
