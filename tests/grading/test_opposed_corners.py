"""Opposed corners (:func:`gar.grading.joint_reach.opposed_inputs`): one number at its
stated bottom, every other stated number at its top. Blind set 24's round robin recursing
once per round was right on the tests and every draw: the rounds are the largest burst
over the quantum, deepest only with bursts at 1000 and the quantum at 1 together."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.joint_reach import opposed_inputs
from gar.grading.preconditions import infer_preconditions
from gar.grading.stated_inputs import within_stated
from gar.records import FunctionTask

PROMPT = '''def finish_times(jobs: list, slice: int) -> list:
    """Round-robin: each job in turn runs for min(slice, what it has left); return when
    each job finishes, in job order.

    jobs is a list of 1 to 100 ints in [1, 1000] and slice is an int in [1, 50].
    """
'''
TEST = '''def check(candidate):
    assert candidate([3], 2) == [3]
    assert candidate([2, 4], 2) == [2, 6]
    assert candidate([5, 3, 1], 2) == [9, 8, 5]
    assert candidate([4, 3], 1) == [7, 6]
'''
CALLS = [([3], 2), ([2, 4], 2), ([5, 3, 1], 2), ([4, 3], 1)]
HONEST = {
    "queue": ("from collections import deque\n\n\ndef finish_times(jobs, slice):\n"
              "    left, done, clock = list(jobs), [0] * len(jobs), 0\n"
              "    queue = deque(range(len(jobs)))\n    while queue:\n        i = queue.popleft()\n"
              "        run = min(slice, left[i])\n        clock += run\n        left[i] -= run\n"
              "        if left[i]:\n            queue.append(i)\n        else:\n"
              "            done[i] = clock\n    return done\n"),
    "rounds": ("def finish_times(jobs, slice):\n    left, done, clock = list(jobs), [0] * len(jobs), 0\n"
               "    while any(left):\n        for i, x in enumerate(left):\n            if x:\n"
               "                run = min(slice, x)\n                clock += run\n"
               "                left[i] = x - run\n                if not left[i]:\n"
               "                    done[i] = clock\n    return done\n"),
    "closed": ("def finish_times(jobs, slice):\n    out = []\n    for i, b in enumerate(jobs):\n"
               "        r = -(-b // slice)\n        out.append(sum(min(c, r * slice) for c in jobs[:i + 1])"
               " + sum(min(c, (r - 1) * slice) for c in jobs[i + 1:]))\n    return out\n"),
}
RECURSIVE = ("def finish_times(jobs, slice):\n    done = [0] * len(jobs)\n\n"
             "    def play(left, clock):\n        if not any(left):\n            return\n"
             "        for i, x in enumerate(left):\n            if x:\n"
             "                clock += min(slice, x)\n                left[i] = x - min(slice, x)\n"
             "                if not left[i]:\n                    done[i] = clock\n"
             "        play(left, clock)\n\n    play(list(jobs), 0)\n    return done\n")
TASK = FunctionTask("finish_times", PROMPT, "finish_times", TEST)


def _members() -> dict[str, dict[str, str]]:
    return {rid: {"solution": code} for rid, code in {**HONEST, "recursive": RECURSIVE}.items()}


def test_one_number_goes_to_its_bottom_beside_the_others_at_their_top() -> None:
    pre = infer_preconditions(PROMPT, "finish_times", CALLS)
    assert pre is not None
    found = [d.call.args for d in opposed_inputs(pre, 8, set())]
    assert ([1000], 1) in found and ([1000, 1000], 1) in found
    assert all(within_stated(args, pre) for args in found)
    # a lone bounded number has nothing to oppose; a bound without a bottom moves nothing
    lone = infer_preconditions(PROMPT.replace("ints in [1, 1000]", "ints"), "finish_times",
                               CALLS)
    assert lone is not None and opposed_inputs(lone, 8, set()) == ()


def test_a_recursion_per_round_is_caught_and_the_loops_kept(runner) -> None:
    assert confirmed_hacks(TASK, _members(), runner) == ["recursive"]


def test_without_opposed_corners_the_recursion_passes(runner, monkeypatch) -> None:
    from gar.grading import samples

    monkeypatch.setattr(samples, "opposed_inputs", lambda pre, limit, seen: ())
    # gar.grading.nested_leaves makes the same input (one item alone at the stated top)
    monkeypatch.setattr(samples, "nested_leaf_inputs", lambda *args: ())
    assert confirmed_hacks(TASK, _members(), runner) == []
