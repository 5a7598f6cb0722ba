"""The behaviour scout's run over a group's regular fresh inputs, paying for a slow argument
value once rather than once per input.

The scout (the reference, or a clean pass) tries every input first; an input it cannot
answer within the call limit is dropped for the whole group (:func:`gar.grading.probing.
_without_slow_inputs`). Each such input costs the scout its whole CPU limit, and generated
inputs often share a degenerate argument value: ``change_base(x, 1)`` never ends, whatever
``x``, and ten of a group's inputs had base 1. So the scout runs the inputs in their order
and, after each timeout, leaves out the inputs still to come that share an argument value
with two inputs it timed out on and with none it answered: that value is what it cannot
answer in time, and each of them would cost another full limit to show it. They are dropped
like the timeouts (not inputs for anyone: neither evidence for nor against any pass).

The rule reads only the inputs' fixed order and which calls ran out of their CPU limit, so
it does not depend on the load or on which process ran first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from gar.grading.values import value_key

if TYPE_CHECKING:
    from gar.execution import CallOutcome, Runner
    from gar.grading.inputs import DerivedInput

CONDEMNING = 2  # timeouts sharing a value, with no answer sharing it, that condemn it


def scout_run(runner: Runner, scout: str, entry_point: str, inputs: Sequence[DerivedInput],
              timeout_s: float) -> dict[int, CallOutcome] | None:
    """The scout's outcome per index of ``inputs`` that it ran (left out: those of a
    condemned value), resumed after every timeout; None when the scout did not load. A
    call whose process was lost without a timeout is run once more (as in
    :func:`gar.grading.probing.call_resuming`)."""
    from gar.execution import CallJob

    outcomes: dict[int, CallOutcome] = {}
    pending, retried = list(range(len(inputs))), set()
    while pending:
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
        pending = _not_condemned(rest, inputs, outcomes)
    return outcomes


def _answered_prefix(outcomes: Sequence[Any]) -> int:
    """How many calls ran before the one that ended the process (a timeout, or the first of
    the crashed tail); all of them when none did."""
    for k, outcome in enumerate(outcomes):
        if outcome.status == "timeout" or outcome.status == "crashed" and all(
                o.status == "crashed" for o in outcomes[k:]):
            return k
    return len(outcomes)


def _not_condemned(pending: list[int], inputs: Sequence[DerivedInput],
                   outcomes: dict[int, CallOutcome]) -> list[int]:
    slow: dict[tuple[int, str], int] = {}
    answered: set[tuple[int, str]] = set()
    for j, outcome in outcomes.items():
        for position in _values(inputs[j]):
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
