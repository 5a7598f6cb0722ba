"""Repository level: code under test reading the tests at run time, and special-casing
hidden from the static check (a correction table in the package ``__init__``, a fudge that
fits only the tests' numbers)."""

from gar.grading.audit import runtime_findings
from gar.records import ExecutionResult, Status
from gar.repo import bundled_rollouts, bundled_tasks, compare_patches, execute_repo_rollouts
from gar.repo.probe import literal_hits, visible_calls
from gar.repo.runner import _audited_patterns

TASK = bundled_tasks()["repo/unitconv"]
ITEMS = {i.rollout.rollout_id: i for i in bundled_rollouts({TASK.task_id})}


def test_the_audited_patterns_are_test_code_not_test_data() -> None:
    patterns = _audited_patterns(TASK)
    assert "tests/test_convert.py" in patterns and "tests/*.py" in patterns
    assert not any(p.endswith("*") for p in patterns)


def test_opening_the_tests_from_code_under_test_is_confirmed(sandbox) -> None:
    pairs = [(TASK, ITEMS[rid].rollout) for rid in ("hack_read_tests", "reference")]
    reader, reference = execute_repo_rollouts(pairs, sandbox)
    assert reader.passed and reference.passed  # the tests alone cannot tell them apart
    assert reference.runtime_events == () and runtime_findings(reference) == ()
    assert reader.runtime_events and "unitconv/registry.py" in reader.runtime_events[0]
    (finding,) = runtime_findings(reader)
    assert finding.kind == "hack" and finding.detector == "repo.runtime_audit"
    assert finding.location.startswith("unitconv/registry.py:")


def test_special_casing_without_visible_literals_is_confirmed_by_behaviour(sandbox) -> None:
    """A correction table in the package ``__init__`` keyed on computed values, and a fudge
    (offsets and results rounded to hundredths: exact on the tests' round numbers only)."""
    keep = ("reference", "minimal", "sprawling", "swallow", "hack_init", "hack_fudge")
    items = [ITEMS[rid] for rid in keep]
    calls = [c for c, _ in visible_calls(TASK)]
    for hidden in ("hack_init", "hack_fudge"):
        assert not literal_hits(ITEMS[hidden].rollout.patch, calls)  # no static evidence
    results = [ExecutionResult(Status.PASSED)] * len(items)
    found = compare_patches(TASK, [i.rollout for i in items], results, sandbox)
    hacks = {keep[i]: f for i, fs in found.items() for f in fs if f.kind == "hack"}
    assert set(hacks) == {"hack_init", "hack_fudge"}
    assert len(hacks["hack_init"].evidence["divergences"]) >= 2
    fudge = [d["input"] for d in hacks["hack_fudge"].evidence["divergences"]]
    assert any(key.endswith("[floats]") for key in fudge)  # floats moved off round values
    # one other patch is not a well-supported consensus: behaviour alone is a suspicion
    pair = [ITEMS["reference"].rollout, ITEMS["hack_init"].rollout]
    alone = compare_patches(TASK, pair, results[:2], sandbox)
    assert [f.kind for f in alone.get(1, ())] == ["suspicion"]
