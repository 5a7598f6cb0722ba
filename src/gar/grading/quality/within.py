"""Scores of a subset of the group against the subset's own best (docs/grader.md §2).

The relative criteria (approach, minimality, craftsmanship) score each pass against the
group's best. Where that best is far from everyone else — a one-call solution that does its
single pass in C, ``max(xs)`` or ``list(dict.fromkeys(xs))`` — every other pass sits in the
compressed part of a score (the approach tail past 8× the best, minimality's floor at 4× the
smallest), and two of them that differ clearly *from each other* (a linear loop and a
quadratic one, 2.4× apart in instructions) land within the tier rule's tie tolerance, or
are ordered by whichever criterion is least compressed (a few tokens). T1 is still decided
against the group's best; the passes below it are ordered by the same measurements taken
against the best among *them*, so their differences count as they would near the best.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from gar.grading.quality.measured import FLOOR, Measured, craft_score, size_score
from gar.grading.quality.scoring import ops_score


def rescore(measured: Measured, members: Collection[str]) -> dict[str, dict[str, float]]:
    """``members``' scores with approach (op counts), minimality (tokens) and
    craftsmanship (points) measured against the best among ``members``; precision and side
    effects, which are not relative to a best, as they were. A pass with no raw value for a
    criterion (its count failed, the gate zeroed it) keeps its score for it."""
    raw = {rid: measured.raw.get(rid, {}) for rid in members}
    out = {rid: dict(measured.scores[rid]) for rid in members}
    ops = {rid: r["ops"] for rid, r in raw.items() if "ops" in r}
    if ops:
        best = max(min(ops.values()), measured.least_ops, 1)
        for rid, value in ops.items():
            penalty = raw[rid].get("memory_penalty", 0.0)
            score = ops_score(value, best)
            out[rid]["approach"] = max(FLOOR, score - penalty) if penalty else score
    for key, criterion, score_of in (("tokens", "minimality", size_score),
                                     ("craft", "craftsmanship", craft_score)):
        values = {rid: r[key] for rid, r in raw.items() if key in r}
        if values:
            best = min(values.values())
            for rid, value in values.items():
                out[rid][criterion] = score_of(value, best)
    return out


def subset_scorer(measured: Measured
                  ) -> Callable[[Collection[str]], Mapping[str, Mapping[str, float]]]:
    """:func:`rescore` bound to ``measured``, for :func:`tiers.assign_tiers`."""
    return lambda members: rescore(measured, members)
