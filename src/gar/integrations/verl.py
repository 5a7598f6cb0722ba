"""veRL integration (supported: verl 0.9.x; checked against 0.9.1).

What verl 0.9 offers and what we plug in:

* Plugins: ``import verl`` loads every entry point of the group ``verl.plugins``
  (``VERL_USE_EXTERNAL_PLUGINS``: ``auto`` (default), ``none``, or a comma list of names). It
  calls ``EntryPoint.load()`` -- an import, not a call -- and logs a failure only at DEBUG level.
  GAR's entry point is the module :mod:`gar.integrations.verl_plugin`, whose import calls
  :func:`register`; ``register`` logs its own failures at WARNING and returns them.
* Advantage estimators: ``core_algos.register_adv_est(name)``; ``compute_advantage`` calls a
  registered estimator with ``token_level_rewards``, ``response_mask``, ``config`` (the
  ``algorithm`` config) and ``index`` (the ``uid`` of each row's prompt group).
  :func:`compute_gar_advantage` is registered as ``gar``.
* Reward managers: the reward loop registry
  (``verl.experimental.reward_loop.reward_manager.register``) of classes with an async
  ``run_single(data)`` per sample. verl 0.9's default v1 trainer (``trainer.use_v1=True``)
  hands the estimator a fixed field list (``uid``, ``response_mask``, ``rm_scores``, ...), so
  nothing but the reward reaches it. The ``gar`` manager therefore grades whole groups in the
  reward loop (:mod:`gar.integrations.verl_reward`): it meets the samples of each ``uid`` in a
  rendezvous (a named Ray actor), grades the group once, and returns each sample's
  ``A_i + mean_g(R)`` (:meth:`~gar.grading.result.GradingResult.trainer_rewards`) as its
  reward. The estimator's per-``uid`` centring turns that into GAR's ``A_i`` on both trainers,
  verl's reward metrics read the true mean reward, and whatever verl adds to the token rewards
  (``use_kl_in_reward``) is kept. Its per-sample extras carry ``gar_in_reward`` so the
  estimator knows not to grade or redistribute again.
* Per-row columns (legacy trainer, with :func:`install_groupwise_hook`): when another reward
  manager writes ``gar_passed``/``gar_hack``/``gar_factor`` (or ``gar_task_id`` + ``gar_text``,
  graded here), the estimator computes GAR from them.

Settings: ``algorithm.adv_estimator=gar``, ``algorithm.norm_adv_by_std_in_grpo=false`` (checked:
std scaling undoes the redistribution), ``reward.reward_manager.name=gar``; the task table in
``reward.gar.tasks`` (:mod:`gar.integrations.verl_main` ships it inside the config to every
node), else ``GAR_TASKS``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from gar.integrations.verl_support import STATE as _state
from gar.integrations.verl_support import TASKS_ENV
from gar.integrations.verl_support import task_table as _tasks
from gar.integrations.verl_support import verl_module as _verl

ESTIMATOR = "gar"
REWARD_MANAGER = "gar"
SUPPORTED = ">=0.9,<0.10"
_log = logging.getLogger("gar.integrations.verl")


@dataclass(frozen=True)
class Registration:
    """What :func:`register` did: each flag true when the component is registered (now or
    before); ``errors`` says why not."""

    estimator: bool
    reward_manager: bool
    hook: bool
    errors: tuple[str, ...] = ()


def register(install_hook: bool | None = None) -> Registration:
    """Register the ``gar`` estimator and reward manager with verl; safe to call repeatedly.

    ``install_hook``: also install the groupwise grading hook (default: when ``GAR_TASKS``
    is set). Failures are logged at WARNING and returned, never raised (verl would hide them).
    """
    errors: list[str] = []
    estimator = _try(errors, "estimator", _register_estimator)
    manager = _try(errors, "reward manager", _register_reward_manager)
    if install_hook is None:
        install_hook = bool(os.environ.get(TASKS_ENV))
    hook = _try(errors, "groupwise hook", install_groupwise_hook) if install_hook else False
    for error in errors:
        _log.warning("gar verl plugin: %s", error)
    return Registration(estimator, manager, hook, tuple(errors))


def _try(errors: list[str], what: str, action: Any) -> bool:
    try:
        action()
        return True
    except Exception as exc:  # noqa: BLE001  reported, never raised: see register()
        errors.append(f"could not register the {what}: {type(exc).__name__}: {exc}")
        return False


def _register_estimator() -> None:
    core_algos = _verl("verl.trainer.ppo.core_algos")
    current = core_algos.ADV_ESTIMATOR_REGISTRY.get(ESTIMATOR)
    if current is compute_gar_advantage:
        return
    if current is not None:
        raise RuntimeError(f"another estimator is registered as {ESTIMATOR!r}: {current!r}")
    core_algos.register_adv_est(ESTIMATOR)(compute_gar_advantage)


def _register_reward_manager() -> None:
    registry = _verl("verl.experimental.reward_loop.reward_manager.registry")
    current = registry.REWARD_MANAGER.get(REWARD_MANAGER)
    if current is not None and getattr(current, "__gar__", False):
        return
    from gar.integrations.verl_reward import build_reward_manager

    registry.register(REWARD_MANAGER)(build_reward_manager())


# ------------------------------------------------------------------------- estimator


def compute_gar_advantage(
    token_level_rewards: Any,
    response_mask: Any,
    index: Any = None,
    config: Any = None,
    non_tensor_batch: Mapping[str, Any] | None = None,
    **_: Any,
) -> tuple[Any, Any]:
    """The ``gar`` advantage estimator: ``(advantages, returns)``, both ``(batch, tokens)``.

    A row's reward is the masked sum of its token rewards; rows with no response token, a
    non-finite reward or no ``uid`` (padding, invalid rows) are left out and get 0. Groups are
    the rows of one ``uid``. When ``non_tensor_batch`` carries ``gar_task_id`` + ``gar_text``
    (and a task table is known), whole groups are graded here and their GAR advantages used;
    else ``gar_hack`` / ``gar_factor`` per row are used when present; else each group keeps
    its baseline ``R - mean(R)`` (eq. 6) and eligible groups count as fallbacks.
    """
    from gar.advantages import broadcast_to_tokens

    if index is None:
        raise ValueError("the gar estimator needs the rows' group ids (non_tensor_batch['uid'])")
    if config is not None and _get(config, "norm_adv_by_std_in_grpo", False):
        raise ValueError(
            "the gar estimator requires algorithm.norm_adv_by_std_in_grpo=false: std "
            "normalisation would undo GAR's redistribution"
        )
    mask = response_mask.float() if not response_mask.is_floating_point() else response_mask
    scores = (token_level_rewards.float() * mask).sum(-1).detach().cpu().double().numpy()
    uids = np.asarray(index, dtype=object)
    rows = np.flatnonzero((mask.sum(-1) > 0).cpu().numpy() & _present(uids))  # not padding
    valid = np.zeros(len(uids), dtype=bool)
    valid[rows] = np.isfinite(scores[rows])
    extras = non_tensor_batch or {}
    in_reward = "gar_in_reward" in extras
    if in_reward:  # the gar reward manager's rewards: already GAR, centre only
        extras = {}
    advantages = np.zeros(len(uids))
    graded = _grade_groups_here(extras, uids, rows)
    if graded is not None:
        result = graded
        advantages[rows] = result.advantages
        metrics = result.metrics
    else:  # every row counts; padding and uid-less rows are unscorable singletons
        present = set(rows.tolist())
        keys = [uid if i in present else ("<invalid>", i) for i, uid in enumerate(uids)]
        result = _result_from_columns(np.where(valid, scores, np.nan), keys, extras)
        advantages = result.advantages
        metrics = _metrics_of_rewards(result, uids[rows], extras, in_reward)
    _state["metrics"] = metrics
    out = broadcast_to_tokens(np.where(valid, advantages, 0.0), response_mask)
    return out, out


def last_metrics() -> dict[str, float]:
    """The ``gar/*`` metrics of the estimator's last call (verl has no channel for them).

    They are computed from the grades the rewards came from: groups graded in the estimator
    (``gar_task_id`` + ``gar_text``), or GAR's reward loop (both trainers: the rows carry only
    ``A_i + mean_g(R)``, so the estimator asks the rendezvous that graded those ``uid`` values,
    :func:`gar.integrations.verl_reward.reward_loop_metrics`), or another grader's per-row
    columns. Rows that carry GAR's reward-loop rewards whose rendezvous is out of reach (a
    ``collector=local`` in another process) give ``{}``: pass and hack rates cannot be read
    back from advantages. Plain rewards with no columns (another reward manager) count a
    reward >= 1 as a pass."""
    return dict(_state["metrics"])


_GRADE_COLUMNS = frozenset({"gar_passed", "gar_hack", "gar_factor", "gar_tier"})


def _metrics_of_rewards(result: Any, uids: np.ndarray, extras: Mapping[str, Any],
                        in_reward: bool) -> dict[str, float]:
    """The ``gar/*`` metrics of rows that carry rewards (see :func:`last_metrics`)."""
    if not _GRADE_COLUMNS & set(extras):
        from gar.integrations.verl_reward import reward_loop_metrics

        truthful = reward_loop_metrics(uids.tolist())
        if truthful is not None:
            return truthful
        if in_reward:
            return {}
    return dict(result.metrics)


def _get(config: Any, key: str, default: Any) -> Any:
    if hasattr(config, "get"):
        return config.get(key, default)
    return getattr(config, key, default)


def _present(uids: np.ndarray) -> np.ndarray:
    return np.array([u is not None and not (isinstance(u, float) and np.isnan(u)) for u in uids])


def _column(extras: Mapping[str, Any], key: str, kind: type) -> np.ndarray | None:
    if key not in extras:
        return None
    values = np.asarray(extras[key], dtype=object)
    if kind is float:
        return np.array([np.nan if v is None else float(v) for v in values], dtype=float)
    return np.array([bool(v) for v in values], dtype=bool)


def _result_from_columns(rewards: np.ndarray, uids: Any,
                         extras: Mapping[str, Any]) -> Any:
    """The grading result from per-row columns (veRL's v1 trainer, or another grader's):
    ``gar_passed`` (default: reward >= 1), ``gar_hack``, ``gar_factor``, ``gar_tier``. Whatever
    a row's reward holds beyond its pass (KL or length terms a reward manager added) enters as
    a reward term, before the baseline; a confirmed hack's whole reward is zeroed."""
    from gar.grading.result import GradingResult

    ok = ~np.isnan(rewards)
    score = np.nan_to_num(rewards)
    hacks = _column(extras, "gar_hack", bool)
    hacks = hacks if hacks is not None else np.zeros(len(rewards), dtype=bool)
    passed = _column(extras, "gar_passed", bool)
    passed = passed if passed is not None else score >= 1.0
    factors = _column(extras, "gar_factor", float)
    tiers = extras.get("gar_tier")
    config = _state["grade_config"]
    terms = np.where(ok & ~hacks, score - passed, 0.0)
    return GradingResult.from_arrays(
        passed=passed, scorable=ok, hacks=hacks,
        factors=None if factors is None else [None if np.isnan(f) else f for f in factors],
        group_keys=list(uids), tiers=None if tiers is None else list(tiers),
        config=getattr(config, "gar", None), terms=terms if terms.any() else None)


def _grade_groups_here(extras: Mapping[str, Any], uids: np.ndarray, rows: np.ndarray) -> Any:
    """The grading result of ``rows`` graded here as whole groups (legacy trainer: the reward
    manager's ``gar_task_id`` and ``gar_text`` reached ``non_tensor_batch``), else None."""
    if "gar_task_id" not in extras or "gar_text" not in extras:
        return None
    tasks = _tasks()
    if tasks is None:
        return None
    from gar.integrations.batch import grade_batch

    return grade_batch(
        tasks,
        [str(extras["gar_task_id"][i]) for i in rows],
        [str(extras["gar_text"][i]) for i in rows],
        [uids[i] for i in rows],
        grade_config=_state["grade_config"], grader=_state["grader"],
    ).result


# ------------------------------------------------------------------------------ hook


def install_groupwise_hook(tasks: Mapping[str, Any] | None = None, grade_config: Any = None,
                           grader: Any = None) -> None:
    """Let the ``gar`` estimator see ``non_tensor_batch`` so it can grade whole groups.

    Wraps ``verl.trainer.ppo.ray_trainer.compute_advantage`` (and the name imported by
    ``verl.trainer.ppo.v1.utils``); other estimators pass through untouched. Idempotent.
    ``tasks`` defaults to ``GAR_TASKS``; ``grader``: a
    :class:`~gar.integrations.batch.GroupGrader` (default :func:`gar.grading.grade_groups`).
    """
    if tasks is not None:
        _state["tasks"] = tasks
    if grade_config is not None:
        _state["grade_config"] = grade_config
    if grader is not None:
        _state["grader"] = grader
    ray_trainer = _verl("verl.trainer.ppo.ray_trainer")
    original = ray_trainer.compute_advantage
    if getattr(original, "__gar_hook__", False):
        return

    def compute_advantage(data: Any, adv_estimator: Any, *args: Any, **kwargs: Any) -> Any:
        name = getattr(adv_estimator, "value", adv_estimator)
        if name != ESTIMATOR:
            return original(data, adv_estimator, *args, **kwargs)
        config = kwargs.get("config", args[4] if len(args) > 4 else None)
        if "response_mask" not in data.batch.keys():  # noqa: SIM118  TensorDict has no `in`
            data.batch["response_mask"] = ray_trainer.compute_response_mask(data)
        adv, returns = compute_gar_advantage(
            data.batch["token_level_rewards"], data.batch["response_mask"],
            index=data.non_tensor_batch.get("uid"), config=config,
            non_tensor_batch=data.non_tensor_batch,
        )
        data.batch["advantages"] = adv
        data.batch["returns"] = returns
        return data

    compute_advantage.__gar_hook__ = True  # type: ignore[attr-defined]
    compute_advantage.__wrapped__ = original  # type: ignore[attr-defined]
    ray_trainer.compute_advantage = compute_advantage
    v1_utils = _v1_utils()
    if v1_utils is not None and v1_utils.compute_advantage is original:
        v1_utils.compute_advantage = compute_advantage
    _state["hook"] = original


def _v1_utils() -> Any:
    """verl's v1 trainer utilities, or None where they cannot be imported (they need
    ``transfer_queue``; a module imported after the hook binds the hooked function anyway)."""
    try:
        import verl.trainer.ppo.v1.utils as v1_utils
    except ImportError:
        return None
    return v1_utils


def uninstall_groupwise_hook() -> None:
    """Undo :func:`install_groupwise_hook` (tests)."""
    original = _state.get("hook")
    if original is None:
        return
    ray_trainer = _verl("verl.trainer.ppo.ray_trainer")
    hooked = ray_trainer.compute_advantage
    ray_trainer.compute_advantage = original
    v1_utils = _v1_utils()
    if v1_utils is not None and v1_utils.compute_advantage is hooked:
        v1_utils.compute_advantage = original
    _state["hook"] = None
    _state["grader"] = None
