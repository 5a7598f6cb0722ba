"""The tier rule: T1 / T2 / T3 with ties, from per-criterion scores (paper App. A.1).

Input, per genuine pass: a score in [0, 1] for each of the five criteria (1 = the best seen
in the group, differences within measurement noise already equal) and whether it has a
*serious defect*. The rule:

1. **T3** — every pass with a serious defect (a side effect, a soft hack, disagreement with
   the group on an input, text aimed at the judge; see docs/grader.md). They tie at the last
   rank: the defect, not its size, decides.
2. The others get a composite ``Q = Σ w_c · s_c / Σ w_c`` (weights in :class:`TierRule`).
3. **T1** — passes with ``Q ≥ Q_best − t1_margin``: as good as the best, up to a margin.
   **T2** — the rest.
4. Inside T1 and T2, passes are clustered by ``Q`` best first: a pass joins the current
   cluster when it is within ``tie_tolerance`` of the cluster's best, else it opens the next
   one. Each cluster is a tie-group; ranks are dense over the whole group (T1 clusters
   first, then T2, then T3), so rank 1 is the best tie-group and equal ranks are ties.

Factors come from these tiers and ranks in :func:`gar.advantages.tier_factors` (T1 rank-1
→ 1.0, other T1 → 0.9, T2 tie-groups linear 0.85 → 0.4, T3 → 0.2).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field

from gar.grading.judging import CRITERIA
from gar.records import Tier

DEFAULT_WEIGHTS = {
    "approach": 0.30,
    "precision": 0.25,
    "minimality": 0.15,
    "side_effects": 0.10,
    "craftsmanship": 0.20,
}


@dataclass(frozen=True)
class TierRule:
    """The rule's constants (see the module docstring)."""

    weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    t1_margin: float = 0.12
    tie_tolerance: float = 0.03

    def composite(self, scores: Mapping[str, float]) -> float:
        total = sum(self.weights[c] for c in CRITERIA)
        return sum(self.weights[c] * scores.get(c, 1.0) for c in CRITERIA) / total


def assign_tiers(
    scores: Mapping[str, Mapping[str, float]],
    defective: Mapping[str, bool],
    capped_at_t2: frozenset[str] = frozenset(),
    rule: TierRule = TierRule(),
    within: Callable[[Collection[str]], Mapping[str, Mapping[str, float]]] | None = None,
) -> dict[str, tuple[Tier, int]]:
    """``{rollout_id: (tier, rank)}`` for every key of ``scores`` (see the module docstring).

    ``capped_at_t2`` names passes that may not be T1 whatever their score (an unconfirmed
    hack suspicion from the judge). ``within``, where given, scores a subset of the passes
    against its own best (:func:`gar.grading.quality.within.rescore`): T2 is clustered by
    those scores, so its passes are ordered by how they differ from each other rather than
    by their compressed distances to a far-away best.
    """
    clean = {rid: rule.composite(s) for rid, s in scores.items() if not defective.get(rid)}
    tiers: dict[str, tuple[Tier, int]] = {}
    rank = 0
    if clean:
        best = max(q for rid, q in clean.items() if rid not in capped_at_t2) if any(
            rid not in capped_at_t2 for rid in clean) else None
        t1 = {r: q for r, q in clean.items()
              if best is not None and r not in capped_at_t2 and q >= best - rule.t1_margin}
        t2 = {r: q for r, q in clean.items() if r not in t1}
        if within is not None and len(t2) > 1:
            t2 = {r: rule.composite(s) for r, s in within(t2).items()}
        for tier, members in (("T1", t1), ("T2", t2)):
            for cluster in _clusters(members, rule.tie_tolerance):
                rank += 1
                for rid in cluster:
                    tiers[rid] = (tier, rank)  # type: ignore[assignment]
    rank += 1
    for rid in scores:
        if rid not in tiers:
            tiers[rid] = ("T3", rank)
    return tiers


def _clusters(values: Mapping[str, float], tolerance: float) -> list[list[str]]:
    ordered = sorted(values, key=lambda rid: (-values[rid], rid))
    clusters: list[list[str]] = []
    top = None
    for rid in ordered:
        if top is None or top - values[rid] > tolerance + 1e-12:
            clusters.append([])
            top = values[rid]
        clusters[-1].append(rid)
    return clusters
