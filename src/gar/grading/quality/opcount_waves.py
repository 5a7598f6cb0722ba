"""The op counts of a group's passes in two waves, so that a pass past the first cap is not
counted twice.

The scoring reads each pass's count to ``FIRST_OPCODE_CAP`` per input first, and counts a
pass past it again to ``OPCODE_CAP`` with a budget set by the group's best count
(``scoring._settled_ops``, ``dynamic.recount``). Both are decided per input by how many
instructions the input runs (``c``) against a limit, and a count stopped later knows more:
a job that counts each input to a limit no lower than another job's gives every number the
other job gives, wherever neither has stopped yet. So:

* **wave 1** counts to the first cap the passes whose timing run was cheapest (the likely
  best, whose count sets the budget);
* **wave 2** counts every other pass once, to ``OPCODE_CAP`` per input and the budget the
  wave-1 best sets, but never under the first cap per input (``floor``): from its
  per-input counts :func:`first_read` gives the first-cap count exactly (each input is
  either counted, or known past a limit no lower than the first cap), and
  :func:`recount_read` the recount to any budget no larger than the one it ran with.

The group's best after the gate (``scoring._gate``) and the floor of the inputs' items can
only be larger than the wave-1 best and scoring passes the budget it sets; a best found in
wave 2 is smaller, and a smaller budget is read from the larger one. Where a reading cannot
be decided from the deeper count (a crash or an error before it could, a budget above the
one the count ran with), the job the old scheme ran is run: the first-cap count by
:func:`counted` itself, the recount by ``dynamic.recount``. A timeout is past the cap for
both readings, as ``opcount.total_ops`` has it: the same input runs the same instructions
under either limit. Which passes go to which wave (the timing run's CPU, a load-dependent
reading) moves only the cost, never a count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.quality.opcount import opcount_job, settled, total_ops

# Wave 1: the passes whose timing run's CPU is within this factor of the group's least
# (or within WAVE_SLACK_S of it: readings of a few ms are mostly noise).
WAVE_RATIO = 2.0
WAVE_SLACK_S = 0.002


@dataclass(frozen=True)
class DeepCount:
    """A wave-2 count: the job's result, and the per-input cap, floor and budget it ran to."""

    result: Any  # CallJobResult
    cap: int
    floor: int
    budget: int

    def limit(self, used: int) -> int:
        """The per-input limit after ``used`` instructions (``opcount.OPCOUNT_CALLER``)."""
        if not self.budget:
            return self.cap
        left = self.budget - used
        return min(self.cap, max(self.floor, left) if self.floor else left)


Counted = tuple[int | None, bool]


def first_read(deep: DeepCount, first_cap: int) -> Counted | None:
    """``total_ops`` of the job counted to ``first_cap`` per input (no budget), read from
    ``deep`` (``deep.floor >= first_cap``); None where it cannot be told. The recount's
    reading with no budget: where every input was counted to at least ``first_cap``, no
    input stopped before it would have."""
    if deep.floor < first_cap:
        return None
    return recount_read(deep, first_cap, 0)


def recount_read(deep: DeepCount, cap: int, budget: int) -> Counted | None:
    """``total_ops`` of the job counted to ``cap`` per input with ``budget`` (the recount),
    read from ``deep``; None where it cannot be told."""
    if deep.result.load_error or cap > deep.cap:
        return None
    beyond = (cap * len(deep.result.outcomes), True)
    used = 0
    for outcome in deep.result.outcomes:
        if outcome.status == "timeout":
            return beyond
        count = _count(outcome)
        if count is None:
            return None
        limit = min(cap, budget - used) if budget else cap
        if count[1] and deep.limit(used) < limit:
            return None  # stopped before the recount would have: not known
        if count[1] or count[0] > limit:
            return beyond
        used += count[0]
    return used, False


def _count(outcome: Any) -> tuple[int, bool] | None:
    if outcome.status != "ok" or not isinstance(outcome.value, list | tuple) \
            or len(outcome.value) != 2:
        return None
    return int(outcome.value[0]), bool(outcome.value[1])


def counted(runner: Any, entry_point: str, programs: Sequence[str], calls: tuple[Any, ...],
            costs: Sequence[float | None], first_cap: int, cap: int,
            budget_of: Callable[[int], int]) -> list[tuple[Counted, DeepCount | None]]:
    """Per program, its count to ``first_cap`` (``total_ops``'s pair) and, for a wave-2
    pass, the deeper count it was read from (module docstring). ``costs``: each pass's
    timing CPU (None: none, or it timed out); ``budget_of(best)``: the budget a best first
    count sets (``scoring._floor_budget``)."""
    known = [c for c in costs if c is not None]
    least = min(known, default=None)
    first = [i for i, c in enumerate(costs) if least is None or c is not None and
             c <= max(WAVE_RATIO * least, least + WAVE_SLACK_S)]
    out: list[tuple[Counted, DeepCount | None]] = [((None, False), None)] * len(programs)
    for i, pair in zip(first, _first_counts(runner, entry_point, [programs[i] for i in first],
                                            calls, first_cap), strict=True):
        out[i] = (pair, None)
    exact = [ops for (ops, capped), _ in (out[i] for i in first) if ops is not None and not capped]
    best = min(exact, default=None)
    rest = [i for i in range(len(programs)) if i not in first]
    if best is None:  # no budget to count to: the first caps, and the recounts as before
        deep: list[DeepCount | None] = [None] * len(rest)
    else:
        budget = budget_of(best)
        jobs = [opcount_job(programs[i], entry_point, calls, cap, budget, floor=first_cap)
                for i in rest]
        deep = [DeepCount(r, cap, first_cap, budget)
                for r in settled(runner, jobs, runner.call_many(jobs))]
    unread: list[int] = []
    for i, d in zip(rest, deep, strict=True):
        read = first_read(d, first_cap) if d is not None else None
        if read is None:
            unread.append(i)
        else:
            out[i] = (read, d)
    for i, pair in zip(unread, _first_counts(runner, entry_point,
                                             [programs[i] for i in unread], calls, first_cap),
                       strict=True):
        out[i] = (pair, None)
    return out


def _first_counts(runner: Any, entry_point: str, programs: list[str], calls: tuple[Any, ...],
                  first_cap: int) -> list[Counted]:
    if not programs:
        return []
    jobs = [opcount_job(p, entry_point, calls, first_cap) for p in programs]
    return [total_ops(r, first_cap) for r in settled(runner, jobs, runner.call_many(jobs))]
