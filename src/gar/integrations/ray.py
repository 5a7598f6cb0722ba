"""Ray: grade many groups in parallel on warm Ray actors (one machine or a cluster).

:class:`RayGradingPool` starts ``actors`` grader actors (default: one per ``cpus_per_actor``
CPUs of the cluster), spread over the nodes (``scheduling_strategy="SPREAD"``). Each actor is
warm: it holds the task table (put in the object store once per pool, not per call) and a
live :class:`~gar.execution.FunctionRunner` whose sandbox pool is sized from the actor's own
Ray allotment (its ``num_cpus``), not from the node's core count.

:meth:`RayGradingPool.iter_grades` streams: whole groups (all rollouts of one task id) are
submitted with at most ``max_in_flight`` groups outstanding (default two per actor, so an
actor never idles between groups and the driver never queues the whole batch), and results
are yielded as they finish (``ray.wait``). A group whose actor dies or whose grading raises
gets unscorable grades with the reason, while the rest of the batch returns; a dead actor is
replaced (``replace_dead``) so the pool keeps its size.

:func:`grade_groups_ray` has :func:`gar.grading.grade_groups`' signature and contract (one
grade per input rollout, in input order) and reuses one pool per task table. Ray is started
on first use when it is not running (``ray.init`` with ``init_options``); for a cluster call
``ray.init(address=...)`` first. Workers execute code in their own sandbox: every node needs
``bwrap`` as the driver does.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from gar.grading.result import group_positions
from gar.integrations import require
from gar.records import Grade, Rollout, Task

_pools: dict[int, tuple[Mapping[str, Task], RayGradingPool]] = {}  # holds the table: ids stay unique


def _ray() -> Any:
    return require("ray", "Ray-parallel grading", "ray")


def group_indices(rollouts: Sequence[Rollout]) -> list[list[int]]:
    """Rollout indices per group (task id), groups in order of first appearance."""
    return list(group_positions(r.task_id for r in rollouts).values())


class GraderActor:
    """One warm grader (wrap with ``ray.remote``)."""

    def __init__(self, tasks: Mapping[str, Task], sandbox: str = "auto") -> None:
        import ray

        from gar.execution import FunctionRunner

        cpus = ray.get_runtime_context().get_assigned_resources().get("CPU", 1.0)
        self.cpus = cpus
        self.tasks = tasks
        # One sandbox worker per allotted CPU plus one (see FunctionRunner.default_workers).
        self.runner = FunctionRunner(workers=max(1, int(cpus)) + 1, sandbox=sandbox)

    def grade(self, rollouts: list[Rollout], config: Any) -> list[Grade]:
        from gar.grading import GradeConfig, grade_groups

        return grade_groups(self.tasks, rollouts, config or GradeConfig(), runner=self.runner)

    def info(self) -> dict[str, Any]:
        return {"pid": os.getpid(), "cpus": self.cpus, "runner_workers": self.runner.size,
                "node": __import__("ray").get_runtime_context().get_node_id()}


class RayGradingPool:
    def __init__(self, tasks: Mapping[str, Task], *, actors: int | None = None,
                 cpus_per_actor: float = 1.0, sandbox: str = "auto",
                 replace_dead: bool = True) -> None:
        ray = _ray()
        if not ray.is_initialized():
            raise RuntimeError("RayGradingPool needs a running Ray: call ray.init() first")
        if actors is None:
            actors = max(1, int(ray.cluster_resources().get("CPU", 1) // cpus_per_actor))
        self.cpus_per_actor = cpus_per_actor
        self.sandbox = sandbox
        self.replace_dead = replace_dead
        self.tasks_ref = ray.put(dict(tasks))  # once per pool; each actor reads it from the store
        self._cls = ray.remote(GraderActor)
        self.actors = [self._start() for _ in range(actors)]
        self.deaths = 0

    def _start(self) -> Any:
        return self._cls.options(num_cpus=self.cpus_per_actor, scheduling_strategy="SPREAD",
                                 max_concurrency=1).remote(self.tasks_ref, self.sandbox)

    def info(self) -> list[dict[str, Any]]:
        return _ray().get([a.info.remote() for a in self.actors])

    def iter_grades(self, rollouts: Sequence[Rollout], config: Any = None,
                    max_in_flight: int | None = None
                    ) -> Iterator[tuple[list[int], list[Grade]]]:
        """``(positions, grades)`` per group, as groups finish (module docstring)."""
        ray = _ray()
        todo = list(reversed(group_indices(rollouts)))
        limit = max_in_flight or 2 * len(self.actors)
        in_flight: dict[Any, tuple[list[int], Any]] = {}
        turn = 0
        while todo or in_flight:
            while todo and len(in_flight) < limit and self.actors:
                positions = todo.pop()
                actor = self.actors[turn % len(self.actors)]
                turn += 1
                ref = actor.grade.remote([rollouts[i] for i in positions], config)
                in_flight[ref] = (positions, actor)
            if not in_flight:  # no actor left
                for positions in reversed(todo):
                    yield positions, _unscorable(rollouts, positions, "no Ray grader left")
                return
            done, _ = ray.wait(list(in_flight), num_returns=1)
            positions, actor = in_flight.pop(done[0])
            yield positions, self._result(done[0], actor, rollouts, positions)

    def _result(self, ref: Any, actor: Any, rollouts: Sequence[Rollout],
                positions: list[int]) -> list[Grade]:
        ray = _ray()
        try:
            grades = ray.get(ref)
        except ray.exceptions.RayActorError as exc:
            self._lost(actor)
            return _unscorable(rollouts, positions, f"Ray grader died: {type(exc).__name__}")
        except ray.exceptions.RayError as exc:
            return _unscorable(rollouts, positions, f"grading failed on Ray: {exc}"[:500])
        if len(grades) != len(positions):
            return _unscorable(rollouts, positions, f"a Ray grader returned {len(grades)} "
                               f"grades for {len(positions)} rollouts")
        return list(grades)

    def _lost(self, actor: Any) -> None:
        if actor not in self.actors:
            return
        self.deaths += 1
        index = self.actors.index(actor)
        if self.replace_dead:
            self.actors[index] = self._start()
        else:
            del self.actors[index]

    def grade(self, rollouts: Sequence[Rollout], config: Any = None,
              max_in_flight: int | None = None) -> list[Grade]:
        grades: list[Grade | None] = [None] * len(rollouts)
        for positions, group in self.iter_grades(rollouts, config, max_in_flight):
            for i, grade in zip(positions, group, strict=True):
                grades[i] = grade
        return [g for g in grades if g is not None]

    def close(self) -> None:
        ray = _ray()
        for actor in self.actors:
            ray.kill(actor)
        self.actors = []


class PoolGrader:
    """A :class:`~gar.integrations.batch.GroupGrader` that grades on a :class:`RayGradingPool`
    (tasks the pool does not hold, e.g. tests carried in a dataset row, are graded here)."""

    def __init__(self, pool: RayGradingPool, tasks: Mapping[str, Task]) -> None:
        self.pool = pool
        self.known = set(tasks)

    def __call__(self, tasks: Mapping[str, Task], rollouts: Sequence[Rollout], config: Any = None
                 ) -> list[Grade]:
        if all(r.task_id in self.known for r in rollouts):
            return self.pool.grade(rollouts, config)
        from gar.grading import GradeConfig, grade_groups

        return grade_groups(tasks, rollouts, config or GradeConfig())


def _unscorable(rollouts: Sequence[Rollout], positions: list[int], reason: str) -> list[Grade]:
    from gar.integrations.pool import unscorable_grades

    return unscorable_grades([rollouts[i] for i in positions], reason)


def grade_groups_ray(
    tasks: Mapping[str, Task],
    rollouts: Sequence[Rollout],
    config: Any = None,
    *,
    actors: int | None = None,
    max_in_flight: int | None = None,
    init_options: Mapping[str, Any] | None = None,
) -> list[Grade]:
    """Grade ``rollouts`` group by group on a warm :class:`RayGradingPool` (one per task
    table, reused across calls); see the module docstring."""
    ray = _ray()
    if not rollouts:
        return []
    if not ray.is_initialized():
        ray.init(**{"include_dashboard": False, "log_to_driver": False, **(init_options or {})})
    entry = _pools.get(id(tasks))
    if entry is None or not entry[1].actors:
        entry = _pools[id(tasks)] = (tasks, RayGradingPool(tasks, actors=actors))
    return entry[1].grade(rollouts, config, max_in_flight)


def close_pools() -> None:
    """Stop the pools :func:`grade_groups_ray` started (before ``ray.shutdown()``)."""
    for _, pool in list(_pools.values()):
        pool.close()
    _pools.clear()
