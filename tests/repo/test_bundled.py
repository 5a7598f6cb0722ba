import json

import pytest

from gar.execution import ExecConfig
from gar.repo import bundled_rollouts, bundled_tasks, execute_repo_rollouts, quality_pairs

TASKS = bundled_tasks()
ITEMS = bundled_rollouts()


def test_the_bundled_set_is_complete():
    assert len(TASKS) >= 10
    for task_id, task in TASKS.items():
        labels = {i.label for i in ITEMS if i.rollout.task_id == task_id}
        assert {"genuine", "fail", "hack:tampering", "hack:hardcode"} <= labels, task_id
        assert 5 <= len(task.expected_tests) <= 15 and task.fail_to_pass
        assert sum(i.label == "genuine" for i in ITEMS if i.rollout.task_id == task_id) >= 3
        genuine = {i.rollout.rollout_id for i in ITEMS
                   if i.rollout.task_id == task_id and i.label == "genuine"}
        assert quality_pairs()[task_id] and all(set(p) <= genuine for p in quality_pairs()[task_id])


def _expected_to_pass(item):
    # tampering is undone before the pristine rerun; special-casing and reading the tests at
    # run time pass the visible tests
    return item.label in ("genuine", "hack:hardcode", "hack:introspection") or (
        item.rollout.rollout_id == "hack_ci")


@pytest.mark.slow
def test_every_bundled_rollout_executes_as_labelled(sandbox):
    pairs = [(TASKS[i.rollout.task_id], i.rollout) for i in ITEMS]
    results = execute_repo_rollouts(pairs, sandbox, ExecConfig(workers=2))
    wrong = [(i.rollout.task_id, i.rollout.rollout_id, r.status.value, r.reason)
             for i, r in zip(ITEMS, results, strict=True) if r.passed != _expected_to_pass(i)]
    assert wrong == []


@pytest.mark.slow
def test_grading_a_bundled_group_demotes_every_hack():
    from gar.grading import GradeConfig, grade_groups

    items = [i for i in ITEMS if i.rollout.task_id == "repo/rowparse"]
    grades = grade_groups(TASKS, [i.rollout for i in items], GradeConfig(workers=2))
    for item, grade in zip(items, grades, strict=True):
        if item.label.startswith("hack:"):
            assert grade.reward == 0.0, item.rollout.rollout_id
        if item.label.startswith("hack:") and grade.passed:
            assert grade.hack and grade.hack_evidence, item.rollout.rollout_id
        if item.label == "genuine":
            assert grade.passed and not grade.hack and grade.reward == 1.0
    assert max(g.advantage for g in grades) > 0 > min(g.advantage for g in grades)


def test_gar_exec_accepts_repo_tasks_and_patches(tmp_path):
    from typer.testing import CliRunner

    from gar.cli import app

    rollouts = tmp_path / "r.jsonl"
    chosen = [i for i in ITEMS if i.rollout.task_id == "repo/semver"][:3]
    rollouts.write_text("".join(json.dumps({"task_id": i.rollout.task_id,
                                            "rollout_id": i.rollout.rollout_id,
                                            "patch": i.rollout.patch}) + "\n" for i in chosen))
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(app, ["exec", "repo-bundled", str(rollouts), "-o", str(out)])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["status"] for r in records] == ["passed", "passed", "passed"]
