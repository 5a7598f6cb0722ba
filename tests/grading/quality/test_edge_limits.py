"""The other passes' edge limit follows the scout's answer (gar.grading.quality.timing.
edge_limits): an edge input the scout answered within 5 ms of CPU runs for the others to
50 ms, one it needed longer for to the stage's limit; in the real sandbox a pass slow where
the scout was quick times out at the floor and is not judged there."""

from test_merged_runs import FAST, TWIN, measured

from gar.execution import CallOutcome
from gar.grading.quality import dynamic, timing

# Busy ~0.1 s of CPU on the edge input [0]: under the stage's limit, over the floor.
SLOW_ON_ZERO = ("    if xs == [0]:\n        n = 0\n        for i in range(3_000_000):\n"
                "            n += i\n" + FAST)
# Another text of the same: as the scout, its slow answer keeps the stage's limit there.
SLOW_SCOUT = ("    if xs == [0]:\n        total = 0\n        for i in range(3_000_000):\n"
              "            total += i\n" + FAST)


def test_the_floor_only_where_the_scout_answered_within_a_tenth_of_it():
    def answered(cpu_s: float, status: str = "ok") -> CallOutcome:
        return CallOutcome(status=status, cpu_time_s=cpu_s)  # type: ignore[arg-type]

    scouted = [answered(0.0), answered(0.005), answered(0.0051), answered(0.001, "error"),
               answered(0.0, "timeout"), answered(0.0, "crashed"), answered(0.2)]
    assert timing.edge_limits(scouted, 0.25) == (0.05, 0.05, 0.25, 0.05, 0.25, 0.25, 0.25)
    assert timing.edge_limits(scouted[:1], 0.02) == (0.02,)  # never above the stage's limit


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


def test_a_slow_scout_keeps_the_stages_limit_for_the_others_there(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": SLOW_SCOUT, "slow": SLOW_ON_ZERO})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    (job,) = [j for j in jobs if j.program == items[1].program and j.calls == scaled + edge]
    zero = list(probe.edge).index(next(k for k, c in probe.edge.items() if c.args == ([0],)))
    limits = job.call_timeouts_s[len(scaled):]
    assert limits[zero] == 0.25 and set(limits[:zero] + limits[zero + 1:]) == {0.05}
    assert signals["slow"].edge[list(probe.edge)[zero]] == "=bool:False"  # answered
