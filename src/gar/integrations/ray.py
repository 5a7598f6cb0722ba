"""Ray: grade many groups in parallel on warm Ray actors (one machine or a cluster).

:class:`RayGradingPool` starts ``actors`` grader actors (default: one per ``cpus_per_actor``
CPUs of the cluster), spread over the nodes (``scheduling_strategy="SPREAD"``). Each actor is
warm: it holds the task table (put in the object store once per pool, not per call) and a
live :class:`~gar.execution.FunctionRunner` whose sandbox pool is sized from the actor's own
Ray allotment (its ``num_cpus``), not from the node's core count, and grades at its driver's
scheduling priority, not at the lower one Ray gives its workers (:func:`renice`).

:meth:`RayGradingPool.iter_grades` streams: whole groups (all rollouts of one task id) are
submitted with at most ``max_in_flight`` groups outstanding (default two per actor, so an
actor never idles between groups and the driver never queues the whole batch), each to the
actor with the fewest groups outstanding (group costs differ widely: round-robin queued new
groups behind a slow one while the other actor idled), and results are yielded as they
finish (``ray.wait``). A group whose grading raises, or whose actor dies, gets unscorable
grades with the reason while the rest of the batch returns; the groups queued behind it on
that actor never started and are resubmitted; a dead actor is replaced (``replace_dead``).
An actor that stops answering (a stopped or wedged process, a lost node Ray has not noticed
yet) is no longer waited for forever: when the group it is running passes
``group_timeout_s`` (default 600 s, counted from when the actor started it; None waits
forever) the actor is killed, that group is unscorable and the actor is replaced.

:func:`grade_groups_ray` has :func:`gar.grading.grade_groups`' signature and contract (one
grade per input rollout, in input order) and reuses one pool per task table. Ray is started
on first use when it is not running (``ray.init`` with ``init_options``); for a cluster call
``ray.init(address=...)`` first. Workers execute code in their own sandbox: every node needs
``bwrap`` as the driver does.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from gar.grading.result import group_positions
from gar.integrations import require
from gar.records import Grade, Rollout, Task
from gar.rollout_file import task_ids

_pools: dict[int, tuple[Mapping[str, Task], RayGradingPool]] = {}  # holds the table: ids stay unique


def _ray() -> Any:
    return require("ray", "Ray-parallel grading", "ray")


def group_indices(rollouts: Sequence[Rollout]) -> list[list[int]]:
    """Rollout indices per group (task id), groups in order of first appearance."""
    return list(group_positions(task_ids(rollouts)).values())


class GraderActor:
    """One warm grader (wrap with ``ray.remote``). ``niceness``: the scheduling priority to
    grade at (the pool passes its driver's; see :func:`renice`)."""

    def __init__(self, tasks: Mapping[str, Task], sandbox: str = "auto",
                 niceness: int | None = None) -> None:
        import ray

        from gar.execution import FunctionRunner

        cpus = ray.get_runtime_context().get_assigned_resources().get("CPU", 1.0)
        self.cpus = cpus
        self.tasks = tasks
        # Before the runner: its threads and sandbox processes inherit the priority.
        self.niceness, self.niceness_note = renice(niceness)
        # One sandbox worker per allotted CPU plus one (see FunctionRunner.default_workers).
        self.runner = FunctionRunner(workers=max(1, int(cpus)) + 1, sandbox=sandbox)

    def grade(self, rollouts: list[Rollout], config: Any) -> list[Grade]:
        from gar.grading import GradeConfig, grade_groups

        return grade_groups(self.tasks, rollouts, config or GradeConfig(), runner=self.runner)

    def info(self) -> dict[str, Any]:
        return {"pid": os.getpid(), "cpus": self.cpus, "runner_workers": self.runner.size,
                "node": __import__("ray").get_runtime_context().get_node_id(),
                "niceness": self.niceness, "niceness_note": self.niceness_note}


def renice(target: int | None) -> tuple[int, str]:
    """Bring this process's threads back to niceness ``target``; returns the niceness now and,
    where that was refused, why.

    Ray starts every worker process ``worker_niceness`` (15) nicer than the raylet, capped at
    19: on a node that also runs other work, grader actors (and the sandboxes they start) then
    get a sliver of a core. On the shared 2-core development machine, with the bench at
    ``nice 15``, the actors ran at 19 and had 6 s of CPU in 13 minutes: the Ray half of
    ``bench/ray_speedup.py`` looked hung while the serial peer, at 15, finished. Linux keeps
    a niceness per thread, so each thread is set. Lowering niceness needs privilege
    (CAP_SYS_NICE or RLIMIT_NICE); without it, start Ray with ``RAY_worker_niceness=0``."""
    current = os.getpriority(os.PRIO_PROCESS, 0)
    if target is None or current <= target:
        return current, ""
    tasks = Path("/proc/self/task")
    threads = [int(t.name) for t in tasks.iterdir()] if tasks.is_dir() else [0]
    for thread in threads:
        try:
            os.setpriority(os.PRIO_PROCESS, thread, target)
        except ProcessLookupError:  # the thread ended meanwhile
            continue
        except OSError as exc:
            return current, (f"cannot lower the niceness from {current} to {target}: "
                             f"{exc.strerror}; start Ray with RAY_worker_niceness=0")
    return os.getpriority(os.PRIO_PROCESS, 0), ""


class RayGradingPool:
    def __init__(self, tasks: Mapping[str, Task], *, actors: int | None = None,
                 cpus_per_actor: float = 1.0, sandbox: str = "auto",
                 replace_dead: bool = True, group_timeout_s: float | None = 600.0,
                 match_priority: bool = True) -> None:
        ray = _ray()
        if not ray.is_initialized():
            raise RuntimeError("RayGradingPool needs a running Ray: call ray.init() first")
        if actors is None:
            actors = max(1, int(ray.cluster_resources().get("CPU", 1) // cpus_per_actor))
        self.cpus_per_actor = cpus_per_actor
        self.sandbox = sandbox
        self.replace_dead = replace_dead
        self.group_timeout_s = group_timeout_s
        # Graders compete for CPU as the serial grader in this process would (see renice).
        self.niceness = os.getpriority(os.PRIO_PROCESS, 0) if match_priority else None
        self.tasks_ref = ray.put(dict(tasks))  # once per pool; each actor reads it from the store
        self._cls = ray.remote(GraderActor)
        self.actors = [self._start() for _ in range(actors)]
        self.deaths = 0
        self.timeouts = 0

    def _start(self) -> Any:
        return self._cls.options(num_cpus=self.cpus_per_actor, scheduling_strategy="SPREAD",
                                 max_concurrency=1).remote(self.tasks_ref, self.sandbox,
                                                           self.niceness)

    def info(self) -> list[dict[str, Any]]:
        return _ray().get([a.info.remote() for a in self.actors])

    def iter_grades(self, rollouts: Sequence[Rollout], config: Any = None,
                    max_in_flight: int | None = None
                    ) -> Iterator[tuple[list[int], list[Grade]]]:
        """``(positions, grades)`` per group, as groups finish (module docstring)."""
        ray = _ray()
        todo = list(reversed(group_indices(rollouts)))
        limit = max_in_flight or 2 * len(self.actors)
        flights = _Flights()
        while todo or flights:
            while todo and len(flights) < limit and self.actors:
                positions = todo.pop()
                actor = min(self.actors, key=flights.load)  # the first least-loaded actor
                ref = actor.grade.remote([rollouts[i] for i in positions], config)
                flights.add(_Job(ref, positions, actor))
            if not flights:  # no actor left
                for positions in reversed(todo):
                    yield positions, _unscorable(rollouts, positions, "no Ray grader left")
                return
            done, _ = ray.wait(flights.refs(), num_returns=1,
                               timeout=flights.wait_s(self.group_timeout_s))
            if not done:  # a running group is past its time: its actor stopped answering
                for actor in flights.overdue(self.group_timeout_s):
                    self.timeouts += 1
                    ray.kill(actor, no_restart=True)
                    yield from self._salvage(actor, flights, todo, rollouts, (
                        f"Ray grader did not answer within {self.group_timeout_s:g}s (killed)"))
                continue
            job = flights.job(done[0])
            try:
                grades = ray.get(job.ref)
            except ray.exceptions.RayActorError as exc:
                self.deaths += 1
                yield from self._salvage(job.actor, flights, todo, rollouts,
                                         f"Ray grader died: {type(exc).__name__}")
                continue
            except ray.exceptions.RayError as exc:
                grades = _unscorable(rollouts, job.positions, f"grading failed on Ray: {exc}"[:500])
            flights.pop(job)
            yield job.positions, _checked(grades, rollouts, job.positions)

    def _salvage(self, actor: Any, flights: _Flights, todo: list[list[int]],
                 rollouts: Sequence[Rollout], reason: str
                 ) -> Iterator[tuple[list[int], list[Grade]]]:
        """An actor died or was killed. Of its groups (in the order it ran them) those that
        finished keep their grades, the one it was running is unscorable with ``reason``, and
        the ones queued behind it never started: they go back to the queue. The actor is
        replaced (or dropped, ``replace_dead=False``)."""
        jobs = flights.drop(actor)
        index = self.actors.index(actor) if actor in self.actors else None
        if index is not None and self.replace_dead:
            self.actors[index] = self._start()
        elif index is not None:
            del self.actors[index]
        running = True
        for job in jobs:
            grades = _finished(job, rollouts)
            if grades is not None:
                yield job.positions, grades
            elif running:
                running = False
                yield job.positions, _unscorable(rollouts, job.positions, reason)
            else:
                todo.append(job.positions)

    def grade(self, rollouts: Sequence[Rollout], config: Any = None,
              max_in_flight: int | None = None,
              progress: Callable[[int], None] | None = None) -> list[Grade]:
        """One grade per rollout, in input order; ``progress(n)`` after each group of ``n``."""
        grades: list[Grade | None] = [None] * len(rollouts)
        for positions, group in self.iter_grades(rollouts, config, max_in_flight):
            for i, grade in zip(positions, group, strict=True):
                grades[i] = grade
            if progress is not None:
                progress(len(positions))
        return [g for g in grades if g is not None]

    def close(self) -> None:
        ray = _ray()
        for actor in self.actors:
            ray.kill(actor)
        self.actors = []


@dataclasses.dataclass(frozen=True)
class _Job:
    ref: Any
    positions: list[int]
    actor: Any


class _Flights:
    """The groups outstanding on each actor, in the order it runs them (one at a time, in
    submission order), and when its running (first) group started."""

    def __init__(self) -> None:
        self.queues: dict[Any, list[_Job]] = {}
        self.started: dict[Any, float] = {}

    def __len__(self) -> int:
        return sum(len(queue) for queue in self.queues.values())

    def load(self, actor: Any) -> int:
        return len(self.queues.get(actor, ()))

    def refs(self) -> list[Any]:
        return [job.ref for queue in self.queues.values() for job in queue]

    def add(self, job: _Job) -> None:
        queue = self.queues.setdefault(job.actor, [])
        if not queue:
            self.started[job.actor] = time.monotonic()
        queue.append(job)

    def job(self, ref: Any) -> _Job:
        return next(job for queue in self.queues.values() for job in queue if job.ref == ref)

    def pop(self, job: _Job) -> None:
        queue = self.queues[job.actor]
        if queue[0] is job:  # the actor's next group starts now
            self.started[job.actor] = time.monotonic()
        queue.remove(job)
        if not queue:
            del self.queues[job.actor]

    def drop(self, actor: Any) -> list[_Job]:
        self.started.pop(actor, None)
        return self.queues.pop(actor, [])

    def wait_s(self, timeout_s: float | None) -> float | None:
        """Seconds until the first running group is overdue (None: no timeout)."""
        if timeout_s is None or not self.queues:
            return None
        first = min(self.started[actor] for actor in self.queues)
        return max(0.0, first + timeout_s - time.monotonic())

    def overdue(self, timeout_s: float | None) -> list[Any]:
        if timeout_s is None:
            return []
        now = time.monotonic()
        return [actor for actor in list(self.queues) if now - self.started[actor] >= timeout_s]


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


def _finished(job: _Job, rollouts: Sequence[Rollout]) -> list[Grade] | None:
    """The job's grades when it finished before its actor was lost, else None."""
    ray = _ray()
    ready, _ = ray.wait([job.ref], timeout=0)
    if not ready:
        return None
    try:
        return _checked(ray.get(job.ref), rollouts, job.positions)
    except ray.exceptions.RayActorError:
        return None
    except ray.exceptions.RayError as exc:
        return _unscorable(rollouts, job.positions, f"grading failed on Ray: {exc}"[:500])


def _checked(grades: Sequence[Grade], rollouts: Sequence[Rollout],
             positions: list[int]) -> list[Grade]:
    if len(grades) != len(positions):
        return _unscorable(rollouts, positions, f"a Ray grader returned {len(grades)} grades "
                           f"for {len(positions)} rollouts")
    return list(grades)


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
