"""The op-count tracer: Python bytecode instructions a pass executes on the scaled inputs
(:mod:`gar.grading.quality.dynamic`), plus the items scanned in C on named builtin
sequences (:mod:`gar.grading.quality.scans`).

The count runs inside the sandboxed candidate process: :func:`opcount_job` appends a wrapper
to the program that traces opcode events (no line events) around each call and stops at a
per-input cap or the job's budget; :func:`total_ops` reads the job's outcomes back.

Two tracers give the same counts. ``__gar_counted__`` makes a Python call per instruction.
``__gar_fast_counted__`` (what a job runs first) counts the frames that need no Python per
instruction in C, and says where it could not finish exactly (an exception in such a
frame); :func:`settled` counts those jobs again with ``__gar_counted__``. Why this is the
same number: the C counter is called once per opcode, once per ``return`` (one per
``call``, counted in Python and subtracted) and once per ``exception`` (which ends the fast
count, so none is ever left in a total); the frames that must charge scans, or take
exceptions (handlers, generators thrown into), stay with the Python tracer.
"""

from __future__ import annotations

import dis
import sys
from dataclasses import replace
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
    _collecting = __gar_gc_off__()
    _gar_sys.settrace(_global)
    try:
        value = _target(*args, **kwargs)
    except _Cap:
        capped = True
    except BaseException as exc:
        error = exc
    finally:
        _gar_sys.settrace(None)
        __gar_gc_back__(_collecting)
    return _count, capped, value, error


def __gar_gc_off__():
    """The cyclic collector off while a count runs (whether it was on, for
    ``__gar_gc_back__``): a collection inside the call would run the finalizers of whatever
    garbage the process holds (a generator closed, a ``__del__``) under the tracer, and when
    a collection falls depends on the process's history, not on the call."""
    import gc as _gar_gc
    collecting = _gar_gc.isenabled()
    _gar_gc.disable()
    return collecting


def __gar_gc_back__(collecting):
    import gc as _gar_gc
    if collecting:
        _gar_gc.enable()


def __gar_settleable__(code, sites):
    """Whether each site of ``code`` scans a local (``x in seen``, ``seen.count(x)``) that
    nothing rebinds once a loop has begun (every store to it before the first backward
    jump's target, no exception handler to jump back through): a site that finds its local
    bound to what it never charges (a set, a dict) charges nothing for the rest of that
    activation. Copy sites charge by the operand each time: never settled."""
    if code.co_exceptiontable:
        return False
    import dis as _gar_dis
    try:
        instrs = list(_gar_dis.get_instructions(code))
    except Exception:
        return False
    loops = [ins.argval for ins in instrs if "BACKWARD" in ins.opname]
    first = min(loops, default=len(code.co_code))
    for site in sites.values():
        if site[0] != "LOAD_FAST":
            return False
        if any(ins.opname in ("STORE_FAST", "DELETE_FAST") and ins.argval == site[1]
               and ins.offset >= first for ins in instrs):
            return False
    return True


def __gar_unsequenced__(frame, site):
    """Whether the local the scan at ``site`` reads is bound to what no scan charges."""
    import collections as _gar_collections
    scope = frame.f_locals
    return site[1] in scope and not isinstance(
        scope[site[1]], (list, tuple, str, bytes, bytearray, _gar_collections.deque))


__gar_tick_check__ = [None]  # the running fast count's cap check, or None


def __gar_tick__(signum, frame):  # SIGPROF, every few ms of CPU while a fast count runs
    check = __gar_tick_check__[0]
    if check is not None:
        check(frame)


def __gar_fast_counted__(_target, _limit, args, kwargs):
    """``(count, capped, exact)``: ``__gar_counted__``'s count of ``_target(*args, **kwargs)``
    with the opcode events of frames that hold no scan site counted in C: each event is one
    call of an ``lru_cache`` around ``getattr`` (its misses), ~2x cheaper than a Python
    tracer. That counter also gets each such frame's ``return`` event, one per ``call``
    event (subtracted), and would get its ``exception`` events: it hands back their
    argument, a tuple, which the frame's next event fails to call, and tracing ends; such a
    count is not ``exact`` (the job is counted again by ``__gar_counted__``). The cap is
    checked per SIGPROF tick and in the frames counted in Python; ``capped`` is whether the
    count passed ``_limit`` (the timer decides only how much further it ran)."""
    import builtins as _gar_builtins
    import functools as _gar_functools
    import signal as _gar_signal
    import sys as _gar_sys
    _counter = _gar_functools.lru_cache(maxsize=0)(_gar_builtins.getattr)
    _sites = __gar_scan_sites__.__defaults__[0]
    _modes = {}
    _py = _entered = 0
    _capped = _quiet = False

    class _Cap(BaseException):
        pass

    def _python(frame, event, arg):  # a generator's frame: counted in Python (see _mode)
        nonlocal _py, _capped
        if event == "opcode":
            _py += 1
            if _py > _limit:
                _capped = True
                raise _Cap()
        return _python

    def _scanning(sites):  # a code object with C scans: counted in Python
        def _trace(frame, event, arg):
            nonlocal _py, _capped, _entered
            if event == "opcode":
                _py += 1
                site = sites.get(frame.f_lasti)
                retired = False
                if site is not None:
                    items = __gar_scanned__(frame, site)
                    if items >= 0:
                        _py += items
                    else:  # a retiring site, as in __gar_counted__: gone for good
                        del sites[frame.f_lasti]
                        retired = not sites
                if _py > _limit:
                    _capped = True
                    raise _Cap()
                if retired and _mode(frame.f_code) is _counter:  # no site left: in C, as a
                    _modes[frame.f_code] = _counter  # code object without sites from the
                    _entered += 1  # start (its later frames too)
                    return _counter
            return _trace
        return _trace

    def _settling(sites):  # one activation of a code object whose sites may all settle
        pending = set(sites)

        def _trace(frame, event, arg):
            nonlocal _py, _capped, _entered
            if event == "opcode":
                _py += 1
                offset = frame.f_lasti
                site = sites.get(offset)
                if site is not None:
                    charge = __gar_scanned__(frame, site)
                    if charge < 0:  # a retiring site: it can charge no more
                        del sites[offset]
                        pending.discard(offset)
                        charge = 0
                    _py += charge
                    if not charge and offset in pending and __gar_unsequenced__(frame, site):
                        pending.discard(offset)
                if _py > _limit:
                    _capped = True
                    raise _Cap()
                if not pending:  # no site can charge again in this activation: the rest in C
                    _entered += 1
                    return _counter
            return _trace
        return _trace

    def _mode(code):
        """The local tracer for ``code``'s frames: the C counter, but in Python for a code
        object with scan sites, or one with exception handlers (``try``, ``with``: where an
        exception is raised and caught, as ``re``'s cache lookup does); a generator's, the
        C counter where it starts or resumes (:func:`_global`)."""
        sites = _sites.get(code)
        if sites is None:
            sites = __gar_scan_sites__(code)
        if sites:
            return _settling if __gar_settleable__(code, sites) else _scanning(sites)
        if code.co_exceptiontable:
            return _python
        return _resumed if code.co_flags & 0x2A0 else _counter

    def _resumed(frame, event, arg):  # a generator's mode, never a frame's tracer
        return None

    def _global(frame, event, arg):
        nonlocal _entered
        code = frame.f_code
        if _quiet or code is _tick_code or code is _check_code:
            return None  # the cap check: not the candidate's work
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        tracer = _modes.get(code)
        if tracer is None:
            tracer = _modes[code] = _mode(code)
        if tracer is _settling:
            return _settling(_sites[code])
        if tracer is _resumed:  # entered at its RESUME, or thrown into (a GeneratorExit
            # when closed early, by any() or when collected): that exception event in Python
            if _gar_sys.hexversion != __HEXVERSION__ or code.co_code[frame.f_lasti] != __RESUME__:
                return _python
            tracer = _counter
        if tracer is _counter:
            _entered += 1
        return tracer

    def _count():  # exact once every frame counted in C has returned; a lower bound before
        return _py + _counter.cache_info().misses - _entered

    def _check(frame):  # never in this function's own frame: only while the target runs
        nonlocal _capped, _quiet
        if _quiet:  # a tick within a tick's check (its signal came again): nothing to do,
            return  # and the outer check's frames stay uncounted
        _quiet = True
        try:
            over = (frame.f_code is not _here and _gar_sys.gettrace() is _global
                    and _count() > _limit)
        finally:
            _quiet = False
        if over:
            _capped = True
            raise _Cap()

    _tick_code, _check_code = __gar_tick__.__code__, _check.__code__
    _here = __gar_fast_counted__.__code__
    if _gar_signal.getsignal(_gar_signal.SIGPROF) is not __gar_tick__:
        _gar_signal.signal(_gar_signal.SIGPROF, __gar_tick__)
    __gar_tick_check__[0] = _check
    _gar_signal.setitimer(_gar_signal.ITIMER_PROF, 0.002, 0.002)
    intact = False
    _collecting = __gar_gc_off__()
    _gar_sys.settrace(_global)
    try:
        _target(*args, **kwargs)
    except BaseException:
        pass
    finally:
        __gar_tick_check__[0] = None  # first: no tick raises past here
        intact = _gar_sys.gettrace() is _global
        _gar_sys.settrace(None)
        _gar_signal.setitimer(_gar_signal.ITIMER_PROF, 0)
        __gar_gc_back__(_collecting)
    _quiet = True
    count = _count()
    capped = _capped or count > _limit
    return (_limit + 1 if capped else count), capped, intact or capped
'''
COUNTED_SOURCE = COUNTED_SOURCE.replace("__HEXVERSION__", str(sys.hexversion)).replace(
    "__RESUME__", str(dis.opmap.get("RESUME", -1)))  # the grader's interpreter's numbers
# The shared tracer as a job's helpers (``CallJob.helpers``: compiled once per worker, not
# by every candidate) and the per-job caller appended to the program; ``OPCOUNT_WRAPPER``
# is the two as one text, what a job runs (for running it in a process of one's own).
COUNTED_HELPERS = COUNTED_SOURCE % {}
OPCOUNT_CALLER = '''

__gar_opcount_capped__ = [False]
__gar_opcount_used__ = [0]
__gar_opcount_exact__ = [%(exact)s]


def __gar_opcount__(*args, **kwargs):
    if __gar_opcount_capped__[0]:  # one input beyond the cap fixes the total: skip the rest
        return [0, True]
    if __gar_opcount_capped__[0] is None:  # a fast count that was not exact: count again
        return [0, False, "again"]
    _limit = %(cap)d  # per input, and what the job's budget leaves (0: no budget), but
    if %(budget)d:  # never under the floor (0: none; gar.grading.quality.opcount_waves)
        _left = %(budget)d - __gar_opcount_used__[0]
        _limit = min(_limit, max(%(floor)d, _left) if %(floor)d else _left)
    _target = globals()[%(entry)r]
    if __gar_opcount_exact__[0]:
        _count, capped, _, _ = __gar_counted__(_target, _limit, args, kwargs)
    else:
        _count, capped, exact = __gar_fast_counted__(_target, _limit, args, kwargs)
        if not exact:
            __gar_opcount_capped__[0] = None
            return [0, False, "again"]
    __gar_opcount_capped__[0] = capped
    __gar_opcount_used__[0] += _count
    return [_count, capped]
'''
OPCOUNT_WRAPPER = COUNTED_SOURCE + OPCOUNT_CALLER


def opcount_job(program: str, entry_point: str, calls: tuple[Any, ...], cap: int,
                 budget: int = 0, exact: bool = False, floor: int = 0) -> Any:
    """The op-count job: counted in C where it can be (``__gar_fast_counted__``), or, with
    ``exact``, by the Python tracer alone (``__gar_counted__``), the count a fast job that
    could not finish exactly is taken from (:func:`settled`); both give the same counts.
    Per input the count stops past ``cap``, and past what ``budget`` leaves, but never
    under ``floor`` (:mod:`gar.grading.quality.opcount_waves`)."""
    from gar.execution import CallJob

    caller = OPCOUNT_CALLER % {"entry": entry_point, "cap": cap, "budget": max(0, int(budget)),
                               "exact": bool(exact), "floor": max(0, int(floor))}
    return CallJob(program + caller, OPCOUNT_ENTRY, calls, OPCOUNT_TIMEOUT_S,
                   helpers=COUNTED_HELPERS)


def settled(runner: Any, jobs: list[Any], results: list[Any]) -> list[Any]:
    """``results`` of the op-count ``jobs`` (fast counts), each one that did not come back
    exact replaced by its job counted again by the Python tracer alone: a call reported
    ``"again"`` (an exception in a frame counted in C), or one that did not come back (a
    CPU limit: a frame left untraced by such an exception may have run on). So every total
    is the one :func:`opcount_job` with ``exact`` gives."""
    again = [i for i, result in enumerate(results) if _not_exact(result)]
    if not again:
        return list(results)
    exact = [replace(jobs[i], program=_exact(jobs[i].program)) for i in again]
    out = list(results)
    for i, result in zip(again, runner.call_many(exact), strict=True):
        out[i] = result
    return out


def _not_exact(result: Any) -> bool:
    return not result.load_error and any(
        outcome.status != "ok" or isinstance(outcome.value, list | tuple) and
        len(outcome.value) > 2 for outcome in result.outcomes)


_FAST, _EXACT = "__gar_opcount_exact__ = [False]", "__gar_opcount_exact__ = [True]"


def _exact(program: str) -> str:
    head, _, tail = program.rpartition(_FAST)  # the caller's, appended last
    return head + _EXACT + tail


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
