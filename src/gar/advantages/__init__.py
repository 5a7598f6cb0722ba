"""Advantage estimators: GAR (paper eq. 6-8, App. A.1/A.2) and the baselines it is compared with.

Public API (all pure functions over numpy arrays; torch only for the token broadcast)::

    TierFactors(t1_top=1.0, t1_other=0.9, t2_high=0.85, t2_low=0.4, t3=0.2)
    GARConfig(pass_threshold=1.0, lambda_max=1.5, factors=TierFactors())

    tier_factors(tiers, ranks, factors=TierFactors()) -> np.ndarray
        one group: tier "T1"/"T2"/"T3"/None and rank (1 = best, equal = tie) -> factor, nan
        for None. The exact rule is in gar.advantages.tiers.

    gar_group(rewards, hacks, factors, config=GARConfig()) -> GroupAdvantages
        one group (rewards may hold None = unscorable; factors=None = grade missing or
        malformed -> baseline kept, fallback=True). GroupAdvantages has rewards (after hack
        zeroing, nan for unscorable), advantages (GAR), baseline (Dr. GRPO R - mean(R) on the
        zeroed rewards = the grade record's ``advantage_dr_grpo``), eligible, graded, lam, capped,
        fallback.

    gar_batch(rewards, group_ids, hacks, factors, graded=None, config, mode="gar"|"downweight")
        -> GARBatch: the batch form with every intermediate (per rollout and per group).
    gar_advantages(rewards, group_ids, hacks, factors, graded=None, config, tiers=None)
        -> (advantages, metrics dict)
    downweight_advantages(rewards, group_ids, hacks, factors, graded=None, config) -> array
        the negative control: B = f a+ for passes, a for failures, no lambda, no re-centring.
    step_metrics(result: GARBatch, tiers=None) -> dict[str, float]   (keys in .metrics)

    grpo_advantages(rewards, group_ids, *, scale="group"|"batch"|"none", eps=1e-6)
    dr_grpo_advantages(rewards, group_ids)
    rloo_advantages(rewards, group_ids)
    broadcast_to_tokens(advantages, response_mask: torch.Tensor) -> torch.Tensor

Batch conventions: ``rewards`` float with ``nan`` (or ``None``) for unscorable rollouts, which
are left out of every statistic and get advantage 0; ``group_ids`` any sortable 1-D ids,
groups of any size, not necessarily contiguous; ``hacks`` bool; ``factors`` float per rollout
(read only for passes); ``graded`` bool per rollout, true where the rollout's group has a grade.
"""

from gar.advantages.baselines import dr_grpo_advantages, grpo_advantages, rloo_advantages
from gar.advantages.gar import (
    GARBatch,
    GARConfig,
    GroupAdvantages,
    downweight_advantages,
    gar_batch,
    gar_group,
)
from gar.advantages.metrics import gar_advantages, step_metrics
from gar.advantages.tiers import TIERS, TierFactors, tier_factors
from gar.advantages.tokens import broadcast_to_tokens

__all__ = [
    "TIERS",
    "GARBatch",
    "GARConfig",
    "GroupAdvantages",
    "TierFactors",
    "broadcast_to_tokens",
    "downweight_advantages",
    "dr_grpo_advantages",
    "gar_advantages",
    "gar_batch",
    "gar_group",
    "grpo_advantages",
    "rloo_advantages",
    "step_metrics",
    "tier_factors",
]
