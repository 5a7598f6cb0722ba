"""The quality stage's timing runs: one job per pass answers what the edge and timing jobs
did, and the repeats run only where a CPU reading could score.

* **One job for the scaled and the edge inputs** (:func:`merged`). A pass runs the scaled
  inputs first, in a fresh process (what the timing job was),
  then its edge inputs (what the edge job was) in the same process: one process start
  fewer per pass. Two things a shared process could change are checked, not assumed:
  where the scaled part ended the process early (a timeout, a crash: the edge calls after
  it come back "crashed") the edge inputs run again in a job of their own
  (:func:`edge_again`), as they did; and the peak memory, which covers the edge calls
  too, is read between the two parts (since session 23): one call of the edge wrapper,
  placed after the scaled inputs, answers the process's RSS high-water mark so far
  (:func:`split` makes it the timing result's peak), what a job of the scaled inputs
  alone ends with, plus the edge tracer's code this job loads (~0.1 MB; peaks of one job
  read 0.1-0.3 MB apart from run to run). Until then the job's peak only bounded the
  scaled run's, and where a bound was large enough that the memory rule could score it
  (``memory_may_score``: above the rule's minimum difference) the scaled inputs ran
  again alone (:func:`own_peaks`): a process start and the scaled inputs again (5 jobs of
  the 240, HumanEval/40's). That still happens where the reading gives no answer (the
  scaled part ended the process). Like the op count, the reading is taken in the
  candidate's process. The edge
  scout's job is its scouting job: it runs every edge input, before the others' jobs, and
  its edge part is resumed after each timeout (``dynamic._edge_plan``).
* **Repeats where a reading could score** (:func:`with_repeats`): CPU time per scaled
  input is the minimum over ``REPEATS`` runs, but the minimum can only lower the first
  reading: the other runs are made only where some pass's first reading could score (or
  one timed out). The scoring's predicate (``scoring.cpu_may_score``) is never true since
  session 12 (no CPU reading scores), so they do not run in grading.
* **Edge calls are capped by a count, not by CPU time** (:mod:`gar.grading.quality.edge_ops`,
  since session 16). In a merged job the wrapper runs the scaled inputs as they are and
  every edge input under the op-count tracer, stopped past ``EDGE_LINE_CAP`` executed
  lines, with a 50 ms CPU limit behind the cap (``edge_ops.EDGE_CPU_S``). Until session 16
  the edge inputs ran to a 50 ms CPU floor, a line a pass's reading could cross from one
  grading to the next.

Every score and finding is the one the separate jobs gave, for programs whose edge answers
do not depend on the calls before them (a program that keeps state between calls answers
its edge inputs after the scaled ones, as the behaviour stage's probes answer theirs after
others).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from gar.grading.quality import edge_ops

REPEATS = 3

Predicate = Callable[[float], bool]


def merged(program: str, entry_point: str, scaled: tuple[Any, ...], edge: tuple[Any, ...],
           limit: float) -> Any:
    """One job: the scaled inputs as they are, the peak-memory reading, then the edge inputs
    under the line cap (module docstring); a plain job where there is no edge input."""
    from gar.execution import Call, CallJob

    if not edge:
        return CallJob(program, entry_point, scaled, limit)
    return edge_ops.edge_job(program, entry_point, (*scaled, Call(), *edge), limit,
                             untraced=len(scaled), peak=True)


def split(result: Any, scaled: int, edge: bool = True) -> tuple[Any, Any, bool]:
    """A merged job's result (``edge``: it had edge inputs, so a reading between the parts)
    as ``(timing, edge, own)``: the first ``scaled`` outcomes and the edge ones, both with
    the job's load error. ``own``: the reading answered, and it is the timing result's peak
    memory (the scaled part's own); else both keep the job's peak, which only bounds it."""
    if not edge:
        return result, replace(result, outcomes=()), True
    timing = replace(result, outcomes=result.outcomes[:scaled])
    rest = replace(result, outcomes=result.outcomes[scaled + 1:])
    reading = result.outcomes[scaled] if len(result.outcomes) > scaled else None
    if reading is None or reading.status != "ok" or type(reading.value) is not int:
        return timing, rest, False
    return replace(timing, peak_memory_kb=reading.value), rest, True


def ended_early(timing: Any) -> bool:
    """Whether the scaled part ended the process (its later calls, and every edge call,
    then came back "crashed")."""
    return any(o.status in ("timeout", "crashed") for o in timing.outcomes)


def edge_again(runner: Any, entry_point: str, programs: Sequence[str],
               edge: tuple[Any, ...], limit: float) -> list[Any]:
    """The edge inputs of ``programs`` in jobs of their own (fresh processes), under the op
    cap."""
    if not programs:
        return []
    return list(runner.call_many([edge_ops.edge_job(p, entry_point, edge, limit)
                                  for p in programs]))


def own_peaks(runner: Any, entry_point: str, programs: Sequence[str], scaled: tuple[Any, ...],
              limit: float) -> list[Any]:
    """The scaled inputs of ``programs`` alone, each in a fresh process: the timing job's
    own peak memory (and its outcomes, the same calls in the same fresh process)."""
    from gar.execution import CallJob

    if not programs:
        return []
    return list(runner.call_many([CallJob(p, entry_point, scaled, limit) for p in programs]))


def with_repeats(runner: Any, entry_point: str, programs: Sequence[str],
                 scaled: tuple[Any, ...], timings: list[Any], reading: Callable[[Any], Any],
                 cpu_may_score: Predicate, limit: float) -> tuple[list[Any], list[int]]:
    """The timing results with the ``REPEATS - 1`` further runs of the scaled inputs where
    they can matter: when some pass's first ``reading`` could score as a gross excess — the
    minimum over the repeats can only lower it, so a reading that could not cannot either —
    or one timed out (it scores the floor against the best reading, which the finding
    cites). The repeats run in one more job per pass whose first run ended normally (a
    timeout's reading is infinite whatever the repeats show); the peak memory is the larger
    of the two jobs'. Also returns each pass's repeats job's own peak (0 where none ran)."""
    from gar.execution import CallJob, CallJobResult

    readings = [reading(t) if not t.load_error else None for t in timings]
    peaks = [0] * len(timings)
    if not scaled or not any(c is not None and cpu_may_score(c) for c in readings):
        return timings, peaks
    again = [i for i, c in enumerate(readings) if c is not None and c != float("inf")]
    jobs = [CallJob(programs[i], entry_point, scaled * (REPEATS - 1), limit) for i in again]
    out = list(timings)
    for i, more in zip(again, runner.call_many(jobs), strict=True):
        if more.load_error:
            continue
        first = timings[i]
        peaks[i] = more.peak_memory_kb
        out[i] = CallJobResult(outcomes=(*first.outcomes, *more.outcomes),
                               peak_memory_kb=max(first.peak_memory_kb, more.peak_memory_kb))
    return out, peaks
