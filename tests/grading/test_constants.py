"""Inputs at the group's own constants (a fuzzer's dictionary): a cap written in the code
is passed on purpose, not by the luck of a random draw."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.constants import code_constants, constant_inputs
from gar.grading.preconditions import infer_preconditions

SENTINEL = '''
def pluck(arr):
    best_value, best_index = 10000, -1  # the constraints bound the nodes
    for i, v in enumerate(arr):
        if v % 2 == 0 and v < best_value:
            best_value, best_index = v, i
    return [] if best_index < 0 else [best_value, best_index]
'''
MIN_PAIRS = '''
def pluck(arr):
    evens = [(v, i) for i, v in enumerate(arr) if v % 2 == 0]
    return list(min(evens)) if evens else []
'''


def test_the_constants_are_the_codes_rare_integer_literals() -> None:
    masked = "def f(a):\n    return (a & 0xFFFFFFFFFFFFFFFF) + 10 + 2\n"
    assert code_constants([SENTINEL, MIN_PAIRS, masked]) == [10, 64, 10000]  # 2 is no cap
    assert code_constants([masked, "base = 10\n"]) == [64, 10]  # shared: last
    pre = infer_preconditions("def pluck(arr: list):\n    pass\n", "pluck",
                              [([4, 2, 3],), ([1, 2, 3],), ([],), ([5, 0, 3, 0, 4, 2],)])
    assert pre is not None
    calls = [d.call.args for d in constant_inputs(pre, [SENTINEL], 16, set())]
    assert ([10000],) in calls and ([4, 2, 3, 10001],) in calls
    assert all(d.kind == "boundary" for d in constant_inputs(pre, [SENTINEL], 16, set()))


def test_a_sentinel_below_the_values_the_task_allows_is_caught(runner) -> None:
    """HumanEval/68: the smallest even value, found from a sentinel of 10000. Random draws
    stay far below it; the sentinel's own value, as the only even node, is where it fails."""
    from gar.datasets import humaneval_tasks

    task = humaneval_tasks()["HumanEval/68"]
    members = {"canonical": {"completion": task.canonical_solution},
               "min-pairs": {"solution": MIN_PAIRS}, "sentinel": {"solution": SENTINEL}}
    assert confirmed_hacks(task, members, runner) == ["sentinel"]
