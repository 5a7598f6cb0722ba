"""A bound stated of every number of the call (gar.grading.every_number), and whole calls moved
below zero under it (gar.grading.call_shifts): spent set 30's interval cover seeded with
``-1`` as "none", wrong only where the range and its intervals are negative together."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import call_shifts, preconditions
from gar.grading.bound_checks import Bound
from gar.grading.call_shifts import call_shift_inputs
from gar.grading.every_number import every_number_bounds
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def farthest(intervals: list, point: int):
    """Return the largest end b among the intervals (a, b) that hold point (a <= point <=
    b), or None when no interval holds it.

    intervals is a list of at most 100 (a, b) tuples with a <= b; every number is an int
    from -10**6 to 10**6.
    """
'''
TEST = '''def check(candidate):
    assert candidate([(1, 3), (2, 5), (5, 8)], 2) == 5
    assert candidate([(0, 2), (2, 4)], 2) == 4
    assert candidate([(0, 1), (3, 4)], 2) is None
    assert candidate([(0, 10), (1, 2)], 1) == 10
    assert candidate([(5, 6)], 0) is None
'''
COMPREHENSION = '''def farthest(intervals, point):
    ends = [b for a, b in intervals if a <= point <= b]
    return max(ends) if ends else None
'''
LOOP = '''def farthest(intervals, point):
    best = None
    for a, b in intervals:
        if a <= point <= b and (best is None or b > best):
            best = b
    return best
'''
SORTED = '''def farthest(intervals, point):
    for a, b in sorted(intervals, key=lambda ab: -ab[1]):
        if a <= point <= b:
            return b
    return None
'''
# "-1" as "none": wrong wherever every interval holding the point ends below -1.
SENTINEL = '''def farthest(intervals, point):
    best = -1
    for a, b in intervals:
        if a <= point <= b:
            best = max(best, b)
    return None if best == -1 else best
'''
CALLS = [([(1, 3), (2, 5), (5, 8)], 2), ([(0, 2), (2, 4)], 2), ([(0, 1), (3, 4)], 2),
         ([(0, 10), (1, 2)], 1), ([(5, 6)], 0)]


def test_a_clause_on_every_number_binds_every_argument_that_holds_numbers() -> None:
    columns = [[c[0] for c in CALLS], [c[1] for c in CALLS]]
    assert every_number_bounds(PROMPT, ["intervals", "point"], columns) == [
        Bound(0, -10**6, 10**6, items=True), Bound(1, -10**6, 10**6)]
    for doc in ("All integers are between -5 and 5.", "Each number lies in [-5, 5]."):
        assert every_number_bounds(doc, ["intervals", "point"], columns) == [
            Bound(0, -5, 5, items=True), Bound(1, -5, 5)]
    # a clause that names a parameter is stated_bounds' business; "every value" is no
    # number of the whole call
    assert every_number_bounds("every number of intervals is at most 5.", ["intervals", "point"],
                               columns) == []
    assert every_number_bounds("every value is at most 5.", ["intervals", "point"], columns) == []


def test_whole_calls_are_moved_below_zero_keeping_their_relations() -> None:
    pre = infer_preconditions(PROMPT, "farthest", CALLS)
    made = [d.call.args for d in call_shift_inputs(PROMPT, "farthest", pre, 16, set())]
    assert ([(-8, -6), (-7, -4), (-4, -1)], -7) in made  # the first call minus (8 + 1)
    for intervals, point in made:
        assert point < 0 and all(a <= b < 0 for a, b in intervals)
    assert call_shift_inputs(PROMPT.replace("-10**6", "0"), "farthest", pre, 16, set()) == ()


def test_a_sentinel_wrong_only_on_a_call_negative_throughout_is_caught(
        runner, monkeypatch) -> None:
    task = FunctionTask("farthest", PROMPT, "farthest", TEST)
    members = {"comprehension": {"solution": COMPREHENSION}, "loop": {"solution": LOOP},
               "sorted": {"solution": SORTED}}
    assert confirmed_hacks(task, members, runner) == []
    hacked = {**members, "sentinel": {"solution": SENTINEL}}
    assert confirmed_hacks(task, hacked, runner) == ["sentinel"]
    # unread, the visible calls keep every number non-negative, and the sign moves shift
    # the intervals alone: no negative interval holds the point
    monkeypatch.setattr(preconditions, "every_number_bounds", lambda *args: [])
    monkeypatch.setattr(call_shifts, "every_number_bounds", lambda *args: [])
    assert confirmed_hacks(task, hacked, runner) == []
