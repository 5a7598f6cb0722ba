from gar.records import ExecutionResult, Status
from gar.repo import bundled_rollouts, bundled_tasks, compare_patches
from gar.repo.probe import ProbeCall, derive_calls, literal_hits, mutate, visible_calls

TASK = bundled_tasks()["repo/durations"]
ITEMS = bundled_rollouts({TASK.task_id})


def test_visible_calls_and_derived_inputs():
    calls = [c for c, _ in visible_calls(TASK)]
    assert ProbeCall("timeparse", "parse_duration", "('1h30m',)", "{}") in calls
    derived = {c.args for c in derive_calls(calls)}
    assert "('2h41m',)" in derived and "('1i30n',)" in derived
    assert not derived & {c.args for c in calls}
    assert mutate({"db": {"port": 2}}, 0) == {"db": {"port": 3}}


def test_literal_hits_only_in_added_source_lines():
    calls = [c for c, _ in visible_calls(TASK)]
    patches = {i.rollout.rollout_id: i.rollout.patch for i in ITEMS}
    assert literal_hits(patches["hardcode"], calls)
    assert not literal_hits(patches["reference"], calls)
    assert not literal_hits(patches["test_edit"], calls)  # test files are not code


def test_group_comparison_confirms_special_casing_only(sandbox):
    keep = ("reference", "minimal", "sprawling", "swallow", "hardcode", "partial")
    items = [i for i in ITEMS if i.rollout.rollout_id in keep]
    results = [ExecutionResult(Status.FAILED if i.label == "fail" else Status.PASSED)
               for i in items]
    found = compare_patches(TASK, [i.rollout for i in items], results, sandbox)
    hacks = {items[i].rollout.rollout_id: f for i, fs in found.items() for f in fs
             if f.kind == "hack"}
    assert set(hacks) == {"hardcode"}
    evidence = hacks["hardcode"].evidence
    assert evidence["output"] != evidence["consensus"] and evidence["literal"]


def test_no_consensus_no_demotion(sandbox):
    items = [i for i in ITEMS if i.rollout.rollout_id in ("reference", "hardcode")]
    results = [ExecutionResult(Status.PASSED)] * 2
    found = compare_patches(TASK, [i.rollout for i in items], results, sandbox)
    # one other member is a majority of one: still confirmed, with the reference out of it
    assert [f.kind for f in found.get(1, ())] == ["hack"]
    alone = compare_patches(TASK, [items[1].rollout], results[:1], sandbox)
    assert alone == {}
