"""The quality stage's record of a group's measurements and its relative-score rules.

:class:`Measured` collects per-criterion scores in [0, 1], serious defects (which put a
pass in T3) and every finding; the score functions map a measurement and the group's best
to a score: 1 within noise of the best (ties, not ranks), lower as the gap grows, never
below ``FLOOR`` for a difference of degree. Used by :mod:`~gar.grading.quality.scoring`
(function-level passes), :mod:`~gar.grading.quality.patch_scoring` (repository patches)
and :mod:`~gar.grading.quality.within` (rescoring a subset of the group).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from gar.records import Finding

SIZE_TOLERANCE = 0.2
SIZE_MIN_DIFF = 8  # tokens
CRAFT_MIN_DIFF = 2  # penalty points
FLOOR = 0.25


@dataclass
class Measured:
    """Scores (rollout_id → criterion → [0, 1]), defects (→ T3) and all findings."""

    scores: dict[str, dict[str, float]] = field(default_factory=dict)
    defects: dict[str, list[Finding]] = field(default_factory=dict)
    findings: dict[str, list[Finding]] = field(default_factory=dict)
    signals: dict[str, dict[str, Any]] = field(default_factory=dict)
    # The raw quantities the relative scores came from (rid → "ops" / "tokens" / "craft" /
    # "memory_penalty"), and the floor of the ops reference: ``within.rescore`` scores a
    # subset of the group against its own best with them.
    raw: dict[str, dict[str, float]] = field(default_factory=dict)
    least_ops: int = 0

    def note(self, rid: str, criterion: str, message: str, kind: str = "quality",
             serious: bool = False, location: str = "", **evidence: Any) -> None:
        finding = Finding(detector=f"quality.{criterion}", message=message, kind=kind,  # type: ignore[arg-type]
                          family=criterion, location=location, evidence=evidence)
        self.findings.setdefault(rid, []).append(finding)
        if serious:
            self.defects.setdefault(rid, []).append(finding)


def ratio_score(value: float, best: float, tolerance: float, min_diff: float,
                steepness: float) -> float:
    """1.0 within noise of ``best``; else ``1 - log2(value/best)/steepness``, floored."""
    if value <= best * (1 + tolerance) or value - best <= min_diff:
        return 1.0
    if not math.isfinite(value) or best <= 0:
        return FLOOR
    return max(FLOOR, 1 - math.log2(value / best) / steepness)


def size_score(size: float, best: float) -> float:
    """Minimality: code tokens against the smallest pass's."""
    return ratio_score(size, max(best, 1), SIZE_TOLERANCE, SIZE_MIN_DIFF, 2)


def craft_score(points: float, best: float) -> float:
    """Craftsmanship: penalty points against the best pass's, a tie below CRAFT_MIN_DIFF."""
    diff = points - best
    return 1.0 if diff < CRAFT_MIN_DIFF else max(FLOOR, 1 - 0.08 * diff)
