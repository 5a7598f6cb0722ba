"""Numbers that summarise a grading run (the CLI's table and ``--json``, step metrics).

:class:`Tally` accumulates them one group at a time from the grades' JSON form, so the CLI can
stream a 100k-rollout run (and a resumed one, whose earlier groups come from the file) without
holding every grade; :func:`summarize` is the same over a finished :class:`GradingRun`. The
``gar/*`` numbers are :func:`gar.grading.result.metrics_of` over per-group outcomes, the same
definitions (and values) the trainer and every integration log for the same grades.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from gar.grading.pipeline import GradingRun, GroupSummary
from gar.grading.result import GradingResult, GroupOutcome, group_positions, metrics_of
from gar.records import Status, to_dict


def summarize(run: GradingRun) -> dict[str, Any]:
    """Counts per status, hack family and tier; group eligibility and fallbacks; GAR's lambda;
    grading time per group. Keys of the ``gar/...`` metrics follow docs/design.md section 2."""
    tally = Tally()
    members = group_positions(g.task_id for g in run.grades)
    summaries = {s.task_id: s for s in run.groups}
    for task_id, positions in members.items():
        tally.add([to_dict(run.grades[p]) for p in positions], summaries.get(str(task_id)))
    return tally.summary()


def outcome_of_records(records: Sequence[Mapping[str, Any]]) -> GroupOutcome:
    """One group's outcome from its grade records as written (JSON dicts)."""
    result = GradingResult.from_arrays(
        passed=[r["passed"] for r in records],
        scorable=[r["status"] != Status.UNSCORABLE.value for r in records],
        hacks=[r["hack"] for r in records], factors=[r["factor"] for r in records],
        group_keys=[r["task_id"] for r in records], tiers=[r["tier"] for r in records],
        task_ids=[r["task_id"] for r in records])
    return result.groups[0]


def summary_from_dict(record: Mapping[str, Any]) -> GroupSummary:
    """A :class:`GroupSummary` back from its JSON form (``dataclasses.asdict``)."""
    return GroupSummary(**{f.name: record[f.name] for f in dataclasses.fields(GroupSummary)
                           if f.name in record or f.default is dataclasses.MISSING})


class Tally:
    """Running counts over grade records (dicts, as written) and group summaries."""

    def __init__(self) -> None:
        self.rollouts = self.passed = self.hacks = self.demoted = 0
        self.suspicions = 0
        self.status: Counter[str] = Counter()
        self.families: Counter[str] = Counter()
        self.tiers: Counter[str] = Counter()
        self.groups: list[tuple[bool, bool, bool, float | None, bool, float]] = []
        self.judge_groups = self.judge_fallbacks = 0
        self.outcomes: list[GroupOutcome] = []  # one per group, for the gar/* metrics
        self.loose: Counter[str] = Counter()  # rollouts of unknown tasks, per task id
        self.unscorable: Counter[str] = Counter()  # unscorable rollouts per reason_code
        self.unscorable_example: dict[str, str] = {}  # the first reason seen per code

    def add(self, grades: Iterable[Mapping[str, Any]], group: GroupSummary | None) -> None:
        grades = list(grades)
        if group is not None:
            self.outcomes.append(outcome_of_records(grades))
        else:
            self.loose.update(g["task_id"] for g in grades)
        for g in grades:
            self.rollouts += 1
            self.status[g["status"]] += 1
            self.passed += bool(g["passed"])
            if g["hack"]:
                self.hacks += 1
                self.demoted += bool(g["passed"])
                families = {f["family"] for f in g["hack_evidence"]}
                self.families[min(families) if families else "?"] += 1
            if g["tier"]:
                self.tiers[g["tier"]] += 1
            self.suspicions += sum(f["kind"] == "suspicion" for f in g["findings"])
            if g["status"] == "unscorable":
                code = g.get("reason_code") or "unknown"
                self.unscorable[code] += 1
                self.unscorable_example.setdefault(code, g.get("reason", ""))
        if group is not None:  # a few numbers per group: flat enough for 100k rollouts
            self.groups.append((group.eligible, group.graded, group.fallback, group.lam,
                                group.capped, group.timings.get("group_s", 0.0)))
            self.judge_groups += bool(group.judge)
            self.judge_fallbacks += group.judge.startswith("fallback")

    def summary(self) -> dict[str, Any]:
        groups, tiers = self.groups, self.tiers
        times = [t for *_, t in groups]
        loose = [GroupOutcome(task_id, task_id, count, 0, 0, 0, False, False, False, None,
                              False) for task_id, count in self.loose.items()]
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
            "judge_groups": self.judge_groups,  # groups the LLM judge was asked about
            "judge_fallbacks": self.judge_fallbacks,  # ... and gave nothing usable (why: records)
            # Why rollouts are unscorable (grader_error: a crashed stage; task_fault: ...), with
            # the first reason per code: crashes are visible in the summary, not only records.
            "unscorable_reasons": dict(self.unscorable),
            "unscorable_examples": dict(self.unscorable_example),
            **metrics_of(loose + self.outcomes),
            "group_seconds_median": statistics.median(times) if times else 0.0,
            "group_seconds_max": max(times) if times else 0.0,
        }
