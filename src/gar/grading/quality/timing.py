"""The quality stage's timing runs: one job per pass answers what the edge and timing jobs
did, and the repeats run only where a CPU reading could score.

* **One job for the scaled and the edge inputs** (:func:`merged`). A pass runs the scaled
  inputs first, in a fresh process (what the timing job was),
  then its edge inputs (what the edge job was) in the same process: one process start
  fewer per pass. Two things a shared process could change are checked, not assumed:
  where the scaled part ended the process early (a timeout, a crash: the edge calls after
  it come back "crashed") the edge inputs run again in a job of their own
  (:func:`edge_again`), as they did; and the peak memory, which now covers the edge
  calls too, is only an upper bound of the scaled run's, so where any pass's peak is
  large enough that the memory rule could score it (``memory_may_score``: above the
  rule's minimum difference, so that it could exceed a best of zero by that much), every
  merged pass's scaled inputs run again alone for their own peak (:func:`own_peaks`).
  Otherwise no peak can score and the bound is all the rule needs. (The passes whose own
  bound could score run alone first; the others only if some peak still could.) The edge
  scout's job is its scouting job: it runs every edge input, before the others' jobs, and
  its edge part is resumed after each timeout (``dynamic._edge_plan``).
* **Repeats where a reading could score** (:func:`with_repeats`): CPU time per scaled
  input is the minimum over ``REPEATS`` runs, but the minimum can only lower the first
  reading: the other runs are made only where some pass's first reading could score (or
  one timed out). The scoring's predicate (``scoring.cpu_may_score``) is never true since
  session 12 (no CPU reading scores), so they do not run in grading.

* **The edge limit is a floor** (:func:`edge_limits`). The scout runs every edge input to
  ``EDGE_FLOOR_S`` (since session 15; until then to the stage's limit), and the passes
  after it run each edge input the scout answered there (a value or an exception) to the
  same floor, not to the stage's limit: an edge input is small (a visible value's edge variants:
  ``10**6 + 7``, an empty or negated list, unicode), a pass that needs more than 50 ms there
  is slow on an input outside the domain, and an edge timeout is never judged
  (``scoring._precision`` compares answers only), so the full limit bought nothing but its
  cost — iterative ``fib(10**6 + 7)`` after a recursive scout's instant RecursionError, a
  quarter CPU-second per pass. The limit is the same for every edge input, whatever the
  scout's reading: until session 12 the full limit stayed where the scout needed more than
  5 ms, a line a CPU reading could cross from one grading to the next (the harness's clock
  ticks at 4 ms), so a pass answering between 50 ms and the stage's limit voted in one
  grading and not in the next. The price: such a pass no longer votes there, where the
  scout was slow too (none on the dev set or the 240). The scout's own edge timeouts cost
  the floor too (until session 15 a quarter CPU-second each, ``count_up_to(10**6 + 7)``,
  ``int_to_mini_roman(-10**6)``): an edge input the scout needs more than the floor for
  is asked of no one, where the others, at the floor, would mostly have timed out
  unjudged. The quality stage's edge and timing CPU per 240 rollouts 2.7 -> 1.6 s, the
  240's records unchanged (``bench/results/grade_throughput.md``, session 15).

Every score and finding is the one the separate jobs gave, for programs whose edge answers
do not depend on the calls before them (a program that keeps state between calls answers
its edge inputs after the scaled ones, as the behaviour stage's probes answer theirs after
others).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

REPEATS = 3
# The other passes' CPU limit on each edge input the scout answered (module docstring).
EDGE_FLOOR_S = 0.05

Predicate = Callable[[float], bool]


def edge_limits(kept: int, limit: float) -> tuple[float, ...]:
    """The other passes' CPU limit on each of ``kept`` edge inputs: the floor, never above
    the stage's ``limit`` (module docstring)."""
    return (min(limit, EDGE_FLOOR_S),) * kept


def others_edge_limits(kept: Sequence[str], scout_edge: Any, limit: float
                       ) -> tuple[float, ...]:
    """The passes after the scout: the limit of each ``kept`` edge input
    (:func:`edge_limits`); ``()``, the stage's ``limit`` throughout, where the scout's edge
    run did not load (no edge input was tried: none is known to be answered)."""
    if scout_edge.load_error:
        return ()
    return edge_limits(len(kept), limit)


def _own_limits(before: int, edge: tuple[float, ...], limit: float) -> tuple[float, ...]:
    """Per-call limits for ``before`` calls at ``limit`` then the edge calls at theirs;
    ``()`` (the job's one limit) where every edge limit is ``limit``."""
    return (limit,) * before + edge if any(e != limit for e in edge) else ()


def merged(program: str, entry_point: str, scaled: tuple[Any, ...], edge: tuple[Any, ...],
           limit: float, edge_limit: tuple[float, ...] = ()) -> Any:
    """One job: the scaled inputs, then the edge inputs (module docstring), each edge input
    at its ``edge_limit`` where given (:func:`edge_limits`)."""
    from gar.execution import CallJob

    return CallJob(program, entry_point, scaled + edge, limit,
                   call_timeouts_s=_own_limits(len(scaled), edge_limit, limit))


def split(result: Any, scaled: int) -> tuple[Any, Any]:
    """A merged job's result as ``(timing, edge)`` results: the first ``scaled`` outcomes and
    the rest; both keep the job's load error and peak memory."""
    timing = replace(result, outcomes=result.outcomes[:scaled])
    return timing, replace(result, outcomes=result.outcomes[scaled:])


def ended_early(timing: Any) -> bool:
    """Whether the scaled part ended the process (its later calls, and every edge call,
    then came back "crashed")."""
    return any(o.status in ("timeout", "crashed") for o in timing.outcomes)


def edge_again(runner: Any, entry_point: str, programs: Sequence[str],
               edge: tuple[Any, ...], limit: float, edge_limit: tuple[float, ...] = ()
               ) -> list[Any]:
    """The edge inputs of ``programs`` in jobs of their own (fresh processes), each at its
    ``edge_limit`` where given."""
    from gar.execution import CallJob

    if not programs:
        return []
    own = _own_limits(0, edge_limit, limit)
    return list(runner.call_many([CallJob(p, entry_point, edge, limit, call_timeouts_s=own)
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
