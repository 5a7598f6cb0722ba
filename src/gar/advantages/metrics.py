"""Per-step GAR metrics (docs/design.md section 2), as a plain ``dict[str, float]`` for any logger,
and :func:`gar_advantages` (a batch's advantages with its metrics).

Keys and meaning (counts are over the batch of one training step):

* ``gar/groups``: groups in the batch; ``gar/groups_eligible``: groups with >= 2 valid
  rollouts, a pass and a failure (after hack zeroing); ``gar/groups_graded``: eligible groups
  whose grade was used; ``gar/groups_fallback``: eligible groups that kept the baseline
  because their grade was missing or malformed.
* ``gar/confirmed_hacks``: rollouts flagged as confirmed hacks (their reward was set to 0).
* ``gar/rollouts_unscorable``: rollouts left out of the statistics (advantage 0).
* ``gar/tier_share_T1|T2|T3``: share of each tier among the passes of graded groups; only
  present when ``tiers`` is given; 0.0 when there is no such pass.
* ``gar/lambda_mean``: mean lambda over graded groups; ``gar/lambda_capped_rate``: share of
  graded groups whose lambda hit ``lambda_max``. Both 0.0 when no group was graded (a ``nan``
  would poison mean-reducing loggers).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from gar.advantages.gar import GARBatch, GARConfig, gar_batch
from gar.advantages.tiers import TIERS


def step_metrics(
    result: GARBatch, tiers: Sequence[str | None] | np.ndarray | None = None
) -> dict[str, float]:
    """The per-step metrics of one :func:`~gar.advantages.gar.gar_batch` result."""
    graded = result.graded
    n_graded = int(graded.sum())
    metrics = {
        "gar/groups": float(result.present.sum()),
        "gar/groups_eligible": float(result.eligible.sum()),
        "gar/groups_graded": float(n_graded),
        "gar/groups_fallback": float(result.fallback.sum()),
        "gar/confirmed_hacks": float(result.hacks.sum()),
        "gar/rollouts_unscorable": float((~result.valid).sum()),
        "gar/lambda_mean": float(result.lam[graded].mean()) if n_graded else 0.0,
        "gar/lambda_capped_rate": float(result.capped[graded].mean()) if n_graded else 0.0,
    }
    if tiers is not None:
        labels = np.asarray(tiers, dtype=object)
        if labels.shape != result.passes.shape:
            raise ValueError(f"tiers must have shape {result.passes.shape}, got {labels.shape}")
        counted = result.passes & graded[result.groups.index]
        total = int(counted.sum())
        hits = Counter(labels[counted].tolist())
        for tier in TIERS:
            metrics[f"gar/tier_share_{tier}"] = hits[tier] / total if total else 0.0
    return metrics


def gar_advantages(
    rewards: np.ndarray,
    group_ids: np.ndarray,
    hacks: np.ndarray | None,
    factors: np.ndarray | None,
    graded: np.ndarray | None = None,
    config: GARConfig | None = None,
    *,
    tiers: Sequence[str | None] | np.ndarray | None = None,
) -> tuple[np.ndarray, dict[str, float]]:
    """GAR advantages of a batch and its per-step metrics (see :func:`step_metrics`)."""
    result = gar_batch(rewards, group_ids, hacks, factors, graded, config or GARConfig())
    return result.advantages, step_metrics(result, tiers)
