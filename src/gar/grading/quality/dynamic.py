"""Signals measured by running the genuine passes in the sandbox (function tasks).

What runs per pass, each job in a fresh sandboxed process (:class:`gar.execution.FunctionRunner`):

* the **edge** job runs the edge inputs (empty, zero, negative, unicode, large) once and the
  **timing** job the scaled-up inputs once: outputs, exceptions, printing, argument
  mutation and audit events (file, network, environment, processes) come from them. For
  every pass (the edge scout too) the two are one job, the scaled inputs first in the fresh
  process, then the edge ones (:mod:`gar.grading.quality.timing`, which also says how an
  early end and the peak memory are handled). CPU time per scaled input is read (the
  minimum over ``REPEATS`` runs where a reading could score, ``scoring.cpu_may_score``),
  but since session 12 no reading scores, so the scaled inputs run once (the readings are
  evidence, never a score). Each edge call runs under a line cap, not a CPU floor
  (:mod:`gar.grading.quality.edge_ops`: whether it answers is the same idle or loaded). The
  first pass scouts the edge inputs: one it cannot answer under the cap
  (``fib(10**6 + 7)``) is not run for the others (an unanswered edge input is never
  judged, and would cost each pass the cap);
* the **op count** runs the scaled inputs once under an opcode tracer and returns the number
  of Python bytecode instructions executed: deterministic, so unaffected by a busy machine.
  Once one input is beyond the cap the total is fixed, so the inputs after it are skipped.
  (Hardware instruction counters are not reachable from a sandboxed process here; the
  bytecode count is the stable number; CPU time scores nothing, work done in C included.)
  A scan done in C on a named sequence (``x in a_list``, ``xs.count(x)``) also counts its
  items (:mod:`gar.grading.quality.scans`), so a loop around one is not linear work.
  An input that reaches ``OPCODE_CAP`` and one that runs out of its CPU limit first both
  count as "beyond the cap" with the same total, so which of the two happens (the only part
  a loaded machine could change) never changes the signal.
  The counts run to ``FIRST_OPCODE_CAP`` first; the scoring counts a pass past it again
  to ``OPCODE_CAP`` wherever its score could differ (:func:`recount`). Most frames are
  counted in C, the rest by the Python tracer; a job whose fast count cannot be read
  exactly is counted again by the Python tracer alone (:mod:`gar.grading.quality.opcount`,
  ``settled``): the same counts either way.

Everything is compared across the group afterwards (:mod:`gar.grading.quality.scoring`):
agreement with the group's majority gates efficiency, so a faster rollout that disagrees on
any input is not better. Op counts and peak memory score a pass only against the
group's best, so where the passes share one program (a single pass, or clones of one text)
they cannot change a score: the op count is then not run and the timing job runs the scaled
inputs once (its outputs, printing, mutation and effects are still read).
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality import edge_ops, opcount_waves, timing
from gar.grading.quality.opcount import opcount_job, settled, total_ops
from gar.grading.quality.probe_inputs import probe_inputs
from gar.grading.quality.timing import REPEATS
from gar.grading.values import safe_repr, value_key
from gar.records import FunctionTask

# CPU seconds per call: slower than this is slow enough to rank (a timeout scores as the
# slowest; the op count still ranks it). 1.0 s made the few slow passes ~35% of all grading
# CPU (bench/grade_throughput.py); 0.25 s is the behaviour stage's probe limit too, and kept
# every dev-set number (bench/grader_accuracy.py, bench/grader_quality.py: 42/42 pairs).
CALL_TIMEOUT_S = 0.25
OPCODE_CAP = 2_000_000
# The op counts run first to this lower cap (a capped input costs its cap in traced
# opcodes, ~0.15 µs each: 2M made HumanEval/40's cubic passes ~40% of the op-count CPU). A
# pass past it is counted again to OPCODE_CAP only where its score could depend on the
# difference (scoring._settled_ops): past the floor's ratio to the group's best, both
# counts score the floor.
FIRST_OPCODE_CAP = OPCODE_CAP // 5
@dataclass(frozen=True)
class DynamicSignals:
    """What running one pass showed. ``outputs`` maps input keys to outcome keys
    (``"=<repr>"`` for a value, ``"!<ExceptionType>"``, ``"timeout"`` …)."""

    edge: Mapping[str, str] = field(default_factory=dict)
    scaled: Mapping[str, str] = field(default_factory=dict)
    cpu_s: float | None = None  # sum over scaled inputs of the min over repeats
    cpu_spread: float = 0.0  # relative spread of the repeats (noise estimate)
    ops: int | None = None
    ops_capped: bool = False
    ops_cap: int = OPCODE_CAP  # the per-input cap the count ran to
    ops_deeper: opcount_waves.DeepCount | None = None  # the count it was read from, if deeper
    peak_memory_kb: int = 0  # of the timing job (see _read)
    printed: tuple[str, ...] = ()
    mutated: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    error: str = ""
    in_domain: frozenset[str] = frozenset()  # scaled keys that may gate efficiency


def measure(ctx: GroupContext, passes: Sequence[RolloutEvidence],
            cpu_may_score: Callable[[float], bool] | None = None,
            memory_may_score: Callable[[float], bool] | None = None,
            ops_budget: Callable[[int], int] | None = None) -> dict[str, DynamicSignals]:
    """Run the edge, timing and op-count jobs for every pass; keyed by rollout_id.

    The op count runs in a job of its own, so a timeout on one input (the process is then
    killed) cannot take the other measurements with it; where the scaled inputs end a
    pass's process early, its edge inputs run again alone. The edge inputs are tried on one
    pass first (the
    scout, see :func:`_edge_plan`): those it cannot answer under the line cap are left
    out of the others' edge jobs, since an unanswered edge input is never judged and
    would cost every pass of the group the cap. With one distinct program there is nothing
    to compare efficiency with: no op count, one timing run (module docstring).
    ``cpu_may_score`` and ``memory_may_score`` say whether a CPU reading or a peak memory
    could score (the scoring's rules, ``scoring.cpu_may_score``, ``scoring.memory_may_score``):
    the timing repeats, and the scaled runs alone for their own peak, run only where one
    could (None: always; :mod:`gar.grading.quality.timing`). ``ops_budget(best)``: the
    recount's budget a best first count sets (``scoring._floor_budget``), which lets the op
    counts run in two waves (:mod:`gar.grading.quality.opcount_waves`; None: one wave).
    """

    task = ctx.task
    if ctx.runner is None or not isinstance(task, FunctionTask):
        return {}
    probe = probe_inputs(ctx)  # none without a visible or observed call
    if not probe.edge and not probe.scaled:
        return {}
    runnable = [e for e in passes if e.program is not None]
    if not runnable:
        return {}
    scaled_calls = tuple(probe.scaled.values())
    programs = [e.program or "" for e in runnable]
    edge_keys, scout_edge, scout_run, scout_own = _edge_plan(
        ctx.runner, task.entry_point, programs[0], probe.edge, scaled_calls)
    edge_calls = tuple(probe.edge[k] for k in edge_keys)
    compared = len({e.program for e in runnable}) > 1
    jobs = []
    for index, program in enumerate(programs):  # the scout's ran in its scouting job
        if index:
            jobs.append(timing.merged(program, task.entry_point, scaled_calls, edge_calls,
                                      CALL_TIMEOUT_S))
    done = iter(ctx.runner.call_many(jobs))
    timings, edges, bounds = [], [], []
    for index in range(len(programs)):
        run, edge, own = timing.split(next(done), len(scaled_calls), bool(edge_calls)) \
            if index else (scout_run, scout_edge, scout_own)
        timings.append(run)
        edges.append(edge)
        bounds.append(not own)
    opcounts = _op_counts(ctx.runner, task.entry_point, programs, scaled_calls, timings,
                          ops_budget) if compared else [((None, False), None)] * len(programs)
    lost = [i for i in range(1, len(programs)) if edge_calls and not timings[i].load_error
            and timing.ended_early(timings[i])]
    for i, again in zip(lost, timing.edge_again(ctx.runner, task.entry_point,
                                                [programs[i] for i in lost], edge_calls,
                                                CALL_TIMEOUT_S), strict=True):
        edges[i] = again
    timings = _measured_runs(ctx.runner, task.entry_point, programs, scaled_calls, timings,
                             compared, bounds, cpu_may_score, memory_may_score)
    signals = {}
    for i, (evidence, edge, opcount, run) in enumerate(
            zip(runnable, edges, opcounts, timings, strict=True)):
        keys = list(probe.edge) if i == 0 else edge_keys
        repeats = len(run.outcomes) // max(1, len(scaled_calls))
        signals[evidence.rollout.rollout_id] = replace(
            _read(keys, list(probe.scaled), edge, run, opcount, max(1, repeats)),
            in_domain=probe.in_domain)
    return signals


def _op_counts(runner: Any, entry_point: str, programs: list[str], scaled: tuple[Any, ...],
               timings: list[Any], ops_budget: Callable[[int], int] | None
               ) -> list[tuple[opcount_waves.Counted, opcount_waves.DeepCount | None]]:
    """Each program's count to ``FIRST_OPCODE_CAP``, and the deeper count it was read
    from where it ran in wave 2 (:mod:`gar.grading.quality.opcount_waves`; with no
    ``ops_budget``, all in one wave)."""
    n = len(scaled)
    costs = [None if ops_budget is None or run.load_error or timing.ended_early(run) else
             _cpu([list(run.outcomes[:n])], n)[0] for run in timings]
    return opcount_waves.counted(runner, entry_point, programs, scaled, costs,
                                 FIRST_OPCODE_CAP, OPCODE_CAP, ops_budget or (lambda best: 0))


def _measured_runs(runner: Any, entry_point: str, programs: list[str], scaled: tuple[Any, ...],
                   timings: list[Any], compared: bool, merged: Sequence[bool],
                   cpu_may_score: Callable[[float], bool] | None,
                   memory_may_score: Callable[[float], bool] | None) -> list[Any]:
    """The timing runs with their repeats where a CPU reading could score, and every merged
    pass's own peak memory where a peak could (:mod:`gar.grading.quality.timing`);
    ``merged[i]``: whether pass ``i``'s peak only bounds its scaled run's (its job ran edge
    inputs too, and the reading between the parts did not answer: ``timing.split``)."""
    extra = [0] * len(timings)
    if compared:
        timings, extra = timing.with_repeats(
            runner, entry_point, programs, scaled, timings,
            lambda t: _cpu([list(t.outcomes)], len(scaled))[0],
            cpu_may_score or (lambda cpu: True), CALL_TIMEOUT_S)
    may_score = memory_may_score or (lambda kb: True)
    out = list(timings)
    bounds = [i for i, m in enumerate(merged) if m]  # peaks that only bound the scaled run's
    # First the passes whose bound could score (the edge scout's covers every edge input,
    # the ones it cannot answer in time too); the others only if some peak still could.
    for first in (True, False):
        if not any(may_score(_peak(t)) for t in out):
            break
        again = [i for i in bounds if not first or may_score(_peak(out[i]))]
        own = timing.own_peaks(runner, entry_point, [programs[i] for i in again], scaled,
                               CALL_TIMEOUT_S)
        for i, alone in zip(again, own, strict=True):
            if not alone.load_error:
                out[i] = replace(out[i], peak_memory_kb=max(alone.peak_memory_kb, extra[i]))
        bounds = [i for i in bounds if i not in again]
    return out


def recount(ctx: GroupContext, passes: Sequence[RolloutEvidence], budget: int = 0,
            deeper: Mapping[str, opcount_waves.DeepCount | None] | None = None
            ) -> dict[str, tuple[int, bool]]:
    """The op counts of ``passes`` to the full ``OPCODE_CAP`` (``(ops, capped)`` by
    rollout_id; a pass whose count fails is left out).

    ``budget`` (0: none) bounds each job's total over its inputs: a count that passes it
    stops there and is "beyond the cap" (``OPCODE_CAP`` per input), the value one beyond
    the cap has. The scoring sets it where every total past it scores the floor
    (``scoring._settled_ops``), so the counting stops where the score is decided.
    ``deeper``: a pass's wave-2 count (:mod:`gar.grading.quality.opcount_waves`), read
    instead of a job where it tells the recount."""
    task = ctx.task
    if ctx.runner is None or not isinstance(task, FunctionTask) or not passes:
        return {}
    counted: dict[str, tuple[int, bool]] = {}
    unread = []
    for evidence in passes:
        deep = (deeper or {}).get(evidence.rollout.rollout_id)
        read = opcount_waves.recount_read(deep, OPCODE_CAP, budget) if deep else None
        if read is None:
            unread.append(evidence)
        elif read[0] is not None:
            counted[evidence.rollout.rollout_id] = (read[0], read[1])
    calls = tuple(probe_inputs(ctx).scaled.values())
    jobs = [opcount_job(e.program or "", task.entry_point, calls, OPCODE_CAP, budget)
            for e in unread]
    results = settled(ctx.runner, jobs, ctx.runner.call_many(jobs)) if jobs else []
    for evidence, result in zip(unread, results, strict=True):
        ops, capped = total_ops(result, OPCODE_CAP)
        if ops is not None:
            counted[evidence.rollout.rollout_id] = (ops, capped)
    return counted


def _edge_plan(runner: Any, entry_point: str, scout: str, edge: Mapping[str, Any],
               scaled: tuple[Any, ...]) -> tuple[list[str], Any, Any, bool]:
    """The edge inputs for the other passes, the scout's own edge result (every edge input,
    resumed after a timeout), its timing run, and whether that run's peak is its own
    (``timing.split``). The scout is the first pass in group order;
    an edge input it gives no answer to under the line cap (:mod:`edge_ops`: over the cap, or
    a timeout at the stage's limit) is not compared among the others either (the price of
    not paying the cap per pass), every other input is run for all. It is resumed after
    every timeout, to the end (an input left untried would cost each pass that timeout).

    One job, the scaled inputs then the edge ones, as every other pass's
    (:func:`timing.merged`): where the scaled part ended the process early the edge inputs
    run again alone, as for the others; otherwise the edge part is resumed from that job."""
    from gar.execution import CallJobResult
    from gar.grading.probing import call_resuming

    edge_job = edge_ops.edge_job(scout, entry_point, tuple(edge.values()), CALL_TIMEOUT_S)
    (both,) = runner.call_many([timing.merged(scout, entry_point, scaled, edge_job.calls,
                                              CALL_TIMEOUT_S)])
    run, first, own = timing.split(both, len(scaled), bool(edge))
    if not edge:
        return [], CallJobResult(()), run, own
    if both.load_error:
        return list(edge), first, run, own
    ended = timing.ended_early(run)
    (result,) = call_resuming(runner, [edge_job], rounds=len(edge_job.calls),
                              first=None if ended else [first])
    if result.load_error:
        return list(edge), result, run, own
    return ([k for k, o in zip(edge, result.outcomes, strict=True)
             if not edge_ops.unanswered(o)], result, run, own)


def _read(edge_keys: list[str], scaled_keys: list[str], edge_job: Any, timed: Any,
          opcount: tuple[opcount_waves.Counted, opcount_waves.DeepCount | None],
          repeats: int = REPEATS) -> DynamicSignals:
    if edge_job.load_error or timed.load_error:
        return DynamicSignals(error=str(edge_job.load_error or timed.load_error))
    n = len(scaled_keys)
    runs = [list(timed.outcomes[r * n: (r + 1) * n]) for r in range(repeats)]
    edge = {k: outcome_key(o) for k, o in zip(edge_keys, edge_job.outcomes, strict=False)}
    scaled = {k: outcome_key(o) for k, o in zip(scaled_keys, runs[0], strict=False)}
    cpu, spread = _cpu(runs, n)
    (ops, capped), deeper = opcount
    keyed = list(zip(edge_keys, edge_job.outcomes, strict=False)) + list(
        zip(scaled_keys, runs[0], strict=False))
    printed = tuple(sorted({k for k, o in keyed if o.stdout}))
    mutated = tuple(sorted({k for k, o in keyed if o.mutated_args}))
    events = sorted({e for _, o in keyed for e in o.audit_events if _effect(e)})
    # Peak memory of the scaled inputs' run only: the inputs every pass runs alike. Edge
    # inputs are out of the domain, and one cut off by the call limit (a list of 10**6
    # items half built) leaves a peak that differs run to run and pass to pass (where a
    # job ran both, the reading between its parts: timing.split; see _measured_runs).
    peak = _peak(timed)
    return DynamicSignals(edge, scaled, cpu, spread, ops, capped, FIRST_OPCODE_CAP, deeper,
                          peak, printed, mutated, tuple(events))


def _peak(timed: Any) -> int:
    """The timing run's peak memory, or 0 (no reading) where the scaled part ended the
    process early: a process killed at its CPU limit peaks wherever it had got to, which
    moves with the load (a pass's own-peak run came and went between gradings of the 240
    in session 16). Such a pass's op count is beyond the cap already, the floor."""
    return 0 if timing.ended_early(timed) else int(timed.peak_memory_kb or 0)


def comparable(key: str) -> bool:
    """A value or an exception the code raised: outcomes that say something about the code.
    Timeouts, crashes and unserializable values do not vote and are not judged."""
    return key[:1] in "=!"


def outcome_key(outcome: Any) -> str:
    """A comparable key of one call's outcome: its value's (safe, bounded) repr — with the
    value's identity digest when the repr had to be cut — or what went wrong (``"capped"``:
    an edge call stopped at the line cap, no answer, as a timeout)."""
    if edge_ops.over_cap(outcome):
        return "capped"
    if outcome.status == "ok":
        shown = safe_repr(outcome.value, 2000)
        suffix = "#" + value_key(outcome.value) if len(shown) >= 2000 else ""
        return "=" + type(outcome.value).__name__ + ":" + shown + suffix
    if outcome.status == "error":
        return "!" + str(outcome.error).split(":", 1)[0].strip()[:80]
    return str(outcome.status)


def _cpu(runs: list[list[Any]], n: int) -> tuple[float | None, float]:
    if n == 0 or any(len(r) < n for r in runs):
        return None, 0.0
    if any(o.status == "timeout" for r in runs for o in r):
        return float("inf"), 0.0
    best = sum(min(r[i].cpu_time_s for r in runs) for i in range(n))
    worst = sum(max(r[i].cpu_time_s for r in runs) for i in range(n))
    return best, (worst - best) / best if best > 0 else 0.0


_PYTHON_ROOTS = tuple({sys.prefix, sys.base_prefix, sys.exec_prefix, "/usr/lib/python",
                       "/usr/local/lib/python"})


def _effect(event: str) -> bool:
    """Audit events that are side effects: not imports, not the interpreter reading its own
    modules, not our op-count tracer."""
    if event.startswith(("import", "sys.settrace", "sys._getframe")):
        return False
    if event.startswith("open:"):
        path = event[5:]
        return not (path.startswith(_PYTHON_ROOTS) or path.endswith((".py", ".pyc", ".so")))
    return True


def majority(values: Sequence[str]) -> str | None:
    """The strict-majority value among the comparable ``values`` (more than half of them),
    or None."""
    values = [v for v in values if comparable(v)]
    if not values:
        return None
    value, count = Counter(values).most_common(1)[0]
    return value if count * 2 > len(values) else None
