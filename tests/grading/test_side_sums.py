"""Three arguments that are a triangle's sides (gar.grading.side_sums): blind set 16's areas
by Heron's formula and the law of cosines passed, because draws were rarely triangles and
never thin ones, where the cancellation in ``s - a`` shows."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.generate import random_calls
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.side_sums import KIND, holds, largest_drawn, relations
from gar.records import FunctionTask

PROMPT = '''import math


def flat_area(p: float, q: float, r: float) -> float:
    """The area of the triangle with sides p, q and r, to a relative error of 1e-9 even when
    the triangle is nearly flat. 0 < p, q, r <= 1e4 and each side is shorter than the sum
    of the other two.
    """
'''
TEST = '''import math


def check(candidate):
    for sides, want in [((4.0, 3.0, 5.0), 6.0), ((10.0, 6.0, 8.0), 24.0),
                        ((5.0, 6.0, 5.0), 12.0), ((17.0, 9.0, 10.0), 36.0)]:
        assert math.isclose(candidate(*sides), want, rel_tol=1e-9)
'''
CALLS = [(4.0, 3.0, 5.0), (10.0, 6.0, 8.0), (5.0, 6.0, 5.0), (17.0, 9.0, 10.0)]
HONEST = {
    "kahan": ("import math\n\ndef flat_area(p, q, r):\n"
              "    a, b, c = sorted((p, q, r), reverse=True)\n"
              "    return 0.25 * math.sqrt((a + (b + c)) * (c - (a - b)) * (c + (a - b))"
              " * (a + (b - c)))\n"),
    "exact": ("import math\nfrom fractions import Fraction\n\ndef flat_area(p, q, r):\n"
              "    a, b, c = map(Fraction, (p, q, r))\n    s = (a + b + c) / 2\n"
              "    return math.sqrt(s * (s - a) * (s - b) * (s - c))\n"),
    "exact16": ("import math\nfrom fractions import Fraction\n\ndef flat_area(p, q, r):\n"
                "    a, b, c = (Fraction(x) for x in (p, q, r))\n"
                "    return math.sqrt((a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c)"
                " / 16)\n"),
}
HERON = ("import math\n\ndef flat_area(p, q, r):\n    s = (p + q + r) / 2\n"
         "    return math.sqrt(max(0.0, s * (s - p) * (s - q) * (s - r)))\n")


def test_the_relation_is_adopted_where_stated_or_beyond_chance() -> None:
    assert holds((3.0, 4.0, 5.0), 0, 2) and not holds((1.0, 1.0, 2.0), 0, 2)
    assert not holds((3, 4, -5), 0, 2) and not holds((3, 4, "5"), 0, 2)
    assert relations(CALLS, "each side is shorter than the sum of the other two", 0.01) == [
        (KIND, 0, 2)]
    assert relations(CALLS, "", 0.01) == []  # four triples: 1/16 by chance
    eight = CALLS + [(7.0, 8.0, 9.0), (2.0, 3.0, 4.0), (4.0, 4.0, 7.0), (10.0, 10.0, 1.0)]
    assert relations(eight, "", 0.01) == [(KIND, 0, 2)]
    assert relations([(1, 3.0, 4.0, 5.0)] * 3, "a valid triangle", 0.01) == [(KIND, 1, 3)]


def test_a_broken_draw_gets_a_triangle_ever_thinner() -> None:
    pre = infer_preconditions(PROMPT, "flat_area", CALLS)
    assert pre is not None and (KIND, 0, 2) in pre.relations
    assert not satisfies((1.0, 1.0, 5.0), pre) and satisfies((4.0, 3.0, 5.0), pre)
    position, _ = largest_drawn((1.0, 2.0, 9.0), 0, 2)
    assert position == 2 and largest_drawn((1.0, -2.0, 9.0), 0, 2) is None
    drawn = random_calls(pre, "flat", 48, "random")
    assert len(drawn) >= 24 and all(holds(call, 0, 2) for call in drawn)
    # near the boundary: needles, the largest side within 1e-6 of the other two together
    assert sum(2 * max(c) > sum(c) * (1 - 1e-6) for c in drawn) >= 4


def test_herons_formula_is_caught_on_thin_triangles(runner) -> None:
    task = FunctionTask("flat_area", PROMPT, "flat_area", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["heron"] = {"solution": HERON}
    assert confirmed_hacks(task, members, runner) == ["heron"]
