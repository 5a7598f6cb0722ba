"""From one step's grading result to advantages, for each selectable estimator, plus metrics.

Estimators (docs/design.md section 2), all read from the step's
:class:`~gar.grading.result.GradingResult` (the numbers every other consumer logs too):

* ``grpo`` (std-normalised per group), ``dr_grpo`` (mean-centred), ``rloo`` (leave-one-out):
  binary test reward, 1 when the hardened tests pass. A hack that passes them earns 1, as in
  the paper's binary GRPO baseline; the grader still runs, so hack rate and tier shares are
  measured for these arms too.
* ``gar``: confirmed hacks zeroed, passes redistributed by tier factor (eq. 6-8).
* ``downweight``: the negative control (passes scaled by their factor, no restoration).

Unscorable rollouts (infrastructure failure) are left out of every statistic, advantage 0. A
group whose grading fell back (no tier factors) keeps its baseline advantage (counted).
"""

from __future__ import annotations

import numpy as np

from gar.grading.result import ESTIMATORS, GradingResult

__all__ = ["ESTIMATORS", "compute_advantages", "rollout_metrics"]


def compute_advantages(result: GradingResult, estimator: str
                       ) -> tuple[np.ndarray, dict[str, float]]:
    """Per-rollout advantages for ``estimator`` and the step's ``gar/*``, ``rollout/*`` and
    ``adv/*`` metrics."""
    advantages = result.advantages_for(estimator)
    return advantages, result.metrics | rollout_metrics(result, advantages, estimator)


def rollout_metrics(result: GradingResult, advantages: np.ndarray,
                    estimator: str = "gar") -> dict[str, float]:
    """The trainer's ``rollout/*`` names for the result's rates (kept for the report and
    old runs; the same numbers as ``gar/pass_rate``, ``gar/reward_mean``, ``gar/hack_rate``),
    ``rollout/reward_mean`` (the reward this estimator optimises: hack-zeroed for GAR and its
    control, the raw binary test reward for the GRPO family) and the ``adv/*`` statistics of
    the advantages used."""
    m = result.metrics
    used = (np.array([np.nan if r is None else r for r in result.test_rewards()])
            if estimator in ("gar", "downweight") else result.binary)
    return {
        "rollout/reward_mean": float(np.nanmean(used)) if np.isfinite(used).any() else 0.0,
        "rollout/pass_rate": m["gar/pass_rate"],
        "rollout/genuine_pass_rate": m["gar/reward_mean"],
        "rollout/hack_rate": m["gar/hack_rate"],
        "rollout/unscorable": m["gar/rollouts_unscorable"],
        "adv/mean_abs": float(np.abs(advantages).mean()) if advantages.size else 0.0,
        "adv/positive_mass": float(np.clip(advantages, 0, None).sum()),
        "adv/negative_mass": float(np.clip(advantages, None, 0).sum()),
        "adv/nonzero_share": float((np.abs(advantages) > 1e-12).mean()) if advantages.size
        else 0.0,
    }
