"""The grading pipeline's one failure rule: a crash never credits.

A stage that crashes has not examined what it was given, so it cannot have cleared it:

* a hack detector (a static detector, the behaviour stage, the repository probe) that
  crashed while examining a *pass* makes that pass ``UNSCORABLE`` with ``reason_code``
  ``grader_error`` and the crash in ``reason`` — never a credited pass, never reward 0.
  Crashes leave a ``detector_error`` finding (:func:`gar.grading.detectors.run_detector`,
  the pipeline's stage guards); :func:`uncredit_crashed` applies the rule to every one of
  them. A crash while examining a failing rollout changes nothing (it earns 0 anyway).
* the ranker (quality stage), which only shares credit between passes already cleared, makes
  its group a counted fallback: baseline advantages, the reason in each pass's ``reason``
  and in the group summary;
* anything else that fails for a group (:func:`crashed_group`) makes every rollout of the
  group unscorable with the reason — the run goes on and no record is lost.
"""

from __future__ import annotations

import dataclasses
import traceback
from collections.abc import Sequence

from gar.grading.context import RolloutEvidence
from gar.records import ExecutionResult, Finding, Grade, Group, Status

CRASH_FAMILY = "detector_error"


def crash_finding(detector: str, exc: BaseException) -> Finding:
    """The finding a crashed stage leaves on each rollout it was examining."""
    tail = "".join(traceback.format_exception(exc)).strip().splitlines()[-3:]
    return Finding(detector=detector, family=CRASH_FAMILY, kind="suspicion",
                   message=f"{detector} crashed: {type(exc).__name__}: {_text(exc)}",
                   evidence={"traceback_tail": "\n".join(tail)})


def uncredit_crashed(evidence: RolloutEvidence) -> RolloutEvidence:
    """The rule for one rollout: a pass that a crashed detector examined, and that no other
    detector confirmed as a hack (a hack earns 0 anyway), becomes unscorable."""
    crashes = [f for f in evidence.findings if f.family == CRASH_FAMILY]
    if not crashes or not evidence.execution.passed or evidence.hack:
        return evidence
    reason = ("grader error: the tests passed, but a detector crashed examining this pass: "
              + "; ".join(f.message for f in crashes[:3]))
    execution = dataclasses.replace(evidence.execution, status=Status.UNSCORABLE,
                                    reason=reason, reason_code="grader_error")
    return dataclasses.replace(evidence, execution=execution)


def crashed_group(group: Group, exc: BaseException) -> list[Grade]:
    """Every rollout of a group whose grading failed outside any guarded stage."""
    reason = f"grader error: grading this group failed: {type(exc).__name__}: {_text(exc)}"
    return [Grade(task_id=r.task_id, rollout_id=r.rollout_id, status=Status.UNSCORABLE,
                  passed=False, reason=reason, reason_code="grader_error")
            for r in group.rollouts]


def task_fault_note(results: Sequence[ExecutionResult]) -> str | None:
    """The group's note when its task is at fault (every rollout says so), else None."""
    if results and all(r.reason_code == "task_fault" for r in results):
        return f"unscorable: {results[0].reason}"
    return None


def _text(exc: BaseException) -> str:
    try:
        return str(exc)[:300]
    except Exception:  # noqa: BLE001 - an exception whose message itself cannot be printed
        return f"<{type(exc).__name__}>"
