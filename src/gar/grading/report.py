"""Numbers that summarise a grading run (the CLI's table and ``--json``, step metrics)."""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from gar.grading.pipeline import GradingRun


def summarize(run: GradingRun) -> dict[str, Any]:
    """Counts per status, hack family and tier; group eligibility and fallbacks; GAR's lambda;
    grading time per group. Keys of the ``gar/...`` metrics follow DESIGN section 2."""
    grades, groups = run.grades, run.groups
    passes = sum(g.passed for g in grades)
    hacks = [g for g in grades if g.hack]
    families = Counter(min({f.family for f in g.hack_evidence}) if g.hack_evidence else "?"
                       for g in hacks)
    tiers = Counter(g.tier for g in grades if g.tier)
    genuine = sum(1 for g in grades if g.passed and not g.hack)
    lams = [s.lam for s in groups if s.graded and s.lam is not None]
    times = [s.timings.get("group_s", 0.0) for s in groups]
    return {
        "rollouts": len(grades),
        "groups": len(groups),
        "status": dict(Counter(g.status.value for g in grades)),
        "passed": passes,
        "confirmed_hacks": len(hacks),
        "demoted_passes": sum(1 for g in hacks if g.passed),
        "hack_families": dict(families),
        "suspicions": sum(1 for g in grades for f in g.findings if f.kind == "suspicion"),
        "tiers": dict(tiers),
        "gar/groups_eligible": sum(s.eligible for s in groups),
        "gar/groups_graded": sum(s.graded for s in groups),
        "gar/groups_fallback": sum(s.fallback for s in groups),
        "gar/confirmed_hacks": len(hacks),
        **{f"gar/tier_share_{t}": (tiers.get(t, 0) / genuine if genuine else 0.0)
           for t in ("T1", "T2", "T3")},
        "gar/lambda_mean": statistics.fmean(lams) if lams else None,
        "gar/lambda_capped_rate": (sum(s.capped for s in groups if s.graded) / len(lams)
                                   if lams else 0.0),
        "group_seconds_median": statistics.median(times) if times else 0.0,
        "group_seconds_max": max(times) if times else 0.0,
    }
