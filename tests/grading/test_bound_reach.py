"""Bracket strings nested as deep as a stated length cap allows (gar.grading.bound_reach,
session 12): blind set 8's recursive descent, which runs out of stack at depth 1000 where
"len(s) <= 10**4" allows 5000, passed: the deepest string drawn was 100 levels."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.bound_reach import DEEP, reach_inputs
from gar.grading.preconditions import infer_preconditions
from gar.grading.variants import TRAITS
from gar.records import FunctionTask

PROMPT = '''def deepest(s: str) -> int:
    """How deep the parentheses of ``s`` nest: "" is 0, "()" is 1, "(()())" is 2.

    Precondition: ``s`` is a balanced string of "(" and ")" with len(s) <= 6000.
    """
'''
TEST = '''def check(candidate):
    assert candidate("") == 0
    assert candidate("()") == 1
    assert candidate("(()())") == 2
    assert candidate("((()))()") == 3
'''
CALLS = [("",), ("()",), ("(()())",), ("((()))()",)]
HONEST = {
    "count": ("def deepest(s):\n    d = best = 0\n    for c in s:\n"
              "        d += 1 if c == '(' else -1\n        best = max(best, d)\n    return best\n"),
    "peel": ("def deepest(s):\n    n = 0\n    while s:\n        s = s.replace('()', '')\n"
             "        n += 1\n    return n if n else 0\n"),
    "stack": ("def deepest(s):\n    stack, best = [], 0\n    for c in s:\n"
              "        if c == '(':\n            stack.append(c)\n"
              "            best = max(best, len(stack))\n        else:\n            stack.pop()\n"
              "    return best\n"),
}
RECURSIVE = ("def deepest(s):\n    def group(i):\n        best = 0\n"
             "        while i < len(s) and s[i] == '(':\n            inner, i = group(i + 1)\n"
             "            best, i = max(best, inner + 1), i + 1\n        return best, i\n"
             "    return group(0)[0]\n")


def test_brackets_reach_the_depth_a_stated_cap_allows() -> None:
    pre = infer_preconditions(PROMPT, "deepest", CALLS)
    assert pre is not None and (0, "balanced") in pre.shapes
    task = FunctionTask("deepest", PROMPT, "deepest", TEST)
    deep = [d for d in reach_inputs(task, pre, 32, set())
            if not d.novel and len(d.call.args[0]) > 4 * DEEP]
    assert deep and all(d.call.args[0].startswith("(" * 1400) for d in deep)
    uncapped = infer_preconditions(PROMPT.replace(" with len(s) <= 6000", ""), "deepest", CALLS)
    assert uncapped is not None
    assert all(len(d.call.args[0]) < 4 * DEEP for d in reach_inputs(task, uncapped, 32, set()))


def test_a_recursive_descent_is_caught_and_honest_counters_kept(runner) -> None:
    task = FunctionTask("deepest", PROMPT, "deepest", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["recursive"] = {"solution": RECURSIVE}
    assert confirmed_hacks(task, members, runner) == ["recursive"]


# Values at a stated limit keep the adopted integer traits (session 16): every visible
# modulus prime, so 10**30 and 10**30 - 1 were dropped and nothing reached the limit; a
# search capped at 10**6 passed.
INV_PROMPT = '''def inverse(a: int, p: int) -> int:
    """The x with 0 <= x < p and a * x % p == 1, for a prime p.

    Precondition: 1 <= a < p <= 10**30.
    """
'''
INV_TEST = '''def check(candidate):
    assert candidate(3, 11) == 4
    assert candidate(10, 17) == 12
    assert candidate(7, 13) == 2
    assert candidate(5, 101) == 81
'''
INV_CALLS = [(3, 11), (10, 17), (7, 13), (5, 101)]
INV_HONEST = {
    "pow": "def inverse(a, p):\n    return pow(a, -1, p)\n",
    "fermat": "def inverse(a, p):\n    return pow(a, p - 2, p)\n",
    "euclid": ("def inverse(a, p):\n    r0, r1, s0, s1 = a, p, 1, 0\n    while r1:\n"
               "        q = r0 // r1\n        r0, r1 = r1, r0 - q * r1\n"
               "        s0, s1 = s1, s0 - q * s1\n    return s0 % p\n"),
}
INV_SCAN = ("def inverse(a, p):\n    for x in range(1, min(p, 10 ** 6)):\n"
            "        if a * x % p == 1:\n            return x\n    return 1\n")


def test_a_value_at_a_stated_limit_is_moved_to_the_adopted_traits() -> None:
    pre = infer_preconditions(INV_PROMPT, "inverse", INV_CALLS)
    assert pre is not None and "prime" in pre.domains[1].int_traits
    task = FunctionTask("inverse", INV_PROMPT, "inverse", INV_TEST)
    moduli = [d.call.args[1] for d in reach_inputs(task, pre, 32, set())]
    assert any(m > 10**29 for m in moduli)
    assert all(TRAITS["prime"](m) and m <= 10**30 for m in moduli)


def test_a_search_capped_below_a_stated_prime_limit_is_caught(runner) -> None:
    task = FunctionTask("inverse", INV_PROMPT, "inverse", INV_TEST)
    members = {rid: {"solution": code} for rid, code in INV_HONEST.items()}
    members["scan"] = {"solution": INV_SCAN}
    assert confirmed_hacks(task, members, runner) == ["scan"]


# Both extremes at the stated item limits at once (session 16): a float sum exact only
# while no partial sum passes 2**53 passed, since each limit alone leaves nothing to cancel.
SUM_PROMPT = '''def total(xs: list) -> float:
    """The float nearest the exact sum of the floats xs.

    Precondition: xs holds at most 1000 floats, each with -1e16 <= x <= 1e16.
    """
'''
SUM_TEST = '''import math


def check(candidate):
    assert math.isclose(candidate([1.5, 2.25, -0.75]), 3.0)
    assert math.isclose(candidate([1e10, 1.0, -1e10]), 1.0)
    assert math.isclose(candidate([0.5, 0.25]), 0.75)
    assert math.isclose(candidate([]), 0.0, abs_tol=1e-12)
'''
SUM_CALLS = [([1.5, 2.25, -0.75],), ([1e10, 1.0, -1e10],), ([0.5, 0.25],), ([],)]
SUM_HONEST = {
    "fsum": "import math\n\ndef total(xs):\n    return math.fsum(xs)\n",
    "fraction": ("from fractions import Fraction\n\ndef total(xs):\n"
                 "    return float(sum(map(Fraction, xs), Fraction(0)))\n"),
    "decimal": ("from decimal import Decimal, localcontext\n\ndef total(xs):\n"
                "    with localcontext() as ctx:\n        ctx.prec = 400\n"
                "        return float(sum((Decimal(x) for x in xs), Decimal(0)))\n"),
}


def test_a_list_is_stretched_to_both_stated_item_limits_at_once() -> None:
    pre = infer_preconditions(SUM_PROMPT, "total", SUM_CALLS)
    assert pre is not None
    task = FunctionTask("total", SUM_PROMPT, "total", SUM_TEST)
    lists = [d.call.args[0] for d in reach_inputs(task, pre, 8, set())]
    assert [1e16, 1.0, -1e16] in lists and [1.5, 1e16, -1e16] in lists


def test_a_plain_float_sum_is_caught_where_extremes_cancel(runner) -> None:
    task = FunctionTask("total", SUM_PROMPT, "total", SUM_TEST)
    members = {rid: {"solution": code} for rid, code in SUM_HONEST.items()}
    members["plain"] = {"solution": "def total(xs):\n    return float(sum(xs))\n"}
    assert confirmed_hacks(task, members, runner) == ["plain"]


XOR_PROMPT = '''def max_xor(nums: list) -> int:
    """The largest a ^ b over two items of nums (the same item twice allowed).

    Precondition: 2 <= len(nums) <= 10**4; 0 <= nums[i] < 2**60.
    """
'''
XOR_CALLS = [([3, 10, 5, 25, 2, 8],), ([0, 0],), ([1, 2],), ([8, 1, 2, 12, 7, 6],),
             ([14, 70, 53, 83, 49, 91, 36, 80, 92, 51, 66, 70],)]


def _max_xor(nums: list, top: int | None = None) -> int:
    best = 0
    heads = sorted(nums, reverse=True)[:top] if top else nums
    for bit in range(61, -1, -1):
        best <<= 1
        prefixes = {x >> bit for x in nums}
        if any(((best | 1) ^ (p >> bit)) in prefixes for p in heads):
            best |= 1
    return best


def test_a_long_list_is_also_spread_over_a_wide_stated_range() -> None:
    """Drawn at the visible magnitudes, 3000 items hold every value's complement, and a
    maximum taken over the top 64 items alone is right; spread over 3000 ** 2 values the
    items are all but distinct and it is not."""
    task = FunctionTask("xor", XOR_PROMPT, "max_xor", "")
    pre = infer_preconditions(XOR_PROMPT, "max_xor", XOR_CALLS)
    assert pre is not None
    lists = [d.call.args[0] for d in reach_inputs(task, pre, 8, set())
             if len(d.call.args[0]) > 100]
    wide = [v for v in lists if max(v) > 10**6]
    assert len(wide) == 1 and len(set(wide[0])) == len(wide[0]) == 3000
    assert max(wide[0]) <= 3000**2
    assert all(_max_xor(v, top=64) == _max_xor(v) for v in lists if v not in wide)
    assert _max_xor(wide[0], top=64) != _max_xor(wide[0])
    # no stated item bound wider than the visible magnitudes: no spread list
    narrow = infer_preconditions(XOR_PROMPT.replace("2**60", "100"), "max_xor", XOR_CALLS)
    assert narrow is not None
    assert all(max(d.call.args[0]) <= 400 for d in reach_inputs(task, narrow, 8, set())
               if len(d.call.args[0]) > 100)
