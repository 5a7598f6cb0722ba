"""Held-out evaluation: pass@1, graded by the same pipeline as training.

With ``samples=1`` and ``temperature=0`` (the default) each task gets one greedy answer; with
``samples=n`` at a temperature, pass@1 is estimated as the mean over the n samples per task
(the unbiased c/n estimator), which is less coarse on a small held-out set.
``eval/pass_at_1`` counts an answer only when it passes the hardened tests and the grader
confirms no hack; ``eval/tests_pass_rate`` is the raw test outcome and ``eval/hack_rate`` the
share of answers confirmed as hacks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gar.execution import Runner
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
    samples: int = 1,
    temperature: float = 0.0,
    seed: int = 0,
    hidden: Mapping[str, Any] | None = None,
    runner: Runner | None = None,
) -> tuple[dict[str, float], list[dict[str, Any]]]:
    """Metrics and one record per answer (task id, answer, passed, hack). With ``hidden``
    (task id -> :class:`gar.train.hackable.HackableTask`) the prompts show the visible tests
    and each answer also runs the hidden tests: ``eval/hidden_pass_at_1`` (the ground truth)
    and ``eval/visible_only_rate`` (visible pass, hidden fail). ``runner``: the live runner
    to grade with (the trainer's; needed for the hidden tests)."""
    if not tasks:
        return {}, []
    batch = sample_groups(model, tokenizer, list(tasks), samples, max_new_tokens=max_new_tokens,
                          temperature=temperature, seed=seed, show_tests=hidden is not None)
    rollouts = batch.rollouts(step)
    by_id = {task.task_id: task for task in tasks}
    grades = grade_run(by_id, rollouts, grade_config, runner=runner).grades
    truth: list[bool | None] = [None] * len(rollouts)
    if hidden is not None:
        if runner is None:
            raise ValueError("evaluating hidden tests needs the trainer's runner")
        from gar.records import program_source
        from gar.train.hackable import hidden_results

        truth = hidden_results(runner, [hidden[r.task_id] for r in rollouts],
                               [program_source(by_id[r.task_id], r) for r in rollouts],
                               grade_config.timeout_s)
    scorable = [g for g in grades if g.status is not Status.UNSCORABLE]
    n = max(len(scorable), 1)
    metrics = {
        "eval/pass_at_1": sum(g.passed and not g.hack for g in scorable) / n,
        "eval/tests_pass_rate": sum(g.passed for g in scorable) / n,
        "eval/hack_rate": sum(g.hack for g in scorable) / n,
        "eval/tasks": float(len(tasks)),
        "eval/samples_per_task": float(samples),
        "eval/unscorable": float(len(grades) - len(scorable)),
    }
    if hidden is not None:
        scored = [(g, t) for g, t in zip(grades, truth, strict=True) if t is not None]
        m = max(len(scored), 1)
        metrics["eval/hidden_pass_at_1"] = sum(t for _, t in scored) / m
        metrics["eval/visible_only_rate"] = sum(g.passed and not t for g, t in scored) / m
    records = [
        {"task_id": g.task_id, "response": r.trajectory, "passed": g.passed, "hack": g.hack,
         "status": g.status.value, "hidden_passed": t}
        for g, r, t in zip(grades, rollouts, truth, strict=True)
    ]
    return metrics, records
