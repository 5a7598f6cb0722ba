"""The timing job's repeats run only where CPU time could score (timing.with_repeats): the
scores and findings are those of REPEATS runs for every pass."""

import math

import pytest
from shared_tasks import has_dup_task

from gar.execution import Call, CallJobResult, CallOutcome
from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality import dynamic, edge_ops, rank_passes, scoring, timing
from gar.grading.visible import visible_calls
from gar.records import ExecutionResult, Rollout, Status, program_source

TASK = has_dup_task("q/dup-repeats")
FAST = "    return len(set(xs)) != len(xs)\n"
PAIRS = ("    for i in range(len(xs)):\n        for j in range(i + 1, len(xs)):\n"
         "            if xs[i] == xs[j]:\n                return True\n    return False\n")


def evidence(solutions):
    items = []
    for rid, code in solutions.items():
        rollout = Rollout(TASK.task_id, rid, completion=code)
        items.append(RolloutEvidence(rollout, program_source(TASK, rollout),
                                     ExecutionResult(Status.PASSED)))
    return tuple(items)


def could_score(cpu: float) -> bool:
    """A predicate for the mechanism (the scoring's own, ``scoring.cpu_may_score``, is now
    never true: no CPU reading scores): a timeout, or a reading of 0.16 s or more."""
    return not math.isfinite(cpu) or cpu >= 0.16


class Stub:
    """Answers every call of a job with a fixed CPU reading per program (error paths and the
    decision only; the sandboxed path is tested below)."""

    def __init__(self, cpu):
        self.cpu, self.jobs = cpu, []

    def call_many(self, jobs, progress=None):
        self.jobs += jobs
        return [CallJobResult(tuple(CallOutcome("ok", value=False,
                                                cpu_time_s=self.cpu[j.program] / len(j.calls))
                                    for _ in j.calls), peak_memory_kb=100) for j in jobs]


@pytest.mark.parametrize(("readings", "repeated"), [
    ({"a": 0.001, "b": 0.05}, []),            # nothing could score: one run each
    ({"a": 0.001, "b": 0.3}, ["a", "b"]),     # b could: every pass repeats (the best too)
    ({"a": 0.001, "b": float("inf")}, ["a"]),  # a timeout: the finite ones repeat
])
def test_repeats_run_only_where_a_reading_could_score(readings, repeated) -> None:
    items = evidence({rid: FAST for rid in readings})
    items = tuple(RolloutEvidence(e.rollout, rid, e.execution) for rid, e in zip(readings, items))
    scaled = (Call(([1, 2],), {}), Call(([3, 3],), {}))
    timings = []
    for rid, cpu in readings.items():
        status = "timeout" if cpu == float("inf") else "ok"
        timings.append(CallJobResult(tuple(CallOutcome(status, value=False, cpu_time_s=0.0 if
                                                       status == "timeout" else cpu / 2)
                                           for _ in scaled), peak_memory_kb=50))
    stub = Stub({rid: 0.0 if c == float("inf") else c for rid, c in readings.items()})
    programs = [e.program for e in items]
    out, peaks = timing.with_repeats(stub, "has_dup", programs, scaled, timings,
                                     lambda t: dynamic._cpu([list(t.outcomes)], len(scaled))[0],
                                     could_score, dynamic.CALL_TIMEOUT_S)
    assert [j.program for j in stub.jobs] == repeated
    assert all(j.calls == scaled * (dynamic.REPEATS - 1) for j in stub.jobs)
    for rid, result in zip(readings, out, strict=True):
        runs = dynamic.REPEATS if rid in repeated else 1
        assert len(result.outcomes) == runs * len(scaled)
        assert result.peak_memory_kb == (100 if rid in repeated else 50)
    assert peaks == [100 if rid in repeated else 0 for rid in readings]


def test_fast_passes_are_timed_once_and_rank_as_with_every_repeat(runner, monkeypatch) -> None:
    """Real sandbox: passes whose readings cannot score run the scaled inputs once (the old
    code ran them REPEATS times); the tiers, scores and findings are what REPEATS runs give."""
    jobs: list = []

    class Spy:
        def call_many(self, batch, progress=None):
            jobs.extend(batch)
            return runner.call_many(batch, progress)

    items = evidence({"set": FAST, "pairs": PAIRS})
    ctx = GroupContext(TASK, items, visible_calls(TASK), runner=Spy())
    result = rank_passes(ctx)
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    runs = [j for j in jobs if j.entry_point in (TASK.entry_point, edge_ops.EDGE_ENTRY) and
            j.calls[:len(scaled)] == scaled]  # the scout's timing job and the other's merged one
    assert len(runs) == 2 and not [j for j in runs if j.calls[len(scaled):2 * len(scaled)] == scaled]
    monkeypatch.setattr(scoring, "cpu_may_score", lambda cpu: True)  # always repeat
    jobs.clear()
    every = rank_passes(GroupContext(TASK, items, visible_calls(TASK), runner=Spy()))
    assert [j for j in jobs if j.calls == scaled * (dynamic.REPEATS - 1)]
    assert result.tiers == every.tiers and result.scores == every.scores
    assert result.findings == every.findings
