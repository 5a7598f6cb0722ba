"""A pass's fresh-input calls that a CPU limit cannot decide, asked again under a count of
executed lines (:mod:`gar.grading.counted_calls`), so that whether a call answered does not
depend on the load near its limit.

Session 18 asked each timeout again at twice its CPU limit: the noise band moved from the
limit to twice it, and a hack whose wrong answer costs about that much was still caught in
one grading and missed in the next (spent sets 15, 20, 23). Since session 21 the calls a
probed pass did not answer (its timeouts, and the calls its process lost after one), and
its slow answers that differ from another member's, on the in-domain inputs another member
answered, are run again under the line count: a call answers iff it runs at most the line
budget its limit gives, the same idle or loaded.

Bounded: at most two jobs per pass — its slow differing answers (all of them; rare: an
answer the count may overturn took a fifth of its limit or more and disagrees), and its
unanswered calls (the lost ones and at most :data:`~gar.grading.counted_calls.RETRIED`
timeouts), regular inputs before large ones, each in the order the pass met them, the job
ended at the first call over its budget (a pass that slow has the rest unanswered).
Not asked again: the scout (the inputs were sized by its run), the failing members (weak
votes), edge inputs (never evidence).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from gar.grading.counted_calls import RETRIED, counted_job, read_back, slow
from gar.grading.values import value_key

if TYPE_CHECKING:
    from gar.execution import Runner
    from gar.grading.inputs import DerivedInput
    from gar.grading.probing import _Members, _Runs

_UNANSWERED = ("timeout", "crashed")


def retried_timeouts(entry_point: str, members: _Members, derived: Sequence[DerivedInput],
                     runs: _Runs, limits: Sequence[float], runner: Runner) -> _Runs:
    """``runs`` with each probed pass's undecided in-domain calls (module docstring) run
    again under the line count at their limits in ``limits``; what the count says replaces
    what they were."""
    from gar.grading.probing import _Runs, call_resuming

    plans: list[tuple[int, tuple[int, ...], bool]] = []
    for i in members.probed:
        program = members.evidence[i].program or ""
        if program != members.scout:
            differing, unanswered = _undecided(runs, i, members, derived, limits)
            plans += [(i, p, stop) for p, stop in ((differing, False), (unanswered, True)) if p]
    if not plans:
        return runs
    jobs = [counted_job(members.evidence[i].program or "", entry_point,
                        [derived[j].call for j in positions], [limits[j] for j in positions],
                        stop) for i, positions, stop in plans]
    # The differing answers resumed after a call that ended their process (each is counted
    # whatever the others did); the unanswered calls not: their job ends at its first call
    # over its budget or its backstop, the later ones unanswered (:func:`_read`).
    resumed = iter(call_resuming(runner, [j for j, p in zip(jobs, plans) if not p[2]], rounds=2))
    ended = iter(runner.call_many([j for j, p in zip(jobs, plans) if p[2]]))
    probe = dict(runs.probe)
    for i, positions, stop in plans:
        result = next(ended) if stop else next(resumed)
        if not result.load_error:
            probe[i] = dataclasses.replace(probe[i], outcomes=_read(
                probe[i].outcomes, positions, result.outcomes, limits, stop))
    return _Runs(runs.replay, probe)


def _read(outcomes: Sequence[Any], positions: Sequence[int], counted: Sequence[Any],
          limits: Sequence[float], stop: bool) -> tuple[Any, ...]:
    """``outcomes`` with the counted calls at ``positions`` read back; with ``stop``, every
    call after the first that reads as a timeout is one too (not asked, or lost with a
    process its backstop ended: the same whichever ended the job)."""
    from gar.execution import CallOutcome

    out, ended = list(outcomes), False
    for j, outcome in zip(positions, counted, strict=False):
        read = CallOutcome("timeout", error="not asked: after a call over its budget") \
            if ended else read_back(outcome, limits[j])
        if read is not None:
            out[j] = read
        ended = stop and (ended or read is None or read.status == "timeout")
    return tuple(out)


def _undecided(runs: _Runs, i: int, members: _Members, derived: Sequence[DerivedInput],
               limits: Sequence[float]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Positions of ``i``'s calls on in-domain inputs that another probed member or the
    reference answered: its slow answers that differ from another member's, and its
    unanswered calls (the lost ones and at most ``RETRIED`` timeouts, regular inputs
    first, each in the order the pass met them)."""
    from gar.grading.probing import probe_order

    own = runs.probe.get(i)
    if own is None or own.load_error or len(own.outcomes) != len(derived):
        return (), ()
    others = [r.outcomes for k, r in runs.probe.items()
              if k != i and k not in members.weak and not r.load_error
              and len(r.outcomes) == len(derived)]
    found = [j for j in probe_order(derived) if derived[j].kind != "edge"
             and any(o[j].status == "ok" for o in others)]
    differing = tuple(j for j in found if slow(own.outcomes[j], limits[j])
                      and any(_answer(o[j]) != _answer(own.outcomes[j]) for o in others
                              if o[j].status == "ok"))
    # The regular inputs first: a large one over its budget ends the job, and costs the
    # most (its budget is the largest), so it comes after the cheap ones. One order for
    # the lost calls and the timeouts: which calls a process lost follows where its
    # timeouts fell, and the job's end must not (a call lost in one grading and a timeout
    # in the next is met at the same place in both).
    def order(j: int) -> tuple[bool, int]:
        return derived[j].large, found.index(j)

    lost = {j for j in found if own.outcomes[j].status == "crashed"}
    timeouts = sorted((j for j in found if own.outcomes[j].status == "timeout"), key=order)
    return differing, tuple(sorted(lost.union(timeouts[:RETRIED]), key=order))


def _answer(outcome: Any) -> tuple[str, str]:
    # value_key, not repr: an int past 4300 digits (a slow factorial product) made repr
    # raise, and the group's honest passes unscorable (session 22, HumanEval/139 under load)
    return outcome.status, value_key(outcome.value)

