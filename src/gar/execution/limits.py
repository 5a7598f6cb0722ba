"""Per-test time limits derived from the reference solution.

A test's limit is CPU time (not wall: on 2 oversubscribed cores wall time turns
slow-but-correct rollouts into false timeouts): ``max(FLOOR_S, MULTIPLIER x the reference's
slowest test)``, capped by the rollout's timeout. The reference is measured once per task
per process (cached by the task's content), concurrently with the rollouts of tasks already
measured. Without a reference, ``DEFAULT_S``.

The same run validates the task (:func:`reference_fault`): a reference that does not pass
its own task's tests makes the task a task fault (see :mod:`gar.execution.verdicts`). Tasks
with a reference are therefore measured even when a job gives its per-test limit.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from gar.execution.jobs import CheckJob
from gar.records import FunctionTask

if TYPE_CHECKING:
    from gar.execution.runner import FunctionRunner

FLOOR_S = 0.5
MULTIPLIER = 10.0
DEFAULT_S = 3.0

_cache: dict[str, float] = {}
_verdicts: dict[str, str | None] = {}  # task key -> why its reference fails, or None
_lock = threading.Lock()


def _key(task: FunctionTask) -> str:
    text = "\0".join((task.task_id, task.prompt, task.test, task.canonical_solution or ""))
    return hashlib.sha256(text.encode()).hexdigest()


def from_reference(reference_test_cpu: Sequence[float]) -> float:
    slowest = max(reference_test_cpu, default=0.0)
    return max(FLOOR_S, MULTIPLIER * slowest)


def resolve(runner: FunctionRunner, jobs: Sequence[CheckJob]) -> list[float]:
    """The per-test CPU limit of each job (explicit, derived from a reference, or default)."""
    with ThreadPoolExecutor(max_workers=runner.size) as pool:
        return [limit.result() for limit in start(runner, jobs, pool)]


def start(runner: FunctionRunner, jobs: Sequence[CheckJob], pool: Executor
          ) -> list[Future[float]]:
    """One future per job holding its per-test CPU limit. The reference of each task not yet
    measured is run on ``pool`` (once per task), so a job waits only for its own task's
    reference, never for the whole batch's."""
    pending: dict[str, Future[float]] = {}
    limits: list[Future[float]] = []
    for job in jobs:
        derived: Future[float] | None = None
        if job.task.canonical_solution is not None:
            key = _key(job.task)
            with _lock:
                known = _cache.get(key)
            if known is None and key not in pending:
                pending[key] = pool.submit(_measure, runner, job.task, key)
            derived = _done(known) if known is not None else pending[key]
        if job.per_test_timeout_s is not None:
            limits.append(_done(float(job.per_test_timeout_s)))
        elif derived is None:
            limits.append(_done(min(DEFAULT_S, job.timeout_s)))
        else:
            limits.append(_capped(derived, job.timeout_s))
    _waiting.update(pending)
    return limits


_waiting: dict[str, Future[float]] = {}


def reference_fault(task: FunctionTask) -> str | None:
    """Why the task's reference fails its own tests (waiting for its measurement when one is
    running), or None: no reference, not measured, it passes, or the sandbox failed."""
    if task.canonical_solution is None:
        return None
    key = _key(task)
    running = _waiting.get(key)
    if running is not None:
        try:
            running.result()
        except Exception:  # noqa: BLE001 - the sandbox failed: no verdict on the task
            return None
        _waiting.pop(key, None)
    with _lock:
        return _verdicts.get(key)


def _done(value: float) -> Future[float]:
    future: Future[float] = Future()
    future.set_result(value)
    return future


def _capped(derived: Future[float], cap: float) -> Future[float]:
    capped: Future[float] = Future()

    def copy(done: Future[float]) -> None:
        try:
            capped.set_result(min(done.result(), cap))
        except BaseException as exc:  # noqa: BLE001 — the waiting job reports it
            capped.set_exception(exc)

    derived.add_done_callback(copy)
    return capped


def _measure(runner: FunctionRunner, task: FunctionTask, key: str) -> float:
    """Run the task's reference solution; its slowest test gives the limit (cached)."""
    from gar.execution.results import check_result, test_cpu_times

    reference = CheckJob(task=task, program=task.prompt + (task.canonical_solution or ""),
                         timeout_s=30.0)
    reply = runner.check_reply(reference, 10.0)
    if not isinstance(reply, dict):
        return DEFAULT_S  # the sandbox failed: not cached, the next batch measures again
    result = check_result(reply)
    limit = from_reference(test_cpu_times(reply)) if result.passed else DEFAULT_S
    fault = None if result.passed else (
        f"its reference solution fails its own tests ({result.status.value}: "
        f"{result.reason or 'no reason'})")
    if result.status.value == "unscorable" and "sandbox" in result.reason:
        return DEFAULT_S  # infrastructure, not the task: measured again next time
    with _lock:
        _cache[key] = limit
        _verdicts[key] = fault
    return limit
