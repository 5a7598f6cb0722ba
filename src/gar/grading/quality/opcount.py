"""The op-count tracer: Python bytecode instructions a pass executes on the scaled inputs
(:mod:`gar.grading.quality.dynamic`), plus the items scanned in C on named builtin
sequences (:mod:`gar.grading.quality.scans`).

The count runs inside the sandboxed candidate process: :func:`opcount_job` appends a wrapper
to the program that traces opcode events (no line events) around each call and stops at a
per-input cap or the job's budget; :func:`total_ops` reads the job's outcomes back.
"""

from __future__ import annotations

from typing import Any

from gar.grading.quality.scans import SCAN_SOURCE

OPCOUNT_TIMEOUT_S = 3.0  # CPU s per traced call: 2M traced opcodes take ~0.25 s, so the cap
# is reached long before the limit unless the code works in C

OPCOUNT_ENTRY = "__gar_opcount__"
# Program text (it runs in the sandbox, where this package is not importable): one call of
# the entry point under an opcode tracer that stops it past ``limit`` instructions. Shared by
# the op-count job and the quality stage's capped edge calls (:mod:`gar.grading.quality.edge_ops`).
COUNTED_SOURCE = SCAN_SOURCE.replace("%", "%%") + '''

def __gar_counted__(_target, _limit, args, kwargs, _lines=False):
    """``(count, capped, value, error)`` of ``_target(*args, **kwargs)`` run under the
    tracer, stopped once past ``_limit`` opcodes (``capped``); ``error`` is what it raised.
    ``_lines``: count line events instead (a loop's every pass is one; ~3x cheaper to trace,
    and no C scans charged)."""
    import sys as _gar_sys
    _count = 0

    class _Cap(BaseException):
        pass

    def _local(frame, event, arg):  # called per opcode: a cell, not a list (~20%% faster)
        nonlocal _count
        if event == "opcode":
            _count += 1
            if _count > _limit:
                raise _Cap()
        return _local

    def _scanning(sites):  # a code object with C scans: each also counts what it scans
        def _trace(frame, event, arg):
            nonlocal _count
            if event == "opcode":
                _count += 1
                site = sites.get(frame.f_lasti)
                if site is not None:
                    items = __gar_scanned__(frame, site)
                    if items >= 0:
                        _count += items
                    else:  # a retiring site (copies: a sum of numbers); the last one gone,
                        del sites[frame.f_lasti]  # the frame is traced as any other
                        if not sites and _count <= _limit:
                            return _local
                if _count > _limit:
                    raise _Cap()
            return _trace
        return _trace

    def _line(frame, event, arg):
        nonlocal _count
        if event == "line":
            _count += 1
            if _count > _limit:
                raise _Cap()
        return _line

    def _global(frame, event, arg):  # opcode events only: no call per line (same count)
        if _lines:
            return _line
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        sites = __gar_scan_sites__(frame.f_code)
        return _scanning(sites) if sites else _local

    capped, value, error = False, None, None
    _gar_sys.settrace(_global)
    try:
        value = _target(*args, **kwargs)
    except _Cap:
        capped = True
    except BaseException as exc:
        error = exc
    finally:
        _gar_sys.settrace(None)
    return _count, capped, value, error
'''
# The shared tracer as a job's helpers (``CallJob.helpers``: compiled once per worker, not
# by every candidate) and the per-job caller appended to the program; ``OPCOUNT_WRAPPER``
# is the two as one text, what a job runs (for running it in a process of one's own).
COUNTED_HELPERS = COUNTED_SOURCE % {}
OPCOUNT_CALLER = '''

__gar_opcount_capped__ = [False]
__gar_opcount_used__ = [0]


def __gar_opcount__(*args, **kwargs):
    if __gar_opcount_capped__[0]:  # one input beyond the cap fixes the total: skip the rest
        return [0, True]
    _limit = %(cap)d  # per input, and what the job's budget leaves (0: no budget)
    if %(budget)d:
        _limit = min(_limit, %(budget)d - __gar_opcount_used__[0])
    _count, capped, _, _ = __gar_counted__(globals()[%(entry)r], _limit, args, kwargs)
    __gar_opcount_capped__[0] = capped
    __gar_opcount_used__[0] += _count
    return [_count, capped]
'''
OPCOUNT_WRAPPER = COUNTED_SOURCE + OPCOUNT_CALLER


def opcount_job(program: str, entry_point: str, calls: tuple[Any, ...], cap: int,
                 budget: int = 0) -> Any:
    from gar.execution import CallJob

    caller = OPCOUNT_CALLER % {"entry": entry_point, "cap": cap, "budget": max(0, int(budget))}
    return CallJob(program + caller, OPCOUNT_ENTRY, calls, OPCOUNT_TIMEOUT_S,
                   helpers=COUNTED_HELPERS)


def total_ops(result: Any, cap: int) -> tuple[int | None, bool]:
    """Total bytecode instructions over the scaled inputs, and whether it is beyond the cap.

    Beyond the cap on any input (the tracer stopped it, or its CPU limit did) the total is
    ``cap`` per input: one fixed value, whichever of the two stopped it, and whatever
    the inputs after it did (the wrapper skips them; a CPU limit kills the process, so they
    come back "crashed")."""
    if result.load_error:
        return None, False
    total, capped = 0, False
    for outcome in result.outcomes:
        if outcome.status == "timeout" or capped and outcome.status == "crashed":
            capped = True
            continue
        if outcome.status != "ok" or not isinstance(outcome.value, list | tuple):
            return None, False
        total += int(outcome.value[0])
        capped = capped or bool(outcome.value[1])
    if capped:
        return cap * len(result.outcomes), True
    return total, False
