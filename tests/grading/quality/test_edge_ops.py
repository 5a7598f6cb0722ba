"""Edge calls are capped by a count of executed lines, not by CPU time
(gar.grading.quality.edge_ops, since session 16): whether a pass answers an edge input is a
property of its program and the input, the same idle or loaded (real sandbox). Until then a
50 ms CPU floor decided it, and a pass needing about that much answered in one grading and
not in the next."""

from test_merged_runs import FAST, TWIN, measured

from gar.execution import Call, CallJob
from gar.grading.quality import dynamic, edge_ops

# ~3M loop steps on the edge input [0]: far over the cap (and ~0.1 s of CPU untraced).
SLOW_ON_ZERO = ("    if xs == [0]:\n        n = 0\n        for i in range(3_000_000):\n"
                "            n += i\n" + FAST)
SLOW_SCOUT = ("    if xs == [0]:\n        total = 0\n        for i in range(3_000_000):\n"
              "            total += i\n" + FAST)
LOOP = "def count_to(n):\n    k = 0\n    while k < n:\n        k += 1\n    return k\n"


def _zero(probe):
    return next(k for k, c in probe.edge.items() if c.args == ([0],))


def test_a_pass_slow_where_the_scout_was_quick_is_capped_unjudged(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": FAST, "slow": SLOW_ON_ZERO,
                                                  "twin": TWIN})
    probe = dynamic.probe_inputs(ctx)
    scaled, edge = tuple(probe.scaled.values()), tuple(probe.edge.values())
    wrapped = edge_ops.edge_program(items[1].program or "", ctx.task.entry_point, len(scaled),
                                    peak=True)
    (job,) = [j for j in jobs if j.program == wrapped]
    # the scaled inputs, the peak reading between the parts (timing.merged), the edge inputs
    assert job.entry_point == edge_ops.EDGE_ENTRY and job.calls == (*scaled, Call(), *edge)
    assert job.call_timeouts_s == ((dynamic.CALL_TIMEOUT_S,) * len(scaled)
                                   + (edge_ops.EDGE_CPU_S,) * (1 + len(edge)))
    zero = _zero(probe)
    assert signals["slow"].edge[zero] == "capped" and signals["scout"].edge[zero] == "=bool:False"
    assert signals["twin"].edge[zero] == "=bool:False"
    assert not dynamic.comparable(signals["slow"].edge[zero])  # no vote, no finding
    # the scaled inputs ran as they are: the same answers as the twin's
    assert signals["slow"].scaled == signals["twin"].scaled


def test_what_the_scout_cannot_answer_under_the_cap_is_asked_of_no_one(runner):
    ctx, items, signals, jobs = measured(runner, {"scout": SLOW_SCOUT, "slow": SLOW_ON_ZERO})
    probe = dynamic.probe_inputs(ctx)
    scaled = tuple(probe.scaled.values())
    zero = _zero(probe)
    assert signals["scout"].edge[zero] == "capped"
    wrapped = edge_ops.edge_program(items[1].program or "", ctx.task.entry_point, len(scaled),
                                    peak=True)
    (job,) = [j for j in jobs if j.program == wrapped]
    assert probe.edge[zero] not in job.calls[len(scaled):] and zero not in signals["slow"].edge


def _lines_run(source, name, *args):
    """Line events of one call, traced in this process (the sandbox's tracer counts the
    same events: one per line run, and one per pass of a loop)."""
    import sys

    space: dict = {}
    exec(compile(source, "solution.py", "exec"), space)  # noqa: S102 — the test's own code
    count = 0

    def local(frame, event, arg):
        nonlocal count
        count += event == "line"
        return local

    sys.settrace(lambda frame, event, arg: local)
    try:
        space[name](*args)
    finally:
        sys.settrace(None)
    return count


def test_the_cap_is_a_count_of_lines_whatever_the_cpu_limit(runner, monkeypatch):
    # The decision is the line count's (deterministic), not the CPU clock's: a loop answers
    # exactly where its count is within the cap, at a tight CPU limit and a loose one.
    counts = {n: _lines_run(LOOP, "count_to", n) for n in (10, 200, 201, 800)}
    assert counts[10] < counts[200] < counts[201] < counts[800]
    monkeypatch.setattr(edge_ops, "EDGE_LINE_CAP", counts[200])
    calls = tuple(Call((n,)) for n in counts)
    for limit in (0.25, 3.0):
        (result,) = runner.call_many([edge_ops.edge_job(LOOP, "count_to", calls, limit)])
        keys = [dynamic.outcome_key(o) for o in result.outcomes]
        assert keys == ["=int:10", "=int:200", "capped", "capped"], (limit, keys)
        assert [edge_ops.unanswered(o) for o in result.outcomes] == [False, False, True, True]


def test_the_untraced_calls_come_first_and_errors_pass_through(runner):
    program = "def f(x):\n    if x < 0:\n        raise ValueError('negative')\n    return x * 2\n"
    calls = (Call((1,)), Call((-1,)), Call((3,)), Call((-2,)))
    (plain,) = runner.call_many([CallJob(program, "f", calls, 0.25)])
    (wrapped,) = runner.call_many([edge_ops.edge_job(program, "f", calls, 0.25, untraced=2)])
    assert [dynamic.outcome_key(o) for o in wrapped.outcomes] == [
        dynamic.outcome_key(o) for o in plain.outcomes] == ["=int:2", "!ValueError", "=int:6",
                                                            "!ValueError"]
