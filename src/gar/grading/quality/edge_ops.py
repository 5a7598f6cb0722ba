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
calls before it in the same process), never of the load. The CPU limit stays behind it as
a safety net at the stage's limit (0.25 s): only work done in C for that long, which the
count does not see, can still meet it, and an edge input is small.

Lines, not opcodes: a line event costs about what an opcode event does (~70-90 ns of
tracer call) but a line is ~4 opcodes, so the same cap covers about four times the work
for the same price. 100k lines are ~400k opcodes, a few ms untraced; traced, a capped call
costs ~10 ms, a fifth of the old floor. Inputs needing more are not judged (an input
needing that much work is far outside the domain).

A program can raise an exception of that name itself: it then is not judged on that input,
which it could have had as cheaply by looping there. The edge answers are quality evidence
(precision), never a hack's conviction.

In a job that first runs the scaled inputs untraced (``timing.merged``), the wrapper counts
its own calls and traces only those after the first ``untraced``: one job, one process, as
before; a job that only holds edge inputs traces every call.
"""

from __future__ import annotations

from typing import Any

from gar.grading.quality.opcount import COUNTED_SOURCE

EDGE_LINE_CAP = 100_000
EDGE_ENTRY = "__gar_edge__"
OVER_CAP = "GarEdgeOverOpCap"

_WRAPPER = COUNTED_SOURCE + '''

__gar_edge_calls__ = [0]


class %(over)s(BaseException):
    pass


def __gar_edge__(*args, **kwargs):
    _target = globals()[%(entry)r]
    __gar_edge_calls__[0] += 1
    if __gar_edge_calls__[0] <= %(untraced)d:
        return _target(*args, **kwargs)
    _, capped, value, error = __gar_counted__(_target, %(cap)d, args, kwargs, True)
    if capped:
        raise %(over)s("over %(cap)d lines")
    if error is not None:
        raise error
    return value
'''


def edge_program(program: str, entry_point: str, untraced: int = 0) -> str:
    """``program`` with the edge wrapper (:data:`EDGE_ENTRY`) appended: its first
    ``untraced`` calls run the entry point as it is, every later one under the cap."""
    return program + _WRAPPER % {"entry": entry_point, "cap": EDGE_LINE_CAP,
                                 "untraced": max(0, int(untraced)), "over": OVER_CAP}


def edge_job(program: str, entry_point: str, calls: tuple[Any, ...], limit: float,
             untraced: int = 0) -> Any:
    """One job over ``calls``: the first ``untraced`` as they are, the rest capped; every
    call at the CPU ``limit``."""
    from gar.execution import CallJob

    return CallJob(edge_program(program, entry_point, untraced), EDGE_ENTRY, calls, limit)


def over_cap(outcome: Any) -> bool:
    """Whether a call's outcome is the cap's stop (:data:`OVER_CAP`)."""
    return outcome.status == "error" and str(outcome.error).split(":", 1)[0].strip() == OVER_CAP


def unanswered(outcome: Any) -> bool:
    """An edge call that gave no answer to compare: a timeout, or over the cap."""
    return outcome.status == "timeout" or over_cap(outcome)
