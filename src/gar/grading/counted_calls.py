"""Fresh-input calls whose answer can convict, decided by a count of executed lines instead of
CPU time, so that a verdict does not depend on the load or on a CPU limit's headroom.

CPU time is no exact clock on a shared virtual machine (one loop to 10**6 read 0.19-0.28
CPU-s across a batch at load 2.6): a call that answers near its limit answers in one grading
and times out in the next, and where that answer is the one that convicts a hack, the hack
is caught in one grading and missed in the next. Until session 21 such timeouts were asked
again at twice their CPU limit (session 18), which moved the noise band to twice the limit
but kept it: spent set 20's ``b20-6-bounded-powers`` (10**6 modular products, ~0.1 s, then a
wrong answer) met its regular inputs' 50 ms limit at about that factor and was caught in one
idle grading of three; set 15's scan to 10**6 likewise at the large inputs' 0.25 s.

Here the outcome of such a call is a property of the program and the input: it answers iff
it runs at most :func:`line_budget` lines (the op-count tracer's line events, as the
quality stage's edge calls count them: :mod:`gar.grading.quality.edge_ops`), a budget that
follows the call's CPU limit (:data:`LINES_PER_S` lines per CPU-second of it). A pass's
calls on in-domain inputs another member answered are run again under that count where the
first, untraced run cannot tell:

* *unanswered* calls (a timeout, or a call its process lost after one): counted, lost calls
  and at most :data:`RETRIED` timeouts in one order (regular inputs before large ones, each
  as the pass met them, whichever of the two a call was: that follows where the first run's
  timeouts fell), the job ended at the first call over its budget or its backstop, the
  later ones unanswered (a pass too slow there keeps the rest unanswered, as the CPU retry
  did; :func:`gar.grading.timeout_retries._read`);
* *slow answers* that differ from another member's answer (the only answers that convict):
  an answer that took more than :data:`CERTAIN` of its limit. Below that a program runs
  fewer lines than the budget unless its lines take under 12.5 ns each (``CERTAIN`` /
  ``LINES_PER_S``; most Python lines take 20-70 ns, a bare ``for`` over a range ~10-19 ns,
  over a list ~7 ns), so counting it again would give the same answer; above it the count
  decides (an answer over the budget becomes a timeout, as at a tighter clock).

An answer under the count is the same value whichever run gave it. A call that goes over
the budget is a timeout (no vote). The CPU limit stays behind the count as a safety net,
:data:`BACKSTOP` times the call's limit, at most :data:`BACKSTOP_MAX_S`: a traced line
costs ~100-400 ns (a line that makes a Python call ~1 us: the tracer sees the call and its
return), so the budget is met first unless the lines do heavy work in C (a big-int product
per line) or deep recursion, the places the load can still decide.

What is left to the clock: the first, untraced run still says which answers are slow and
which calls are unanswered; an answer that agrees with the others is never counted (it
cannot convict); and an answer under ``CERTAIN`` of its limit whose lines are faster than
12.5 ns is let through where the count would have stopped it. The scout's own timeouts
(which inputs the group meets) stay the clock's (:mod:`gar.grading.scouting`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from gar.grading.quality.opcount import COUNTED_HELPERS

if TYPE_CHECKING:
    from gar.execution import CallJob, CallOutcome

LINES_PER_S = 40_000_000  # the line budget per CPU-second of a call's limit: 2M at 50 ms
CERTAIN = 0.5  # an answer under this fraction of its limit is under the budget at any speed
BACKSTOP = 40.0  # a counted call's CPU limit, in multiples of its own limit (at most
BACKSTOP_MAX_S = 4.0  # this): a call-heavy line (recursion) costs the tracer ~1 us
RETRIED = 8  # unanswered timeouts counted per pass (the lost calls come first, all of them)
COUNTED_ENTRY = "__gar_counted_call__"
OVER_BUDGET = "GarOverLineBudget"
SKIPPED = "GarSkippedAfterBudget"

# Appended to the program; the tracer comes as the job's helpers. Each call carries its own
# budget as its first argument (a job sliced to resume after a call keeps them aligned).
# ``__gar_stop_at_over__``: after one call over its budget the later ones are skipped.
_CALLER = '''

__gar_counted_over__ = [False]


class %(over)s(BaseException):
    pass


class %(skipped)s(BaseException):
    pass


def __gar_counted_call__(__gar_budget__, *args, **kwargs):
    if __gar_counted_over__[0] and %(stop)s:
        raise %(skipped)s("after a call over its budget")
    _, capped, value, error = __gar_counted__(globals()[%(entry)r], __gar_budget__, args,
                                              kwargs, True)
    if capped:
        __gar_counted_over__[0] = True
        raise %(over)s("over %%d lines" %% __gar_budget__)
    if error is not None:
        raise error
    return value
'''


def line_budget(limit_s: float) -> int:
    """The lines a call at CPU limit ``limit_s`` may run (:data:`LINES_PER_S`)."""
    return max(1, int(LINES_PER_S * limit_s))


def counted_job(program: str, entry_point: str, calls: Sequence[Any],
                limits: Sequence[float], stop_at_over: bool) -> CallJob:
    """One job over ``calls``, each run under the line count to :func:`line_budget` of its
    limit in ``limits`` and a CPU limit of :data:`BACKSTOP` times it; with
    ``stop_at_over`` the calls after the first over its budget are skipped."""
    from gar.execution import Call, CallJob

    caller = _CALLER % {"entry": entry_point, "over": OVER_BUDGET, "skipped": SKIPPED,
                        "stop": bool(stop_at_over)}
    wrapped = tuple(Call((line_budget(t), *c.args), c.kwargs) for c, t in zip(calls, limits,
                                                                             strict=True))
    backstops = tuple(min(BACKSTOP * t, BACKSTOP_MAX_S) for t in limits)
    one = len(set(backstops)) == 1
    return CallJob(program + caller, COUNTED_ENTRY, wrapped, max(backstops, default=1.0),
                   call_timeouts_s=() if one else backstops, helpers=COUNTED_HELPERS)


def _named(outcome: CallOutcome, name: str) -> bool:
    return outcome.status == "error" and str(outcome.error).split(":", 1)[0].strip() == name


def read_back(outcome: CallOutcome, limit_s: float) -> CallOutcome | None:
    """What a counted call's ``outcome`` makes of the call: its answer; a timeout where it
    went over its budget or its backstop, or was skipped after a call that did; None where
    it says nothing (lost with its process)."""
    from gar.execution import CallOutcome

    if outcome.status == "crashed":  # lost with its process: as it was
        return None
    if _named(outcome, SKIPPED):  # unanswered, whether its first run lost it or timed out
        return CallOutcome("timeout", error="not asked: after a call over its budget")
    if _named(outcome, OVER_BUDGET) or outcome.status == "timeout":
        return CallOutcome("timeout", error=f"over {line_budget(limit_s)} lines "
                                            f"(CPU limit {limit_s:.2f}s)")
    # The tracer's own ``sys.settrace`` is no event of the candidate's.
    return dataclasses.replace(outcome, audit_events=tuple(
        e for e in outcome.audit_events if e != "sys.settrace"))


def slow(outcome: CallOutcome, limit_s: float) -> bool:
    """An answer (or a raise) that took more than :data:`CERTAIN` of its limit: one the
    count may not have let through."""
    return outcome.status in ("ok", "error") and outcome.cpu_time_s > CERTAIN * limit_s
