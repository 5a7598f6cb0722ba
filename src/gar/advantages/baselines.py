"""The baseline estimators GAR is compared with: GRPO, Dr. GRPO and RLOO.

All take a flat batch (``rewards`` with ``nan``/``None`` for unscorable rollouts, and
``group_ids``) and return one float64 advantage per rollout; unscorable rollouts get 0 and
are left out of every statistic. Groups of one valid rollout get 0 (nothing to compare with).
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from gar.advantages.grouping import as_groups, as_rewards, centre, check_same_length

Scale = Literal["group", "batch", "none"]


def dr_grpo_advantages(rewards: np.ndarray, group_ids: np.ndarray) -> np.ndarray:
    """Dr. GRPO (Liu et al. 2025, arXiv 2503.20783): ``a_i = R_i - mean_g(R)``, no std.

    This is also GAR's baseline (docs/design.md section 2) and what ungraded groups keep.
    """
    r = as_rewards(rewards)
    check_same_length(rewards=r, group_ids=group_ids)
    return centre(r, as_groups(group_ids)).a


def grpo_advantages(
    rewards: np.ndarray, group_ids: np.ndarray, *, scale: Scale = "group", eps: float = 1e-6
) -> np.ndarray:
    """GRPO (Shao et al. 2024): ``(R_i - mean_g(R)) / (std + eps)``.

    ``scale="group"`` divides by the group's std, ``"batch"`` by the std of all valid rewards
    of the batch (TRL's ``scale_rewards="batch"``), ``"none"`` not at all (= Dr. GRPO). The std
    is the unbiased one (``ddof=1``), as in veRL's ``compute_grpo_outcome_advantage`` and TRL;
    for a single valid rollout it is taken as 0, whose centred advantage is 0 anyway.
    """
    r = as_rewards(rewards)
    check_same_length(rewards=r, group_ids=group_ids)
    c = centre(r, as_groups(group_ids))
    if scale == "none":
        return c.a
    if scale == "group":
        sq = c.groups.sum(c.a * c.a)
        std = np.sqrt(sq / np.maximum(c.n_valid - 1.0, 1.0))
        return c.a / (std[c.groups.index] + eps)
    if scale == "batch":
        valid = r[c.valid]
        spread = float(valid.std(ddof=1)) if valid.size > 1 else 0.0
        return c.a / (spread + eps)
    raise ValueError(f"scale must be 'group', 'batch' or 'none', got {scale!r}")


def rloo_advantages(rewards: np.ndarray, group_ids: np.ndarray) -> np.ndarray:
    """RLOO (Ahmadian et al. 2024): ``R_i - mean_{j != i} R_j = n/(n-1) * (R_i - mean_g(R))``.

    ``n`` counts the group's valid rollouts; a group with one valid rollout gets 0.
    """
    r = as_rewards(rewards)
    check_same_length(rewards=r, group_ids=group_ids)
    c = centre(r, as_groups(group_ids))
    n = c.n_valid[c.groups.index]
    return np.where(n > 1, c.a * n / np.maximum(n - 1.0, 1.0), 0.0)
