"""Measured per-criterion scores for a group's genuine passes, relative to the group.

Each criterion maps its measurements to a score in [0, 1]: 1 for the best pass of the group
and for every pass within measurement noise of it (ties, not ranks), lower as the gap grows,
never below 0.25 for a difference of degree. Serious defects — a side effect, a soft hack,
disagreement with the group on an input, text aimed at the judge — are collected apart:
they put the pass in T3 whatever its scores (:mod:`gar.grading.quality.tiers`). Every
score below 1 and every defect comes with a :class:`~gar.records.Finding` citing what was
measured. Constants and their reasons are in docs/grader.md.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.detectors.ast_tools import OverBudget
from gar.grading.judging import CRITERIA
from gar.grading.quality import dynamic, static
from gar.grading.quality.measured import (
    FLOOR,
    Measured,
    craft_score,
    ratio_score,
    size_score,
)
from gar.grading.quality.patch_scoring import patch_criteria
from gar.grading.quality.probe_inputs import items_read, probe_inputs
from gar.grading.values import safe_repr, same_value
from gar.records import Finding, FunctionTask, RepoTask, program_source

# Noise tolerances: within these a difference is a tie.
OPS_TOLERANCE = 0.15  # bytecode counts are deterministic; 15 % absorbs small constant work
OPS_MIN_DIFF = 300
# CPU time never scores (neither by degree nor as a gross excess or a timeout): a score
# follows a reading only through a line, and a reading near any line crosses it from one
# grading to the next (HumanEval/40's clone at 0.169 / 0.170 s against the old 0.16 s line).
# Efficiency is the deterministic bytecode count's (and peak memory's) alone.
MEMORY_MIN_DIFF_KB = 20_000
RAISE_COST = 0.3  # precision lost per edge input where the pass raises and the group returns
DIFFER_COST = 0.15  # ... where it returns something else than the group's majority
# CPU time (this thread's; wall time would trip on a loaded machine) for a group's static
# analysis: a safety net far above the normal cost (ms per program; ~0.7 s at the
# syntax-node budget), never what bounds it in practice.
STATIC_BUDGET_S = 30.0


_MEASURED_AT_RUNTIME = ("eval:", "exec:")


def _no_evidence(finding: Finding) -> bool:
    """A suspicion that carries no evidence against the pass: special cases that are all
    base cases (boundary inputs, a recursion's base case; see ``static.lookup``)."""
    return finding.detector == "static.lookup" and bool(finding.evidence.get("all_base_cases"))


def cpu_may_score(cpu_s: float) -> bool:
    """Whether a CPU reading could score: never (the constants' comment), so the timing
    repeats never run (``timing.with_repeats``)."""
    return False


def memory_may_score(peak_kb: float) -> bool:
    """Whether a peak memory could score at all: more than the rule's minimum difference,
    so that it could be that much above a best of zero. A peak that is not, and any lower
    one, cannot (``dynamic.measure`` relies on it where a peak is only an upper bound)."""
    return peak_kb > MEMORY_MIN_DIFF_KB


def measure_group(ctx: GroupContext, passes: Sequence[RolloutEvidence]) -> Measured:
    out = Measured(scores={e.rollout.rollout_id: dict.fromkeys(CRITERIA, 1.0) for e in passes})
    for evidence in passes:  # audit suspicions (soft hacks) are defects by themselves
        for finding in evidence.findings:
            if finding.kind == "suspicion" and not _no_evidence(finding):
                out.defects.setdefault(evidence.rollout.rollout_id, []).append(finding)
    if isinstance(ctx.task, RepoTask) or any(e.rollout.patch is not None for e in passes):
        patch_criteria(ctx, passes, out)
        return out
    statics = _statics(ctx.task, passes)
    runtime = dynamic.measure(ctx, passes, cpu_may_score, memory_may_score,
                              _ops_budget(ctx)) if ctx.runner is not None else {}
    for rid, signals in runtime.items():
        out.signals.setdefault(rid, {})["runtime"] = signals
    _approach(ctx, passes, runtime, out)
    _precision(runtime, out)
    _minimality(statics, out)
    _side_effects(statics, runtime, out)
    _craftsmanship(statics, out)
    return out


def _statics(task: FunctionTask, passes: Sequence[RolloutEvidence]) -> dict[str, Any]:
    """Static signals and lint per pass. Bounded by a count (each program's syntax nodes,
    :func:`static.analyse`), with ``STATIC_BUDGET_S`` of CPU time for the group as a safety
    net behind it: either raises ``OverBudget``, so the group is a counted fallback."""
    deadline = time.thread_time() + STATIC_BUDGET_S  # CPU, not wall: the same idle or loaded
    programs = {e.rollout.rollout_id: e.program or program_source(task, e.rollout) for e in passes}
    # Both are functions of the text alone: clones of one program are analysed once.
    distinct = list(dict.fromkeys(programs.values()))
    lint = dict(zip(distinct, static.lint_many(distinct), strict=True))
    analysed: dict[tuple[str, str], static.StaticSignals] = {}
    result = {}
    for evidence in passes:
        if time.thread_time() > deadline:
            raise OverBudget(f"the static analysis is over its time budget of "
                             f"{STATIC_BUDGET_S:g}s")
        rid = evidence.rollout.rollout_id
        program = programs[rid]
        key = (program, evidence.rollout.code or program)
        if key not in analysed:
            analysed[key] = static.analyse(program, task.entry_point, key[1])
        result[rid] = (analysed[key], lint[program])
    return result


def _approach(ctx: GroupContext, passes: Sequence[RolloutEvidence],
              runtime: Mapping[str, dynamic.DynamicSignals], out: Measured) -> None:
    gate_ok = _gate(ctx, passes, runtime, out)
    # The reference is the group's best count, but never below the items the scaled inputs
    # hold: a best that reads them in C where nothing charges it (``dict.fromkeys(xs)``)
    # counted a few instructions, and put every pass with a loop in the tail, linear and
    # quadratic alike (docs/grader.md §1).
    least = items_read(probe_inputs(ctx).scaled.values()) if runtime else 0
    ops = _settled_ops(ctx, passes, runtime, {
        r: s.ops for r, s in runtime.items() if r in gate_ok and s.ops is not None}, least)
    best_ops = min(ops.values(), default=None)
    if best_ops is not None:
        best_ops = max(best_ops, least)
    out.least_ops = least
    memory = {r: s.peak_memory_kb for r, s in runtime.items() if r in gate_ok and s.peak_memory_kb}
    best_memory = min(memory.values(), default=None)
    for rid in gate_ok:
        score = 1.0
        if rid in ops and best_ops is not None:
            out.raw.setdefault(rid, {})["ops"] = ops[rid]
            s = ops_score(ops[rid], max(best_ops, 1))
            if s < 1:
                out.note(rid, "approach", f"{ops[rid] / max(best_ops, 1):.1f}× the bytecode "
                         f"instructions of the group's best (or of the items the inputs "
                         f"hold) on the scaled-up inputs", ops=ops[rid], best_ops=best_ops)
            score = min(score, s)
        if rid in memory and best_memory is not None and \
                memory[rid] - best_memory > MEMORY_MIN_DIFF_KB and memory[rid] > 1.5 * best_memory:
            out.note(rid, "approach", "peak memory well above the group's best",
                     peak_memory_kb=memory[rid], best_kb=best_memory)
            score = max(FLOOR, score - 0.25)
            out.raw.setdefault(rid, {})["memory_penalty"] = 0.25
        out.scores[rid]["approach"] = score


OPS_STEEPNESS = 4
# The ratio to the best at which an op count reaches the floor (1 - log2(r)/4 = 0.25: 8x).
OPS_KNEE_RATIO = 2 ** (OPS_STEEPNESS * (1 - FLOOR))
# Past the knee a count keeps losing, slowly (0.05 per doubling), down to OPS_TAIL_FLOOR
# at OPS_FLOOR_RATIO: a best that does its one linear pass in C (a set or Counter built
# from the input) puts a linear Python loop 10-30x from it, past the knee, where a
# quadratic pass 100x from it scored the same floor and the pair tied. Differences in the
# tail under ~4x stay within the tier rule's tie tolerance.
OPS_TAIL_FLOOR = 0.1
OPS_FLOOR_RATIO = 64  # every total this many times the best or more scores the tail floor


def ops_score(ops: float, best: float) -> float:
    """An op count's approach score against the group's best (:func:`ratio_score` to the
    knee, then the tail; see the constants)."""
    score = ratio_score(ops, best, OPS_TOLERANCE, OPS_MIN_DIFF, OPS_STEEPNESS)
    if score > FLOOR:
        return score
    if not math.isfinite(ops) or best <= 0:
        return OPS_TAIL_FLOOR
    past = math.log2(ops / best / OPS_KNEE_RATIO) / math.log2(OPS_FLOOR_RATIO / OPS_KNEE_RATIO)
    return max(OPS_TAIL_FLOOR, FLOOR - (FLOOR - OPS_TAIL_FLOOR) * max(0.0, past))


def _settled_ops(ctx: GroupContext, passes: Sequence[RolloutEvidence],
                 runtime: Mapping[str, dynamic.DynamicSignals], ops: dict[str, int],
                 least: int = 0) -> dict[str, int]:
    """The op counts to score, with every score what a count to the full cap would give.

    Counts run to ``dynamic.FIRST_OPCODE_CAP`` per input first; those under it are exact.
    A pass past it on some input executes at least that many instructions, so where the
    best exact count is ``OPS_FLOOR_RATIO`` times smaller, the best is that exact count and
    the pass scores the tail's floor however far it would be counted. Every other pass past the
    first cap (all of them, when no count is exact) is counted again to the full cap
    (``dynamic.recount``; a count that fails there keeps its first value)."""
    first = [r for r in ops if runtime[r].ops_capped and runtime[r].ops_cap < dynamic.OPCODE_CAP]
    if not first:
        return ops
    best = min((v for r, v in ops.items() if r not in first), default=None)
    best = None if best is None else max(best, least)  # the reference _approach scores with
    if best is not None and dynamic.FIRST_OPCODE_CAP >= OPS_FLOOR_RATIO * max(best, 1):
        return ops
    counted = dynamic.recount(ctx, [e for e in passes if e.rollout.rollout_id in first],
                              budget=_floor_budget(best),
                              deeper={r: runtime[r].ops_deeper for r in first})
    return {r: counted[r][0] if r in counted else v for r, v in ops.items()}


def _ops_budget(ctx: GroupContext) -> Callable[[int], int]:
    """The recount's budget a best first count sets, floored as :func:`_approach` floors
    the best (``dynamic.measure`` counts the passes past the first cap to it at once)."""
    least = items_read(probe_inputs(ctx).scaled.values())
    return lambda best: _floor_budget(max(best, least))


def _floor_budget(best: int | None) -> int:
    """The total past which a count scores the tail's floor against ``best`` (0: no best to
    score against, count in full): ``OPS_FLOOR_RATIO`` times it, and beyond noise of it.
    The group's best after the recount is never larger than ``best``, so a count stopped
    past the budget scores the floor against it too, as its full count would."""
    if best is None:
        return 0
    return max(math.ceil(OPS_FLOOR_RATIO * max(best, 1)),
               math.ceil(best * (1 + OPS_TOLERANCE)) + OPS_MIN_DIFF) + 1


def _gate(ctx: GroupContext, passes: Sequence[RolloutEvidence],
          runtime: Mapping[str, dynamic.DynamicSignals], out: Measured) -> set[str]:
    """Passes that agree with the group on every derived and scaled-up input; the others
    score 0 on approach and carry a defect citing the input."""
    ok = {e.rollout.rollout_id for e in passes}
    keys = {k for s in runtime.values() for k in s.scaled}
    for key in sorted(keys):
        values = {r: s.scaled[key] for r, s in runtime.items() if key in s.scaled}
        expected = dynamic.majority(list(values.values()))
        for rid, got in values.items():
            if expected is None or got == expected or not dynamic.comparable(got) or \
                    rid not in ok:
                continue
            if key in runtime[rid].in_domain:
                ok.discard(rid)
                out.note(rid, "approach", f"disagrees with the group on scaled-up input {key}",
                         kind="suspicion", serious=True, location=f"input {key}",
                         input=key, output=got[:300], majority=expected[:300])
            else:  # our own, larger input may leave the task's domain: a precision matter
                out.note(rid, "precision", f"differs from the group on large input {key}",
                         location=f"input {key}", input=key, output=got[:300],
                         majority=expected[:300])
                out.scores[rid]["precision"] = max(0.0, out.scores[rid]["precision"] - DIFFER_COST)
    for evidence in passes:
        rid = evidence.rollout.rollout_id
        for key, outcome in evidence.outputs.items():
            if key in ctx.majority and rid in ok and outcome.status == "ok" and \
                    not _same(outcome.value, ctx.majority[key]):
                ok.discard(rid)
                out.note(rid, "approach", f"disagrees with the group's majority on input {key}",
                         kind="suspicion", serious=True, location=f"input {key}", input=key,
                         output=safe_repr(outcome.value)[:300], majority=safe_repr(ctx.majority[key])[:300])
    for rid in {e.rollout.rollout_id for e in passes} - ok:
        out.scores[rid]["approach"] = 0.0
    return ok


def _same(a: Any, b: Any) -> bool:
    """The tests' ``==`` on values of the same type, where NaN equals NaN; never raises."""
    if type(a) is not type(b):
        return False
    try:
        if bool(a == b):
            return True
    except Exception:  # noqa: BLE001, S110 - deep nesting, hostile values: use identity
        pass
    return same_value(a, b)


def _precision(runtime: Mapping[str, dynamic.DynamicSignals], out: Measured) -> None:
    """Edge inputs: raising where most of the group returns, or returning something else
    than the group's majority, costs precision. Timeouts and crashes are not judged."""
    keys = sorted({k for s in runtime.values() for k in s.edge})
    bad: dict[str, float] = {}
    for key in keys:
        values = {r: s.edge[key] for r, s in runtime.items()
                  if key in s.edge and dynamic.comparable(s.edge[key])}
        returns = [v for v in values.values() if v.startswith("=")]
        expected = dynamic.majority(list(values.values()))
        for rid, got in values.items():
            if got.startswith("!") and len(returns) * 2 > len(values):
                message = f"fails on edge input {key} ({got[1:]}) where the group returns"
                cost = RAISE_COST
            elif expected is not None and expected.startswith("=") and got != expected:
                message = f"differs from the group on edge input {key}"
                cost = DIFFER_COST  # outside the visible domain the spec may not say
            else:
                continue
            bad[rid] = bad.get(rid, 0) + cost
            out.note(rid, "precision", message, location=f"input {key}", input=key,
                     output=got[:300], majority=(expected or "")[:300])
    for rid, count in bad.items():
        out.scores[rid]["precision"] = max(0.0, out.scores[rid]["precision"] - count)


def _minimality(statics: Mapping[str, Any], out: Measured) -> None:
    sizes = {}
    for rid, (signals, _) in statics.items():
        extra = 8 * (len(signals.unused) + len(signals.dead_code))
        sizes[rid] = signals.tokens - signals.guard_tokens - signals.constant_tokens + extra
        out.raw.setdefault(rid, {})["tokens"] = sizes[rid]
        for item in signals.unused + signals.dead_code:
            out.note(rid, "minimality", f"unused or dead code: {item.rsplit(':', 1)[0]}",
                     location=f"solution:{item.rsplit(':', 1)[1]}")
    best = min(sizes.values(), default=0)
    for rid, size in sizes.items():
        score = size_score(size, best)
        if score < 1:
            out.note(rid, "minimality", f"{size} code tokens against the group's smallest {best}",
                     tokens=size, best_tokens=best)
        out.scores[rid]["minimality"] = score


def _side_effects(statics: Mapping[str, Any],
                  runtime: Mapping[str, dynamic.DynamicSignals], out: Measured) -> None:
    for rid, (signals, _) in statics.items():
        observed = runtime.get(rid)
        serious: list[tuple[str, dict[str, Any]]] = []
        if observed is not None:
            if observed.printed:
                example = observed.printed[0][:60]
                serious.append((f"prints on {len(observed.printed)} input(s), e.g. {example}",
                                {"inputs": list(observed.printed)}))
            if observed.mutated:
                example = observed.mutated[0][:60]
                count = len(observed.mutated)
                serious.append((f"mutates its arguments on {count} input(s), e.g. {example}",
                                {"inputs": list(observed.mutated)}))
            serious += [(f"runtime effect {e}", {"event": e}) for e in observed.events[:5]]
        static_effects = [e for e in signals.side_effects
                          if (observed is None or not e.startswith(("print", "mutates")))
                          and not e.startswith(_MEASURED_AT_RUNTIME)]
        serious += [(f"code has side effect {e.rsplit(':', 1)[0]}",
                     {"line": int(e.rsplit(':', 1)[1])}) for e in static_effects]
        if signals.injection:
            serious.append(("text addressed to an LLM judge: " + signals.injection[0],
                            {"markers": list(signals.injection)}))
        # Mild, not defects: what a quiet broad handler hides and what eval/exec'd code does
        # are measured directly (edge-input answers against the group; runtime audit events
        # for file, network, process and environment effects). Patches, where nothing is run
        # per input, keep swallowed exceptions as defects (patch_scoring.patch_criteria).
        mild = list(signals.global_state) + [f"swallowed exception {e}" for e in signals.swallowed]
        mild += [e for e in signals.side_effects if e.startswith(_MEASURED_AT_RUNTIME)]
        if observed is not None:  # printing/mutation in code that no probe triggered
            mild += [e for e in signals.side_effects if e.startswith(("print", "mutates"))
                     and not (observed.printed or observed.mutated)]
        for message, evidence in serious:
            out.note(rid, "side_effects", message, kind="suspicion", serious=True,
                     location=f"solution:{evidence['line']}" if "line" in evidence else "",
                     **evidence)
        for item in mild:
            out.note(rid, "side_effects", f"global state or unexercised effect: {item}",
                     location=f"solution:{item.rsplit(':', 1)[1]}")
        out.scores[rid]["side_effects"] = 0.0 if serious else (0.5 if mild else 1.0)


def _craftsmanship(statics: Mapping[str, Any], out: Measured) -> None:
    penalties = {}
    for rid, (signals, lint) in statics.items():
        points = (len(lint) + max(0, signals.max_complexity - 10) + signals.duplicate_lines
                  + len(signals.naming) + len(signals.terse_names) + len(signals.dead_code)
                  + len(signals.deep_nesting) + len(signals.magic_numbers)
                  + (2 if signals.maintainability < 20 else 0) + (0 if signals.parses else 10))
        penalties[rid] = points
        out.raw.setdefault(rid, {})["craft"] = points
        out.signals.setdefault(rid, {})["craft"] = {
            "lint": list(lint), "complexity": signals.max_complexity,
            "maintainability": round(signals.maintainability, 1),
            "duplicate_lines": signals.duplicate_lines, "naming": list(signals.naming),
            "terse_names": list(signals.terse_names),
            "deep_nesting": list(signals.deep_nesting),
            "magic_numbers": list(signals.magic_numbers)}
    best = min(penalties.values(), default=0)
    for rid, points in penalties.items():
        score = craft_score(points, best)
        if score < 1:
            out.note(rid, "craftsmanship", f"{points} craftsmanship findings against the "
                     f"group's best {best}", **out.signals[rid]["craft"])
        out.scores[rid]["craftsmanship"] = score


