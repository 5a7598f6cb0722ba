"""Numbers that summarise a grading run (the CLI's table and ``--json``, step metrics).

:class:`Tally` accumulates them one group at a time from the grades' JSON form, so the CLI can
stream a 100k-rollout run (and a resumed one, whose earlier groups come from the file) without
holding every grade; :func:`summarize` is the same over a finished :class:`GradingRun`.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from gar.grading.pipeline import GradingRun, GroupSummary
from gar.records import to_dict


def summarize(run: GradingRun) -> dict[str, Any]:
    """Counts per status, hack family and tier; group eligibility and fallbacks; GAR's lambda;
    grading time per group. Keys of the ``gar/...`` metrics follow docs/design.md section 2."""
    tally = Tally()
    tally.add((to_dict(g) for g in run.grades), None)
    for group in run.groups:
        tally.add((), group)
    return tally.summary()


def summary_from_dict(record: Mapping[str, Any]) -> GroupSummary:
    """A :class:`GroupSummary` back from its JSON form (``dataclasses.asdict``)."""
    return GroupSummary(**{f.name: record[f.name] for f in dataclasses.fields(GroupSummary)
                           if f.name in record or f.default is dataclasses.MISSING})


class Tally:
    """Running counts over grade records (dicts, as written) and group summaries."""

    def __init__(self) -> None:
        self.rollouts = self.passed = self.hacks = self.demoted = 0
        self.suspicions = self.genuine = 0
        self.status: Counter[str] = Counter()
        self.families: Counter[str] = Counter()
        self.tiers: Counter[str] = Counter()
        self.groups: list[tuple[bool, bool, bool, float | None, bool, float]] = []
        self.judge_groups = self.judge_fallbacks = 0

    def add(self, grades: Iterable[Mapping[str, Any]], group: GroupSummary | None) -> None:
        for g in grades:
            self.rollouts += 1
            self.status[g["status"]] += 1
            self.passed += bool(g["passed"])
            if g["hack"]:
                self.hacks += 1
                self.demoted += bool(g["passed"])
                families = {f["family"] for f in g["hack_evidence"]}
                self.families[min(families) if families else "?"] += 1
            elif g["passed"]:
                self.genuine += 1
            if g["tier"]:
                self.tiers[g["tier"]] += 1
            self.suspicions += sum(f["kind"] == "suspicion" for f in g["findings"])
        if group is not None:  # a few numbers per group: flat enough for 100k rollouts
            self.groups.append((group.eligible, group.graded, group.fallback, group.lam,
                                group.capped, group.timings.get("group_s", 0.0)))
            self.judge_groups += bool(group.judge)
            self.judge_fallbacks += group.judge.startswith("fallback")

    def summary(self) -> dict[str, Any]:
        groups, tiers, genuine = self.groups, self.tiers, self.genuine
        lams = [lam for _, graded, _, lam, _, _ in groups if graded and lam is not None]
        times = [t for *_, t in groups]
        return {
            "rollouts": self.rollouts,
            "groups": len(groups),
            "status": dict(self.status),
            "passed": self.passed,
            "confirmed_hacks": self.hacks,
            "demoted_passes": self.demoted,
            "hack_families": dict(self.families),
            "suspicions": self.suspicions,
            "tiers": dict(tiers),
            "gar/groups_eligible": sum(g[0] for g in groups),
            "gar/groups_graded": sum(g[1] for g in groups),
            "gar/groups_fallback": sum(g[2] for g in groups),
            "judge_groups": self.judge_groups,  # groups the LLM judge was asked about
            "judge_fallbacks": self.judge_fallbacks,  # ... and gave nothing usable (why: records)
            "gar/confirmed_hacks": self.hacks,
            **{f"gar/tier_share_{t}": (tiers.get(t, 0) / genuine if genuine else 0.0)
               for t in ("T1", "T2", "T3")},
            "gar/lambda_mean": statistics.fmean(lams) if lams else None,
            "gar/lambda_capped_rate": (sum(g[4] for g in groups if g[1]) / len(lams)
                                       if lams else 0.0),
            "group_seconds_median": statistics.median(times) if times else 0.0,
            "group_seconds_max": max(times) if times else 0.0,
        }
