"""One rule for rollouts that cannot run (issue 13 item 2): an empty answer is the policy's
failure (``failed``, reward 0, ``empty``); unscorable is only for what is not the policy's
fault. ``gar exec``, ``gar grade`` and the trainer integrations must agree on every case."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gar.execution import ExecConfig, execute, unusable_result
from gar.grading import GradeConfig, grade_groups
from gar.integrations.batch import grade_batch
from gar.io import load_rollouts
from gar.records import POLICY_REASONS, FunctionTask, RepoTask, Rollout, Status

ADD = FunctionTask(task_id="add", prompt="def add(a, b):\n", entry_point="add",
                   test="def check(candidate):\n    assert candidate(1, 2) == 3\n")
REPO = RepoTask(task_id="repo", workspace=Path("."), problem_statement="x")


@pytest.mark.parametrize(("task", "rollout", "status", "code"), [
    (ADD, Rollout("add", "a", completion=""), Status.FAILED, "empty"),
    (ADD, Rollout("add", "a", completion=" \n\t"), Status.FAILED, "empty"),
    (ADD, Rollout("add", "a", solution="\n"), Status.FAILED, "empty"),
    (REPO, Rollout("repo", "a", patch="  "), Status.FAILED, "empty"),
    (None, Rollout("nope", "a", completion="    return 1\n"), Status.UNSCORABLE, "unknown_task"),
    (ADD, Rollout("add", "a", problem="expected exactly one of completion/solution/patch"),
     Status.UNSCORABLE, "invalid_rollout"),
    (ADD, Rollout("add", "a", patch="--- a\n+++ b\n"), Status.UNSCORABLE, "invalid_rollout"),
    (REPO, Rollout("repo", "a", completion="x"), Status.UNSCORABLE, "invalid_rollout"),
])
def test_the_rule(task, rollout, status, code) -> None:
    result = unusable_result(task, rollout)
    assert result is not None and (result.status, result.reason_code) == (status, code)
    assert result.reason  # the prose stays for people
    assert (code in POLICY_REASONS) == (status is not Status.UNSCORABLE)


def test_runnable_code_is_not_decided_here() -> None:
    assert unusable_result(ADD, Rollout("add", "a", completion="    return a + b\n")) is None


def test_the_decision_reads_no_prose() -> None:
    # A problem phrased like the old empty-rollout marker is still the record's problem.
    rollout = Rollout("add", "a", completion="", problem="empty rollout (f:3)")
    assert unusable_result(ADD, rollout).reason_code == "invalid_rollout"


def test_exec_grade_and_the_batch_integration_agree(tmp_path) -> None:
    lines = [{"task_id": "add", "completion": ""}, {"task_id": "add", "completion": "   "},
             {"task_id": "nope", "completion": "    return 1\n"}]
    path = tmp_path / "r.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    rollouts = load_rollouts(path, {"add": ADD})
    assert all(r.problem is None for r in rollouts[:2])
    executed = execute({"add": ADD}, rollouts, ExecConfig(workers=1))
    graded = grade_groups({"add": ADD}, rollouts, GradeConfig(workers=1))
    batch = grade_batch({"add": ADD}, ["add", "add", "nope"], ["", "```python\n```", "x"],
                        [0, 0, 1], grade_config=GradeConfig(workers=1))
    expected = [(Status.FAILED, "empty"), (Status.FAILED, "empty"),
                (Status.UNSCORABLE, "unknown_task")]
    assert [(r.status, r.reason_code) for r in executed] == expected
    assert [(g.status, g.reason_code) for g in graded] == expected
    assert [(g.status, g.reason_code) for g in batch.grades] == expected
    assert [g.reward for g in graded] == [0.0, 0.0, None]
    assert batch.rewards[2] is None and batch.rewards[0] is not None
    assert "r.jsonl:1" in executed[0].reason  # where it came from, for people
