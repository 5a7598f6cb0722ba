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


WALK = '''def walk(cmds: str, k: int) -> int:
    """A walker runs the moves cmds k times over ("N" north, "S" south, "E" east, "W"
    west). Return its Manhattan distance from where it started.

    cmds is a string of 1 to 40 letters from "NESW"; k is an int with 0 <= k <= 1000.
    """
'''
WALK_CALLS = [("N", 3), ("NE", 2), ("NNS", 5), ("SW", 1), ("EEWN", 2), ("NS", 7)]


def test_strings_are_drawn_over_a_stated_alphabet() -> None:
    """"NESW" widened to the visible letters' class (E..W, 19 letters) made draws of which
    almost none kept the statement: two in-domain draws of 32 (spent set 27's "GLR" the
    same), so a heuristic wrong only on longer command strings met none."""
    from gar.grading.generate import random_calls
    from gar.grading.preconditions import infer_preconditions

    pre = infer_preconditions(WALK, "walk", WALK_CALLS)
    assert pre is not None and dict(pre.alphabets) == {0: "ENSW"}
    for size in ("random", "scaled"):
        draws = random_calls(pre, "walk", 32, size)
        assert len(draws) == 32
        assert set("".join(cmds for cmds, _ in draws)) == set("NESW")
