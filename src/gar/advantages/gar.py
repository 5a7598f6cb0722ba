"""GAR advantage redistribution (paper eq. 6-8), vectorised over a batch of groups.

Per group, in this order (docs/design.md section 2):

1. Confirmed hacks' rewards are set to 0; they are then ordinary failures. A hack flag
   applies even to a rollout whose reward was unscorable (``nan``): the grader has evidence,
   so it becomes a scorable failure. Callers without a grade pass ``hacks=False``.
2. Baseline (eq. 6): ``a_i = R_i - mean(R)`` over the valid (scorable) rollouts; no std.
3. Eligibility: at least 2 valid rollouts, at least one pass (``R >= pass_threshold``) and
   one failure, all counted *after* step 1 (a group whose only passes were hacks is all-fail
   and gets zero advantages). Ineligible groups keep ``a``.
4. A group is *graded* when it is eligible, its grade is present (``graded`` true for all
   its rollouts) and every pass has a finite factor ``>= 0``. An eligible group that is not
   graded is a *fallback*: it keeps ``a`` and is counted, never silently zeroed.
5. Eq. 7: ``lambda = min(sum_P a_i^+ / sum_P f_i a_i^+, lambda_max)``.
   ``B_i = lambda f_i a_i^+`` for passes, ``B_i = a_i`` for failures.
6. Eq. 8: ``A_i = B_i - mean(B)`` over the valid rollouts. Unscorable rollouts get 0.

Edge cases, defined here once:

* With binary rewards every pass of an eligible group has ``a > 0``. With non-binary rewards
  a pass can sit below the mean (``a < 0``). Read literally, eq. 7 would give it
  ``B = lambda f a^+ = 0``: a free raise paid for by every other rollout through the
  re-centring, so failures would move even when lambda is not capped. We keep such a pass's
  negative credit instead: ``B_i = lambda f_i a_i^+ + min(a_i, 0)``. This equals eq. 7
  whenever ``a_i >= 0`` (always, with binary rewards) and keeps the paper's invariants for
  any rewards: uncapped, ``mean(B) = 0``, positive mass conserved, failures untouched, equal
  factors give Dr. GRPO.
* ``sum_P a^+ > 0`` always holds in an eligible group (the best pass is above the mean).
  If ``sum_P f_i a_i^+ = 0`` (every positive-advantage pass has factor 0), the ratio is
  infinite: ``lambda = lambda_max`` and the group counts as capped; those passes get ``B = 0``.
* "Capped" means the uncapped ratio exceeded ``lambda_max`` (strictly).

The down-weight-only negative control (``mode="downweight"``) is steps 1-4 and
``B_i = f_i a_i^+`` (plus ``min(a_i, 0)``, as above) for passes, ``a_i`` for failures: no lambda, no re-centring. It breaks the
credit balance on purpose (the paper's ablation that destabilised training).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from gar.advantages.grouping import (
    Centred,
    Groups,
    as_groups,
    as_rewards,
    centre,
    check_same_length,
)
from gar.advantages.tiers import TierFactors


@dataclass(frozen=True)
class GARConfig:
    """Knobs of the redistribution; defaults are the paper's."""

    pass_threshold: float = 1.0
    lambda_max: float = 1.5
    factors: TierFactors = field(default_factory=TierFactors)

    def __post_init__(self) -> None:
        if not math.isfinite(self.pass_threshold):
            raise ValueError(f"pass_threshold must be finite, got {self.pass_threshold!r}")
        if not (self.lambda_max > 0 and not math.isnan(self.lambda_max)):
            raise ValueError(f"lambda_max must be > 0, got {self.lambda_max!r}")


Mode = Literal["gar", "downweight"]


@dataclass(frozen=True)
class GARBatch:
    """Everything :func:`gar_batch` computed; per-rollout and per-group arrays.

    ``baseline`` is the Dr. GRPO advantage ``R - mean(R)`` on the hack-zeroed rewards: the
    value ungraded groups keep and what grade records store as ``advantage_dr_grpo``.
    Per-group arrays are indexed by ``groups.index``; ``lam`` is ``nan`` where not graded.
    """

    rewards: np.ndarray
    advantages: np.ndarray
    baseline: np.ndarray
    factors: np.ndarray
    hacks: np.ndarray
    passes: np.ndarray
    valid: np.ndarray
    groups: Groups
    present: np.ndarray
    eligible: np.ndarray
    graded: np.ndarray
    fallback: np.ndarray
    lam: np.ndarray
    capped: np.ndarray


def _as_flags(values: np.ndarray | None, n: int, name: str) -> np.ndarray:
    if values is None:
        return np.ones(n, dtype=bool)
    flags = np.asarray(values, dtype=bool)
    if flags.shape != (n,):
        raise ValueError(f"{name} must have shape ({n},), got {flags.shape}")
    return flags


def _as_factors(factors: np.ndarray, n: int) -> np.ndarray:
    arr = np.asarray(factors)
    if arr.dtype == object:
        arr = np.array([np.nan if f is None else float(f) for f in arr], dtype=np.float64)
    arr = arr.astype(np.float64, copy=False)
    if arr.shape != (n,):
        raise ValueError(f"factors must have shape ({n},), got {arr.shape}")
    return arr


def _redistribute(
    c: Centred, passes: np.ndarray, f: np.ndarray, config: GARConfig, mode: Mode
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Eq. 7-8 for every group: ``(advantages, lambda per group, capped per group)``.

    ``f`` holds each pass's factor (0 elsewhere). A pass below the mean keeps its negative
    credit ``min(a, 0)`` (module docstring). ``mode="downweight"`` skips lambda and re-centring.
    """
    groups, idx = c.groups, c.groups.index
    a_pos = np.where(passes, np.maximum(c.a, 0.0), 0.0)
    a_neg = np.minimum(c.a, 0.0)
    if mode == "downweight":
        b = np.where(passes, f * a_pos + a_neg, c.a)
        return b, np.full(groups.count, np.nan), np.zeros(groups.count, dtype=bool)
    sum_pos = groups.sum(a_pos)
    sum_f = groups.sum(f * a_pos)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(sum_f > 0, sum_pos / np.where(sum_f > 0, sum_f, 1.0), np.inf)
    lam = np.minimum(ratio, config.lambda_max)
    b = np.where(passes, lam[idx] * f * a_pos + a_neg, c.a)  # eq. 7
    mean_b = groups.sum(np.where(c.valid, b, 0.0)) / np.maximum(c.n_valid, 1.0)
    return np.where(c.valid, b - mean_b[idx], 0.0), lam, ratio > config.lambda_max  # eq. 8


def gar_batch(
    rewards: np.ndarray,
    group_ids: np.ndarray,
    hacks: np.ndarray | None = None,
    factors: np.ndarray | None = None,
    graded: np.ndarray | None = None,
    config: GARConfig = GARConfig(),
    *,
    mode: Mode = "gar",
    terms: np.ndarray | None = None,
) -> GARBatch:
    """GAR (or the down-weight-only control) over a flat batch; see the module docstring.

    ``rewards``: float per rollout, ``nan``/``None`` for unscorable. ``group_ids``: any
    sortable ids. ``hacks``: confirmed hacks (default none). ``factors``: tier factor per
    rollout (read only for passes; ``nan`` elsewhere; default: no grade anywhere).
    ``graded``: whether the rollout's group has a grade (default: where ``factors`` given).
    ``terms``: other reward terms per rollout (format or length rewards, an overlong
    penalty; finite floats, default 0), added in the order of docs/design.md section 2: after
    hack zeroing, before the baseline. The pass set is still read from ``rewards`` (``R >= pass_threshold``
    after zeroing, before the terms), so a penalised pass stays a pass.
    """
    if mode not in ("gar", "downweight"):
        raise ValueError(f"mode must be 'gar' or 'downweight', got {mode!r}")
    r_raw = as_rewards(rewards)
    n = r_raw.size
    check_same_length(rewards=r_raw, group_ids=np.asarray(group_ids))
    hack = _as_flags(hacks, n, "hacks") if hacks is not None else np.zeros(n, dtype=bool)
    f = _as_factors(factors, n) if factors is not None else np.full(n, np.nan)
    has_grade = _as_flags(graded, n, "graded") if factors is not None else np.zeros(n, bool)
    groups = as_groups(group_ids)
    idx = groups.index

    r = np.where(hack, 0.0, r_raw)  # step 1
    passing = r >= config.pass_threshold
    if terms is not None:
        extra = as_rewards(terms)
        check_same_length(rewards=r, terms=extra)
        if np.isnan(extra).any():
            raise ValueError("terms must be finite (use 0 for a rollout without a term)")
        r = r + extra  # optional penalties and other terms, before the baseline
    c = centre(r, groups)  # step 2
    passes = c.valid & passing
    n_pass = groups.tally(passes)
    eligible = (c.n_valid >= 2) & (n_pass >= 1) & (c.n_valid - n_pass >= 1)  # step 3
    bad_factor = passes & ~(np.isfinite(f) & (f >= 0))
    grade_ok = (groups.tally(~has_grade) == 0) & (groups.tally(bad_factor) == 0)
    graded_g = eligible & grade_ok  # step 4
    fallback = eligible & ~grade_ok

    f_safe = np.where(passes & ~bad_factor, f, 0.0)
    redistributed, lam, capped = _redistribute(c, passes, f_safe, config, mode)
    lam = np.where(graded_g, lam, np.nan)
    capped = graded_g & capped

    advantages = np.where(graded_g[idx], redistributed, c.a)
    return GARBatch(
        rewards=np.where(c.valid, r, np.nan),
        advantages=advantages,
        baseline=c.a,
        factors=np.where(passes, f, np.nan),
        hacks=hack,
        passes=passes,
        valid=c.valid,
        groups=groups,
        present=groups.tally(np.ones(n, dtype=bool)) > 0,
        eligible=eligible,
        graded=graded_g,
        fallback=fallback,
        lam=lam,
        capped=capped,
    )


def downweight_advantages(
    rewards: np.ndarray,
    group_ids: np.ndarray,
    hacks: np.ndarray | None,
    factors: np.ndarray | None,
    graded: np.ndarray | None = None,
    config: GARConfig = GARConfig(),
) -> np.ndarray:
    """The down-weight-only negative control: ``B = f a^+`` for passes, no lambda, no re-centring."""
    return gar_batch(
        rewards, group_ids, hacks, factors, graded, config, mode="downweight"
    ).advantages


@dataclass(frozen=True)
class GroupAdvantages:
    """GAR for one group, as grade records need it (one entry per rollout, input order).

    ``rewards``: after hack zeroing, ``nan`` for unscorable. ``advantages``: GAR (0 for
    unscorable). ``baseline``: the Dr. GRPO advantage ``R - mean(R)`` on the same zeroed
    rewards, i.e. the grade record's ``advantage_dr_grpo`` and what a fallback keeps.
    ``fallback``: eligible but the grade was missing or malformed.
    """

    rewards: np.ndarray
    advantages: np.ndarray
    baseline: np.ndarray
    eligible: bool
    graded: bool
    lam: float | None
    capped: bool
    fallback: bool = False


def gar_group(
    rewards: Sequence[float | None],
    hacks: Sequence[bool],
    factors: Sequence[float | None] | None,
    config: GARConfig = GARConfig(),
) -> GroupAdvantages:
    """GAR for a single group. ``factors=None`` means the grade is missing or malformed.

    ``factors[i]`` is read only where rollout ``i`` is a pass after hack zeroing (use
    :func:`~gar.advantages.tiers.tier_factors`); a missing/invalid factor for a pass, or a
    ``factors`` of the wrong length, makes the group a fallback.
    """
    n = len(rewards)
    if len(hacks) != n:
        raise ValueError(f"hacks has {len(hacks)} entries for {n} rewards")
    r = as_rewards(np.array(list(rewards), dtype=object)) if n else np.zeros(0)
    f = None
    if factors is not None and len(factors) == n:
        f = _as_factors(np.array(list(factors), dtype=object), n)
    result = gar_batch(
        r,
        np.zeros(n, dtype=np.intp),
        np.asarray(hacks, dtype=bool),
        f if f is not None else np.full(n, np.nan),
        np.full(n, f is not None),
        config,
    )
    if n == 0:
        return GroupAdvantages(r, r.copy(), r.copy(), False, False, None, False)
    lam = float(result.lam[0])
    return GroupAdvantages(
        rewards=result.rewards,
        advantages=result.advantages,
        baseline=result.baseline,
        eligible=bool(result.eligible[0]),
        graded=bool(result.graded[0]),
        lam=None if math.isnan(lam) else lam,
        capped=bool(result.capped[0]),
        fallback=bool(result.fallback[0]),
    )
