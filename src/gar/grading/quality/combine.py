"""How the LLM judge's answer combines with the measured signals (docs/grader.md).

* **Scores.** Per criterion, the judge's mean 1..5 score is made relative to the group's best
  (``1 - (best - s) / 4``, so the best is 1 like a measured score) and blended:
  ``s = (1 - α_c) · measured + α_c · judge``. The judge weighs most where measurement is
  weakest (craftsmanship, minimality) and least where it measures directly (approach,
  precision, side effects).
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
from gar.grading.quality import dynamic
from gar.judge import JudgeResult
from gar.judge.parse import CRITERIA
from gar.records import Finding, FunctionTask

ALPHA = {
    "approach": 0.3,
    "precision": 0.3,
    "minimality": 0.4,
    "side_effects": 0.3,
    "craftsmanship": 0.5,
}


def blend(
    measured: Mapping[str, Mapping[str, float]],
    judged: Mapping[str, Mapping[str, float]],
    alpha: Mapping[str, float] = ALPHA,
) -> dict[str, dict[str, float]]:
    """Measured scores blended with the judge's (relative to the group's best)."""
    best = {c: max((s[c] for s in judged.values() if c in s), default=5.0) for c in CRITERIA}
    out: dict[str, dict[str, float]] = {}
    for rid, scores in measured.items():
        out[rid] = dict(scores)
        if rid not in judged:
            continue
        for c in CRITERIA:
            relative = max(0.0, 1 - (best[c] - judged[rid][c]) / 4)
            out[rid][c] = (1 - alpha[c]) * scores[c] + alpha[c] * relative
    return out


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
    jobs = [CallJob(e.program, task.entry_point, (call,), 5.0) for e in [suspect, *others]]
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
    literals = {repr(a) for args in visible_args for a in args}
    literals |= {repr(args) for args in visible_args}
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
            if repr(_canonical(value)) in literals:
                return {"check": f"line {node.lineno} tests for the visible input {value!r}",
                        "line": node.lineno, "location": f"solution:{node.lineno}"}
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
