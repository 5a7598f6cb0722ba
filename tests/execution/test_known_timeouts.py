"""KnownTimeouts on a real runner: a call that timed out is not run again for the same
program (its later jobs are cut there and report what a killed process reports), while
other programs, larger limits and calls before the known one run as usual."""

from __future__ import annotations

import pytest

from gar.execution import Call, CallJob, FunctionRunner
from gar.execution.known_timeouts import KnownTimeouts

LOOPS_ON_NEGATIVE = "def f(x):\n    while x < 0:\n        pass\n    return x * 2\n"
FAST = "def f(x):\n    return x * 2\n"


class Recording:
    """The real runner, with the calls of every job it was given recorded."""

    def __init__(self, runner: FunctionRunner) -> None:
        self.runner, self.sent = runner, []

    def check_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        return self.runner.check_many(jobs, progress)

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        self.sent += [[c.args[0] for c in job.calls] for job in jobs]
        return self.runner.call_many(jobs, progress)


@pytest.fixture(scope="module")
def real():
    with FunctionRunner(workers=1) as runner:
        yield runner


def job(program: str, xs: list[int], limit: float = 0.05) -> CallJob:
    return CallJob(program, "f", tuple(Call((x,)) for x in xs), timeout_s=limit)


def statuses(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [o.status for o in result.outcomes]


def test_a_known_timeout_is_not_run_again_and_reads_as_a_killed_process(real) -> None:
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    (first,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [1, -1, 2])])
    assert statuses(first) == ["ok", "timeout", "crashed"]
    (again,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [3, 4, -1, 5])])
    assert statuses(again) == ["ok", "ok", "timeout", "crashed"]
    assert [o.value for o in again.outcomes[:2]] == [6, 8]
    assert spy.sent[-1] == [3, 4]  # the known call and what follows it never ran
    (alone,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-1, 7])])
    assert statuses(alone) == ["timeout", "crashed"] and spy.sent[-1] == [3, 4]  # not sent
    assert runner.skipped == 2


def test_other_programs_and_larger_limits_still_run_the_call(real) -> None:
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    runner.call_many([job(LOOPS_ON_NEGATIVE, [-1])])
    (fast,) = runner.call_many([job(FAST, [-1, 2])])
    assert statuses(fast) == ["ok", "ok"] and spy.sent[-1] == [-1, 2]
    (larger,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-1], limit=0.1)])
    assert statuses(larger) == ["timeout"] and spy.sent[-1] == [-1]  # a new limit: run again
    (smaller,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [2, -1], limit=0.02)])
    assert statuses(smaller) == ["ok", "timeout"] and spy.sent[-1] == [2]
    assert runner.skipped == 1


def test_a_process_that_ended_before_the_known_call_reports_it_lost(real) -> None:
    runner = KnownTimeouts(real)
    runner.call_many([job(LOOPS_ON_NEGATIVE, [-1])])
    (result,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-2, -1, 3])])
    # -2 times out for real and kills the process: the known -1 was never reached
    assert statuses(result) == ["timeout", "crashed", "crashed"]


def test_a_call_is_known_at_its_own_limit(real) -> None:
    """A job with per-call limits: each timeout is remembered at its own call's limit, so a
    later job asking that call at that limit does not pay it again, and one asking a call
    known only at a lower limit does."""
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    (first,) = runner.call_many([CallJob(LOOPS_ON_NEGATIVE, "f", (Call((-1,)),),
                                         call_timeouts_s=(0.1,))])
    (second,) = runner.call_many([CallJob(LOOPS_ON_NEGATIVE, "f", (Call((2,)), Call((-2,))),
                                          call_timeouts_s=(0.1, 0.05))])
    assert statuses(first) == ["timeout"] and statuses(second) == ["ok", "timeout"]
    sent = len(spy.sent)
    (known,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [3, -1], limit=0.1)])
    assert statuses(known) == ["ok", "timeout"] and spy.sent[-1] == [3]  # -1: known at 0.1 s
    (again,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-2], limit=0.1)])
    assert statuses(again) == ["timeout"] and spy.sent[-1] == [-2]  # -2: known at 0.05 s only
    assert len(spy.sent) == sent + 2 and runner.skipped == 1
