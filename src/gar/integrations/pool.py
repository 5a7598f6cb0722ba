"""A pool of warm grading processes with a per-group timeout (no framework imported).

Each worker is a separate process (its own process group) that holds the task table and a
live :class:`~gar.execution.FunctionRunner` (sandbox servers started once), and grades one
group per job with :func:`gar.grading.grade_groups`. :meth:`GradingPool.grade` is async: at
most ``size`` groups are graded at once (one per worker); a caller waits for an idle worker.
A group that takes longer than ``timeout_s`` -- or whose worker dies -- gets unscorable grades
with the reason, never reward 0; its worker's whole process group is killed (sandboxes
included) and a fresh worker takes its place, so nothing is leaked and the rest go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import multiprocessing
import os
import signal
from collections.abc import Mapping, Sequence
from typing import Any

from gar.records import Grade, Rollout, Status, Task


def unscorable_grades(rollouts: Sequence[Rollout], reason: str) -> list[Grade]:
    return [Grade(task_id=r.task_id, rollout_id=r.rollout_id, status=Status.UNSCORABLE,
                  passed=False, reason=reason) for r in rollouts]


def _worker_main(conn: Any, task_records: list[dict[str, Any]], options: dict[str, Any]) -> None:
    with contextlib.suppress(OSError):
        os.setpgid(0, 0)  # the parent kills the whole group (sandboxes too) on a timeout
    from gar.execution import FunctionRunner
    from gar.grading import GradeConfig, grade_groups
    from gar.integrations.batch import tasks_from_records

    tasks = tasks_from_records(task_records)
    runner = FunctionRunner(workers=int(options.get("runner_workers", 0)),
                            sandbox=options.get("sandbox", "auto"))
    config = GradeConfig(sandbox=options.get("sandbox", "auto"),
                         timeout_s=float(options.get("rollout_timeout_s", 10.0)))
    conn.send(("ready", os.getpid()))
    while True:
        try:
            message = conn.recv()
        except EOFError:
            break
        if message is None:
            break
        job_id, extra_records, rollouts = message
        try:
            table = tasks if not extra_records else {**tasks, **tasks_from_records(extra_records)}
            conn.send((job_id, "ok", grade_groups(table, rollouts, config, runner=runner)))
        except Exception as exc:  # noqa: BLE001  reported to the parent as data
            conn.send((job_id, "error", f"{type(exc).__name__}: {exc}"))
    runner.close()


@dataclasses.dataclass(eq=False)
class _Worker:
    process: Any
    conn: Any

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self.process.kill()
        self.process.join(timeout=10)
        self.conn.close()


class GradingPool:
    """``pool = GradingPool(tasks, size=2); await pool.start(); await pool.grade(rollouts)``;
    ``await pool.close()`` stops every worker."""

    def __init__(self, tasks: Mapping[str, Task], size: int = 2, timeout_s: float = 300.0,
                 options: Mapping[str, Any] | None = None) -> None:
        from gar.integrations.batch import tasks_to_records

        self.size = max(1, size)
        self.timeout_s = timeout_s
        self.options = dict(options or {})
        self.options.setdefault("runner_workers", max(1, (os.cpu_count() or 1) // self.size) + 1)
        self._records = tasks_to_records(tasks)
        self._context = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[_Worker] | None = None
        self._all: set[_Worker] = set()
        self._jobs = 0
        self.busy = 0
        self.timeouts = 0
        self.restarts = 0
        self._closed = False

    async def start(self) -> None:
        self._idle = asyncio.Queue()
        workers = await asyncio.gather(*(self._spawn() for _ in range(self.size)))
        for worker in workers:
            self._idle.put_nowait(worker)

    async def _spawn(self) -> _Worker:
        return await asyncio.get_running_loop().run_in_executor(None, self._spawn_sync)

    def _spawn_sync(self) -> _Worker:
        parent, child = self._context.Pipe()
        process = self._context.Process(target=_worker_main, args=(child, self._records,
                                                                   self.options), daemon=True)
        process.start()
        child.close()
        worker = _Worker(process, parent)
        if not parent.poll(120) or parent.recv()[0] != "ready":
            worker.kill()
            raise RuntimeError("a grading worker did not start within 120 s")
        self._all.add(worker)
        return worker

    async def grade(self, rollouts: Sequence[Rollout],
                    extra_tasks: list[dict[str, Any]] | None = None) -> list[Grade]:
        """One group's grades (unscorable on timeout, worker death or a grader error)."""
        if self._idle is None or self._closed:
            raise RuntimeError("the grading pool is not running")
        worker = await self._idle.get()
        self.busy += 1
        self._jobs += 1
        job_id = self._jobs
        healthy = False
        try:
            worker.conn.send((job_id, extra_tasks, list(rollouts)))
            reply = await asyncio.get_running_loop().run_in_executor(
                None, _receive, worker.conn, self.timeout_s)
            if reply is None:
                self.timeouts += 1
                return unscorable_grades(rollouts, f"grading timed out after {self.timeout_s:g}s")
            if isinstance(reply, str):
                return unscorable_grades(rollouts, reply)
            _, status, payload = reply
            healthy = True
            if status != "ok":
                return unscorable_grades(rollouts, f"grading failed: {payload}")
            return list(payload)
        finally:
            self.busy -= 1
            if healthy:
                self._idle.put_nowait(worker)
            else:
                asyncio.get_running_loop().create_task(self._replace(worker))

    async def _replace(self, worker: _Worker) -> None:
        self._all.discard(worker)
        await asyncio.get_running_loop().run_in_executor(None, worker.kill)
        if self._closed:
            return
        self.restarts += 1
        fresh = await self._spawn()
        if self._closed:
            fresh.kill()
        elif self._idle is not None:
            self._idle.put_nowait(fresh)

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._all]

    async def close(self) -> None:
        self._closed = True
        workers = list(self._all)
        self._all.clear()
        for worker in workers:
            with contextlib.suppress(Exception):
                worker.conn.send(None)
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(None, _stop, w) for w in workers))


def _receive(conn: Any, timeout_s: float) -> Any:
    """The worker's reply; None on timeout; a reason string when the worker died."""
    try:
        if not conn.poll(timeout_s):
            return None
        return conn.recv()
    except (EOFError, OSError) as exc:
        return f"the grading worker died: {type(exc).__name__}"


def _stop(worker: _Worker) -> None:
    worker.process.join(timeout=5)
    worker.kill()
