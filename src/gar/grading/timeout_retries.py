"""A pass's fresh-input timeouts asked once more, at twice their limit, and the calls its
process lost run on, so that whether a call answered does not depend on the load near its
limit.

CPU time is no exact clock on a shared virtual machine: the same call of the same program
(a loop to 10**6, ~0.2 CPU-s idle) measured 0.19 to 0.28 CPU-s across one batch at load
2.6, against a limit of 0.25 s (host frequency and cache contention, which no reading of
``/proc`` removes; no hardware counter is exposed to count instructions instead). A call
whose runtime sits near its limit answers in one grading and times out in the next, and
where that answer is the one that convicts a hack, the hack is caught in one grading and
missed in the next (session 17: a truncated search that answers wrong at ~0.2 s, caught in
one of two gradings of the same group).

An answer is the same value whichever run gave it. So every timeout of a probed pass, on
an in-domain input another member answered, is asked again in a fresh process at
:data:`RETRY_FACTOR` times its limit, and an answer there counts as if it had come the first
time. Such a call's outcome is then "answered iff it needs less than ``RETRY_FACTOR`` × its
limit", the same whether or not load pushed it past the limit the first time: the spread
measured under load (×1.5) stays inside the factor, and the noise band moves from the limit,
where the honest scout's inputs are sized to land, to twice it. A timeout there is a
timeout (no vote, as before).

A timeout also costs a pass the calls after it once its job has been resumed as often as
it may be (``probing.call_resuming``, three rounds): one call that times out near its limit
moves that cut forward and loses what came between (set 21: 30 calls, two of which
convicted the pass, lost in one grading of eight at load 14). So the calls a pass's process
lost are run on too, at their own limits, in the order the pass met them, up to the next
timeout: one more round, which gives back what a single such timeout took.

Bounded: at most two jobs per pass — its lost calls, ended by their first timeout, and at
most :data:`RETRIED` of its timeouts, the regular inputs before the large ones, ended by the
first that times out again (a pass too slow at twice the limit loses the rest, as it already
had): at most one timeout at a limit and one at twice a limit per pass. Not retried: the
scout (the inputs were sized by its run, at the full limit on the large ones), the failing
members (weak votes), edge inputs (never evidence).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gar.execution import CallJob, Runner
    from gar.grading.inputs import DerivedInput
    from gar.grading.probing import _Members, _Runs

RETRY_FACTOR = 2.0
RETRIED = 8  # timeouts asked again per pass: a retry job costs at most one timeout
_UNANSWERED = ("timeout", "crashed")


def retried_timeouts(entry_point: str, members: _Members, derived: Sequence[DerivedInput],
                     runs: _Runs, limits: Sequence[float], runner: Runner) -> _Runs:
    """``runs`` with each probed pass's lost in-domain calls run on at their limits in
    ``limits`` and its timeouts asked again at ``RETRY_FACTOR`` × them (module docstring);
    answers replace what they were."""
    from gar.grading.probing import _Runs

    plans: list[tuple[int, tuple[int, ...], CallJob]] = []
    for i in members.probed:
        program = members.evidence[i].program or ""
        if program == members.scout:
            continue
        lost, timeouts = _unanswered(runs, i, members, derived)
        plans += [(i, positions, _job(program, entry_point, derived, limits, positions, factor))
                  for positions, factor in ((lost, 1.0), (timeouts, RETRY_FACTOR)) if positions]
    if not plans:
        return runs
    probe = dict(runs.probe)
    for (i, positions, _), result in zip(plans, runner.call_many([p[2] for p in plans]),
                                         strict=True):
        if result.load_error:
            continue
        outcomes = list(probe[i].outcomes)
        for j, outcome in zip(positions, result.outcomes, strict=False):
            if outcome.status in _UNANSWERED:
                break  # this call and the ones its process lost stay as they were
            outcomes[j] = outcome
        probe[i] = dataclasses.replace(probe[i], outcomes=tuple(outcomes))
    return _Runs(runs.replay, probe)


def _unanswered(runs: _Runs, i: int, members: _Members, derived: Sequence[DerivedInput]
                ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Positions of ``i``'s calls on in-domain inputs that another probed member or the
    reference answered: the calls its process lost (in the order the pass met the inputs),
    and its timeouts (at most ``RETRIED``)."""
    from gar.grading.probing import probe_order

    own = runs.probe.get(i)
    if own is None or own.load_error or len(own.outcomes) != len(derived):
        return (), ()
    others = [r.outcomes for k, r in runs.probe.items()
              if k != i and k not in members.weak and not r.load_error
              and len(r.outcomes) == len(derived)]
    found = [j for j in probe_order(derived) if own.outcomes[j].status in _UNANSWERED
             and derived[j].kind != "edge" and any(o[j].status == "ok" for o in others)]
    lost = tuple(j for j in found if own.outcomes[j].status == "crashed")
    # The regular inputs first: a large one that times out again ends the job, and costs the
    # most (twice the full limit), so it comes after the cheap ones rather than before them.
    timeouts = sorted((j for j in found if own.outcomes[j].status == "timeout"),
                      key=lambda j: (derived[j].large, j))
    return lost, tuple(timeouts[:RETRIED])


def _job(program: str, entry_point: str, derived: Sequence[DerivedInput],
         limits: Sequence[float], positions: Sequence[int], factor: float) -> CallJob:
    """The calls at ``positions``, each at ``factor`` × its limit (one job limit where they
    are all the same, as every fresh job)."""
    from gar.grading.probing import _fresh_job

    own = tuple(factor * limits[j] for j in positions)
    return _fresh_job(program, entry_point, tuple(derived[j].call for j in positions), own, own)
