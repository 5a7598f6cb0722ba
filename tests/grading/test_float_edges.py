"""Floats scaled past the square root of the float range (gar.grading.float_edges): spent
set 27's norm that rescales only above 1e200 was right on every draw (visible magnitudes)
and every reach move (the stated limit 1e300 and the range's top half, all past its
guard), and wrong where a square overflows below the guard."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.float_edges import EDGES, square_edges
from gar.grading.preconditions import Bound
from gar.records import FunctionTask

PROMPT = '''import math


def distance(p: list, q: list) -> float:
    """The Euclidean distance between the points p and q, within a relative 1e-9.

    p and q are lists of one length, 1 to 100, of floats in [-1e300, 1e300].
    """
'''
TEST = '''def check(candidate):
    import math

    assert math.isclose(candidate([0.0, 0.0], [3.0, 4.0]), 5.0, rel_tol=1e-9)
    assert candidate([1.0, 1.0], [1.0, 1.0]) == 0.0
    assert math.isclose(candidate([-1.5, 2.0], [1.5, -2.0]), 5.0, rel_tol=1e-9)
    assert math.isclose(candidate([2.5], [0.5]), 2.0, rel_tol=1e-9)
'''
HONEST = {
    "dist": "import math\n\ndef distance(p, q):\n    return math.dist(p, q)\n",
    "hypot": "import math\n\ndef distance(p, q):\n"
             "    return math.hypot(*(a - b for a, b in zip(p, q)))\n",
    "scaled": "import math\n\ndef distance(p, q):\n    d = [abs(a - b) for a, b in zip(p, q)]\n"
              "    m = max(d)\n    if m == 0:\n        return 0.0\n"
              "    return m * math.sqrt(sum((x / m) ** 2 for x in d))\n",
}
# Rescales only where a coordinate passes 1e250: right at the stated limit and in the top
# half of the range, wrong where squares overflow or vanish below the guard.
GUARDED = ("import math\n\ndef distance(p, q):\n    d = [a - b for a, b in zip(p, q)]\n"
           "    m = max(abs(x) for x in d)\n    if m > 1e250:\n"
           "        return m * math.sqrt(sum((x / m) ** 2 for x in d))\n"
           "    return math.sqrt(sum(x * x for x in d))\n")


def test_a_float_list_is_scaled_whole_to_both_square_edges() -> None:
    wide = [Bound(0, -1e300, 1e300, items=True)]
    low, high = square_edges([3.0, -4.0], wide)
    assert low == [0.75 * EDGES[0], -EDGES[0]] and high == [0.75 * EDGES[1], -EDGES[1]]
    assert low[1] * low[1] == float("inf") and 0.75 * EDGES[0] < 1e250  # below the guard
    assert square_edges([3.0, 4.0], [Bound(0, -1e9, 1e9, items=True)]) == []  # not wide
    assert square_edges([3, 4], wide) == []  # ints: no float intermediate overflows
    assert square_edges([3.0], [Bound(0, -1e157, 1e157, items=True)]) == []  # edges outside


def test_a_norm_guarded_only_near_the_stated_limit_is_caught(runner) -> None:
    task = FunctionTask("distance", PROMPT, "distance", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["guarded"] = {"solution": GUARDED}
    assert confirmed_hacks(task, members, runner) == ["guarded"]
