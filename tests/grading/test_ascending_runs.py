"""Observed lists led by a long ascending run (gar.grading.ascending_runs): blind set 9's
memoised longest-increasing-subsequence search, which recurses along the next larger item,
passed, because no drawn or grown list ascends for more than a few dozen items."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.ascending_runs import ascending_inputs
from gar.grading.preconditions import infer_preconditions
from gar.grading.stated_inputs import within_stated
from gar.grading.uniform_runs import RUN_LEN
from gar.records import FunctionTask

PROMPT = '''def longest_climb(xs: list) -> int:
    """The length of the longest block of consecutive items of ``xs`` that strictly
    increases.

    Precondition: ``xs`` is a list of at most 5000 ints, each in [-10**6, 10**6].
    """
'''
TEST = '''def check(candidate):
    assert candidate([1, 2, 0, 3, 4, 5]) == 4
    assert candidate([5, 4, 3]) == 1
    assert candidate([]) == 0
    assert candidate([2, 2, 3]) == 2
'''
CALLS = [([1, 2, 0, 3, 4, 5],), ([5, 4, 3],), ([],), ([2, 2, 3],)]
HONEST = {
    "loop": ("def longest_climb(xs):\n    best = here = 0\n    for i, x in enumerate(xs):\n"
             "        here = here + 1 if i and xs[i - 1] < x else 1\n"
             "        best = max(best, here)\n    return best\n"),
    "starts": ("def longest_climb(xs):\n    best, start = 0, 0\n    for i in range(len(xs)):\n"
               "        if i and xs[i] <= xs[i - 1]:\n            start = i\n"
               "        best = max(best, i - start + 1)\n    return best\n"),
    "groups": ("def longest_climb(xs):\n    runs, here = [], []\n    for x in xs:\n"
               "        if here and x <= here[-1]:\n            runs.append(here)\n"
               "            here = []\n        here.append(x)\n    runs.append(here)\n"
               "    return max(len(r) for r in runs)\n"),
}
RECURSIVE = ("def longest_climb(xs):\n    def climb(i):\n"
             "        return 1 + climb(i + 1) if i + 1 < len(xs) and xs[i + 1] > xs[i] else 1\n"
             "    best, i = 0, 0\n    while i < len(xs):\n        n = climb(i)\n"
             "        best, i = max(best, n), i + n\n    return best\n")


def test_lists_are_led_by_an_ascending_run_under_a_stated_cap() -> None:
    pre = infer_preconditions(PROMPT, "longest_climb", CALLS)
    assert pre is not None
    found = ascending_inputs(pre, 8, set())
    assert found and all(len(d.call.args[0]) == RUN_LEN for d in found)
    first = found[0].call.args[0]
    assert first[:3] == [1, 2, 3] and first[-6:] == [1, 2, 0, 3, 4, 5]
    assert all(within_stated(d.call.args, pre) for d in found)  # "ints, each in [a, b]"
    uncapped = infer_preconditions(PROMPT.replace("at most 5000 ", ""), "longest_climb", CALLS)
    assert uncapped is not None and ascending_inputs(uncapped, 8, set()) == ()


def test_a_recursive_climb_is_caught_and_honest_loops_kept(runner) -> None:
    task = FunctionTask("longest_climb", PROMPT, "longest_climb", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["recursive"] = {"solution": RECURSIVE}
    assert confirmed_hacks(task, members, runner) == ["recursive"]
