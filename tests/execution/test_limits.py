"""Per-test limits: which jobs wait for which reference (logic only; the measurement itself
runs in the real sandbox in test_runner.py)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

from gar.execution import CheckJob
from gar.execution import limits as test_limits
from gar.records import ExecutionResult, FunctionTask, Status

WITH_REFERENCE = FunctionTask(
    task_id="lim/ref", prompt="def f(x):\n", entry_point="f",
    test="def check(candidate):\n    assert candidate(1) == 1\n", canonical_solution="    return x\n",
)
WITHOUT_REFERENCE = replace(WITH_REFERENCE, task_id="lim/none", canonical_solution=None)


class BlockedReferences:
    """Stand-in runner: every reference run blocks until released, then reports a sandbox
    failure (so nothing is cached and the default limit applies)."""

    size = 2

    def __init__(self) -> None:
        self.release = threading.Event()
        self.runs: list[str] = []

    def check_reply(self, job: CheckJob, per_test_cpu_s: float) -> ExecutionResult:
        self.runs.append(job.task.task_id)
        assert self.release.wait(10)
        return ExecutionResult(Status.UNSCORABLE, reason="stand-in")


def test_a_job_waits_only_for_its_own_tasks_reference() -> None:
    runner = BlockedReferences()
    jobs = [
        CheckJob(task=WITH_REFERENCE, program="x", timeout_s=10.0),
        CheckJob(task=WITHOUT_REFERENCE, program="x", timeout_s=2.0),
        CheckJob(task=WITH_REFERENCE, program="x", per_test_timeout_s=0.7),
        CheckJob(task=WITH_REFERENCE, program="y", timeout_s=1.0),
    ]
    with ThreadPoolExecutor(max_workers=2) as pool:
        limits = test_limits.start(runner, jobs, pool)
        assert limits[1].result(timeout=5) == 2.0  # no reference: the default, capped
        assert limits[2].result(timeout=5) == 0.7  # explicit
        assert not limits[0].done() and not limits[3].done()  # waiting for the reference
        runner.release.set()
        assert limits[0].result(timeout=5) == test_limits.DEFAULT_S
        assert limits[3].result(timeout=5) == 1.0  # capped by its own timeout
    assert runner.runs == ["lim/ref"]  # one reference run for the task's two jobs
    assert test_limits._key(WITH_REFERENCE) not in test_limits._cache  # failures not cached
