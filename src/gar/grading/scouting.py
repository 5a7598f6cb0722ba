"""The behaviour scout's run over a group's regular fresh inputs, paying for a slow argument
value once rather than once per input.

The scout (the reference, or a clean pass) tries every input first; an input it cannot
answer within its limit (the 50 ms floor on a regular input, since session 16; the stage's
limit on a large one) is dropped for the whole group (:func:`gar.grading.probing.
_without_slow_inputs`). Each such input costs the scout that whole limit, and generated
inputs often share a degenerate argument value: ``change_base(x, 1)`` never ends, whatever
``x``, and ten of a group's inputs had base 1. So the scout runs the inputs in their order
and, after each timeout, leaves out the inputs still to come that share an argument value
with two inputs it timed out on and with none it answered: that value is what it cannot
answer in time, and each of them would cost another full limit to show it. They are dropped
like the timeouts (not inputs for anyone: neither evidence for nor against any pass).

The rule reads only the inputs' fixed order and which calls ran out of their CPU limit, so
it does not depend on the load or on which process ran first. What the scout met in an
earlier round of the same group (a second, larger sample of inputs) counts too: a value it
condemned there is not tried again, one it answered with there is never condemned.

In a group's first round the scout's first job also holds its replay of the visible calls
(where the scout is a pass) before the regular inputs, and its large inputs after them
(:func:`first_job`): one process start instead of three. The replay runs first in the
fresh process, as it ran alone; the large inputs follow the regular ones, as they followed
them in the scout's order. Where the replay ends the process early (a timeout, a crash) the
job counts for nothing and each part runs as it did alone; where the regular part does,
the large inputs run after it alone, as they did (what the regular timeouts condemn is left
out of them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gar.grading.values import value_key

if TYPE_CHECKING:
    from gar.execution import CallJobResult, CallOutcome, Runner
    from gar.grading.inputs import DerivedInput

CONDEMNING = 2  # timeouts sharing a value, with no answer sharing it, that condemn it
_ENDED = ("timeout", "crashed")  # what ends a candidate process early


@dataclass(frozen=True)
class FirstJob:
    """What the scout's first job settled (:func:`first_job`); None where it settled
    nothing of that part (it runs as it did alone)."""

    replay: CallJobResult | None = None  # its replay of the visible calls
    regular: CallJobResult | None = None  # the regular inputs' part: scout_run's first job
    large: tuple[CallOutcome, ...] | None = None  # the large inputs before the first timeout


def first_job(runner: Runner, scout: str, entry_point: str, prefix: tuple[Any, ...],
              regular: Sequence[DerivedInput], large: Sequence[DerivedInput],
              timeout_s: float, regular_timeout_s: float | None = None) -> FirstJob:
    """The scout's replay calls ``prefix``, its ``regular`` inputs and its ``large`` ones in
    one job (module docstring), where there is more than the regular inputs to run; the
    regular inputs at ``regular_timeout_s`` (default ``timeout_s``), the others at
    ``timeout_s``."""
    from gar.execution import CallJob, CallJobResult

    if not prefix and not large:
        return FirstJob()
    calls = (*prefix, *(d.call for d in regular), *(d.call for d in large))
    own: tuple[float, ...] = ()
    if regular_timeout_s is not None and regular_timeout_s != timeout_s:
        own = ((timeout_s,) * len(prefix) + (regular_timeout_s,) * len(regular)
               + (timeout_s,) * len(large))
    (result,) = runner.call_many([CallJob(scout, entry_point, calls, timeout_s,
                                          call_timeouts_s=own)])
    if result.load_error:
        return FirstJob(regular=result)
    p, g = len(prefix), len(regular)
    if any(o.status in _ENDED for o in result.outcomes[:p]):
        return FirstJob()
    replay = CallJobResult(result.outcomes[:p], peak_memory_kb=result.peak_memory_kb) if p else None
    part = CallJobResult(result.outcomes[p:p + g])
    if not large or any(o.status in _ENDED for o in part.outcomes):
        return FirstJob(replay, part)
    answered: list[CallOutcome] = []
    for outcome in result.outcomes[p + g:]:
        if outcome.status == "timeout":
            break
        if outcome.status == "crashed":  # lost without a timeout: the large ones run alone
            return FirstJob(replay, part)
        answered.append(outcome)
    return FirstJob(replay, part, tuple(answered))


def scout_run(runner: Runner, scout: str, entry_point: str, inputs: Sequence[DerivedInput],
              timeout_s: float, history: Sequence[tuple[DerivedInput, CallOutcome]] = (),
              first: CallJobResult | None = None) -> dict[int, CallOutcome] | None:
    """The scout's outcome per index of ``inputs`` that it ran (left out: those of a
    condemned value), resumed after every timeout; None when the scout did not load. A
    call whose process was lost without a timeout is run once more (as in
    :func:`gar.grading.probing.call_resuming`). ``history``: the scout's (input, outcome)
    pairs of an earlier round for this group, which condemn and clear values as this
    round's own do. ``first``: the first job's result, already run (:func:`first_job`)."""
    from gar.execution import CallJob

    outcomes: dict[int, CallOutcome] = {}
    pending = _not_condemned(list(range(len(inputs))), inputs, outcomes, history)
    retried: set[int] = set()
    while pending:
        if first is not None:
            result, first = first, None
        else:
            job = CallJob(scout, entry_point, tuple(inputs[j].call for j in pending), timeout_s)
            (result,) = runner.call_many([job])
        if result.load_error:
            return None
        done = _answered_prefix(result.outcomes)
        outcomes.update({pending[k]: result.outcomes[k] for k in range(done)})
        if done == len(pending):
            break
        stop, outcome = pending[done], result.outcomes[done]
        if outcome.status == "crashed" and stop not in retried:
            retried.add(stop)
            rest = pending[done:]
        else:
            outcomes[stop] = outcome
            rest = pending[done + 1:]
        pending = _not_condemned(rest, inputs, outcomes, history)
    return outcomes


def not_condemned(inputs: Sequence[DerivedInput],
                  met: Sequence[tuple[DerivedInput, CallOutcome]]) -> list[DerivedInput]:
    """``inputs`` without those sharing an argument value that the scout's outcomes ``met``
    condemn (the rule of :func:`scout_run`): how the large inputs, scouted after the
    regular ones, skip a value the regular ones showed it cannot answer in time."""
    return [inputs[j] for j in _not_condemned(list(range(len(inputs))), inputs, {}, met)]


def _answered_prefix(outcomes: Sequence[Any]) -> int:
    """How many calls ran before the one that ended the process (a timeout, or the first of
    the crashed tail); all of them when none did."""
    for k, outcome in enumerate(outcomes):
        if outcome.status == "timeout" or outcome.status == "crashed" and all(
                o.status == "crashed" for o in outcomes[k:]):
            return k
    return len(outcomes)


def _not_condemned(pending: list[int], inputs: Sequence[DerivedInput],
                   outcomes: dict[int, CallOutcome],
                   history: Sequence[tuple[DerivedInput, CallOutcome]] = ()) -> list[int]:
    slow: dict[tuple[int, str], int] = {}
    answered: set[tuple[int, str]] = set()
    met = [*history, *((inputs[j], outcome) for j, outcome in outcomes.items())]
    for item, outcome in met:
        for position in _values(item):
            if outcome.status == "timeout":
                slow[position] = slow.get(position, 0) + 1
            else:
                answered.add(position)
    condemned = {p for p, n in slow.items() if n >= CONDEMNING and p not in answered}
    return [j for j in pending if not condemned.intersection(_values(inputs[j]))]


def _values(item: DerivedInput) -> list[tuple[int, str]]:
    """(position, value key) of each positional argument; a call with more than one argument
    only (one argument's value is the input itself)."""
    args = tuple(item.call.args)
    if len(args) < 2:
        return []
    return [(i, value_key(a)) for i, a in enumerate(args)]
