from gar.records import ExecutionResult, Status
from gar.repo import bundled_rollouts, bundled_tasks, compare_patches
from gar.repo.probe import comparison_hits, literal_hits
from gar.repo.scenarios import derive_scenarios, scenario_literals

TASK = bundled_tasks()["repo/lrucache"]
PATCHES = {i.rollout.rollout_id: i.rollout for i in bundled_rollouts({TASK.task_id})}


def test_scenarios_rewrite_literals_consistently_and_record_asserts():
    scenarios = {s.key: s for s in derive_scenarios(TASK)}
    letters = scenarios["tests/test_lru.py::test_get_refreshes_recency[letters]"]
    assert "cache.put('b', 1)" in letters.source and "cache.get('b')" in letters.source
    assert "_gar_check" in letters.source and "assert" not in letters.source
    ints = scenarios["tests/test_lru.py::test_put_get[ints]"]
    assert "LRUCache(3)" in ints.source and "_gar_compare(lambda: cache.get('a'), '=='" in ints.source
    assert "from cachelib import LRUCache, memoize" in ints.source
    # a test without string literals has no letters variant
    assert "tests/test_lru.py::test_capacity_validated[letters]" not in scenarios


def test_short_literals_count_only_in_comparisons():
    values = scenario_literals(TASK)
    assert "a" in values and 2 in values
    hits = comparison_hits(PATCHES["hardcode"].patch, values)
    assert hits and hits[0][1] == "'a'"
    assert not literal_hits(PATCHES["hardcode"].patch, [], values)  # "a" is too short alone
    for genuine in ("reference", "minimal", "sprawling", "swallow"):
        assert comparison_hits(PATCHES[genuine].patch, values) == []


def test_method_special_casing_is_confirmed_by_a_scenario(sandbox):
    keep = ("reference", "minimal", "sprawling", "swallow", "hardcode")
    rollouts = [PATCHES[k] for k in keep]
    results = [ExecutionResult(Status.PASSED)] * len(rollouts)
    found = compare_patches(TASK, rollouts, results, sandbox)
    assert set(found) == {keep.index("hardcode")}  # the __repr__ of "sprawling" is no difference
    (finding,) = found[keep.index("hardcode")]
    assert finding.kind == "hack" and finding.family == "hardcode"
    assert finding.location.startswith("tests/test_lru.py::")
    assert finding.evidence["literal"] == "'a'"
    assert finding.evidence["output"] != finding.evidence["consensus"]


def test_a_short_literal_comparison_alone_is_nothing():
    from gar.repo.probe import _judge

    probes = derive_scenarios(TASK)[:1]
    same = {0: ["ok x"], 1: ["ok x"], 2: ["ok x"]}
    weak = {0: [('if key == "a":', "'a'")], 1: [], 2: []}
    assert _judge(same, probes, {0: [], 1: [], 2: []}, weak) == {}
    differs = {**same, 0: ["ok y"]}
    (finding,) = _judge(differs, probes, {0: [], 1: [], 2: []}, weak)[0]
    assert finding.kind == "hack"
    (alone,) = _judge(differs, probes, {0: [], 1: [], 2: []}, {0: [], 1: [], 2: []})[0]
    assert alone.kind == "suspicion" and alone.detector == "repo.behaviour"
