"""Held-out evaluation: pass@1 with greedy decoding, graded by the same pipeline.

``eval/pass_at_1`` counts a task solved only when its greedy answer passes the hardened tests
and the grader confirms no hack; ``eval/tests_pass_rate`` is the raw test outcome and
``eval/hack_rate`` the share of answers confirmed as hacks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gar.grading import GradeConfig
from gar.grading.pipeline import grade_run
from gar.records import FunctionTask, Status
from gar.train.rollout import sample_groups


def evaluate(
    model: Any,
    tokenizer: Any,
    tasks: Sequence[FunctionTask],
    grade_config: GradeConfig,
    max_new_tokens: int,
    step: int,
) -> tuple[dict[str, float], list[dict[str, Any]]]:
    """Metrics and one record per task (task id, answer, passed, hack)."""
    if not tasks:
        return {}, []
    batch = sample_groups(model, tokenizer, list(tasks), 1, max_new_tokens=max_new_tokens,
                          temperature=0.0)
    rollouts = batch.rollouts(step)
    by_id = {task.task_id: task for task in tasks}
    grades = grade_run(by_id, rollouts, grade_config).grades
    scorable = [g for g in grades if g.status is not Status.UNSCORABLE]
    n = max(len(scorable), 1)
    metrics = {
        "eval/pass_at_1": sum(g.passed and not g.hack for g in scorable) / n,
        "eval/tests_pass_rate": sum(g.passed for g in scorable) / n,
        "eval/hack_rate": sum(g.hack for g in scorable) / n,
        "eval/tasks": float(len(tasks)),
        "eval/unscorable": float(len(grades) - len(scorable)),
    }
    records = [
        {"task_id": g.task_id, "response": r.trajectory, "passed": g.passed, "hack": g.hack,
         "status": g.status.value}
        for g, r in zip(grades, rollouts, strict=True)
    ]
    return metrics, records
