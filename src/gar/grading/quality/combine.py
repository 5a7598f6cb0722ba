"""How the LLM judge's answer combines with the measured signals (docs/grader.md).

* **Scores.** Per criterion and permutation, the judge's 1..5 score is made relative to the
  group's best (``1 - (best - s) / 4``, so the best is 1 like a measured score), and its
  change to the measured score is ``δ = relative - measured``. Only a change every valid
  permutation agrees on is kept (permutation agreement): the smallest δ when all are
  positive, the largest when all are negative, else 0. Then ``s = measured + α_c · δ``
  (with one permutation, ``(1 - α_c) · measured + α_c · judge``). The judge weighs most
  where measurement is weakest (craftsmanship, minimality) and least where it measures
  directly (approach, precision, side effects). Permutations differ in order *and* form
  (every second one is the plain view without comments or prose), so a preference that
  position or an instruction in a comment produced is not agreed on.
* **No upward move for text addressed to the grader.** A pass whose code has such text
  (:func:`gar.grading.judging.injection_markers`) or that the judge reports
  (``addresses_grader``) keeps ``δ ≤ 0`` on every criterion and does not count as the
  judge's best (its praise cannot push the others down).
* **At most one tier up without evidence.** Levels: T1 rank 1, other T1, T2, T3. A pass the
  judge lifts more than one level above the measured ranking keeps ``δ ≤ 0``, and if it is
  still lifted (the others fell) it is held out of T1 — unless the judge's ``evidence``
  names an input on which a pass ranked above it raises or times out while it returns,
  checked in the sandbox.
* **Defects stay.** A measured serious defect keeps its pass in T3 whatever the judge says;
  the judge cannot lift it.
* **Hack flags.** A "hack" or "test bypass" flag demotes the pass (to a failure, reward 0)
  only when the judge's evidence is confirmed by a deterministic check: an ``input`` on
  which the pass's output differs from what the other passes agree on (run in the sandbox),
  or a ``line``/``quote`` whose code compares against, or looks up, a visible test's
  literal input. Unconfirmed, the flag is a suspicion: the pass may not be T1. With
  ``trust_judge`` the flag demotes on its own.
* **Unrequested rewrite** caps minimality at 0.5.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping, Sequence
from typing import Any

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.judging import CRITERIA, JudgeResult, injection_markers
from gar.grading.quality import dynamic
from gar.grading.quality.tiers import TierRule, assign_tiers
from gar.grading.values import safe_repr
from gar.records import Finding, FunctionTask, Tier

ALPHA = {
    "approach": 0.3,
    "precision": 0.3,
    "minimality": 0.4,
    "side_effects": 0.3,
    "craftsmanship": 0.5,
}


def blend(
    measured: Mapping[str, Mapping[str, float]],
    judged: Mapping[str, Mapping[str, float]] | Sequence[Mapping[str, Mapping[str, float]]],
    alpha: Mapping[str, float] = ALPHA,
    no_lift: frozenset[str] = frozenset(),
) -> dict[str, dict[str, float]]:
    """Measured scores moved by the changes every judge run agrees on (module docstring).

    ``judged`` is one run (rollout → criterion → 1..5) or a sequence of runs.
    """
    runs = [judged] if isinstance(judged, Mapping) else list(judged)
    if not runs:
        return {rid: dict(scores) for rid, scores in measured.items()}
    bests = [{c: max((s[c] for rid, s in run.items() if rid not in no_lift and c in s),
                     default=5.0) for c in CRITERIA} for run in runs]
    out: dict[str, dict[str, float]] = {}
    for rid, scores in measured.items():
        out[rid] = dict(scores)
        if any(rid not in run for run in runs):
            continue
        for c in CRITERIA:
            deltas = [max(0.0, 1 - (best[c] - run[rid][c]) / 4) - scores[c]
                      for run, best in zip(runs, bests, strict=True)]
            delta = agreed(deltas)
            if rid in no_lift:
                delta = min(delta, 0.0)
            out[rid][c] = min(1.0, max(0.0, scores[c] + alpha[c] * delta))
    return out


def agreed(deltas: Sequence[float]) -> float:
    """The change all runs agree on: the smallest move when all point the same way, else 0."""
    if deltas and all(d > 0 for d in deltas):
        return min(deltas)
    if deltas and all(d < 0 for d in deltas):
        return max(deltas)
    return 0.0


def agreeing_runs(passes: Sequence[RolloutEvidence], result: JudgeResult, measured: Any
                  ) -> list[Mapping[str, Mapping[str, float]]]:
    """The judge's runs to blend. Asked in two or more permutations but answered in only
    one, there is no agreement to keep: no run at all (the scores stay measured; a finding
    per pass says why). One permutation by choice (``permutations=1``) is used as it is; a
    judge that reports only means (no ``runs``) counts as agreeing with itself."""
    runs = list(result.runs) or [result.scores]
    if result.permutations >= 2 and result.valid < 2:
        for evidence in passes:
            measured.note(evidence.rollout.rollout_id, "judge",
                          f"only {result.valid} of {result.permutations} judge permutations "
                          "answered: no agreement, so none of its score changes are used")
        return []
    return runs


def addressing_grader(passes: Sequence[RolloutEvidence], result: JudgeResult
                      ) -> dict[str, Finding]:
    """Passes whose text addresses a grader (deterministic markers, or the judge's report)."""
    found: dict[str, Finding] = {}
    for evidence in passes:
        rid = evidence.rollout.rollout_id
        markers = injection_markers(evidence.rollout.code or "")
        flags = result.flags.get(rid)
        if markers or (flags is not None and flags.addresses_grader):
            source = f"its text addresses the grader ({markers[0]!r})" if markers else \
                "the LLM judge reports text addressed to the grader"
            found[rid] = Finding(
                detector="judge.protocol", kind="quality", family="addressed to the grader",
                message=f"{source}: the judge's scores may not move it up",
                evidence={"markers": markers[:5], "judge_flag": bool(flags and
                                                                    flags.addresses_grader)})
    return found


def limit_lifts(
    ctx: GroupContext,
    passes: Sequence[RolloutEvidence],
    measured: Mapping[str, Mapping[str, float]],
    scores: dict[str, dict[str, float]],
    defective: Mapping[str, bool],
    capped: set[str],
    rule: TierRule,
    result: JudgeResult,
) -> dict[str, Finding]:
    """Enforce "at most one level up without confirmed evidence" (module docstring) on
    ``scores`` and ``capped`` in place; a finding per pass whose lift was limited or allowed."""
    base = assign_tiers(measured, defective, frozenset(), rule)
    by_id = {e.rollout.rollout_id: e for e in passes}
    notes: dict[str, Finding] = {}
    allowed: set[str] = set()
    for _ in range(2 * len(scores) + 1):
        tiers = assign_tiers(scores, defective, frozenset(capped), rule)
        over = [rid for rid in tiers if rid not in allowed
                and level(base[rid]) - level(tiers[rid]) > 1]
        if not over:
            break
        for rid in over:
            proof = _lift_proof(ctx, by_id.get(rid), passes, base, result)
            if proof is not None:
                allowed.add(rid)
                notes[rid] = _lift_note(rid, base, tiers, f"allowed: {proof['check']}", proof)
            elif any(scores[rid][c] > measured[rid][c] for c in CRITERIA):
                scores[rid] = {c: min(scores[rid][c], measured[rid][c]) for c in CRITERIA}
                notes[rid] = _lift_note(rid, base, tiers, "limited: no judge gain")
            else:
                capped.add(rid)
                notes[rid] = _lift_note(rid, base, tiers, "limited: held out of T1")
    return notes


def level(tier_rank: tuple[Tier, int]) -> int:
    """0: T1 rank 1 (the best tie-group), 1: other T1, 2: T2, 3: T3."""
    tier, rank = tier_rank
    return 0 if tier == "T1" and rank == 1 else 1 if tier == "T1" else 2 if tier == "T2" else 3


def _lift_note(rid: str, base: Mapping[str, tuple[Tier, int]],
               tiers: Mapping[str, tuple[Tier, int]], outcome: str,
               proof: Mapping[str, Any] | None = None) -> Finding:
    was, now = base[rid], tiers[rid]
    return Finding(
        detector="judge.protocol", kind="quality", family="judge lift",
        message=f"the LLM judge lifted it from {was[0]} rank {was[1]} to {now[0]} rank "
        f"{now[1]}, more than one tier above the measured ranking; {outcome}",
        evidence={"measured": list(was), "judged": list(now), **(proof or {})})


def _lift_proof(ctx: GroupContext, suspect: RolloutEvidence | None,
                passes: Sequence[RolloutEvidence], base: Mapping[str, tuple[Tier, int]],
                result: JudgeResult) -> dict[str, Any] | None:
    """An input from the judge's evidence on which a pass measured above ``suspect`` raises
    or times out while ``suspect`` returns (run in the sandbox), or None."""
    task = ctx.task
    if suspect is None or ctx.runner is None or not isinstance(task, FunctionTask) or \
            suspect.program is None:
        return None
    flags = result.flags.get(suspect.rollout.rollout_id)
    mine = level(base[suspect.rollout.rollout_id])
    above = [e for e in passes if e.program is not None and
             level(base[e.rollout.rollout_id]) < mine]
    from gar.execution import Call, CallJob

    for evidence in (flags.evidence if flags is not None else ())[:3]:
        args = evidence.get("input") if isinstance(evidence, Mapping) else None
        if not isinstance(args, list) or not above:
            continue
        call = Call(tuple(args), {})
        jobs = [CallJob(e.program or "", task.entry_point, (call,), 5.0)
                for e in [suspect, *above]]
        keys = [dynamic.outcome_key(r.outcomes[0]) if not r.load_error and r.outcomes
                else "load" for r in ctx.runner.call_many(jobs)]
        if keys[0].startswith("=") and any(not k.startswith("=") for k in keys[1:]):
            return {"check": f"on {args!r} it returns while a pass ranked above it fails",
                    "input": args}
    return None


def judge_flags(
    ctx: GroupContext,
    passes: Sequence[RolloutEvidence],
    result: JudgeResult,
    trust_judge: bool,
) -> tuple[dict[str, Finding], dict[str, Finding], set[str]]:
    """(demoted: confirmed hacks, suspected: unconfirmed flags, rewrites) by rollout_id."""
    demoted: dict[str, Finding] = {}
    suspected: dict[str, Finding] = {}
    rewrites: set[str] = set()
    by_id = {e.rollout.rollout_id: e for e in passes}
    for rid, flags in result.flags.items():
        if flags.unrequested_rewrite:
            rewrites.add(rid)
        if not (flags.hack or flags.test_bypass) or rid not in by_id:
            continue
        what = "hack" if flags.hack else "test-targeted bypass"
        confirmation = None
        for evidence in flags.hack_evidence:
            confirmation = confirm(ctx, by_id[rid], passes, evidence)
            if confirmation is not None:
                break
        if confirmation is not None or trust_judge:
            demoted[rid] = Finding(
                detector="judge.llm", kind="hack", family="judge-flagged " + what,
                message=f"the LLM judge flagged a {what}; "
                + (confirmation["check"] if confirmation else "trusted without confirmation"),
                location=str(confirmation.get("location", "")) if confirmation else "",
                evidence={"judge_evidence": list(flags.hack_evidence), **(confirmation or {})},
            )
        else:
            suspected[rid] = Finding(
                detector="judge.llm", kind="suspicion", family="judge-flagged " + what,
                message=f"the LLM judge flagged a {what}, but no deterministic check "
                "confirmed its evidence; not demoted, kept out of T1",
                evidence={"judge_evidence": list(flags.hack_evidence)},
            )
    return demoted, suspected, rewrites


def confirm(ctx: GroupContext, suspect: RolloutEvidence, passes: Sequence[RolloutEvidence],
            evidence: Any) -> dict[str, Any] | None:
    """A deterministic confirmation of one piece of judge evidence, or None."""
    if not isinstance(evidence, Mapping):
        return None
    if isinstance(evidence.get("input"), list):
        return _confirm_input(ctx, suspect, passes, evidence["input"])
    if "quote" in evidence or "line" in evidence:
        return _confirm_literal(ctx, suspect, evidence.get("line"), evidence.get("quote"))
    return None


def _confirm_input(ctx: GroupContext, suspect: RolloutEvidence,
                   passes: Sequence[RolloutEvidence], args: list[Any]) -> dict[str, Any] | None:
    task = ctx.task
    others = [e for e in passes if e is not suspect and e.program is not None]
    if ctx.runner is None or not isinstance(task, FunctionTask) or not others or \
            suspect.program is None:
        return None
    from gar.execution import Call, CallJob

    call = Call(tuple(args), {})
    jobs = [CallJob(e.program or "", task.entry_point, (call,), 5.0)
            for e in [suspect, *others]]
    keys = [dynamic.outcome_key(r.outcomes[0]) if not r.load_error and r.outcomes else "load"
            for r in ctx.runner.call_many(jobs)]
    agreed = dynamic.majority(keys[1:])
    if agreed is None or keys[0] == agreed or keys[0] == "timeout":
        return None
    return {"check": f"its output on {args!r} differs from what the other passes agree on",
            "input": args, "output": keys[0][:300], "majority": agreed[:300],
            "location": f"input {args!r}"[:200]}


def _confirm_literal(ctx: GroupContext, suspect: RolloutEvidence, line: Any,
                     quote: Any) -> dict[str, Any] | None:
    """The cited code compares against (or looks up) a visible test's literal input."""
    program = suspect.program or ""
    try:
        tree = ast.parse(program)
    except SyntaxError:
        return None
    visible_args = [_canonical(v.call.args) for v in ctx.visible]
    literals = {safe_repr(a) for args in visible_args for a in args}
    literals |= {safe_repr(args) for args in visible_args}
    lines = set()
    if isinstance(line, int):
        lines.add(line)
    if isinstance(quote, str) and quote.strip():
        lines |= {i + 1 for i, text in enumerate(program.splitlines()) if quote.strip() in text}
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) not in lines:
            continue
        for part in _compared_or_keyed(node):
            try:
                value = ast.literal_eval(part)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            if safe_repr(_canonical(value)) in literals:
                line = getattr(node, "lineno", 0)
                return {"check": f"line {line} tests for the visible input {safe_repr(value, 120)}",
                        "line": line, "location": f"solution:{line}"}
    return None


def _canonical(value: Any) -> Any:
    """Lists as tuples, recursively: ``(1, 2)`` in code stands for the visible ``[1, 2]``."""
    if isinstance(value, list | tuple):
        return tuple(_canonical(v) for v in value)
    return value


def _compared_or_keyed(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Compare):
        return [node.left, *node.comparators]
    if isinstance(node, ast.Dict):
        return [k for k in node.keys if k is not None]
    return []
