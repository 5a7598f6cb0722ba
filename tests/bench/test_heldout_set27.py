"""Held-out set 27's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, lo, hi, most=10 ** 4):
    return isinstance(xs, list) and len(xs) <= most and _ints(xs, lo, hi)


def _points(points):
    return (isinstance(points, list) and len(points) <= 10 ** 4
            and all(isinstance(p, tuple) and len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9)
                    and p != (0, 0) for p in points)
            and len(set(points)) == len(points))


def _graph(graph):
    return (isinstance(graph, dict) and len(graph) <= 10 ** 4
            and all(isinstance(k, str) for k in graph)
            and all(isinstance(ts, list) and len(set(ts)) == len(ts) and all(t in graph for t in ts)
                    for ts in graph.values()))


def _union(ivs):
    if not (isinstance(ivs, list) and len(ivs) <= 10 ** 4):
        return False
    if not all(isinstance(iv, list) and len(iv) == 2 and _ints(iv, -10 ** 9, 10 ** 9)
               and iv[0] <= iv[1] for iv in ivs):
        return False
    return all(ivs[i][1] < ivs[i + 1][0] for i in range(len(ivs) - 1))


def _bool_expr(expr):
    """The grammar of Blind27/7 is regular up to the bracket depth: an operand is expected
    after the start, "!", "(", "&" and "|"; an operator or ")" after "t", "f" and ")"."""
    if not (isinstance(expr, str) and 1 <= len(expr) <= 10 ** 4):
        return False
    depth, want_operand = 0, True
    for ch in expr:
        if want_operand and ch in "!(":
            depth += ch == "("
        elif want_operand and ch in "tf":
            want_operand = False
        elif not want_operand and ch in "&|":
            want_operand = True
        elif not want_operand and ch == ")" and depth > 0:
            depth -= 1
        else:
            return False
    return depth == 0 and not want_operand


def _floats(xs):
    return (isinstance(xs, list) and len(xs) <= 10 ** 4
            and all(type(x) is float and (x == 0.0 or 1e-300 <= abs(x) <= 1e300) for x in xs))


# The stated precondition of each session 27 task, as a predicate on the argument tuple.
_PRECONDITIONS_27 = {
    "Blind27/0": lambda n: _ints((n,), 1, 10 ** 30),
    "Blind27/1": lambda s: isinstance(s, str) and len(s) <= 200 and set(s) <= set("abc"),
    "Blind27/2": lambda n: _ints((n,), 2, 10 ** 18),
    "Blind27/3": _points,
    "Blind27/4": _graph,
    "Blind27/5": lambda prices: _int_list(prices, 0, 10 ** 4),
    "Blind27/6": lambda a, b: _union(a) and _union(b),
    "Blind27/7": _bool_expr,
    "Blind27/8": lambda cmds, k: (isinstance(cmds, str) and 1 <= len(cmds) <= 100
                                  and set(cmds) <= set("GLR") and _ints((k,), 0, 10 ** 18)),
    "Blind27/9": _floats,
    "Blind27/10": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9),
    "Blind27/11": lambda a, b: _int_list(a, -10 ** 30, 10 ** 30) and _int_list(b, -10 ** 30, 10 ** 30),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session27", _PRECONDITIONS_27, 27, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session27", 2727)

    assert any(n == 10 ** 30 for (n,) in draws("Blind27/0"))
    assert any(2 ** 64 < n < 10 ** 30 and n & (n - 1) == 0 for (n,) in draws("Blind27/0"))
    assert any(len(s) == 200 for (s,) in draws("Blind27/1"))
    assert any(n > 10 ** 17 for (n,) in draws("Blind27/2"))
    assert any(n > 2 ** 40 and round(n ** 0.5) ** 2 == n for (n,) in draws("Blind27/2"))
    assert any(len(ps) > 5000 for (ps,) in draws("Blind27/3", 60))
    assert any(max(max(map(abs, p)) for p in ps) > 10 ** 8 for (ps,) in draws("Blind27/3", 60) if ps)
    assert any(len(g) == 10 ** 4 for (g,) in draws("Blind27/4", 60))
    assert any(len(xs) == 10 ** 4 and max(xs) == 10 ** 4 for (xs,) in draws("Blind27/5", 150))
    assert any(len(a) == 10 ** 4 for a, _ in draws("Blind27/6", 60))
    assert any(len(e) > 5000 for (e,) in draws("Blind27/7", 100))
    assert any(k == 10 ** 18 for _, k in draws("Blind27/8"))
    assert any(len(cmds) >= 90 for cmds, _ in draws("Blind27/8"))
    assert any(len(xs) == 10 ** 4 and 1e300 in map(abs, xs) for (xs,) in draws("Blind27/9", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind27/10", 60))
    assert any(len(a) == 10 ** 4 and len(b) == 10 ** 4 for a, b in draws("Blind27/11", 100))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session27")
