"""Many rollouts at once: ``n`` per task, in parallel threads, records yielded as they end.

Rollout ``k`` of a task is ``r{k}`` with seed ``seed + k`` (None: the server's own sampling),
so a rerun asks the same questions. Threads mostly wait on the model server; ``workers``
bounds how many rollouts (and so model requests and test runs) are in flight at once.
Every job yields exactly one record, even if :func:`run_agent` itself were to fail.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from gar.agent.client import ModelClient
from gar.agent.loop import AgentLimits, run_agent
from gar.records import Task


@dataclass(frozen=True)
class RolloutJob:
    task: Task
    rollout_id: str
    seed: int | None


def plan_rollouts(tasks: Sequence[Task], n: int, seed: int | None) -> list[RolloutJob]:
    """``n`` jobs per task, task by task (the order of the output file)."""
    return [RolloutJob(task, f"r{k}", None if seed is None else seed + k)
            for task in tasks for k in range(n)]


def run_rollouts(jobs: Sequence[RolloutJob], client: ModelClient, limits: AgentLimits, *,
                 sandbox: Any = None, runner: Any = None, workers: int = 1,
                 skip: frozenset[int] = frozenset()) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(position, record)`` for every job not in ``skip``, in order of completion. Closing
    the iterator early (an interrupted run) stops the rollouts still going at their next turn
    and starts no more."""
    todo = [p for p in range(len(jobs)) if p not in skip]
    stop = threading.Event()

    def one(position: int) -> dict[str, Any]:
        job = jobs[position]
        return run_agent(job.task, job.rollout_id, client, limits, sandbox=sandbox,
                         runner=runner, seed=job.seed, stop=stop)

    size = max(1, min(workers, len(todo) or 1))
    pool = ThreadPoolExecutor(max_workers=size, thread_name_prefix="gar-agent")
    queue = iter(todo)
    running: dict[Future[dict[str, Any]], int] = {}

    def refill() -> None:
        while len(running) < size and (position := next(queue, None)) is not None:
            running[pool.submit(one, position)] = position

    try:
        refill()
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                position = running.pop(future)
                yield position, _result(future, jobs[position])
            refill()
    finally:
        stop.set()
        pool.shutdown(wait=False, cancel_futures=True)  # in-flight ones stop at their next turn


def _result(future: Future[dict[str, Any]], job: RolloutJob) -> dict[str, Any]:
    try:
        return future.result()
    except Exception as exc:  # noqa: BLE001 - run_agent records its own failures; belt and braces
        reason = f"tool_error: the rollout crashed: {type(exc).__name__}: {exc}"
        return {"task_id": job.task.task_id, "rollout_id": job.rollout_id,
                "infrastructure_error": reason, "trajectory": {"steps": []},
                "agent": {"finish": "tool_error", "reason": reason, "seed": job.seed}}
