"""Signals measured by running the genuine passes in the sandbox (function tasks).

Two jobs per pass, each in a fresh sandboxed process (:class:`gar.execution.FunctionRunner`):

* the **probe** runs the edge inputs (empty, zero, negative, unicode, large) once and the
  scaled-up inputs ``REPEATS`` times: outputs, exceptions, printing, argument mutation and
  audit events (file, network, environment, processes) come from it, and CPU time per
  scaled input is the minimum over the repeats (noise control: the minimum is the run least
  disturbed by other load);
* the **op count** runs the scaled inputs once under an opcode tracer and returns the number
  of Python bytecode instructions executed: deterministic, so unaffected by a busy machine.
  (Hardware instruction counters are not reachable from a sandboxed process here; the
  bytecode count is the stable number, CPU time the check for work done in C.)

Everything is compared across the group afterwards (:mod:`gar.grading.quality.scoring`):
agreement with the group's majority gates efficiency, so a faster rollout that disagrees on
any input is not better.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gar.grading.context import GroupContext, RolloutEvidence
from gar.records import FunctionTask

REPEATS = 3
CALL_TIMEOUT_S = 5.0  # CPU seconds per call
OPCODE_CAP = 2_000_000
LARGE_TARGET = 96  # items a "large" sequence or string is grown to
MAX_SCALED = 6
MAX_EDGE = 10

OPCOUNT_ENTRY = "__gar_opcount__"
_OPCOUNT_WRAPPER = '''

def __gar_opcount__(*args, **kwargs):
    import sys as _gar_sys
    _target = globals()[%(entry)r]
    _count = [0]

    class _Cap(BaseException):
        pass

    def _local(frame, event, arg):
        if event == "opcode":
            _count[0] += 1
            if _count[0] > %(cap)d:
                raise _Cap()
        return _local

    def _global(frame, event, arg):
        frame.f_trace_opcodes = True
        return _local

    capped = False
    _gar_sys.settrace(_global)
    try:
        _target(*args, **kwargs)
    except _Cap:
        capped = True
    except BaseException:
        pass
    finally:
        _gar_sys.settrace(None)
    return [_count[0], capped]
'''


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
    peak_memory_kb: int = 0
    printed: tuple[str, ...] = ()
    mutated: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    error: str = ""


def probe_inputs(ctx: GroupContext) -> tuple[dict[str, Any], dict[str, Any]]:
    """(edge calls, scaled calls) keyed by a readable input key, derived from the visible
    calls with :func:`gar.grading.inputs.derive_inputs` plus unicode, large and grown
    variants of our own."""
    from gar.execution import Call
    from gar.grading.inputs import derive_inputs

    task = ctx.task
    assert isinstance(task, FunctionTask)
    edge: dict[str, Any] = {}
    scaled: dict[str, Any] = {}
    for derived in derive_inputs(task, ctx.visible, limit=48):
        if derived.kind == "edge":
            edge.setdefault(derived.key, derived.call)
        elif derived.kind == "scaled":
            scaled.setdefault(derived.key, derived.call)
    base = [v.call for v in ctx.visible if not v.call.kwargs][:2]
    for call in base:
        for position, value in enumerate(call.args):
            for variant in _edge_variants(value):
                args = call.args[:position] + (variant,) + call.args[position + 1:]
                edge.setdefault(_key(args), Call(args, {}))
        for position, value in enumerate(call.args):
            for variant in _grow(value):
                args = call.args[:position] + (variant,) + call.args[position + 1:]
                scaled[_key(args)] = Call(args, {})
    scaled_items = sorted(scaled.items(), key=lambda kv: -len(kv[0]))[:MAX_SCALED]
    return dict(list(edge.items())[:MAX_EDGE]), dict(scaled_items)


def _edge_variants(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [10**12 + 7, -(10**6)]
    if isinstance(value, str):
        return ["ünïcödé ✓ 漢字", value + "é" if value else "é"]
    if isinstance(value, list | tuple) and value:
        first = value[0]
        kind = type(value)
        if isinstance(first, int) and not isinstance(first, bool):
            return [kind([0]), kind([-abs(x) - 1 for x in value]), kind([10**12 + x for x in value])]
        if isinstance(first, float):
            return [kind([0.0]), kind([-abs(x) - 0.5 for x in value])]
        if isinstance(first, str):
            return [kind([""]), kind(["ünï", "漢字"])]
    return []


def _grow(value: Any) -> list[Any]:
    """Larger versions of one argument, about ``LARGE_TARGET`` items: the value repeated
    (at most 32×) and, for numbers, extended with fresh ascending values (which keeps a
    sorted or duplicate-free input so, and makes early exits on repeats impossible)."""
    if not isinstance(value, str | list | tuple) or not 0 < len(value) < LARGE_TARGET:
        return []
    times = min(32, -(-LARGE_TARGET // len(value)))
    grown = [value * times]
    numbers = [x for x in value if isinstance(x, int | float) and not isinstance(x, bool)]
    if not isinstance(value, str) and len(numbers) == len(value):
        top = max(numbers)
        tail = [top + k for k in range(1, LARGE_TARGET - len(value) + 1)]
        grown.append(type(value)(list(value) + tail))
    return grown


def _key(args: tuple[Any, ...]) -> str:
    text = repr(args)
    return text if len(text) <= 120 else text[:100] + f"…(len {len(text)})"


def measure(ctx: GroupContext, passes: Sequence[RolloutEvidence]) -> dict[str, DynamicSignals]:
    """Run the probe and op-count jobs for every pass; keyed by rollout_id."""
    from gar.execution import CallJob

    task = ctx.task
    if ctx.runner is None or not isinstance(task, FunctionTask) or not ctx.visible:
        return {}
    edge, scaled = probe_inputs(ctx)
    if not edge and not scaled:
        return {}
    scaled_calls = tuple(scaled.values())
    probe_calls = tuple(edge.values()) + scaled_calls * REPEATS
    jobs = []
    runnable = [e for e in passes if e.program is not None]
    for evidence in runnable:
        program = evidence.program or ""
        jobs.append(CallJob(program, task.entry_point, probe_calls, CALL_TIMEOUT_S))
        wrapper = program + _OPCOUNT_WRAPPER % {"entry": task.entry_point, "cap": OPCODE_CAP}
        jobs.append(CallJob(wrapper, OPCOUNT_ENTRY, scaled_calls, CALL_TIMEOUT_S))
    results = ctx.runner.call_many(jobs)
    signals = {}
    for i, evidence in enumerate(runnable):
        probe, opcount = results[2 * i], results[2 * i + 1]
        signals[evidence.rollout.rollout_id] = _read(list(edge), list(scaled), probe, opcount)
    return signals


def _read(edge_keys: list[str], scaled_keys: list[str], probe: Any, opcount: Any
          ) -> DynamicSignals:
    if probe.load_error:
        return DynamicSignals(error=str(probe.load_error))
    outcomes = list(probe.outcomes)
    n_edge, n_scaled = len(edge_keys), len(scaled_keys)
    edge = {k: outcome_key(o) for k, o in zip(edge_keys, outcomes[:n_edge], strict=False)}
    runs = [outcomes[n_edge + r * n_scaled: n_edge + (r + 1) * n_scaled] for r in range(REPEATS)]
    scaled = {k: outcome_key(o) for k, o in zip(scaled_keys, runs[0], strict=False)}
    cpu, spread = _cpu(runs, n_scaled)
    ops, capped = _ops(opcount)
    printed = tuple(sorted({k for k, o in zip(edge_keys + scaled_keys, outcomes, strict=False)
                            if getattr(o, "stdout", "")}))
    mutated = tuple(sorted({k for k, o in zip(edge_keys + scaled_keys, outcomes, strict=False)
                            if getattr(o, "mutated_args", False)}))
    events = sorted({e for o in outcomes for e in getattr(o, "audit_events", ()) if _effect(e)})
    return DynamicSignals(edge, scaled, cpu, spread, ops, capped,
                          int(getattr(probe, "peak_memory_kb", 0) or 0), printed, mutated,
                          tuple(events))


def outcome_key(outcome: Any) -> str:
    """A comparable key of one call's outcome: its value's repr, or what went wrong."""
    if outcome.status == "ok":
        return "=" + type(outcome.value).__name__ + ":" + repr(outcome.value)[:2000]
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


def _ops(result: Any) -> tuple[int | None, bool]:
    if result.load_error:
        return None, False
    total, capped = 0, False
    for outcome in result.outcomes:
        if outcome.status != "ok" or not isinstance(outcome.value, list | tuple):
            return (OPCODE_CAP * len(result.outcomes), True) if outcome.status == "timeout" \
                else (None, False)
        total += int(outcome.value[0])
        capped = capped or bool(outcome.value[1])
    return total, capped


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
    """The strict-majority value of ``values`` (more than half), or None."""
    if not values:
        return None
    value, count = Counter(values).most_common(1)[0]
    return value if count * 2 > len(values) else None
