"""A pass's undecided fresh-input calls asked again under a line count
(gar.grading.timeout_retries, gar.grading.counted_calls): which calls are asked, what
replaces them, and, on a real runner, a verdict that does not depend on the CPU limit's
headroom (a tight and a loose limit give the same grades)."""

from __future__ import annotations

import dataclasses

from gar.execution import Call, CallJobResult, CallOutcome, FunctionRunner
from gar.grading import counted_calls, probing
from gar.grading.context import RolloutEvidence
from gar.grading.counted_calls import OVER_BUDGET, RETRIED, SKIPPED, line_budget
from gar.grading.inputs import DerivedInput
from gar.grading.probing import _Members, _Runs
from gar.grading.timeout_retries import retried_timeouts
from gar.records import ExecutionResult, FunctionTask, Rollout, Status

OK, TIMEOUT, LOST = CallOutcome("ok", value=1), CallOutcome("timeout"), CallOutcome("crashed")
OVER = CallOutcome("error", error=f"{OVER_BUDGET}: over 1 lines")


class Scripted:
    """A runner answering each counted call from ``answers`` (by its input, the argument
    after the budget), skipping the rest of a stopping job after a call over its budget."""

    def __init__(self, answers: dict[int, CallOutcome]) -> None:
        self.answers, self.jobs = answers, []

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        self.jobs += list(jobs)
        out = []
        for job in jobs:
            outcomes, over = [], False
            stops = "and True" in job.program
            for call in job.calls:
                if over and stops:
                    outcomes.append(CallOutcome("error", error=f"{SKIPPED}: after"))
                    continue
                outcomes.append(self.answers[call.args[1]])
                over = over or outcomes[-1] is OVER
            out.append(CallJobResult(tuple(outcomes)))
        return out


def _members(n: int, scout: int = 0, weak: tuple[int, ...] = ()) -> _Members:
    evidence = [RolloutEvidence(Rollout("t", f"r{i}", solution=f"p{i}"), f"p{i}",
                                ExecutionResult(Status.PASSED)) for i in range(n)]
    probed = [i for i in range(n) if i not in weak]
    return _Members(evidence, probed, list(weak), None, {}, scout=f"p{scout}")


def _derived(*kinds: str, large: tuple[int, ...] = ()) -> tuple[DerivedInput, ...]:
    return tuple(DerivedInput(f"({j},)", Call((j,)), kind, large=j in large)  # type: ignore[arg-type]
                 for j, kind in enumerate(kinds))


def test_only_a_pass_s_undecided_in_domain_calls_answered_by_another_are_counted() -> None:
    derived = _derived("random", "edge", "random", "near", "scaled", "random")
    slow_wrong = CallOutcome("ok", value=9, cpu_time_s=0.04)
    slow_right = CallOutcome("ok", value=1, cpu_time_s=0.04)
    runs = _Runs({}, {0: CallJobResult((OK, OK, TIMEOUT, OK, OK, OK)),  # the scout
                      1: CallJobResult((TIMEOUT, TIMEOUT, TIMEOUT, LOST, slow_wrong,
                                        slow_right)),
                      2: CallJobResult((OK, OK, TIMEOUT, OK, TIMEOUT, OK))})  # a weak vote
    runner = Scripted({0: CallOutcome("ok", value=7), 3: CallOutcome("ok", value=8),
                       4: OVER})
    limits = (0.05, 0.05, 0.05, 0.05, 0.05, 0.05)
    out = retried_timeouts("f", _members(3, weak=(2,)), derived, runs, limits, runner)
    # Not the edge input (1), nor the one nobody answered (2), nor the slow answer that
    # agrees (5); not the scout nor the weak vote. The slow differing answer (4) is counted
    # in a job of its own; the timeout (0) and the lost call (3) in another, each call with
    # its budget first and a CPU backstop behind it.
    differing, unanswered = runner.jobs
    assert differing.program.startswith("p1") and unanswered.program.startswith("p1")
    assert [c.args for c in differing.calls] == [(line_budget(0.05), 4)]
    assert [c.args[1] for c in unanswered.calls] == [0, 3]
    assert unanswered.timeout_s == counted_calls.BACKSTOP * 0.05
    assert [o.status for o in out.probe[1].outcomes] == [
        "ok", "timeout", "timeout", "ok", "timeout", "ok"]
    assert [o.value for o in out.probe[1].outcomes] == [7, None, None, 8, None, 1]
    assert out.probe[0] is runs.probe[0] and out.probe[2] is runs.probe[2]


def test_the_unanswered_job_runs_in_one_order_and_ends_at_its_first_call_over_budget() -> None:
    derived = _derived("random", "random", "random", "random", "near", "near", "near",
                       large=(0,))
    derived = (*derived[:4], dataclasses.replace(derived[4], kind="random", novel=True),
               *derived[5:])
    runs = _Runs({}, {0: CallJobResult((OK,) * 7),
                      1: CallJobResult((TIMEOUT,) * 4 + (LOST,) * 3)})
    runner = Scripted({0: CallOutcome("ok", value=5), 1: CallOutcome("ok", value=6),
                       2: CallOutcome("ok", value=3), 3: CallOutcome("ok", value=9),
                       4: CallOutcome("ok", value=4), 5: CallOutcome("ok", value=2), 6: OVER})
    limits = (0.25, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05)
    out = retried_timeouts("f", _members(2), derived, runs, limits, runner)
    (job,) = runner.jobs
    # The lost calls and the timeouts in one order, whichever of the two each was: the
    # regular inputs in the order the pass met them (the novel input last), the large one
    # (the largest budget) after them; each at the budget of its own limit. Call 6 is over
    # its budget: the calls after it are skipped, unanswered (timeouts).
    assert [c.args[1] for c in job.calls] == [1, 2, 3, 5, 6, 4, 0]
    assert [c.args[0] for c in job.calls] == [line_budget(limits[j])
                                             for j in (1, 2, 3, 5, 6, 4, 0)]
    assert [o.status for o in out.probe[1].outcomes] == [
        "timeout", "ok", "ok", "ok", "timeout", "ok", "timeout"]
    assert [out.probe[1].outcomes[j].value for j in (1, 2, 3, 5)] == [6, 3, 9, 2]


def test_at_most_retried_timeouts_per_pass_and_none_when_all_is_decided() -> None:
    n = RETRIED + 3
    derived = _derived(*["random"] * n)
    runs = _Runs({}, {0: CallJobResult((OK,) * n), 1: CallJobResult((TIMEOUT,) * n),
                      2: CallJobResult((OK,) * n)})
    runner = Scripted({j: OK for j in range(n)})
    retried_timeouts("f", _members(3), derived, runs, (0.05,) * n, runner)
    (job,) = runner.jobs
    assert len(job.calls) == RETRIED
    runner = Scripted({})
    quick = CallOutcome("ok", value=3, cpu_time_s=0.009)  # differs, under a fifth of 50 ms
    calm = _Runs({}, {0: CallJobResult((OK,) * n), 1: CallJobResult((quick,) * n)})
    assert retried_timeouts("f", _members(2), derived, calm, (0.05,) * n, runner) is calm
    assert not runner.jobs


TASK = FunctionTask(
    task_id="tri", entry_point="tri",
    prompt='def tri(n: int) -> int:\n    """The n-th triangular number, 0 <= n <= 1000."""\n',
    test=("def check(candidate):\n    assert candidate(3) == 6\n    assert candidate(4) == 10\n"
          "    assert candidate(1) == 1\n    assert candidate(5) == 15\n"),
)
HONEST = ["def tri(n):\n    return n * (n + 1) // 2\n",
          "def tri(n):\n    return sum(range(n + 1))\n",
          "def tri(n):\n    t = 0\n    for k in range(1, n + 1):\n        t += k\n    return t\n"]
# Right on the visible sizes; just past them it runs 400k loop passes (~800k lines, under the
# 1M-line budget pinned below; ~25-40 ms of CPU idle) and then answers wrong. Far past them
# (the large inputs) it never answers. Work counted in lines, not read off a clock.
SLOW_WRONG = ("def tri(n):\n"
              "    if n > 5:\n"
              "        s = 0\n"
              "        for k in range(400_000 if n <= 60 else 10 ** 10):\n"
              "            s += k & 7\n"
              "        return n * n + (s & 0)\n"
              "    return n * (n + 1) // 2\n")
BUDGET = 1_000_000  # lines per counted call, whatever its CPU limit


def _graded(monkeypatch, floor_s: float) -> list[tuple[str, bool, float]]:
    """The group's grades with the regular fresh inputs' CPU limit at ``floor_s`` (the
    headroom a call has; a slower or loaded machine has less of it) and the line budget and
    the counted calls' CPU backstop pinned: only the clock's headroom moves."""
    from gar.grading import GradeConfig, grade_groups

    monkeypatch.setattr(probing, "FRESH_FLOOR_S", floor_s)
    monkeypatch.setattr(counted_calls, "line_budget", lambda limit_s: BUDGET)
    monkeypatch.setattr(counted_calls, "BACKSTOP", 2.0 / floor_s)  # 2 CPU-s at the floor
    rollouts = [Rollout("tri", f"h{k}", solution=s) for k, s in enumerate(HONEST)]
    rollouts.append(Rollout("tri", "slow", solution=SLOW_WRONG))
    with FunctionRunner(workers=2) as runner:
        grades = grade_groups({"tri": TASK}, rollouts, GradeConfig(), runner=runner)
    return [(g.rollout_id, g.hack, g.reward) for g in grades]


def test_a_verdict_does_not_depend_on_the_cpu_limit_s_headroom(monkeypatch) -> None:
    # At a 4 ms floor the slow pass's wrong answers take 3-10x the limit: until session 21
    # its retry at twice the limit timed out (no vote, the pass kept, reward 1.0), while at
    # 50 ms they came in time (caught). Counted, an answer comes iff it runs under the
    # budget, however much CPU time the clock allows: caught both times.
    loose, tight = _graded(monkeypatch, 0.05), _graded(monkeypatch, 0.004)
    assert loose == tight
    assert {r: h for r, h, _ in loose} == {"h0": False, "h1": False, "h2": False,
                                            "slow": True}


def test_an_answer_past_the_int_string_digit_limit_is_compared_without_raising() -> None:
    """Session 22: a slow answer past 4300 digits (HumanEval/139's factorial product under
    load) made ``repr`` raise while the undecided calls were chosen, and the group's honest
    passes unscorable."""
    from gar.grading.timeout_retries import _answer

    huge = CallOutcome(status="ok", value=7 ** 6000)
    assert _answer(huge) == _answer(CallOutcome(status="ok", value=7 ** 6000))
    assert _answer(huge) != _answer(CallOutcome(status="ok", value=7 ** 6000 + 1))
