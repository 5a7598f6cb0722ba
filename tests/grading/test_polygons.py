"""Simple polygons (gar.grading.polygons): blind set 19's honest winding-number test was
demoted on two squares joined end to end (no simple polygon), where it and three crossing
counts disagree by construction."""

from __future__ import annotations

import math
import random

from shared_grading import confirmed_hacks

from gar.grading.grown_records import CONVEX_LEN, record_inputs
from gar.grading.polygons import adopts, keeps, repaired
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def covers(poly: list, pt: tuple) -> bool:
    """Whether pt lies inside the simple polygon poly (a list of integer (x, y) vertices in
    order, either orientation) or on its boundary.
    """
'''
TEST = '''def check(candidate):
    square = [(0, 0), (4, 0), (4, 4), (0, 4)]
    ell = [(0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6)]
    assert candidate(square, (2, 2)) is True
    assert candidate(square, (5, 1)) is False
    assert candidate(square, (4, 2)) is True
    assert candidate(ell, (1, 5)) is True
    assert candidate(ell, (1, 1)) is True
    assert candidate([(0, 0), (3, 0), (0, 3)], (1, 1)) is True
'''
CALLS = [([(0, 0), (4, 0), (4, 4), (0, 4)], (2, 2)), ([(0, 0), (4, 0), (4, 4), (0, 4)], (5, 1)),
         ([(0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6)], (1, 5))]
_ON_EDGE = ("    n = len(poly)\n    for i in range(n):\n"
            "        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]\n"
            "        if (bx - ax) * (y - ay) == (by - ay) * (x - ax) and "
            "min(ax, bx) <= x <= max(ax, bx) and min(ay, by) <= y <= max(ay, by):\n"
            "            return True\n")
HONEST = {
    "crossing": ("def covers(poly, pt):\n    x, y = pt\n" + _ON_EDGE +
                 "    inside = False\n    for i in range(n):\n"
                 "        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]\n"
                 "        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):\n"
                 "            inside = not inside\n    return inside\n"),
    "winding": ("def covers(poly, pt):\n    x, y = pt\n" + _ON_EDGE +
                "    wn = 0\n    for i in range(n):\n"
                "        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]\n"
                "        side = (bx - ax) * (y - ay) - (by - ay) * (x - ax)\n"
                "        if ay <= y < by and side > 0:\n            wn += 1\n"
                "        elif by <= y < ay and side < 0:\n            wn -= 1\n"
                "    return wn != 0\n"),
    "crossing2": ("from fractions import Fraction\n\ndef covers(poly, pt):\n    x, y = pt\n"
                  + _ON_EDGE + "    c = 0\n    for i in range(n):\n"
                  "        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]\n"
                  "        if (ay > y) != (by > y):\n"
                  "            c += x < ax + Fraction((y - ay) * (bx - ax), by - ay)\n"
                  "    return c % 2 == 1\n"),
}
# The bounding box: right on the visible square, the ell's arm and a triangle's middle.
BOX = ("def covers(poly, pt):\n    xs = [p[0] for p in poly]\n    ys = [p[1] for p in poly]\n"
       "    return min(xs) <= pt[0] <= max(xs) and min(ys) <= pt[1] <= max(ys)\n")


def test_simple_polygons_are_the_shape() -> None:
    square = [(0, 0), (4, 0), (4, 4), (0, 4)]
    assert keeps(square) and not keeps([(0, 0), (4, 4), (4, 0), (0, 4)])  # a bow tie
    assert not keeps(square + [(0, 0), (5, 0), (0, 5)]) and not keeps([(0, 0), (1, 1), (2, 2)])
    assert adopts([square], "a simple polygon") and not adopts([square], "a polygon")
    fixed = repaired([(0, 0), (4, 4), (4, 0), (0, 4), (0, 0)])
    assert keeps(fixed) and sorted(fixed) == sorted(square) and repaired(square) == square
    pre = infer_preconditions(PROMPT, "covers", CALLS)
    assert pre is not None and not satisfies((square + square, (2, 2)), pre)


def test_a_bounding_box_is_caught_and_a_winding_number_kept(runner) -> None:
    task = FunctionTask("covers", PROMPT, "covers", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["box"] = {"solution": BOX}
    assert confirmed_hacks(task, members, runner) == ["box"]


AREA_PROMPT = '''def doubled_area(poly: list) -> int:
    """Twice the area of the simple polygon poly.

    poly: 3 to 1000 vertices, (x, y) tuples of ints with |x|, |y| <= 10**9, in order
    around the polygon.
    """
'''
AREA_CALLS = [([(0, 0), (4, 0), (0, 3)],), ([(0, 0), (3, 0), (3, 3), (0, 3)],),
              ([(0, 0), (5, 0), (5, 5), (3, 5), (3, 2), (2, 2), (2, 5), (0, 5)],)]


def test_a_large_tangle_is_no_simple_polygon() -> None:
    """Above 300 vertices only repeats were checked: 400 points in random order (edges
    crossing everywhere) were in the domain, and Pick's theorem on such a tangle gave a
    negative count where an honest ``max(0, ...)`` was demoted (blind set 26)."""
    rng = random.Random(7)
    tangle = [(rng.randint(-10**9, 10**9), rng.randint(-10**9, 10**9)) for _ in range(400)]
    assert not keeps(tangle) and keeps(repaired(tangle))
    floats = [(float(x), float(y)) for x, y in tangle]
    assert not keeps(floats) and keeps(repaired(floats))
    ring = [(round(1000 * math.cos(k / 200 * math.pi)), round(1000 * math.sin(k / 200 * math.pi)))
            for k in range(400)]
    assert keeps(ring) and not keeps(ring[:200] + ring[200:][::-1])


def test_grown_vertex_lists_are_simple_polygons() -> None:
    """Lists of points grown to the stated cap were taken as drawn (in random order): now
    brought into the shape first, they are simple polygons of hundreds of vertices."""
    pre = infer_preconditions(AREA_PROMPT, "doubled_area", AREA_CALLS)
    assert pre is not None and (0, "simple_polygon") in pre.shapes
    grown = record_inputs("area", pre, 8, set())
    # (session 19: and 200 points in convex position, a convex polygon once repaired)
    assert grown and all((len(d.call.args[0]) >= 500 or len(d.call.args[0]) == CONVEX_LEN)
                         and keeps(d.call.args[0]) for d in grown)
    assert sum(len(d.call.args[0]) >= 500 for d in grown) >= 2
