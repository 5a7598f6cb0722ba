"""One job per pass for the scaled and the edge inputs (gar.grading.quality.timing), in the
real sandbox: the same answers as separate jobs, the edge inputs again alone where the
scaled part ended the process, and each pass's own peak read between the two parts (no run
of the scaled inputs alone)."""

from shared_tasks import has_dup_task

from gar.execution import Call, CallJob
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
# ~32 MB on the grown inputs (the scaled part) only
HEAVY = "    if len(xs) > 40:\n        block = [0] * 4_000_000\n        del block\n" + FAST
READING = (Call(),)  # the merged job's peak reading between its parts (timing.merged)


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
    assert [j.calls for j in twin] == [scaled + READING + edge]  # one job: no edge or timing job
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


def test_the_scaled_parts_own_peak_is_read_in_the_job_without_a_run_alone(runner):
    """The merged job's peak covers the greedy edge input (40 MB, it could score), but the
    reading taken between the parts is the scaled run's own: no run of the scaled inputs
    alone (until session 23 one ran, a process start and the scaled inputs again)."""
    ctx, _items, signals, jobs = measured(runner, {"scout": FAST, "greedy": GREEDY})
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    assert not [j for j in jobs if j.calls == scaled and j.entry_point == TASK.entry_point]
    assert not scoring.memory_may_score(signals["greedy"].peak_memory_kb)  # its own run's
    fast, _, _, plain = measured(runner, {"scout": FAST, "twin": TWIN})
    twin = fast.evidence[1].program
    assert not [j for j in plain if j.calls == scaled and j.program == twin]  # no peak run


def test_the_edge_scout_runs_its_scaled_and_edge_inputs_in_one_job_too(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "twin": TWIN})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    scout = of(jobs, items[0].program)
    assert [j.calls for j in scout] == [scaled + READING + edge]  # was an edge and a timing job
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


def test_a_greedy_scouts_peak_is_its_scaled_parts_too(runner):
    """The scout's scouting job reads its scaled part's peak the same way: its 40 MB edge
    input scores nothing, and no scaled inputs run alone."""
    ctx, _items, signals, jobs = measured(runner, {"greedy": GREEDY, "twin": TWIN})
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    assert not [j for j in jobs if j.calls == scaled and j.entry_point == TASK.entry_point]
    assert not scoring.memory_may_score(signals["greedy"].peak_memory_kb)


def test_the_reading_is_the_peak_a_run_of_the_scaled_inputs_alone_has(runner):
    """Memory held on the scaled inputs shows in the reading as in a job of the scaled
    inputs alone (the reading's job also loads the edge tracer: ~0.1 MB; peaks read
    0.1-0.3 MB apart from run to run anyway)."""
    ctx, items, signals, _jobs = measured(runner, {"scout": FAST, "heavy": HEAVY})
    scaled = tuple(dynamic.probe_inputs(ctx).scaled.values())
    (own,) = runner.call_many([CallJob(items[1].program, TASK.entry_point, scaled,
                                       dynamic.CALL_TIMEOUT_S)])
    reading = signals["heavy"].peak_memory_kb
    assert scoring.memory_may_score(reading)
    assert abs(reading - own.peak_memory_kb) < 2048
    assert reading - signals["scout"].peak_memory_kb > 25_000
