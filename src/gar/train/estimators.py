"""From one step's grades to advantages, for each selectable estimator, plus step metrics.

Estimators (docs/design.md section 2):

* ``grpo`` (std-normalised per group), ``dr_grpo`` (mean-centred), ``rloo`` (leave-one-out):
  binary test reward, 1 when the hardened tests pass. A hack that passes them earns 1, as in
  the paper's binary GRPO baseline; the grader still runs, so hack rate and tier shares are
  measured for these arms too.
* ``gar``: confirmed hacks zeroed, passes redistributed by tier factor (eq. 6-8).
* ``downweight``: the negative control (passes scaled by their factor, no restoration).

Unscorable rollouts (infrastructure failure) have reward ``nan``: left out of every statistic,
advantage 0. A group whose grading fell back keeps its baseline advantage (counted).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from gar.advantages import (
    GARConfig,
    downweight_advantages,
    dr_grpo_advantages,
    gar_batch,
    grpo_advantages,
    rloo_advantages,
    step_metrics,
)
from gar.records import Grade, Status

ESTIMATORS = ("grpo", "dr_grpo", "rloo", "gar", "downweight")


def binary_rewards(grades: Sequence[Grade]) -> np.ndarray:
    """1.0 where the tests passed, 0.0 where not, ``nan`` where unscorable."""
    return np.array([np.nan if g.status is Status.UNSCORABLE else float(g.passed)
                     for g in grades], dtype=np.float64)


def compute_advantages(
    grades: Sequence[Grade],
    fallback_tasks: set[str],
    estimator: str,
    config: GARConfig | None = None,
) -> tuple[np.ndarray, dict[str, float]]:
    """Per-rollout advantages for ``estimator`` and the step's grading/advantage metrics.

    ``fallback_tasks`` are the task ids whose grading fell back (no usable tiers)."""
    if estimator not in ESTIMATORS:
        raise ValueError(f"unknown estimator {estimator!r}; known: {', '.join(ESTIMATORS)}")
    config = config or GARConfig()
    rewards = binary_rewards(grades)
    group_ids = np.array([g.task_id for g in grades], dtype=object)
    hacks = np.array([g.hack for g in grades], dtype=bool)
    factors = np.array([np.nan if g.factor is None else g.factor for g in grades])
    graded = np.array([g.task_id not in fallback_tasks for g in grades], dtype=bool)
    tiers = [g.tier for g in grades]
    batch = gar_batch(rewards, group_ids, hacks, factors, graded, config)
    if estimator == "gar":
        advantages = batch.advantages
    elif estimator == "downweight":
        advantages = downweight_advantages(rewards, group_ids, hacks, factors, graded, config)
    elif estimator == "grpo":
        advantages = grpo_advantages(rewards, group_ids, scale="group")
    elif estimator == "dr_grpo":
        advantages = dr_grpo_advantages(rewards, group_ids)
    else:
        advantages = rloo_advantages(rewards, group_ids)
    advantages = np.nan_to_num(np.asarray(advantages, dtype=np.float64), nan=0.0)
    metrics = step_metrics(batch, tiers)
    metrics |= rollout_metrics(grades, rewards, advantages)
    # the reward this estimator optimises: hack-zeroed for GAR and its control, raw for GRPO
    used = np.where(hacks, 0.0, rewards) if estimator in ("gar", "downweight") else rewards
    metrics["rollout/reward_mean"] = float(np.nanmean(used)) if np.isfinite(used).any() \
        else 0.0
    return advantages, metrics


def rollout_metrics(grades: Sequence[Grade], rewards: np.ndarray,
                    advantages: np.ndarray) -> dict[str, float]:
    scorable = ~np.isnan(rewards)
    n = max(int(scorable.sum()), 1)
    passed = np.array([g.passed for g in grades], dtype=bool) & scorable
    hacks = np.array([g.hack for g in grades], dtype=bool) & scorable
    return {
        "rollout/pass_rate": float(passed.sum()) / n,
        "rollout/genuine_pass_rate": float((passed & ~hacks).sum()) / n,
        "rollout/hack_rate": float(hacks.sum()) / n,
        "rollout/unscorable": float((~scorable).sum()),
        "adv/mean_abs": float(np.abs(advantages).mean()) if advantages.size else 0.0,
        "adv/positive_mass": float(np.clip(advantages, 0, None).sum()),
        "adv/negative_mass": float(np.clip(advantages, None, 0).sum()),
        "adv/nonzero_share": float((np.abs(advantages) > 1e-12).mean()) if advantages.size
        else 0.0,
    }
