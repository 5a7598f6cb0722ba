"""FunctionRunner: a pool of pre-started sandboxed worker servers for function-level code.

Each worker is a small server started once inside the sandbox; per job it forks a fresh
candidate process (from a zygote that never sees test code) and a separate harness process,
so the per-rollout cost is a few forks, not an interpreter start. Jobs are spread over the
workers by a thread pool; every method is thread-safe. See ``sandboxed/server.py``.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from gar.errors import SandboxUnavailable
from gar.execution import limits as test_limits
from gar.execution import verdicts
from gar.execution.jobs import Call, CallJob, CallJobResult, CheckJob, Progress
from gar.execution.results import call_result, check_result, unscorable
from gar.execution.sandboxed import codec
from gar.execution.worker import Worker, WorkerDied
from gar.records import ExecutionResult
from gar.sandbox import Sandbox, get_sandbox

OUTPUT_BYTES = 64_000
# Jobs queued per worker: the server starts the next one without waiting for the grader to
# read the last reply (it still runs one candidate at a time, so no core is oversubscribed).
PIPELINE = 2
# The server's own wall backstop fires first; this margin covers a stuck server.
_REPLY_MARGIN_S = 30.0
# A rollout's limit (``timeout_s``) is wall time less the time it waited for a CPU
# (``sandboxed/clock.py``); past this much plain wall time (NET_FACTOR x the limit, at least
# NET_MIN_S) it is an infrastructure failure, unscorable, never a timeout.
NET_FACTOR, NET_MIN_S = 10.0, 60.0
_LANES = 64  # threads kept for _map's lanes (concurrent calls beyond it wait their turn)


_LIVE: weakref.WeakSet[FunctionRunner] = weakref.WeakSet()


def close_all() -> None:
    """Close every live runner: how a signal handler stops all sandboxed work at once (the
    threads waiting on a killed worker return, and new jobs fail as "the runner is closed")."""
    for runner in list(_LIVE):
        runner.close()


def default_workers() -> int:
    """One worker more than there are cores: a worker's server, zygote and candidate hand each
    job along a chain (and wait on the grader between jobs), so one per core leaves cores idle
    in the gaps. On the 2-core development machine 3 workers ran the tiny-rollout benchmark
    ~5-10% faster than 2 (``bench/exec_throughput.py --workers 2`` vs ``--workers 3``); the
    per-test limits are CPU time, so the extra worker cannot turn a slow rollout into a timeout.
    """
    return (os.cpu_count() or 1) + 1


class FunctionRunner:
    """``with FunctionRunner() as runner: runner.check_many(jobs)``; ``workers=0`` means
    :func:`default_workers`; ``sandbox`` is a kind (:func:`gar.sandbox.get_sandbox`) or a
    live :class:`~gar.sandbox.Sandbox`. Satisfies :class:`~gar.execution.Runner`."""

    def __init__(self, workers: int = 0, memory_mb: int = 1024, sandbox: str | Sandbox = "auto",
                 processes: int = 16) -> None:
        self.size = max(1, workers or default_workers())
        self.memory_mb = memory_mb
        self.processes = processes
        self.sandbox: Sandbox = get_sandbox(sandbox)
        self._started = 0
        self._all: list[Worker] = []
        self._cond = threading.Condition()
        self._closed = False
        # Threads for _map's lanes, started as needed and reused; each lane only waits for
        # a worker or a reference run (never for another lane), so a bound only queues.
        self._lanes = ThreadPoolExecutor(max_workers=_LANES, thread_name_prefix="gar-lane")
        _LIVE.add(self)

    # ------------------------------------------------------------------ public API

    def check_many(self, jobs: Sequence[CheckJob], progress: Progress = None
                   ) -> list[ExecutionResult]:
        """One :class:`ExecutionResult` per job, same order, each with its ``reason_code``;
        never raises per job.

        Per-test limits come from each task's reference (:mod:`gar.execution.limits`), measured
        alongside: a job waits for its own task's reference only. A task at fault (see
        :mod:`gar.execution.verdicts`) makes its jobs unscorable (``task_fault``); a task
        whose prompt or test cannot work is not run at all.
        """
        jobs, copies = _unique(list(jobs), _check_key)
        if len(jobs) < len(copies):
            return _fan_out(self.check_many(jobs, progress), copies, progress)
        faults = {i: verdicts.static_fault(job.task) for i, job in enumerate(jobs)}
        runnable = [i for i, fault in faults.items() if fault is None]
        if progress is not None and len(runnable) < len(jobs):
            progress(len(jobs) - len(runnable))
        with ThreadPoolExecutor(max_workers=self.size) as references:
            todo = [jobs[i] for i in runnable]
            limits = test_limits.start(self, todo, references)
            replies = dict(zip(runnable, self.check_replies(todo, limits, progress),
                               strict=True))
        results = []
        for index, job in enumerate(jobs):
            reply = replies.get(index)
            result = (reply if isinstance(reply, ExecutionResult)
                      else check_result(reply, job.task.entry_point) if reply is not None
                      else None)
            fault = faults[index] or (
                result is not None and result.scorable and (
                    verdicts.harness_fault(result) or test_limits.reference_fault(job.task)))
            if fault or result is None:
                result = verdicts.task_fault_result(str(fault))
            results.append(verdicts.with_code(result, job.task.entry_point))
        return results

    def check_replies(self, jobs: Sequence[CheckJob], per_test: Sequence[float | Future[float]],
                      progress: Progress = None) -> list[dict | ExecutionResult]:
        """The worker's raw reply per job (an unscorable result where the sandbox failed);
        ``per_test`` holds each job's per-test CPU limit, or a future of it."""

        def run(index: int) -> dict | ExecutionResult:
            limit = per_test[index]
            try:
                if isinstance(limit, Future):
                    limit = limit.result()
            except (WorkerDied, SandboxUnavailable) as exc:
                return unscorable(f"the sandbox cannot start: {exc}", "sandbox_unavailable")
            except Exception as exc:  # noqa: BLE001 — infrastructure, never the rollout's fault
                return unscorable(f"the per-test limit could not be derived: {exc!r}")
            return self.check_reply(jobs[index], limit)

        return self._map(run, len(jobs), progress)

    def check_reply(self, job: CheckJob, per_test_cpu_s: float) -> dict | ExecutionResult:
        """One job's raw reply (an unscorable result where the sandbox failed)."""
        try:
            return self._run(self._check_message(job, per_test_cpu_s))
        except (WorkerDied, SandboxUnavailable) as exc:
            return unscorable(f"the sandbox failed: {exc}", "sandbox_unavailable")

    def call_many(self, jobs: Sequence[CallJob], progress: Progress = None
                  ) -> list[CallJobResult]:
        """One :class:`CallJobResult` per job; each job in one fresh candidate process.
        Identical jobs (one program, entry point, limit and call tuple) run once."""
        jobs, copies = _unique(list(jobs), _call_key)
        if len(jobs) < len(copies):
            return _fan_out(self.call_many(jobs, progress), copies, progress)

        # The batch's call tuples in wire form, once per tuple: a group's passes share one
        # tuple of fresh inputs (_call_key), and a 3000-item list's wire form is not free.
        wired = {id(c): _wire_calls(c) for c in {id(j.calls): j.calls for j in jobs}.values()}

        def run(index: int) -> CallJobResult:
            job = jobs[index]
            message, problems = self._call_message(job, wired[id(job.calls)])
            if message is None:
                return call_result({"frames": []}, job, problems)
            try:
                reply = self._run(message)
            except (WorkerDied, SandboxUnavailable) as exc:
                return call_result({"frames": [], "infra": str(exc)}, job, problems)
            return call_result(reply, job, problems)

        return self._map(run, len(jobs), progress)

    def workers(self) -> list[Worker]:
        """The worker servers started so far (for diagnostics and tests)."""
        with self._cond:
            return list(self._all)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            workers, self._all = self._all, []
            self._cond.notify_all()
        self._lanes.shutdown(wait=False)  # idle lanes end now; busy ones after their job
        for worker in workers:
            worker.close()

    def __enter__(self) -> FunctionRunner:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:  # a forgotten runner must not leave servers behind
        try:
            self.close()
        except Exception:  # noqa: BLE001, S110
            pass

    # ------------------------------------------------------------------ internals

    def _limits(self, cpu_s: float) -> dict:
        return {"cpu_s": cpu_s + 1.0, "memory_mb": self.memory_mb, "file_size_mb": 16,
                "processes": self.processes}

    def _check_message(self, job: CheckJob, per_test_cpu_s: float) -> dict:
        return {
            "kind": "check", "program": job.program, "entry_point": job.task.entry_point,
            "prompt": job.task.prompt, "test": job.task.test, "limits": self._limits(job.timeout_s),
            "cpu_limit_s": per_test_cpu_s,
            "wall_limit_s": _test_wall(per_test_cpu_s, job.timeout_s),
            "wall_s": job.timeout_s, "wall_net_s": rollout_net(job.timeout_s),
            "stop_at_first_failure": job.stop_at_first_failure,
            "output_bytes": OUTPUT_BYTES,
        }

    def _call_message(self, job: CallJob, wired: _Wired | None = None
                      ) -> tuple[dict | None, dict[int, str]]:
        calls, problems = _wire_calls(job.calls) if wired is None else wired
        if problems:
            return None, dict(problems)
        own = [(c, _test_wall(c, c * 4)) for c in job.call_timeouts_s]
        if own:  # each call's own limits (sandboxed/harness._run_calls)
            wall = min(600.0, 5.0 + sum(w for _, w in own))
            total_cpu = sum(c for c, _ in own) + 1.0
        else:
            wall = min(600.0, 5.0 + len(calls) * _test_wall(job.timeout_s, job.timeout_s * 4))
            total_cpu = job.timeout_s * max(1, len(calls)) + 1.0
        message = {
            "kind": "calls", "program": job.program, "entry_point": job.entry_point,
            "calls": calls, "limits": self._limits(total_cpu), "cpu_limit_s": job.timeout_s,
            "wall_limit_s": _test_wall(job.timeout_s, job.timeout_s * 4), "wall_s": wall,
            "wall_net_s": rollout_net(wall),
            "output_bytes": OUTPUT_BYTES,
        }
        if own:
            message["call_limits_s"] = [list(limits) for limits in own]
        if job.helpers:  # the grader's own code, compiled once by the worker server
            message["helpers"] = job.helpers
        return message, problems

    def _run(self, message: dict) -> dict:
        """Run on a worker; one retry on a fresh worker if the server died."""
        for attempt in range(2):
            worker = self._acquire()
            try:
                # Up to PIPELINE jobs may be ahead of this one on the same worker.
                return worker.run(message, (message["wall_net_s"] + _REPLY_MARGIN_S) * PIPELINE)
            except WorkerDied:
                self._discard(worker)
                if attempt:
                    raise
            finally:
                self._release(worker)
        raise WorkerDied("unreachable")

    def _acquire(self) -> Worker:
        """An idle worker, else a new one (up to ``size``), else one with room in its queue."""
        with self._cond:
            while True:
                if self._closed:
                    raise SandboxUnavailable("the runner is closed")
                dead = [w for w in self._all if not w.alive and w.in_flight == 0]
                for worker in dead:  # died while idle (e.g. killed): make room for a new one
                    self._all.remove(worker)
                    self._started -= 1
                    worker.close()
                live = [w for w in self._all if w.alive]
                idle = [w for w in live if w.in_flight == 0]
                if idle:
                    idle[0].in_flight += 1
                    return idle[0]
                if self._started < self.size:
                    self._started += 1
                    break
                room = [w for w in live if w.in_flight < PIPELINE]
                if room:
                    chosen = min(room, key=lambda w: w.in_flight)
                    chosen.in_flight += 1
                    return chosen
                self._cond.wait()
        try:
            worker = Worker(self.sandbox)
        except BaseException:
            with self._cond:
                self._started -= 1
                self._cond.notify_all()
            raise
        with self._cond:
            closed = self._closed
            if not closed:
                worker.in_flight = 1
                self._all.append(worker)
        if closed:  # closed while this worker started (e.g. on SIGINT): it must not outlive us
            worker.close()
            raise SandboxUnavailable("the runner is closed")
        return worker

    def _release(self, worker: Worker) -> None:
        with self._cond:
            worker.in_flight -= 1
            self._cond.notify_all()

    def _discard(self, worker: Worker) -> None:
        worker.fail("discarded")
        with self._cond:
            if worker in self._all:
                self._all.remove(worker)
                self._started -= 1
            self._cond.notify_all()
        worker.close()

    def _map(self, run: Callable[[int], object], count: int, progress: Progress) -> list:
        """``run`` over ``range(count)``, as a pool of ``min(size × PIPELINE, count)``
        threads taking the indices in order would (each result in its place; every index
        run; then the lowest failing index's exception raised): lanes that each take the
        next index, run on threads kept for the runner's life. A pool per call started
        ~600 threads per 240 rollouts, ~2% of the grader's CPU."""
        results: list = [None] * count
        if not count:
            return results
        failures: dict[int, BaseException] = {}
        indices = iter(range(count))
        taking = threading.Lock()

        def lane() -> None:
            while True:
                with taking:
                    index = next(indices, None)
                if index is None:
                    return
                try:
                    results[index] = run(index)
                except BaseException as exc:  # noqa: BLE001 — raised below, as a pool would
                    failures[index] = exc
                    continue
                if progress is not None:
                    progress(1)

        for lane_done in [self._lanes.submit(lane)
                          for _ in range(min(self.size * PIPELINE, count))]:
            lane_done.result()
        if failures:
            raise failures[min(failures)]
        return results


_Wired = tuple[list[dict], dict[int, str]]


def _wire_calls(calls: Sequence[Call]) -> _Wired:
    """``calls`` in wire form, and a problem per call whose arguments the codec cannot
    carry. The wire dicts may be shared by several jobs' messages: nothing changes them."""
    wired, problems = [], {}
    for index, call in enumerate(calls):
        try:
            wired.append({"a": codec.to_wire(tuple(call.args)),
                          "k": codec.to_wire(dict(call.kwargs))})
        except codec.Unserializable as exc:
            problems[index] = f"the call's arguments are not serializable: {exc}"
    return wired, problems


def _unique(jobs: list, key: Callable[[Any], Hashable]) -> tuple[list, list[int]]:
    """The distinct jobs, and for each input job the index of its distinct one. Two jobs
    are identical when they would send the same message (a group's clones of one program,
    padded groups): running one of them is running both, as far as anything can tell."""
    first: dict[Hashable, int] = {}
    distinct: list = []
    copies = []
    for job in jobs:
        k = key(job)
        if k not in first:
            first[k] = len(distinct)
            distinct.append(job)
        copies.append(first[k])
    return distinct, copies


def _fan_out(done: list, copies: list[int], progress: Progress) -> list:
    """The distinct jobs' results in the inputs' order (copies share their original's)."""
    if progress is not None:
        progress(len(copies) - len(done))  # the copies, done with their originals
    return [done[i] for i in copies]


def _call_key(job: CallJob) -> Hashable:
    # The pipeline hands every pass of a group the same tuple of calls: its identity is the
    # cheap and exact test (equal calls in different tuples merely run again).
    return (job.program, job.entry_point, job.timeout_s, job.call_timeouts_s, id(job.calls),
            job.helpers)


def _check_key(job: CheckJob) -> Hashable:
    return (id(job.task), job.program, job.timeout_s, job.per_test_timeout_s,
            job.stop_at_first_failure)


def rollout_net(limit_s: float) -> float:
    """The plain wall-clock safety net of a rollout whose time limit is ``limit_s``."""
    return max(NET_FACTOR * limit_s, NET_MIN_S)


def _test_wall(cpu_s: float, cap_s: float) -> float:
    """Per-test wall backstop: CPU time is the real limit; wall only catches sleepers."""
    return max(min(cap_s, max(4 * cpu_s, cpu_s + 2.0)), cpu_s)
