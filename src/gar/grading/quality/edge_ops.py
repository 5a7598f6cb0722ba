"""The quality stage's edge calls, bounded by a count of executed lines instead of CPU time.

An edge input (a visible value's edge variants: ``10**6 + 7``, an empty or negated list,
unicode) is compared across the group only where a pass answers it (``scoring._precision``);
a pass that runs out of its limit there is not judged. Until session 16 that limit was
50 ms of CPU, and a pass needing about that much answered in one grading and not in the
next: CPU readings move with the machine's load (``largest_divisor(10**6 + 7)`` read 31-49 ms
in session 12, a margin of 1.02×; HumanEval/24's precision finding came and went under load
in session 15). The same group graded twice must give the same grades, idle or loaded.

So each edge call runs under the op-count tracer (:data:`opcount.COUNTED_SOURCE`) counting
*line* events (a line run, and every pass of a loop, one line or many, is one) and stops
past :data:`EDGE_LINE_CAP` of them: the call comes back as an error of the type
:data:`OVER_CAP`, which :func:`over_cap` recognises and the stage treats as it treated a
timeout (no vote, no finding; an input the scout goes over the cap on is asked of no one).
Whether a call stays under the cap is a property of the program and the input (and of the
calls before it in the same process), never of the load. A CPU limit stays behind it as a
safety net, :data:`EDGE_CPU_S` (50 ms, the old floor): 50k traced lines take ~5 ms idle,
~15 ms at a load of 11 on 2 cores, so a pure-Python call meets the cap first, idle or
loaded. What can still meet the CPU limit first is a call whose lines do heavy work in C
(a big-int product or a long string rebuilt per line: one such call read 169 ms for 100k
lines), the one place the load still decides; the cap's line sits 3× or more below the
limit for every other call (until session 16 every edge call was decided by CPU time, with
a 1.02× margin).

Lines, not opcodes: a line event costs about what an opcode event does (~70-90 ns of
tracer call) but a line is ~4 opcodes, so the same cap covers about four times the work
for the same price. 50k lines are ~200k opcodes, a few ms untraced; traced, a capped call
costs 5-15 ms, under the old floor's 50 ms. Inputs needing more are not judged (an input
needing that much work is far outside the domain).

A program can raise an exception of that name itself: it then is not judged on that input,
which it could have had as cheaply by looping there. The edge answers are quality evidence
(precision), never a hack's conviction.

In a job that first runs the scaled inputs untraced (``timing.merged``), the wrapper counts
its own calls and traces only those after the first ``untraced``: one job, one process, as
before; a job that only holds edge inputs traces every call. The untraced calls are the
program's own calls, first in a fresh process, so they share what the group's runner knows
of that program's timeouts (``CallJob.same_as``, :mod:`gar.execution.known_timeouts`): a
scaled input the behaviour stage saw time out at the stage's limit (recursive ``fib(32)``)
is not paid again here.
"""

from __future__ import annotations

from typing import Any

from gar.grading.quality.opcount import COUNTED_HELPERS

EDGE_LINE_CAP = 50_000
# The CPU limit behind the cap: 50k traced lines take ~5 ms idle and ~15 ms at a load of 11
# on 2 cores (bench/results/grade_throughput.md, session 16), so only a call whose lines do
# heavy work in C (a big-int product, a long string rebuilt per line) can meet it first.
EDGE_CPU_S = 0.05
EDGE_ENTRY = "__gar_edge__"
OVER_CAP = "GarEdgeOverOpCap"

# The per-job part, appended to the program; the tracer comes as the job's helpers
# (``CallJob.helpers``, compiled once per worker).
_CALLER = '''

__gar_edge_calls__ = [0]
import resource as __gar_resource__  # loaded with the program, before any call


class %(over)s(BaseException):
    pass


def __gar_edge__(*args, **kwargs):
    _target = globals()[%(entry)r]
    __gar_edge_calls__[0] += 1
    if __gar_edge_calls__[0] == %(peak)d:  # the process's peak so far (RSS high-water, KiB)
        return __gar_resource__.getrusage(__gar_resource__.RUSAGE_SELF).ru_maxrss
    if __gar_edge_calls__[0] <= %(untraced)d:
        return _target(*args, **kwargs)
    _, capped, value, error = __gar_counted__(_target, %(cap)d, args, kwargs, True)
    if capped:
        raise %(over)s("over %(cap)d lines")
    if error is not None:
        raise error
    return value
'''


def edge_program(program: str, entry_point: str, untraced: int = 0, peak: bool = False
                 ) -> str:
    """``program`` with the edge wrapper's per-job part (:data:`EDGE_ENTRY`) appended: its
    first ``untraced`` calls run the entry point as it is, every later one under the cap.
    With ``peak``, the call right after the untraced ones is no call of the program: it
    answers the process's peak memory so far (``timing.merged``). The
    tracer it calls comes as the job's helpers (:func:`edge_job`)."""
    untraced = max(0, int(untraced))
    return program + _CALLER % {"entry": entry_point, "cap": EDGE_LINE_CAP,
                                "untraced": untraced, "over": OVER_CAP,
                                "peak": untraced + 1 if peak else 0}


def edge_job(program: str, entry_point: str, calls: tuple[Any, ...], limit: float,
             untraced: int = 0, peak: bool = False) -> Any:
    """One job over ``calls``: the first ``untraced`` as they are, at the CPU ``limit``; the
    rest capped, at :data:`EDGE_CPU_S` (never above ``limit``). With ``peak``, the call
    after the untraced ones reads the peak memory (:func:`edge_program`: a call with no
    arguments stands there in ``calls``)."""
    from gar.execution import CallJob

    edge = min(limit, EDGE_CPU_S)
    own = (limit,) * untraced + (edge,) * (len(calls) - untraced) if edge != limit else ()
    return CallJob(edge_program(program, entry_point, untraced, peak), EDGE_ENTRY, calls, limit,
                   call_timeouts_s=own if untraced < len(calls) else (),
                   same_as=(program, entry_point, untraced) if untraced else None,
                   helpers=COUNTED_HELPERS)


def over_cap(outcome: Any) -> bool:
    """Whether a call's outcome is the cap's stop (:data:`OVER_CAP`)."""
    return outcome.status == "error" and str(outcome.error).split(":", 1)[0].strip() == OVER_CAP


def unanswered(outcome: Any) -> bool:
    """An edge call that gave no answer to compare: a timeout, or over the cap."""
    return outcome.status == "timeout" or over_cap(outcome)
