"""The ``gar`` reward manager for verl's reward loop (``RewardManagerBase``, verl 0.9): whole
groups graded once, in the reward loop, on both of verl's trainers.

verl calls ``run_single`` once per sample (v1: from the agent loop as each session finishes,
on a reward worker picked at random; legacy: chunks of the batch per worker). The samples of one
prompt share ``uid``; v1 also passes ``session_id``. The manager decodes the response and
submits it to a group rendezvous (:mod:`gar.integrations.groups`) keyed by ``uid``: when all
``n`` samples of the group are in, the group is graded once (each rollout executes once:
execution, audit, group detectors, tiers, redistribution) and each sample gets
``A_i + mean_g(R)`` as ``reward_score``. The ``gar`` estimator's centring per ``uid`` turns
that back into GAR's ``A_i`` (see :mod:`gar.integrations.batch`), verl's score metrics read the
true mean reward, and whatever verl adds to the token rewards (``use_kl_in_reward``) is kept.

Where the rendezvous lives: in a named Ray actor (``gar_group_collector``, one per job) when
Ray is running, so samples arriving on different reward workers and nodes meet; in-process
otherwise. The task table travels inside verl's config (``reward.gar.tasks``, inline records
put there by ``python -m gar.integrations.verl_main``), so no worker needs a local file or an
environment variable; a name (``humaneval``) or a path there, or ``GAR_TASKS``, also work where
every node can read them.

Settings (``+reward.gar.<key>=...``): ``tasks``; ``group_size`` (default
``actor_rollout_ref.rollout.n``; a row's ``extra_info["gar_group_size"]`` overrides it);
``timeout_s`` (a group that does not fill in time is unscorable, default 600); ``num_cpus``
(the collector actor's Ray allotment, which sizes its sandbox pool; default 1);
``grader_url`` (grade on a ``gar serve`` at that address instead, e.g. a CPU node next to the
GPUs: ``+reward.gar.grader_url=http://grader:8321``); ``ray_actors`` (grade on that many warm
Ray grader actors, :class:`gar.integrations.ray.RayGradingPool`, spread over the cluster,
instead of inside the collector; default 0).

Tests carried in the row: a row whose ``reward_model.ground_truth`` holds stdin/stdout pairs
(veRL's code datasets: APPS/CodeContests/TACO style; see :mod:`gar.stdio`) is graded against
them, with no task table needed; its task id is ``extra_info["task_id"]`` or derived from the
tests. The task travels with the sample to the rendezvous.

Validation: verl's reward call does not say whether a sample is a validation sample, and
``val_kwargs.n`` usually differs from ``rollout.n``. Rows whose ``extra_info["split"]`` is
``val``/``validation``/``test``/``eval`` (verl's own preprocessing scripts write ``split``) are
graded alone and scored with the hack-zeroed test reward (a pass rate), not an advantage.
An unscorable sample gets its group's mean (advantage 0 after centring); ``nan`` only when its
whole group is unscorable (the ``gar`` estimator leaves such rows out and gives them 0).

Built lazily by :func:`build_reward_manager` because the base class comes from verl.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping
from typing import Any

from gar.integrations.groups import DEFAULT_TIMEOUT_S, GroupCollector, SampleResult, grade_fn

COLLECTOR_NAME = "gar_group_collector"
EVAL_SPLITS = frozenset({"val", "valid", "validation", "test", "eval"})
_local: dict[tuple[int, float], GroupCollector] = {}


def settings(config: Any) -> dict[str, Any]:
    """``reward.gar`` of a verl config as a plain dict (empty when absent)."""
    section = _get(_get(config, "reward", None), "gar", None)
    if section is None:
        return {}
    try:
        from omegaconf import OmegaConf

        if OmegaConf.is_config(section):
            return dict(OmegaConf.to_container(section, resolve=True))  # type: ignore[arg-type]
    except ImportError:
        pass
    return dict(section)


def _get(config: Any, key: str, default: Any) -> Any:
    if config is None:
        return default
    if hasattr(config, "get"):
        return config.get(key, default)
    return getattr(config, key, default)


def resolve_tasks(spec: Any, allow_empty: bool = False) -> Mapping[str, Any]:
    """A task table from inline records, a built-in name or path, or ``GAR_TASKS``.
    ``allow_empty``: none given is an empty table (every row must then carry its tests)."""
    from gar.integrations.batch import tasks_from_records

    if spec is None:
        spec = os.environ.get("GAR_TASKS")
    if spec is None and allow_empty:
        return {}
    if spec is None:
        raise ValueError(
            "the gar reward manager needs a task table: run verl through "
            "`python -m gar.integrations.verl_main +reward.gar.tasks=TASKS ...` (ships the table "
            "inside the config to every node), or set +reward.gar.tasks to a built-in name "
            "(e.g. humaneval) or a path every node can read")
    if isinstance(spec, str):
        from gar.io import load_tasks

        return load_tasks(spec)
    return tasks_from_records(spec)


def group_size(config: Any, row: Mapping[str, Any], options: Mapping[str, Any]) -> int:
    extra = row.get("extra_info") or {}
    if isinstance(extra, Mapping):
        if str(extra.get("split", "")).lower() in EVAL_SPLITS:
            return 0  # graded alone, scored with the test reward
        if extra.get("gar_group_size") is not None:
            return int(extra["gar_group_size"])
    if options.get("group_size") is not None:
        return int(options["group_size"])
    return int(_get(_get(_get(config, "actor_rollout_ref", None), "rollout", None), "n", 1))


def task_id_of(row: Mapping[str, Any]) -> str | None:
    extra = row.get("extra_info") or {}
    if isinstance(extra, Mapping) and extra.get("task_id") is not None:
        return str(extra["task_id"])
    if row.get("task_id") is not None:
        return str(row["task_id"])
    return None


def task_of(row: Mapping[str, Any], tasks: Mapping[str, Any]) -> tuple[str, Any]:
    """The sample's task id, and its task when the row carries the tests itself
    (``reward_model.ground_truth`` with stdin/stdout pairs, :func:`gar.stdio.row_task`) and
    the table does not know the id; ``(id, None)`` otherwise (an id the table does not know
    is graded unscorable, never reward 0)."""
    task_id = task_id_of(row)
    reward_model = row.get("reward_model") or {}
    truth = reward_model.get("ground_truth") if isinstance(reward_model, Mapping) else None
    if truth is not None and (task_id is None or task_id not in tasks):
        from gar.stdio import row_task

        task = row_task(truth, task_id)
        return task.task_id, task
    if task_id is None:
        raise KeyError("the sample has no task id (extra_info['task_id'] or a task_id "
                       "column) and no tests in reward_model.ground_truth")
    if not tasks:  # no table at all: a configuration error, not one unscorable sample
        raise KeyError(f"no task table for task {task_id!r} (+reward.gar.tasks, see "
                       "gar.integrations.verl_main) and the row carries no tests in "
                       "reward_model.ground_truth")
    return task_id, None


class Rendezvous:
    """Where a reward manager submits samples: a named Ray actor when Ray is running, else an
    in-process :class:`GroupCollector` shared by the managers of this process."""

    def __init__(self, tasks: Mapping[str, Any], options: Mapping[str, Any]) -> None:
        self.timeout_s = float(options.get("timeout_s", DEFAULT_TIMEOUT_S))
        self.actor = _ray_collector(tasks, options, self.timeout_s)
        if self.actor is None:
            key = (id(tasks), self.timeout_s)
            if key not in _local:
                grade = grade_fn(None, options.get("grader_url"))
                _local[key] = GroupCollector(tasks, grade, timeout_s=self.timeout_s)
            self.local: GroupCollector | None = _local[key]
        else:
            self.local = None

    async def submit(self, uid: Any, member: Any, task_id: str, text: str, size: int,
                     task: Any = None) -> SampleResult:
        if self.local is not None:
            return await self.local.submit(uid, member, task_id, text, size, task)
        return await self.actor.submit.remote(uid, member, task_id, text, size, task)


def _ray_collector(tasks: Mapping[str, Any], options: Mapping[str, Any], timeout_s: float) -> Any:
    if options.get("collector", "auto") == "local":
        return None
    try:
        import ray
    except ImportError:
        return None
    if not ray.is_initialized():
        return None
    from gar.grading import GradeConfig
    from gar.integrations.groups import RayGroupCollector

    cpus = float(options.get("num_cpus", 1))
    actor_cls = ray.remote(RayGroupCollector)
    return actor_cls.options(
        name=COLLECTOR_NAME, get_if_exists=True, num_cpus=cpus, max_concurrency=100_000,
    ).remote(dict(tasks), GradeConfig(workers=max(1, int(cpus)) + 1), timeout_s,
             options.get("grader_url"), int(options.get("ray_actors", 0)))


def reward_loop_metrics(group_keys: Any) -> dict[str, float] | None:
    """The ``gar/*`` metrics of the groups ``group_keys`` (verl's ``uid`` values) from the grades
    the reward loop gave them: asked of this process's collectors, else of the job's named
    collector actor. None when no rendezvous here graded them all (the rewards came from
    elsewhere)."""
    keys = list(dict.fromkeys(group_keys))
    for collector in _local.values():
        metrics = collector.metrics(keys)
        if metrics is not None:
            return metrics
    try:
        import ray
    except ImportError:
        return None
    if not ray.is_initialized():
        return None
    try:
        actor = ray.get_actor(COLLECTOR_NAME)
    except ValueError:  # no GAR reward manager in this job
        return None
    return ray.get(actor.metrics.remote(keys), timeout=120)


def build_reward_manager() -> type:
    from gar.integrations.verl_support import verl_module as _verl

    base = _verl("verl.experimental.reward_loop.reward_manager.base").RewardManagerBase

    class GARRewardManager(base):  # type: ignore[misc, valid-type]
        """verl reward manager: whole groups graded once by GAR (module docstring)."""

        __gar__ = True

        def __init__(self, config: Any, tokenizer: Any, compute_score: Any = None, **_: Any):
            super().__init__(config, tokenizer, compute_score)
            self.options = settings(config)
            self.tasks = resolve_tasks(self.options.get("tasks"), allow_empty=True)
            self.rendezvous = Rendezvous(self.tasks, self.options)
            self._arrivals: dict[Any, int] = {}

        async def run_single(self, data: Any) -> dict:
            item = data[-1:][0]
            row = item.non_tensor_batch
            response = item.batch["responses"]
            length = int(item.batch["attention_mask"][-response.shape[-1]:].sum())
            text = await self.loop.run_in_executor(
                None, lambda: self.tokenizer.decode(response[:length], skip_special_tokens=True)
            )
            task_id, task = task_of(row, self.tasks)
            size = group_size(self.config, row, self.options)
            uid = row.get("uid")
            if size == 0 or uid is None:
                alone = ("alone", uuid.uuid4().hex)
                result = await self.rendezvous.submit(alone, 0, task_id, text, 1, task)
                return result.as_reward_loop(score="reward")
            member = self._member(row, uid, size)
            result = await self.rendezvous.submit(uid, member, task_id, text, size, task)
            return result.as_reward_loop(score="trainer")

        def _member(self, row: Mapping[str, Any], uid: Any, size: int) -> Any:
            """v1 passes ``session_id``; the legacy trainer does not, so arrival order (kept
            per manager, forgotten once the group is complete)."""
            if row.get("session_id") is not None:
                return int(row["session_id"])
            count = self._arrivals.pop(uid, 0)
            if count + 1 < size:
                self._arrivals[uid] = count + 1
            return (os.getpid(), id(self), count)

    GARRewardManager.__module__ = "gar.integrations.verl"
    return GARRewardManager
