"""A runner that pays for each timeout once: a call that ran out of its CPU limit is not run
again for the same program.

A call that times out costs its whole CPU limit, and the grading stages ask for the same
call of the same program more than once — the behaviour stage's probes and the quality
stage's edge and timing jobs share inputs (a pass that loops forever on negative numbers
meets ``-19`` in both). :class:`KnownTimeouts` wraps one group's runner and remembers every
``(program, entry point, call)`` that timed out, with its limit. A later job of that program
that reaches such a call with a limit no larger is cut there without being run past it: the
calls before it run as usual (in one fresh process, so the program's state is what it would
have been), the known call comes back as the timeout it was, and the calls after it come back
"crashed" — exactly what a process killed at that call returns, so a caller that resumes
after a timeout (:func:`gar.grading.probing.call_resuming`) resumes there as before.

The decision rests on CPU-time limits only (the harness's wall backstop discounts the time a
candidate waits for a core), so it does not depend on the load, and a call that needed more
than its limit once needs more again: for a program that keeps no state between calls it is
exact. For one that does, the call is judged on its first run (a program whose answer time
depends on what it ran before may have been slow only there); the first run is as good a
witness as the second, and cheaper.

A call of one integer argument that times out also stands for the calls **further out**:
the same program, the argument of the same sign, at least as large in magnitude and under
the default recursion depth, 1000 (:func:`dominates`; beyond it a recursive program raises
RecursionError at once, an answer, not a long run). ``fib(32)`` timing out stands for ``fib(38)``, a loop that never ends
on ``-19`` for ``-251``: such a call is cut as a known one. That is an assumption (work
that grows with the argument's size), not an observation, so it is held to one argument:
with more, a larger value can mean less work (``change_base(234, 1)`` never ends,
``change_base(234, 3)`` answers at once), and the behaviour scout already drops inputs
sharing a value it cannot answer (:mod:`gar.grading.scouting`). Only calls that timed out
for real stand for others (a cut call is not remembered again), so nothing is inferred
from an inference. A program that answers a larger value faster (a fast path for large
inputs) would answer it in a run, and here reports a timeout; a timeout is never a vote
(the behaviour stage compares answers only; the quality stage's edge inputs drop those the
scout cannot answer, and judge no timeout), so what such a program loses is an answer
compared with the group's, never a conviction by a timeout. What it saves: each such
call's whole limit and the fresh process resumed after it (recursive ``fib`` on 34-38
after 32, ``int_to_mini_roman`` on -152 and -251 after -19, in both stages).

A job whose first calls a wrapper forwards to another program unchanged (the quality
stage's edge wrapper, ``CallJob.same_as``) shares that program's timeouts on those calls,
both ways; its other calls are its own.

The memory is per instance: the pipeline makes one per group, so nothing carries across
groups (a cold benchmark of cloned tasks stays cold) and memory stays bounded.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence

from gar.execution.jobs import CallJob, CallJobResult, CallOutcome, CheckJob, Progress, Runner
from gar.execution.sandboxed import codec
from gar.records import ExecutionResult

_LOST = "the candidate process ended"  # what a killed process's later calls report


class KnownTimeouts:
    """``KnownTimeouts(runner)`` is a :class:`~gar.execution.Runner` that forwards everything
    to ``runner`` and skips calls already known to time out (module docstring)."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self._lock = threading.Lock()
        # (program, entry point) -> call key -> (limit it timed out at, its outcome)
        self._known: dict[tuple[str, str], dict[str, tuple[float, CallOutcome]]] = {}
        # (program, entry point) -> the timed-out calls' shapes (_shape), limits, outcomes
        self._further: dict[tuple[str, str], list[tuple[Shape, float, CallOutcome]]] = {}
        self.skipped = 0  # calls not run because they were known to time out

    def check_many(self, jobs: Sequence[CheckJob], progress: Progress = None
                   ) -> list[ExecutionResult]:
        return self.runner.check_many(jobs, progress)

    def call_many(self, jobs: Sequence[CallJob], progress: Progress = None
                  ) -> list[CallJobResult]:
        cuts = [self._first_known(job) for job in jobs]
        todo = [(j, job if cut is None else job.sliced(0, cut[0]))
                for j, (job, cut) in enumerate(zip(jobs, cuts, strict=True))
                if cut is None or cut[0] > 0]
        ran = dict(zip((j for j, _ in todo), self.runner.call_many([t for _, t in todo], progress),
                       strict=True))
        if progress is not None:
            progress(len(jobs) - len(todo))
        results = []
        for j, (job, cut) in enumerate(zip(jobs, cuts, strict=True)):
            result = ran.get(j, CallJobResult(()))
            if cut is not None and not result.load_error:
                at, outcome = cut
                before = result.outcomes
                lost = CallOutcome(status="crashed", error=_LOST)
                if before and before[-1].status in ("timeout", "crashed"):
                    outcome = lost  # the process ended before it reached the known call
                with self._lock:
                    self.skipped += 1
                result = dataclasses.replace(result, outcomes=(
                    *before, outcome, *[lost] * (len(job.calls) - at - 1)))
            self._remember(job, result, None if cut is None else cut[0])
            results.append(result)
        return results

    def _first_known(self, job: CallJob) -> tuple[int, CallOutcome] | None:
        """The first of ``job``'s calls known to time out at its limit (each call's own),
        itself or by a timeout it lies further out from (:func:`dominates`), and that
        outcome."""
        keys = {_key(job, 0), _key(job, len(job.calls) - 1)}
        with self._lock:
            if not any(self._known.get(k) for k in keys):
                return None
            known = {k: dict(self._known.get(k, {})) for k in keys}
            further = {k: list(self._further.get(k, ())) for k in keys}
        for index, call in enumerate(job.calls):
            key = _key(job, index)
            limit = job.limit_s(index)
            entry = known[key].get(call_key(call) or "")
            if entry is not None and limit <= entry[0]:
                return index, entry[1]
            shape = _shape(call) if further[key] else None
            if shape is None:
                continue
            for timed_out, at, outcome in further[key]:
                if limit <= at and dominates(timed_out, shape):
                    return index, outcome
        return None

    def _remember(self, job: CallJob, result: CallJobResult, cut: int | None) -> None:
        """Every call of ``job`` that timed out for real (``cut``: the one cut as known)."""
        for index, (call, outcome) in enumerate(zip(job.calls, result.outcomes, strict=False)):
            if outcome.status != "timeout" or index == cut:
                continue
            key = call_key(call)
            if key is None:
                continue
            shape = _shape(call)
            owner = _key(job, index)
            with self._lock:
                known = self._known.setdefault(owner, {})
                limit = max(job.limit_s(index), known.get(key, (0.0, outcome))[0])
                known[key] = (limit, outcome)
                if shape is not None:
                    self._further.setdefault(owner, []).append(
                        (shape, job.limit_s(index), outcome))


def _key(job: CallJob, index: int) -> tuple[str, str]:
    """Whose timeouts call ``index`` of ``job`` shares: the program a wrapper forwards it to
    unchanged (``CallJob.same_as``), or the job's own program."""
    if job.same_as is not None and index < job.same_as[2]:
        return job.same_as[0], job.same_as[1]
    return job.program, job.entry_point


# The one integer argument of a call that has nothing else (no keyword arguments either).
Shape = int
# A timeout stands for calls whose argument is under this in magnitude only: CPython's
# default recursion limit. Further out, a recursive program that timed out nearer zero
# (exponential ``fib(32)``) raises RecursionError at once (``fib(10**6 + 7)``), an answer
# the quality stage judges on edge inputs, which a timeout standing for it would hide.
FURTHEST = 1000


def _shape(call: object) -> Shape | None:
    """The call's :data:`Shape`, or None where it is not one integer argument (a bool is
    not one)."""
    args = tuple(getattr(call, "args", ()))
    if len(args) != 1 or type(args[0]) is not int or getattr(call, "kwargs", None):
        return None
    return args[0]


def dominates(timed_out: Shape, call: Shape) -> bool:
    """Whether ``call``'s argument lies further out than ``timed_out``'s: another value,
    nonzero, of the same sign, at least as large in magnitude and under ``FURTHEST``
    (module docstring)."""
    return (call != timed_out and timed_out * call > 0 and abs(timed_out) <= abs(call)
            < FURTHEST)


def call_key(call: object) -> str | None:
    """The call's wire text (what the candidate receives), or None when it has none."""
    try:
        return codec.encode((tuple(call.args), dict(call.kwargs)))  # type: ignore[attr-defined]
    except (codec.Unserializable, TypeError, ValueError):
        return None
