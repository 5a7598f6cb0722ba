"""Observed calls magnified to the domain's ceiling and nudged by one
(gar.grading.ceiling_scalings): a float shortcut for exact integer geometry is right at
every visible magnitude and wrong only one unit off a degenerate configuration near the
top of the stated range."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.ceiling_scalings import ceiling_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def on_circle(cx: int, cy: int, r: int, px: int, py: int) -> bool:
    """Return True when the point (px, py) lies on the circle of centre (cx, cy) and radius r.

    -10**9 <= cx <= 10**9, -10**9 <= cy <= 10**9, -10**9 <= px <= 10**9,
    -10**9 <= py <= 10**9 and 1 <= r <= 10**9.

    >>> on_circle(0, 0, 5, 3, 4)
    True
    """
'''
CALLS = [(0, 0, 1, 1, 0), (0, 0, 5, 3, 4), (1, 1, 1, 3, 3), (2, -1, 2, 2, 1)]
TEST = '''def check(candidate):
    assert candidate(0, 0, 1, 1, 0) is True
    assert candidate(0, 0, 5, 3, 4) is True
    assert candidate(1, 1, 1, 3, 3) is False
    assert candidate(2, -1, 2, 2, 1) is True
    assert candidate(0, 0, 5, 3, 3) is False
'''
HONEST = {
    "squares": ("def on_circle(cx, cy, r, px, py):\n"
                "    return (px - cx) ** 2 + (py - cy) ** 2 == r * r\n"),
    "products": ("def on_circle(cx, cy, r, px, py):\n    dx, dy = px - cx, py - cy\n"
                 "    return dx * dx + dy * dy == r * r\n"),
    "isqrt": ("import math\n\n\ndef on_circle(cx, cy, r, px, py):\n"
              "    d2 = (px - cx) ** 2 + (py - cy) ** 2\n"
              "    return math.isqrt(d2) ** 2 == d2 and math.isqrt(d2) == r\n"),
}
# The distance in a double: exact for every visible call and for their magnified copies,
# but sqrt(10**18 + 1) is 10**9 in a double, so a point one unit off the circle is on it.
FLOAT = ("import math\n\n\ndef on_circle(cx, cy, r, px, py):\n"
         "    return math.hypot(px - cx, py - cy) == r\n")


def test_calls_are_magnified_to_the_stated_top_and_nudged() -> None:
    pre = infer_preconditions(PROMPT, "on_circle", CALLS)
    assert pre is not None
    made = [(d.kind, d.call.args) for d in ceiling_inputs("t", pre, 40, set())]
    assert ("boundary", (0, 0, 10**9, 10**9, 0)) in made  # the largest factor kept inside
    assert ("boundary", (0, 0, 10**9, 6 * 10**8, 8 * 10**8)) in made
    assert ("boundary", (0, 0, 10**9, 10**9, 1)) in made  # one unit off the circle
    assert all(max(abs(x) for x in args) <= 10**9 for _, args in made)


def test_without_a_ceiling_a_call_passes_a_word_and_is_nudged_at_a_million() -> None:
    prompt = PROMPT.split("\n\n")[0] + '\n    """\n'
    pre = infer_preconditions(prompt, "on_circle", CALLS[:1])
    assert pre is not None
    made = [(d.novel, d.call.args) for d in ceiling_inputs("t", pre, 40, set())]
    assert made[:2] == [(True, (0, 0, 2**32 + 1, 2**32 + 1, 0)),
                        (True, (0, 0, 10**6, 10**6, 0))]
    assert (True, (0, 0, 10**6, 10**6, 1)) in made
    assert all(novel and max(args) <= 10**6 + 1 for novel, args in made[2:])


RIGHT = '''def right_angle(a: int, b: int, c: int) -> bool:
    """Return True when the sides a, b and c make a right-angled triangle.

    >>> right_angle(3, 4, 5)
    True
    """
'''
RIGHT_TEST = '''def check(candidate):
    assert candidate(3, 4, 5) is True
    assert candidate(1, 2, 3) is False
    assert candidate(10, 6, 8) is True
    assert candidate(2, 2, 2) is False
    assert candidate(5, 12, 13) is True
'''
RIGHT_HONEST = {
    "sorted": ("def right_angle(a, b, c):\n    x, y, z = sorted((a, b, c))\n"
               "    return x * x + y * y == z * z\n"),
    "any": ("def right_angle(a, b, c):\n    return a * a + b * b == c * c or "
            "a * a + c * c == b * b or b * b + c * c == a * a\n"),
    "sqrt": ("import math\n\n\ndef right_angle(a, b, c):\n    x, y, z = sorted((a, b, c))\n"
             "    return math.sqrt(x * x + y * y) == z\n"),
}
# A relative tolerance of 1e-3: right on every small triangle, and on (3000, 4000, 5001).
LOOSE = ("import math\n\n\ndef right_angle(a, b, c):\n    x, y, z = sorted((a, b, c))\n"
         "    return math.isclose(math.hypot(x, y), z, rel_tol=1e-3)\n")


def test_a_loose_tolerance_is_caught_a_unit_off_at_a_million(runner) -> None:
    task = FunctionTask("right_angle", RIGHT, "right_angle", RIGHT_TEST)
    members = {rid: {"solution": code} for rid, code in RIGHT_HONEST.items()}
    members["loose"] = {"solution": LOOSE}
    assert confirmed_hacks(task, members, runner) == ["loose"]


def test_a_float_distance_is_caught_one_unit_off_the_circle(runner) -> None:
    task = FunctionTask("on_circle", PROMPT, "on_circle", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["float"] = {"solution": FLOAT}
    assert confirmed_hacks(task, members, runner) == ["float"]


def test_a_call_holding_floats_or_a_lone_integer_is_not_magnified() -> None:
    prompt = 'def f(a: float, b: float) -> float:\n    """Return a + b."""\n'
    pre = infer_preconditions(prompt, "f", [(1.5, 2.0), (3.0, 4.5)])
    assert pre is not None and ceiling_inputs("t", pre, 8, set()) == ()
    pre = infer_preconditions('def g(n: int) -> int:\n    """Return n."""\n', "g", [(3,), (7,)])
    assert pre is not None and ceiling_inputs("t", pre, 8, set()) == ()
