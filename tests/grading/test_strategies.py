"""Hypothesis strategies for fresh values (gar.grading.strategies)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.strategies import strategy
from gar.records import FunctionTask

# Pairs passed as lists in some calls and tuples in others (session 16): the item strategy
# fell back to reusing the visible pairs, so no new interval was ever drawn and a greedy
# stabbing by start, wrong only where a long interval starts first, passed.
STAB_PROMPT = '''def fewest_points(spans: list) -> int:
    """The fewest integer points such that every closed interval [lo, hi] of spans holds
    one of them.

    Precondition: spans holds at most 1000 pairs (lists or tuples) [lo, hi] of ints with
    0 <= lo <= hi <= 10**6, in any order.
    """
'''
STAB_TEST = '''def check(candidate):
    assert candidate([]) == 0
    assert candidate([[1, 2], [3, 4]]) == 2
    assert candidate([(5, 6), (6, 7)]) == 1
    assert candidate([[2, 2]]) == 1
    assert candidate([(0, 1), (2, 3), (4, 5)]) == 3
'''
_STAB = ("def fewest_points(spans):\n    count, last = 0, None\n"
         "    for lo, hi in sorted(spans, key={key}):\n"
         "        if last is None or lo > last:\n            count, last = count + 1, hi\n"
         "    return count\n")
STAB_HONEST = {
    "by_end": _STAB.format(key="lambda p: p[1]"),
    "by_end_then_start": _STAB.format(key="lambda p: (p[1], p[0])"),
    "tuples": ("def fewest_points(spans):\n    points = []\n"
               "    for lo, hi in sorted(map(tuple, spans), key=lambda p: p[1]):\n"
               "        if not points or lo > points[-1]:\n            points.append(hi)\n"
               "    return len(points)\n"),
}
STAB_BY_START = _STAB.format(key="lambda p: (p[0], p[1])")


def test_pairs_of_two_container_types_are_drawn_new() -> None:
    from hypothesis import find

    values = [[[1, 2], [3, 4]], [(1, 3), (2, 4)], [(0, 1), (2, 3), (4, 5)]]
    made = strategy(values, "random", ())
    seen = {(1, 2), (3, 4), (1, 3), (2, 4), (0, 1), (2, 3), (4, 5)}
    new = find(made, lambda v: any(tuple(p) not in seen for p in v))
    assert all(type(p) is type(new[0]) for p in new)


def test_a_greedy_by_start_is_caught_where_pairs_come_as_lists_and_tuples(runner) -> None:
    task = FunctionTask("stab", STAB_PROMPT, "fewest_points", STAB_TEST)
    members = {rid: {"solution": code} for rid, code in STAB_HONEST.items()}
    members["by_start"] = {"solution": STAB_BY_START}
    assert confirmed_hacks(task, members, runner) == ["by_start"]
