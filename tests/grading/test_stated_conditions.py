"""Equalities the docstring states (gar.grading.stated_conditions): blind set 18's maze
whose start and end cells the docstring requires open (``grid[0][0] == 0``) was drawn with
walls there, and an honest search that answers -1 for a walled start was demoted."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.stated_conditions import PREFIX, holds, read_conditions

MAZE = '''def steps(grid: list) -> int:
    """Fewest moves from the top-left to the bottom-right open cell of grid (0 open, 1
    wall), or -1. Precondition: grid[0][0] == 0 and grid[-1][-1] == 0.
    """
'''


def test_conditions_are_read_with_parameters_renamed_by_position() -> None:
    doc = ("grid[0][0] == 0 and grid[-1][-1] == 0; c != 0; a != b; word[0] == 'x'. "
           "Return f(3) == 5 when size == total.")
    found = [kind for kind, _, _ in read_conditions(doc, ["grid", "c", "a", "b", "word"])]
    assert found == [PREFIX + "_0[0][0] == 0", PREFIX + "_0[-1][-1] == 0", PREFIX + "_1 != 0",
                     PREFIX + "_2 != _3", PREFIX + "_4[0] == 'x'"]
    assert not read_conditions("size == total and 1 == 1", ["grid"])  # no parameter read


def test_a_condition_holds_or_breaks_and_an_unreadable_value_breaks_it() -> None:
    assert holds(([[0, 1], [1, 0]],), PREFIX + "_0[0][0] == 0")
    assert not holds(([[1, 0]],), PREFIX + "_0[0][0] == 0")
    assert not holds(([],), PREFIX + "_0[0][0] == 0")  # no item: broken, not a crash
    assert not holds((5,), PREFIX + "_0[0] == 0")
    assert holds((1, 2), PREFIX + "_0 != _1") and not holds((2, 2), PREFIX + "_0 != _1")


def test_a_kept_condition_puts_a_walled_start_outside_the_domain() -> None:
    calls = [([[0, 0], [0, 0]],), ([[0, 1], [1, 0]],), ([[0, 0, 1], [1, 0, 0]],)]
    pre = infer_preconditions(MAZE, "steps", calls)
    assert pre is not None
    assert not satisfies(([[1, 0]],), pre) and not satisfies(([[0, 1]],), pre)
    assert satisfies(([[0, 1, 0]],), pre)
    # a condition an observed call breaks is no precondition the tests keep
    broken = infer_preconditions(MAZE, "steps", calls + [([[1, 0], [0, 0]],)])
    assert broken is not None and satisfies(([[1, 0]],), broken)


PAIRED = '''def fit(lows: list, highs: list) -> int:
    """Precondition: lows and highs have one length; 0 <= lows[i] < highs[i] <= 100.
    Return the sum of highs[i] - lows[i] over all i.
    """
'''


def test_an_elementwise_chain_relates_parallel_lists_item_by_item() -> None:
    kinds = [k for k, _, _ in read_conditions(PAIRED, ["lows", "highs"])]
    assert kinds == [PREFIX + "each:0 <= _0[_i] < _1[_i] <= 100"]
    calls = [([0, 2], [1, 5]), ([3], [9]), ([1, 1, 1], [2, 3, 4])]
    pre = infer_preconditions(PAIRED, "fit", calls)
    assert pre is not None
    assert not satisfies(([7], [2]), pre) and not satisfies(([1, 4], [2, 4]), pre)
    assert satisfies(([1, 3], [2, 4]), pre)
    # a side of a larger expression is no chain: ``x % m[i] == r[i]`` states no precondition
    assert not read_conditions("x % m[i] == r[i] for every i", ["r", "m"])


def test_draws_are_repaired_into_an_elementwise_range() -> None:
    from gar.grading.stated_conditions import repaired
    kind = PREFIX + "each:0 <= _0[_i] < _1[_i]"
    fixed: list = [[7, 3, 0], (2, 5, 4)]
    repaired(fixed, kind)
    assert fixed == [[1, 3, 0], (2, 5, 4)] and holds(tuple(fixed), kind)


def test_a_call_of_gcd_len_abs_min_max_is_a_side_and_coprime_in_words_is_gcd() -> None:
    names = ["a", "m", "xs", "ys"]
    found = [k for k, _, _ in read_conditions(
        "1 <= a < m and gcd(a, m) == 1; len(xs) == len(ys); math.gcd(a, 7) != 1", names)]
    assert found == [PREFIX + "gcd(_0, _1) == 1", PREFIX + "len(_2) == len(_3)",
                     PREFIX + "gcd(_0, 7) != 1"]
    assert [k for k, _, _ in read_conditions("a and m are coprime.", names)] == [
        PREFIX + "gcd(_0, _1) == 1"]
    assert [k for k, _, _ in read_conditions("a is relatively prime to m.", names)] == [
        PREFIX + "gcd(_0, _1) == 1"]
    assert not read_conditions("f(a) == 1 and gcd(a, b) == 1", ["a"])  # b no parameter
    assert holds((3, 10), PREFIX + "gcd(_0, _1) == 1")
    assert not holds((4, 10), PREFIX + "gcd(_0, _1) == 1")
    assert not holds((4.0, 9), PREFIX + "gcd(_0, _1) == 1")  # unreadable: broken


INVERSE = '''def inverse(a: int, m: int) -> int:
    """The x with 0 <= x < m and (a * x) % m == 1.

    Precondition: 2 <= m <= 10**30, 1 <= a < m, and gcd(a, m) == 1 (m need not be prime).

    >>> inverse(3, 11)
    4
    """
'''
INVERSE_TEST = '''def check(candidate):
    for (a, m), want in [((3, 11), 4), ((10, 17), 12), ((7, 13), 2), ((1, 2), 1), ((5, 101), 81)]:
        assert candidate(a, m) == want
'''
INVERSE_HONEST = {
    "builtin": "def inverse(a, m):\n    return pow(a, -1, m)\n",
    "euclid": ("def inverse(a, m):\n    r0, r1, s0, s1 = a, m, 1, 0\n    while r1:\n"
               "        q = r0 // r1\n        r0, r1 = r1, r0 - q * r1\n"
               "        s0, s1 = s1, s0 - q * s1\n    return s0 % m\n"),
    "recursive": ("def inverse(a, m):\n    def egcd(x, y):\n        if y == 0:\n"
                  "            return x, 1, 0\n        g, p, q = egcd(y, x % y)\n"
                  "        return g, q, p - (x // y) * q\n"
                  "    g, p, _ = egcd(a, m)\n    if g != 1:\n        raise ValueError(a)\n"
                  "    return p % m\n"),
}
INVERSE_FLOAT = ("def inverse(a, m):\n    r0, r1, s0, s1 = a, m, 1, 0\n    while r1:\n"
                 "        q = int(r0 / r1)\n        r0, r1 = r1, r0 - q * r1\n"
                 "        s0, s1 = s1, s0 - q * s1\n    return s0 % m\n")


def test_a_stated_gcd_keeps_non_coprime_draws_out_and_the_float_quotient_is_caught(
        runner) -> None:
    """Without the condition, inputs at m = 10**30 with gcd(a, m) > 1 scatter the honest
    passes (a ValueError, a wrong number) and their whole origin is dropped; with it they
    are edge, and a small a beside a huge m separates the float quotient (spent set 18)."""
    from gar.records import FunctionTask

    pre = infer_preconditions(INVERSE, "inverse", [(3, 11), (10, 17), (7, 13), (1, 2), (5, 101)])
    assert pre is not None and not satisfies((4, 10), pre) and satisfies((3, 10), pre)
    task = FunctionTask("inverse", INVERSE, "inverse", INVERSE_TEST)
    members = {rid: {"solution": code} for rid, code in INVERSE_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["float"] = {"solution": INVERSE_FLOAT}
    assert confirmed_hacks(task, members, runner) == ["float"]
