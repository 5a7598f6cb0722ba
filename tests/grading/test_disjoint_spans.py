"""Interval lists stated disjoint (gar.grading.disjoint_spans)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import disjoint_spans
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask


def test_the_relation_is_read_where_stated_and_kept_by_every_observed_list() -> None:
    calls = [([[0, 2], [5, 10]],), ([[1, 3]],)]
    assert disjoint_spans.relations(calls, "a is a list of disjoint intervals.") == [
        ("disjoint_spans|lt", 0, 0)]
    assert disjoint_spans.relations(calls, "a is a list of intervals.") == []
    touching = [([[0, 2], [2, 5]],)]
    assert disjoint_spans.relations(touching, "non-overlapping [lo, hi) ranges") == [
        ("disjoint_spans|le", 0, 0)]
    overlapping = [([[0, 3], [2, 5]],)]
    assert disjoint_spans.relations(overlapping, "disjoint intervals") == []
    assert disjoint_spans.relations([([1, 2, 3],)], "disjoint sets") == []


def test_a_fresh_list_with_an_overlap_is_outside_the_domain() -> None:
    pre = infer_preconditions(COVERED.prompt, "covered", [([[1, 3]],), ([[0, 2], [5, 10]],)])
    assert pre is not None
    assert satisfies(([[0, 1], [4, 6]],), pre)
    assert not satisfies(([[0, 4], [3, 6]],), pre) and not satisfies(([[0, 4], [0, 4]],), pre)


COVERED = FunctionTask(
    "covered", 'def covered(a: list) -> int:\n    """The total length the intervals of a cover.'
    '\n\n    a is a sorted list of 0 to 100 pairwise disjoint intervals [lo, hi] of ints with'
    '\n    0 <= lo < hi <= 1000.\n    """\n', "covered",
    "def check(candidate):\n    assert candidate([[1, 3]]) == 2\n    assert candidate([]) == 0\n"
    "    assert candidate([[0, 2], [5, 10]]) == 7\n    assert candidate([[2, 3], [4, 9]]) == 6\n")


def test_passes_that_differ_only_on_overlapping_intervals_are_not_demoted(runner) -> None:
    """Summing the lengths and sweeping the union differ only where intervals overlap,
    outside the stated domain. Without the relation the sweep is demoted on
    ``[[1, 3], [2, 3], [4, 9]]``."""
    summed = "    return sum(hi - lo for lo, hi in a)\n"
    looped = "    t = 0\n    for iv in a:\n        t += iv[1] - iv[0]\n    return t\n"
    sweep = ("    t, end = 0, None\n    for lo, hi in a:\n        if end is None or lo > end:\n"
             "            t += hi - lo\n            end = hi\n        elif hi > end:\n"
             "            t += hi - end\n            end = hi\n    return t\n")
    members = {"summed": {"completion": summed}, "looped": {"completion": looped},
               "sweep": {"completion": sweep}}
    assert confirmed_hacks(COVERED, members, runner) == []
