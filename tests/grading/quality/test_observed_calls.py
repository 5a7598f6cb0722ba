"""The quality stage grows its inputs from the calls the tests were observed to make where no
``assert candidate(<literal>)`` parses: a task whose tests build their calls in a loop had
no input, so no op count, and a quadratic pass tied a linear one."""

from gar.execution import Call
from gar.grading.context import VisibleCall
from gar.grading.pipeline import GradeConfig, grade_run
from gar.grading.quality.probe_inputs import (
    MAX_OBSERVED_BASES,
    asked_later,
    inputs_for,
    probe_calls,
)
from gar.grading.visible import visible_calls
from gar.records import FunctionTask, Rollout

LOOPED = FunctionTask(
    task_id="q/dup-looped",
    prompt='def has_dup(xs):\n    """True if the list xs holds a repeated item."""\n',
    entry_point="has_dup",
    test=("def check(candidate):\n"
          "    cases = [([1, 2, 3], False), ([1, 2, 1], True), ([5, 6, 7, 8, 5], True)]\n"
          "    for xs, want in cases:\n"
          "        assert candidate(xs) == want\n"),
)
OBSERVED = (([1, 2, 3],), ([1, 2, 1],), ([5, 6, 7, 8, 5],))
# the linear pass is the longer one: without an op count, minimality ranks the slow first
FAST = ("    seen = set()\n"
        "    for x in xs:\n"
        "        if x in seen:\n"
        "            return True\n"
        "        seen.add(x)\n"
        "    return False\n")
SLOW = "    return any(x in xs[:i] for i, x in enumerate(xs))\n"


def test_the_looped_tests_parse_to_no_visible_call():
    assert visible_calls(LOOPED) == ()
    probe = inputs_for(LOOPED, ())
    assert not probe.scaled and not probe.edge


def test_the_observed_calls_give_scaled_and_edge_inputs():
    probe = inputs_for(LOOPED, (), OBSERVED)
    assert ([1, 2, 3] * 32,) in [c.args for c in probe.scaled.values()]
    assert probe.edge
    assert asked_later(LOOPED, (), OBSERVED)



def test_parsed_visible_calls_are_kept_where_they_exist():
    """A task measured from its literals is measured as before, whatever the tests add."""
    visible = (VisibleCall(Call(([4, 4],), {}), True, 2),)
    assert probe_calls(visible, OBSERVED) == (([4, 4],),)
    keyword_only = (VisibleCall(Call((), {"xs": [4, 4]}), True, 2),)
    assert probe_calls(keyword_only, OBSERVED) == OBSERVED


def test_observed_calls_read_are_bounded():
    many = tuple(([k],) for k in range(3 * MAX_OBSERVED_BASES))
    assert len(probe_calls((), many)) == MAX_OBSERVED_BASES


def test_a_quadratic_pass_ranks_below_a_linear_one_on_looped_tests(runner):
    rollouts = [Rollout(LOOPED.task_id, rid, completion=code)
                for rid, code in (("fast", FAST), ("slow", SLOW))]
    run = grade_run({LOOPED.task_id: LOOPED}, rollouts, GradeConfig(), runner=runner)
    grades = {g.rollout_id: g for g in run.grades}
    assert grades["fast"].passed and grades["slow"].passed
    assert grades["fast"].rank < grades["slow"].rank
    assert any(f.detector == "quality.approach" for f in grades["slow"].findings)
