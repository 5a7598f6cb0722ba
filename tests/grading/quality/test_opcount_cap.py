"""The op counts run to a lower first cap and are counted again to the full cap only where a
score could depend on it: every score equals a count to the full cap (real sandbox)."""

from shared_tasks import has_dup_task

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality import dynamic, scoring
from gar.grading.visible import visible_calls
from gar.records import ExecutionResult, Rollout, Status, program_source

TASK = has_dup_task("q/dup-cap")
SOLUTIONS = {
    "set": "    return len(set(xs)) != len(xs)\n",
    # the set's answer after a fixed loop: a few times its instructions, above the floor
    "padded": "    n = 0\n    for _ in range(32):\n        n += 1\n    return len(set(xs)) != len(xs)\n",
    "pairs": ("    for i in range(len(xs)):\n        for j in range(i + 1, len(xs)):\n"
              "            if xs[i] == xs[j]:\n                return True\n    return False\n"),
}


RECOUNT = dynamic.recount


def group_context(runner) -> GroupContext:  # type: ignore[no-untyped-def]
    items = []
    for rid, code in SOLUTIONS.items():
        rollout = Rollout(TASK.task_id, rid, completion=code)
        items.append(RolloutEvidence(rollout, program_source(TASK, rollout),
                                     ExecutionResult(Status.PASSED)))
    return GroupContext(TASK, tuple(items), visible_calls(TASK), runner=runner)


def measured(runner, monkeypatch, first_cap):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(dynamic, "FIRST_OPCODE_CAP", first_cap)
    recounted: list[list[str]] = []

    def spying(ctx, passes, **budget):  # type: ignore[no-untyped-def]
        recounted.append(sorted(e.rollout.rollout_id for e in passes))
        return RECOUNT(ctx, passes, **budget)

    monkeypatch.setattr(dynamic, "recount", spying)
    ctx = group_context(runner)
    out = scoring.measure_group(ctx, ctx.genuine_passes)
    return {r: s["approach"] for r, s in out.scores.items()}, recounted


def test_every_first_cap_gives_the_scores_of_the_full_count(runner, monkeypatch) -> None:
    full, none = measured(runner, monkeypatch, dynamic.OPCODE_CAP)
    assert not none and full["set"] == 1.0 and full["pairs"] == scoring.OPS_TAIL_FLOOR
    assert 1.0 > full["padded"] > scoring.FLOOR
    # a first cap 64x the best and more: the quadratic pass past it scores the tail's floor
    # uncounted
    far, kept = measured(runner, monkeypatch, 30_000)
    # a first cap under that: the padded pass is past it on every input, its first count
    # (the cap per input) within the floor's ratio; the passes past it are counted again
    near, again = measured(runner, monkeypatch, 150)
    # no count under the first cap: every pass is counted again
    low, every = measured(runner, monkeypatch, 5)
    assert far == near == low == full
    assert kept == [] and again == [["padded", "pairs"]] and every == [sorted(SOLUTIONS)]


def test_a_recount_stops_at_its_budget_where_every_total_scores_the_floor(runner) -> None:
    """A recount with a budget counts no further than it: a pass whose total passes the
    budget comes back beyond the cap (the value a capped count has), one under it exactly."""
    ctx = group_context(runner)
    items = ctx.evidence
    full = dynamic.recount(ctx, items)
    best = full["set"][0]
    budget = scoring._floor_budget(best)
    assert full["pairs"][0] > budget > full["padded"][0]  # the quadratic pass is past the floor
    stopped = dynamic.recount(ctx, items, budget=budget)
    inputs = len(dynamic.probe_inputs(ctx).scaled)
    assert stopped["pairs"] == (dynamic.OPCODE_CAP * inputs, True)
    assert stopped["padded"] == full["padded"] and stopped["set"] == full["set"]
    for ops in (stopped["pairs"][0], full["pairs"][0]):
        assert scoring.ops_score(ops, best) == scoring.OPS_TAIL_FLOOR
