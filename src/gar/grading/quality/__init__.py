"""Quality tiers for a group's genuine passes, from measured signals and optionally a judge.

:func:`rank_passes` is the quality stage of the grading pipeline: it measures the five
criteria (:mod:`~gar.grading.quality.scoring`), blends in an LLM judge's scores when one is
given and usable (:mod:`~gar.grading.quality.combine`), and sorts the passes into T1/T2/T3
with ranks (:mod:`~gar.grading.quality.tiers`). docs/grader.md documents the rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gar.grading.context import GroupContext
from gar.grading.quality.combine import (
    addressing_grader,
    agreeing_runs,
    blend,
    judge_flags,
    limit_lifts,
)
from gar.grading.quality.scoring import Measured, measure_group
from gar.grading.quality.tiers import TierRule, assign_tiers
from gar.grading.quality.within import subset_scorer
from gar.records import Finding, Tier

if TYPE_CHECKING:
    from gar.grading.judging import Judge, JudgeResult

__all__ = ["QualityResult", "TierRule", "rank_passes"]


@dataclass(frozen=True)
class QualityResult:
    """The quality stage's answer for one group (keys are rollout ids).

    ``tiers`` holds ``(tier, rank)`` for every genuine pass. ``demoted`` holds the passes
    the judge's *confirmed* hack flags turn into failures (each with a ``kind="hack"``
    finding): a pipeline that honours it gives them reward 0; one that does not still sees
    them in ``tiers`` as T3 at the last rank, so they never gain from the quality stage. ``scores`` are the final per-criterion
    scores in [0, 1] (``measured`` before the judge's blend). ``consistency`` is the judge's
    position consistency across permutations; ``judge_fallback`` says why a judge that was
    asked contributed nothing.
    """

    tiers: Mapping[str, tuple[Tier, int]] = field(default_factory=dict)
    findings: Mapping[str, tuple[Finding, ...]] = field(default_factory=dict)
    scores: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    consistency: float | None = None
    demoted: Mapping[str, Finding] = field(default_factory=dict)
    measured: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    judge: JudgeResult | None = None
    judge_fallback: str | None = None


def rank_passes(
    ctx: GroupContext,
    judge: Judge | None = None,
    *,
    trust_judge: bool = False,
    rule: TierRule | None = None,
) -> QualityResult:
    """Tiers, ranks, scores and findings for the genuine passes of ``ctx``.

    Without ``judge`` everything comes from measurement. With one, the judge is asked once
    per group (its own permutations inside); an unusable answer leaves the measured result
    and sets ``judge_fallback``. A usable one moves scores only where its permutations
    agree, never upward for a pass that addresses the grader, and by at most one tier
    without confirmed evidence (:mod:`~gar.grading.quality.combine`).
    """
    rule = rule or TierRule()
    passes = ctx.genuine_passes
    if not passes:
        return QualityResult()
    measured = measure_group(ctx, passes)
    scores = {rid: dict(s) for rid, s in measured.scores.items()}
    capped: set[str] = set()
    demoted: dict[str, Finding] = {}
    verdict = None
    fallback = None
    if judge is not None and len(passes) >= 2:
        verdict = judge.judge(ctx)
        if verdict.usable:
            addressing = addressing_grader(passes, verdict)
            scores = blend(measured.scores, agreeing_runs(passes, verdict, measured),
                           no_lift=frozenset(addressing))
            demoted, suspected, rewrites = judge_flags(ctx, passes, verdict, trust_judge)
            for rid, finding in {**addressing, **suspected, **demoted}.items():
                measured.findings.setdefault(rid, []).append(finding)
            capped = set(suspected)
            for rid in rewrites:
                scores[rid]["minimality"] = min(scores[rid]["minimality"], 0.5)
                measured.note(rid, "minimality", "the LLM judge saw an unrequested rewrite")
        else:
            fallback = verdict.fallback or "the judge gave no usable answer"
    defective = {rid: bool(measured.defects.get(rid)) or rid in demoted for rid in scores}
    if verdict is not None and verdict.usable:
        lifts = limit_lifts(ctx, passes, measured.scores, scores, defective, capped, rule,
                            verdict)
        for rid, finding in lifts.items():
            measured.findings.setdefault(rid, []).append(finding)
    # T2 ordered against its own best (``within``) from the measured scores alone; a judge's
    # blended scores are ordered as they are.
    within = subset_scorer(measured) if verdict is None or not verdict.usable else None
    tiers = assign_tiers(scores, defective, frozenset(capped), rule, within)
    return QualityResult(
        tiers=tiers,
        findings=_findings(measured),
        scores=scores,
        consistency=verdict.consistency if verdict is not None else None,
        demoted=demoted,
        measured=measured.scores,
        judge=verdict,
        judge_fallback=fallback,
    )


def _findings(measured: Measured) -> dict[str, tuple[Finding, ...]]:
    return {rid: tuple(items) for rid, items in measured.findings.items()}
