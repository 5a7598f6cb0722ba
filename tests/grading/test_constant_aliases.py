"""Lists followed by their items shifted by a program's constant (gar.grading.constants,
session 12): blind set 11's majority vote over ``x % 1024`` buckets passed, because no
drawn list holds two values equal modulo 1024 and only one constant input did by luck."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.constants import constant_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def winner(votes: list) -> int:
    """The candidate number that holds more than half of ``votes``, or 0 when none does.

    Precondition: 1 <= len(votes) <= 10**4; every vote is an int with 1 <= v <= 10**9.
    """
'''
TEST = '''def check(candidate):
    assert candidate([4, 4, 5]) == 4
    assert candidate([1, 2, 3]) == 0
    assert candidate([9]) == 9
    assert candidate([6, 2, 2, 6, 6]) == 6
'''
CALLS = [([4, 4, 5],), ([1, 2, 3],), ([9],), ([6, 2, 2, 6, 6],)]
HONEST = {
    "counter": ("from collections import Counter\n\ndef winner(votes):\n"
                "    v, n = Counter(votes).most_common(1)[0]\n"
                "    return v if 2 * n > len(votes) else 0\n"),
    "boyer_moore": ("def winner(votes):\n    cand, k = None, 0\n    for v in votes:\n"
                    "        if k == 0:\n            cand = v\n"
                    "        k += 1 if v == cand else -1\n"
                    "    return cand if 2 * votes.count(cand) > len(votes) else 0\n"),
    "middle": ("def winner(votes):\n    m = sorted(votes)[len(votes) // 2]\n"
               "    return m if 2 * votes.count(m) > len(votes) else 0\n"),
}
BUCKETS = ("def winner(votes):\n    counts = [0] * 512\n    first = {}\n    for v in votes:\n"
           "        counts[v % 512] += 1\n        first.setdefault(v % 512, v)\n"
           "    s = max(range(512), key=counts.__getitem__)\n"
           "    return first[s] if 2 * counts[s] > len(votes) else 0\n")


def test_lists_are_followed_by_their_items_shifted_by_a_constant() -> None:
    pre = infer_preconditions(PROMPT, "winner", CALLS)
    assert pre is not None
    found = [d.call.args[0] for d in constant_inputs(pre, [BUCKETS], 32, set())]
    assert [4, 4, 5, 516, 516, 517] in found


def test_a_residue_table_is_caught_and_honest_counters_kept(runner) -> None:
    task = FunctionTask("winner", PROMPT, "winner", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["buckets"] = {"solution": BUCKETS}
    assert confirmed_hacks(task, members, runner) == ["buckets"]
