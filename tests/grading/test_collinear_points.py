"""Collinear points (gar.grading.collinear_points): observed point lists with the midpoint
of an edge inserted reach the zero turn that draws and small mutations never make, where a
convexity test that lets a zero turn pass is wrong."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.collinear_points import collinear_inputs, with_midpoints
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def strictly_convex(poly: list) -> bool:
    """Whether the polygon poly is simple and strictly convex: it winds once around its
    inside and turns the same way at every vertex, never going straight on.

    poly is a list of 3 to 500 vertices, (x, y) tuples of ints, in order along the
    boundary; consecutive vertices (the last and the first too) differ.
    """
'''
TEST = '''def check(candidate):
    assert candidate([(0, 0), (1, 0), (1, 1), (0, 1)]) is True
    assert candidate([(0, 0), (0, 3), (4, 0)]) is True
    assert candidate([(0, 0), (2, 0), (1, 1), (2, 2), (0, 2)]) is False
'''
_TURNS = ("import math\n\n\ndef _turns(poly):\n    out = []\n    for i in range(len(poly)):\n"
          "        (a, b), (c, d), (e, f) = poly[i - 2], poly[i - 1], poly[i]\n"
          "        out.append(((c - a) * (f - d) - (d - b) * (e - c),"
          " (c - a) * (e - c) + (d - b) * (f - d)))\n    return out\n\n\n")
_ONCE = "abs(abs(sum(math.atan2(t, u) for t, u in turns)) - 2 * math.pi) < 1e-6"
HONEST = {
    "signs": _TURNS + ("def strictly_convex(poly):\n    turns = _turns(poly)\n"
                       "    signs = {t > 0 for t, _ in turns}\n"
                       f"    return all(t for t, _ in turns) and len(signs) == 1 and {_ONCE}\n"),
    "product": _TURNS + ("def strictly_convex(poly):\n    turns = _turns(poly)\n"
                         "    first = turns[0][0]\n    if any(t * first <= 0 for t, _ in turns):\n"
                         f"        return False\n    return {_ONCE}\n"),
    "minmax": _TURNS + ("def strictly_convex(poly):\n    turns = _turns(poly)\n"
                        "    ts = [t for t, _ in turns]\n"
                        f"    return (min(ts) > 0 or max(ts) < 0) and {_ONCE}\n"),
}
# Lets a straight vertex pass: right unless three consecutive vertices are collinear.
LENIENT = _TURNS + ("def strictly_convex(poly):\n    turns = _turns(poly)\n"
                    "    ts = [t for t, _ in turns]\n"
                    f"    return (min(ts) >= 0 or max(ts) <= 0) and {_ONCE}\n")


def test_an_edge_gets_its_midpoint_and_integer_lists_are_doubled() -> None:
    assert with_midpoints([(0, 0), (1, 0), (1, 1)]) == [
        [(0, 0), (1, 0), (2, 0), (2, 2)], [(0, 0), (2, 0), (2, 2), (1, 1)]]
    assert with_midpoints([[0.0, 0.0], [1.0, 0.0]])[0] == [[0.0, 0.0], [0.5, 0.0], [1.0, 0.0]]


def test_no_collinear_points_where_the_docstring_rules_them_out() -> None:
    calls = [([(0, 0), (1, 0), (1, 1)],)]
    pre = infer_preconditions(PROMPT, "strictly_convex", calls)
    assert pre is not None and collinear_inputs(PROMPT, pre, 4, set())
    ruled_out = PROMPT.replace("ints, in order", "ints, no three of them collinear, in order")
    assert collinear_inputs(ruled_out, pre, 4, set()) == ()
    assert collinear_inputs("def f(xs: list) -> int:\n    '''Sum of pairs.'''\n", pre, 4,
                            set()) == ()


def test_a_convexity_test_that_lets_a_straight_vertex_pass_is_caught(runner) -> None:
    task = FunctionTask("strictly_convex", PROMPT, "strictly_convex", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["lenient"] = {"solution": LENIENT}
    assert confirmed_hacks(task, members, runner) == ["lenient"]
