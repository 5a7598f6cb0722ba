"""The edge limit is a floor (gar.grading.quality.timing.edge_limits): the scout runs every
edge input to 50 ms (since session 15), and every edge input the scout answered there runs
for the others to 50 ms, whatever the scout's reading
(until session 12 the stage's limit where the scout read over 5 ms, a line a reading could
cross from one grading to the next); in the real sandbox a pass slow there times out at the
floor and is not judged there."""

from test_merged_runs import FAST, TWIN, measured

from gar.execution import CallOutcome
from gar.grading.quality import dynamic, timing

# Busy ~0.1 s of CPU on the edge input [0]: under the stage's limit, over the floor.
SLOW_ON_ZERO = ("    if xs == [0]:\n        n = 0\n        for i in range(3_000_000):\n"
                "            n += i\n" + FAST)
# Another text of the same: as the scout, it times out there at the floor.
SLOW_SCOUT = ("    if xs == [0]:\n        total = 0\n        for i in range(3_000_000):\n"
              "            total += i\n" + FAST)


def test_the_floor_on_every_edge_input_whatever_the_scouts_reading():
    from gar.execution import CallJobResult

    assert timing.edge_limits(3, 0.25) == (0.05, 0.05, 0.05)
    assert timing.edge_limits(1, 0.02) == (0.02,)  # never above the stage's limit
    limits = set()
    for ms in (0.0, 1.6, 4.0, 5.0, 5.1, 8.0, 13.0, 200.0):  # readings either side of 5 ms
        scout_edge = CallJobResult(tuple(CallOutcome(status="ok", cpu_time_s=ms / 1000 * j)
                                         for j in (0.5, 1.0, 2.0)))
        limits.add(timing.others_edge_limits(["a", "b", "c"], scout_edge, 0.25))
    assert limits == {(0.05, 0.05, 0.05)}
    assert timing.others_edge_limits(["a"], CallJobResult((), load_error="x"), 0.25) == ()


def test_a_pass_slow_where_the_scout_was_quick_times_out_at_the_floor_unjudged(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "slow": SLOW_ON_ZERO,
                                                  "twin": TWIN})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    merged = [j for j in jobs if j.program == items[1].program and j.calls == scaled + edge]
    assert [j.call_timeouts_s for j in merged] == [(0.25,) * len(scaled) + (0.05,) * len(edge)]
    zero = next(k for k, c in probe.edge.items() if c.args == ([0],))
    assert signals["slow"].edge[zero] == "timeout" and signals["scout"].edge[zero] == "=bool:False"
    assert signals["twin"].edge[zero] == "=bool:False"
    assert not dynamic.comparable(signals["slow"].edge[zero])  # no vote, no finding


def test_the_scout_meets_the_floor_too_and_what_it_cannot_answer_there_is_asked_of_no_one(
        runner):
    # Since session 15 the scout runs its edge inputs at the floor as well: its timeout there
    # costs the floor (it cost the stage's limit), and the input is not asked of the others,
    # who at the floor would mostly time out unjudged.
    ctx, items, signals, jobs = measured(runner, {"scout": SLOW_SCOUT, "slow": SLOW_ON_ZERO})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    zero = next(k for k, c in probe.edge.items() if c.args == ([0],))
    scouting = next(j for j in jobs if j.program == items[0].program and j.calls == scaled + edge)
    assert scouting.call_timeouts_s == (0.25,) * len(scaled) + (0.05,) * len(edge)
    assert signals["scout"].edge[zero] == "timeout"  # no vote, as a pass's timeout there
    (job,) = [j for j in jobs if j.program == items[1].program and j.calls[:len(scaled)] == scaled]
    assert probe.edge[zero] not in job.calls[len(scaled):] and zero not in signals["slow"].edge
    assert set(job.call_timeouts_s[len(scaled):]) == {0.05}
