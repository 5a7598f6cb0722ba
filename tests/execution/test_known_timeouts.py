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
    runner.call_many([job(LOOPS_ON_NEGATIVE, [-2])])
    (result,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-1, -2, 3])])
    # -1 (nearer zero than -2: not known) times out for real and kills the process: the
    # known -2 was never reached
    assert statuses(result) == ["timeout", "crashed", "crashed"]


def test_a_call_is_known_at_its_own_limit(real) -> None:
    """A job with per-call limits: each timeout is remembered at its own call's limit, so a
    later job asking that call at that limit does not pay it again, and one asking a call
    known only at a lower limit does."""
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    (first,) = runner.call_many([CallJob(LOOPS_ON_NEGATIVE, "f", (Call((-2,)),),
                                         call_timeouts_s=(0.1,))])
    (second,) = runner.call_many([CallJob(LOOPS_ON_NEGATIVE, "f", (Call((2,)), Call((-1,))),
                                          call_timeouts_s=(0.1, 0.05))])
    assert statuses(first) == ["timeout"] and statuses(second) == ["ok", "timeout"]
    sent = len(spy.sent)
    (known,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [3, -2], limit=0.1)])
    assert statuses(known) == ["ok", "timeout"] and spy.sent[-1] == [3]  # -2: known at 0.1 s
    (again,) = runner.call_many([job(LOOPS_ON_NEGATIVE, [-1], limit=0.1)])
    assert statuses(again) == ["timeout"] and spy.sent[-1] == [-1]  # -1: known at 0.05 s only
    assert len(spy.sent) == sent + 2 and runner.skipped == 1


RECURSIVE_FIB = ("def f(n, base=0):\n    return n if n < 2 else f(n - 1, base) + f(n - 2, base)\n")


def test_a_timeout_stands_for_the_calls_further_out_along_one_int_argument(real) -> None:
    """``fib(30)`` timing out at 50 ms stands for ``fib(33)`` (further out) at that limit or
    below, not for ``fib(20)`` (nearer zero), a negative argument, another argument changed
    (a call of two arguments), or a larger limit; what it stands for is cut without running and reads as the
    known timeout."""
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    (first,) = runner.call_many([job(RECURSIVE_FIB, [30])])
    assert statuses(first) == ["timeout"]
    sent = len(spy.sent)
    (cut,) = runner.call_many([job(RECURSIVE_FIB, [5, 33, 20])])
    assert statuses(cut) == ["ok", "timeout", "crashed"] and spy.sent[-1] == [5]
    assert cut.outcomes[1] == first.outcomes[0]
    (nearer,) = runner.call_many([job(RECURSIVE_FIB, [20, -33])])
    assert statuses(nearer) == ["ok", "ok"] and spy.sent[-1] == [20, -33]
    (larger,) = runner.call_many([job(RECURSIVE_FIB, [33], limit=0.1)])
    assert statuses(larger) == ["timeout"] and spy.sent[-1] == [33]
    # two arguments: no inference (a larger value can be less work there)
    (other,) = runner.call_many([CallJob(RECURSIVE_FIB, "f", (Call((33, 1)),), timeout_s=0.05)])
    assert statuses(other) == ["timeout"] and len(spy.sent) == sent + 4
    assert runner.skipped == 1


def test_dominates_reads_one_int_argument_of_the_same_sign_further_out() -> None:
    from gar.execution.known_timeouts import _shape, dominates

    def further(known: tuple, call: tuple, **kwargs: object) -> bool:  # type: ignore[type-arg]
        a, b = _shape(Call(known)), _shape(Call(call, kwargs))
        return a is not None and b is not None and dominates(a, b)

    assert not further((32,), (32,))  # the same call: the exact rule's
    assert further((32,), (38,)) and further((-19,), (-251,)) and further((5,), (999,))
    # past the recursion depth a recursive program raises at once: no inference there
    assert not further((32,), (10**6 + 7,)) and not further((-19,), (-(10**6),))
    assert not further((32,), (31,)) and not further((-19,), (19,)) and not further((0,), (5,))
    # more than one argument: a larger base is less work, not more
    assert not further((234, 1), (234, 3)) and not further((9, 1), (234, 1))
    assert not further((5,), (6,), k=1) and not further((5,), (5.5,))
    assert _shape(Call((True,))) is None and _shape(Call(("x",))) is None


def test_a_cut_call_is_not_remembered_so_nothing_is_inferred_from_an_inference(real) -> None:
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    runner.call_many([job(RECURSIVE_FIB, [30])])
    (cut,) = runner.call_many([job(RECURSIVE_FIB, [33], limit=0.02)])  # below 0.05: cut
    assert statuses(cut) == ["timeout"] and runner.skipped == 1
    # only fib(30) stands for others: fib(33), cut at 0.02 s, was never seen to time out
    assert [(n, at) for n, at, _ in runner._further[(RECURSIVE_FIB, "f")]] == [(30, 0.05)]


WRAPPED = LOOPS_ON_NEGATIVE + (
    "def g(x):  # forwards its first two calls, then answers by itself\n"
    "    g.n = getattr(g, 'n', 0) + 1\n"
    "    return f(x) if g.n <= 2 else -x\n")


def test_a_wrapper_shares_the_forwarded_programs_timeouts_on_its_forwarded_calls(real) -> None:
    # CallJob.same_as: the first n calls of a wrapping job are the other program's own
    # calls, so its known timeouts hold there, both ways; the later calls are the job's own.
    spy = Recording(real)
    runner = KnownTimeouts(spy)
    runner.call_many([job(LOOPS_ON_NEGATIVE, [-1])])
    forwarded = CallJob(WRAPPED, "g", tuple(Call((x,)) for x in (3, -1, 4)), timeout_s=0.05,
                        same_as=(LOOPS_ON_NEGATIVE, "f", 2))
    (cut,) = runner.call_many([forwarded])
    assert statuses(cut) == ["ok", "timeout", "crashed"] and spy.sent[-1] == [3]
    own = CallJob(WRAPPED, "g", tuple(Call((x,)) for x in (3, 4, -1)), timeout_s=0.05,
                  same_as=(LOOPS_ON_NEGATIVE, "f", 2))
    (answered,) = runner.call_many([own])  # -1 is its own third call: not the known one
    assert statuses(answered) == ["ok", "ok", "ok"] and answered.outcomes[2].value == 1
    assert runner.skipped == 1
    # a timeout met in the forwarded part is known for the forwarded program
    fresh = KnownTimeouts(spy)
    (met,) = fresh.call_many([CallJob(WRAPPED, "g", (Call((-2,)),), timeout_s=0.05,
                                      same_as=(LOOPS_ON_NEGATIVE, "f", 1))])
    assert statuses(met) == ["timeout"] and spy.sent[-1] == [-2]
    (plain,) = fresh.call_many([job(LOOPS_ON_NEGATIVE, [5, -2])])
    assert statuses(plain) == ["ok", "timeout"] and spy.sent[-1] == [5]  # -2 not run again
    assert fresh.skipped == 1
