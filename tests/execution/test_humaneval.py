"""The 164 HumanEval canonical solutions all pass through ``execute``; wrong ones fail."""

from __future__ import annotations

import pytest

from gar.datasets import humaneval_tasks
from gar.execution import ExecConfig, execute
from gar.records import Rollout, Status

pytestmark = pytest.mark.slow


def test_all_canonical_solutions_pass_and_wrong_ones_fail() -> None:
    tasks = humaneval_tasks()
    rollouts = [Rollout(task_id=tid, rollout_id="canonical", completion=task.canonical_solution,
                        index=i) for i, (tid, task) in enumerate(tasks.items())]
    wrong = [Rollout(task_id=tid, rollout_id="wrong", completion="    return None\n")
             for tid in list(tasks)[:20]]
    results = execute(tasks, rollouts + wrong, ExecConfig())
    failures = {r.task_id: res.reason for r, res in zip(rollouts, results, strict=False)
                if not res.passed}
    assert not failures, failures
    assert all(res.tests and all(t.status == "passed" for t in res.tests)
               for res in results[: len(rollouts)])
    assert all(res.status in (Status.FAILED, Status.ERROR) for res in results[len(rollouts):])
