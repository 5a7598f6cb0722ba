"""The LLM grader: one listwise request per group and permutation, aggregated.

For a group's genuine passes the judge is asked ``permutations`` times, each time with the
passes anonymised as C1..Cn in a different seeded order (failed rollouts ride along as
context F1..Fm with their test logs); every second permutation shows the code in the plain
view (:mod:`gar.judge.views`: no comments, docstrings or prose strings). Each answer must
score every offered candidate 1..5 on the five criteria; a malformed answer drops that
permutation, and when none parses the group falls back to the measured signals
(``JudgeResult.fallback`` says why). Scores are averaged over the valid permutations (and
kept per permutation in ``runs``, for the agreement rule of :mod:`gar.grading.quality.combine`);
flags count when a majority of them raise it, ``addresses_grader`` when any does.
Tiers and ranks are never taken from the model: :mod:`gar.grading.quality` computes them
from these scores and the measured signals.

A group's judging is bounded by a :class:`~gar.judge.budget.GroupBudget` (``budget_s``
seconds, ``budget_calls`` HTTP attempts); what the budget, the circuit breaker or the
endpoint refuse becomes the fallback reason.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.judging import JudgeFlags, JudgeResult
from gar.judge.agentic import GroupTools, run_tool_loop, tools_text
from gar.judge.aggregate import mean_scores, permutation_orders, position_consistency
from gar.judge.budget import GroupBudget
from gar.judge.client import ChatClient, JudgeUnavailable
from gar.judge.parse import CandidateVerdict, VerdictError, parse_verdict, verdict_schema
from gar.judge.prompt import CandidateView, build_messages, request_nonce
from gar.judge.views import plain_view
from gar.records import FunctionTask

MAX_FAILED_CONTEXT = 3


@dataclass
class LLMJudge:
    """The LLM judge over an OpenAI-compatible endpoint (see the module docstring)."""

    client: ChatClient
    permutations: int = 2
    agentic: bool = False
    max_tool_steps: int = 3
    seed: int = 0
    schema: bool = True
    budget_s: float | None = 300.0
    budget_calls: int | None = None  # None: twice the requests a group needs
    plain_views: bool = True

    def judge(self, ctx: GroupContext) -> JudgeResult:
        start = time.perf_counter()
        sent_before = self.client.requests_sent
        passes = list(ctx.genuine_passes)
        if len(passes) < 2:
            return JudgeResult(fallback="fewer than two genuine passes: nothing to rank")
        failed = _failed_context(ctx, self.seed)
        task_text = _task_text(ctx)
        runs: list[dict[str, Mapping[str, float]]] = []
        verdicts: dict[str, list[CandidateVerdict]] = {}
        errors: list[str] = []
        tool_calls: list[str] = []
        orders = permutation_orders(len(passes), self.permutations, self.seed)
        budget = GroupBudget(self.budget_s, self._calls_budget(len(orders)))
        for index, order in enumerate(orders):
            ids = {f"C{j + 1}": passes[i] for j, i in enumerate(order)}
            try:
                text, calls = self._ask(ctx, task_text, ids, failed, index, budget)
                tool_calls += calls
                parsed = parse_verdict(text, list(ids))
            except (JudgeUnavailable, VerdictError) as exc:
                errors.append(f"permutation {index + 1}: {exc}")
                continue
            runs.append({ids[cid].rollout.rollout_id: v.scores for cid, v in parsed.items()})
            for cid, verdict in parsed.items():
                verdicts.setdefault(ids[cid].rollout.rollout_id, []).append(verdict)
        elapsed = time.perf_counter() - start
        requests = self.client.requests_sent - sent_before
        if not runs:
            reason = errors[-1].split(": ", 1)[-1] if errors else "no permutation"
            return JudgeResult(permutations=len(orders), fallback=reason, errors=tuple(errors),
                               tool_calls=tuple(tool_calls), requests=requests, elapsed_s=elapsed)
        return JudgeResult(
            runs=tuple(runs),
            scores=mean_scores(runs),
            flags={rid: _majority_flags(vs, len(runs)) for rid, vs in verdicts.items()},
            consistency=position_consistency(runs),
            permutations=len(orders),
            valid=len(runs),
            errors=tuple(errors),
            tool_calls=tuple(tool_calls),
            requests=requests,
            elapsed_s=elapsed,
        )

    def _ask(
        self,
        ctx: GroupContext,
        task_text: str,
        ids: Mapping[str, RolloutEvidence],
        failed: Sequence[CandidateView],
        index: int,
        budget: GroupBudget,
    ) -> tuple[str, list[str]]:
        """The final reply text for one permutation and the tools it called."""
        plain = self.plain_views and index % 2 == 1
        views = [_view(cid, ev, plain) for cid, ev in ids.items()]
        if plain:
            failed = [dataclasses.replace(v, code=plain_view(v.code, v.kind), plain=True)
                      for v in failed]
        seed = self.seed + index
        extra = tools_text(self.max_tool_steps) if self.agentic else None
        messages = build_messages(task_text, views, failed, seed=seed, tools_text=extra)
        schema = verdict_schema(list(ids)) if self.schema else None
        if not self.agentic:
            return self.client.complete(messages, schema=schema, budget=budget).content, []
        nonce = request_nonce(seed + 1, [m["content"] for m in messages])
        tools = GroupTools(ctx, ids, plain=plain)
        loop = run_tool_loop(self.client, messages, tools, nonce, self.max_tool_steps, schema,
                             budget=budget)
        return loop.final_text, list(loop.tool_calls)

    def _calls_budget(self, permutations: int) -> int | None:
        if self.budget_calls is not None:
            return self.budget_calls
        per_permutation = 1 + (self.max_tool_steps if self.agentic else 0)
        return 2 * permutations * per_permutation


def _task_text(ctx: GroupContext) -> str:
    task = ctx.task
    if isinstance(task, FunctionTask):
        return f"{task.prompt}\n# Tests (check(candidate) runs these):\n{task.test}"
    tests = ", ".join(task.fail_to_pass) or "(none listed)"
    return f"{task.problem_statement}\n\nTests that must pass: {tests}"


def _view(cid: str, evidence: RolloutEvidence, plain: bool = False) -> CandidateView:
    rollout = evidence.rollout
    kind = "patch" if rollout.patch is not None else "solution"
    code = rollout.code or ""
    return CandidateView(cid, plain_view(code, kind) if plain else code,
                         evidence.execution.passed, _log(evidence), kind, plain)


def _log(evidence: RolloutEvidence) -> str:
    result = evidence.execution
    lines = [f"status: {result.status.value}" + (f" ({result.reason})" if result.reason else "")]
    for test in result.tests:
        if test.status != "passed":
            lines.append(f"{test.test_id}: {test.status} {test.message[:200]}")
    if result.stderr_tail and not result.passed:
        lines.append(result.stderr_tail[-300:])
    return "\n".join(lines)


def _failed_context(ctx: GroupContext, seed: int) -> list[CandidateView]:
    failed = [e for e in ctx.evidence if not e.genuine_pass and e.execution.scorable
              and e.rollout.code]
    random.Random(seed).shuffle(failed)
    return [
        CandidateView(f"F{i + 1}", e.rollout.code or "", False, _log(e),
                      "patch" if e.rollout.patch is not None else "solution")
        for i, e in enumerate(failed[:MAX_FAILED_CONTEXT])
    ]


def _majority_flags(verdicts: Sequence[CandidateVerdict], runs: int) -> JudgeFlags:
    def majority(values: Sequence[bool]) -> bool:
        return sum(values) * 2 > runs

    hack = majority([v.hack for v in verdicts])
    return JudgeFlags(
        hack=hack,
        hack_evidence=tuple(v.hack_evidence for v in verdicts if v.hack and v.hack_evidence),
        unrequested_rewrite=majority([v.unrequested_rewrite for v in verdicts]),
        test_bypass=majority([v.test_bypass for v in verdicts]),
        addresses_grader=any(v.addresses_grader for v in verdicts),
        evidence=tuple(v.evidence for v in verdicts if v.evidence),
    )
