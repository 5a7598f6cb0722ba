"""The scouts that spare a group its slow inputs, on a real runner: every input the scout
cannot answer in time is dropped, however many there are (a scout stopped after a few
timeouts left the rest for every pass of the group to time out on, one by one)."""

from __future__ import annotations

from gar.execution import Call, FunctionRunner
from gar.grading.inputs import DerivedInput
from gar.grading.probing import _without_slow_inputs
from gar.records import FunctionTask

TASK = FunctionTask(task_id="q/base", prompt="def to_base(x, base):\n", entry_point="to_base",
                    test="def check(candidate):\n    assert candidate(8, 2) == '1000'\n")
SCOUT = ("def to_base(x, base):\n"
         "    out = ''\n"
         "    while x > 0:\n"
         "        out = str(x % base) + out\n"
         "        x //= base\n"
         "    return out\n")


def test_every_input_the_scout_times_out_on_is_dropped() -> None:
    slow = [(x, 1) for x in (3, 5, 8, 9, 12, 15)]  # base 1 never ends: six timeouts
    fast = [(x, b) for x in (7, 10, 20) for b in (2, 3)]
    calls = [fast[0], *slow[:3], fast[1], *slow[3:], *fast[2:]]
    derived = tuple(DerivedInput(repr(c), Call(c), "near") for c in calls)
    with FunctionRunner(workers=1) as runner:
        kept = _without_slow_inputs(derived, TASK, runner, 0.05, SCOUT)
    assert [d.call.args for d in kept] == fast


class _Counting:
    def __init__(self, runner: FunctionRunner) -> None:
        self.runner, self.timeouts = runner, 0

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        results = self.runner.call_many(jobs, progress)
        self.timeouts += sum(o.status == "timeout" for r in results for o in r.outcomes)
        return results


def test_a_value_the_scout_timed_out_on_twice_and_never_answered_is_not_tried_again() -> None:
    slow = [(x, 1) for x in (3, 5, 8, 9, 12, 15)]
    fast = [(x, b) for x in (7, 10, 20) for b in (2, 3)]
    calls = [fast[0], *slow[:3], fast[1], *slow[3:], *fast[2:]]
    derived = tuple(DerivedInput(repr(c), Call(c), "near") for c in calls)
    with FunctionRunner(workers=1) as live:
        runner = _Counting(live)
        kept = _without_slow_inputs(derived, TASK, runner, 0.05, SCOUT)  # type: ignore[arg-type]
        assert [d.call.args for d in kept] == fast
        assert runner.timeouts == 2  # base 1 twice: the other four are left out untried
        # a value the scout has answered with is never condemned: 0 in base 1 returns ''
        answered = (DerivedInput("(0, 1)", Call((0, 1)), "near"), *derived)
        runner.timeouts = 0
        kept = _without_slow_inputs(answered, TASK, runner, 0.05, SCOUT)  # type: ignore[arg-type]
        assert [d.call.args for d in kept] == [(0, 1), *fast] and runner.timeouts == 6


def test_a_condemned_value_is_not_tried_among_the_large_inputs_nor_in_a_later_round() -> None:
    slow = [(x, 1) for x in (3, 5, 8)]
    fast = [(x, b) for x in (7, 10, 20) for b in (2, 3)]
    regular = tuple(DerivedInput(repr(c), Call(c), "near") for c in [*slow[:2], *fast])
    # the large inputs are scouted smallest first, up to the first timeout: base 1 first
    large = tuple(DerivedInput(repr(c), Call(c), "scaled", large=True)
                  for c in [(3, 1), (10**6, 2), (10**7, 3)])
    later = tuple(DerivedInput(repr(c), Call(c), "random") for c in [(12, 1), (15, 2)])
    met: list = []
    with FunctionRunner(workers=1) as live:
        runner = _Counting(live)
        kept = _without_slow_inputs((*regular, *large), TASK, runner, 0.05, SCOUT,  # type: ignore[arg-type]
                                    {}, met)
        assert [d.call.args for d in kept] == [*fast, (10**6, 2), (10**7, 3)]
        assert runner.timeouts == 2  # (3, 1) and (5, 1); the large (3, 1) is left out untried
        runner.timeouts = 0
        kept = _without_slow_inputs(later, TASK, runner, 0.05, SCOUT, {}, met)  # type: ignore[arg-type]
        assert [d.call.args for d in kept] == [(15, 2)] and runner.timeouts == 0


class _Jobs:
    def __init__(self, runner: FunctionRunner) -> None:
        self.runner, self.jobs = runner, []  # type: ignore[var-annotated]

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        self.jobs += [job.calls for job in jobs]
        return self.runner.call_many(jobs, progress)


def _inputs(calls: list, large: bool = False) -> list:
    return [DerivedInput(repr(c), Call(c), "scaled" if large else "near", large=large)
            for c in calls]


def test_the_scouts_replay_regular_and_large_inputs_run_in_one_job() -> None:
    regular = _inputs([(7, 2), (10, 3), (20, 2)])
    large = _inputs([(10 ** 30, 2), (10 ** 60, 3)], large=True)
    replay = (Call((8, 2)), Call((8, 2)))
    received: list = []
    with FunctionRunner(workers=1) as live:
        runner = _Jobs(live)
        kept = _without_slow_inputs((*regular, *large), TASK, runner, 0.25, SCOUT,  # type: ignore[arg-type]
                                    replay=(replay, received))
    assert len(runner.jobs) == 1 and runner.jobs[0][:2] == replay
    assert [o.value for o in received[0].outcomes] == ["1000", "1000"]
    assert kept == (*regular, *large)


def test_a_regular_timeout_leaves_the_large_inputs_to_run_alone_as_before() -> None:
    """The regular part ends the process at base 1: the large inputs after it are lost
    there, and run in a job of their own, without the value the timeouts condemned."""
    regular = _inputs([(7, 2), (3, 1), (5, 1), (20, 2)])
    large = _inputs([(10 ** 30, 1), (10 ** 30, 2)], large=True)
    with FunctionRunner(workers=1) as live:
        runner = _Jobs(live)
        kept = _without_slow_inputs((*regular, *large), TASK, runner, 0.05, SCOUT)  # type: ignore[arg-type]
    assert [d.call.args for d in kept] == [(7, 2), (20, 2), (10 ** 30, 2)]
    assert runner.jobs[-1] == (Call((10 ** 30, 2)),)  # (10**30, 1) condemned: base 1 twice


def test_a_replay_that_ends_the_process_counts_for_nothing() -> None:
    from gar.execution import CallJobResult, CallOutcome
    from gar.grading.scouting import FirstJob, first_job

    class Canned:
        def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
            lost = CallOutcome("crashed")
            return [CallJobResult((CallOutcome("timeout"), lost, lost))]

    got = first_job(Canned(), SCOUT, "to_base", (Call((8, 2)),), _inputs([(7, 2)]),  # type: ignore[arg-type]
                    _inputs([(10 ** 30, 2)], large=True), 0.05)
    assert got == FirstJob()


class _Limits:
    def __init__(self, runner: FunctionRunner) -> None:
        self.runner, self.limits = runner, []  # type: ignore[var-annotated]

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        self.limits += [job.limits_s() for job in jobs]
        return self.runner.call_many(jobs, progress)


def test_the_scout_runs_its_regular_inputs_at_the_floor_the_others_run_them_at() -> None:
    """Since session 16 the scout meets the regular inputs' floor too (probing.FRESH_FLOOR_S,
    every other prober's limit there): a loop that never ends (base 1) costs it the floor,
    not the stage's limit, and what it cannot answer at the floor is asked of no one. The
    replay and the large inputs keep the stage's limit."""
    from gar.grading.probing import FRESH_FLOOR_S

    regular = _inputs([(7, 2), (3, 1), (20, 2), (5, 1), (9, 3)])
    large = _inputs([(10 ** 30, 2)], large=True)
    replay = (Call((8, 2)),)
    with FunctionRunner(workers=1) as live:
        runner = _Limits(live)
        kept = _without_slow_inputs((*regular, *large), TASK, runner, 0.25, SCOUT,  # type: ignore[arg-type]
                                    replay=(replay, []))
    assert [d.call.args for d in kept] == [(7, 2), (20, 2), (9, 3), (10 ** 30, 2)]
    first = runner.limits[0]
    assert first == (0.25,) + (FRESH_FLOOR_S,) * len(regular) + (0.25,)
    # the regular part resumed after (3, 1) and after (5, 1) at the floor, the large input
    # alone at 0.25
    assert runner.limits[1:] == [(FRESH_FLOOR_S,) * 3, (FRESH_FLOOR_S,), (0.25,)]
