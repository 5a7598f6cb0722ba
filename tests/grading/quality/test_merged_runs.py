"""One job per pass for the scaled and the edge inputs (gar.grading.quality.timing), in the
real sandbox: the same answers as separate jobs, the edge inputs again alone where the
scaled part ended the process, and each pass's own peak where a peak could score."""

from shared_tasks import has_dup_task

from gar.execution import CallJob
from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality import dynamic, edge_ops, scoring
from gar.grading.visible import visible_calls
from gar.records import ExecutionResult, Rollout, Status, program_source

TASK = has_dup_task("q/dup-merged")
FAST = "    return len(set(xs)) != len(xs)\n"
TWIN = "    return len(xs) != len(set(xs))\n"
# loops forever on the grown inputs (longer than any visible list): the scaled part times out
STUCK = "    while len(xs) > 40:\n        pass\n    return len(set(xs)) != len(xs)\n"
# 40 MB on the edge input [0] only: a merged job's peak is above what can score
GREEDY = "    if xs == [0]:\n        block = [0] * 5_000_000\n        del block\n" + FAST


def measured(runner, solutions):
    jobs: list = []

    class Spy:
        def call_many(self, batch, progress=None):
            jobs.extend(batch)
            return runner.call_many(batch, progress)

    items = []
    for rid, code in solutions.items():
        rollout = Rollout(TASK.task_id, rid, completion=code)
        items.append(RolloutEvidence(rollout, program_source(TASK, rollout),
                                     ExecutionResult(Status.PASSED)))
    ctx = GroupContext(TASK, tuple(items), visible_calls(TASK), runner=Spy())
    signals = dynamic.measure(ctx, items, scoring.cpu_may_score, scoring.memory_may_score)
    return ctx, items, signals, jobs


def of(jobs, program):
    """The jobs that ran ``program``: as it is, or wrapped for its edge calls (edge_ops)."""
    return [j for j in jobs if j.program == program or (
        j.entry_point == edge_ops.EDGE_ENTRY and j.program.startswith(program))]


def alone(runner, program, calls):
    (result,) = runner.call_many([CallJob(program, TASK.entry_point, calls,
                                          dynamic.CALL_TIMEOUT_S)])
    return [dynamic.outcome_key(o) for o in result.outcomes]


def test_a_pass_runs_its_scaled_and_edge_inputs_in_one_job_with_the_same_answers(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "twin": TWIN})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    assert scaled and edge
    twin = of(jobs, items[1].program)
    assert [j.calls for j in twin] == [scaled + edge]  # one job: no edge job, no timing job
    got = signals["twin"]
    assert list(got.edge.values()) == alone(runner, items[1].program, edge)
    assert list(got.scaled.values()) == alone(runner, items[1].program, scaled)


def test_edge_inputs_run_again_alone_where_the_scaled_part_ended_the_process(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "stuck": STUCK})
    probe = dynamic.probe_inputs(ctx)
    edge = tuple(probe.edge.values())
    stuck = signals["stuck"]
    assert "timeout" in stuck.scaled.values()
    assert [j for j in of(jobs, items[1].program) if j.calls == edge]
    assert list(stuck.edge.values()) == alone(runner, items[1].program, edge)
    assert all(dynamic.comparable(v) for v in stuck.edge.values())


def test_a_peak_that_could_score_is_measured_on_the_scaled_run_alone(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "greedy": GREEDY})
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    assert [j for j in jobs if j.program == items[1].program and j.calls == scaled]
    assert not scoring.memory_may_score(signals["greedy"].peak_memory_kb)  # its own run's
    fast, _, _, plain = measured(runner, {"scout": FAST, "twin": TWIN})
    twin = fast.evidence[1].program
    assert not [j for j in plain if j.calls == scaled and j.program == twin]  # no peak run


def test_the_edge_scout_runs_its_scaled_and_edge_inputs_in_one_job_too(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "twin": TWIN})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    scout = of(jobs, items[0].program)
    assert [j.calls for j in scout] == [scaled + edge]  # was an edge job and a timing job
    got = signals["scout"]
    assert list(got.edge) == list(probe.edge)  # the scout answers every edge input
    assert list(got.edge.values()) == alone(runner, items[0].program, edge)
    assert list(got.scaled.values()) == alone(runner, items[0].program, scaled)


def test_a_scout_whose_scaled_part_ended_the_process_scouts_the_edge_inputs_alone(runner):
    ctx, items, signals, jobs = measured(runner, {"stuck": STUCK, "twin": TWIN})
    edge = tuple(dynamic.probe_inputs(ctx).edge.values())
    stuck = signals["stuck"]
    assert "timeout" in stuck.scaled.values()
    assert [j for j in of(jobs, items[0].program) if j.calls == edge]
    assert list(stuck.edge.values()) == alone(runner, items[0].program, edge)


def test_only_a_bound_that_could_score_is_measured_again(runner):
    """A greedy scout's merged peak (its 40 MB edge input) could score, the twin's cannot:
    the scout's scaled inputs run alone for its own peak, and then no peak can score, so
    the twin's bound stands (no run of its own)."""
    ctx, items, signals, jobs = measured(runner, {"greedy": GREEDY, "twin": TWIN})
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    alone_runs = [j.program for j in jobs
                  if j.calls == scaled and j.entry_point == TASK.entry_point]
    assert alone_runs == [items[0].program]
    assert not scoring.memory_may_score(signals["greedy"].peak_memory_kb)
