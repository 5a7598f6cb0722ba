"""What a rollout that cannot (or need not) run becomes: one rule, decided from data.

:func:`unusable_result` is used by ``gar exec`` (:func:`gar.execution.execute`), ``gar grade``
(:mod:`gar.grading.pipeline`), the repository runner, every trainer integration (through the
grader) and the embedded trainer alike. The rule: an empty answer (no code, or only
whitespace) is the policy's failure: ``FAILED``, reward 0, ``reason_code`` ``empty``.
``UNSCORABLE`` is only for what is not the policy's fault: an unknown task
(``unknown_task``), a record that cannot be interpreted (``invalid_rollout``: no code field,
two of them, not a string, a field the task kind does not take); the infrastructure and
broken tasks are decided where they happen (:mod:`gar.execution.verdicts`).

A leaf module (records only), so execution, the repository runner and grading can all use it
without importing each other.
"""

from __future__ import annotations

from gar.records import ExecutionResult, RepoTask, Rollout, Status, Task


def unusable_result(task: Task | None, rollout: Rollout) -> ExecutionResult | None:
    """What ``rollout`` becomes without running, or None when it has code to run.

    Decided from data, never from prose: ``task`` None (not in the task set),
    ``rollout.problem`` (set by the reader when the record cannot be interpreted), the code
    field the task's kind needs, and whether that code is blank."""
    where = f" ({rollout.origin})" if rollout.origin and not rollout.problem else ""
    if task is None:
        return ExecutionResult(Status.UNSCORABLE, reason_code="unknown_task", reason=(
            rollout.problem or f"unknown task_id {rollout.task_id!r}{where}"))
    if rollout.problem:
        return ExecutionResult(Status.UNSCORABLE, reason=rollout.problem,
                               reason_code="invalid_rollout")
    code = _code_for(task, rollout)
    if code is None:
        needs = ("a repository task needs a 'patch' (unified diff)" if isinstance(task, RepoTask)
                 else "a function-level task needs a completion or solution")
        return ExecutionResult(Status.UNSCORABLE, reason=needs + where,
                               reason_code="invalid_rollout")
    if not code.strip():
        return ExecutionResult(Status.FAILED, reason_code="empty",
                               reason=f"empty rollout: the policy answered nothing{where}")
    return None


def _code_for(task: Task, rollout: Rollout) -> str | None:
    if isinstance(task, RepoTask):
        return rollout.patch
    return rollout.solution if rollout.solution is not None else rollout.completion
