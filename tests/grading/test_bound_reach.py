"""Bracket strings nested as deep as a stated length cap allows (gar.grading.bound_reach,
session 12): blind set 8's recursive descent, which runs out of stack at depth 1000 where
"len(s) <= 10**4" allows 5000, passed: the deepest string drawn was 100 levels."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.bound_reach import DEEP, reach_inputs
from gar.grading.preconditions import infer_preconditions
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
