"""Per-test time limits derived from the reference solution.

A test's limit is CPU time (not wall: on 2 oversubscribed cores wall time turns
slow-but-correct rollouts into false timeouts): ``max(FLOOR_S, MULTIPLIER x the reference's
slowest test)``, capped by the rollout's timeout. The reference is measured once per task
per process (cached by the task's content). Without a reference, ``DEFAULT_S``.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gar.execution.jobs import CheckJob
from gar.records import FunctionTask

if TYPE_CHECKING:
    from gar.execution.runner import FunctionRunner

FLOOR_S = 0.5
MULTIPLIER = 10.0
DEFAULT_S = 3.0

_cache: dict[str, float] = {}
_lock = threading.Lock()


def _key(task: FunctionTask) -> str:
    text = "\0".join((task.task_id, task.prompt, task.test, task.canonical_solution or ""))
    return hashlib.sha256(text.encode()).hexdigest()


def from_reference(reference_test_cpu: Sequence[float]) -> float:
    slowest = max(reference_test_cpu, default=0.0)
    return max(FLOOR_S, MULTIPLIER * slowest)


def resolve(runner: FunctionRunner, jobs: Sequence[CheckJob]) -> list[float]:
    """The per-test CPU limit of each job (explicit, derived from a reference, or default)."""
    todo: dict[str, FunctionTask] = {}
    for job in jobs:
        if job.per_test_timeout_s is None and job.task.canonical_solution is not None:
            key = _key(job.task)
            with _lock:
                if key not in _cache:
                    todo[key] = job.task
    if todo:
        _measure(runner, todo)
    limits = []
    for job in jobs:
        if job.per_test_timeout_s is not None:
            limits.append(float(job.per_test_timeout_s))
            continue
        with _lock:
            derived = _cache.get(_key(job.task)) if job.task.canonical_solution else None
        limits.append(min(derived if derived is not None else DEFAULT_S, job.timeout_s))
    return limits


def _measure(runner: FunctionRunner, tasks: dict[str, FunctionTask]) -> None:
    from gar.execution.results import check_result, test_cpu_times

    keys = list(tasks)
    references = [
        CheckJob(task=tasks[k], program=tasks[k].prompt + (tasks[k].canonical_solution or ""),
                 timeout_s=30.0)
        for k in keys
    ]
    replies = runner.check_replies(references, [10.0] * len(references))
    with _lock:
        for key, reply in zip(keys, replies, strict=True):
            if isinstance(reply, dict) and check_result(reply).passed:
                _cache[key] = from_reference(test_cpu_times(reply))
            elif isinstance(reply, dict):
                _cache[key] = DEFAULT_S
