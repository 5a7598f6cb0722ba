"""Tier factors for one group's genuine passes (paper App. A.1/A.2).

The rule, exactly:

* **T1** is ranked. The best T1 rank present in the group (the smallest rank value, whatever
  the numbering starts at) gets ``t1_top`` (1.0); every other T1 gets ``t1_other`` (0.9).
  Several T1 tied at the best rank all get ``t1_top``.
* **T2** is split into tie-groups by rank value, best (smallest) first. With ``k`` tie-groups
  the ``j``-th (0-based) gets ``t2_high - (t2_high - t2_low) * j / (k - 1)``: linear from
  ``t2_high`` (0.85) down to ``t2_low`` (0.4). One tie-group gets ``t2_high``.
* **T3** gets ``t3`` (0.2) whatever its rank.
* A rank of ``None`` inside a tier means "unranked": it sorts after every given rank of that
  tier, and all unranked members of a tier tie with each other. (So a tier with no ranks at
  all is one tie-group: all T1 get 1.0, all T2 get 0.85.)
* A tier of ``None`` (a failure, a hack, an unscorable rollout) gets ``nan``.
* Any other tier label raises :class:`ValueError`: a malformed grade must be caught by the
  grader and turned into a fallback, not guessed at.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

TIERS = ("T1", "T2", "T3")


@dataclass(frozen=True)
class TierFactors:
    """The configurable factors of App. A.1/A.2 (defaults are the paper's)."""

    t1_top: float = 1.0
    t1_other: float = 0.9
    t2_high: float = 0.85
    t2_low: float = 0.4
    t3: float = 0.2

    def __post_init__(self) -> None:
        for name in ("t1_top", "t1_other", "t2_high", "t2_low", "t3"):
            value = getattr(self, name)
            if not (math.isfinite(value) and value >= 0):
                raise ValueError(f"tier factor {name} must be finite and >= 0, got {value!r}")


def _tie_group_index(ranks: list[int | None]) -> list[int]:
    """0-based index of each member's tie-group, best rank first; ``None`` sorts last."""
    distinct = sorted({r for r in ranks if r is not None})
    position = {r: j for j, r in enumerate(distinct)}
    unranked = len(distinct)
    return [position[r] if r is not None else unranked for r in ranks]


def tier_factors(
    tiers: Sequence[str | None],
    ranks: Sequence[int | None],
    factors: TierFactors = TierFactors(),
) -> np.ndarray:
    """Factor of each rollout of one group from its tier and rank (module docstring rule).

    ``tiers[i]`` is ``"T1"``/``"T2"``/``"T3"`` for a genuine pass and ``None`` otherwise;
    ``ranks[i]`` is its rank (1 = best; equal ranks are ties) or ``None``. Returns a float
    array of the same length with ``nan`` where the tier is ``None``.
    """
    if len(tiers) != len(ranks):
        raise ValueError(f"tiers and ranks differ in length: {len(tiers)} != {len(ranks)}")
    out = np.full(len(tiers), np.nan)
    members: dict[str, list[int]] = {t: [] for t in TIERS}
    for i, tier in enumerate(tiers):
        if tier is None:
            continue
        if tier not in members:
            raise ValueError(f"unknown tier {tier!r} at position {i}; expected one of {TIERS}")
        rank = ranks[i]
        if rank is not None and (isinstance(rank, bool) or not float(rank).is_integer()):
            raise ValueError(f"rank must be an integer or None, got {rank!r} at position {i}")
        members[tier].append(i)

    t1 = members["T1"]
    if t1:
        groups = _tie_group_index([ranks[i] for i in t1])
        for i, j in zip(t1, groups, strict=True):
            out[i] = factors.t1_top if j == 0 else factors.t1_other

    t2 = members["T2"]
    if t2:
        groups = _tie_group_index([ranks[i] for i in t2])
        k = max(groups) + 1
        step = (factors.t2_high - factors.t2_low) / (k - 1) if k > 1 else 0.0
        for i, j in zip(t2, groups, strict=True):
            out[i] = factors.t2_high - step * j

    for i in members["T3"]:
        out[i] = factors.t3
    return out
