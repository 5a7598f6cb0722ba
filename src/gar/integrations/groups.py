"""Group rendezvous: collect the samples of one prompt group as they arrive one by one, grade
the whole group once, and hand every sample its own result (no framework imported).

Trainers whose reward hook is called per sample (veRL's reward loop, OpenRLHF's agent
executor, a grading service) still need GAR to see whole groups: tiers, redistribution and the
group detectors compare a group's rollouts with each other. :class:`GroupCollector` is that
barrier, in one asyncio event loop:

* ``await collector.submit(group_key, member, task_id, text, size)`` returns this sample's
  :class:`SampleResult` once all ``size`` members of ``group_key`` have arrived and the group
  has been graded (each rollout executes once, in that one grading).
* A group that does not fill within ``timeout_s`` (a sibling crashed, a wrong group size) is
  not graded: every member that arrived gets an unscorable result saying how many of how many
  arrived. Never reward 0.
* A grader that raises makes the group's members unscorable, with the error as the reason.
* A member submitted again (a retried call) gets the result already computed for it, from a
  bounded cache, without grading again.
* :meth:`GroupCollector.metrics` gives the ``gar/*`` metrics of given groups from the grades
  their results came from (a trainer's estimator sees only the rewards, from which pass and
  hack rates cannot be read back).

:class:`RayGroupCollector` is the same collector inside a named Ray actor, so samples that
arrive on different processes or nodes meet in one place (see :mod:`gar.integrations.verl`).
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gar.records import Grade, Task

if TYPE_CHECKING:
    from gar.grading.result import GroupOutcome

_TIER_NUMBER = {"T1": 1.0, "T2": 2.0, "T3": 3.0}
DEFAULT_TIMEOUT_S = 600.0
RESULT_CACHE = 65_536
OUTCOME_CACHE = 16_384  # groups whose outcome metrics() can still report


@dataclass(frozen=True)
class SampleResult:
    """One sample's outcome. ``advantage``: GAR's ``A_i`` (``nan`` when unscorable);
    ``trainer_reward``: ``A_i + mean_g(R)``, the value to hand a trainer that centres rewards
    per group (its centring gives back ``A_i``; an unscorable sample gets the group mean, so
    advantage 0; ``nan`` only when the whole group is unscorable); ``reward``: the hack-zeroed
    test reward ``R`` (``nan`` when unscorable); ``info``: numeric per-sample fields for logs;
    ``group``: the outcome of the whole group it was graded in (None where not graded)."""

    advantage: float
    reward: float
    unscorable: bool
    reason: str = ""
    info: Mapping[str, float] = field(default_factory=dict)
    trainer_reward: float = math.nan
    group: GroupOutcome | None = field(default=None, compare=False, repr=False)

    def as_reward_loop(self, score: str = "trainer") -> dict[str, Any]:
        """veRL's reward-loop result dict: ``reward_score`` plus ``reward_extra_info``."""
        value = self.trainer_reward if score == "trainer" else self.reward
        return {"reward_score": value, "reward_extra_info": dict(self.info)}


def sample_result(grade: Grade, advantage: float | None,
                  trainer_reward: float | None = None,
                  group: GroupOutcome | None = None) -> SampleResult:
    unscorable = advantage is None or grade.reward is None
    info = {
        "gar_reward": math.nan if grade.reward is None else float(grade.reward),
        "gar_passed": float(grade.passed),
        "gar_hack": float(grade.hack),
        "gar_tier": _TIER_NUMBER.get(grade.tier or "", 0.0),
        "gar_factor": math.nan if grade.factor is None else float(grade.factor),
        "gar_unscorable": float(unscorable),
        "gar_in_reward": 1.0,
    }
    return SampleResult(
        advantage=math.nan if unscorable else float(advantage or 0.0),
        reward=info["gar_reward"], unscorable=unscorable, reason=grade.reason, info=info,
        trainer_reward=math.nan if trainer_reward is None else float(trainer_reward),
        group=group,
    )


def unscorable_result(reason: str) -> SampleResult:
    info = {"gar_reward": math.nan, "gar_passed": 0.0, "gar_hack": 0.0, "gar_tier": 0.0,
            "gar_factor": math.nan, "gar_unscorable": 1.0, "gar_in_reward": 1.0}
    return SampleResult(math.nan, math.nan, True, reason, info)


GradeFn = Callable[[Mapping[str, Task], Sequence[str], Sequence[str]], Sequence[SampleResult]]


def batch_grade_fn(grade_config: Any = None, grader: Any = None) -> GradeFn:
    """Grade one group's texts with :func:`gar.integrations.batch.grade_batch`."""

    def grade(tasks: Mapping[str, Task], task_ids: Sequence[str], texts: Sequence[str]
              ) -> list[SampleResult]:
        from gar.integrations.batch import grade_batch

        result = grade_batch(tasks, task_ids, texts, [0] * len(texts),
                             grade_config=grade_config, grader=grader)
        advantages = [None if g.reward is None else a
                      for g, a in zip(result.grades, result.advantages, strict=True)]
        outcome = result.result.groups[0] if result.result.groups else None
        return [sample_result(g, a, r, outcome)
                for g, a, r in zip(result.grades, advantages, result.rewards, strict=True)]

    return grade


def grade_fn(grade_config: Any = None, grader_url: str | None = None,
             ray_pool: Any = None) -> GradeFn:
    """Grade here, on a ``gar serve`` at ``grader_url``, or on a Ray grading pool
    (:class:`gar.integrations.ray.PoolGrader`)."""
    if grader_url:
        from gar.integrations.serve_client import ServeClient

        return batch_grade_fn(grade_config, ServeClient(grader_url, send_tasks=True))
    if ray_pool is not None:
        return batch_grade_fn(grade_config, ray_pool)
    return batch_grade_fn(grade_config)


@dataclass
class _Pending:
    size: int
    started: float
    members: dict[Hashable, tuple[str, str]] = field(default_factory=dict)
    waiters: dict[Hashable, asyncio.Future[SampleResult]] = field(default_factory=dict)


class GroupCollector:
    """The rendezvous described in the module docstring. ``grade`` runs in a thread (the
    event loop's default executor), so many groups can be graded at once."""

    def __init__(self, tasks: Mapping[str, Task], grade: GradeFn | None = None,
                 timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self.tasks = tasks
        self.grade = grade or batch_grade_fn()
        self.timeout_s = timeout_s
        self._pending: dict[Hashable, _Pending] = {}
        self._grading: dict[Hashable, _Pending] = {}
        self._done: OrderedDict[tuple[Hashable, Hashable], SampleResult] = OrderedDict()
        self._outcomes: OrderedDict[Hashable, GroupOutcome] = OrderedDict()
        self.graded_groups = 0

    async def submit(self, group_key: Hashable, member: Hashable, task_id: str, text: str,
                     size: int, task: Task | None = None) -> SampleResult:
        """``task``: the sample's task when it travels with the sample (tests carried in a
        dataset row); it joins the table under ``task_id``."""
        if size < 1:
            raise ValueError(f"group size must be at least 1, got {size}")
        if task is not None and self.tasks.get(task_id) is None:
            self.tasks = {**self.tasks, task_id: task}
        cached = self._done.get((group_key, member))
        if cached is not None:
            return cached
        grading = self._grading.get(group_key)
        if grading is not None and member in grading.waiters:  # a retry while it is graded
            return await asyncio.shield(grading.waiters[member])
        pending = self._pending.get(group_key)
        if pending is None:
            pending = self._pending[group_key] = _Pending(size, time.monotonic())
        future = pending.waiters.get(member)
        if future is None:
            future = asyncio.get_running_loop().create_future()
            pending.waiters[member] = future
        pending.members[member] = (task_id, text)
        if len(pending.members) >= pending.size:
            del self._pending[group_key]
            self._grading[group_key] = pending
            asyncio.get_running_loop().create_task(self._grade(group_key, pending))
        try:
            return await asyncio.wait_for(asyncio.shield(future), self.timeout_s)
        except TimeoutError:
            self._expire(group_key)
            return future.result() if future.done() else unscorable_result("group timed out")

    def _expire(self, group_key: Hashable) -> None:
        pending = self._pending.pop(group_key, None)
        if pending is None:
            return
        reason = (f"group incomplete after {self.timeout_s:g}s: {len(pending.members)} of "
                  f"{pending.size} samples arrived (a crashed sibling or a wrong group size)")
        for future in pending.waiters.values():
            if not future.done():
                future.set_result(unscorable_result(reason))
        self._record(group_key, _unscorable_outcome(group_key, pending))

    async def _grade(self, group_key: Hashable, pending: _Pending) -> None:
        members = list(pending.members)
        task_ids = [pending.members[m][0] for m in members]
        texts = [pending.members[m][1] for m in members]
        loop = asyncio.get_running_loop()
        try:
            results = list(await loop.run_in_executor(None, self.grade, self.tasks, task_ids, texts))
            if len(results) != len(members):
                raise RuntimeError(f"the grader returned {len(results)} results for "
                                   f"{len(members)} samples")
        except Exception as exc:  # noqa: BLE001  an infrastructure failure is unscorable
            results = [unscorable_result(f"grading failed: {type(exc).__name__}: {exc}")] * len(members)
        self.graded_groups += 1
        self._grading.pop(group_key, None)
        outcome = results[0].group if results else None
        if outcome is None and all(r.unscorable for r in results):
            outcome = _unscorable_outcome(group_key, pending)
        if outcome is not None:
            self._record(group_key, outcome)
        for member, result in zip(members, results, strict=True):
            self._remember((group_key, member), result)
            future = pending.waiters[member]
            if not future.done():
                future.set_result(result)

    def _remember(self, key: tuple[Hashable, Hashable], result: SampleResult) -> None:
        self._done[key] = result
        while len(self._done) > RESULT_CACHE:
            self._done.popitem(last=False)

    def _record(self, group_key: Hashable, outcome: GroupOutcome) -> None:
        self._outcomes[group_key] = outcome
        self._outcomes.move_to_end(group_key)
        while len(self._outcomes) > OUTCOME_CACHE:
            self._outcomes.popitem(last=False)

    def metrics(self, group_keys: Sequence[Hashable]) -> dict[str, float] | None:
        """The ``gar/*`` metrics of the groups ``group_keys`` (repeats ignored), computed from
        the grades their results came from; None when any of them is not known here (graded
        elsewhere, still pending, or forgotten)."""
        from gar.grading.result import metrics_of

        outcomes = [self._outcomes.get(key) for key in dict.fromkeys(group_keys)]
        if not outcomes or any(o is None for o in outcomes):
            return None
        return metrics_of(o for o in outcomes if o is not None)

    def pending_groups(self) -> int:
        return len(self._pending)


def _unscorable_outcome(group_key: Hashable, pending: _Pending) -> GroupOutcome:
    """A group none of whose samples got a score (it timed out, or its grading failed)."""
    from gar.grading.result import GroupOutcome

    task_ids = [task_id for task_id, _ in pending.members.values()]
    return GroupOutcome(key=group_key, task_id=task_ids[0] if task_ids else "",
                        size=len(pending.members), scorable=0, passed=0, hacks=0,
                        eligible=False, graded=False, fallback=False, lam=None, capped=False)


class RayGroupCollector:
    """A :class:`GroupCollector` in a Ray actor (wrap with ``ray.remote``): the task table is
    handed to it once, at creation; ``grade_config`` may size its sandbox pool."""

    def __init__(self, tasks: Mapping[str, Task], grade_config: Any = None,
                 timeout_s: float = DEFAULT_TIMEOUT_S, grader_url: str | None = None,
                 ray_actors: int = 0) -> None:
        pool = None
        if ray_actors and not grader_url:  # grade on warm Ray actors, not in this one
            from gar.integrations.ray import PoolGrader, RayGradingPool

            pool = PoolGrader(RayGradingPool(tasks, actors=ray_actors), tasks)
        self.pool = pool
        self.collector = GroupCollector(tasks, grade_fn(grade_config, grader_url, pool),
                                        timeout_s)

    async def submit(self, group_key: Any, member: Any, task_id: str, text: str, size: int,
                     task: Task | None = None) -> SampleResult:
        return await self.collector.submit(group_key, member, task_id, text, size, task)

    def metrics(self, group_keys: Sequence[Any]) -> dict[str, float] | None:
        return self.collector.metrics(group_keys)

    def stats(self) -> dict[str, Any]:
        return {"graded_groups": self.collector.graded_groups,
                "pending_groups": self.collector.pending_groups(),
                "tasks": len(self.collector.tasks),
                "ray_actors": len(self.pool.pool.actors) if self.pool is not None else 0,
                "ray_graded_on": [i["pid"] for i in self.pool.pool.info()] if self.pool else []}
