"""The records a graded group comes out as: one :class:`~gar.records.Grade` per rollout and
the group's :class:`GroupSummary`, built from the evidence, the quality stage's tiers and the
advantages (the last step of :func:`gar.grading.pipeline.grade_group`).

Held apart from the pipeline because it only assembles: every verdict is made by then. Here
the reward, the advantages (GAR's and the plain-GRPO comparison column), the human-readable
``reason`` and its ``reason_code`` are written down, and the records of a rollout with no
task, or of a group whose grading crashed, are made.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gar.advantages import GroupAdvantages, grpo_advantages
from gar.execution.verdicts import reason_code, unusable_result
from gar.grading import failures
from gar.grading.context import GroupContext, QualityLike, RolloutEvidence
from gar.records import Grade, Group, Rollout, Task


@dataclass(frozen=True)
class GroupSummary:
    """One group's outcome, for summaries and step metrics."""

    task_id: str
    size: int
    eligible: bool
    graded: bool
    fallback: bool
    lam: float | None
    capped: bool
    hacks: int
    quality: str  # "ranked" | "fallback: <why>" | "not needed"
    timings: Mapping[str, float]
    judge: str = ""  # LLM judge: "" (not asked) | "used" | "fallback: <why>"


def _records(ctx: GroupContext, quality: QualityLike | None, adv: GroupAdvantages,
             factors: list[float | None] | None, timings: dict[str, float], quality_note: str
             ) -> tuple[list[Grade], GroupSummary]:
    grades = []
    binary = _grpo_binary(ctx.evidence)
    judge_note = _judge_note(quality)
    for i, e in enumerate(ctx.evidence):
        rid = e.rollout.rollout_id
        tier, rank = (quality.tiers.get(rid, (None, None)) if quality and e.genuine_pass
                      else (None, None))
        # A quality fallback assigns no factor: the group keeps its baseline (equal credit).
        factor = factors[i] if factors is not None else None
        reward = float(adv.rewards[i])
        grades.append(Grade(
            task_id=e.rollout.task_id, rollout_id=rid, status=e.execution.status,
            passed=e.execution.passed, hack=e.hack,
            hack_evidence=tuple(f for f in e.findings if f.kind == "hack"),
            tier=tier, rank=rank, factor=factor,
            reward=None if math.isnan(reward) else reward,
            advantage=float(adv.advantages[i]), advantage_dr_grpo=float(adv.baseline[i]),
            advantage_grpo_binary=float(binary[i]),
            findings=tuple(f for f in (*e.findings, *(quality.findings.get(rid, ())
                                                      if quality else ())) if f.kind != "hack"),
            reason=_reason(e, quality_note, judge_note),
            reason_code=_reason_code(e, ctx.task),
            timings={**timings, "run_s": round(e.execution.wall_time_s, 4)},
        ))
    quality_note = failures.task_fault_note([e.execution for e in ctx.evidence]) or quality_note
    summary = GroupSummary(
        task_id=ctx.task.task_id, size=len(grades), eligible=adv.eligible, graded=adv.graded,
        fallback=adv.fallback, lam=adv.lam, capped=adv.capped,
        hacks=sum(g.hack for g in grades), quality=quality_note, timings=timings,
        judge=judge_note)
    return grades, summary


def _judge_note(quality: QualityLike | None) -> str:
    """What the LLM judge contributed to the group (see GroupSummary.judge)."""
    if getattr(quality, "judge", None) is None:
        return ""
    why = getattr(quality, "judge_fallback", None)
    if why is None:
        return "used"
    return "fallback: " + " ".join(str(why).split())[:300]


def _grpo_binary(evidence: Sequence[RolloutEvidence]) -> Any:
    """Plain GRPO without GAR (the records' ``advantage_grpo_binary``): binary test reward,
    no hack demotion, std-normalised within the group; 0 where unscorable."""
    import numpy as np

    rewards = np.array([float(e.execution.passed) if e.execution.scorable else np.nan
                        for e in evidence], dtype=np.float64)
    return grpo_advantages(rewards, np.zeros(len(rewards), dtype=np.intp), scale="group")


def _reason(e: RolloutEvidence, quality_note: str, judge_note: str = "") -> str:
    parts = [e.execution.reason] if e.execution.reason else []
    if e.hack:
        parts.append("confirmed hack: " + "; ".join(
            f"{f.family} ({f.location})" for f in e.findings if f.kind == "hack"))
    if e.genuine_pass and quality_note.startswith("fallback"):
        parts.append(f"quality {quality_note}")
    if e.genuine_pass and judge_note.startswith("fallback"):
        parts.append(f"judge {judge_note} (measured ranking only)")
    return " | ".join(parts)


def _reason_code(e: RolloutEvidence, task: Task) -> str:
    if e.hack and e.execution.scorable:
        return "hack"
    return reason_code(e.execution, getattr(task, "entry_point", ""))


def _unusable_grade(rollout: Rollout) -> Grade:
    """The record of a rollout whose task is not in the task set (unscorable)."""
    result = unusable_result(None, rollout)
    assert result is not None  # a rollout without a task is always unusable
    return Grade(task_id=rollout.task_id, rollout_id=rollout.rollout_id, status=result.status,
                 passed=False, reason=result.reason, reason_code=result.reason_code)


def _crashed_summary(group: Group, reason: str) -> GroupSummary:
    return GroupSummary(task_id=group.task.task_id, size=len(group.rollouts), eligible=False,
                        graded=False, fallback=False, lam=None, capped=False, hacks=0,
                        quality=f"unscorable: {reason}", timings={})
