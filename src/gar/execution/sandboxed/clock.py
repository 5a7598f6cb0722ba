"""The whole rollout's time limit, counted so that the machine's load does not move it.

Stdlib only: it runs in the worker server inside the sandbox (``/gar/clock.py``).

A function-level rollout is two processes handing work back and forth: the harness (in the
server: the task's tests) and the candidate (the calls). Its plain wall time grows with the
machine's load; the time the two of them *ran* or were *blocked* (a sleep, a wait on a pipe)
does not. So a rollout's time is its wall time less the time either process waited for a CPU
(the kernel's ``run_delay`` of each one's main thread, :func:`wire.WaitClock`): the idea of
the per-call backstop (:class:`monitor.Monitor`) and of ``gar.repo.watch_tests``. A rollout
that needs 3 s of CPU is not a timeout on a loaded machine; a sleeper or an endless loop is
stopped as early idle as loaded.

While a call runs, the candidate is the one working: the harness only wakes every poll to read
its CPU clock, and on a loaded core each of those wake-ups waits for a CPU too, alongside the
candidate (counting both would credit the same wait twice, and a spinning candidate would
never reach its limit). So the harness's waits at those wake-ups are not credited
(:meth:`RolloutClock.woke`), except the first of a call's (one scheduling delay per long call,
never read in the fast path of a short call); the wait to take the reply is. Past the
plain-wall *safety net* (``net_s``, far beyond the limit) the rollout ends as an
infrastructure failure (unscorable), never a timeout: whatever its counters say, the machine
failed the job. Without schedstat nothing is credited and the limit is plain wall time.
"""

from __future__ import annotations

import os
import time

import wire

_OWN: list = []  # this process's WaitClock, opened at its first rollout and kept


def _own_waits() -> wire.ProcReading:
    if not _OWN:
        _OWN.append(wire.WaitClock(os.getpid()))
    return _OWN[0]


class RolloutClock:
    """``limit_s`` of wall time less CPU waiting since ``started`` (monotonic; now when None),
    with a plain wall ``net_s``. The harness process is the one that creates it; the
    candidate's waits count from :meth:`watch` (when the candidate gets its job)."""

    def __init__(self, limit_s: float, net_s: float, started: float | None = None) -> None:
        self.started = time.monotonic() if started is None else started
        self.limit_s, self.net_s = float(limit_s), max(float(net_s), float(limit_s))
        self.own = _own_waits()
        self.own0 = self.own.read() or 0.0
        self.candidate: wire.ProcReading | None = None
        self.candidate0 = 0.0
        self.idle_waits = 0.0  # the harness's waits at its wake-ups during calls

    def watch(self, candidate_waits: wire.ProcReading) -> None:
        """Credit the candidate's waits from now on (its WaitClock, kept by the caller)."""
        self.candidate = candidate_waits
        self.candidate0 = candidate_waits.read() or 0.0

    def woke(self, last: float | None) -> float | None:
        """The harness woke, a call still running (its poll timed out); ``last`` is what
        this returned at the call's previous such wake-up (None at its first). The wait
        since then, for this wake-up, is not the rollout's."""
        now = self.own.read()
        if now is not None and last is not None:
            self.idle_waits += max(0.0, now - last)
        return now

    def waited(self) -> float:
        """Seconds the harness and the candidate have waited for a CPU in this rollout."""
        own = max(0.0, (self.own.read() or self.own0) - self.own0 - self.idle_waits)
        if self.candidate is None:
            return own
        return own + max(0.0, (self.candidate.read() or self.candidate0) - self.candidate0)

    def expired(self, now: float | None = None) -> str:
        """"" while within the limit; "timeout" past it; "net" past the safety net. Cheap
        until the plain wall time passes the limit (the counters are read only after)."""
        wall = (time.monotonic() if now is None else now) - self.started
        if wall <= self.limit_s:
            return ""
        if wall > self.net_s:
            return "net"
        return "timeout" if wall - self.waited() > self.limit_s else ""

    def timeout_text(self) -> str:
        return (f"the rollout's time limit of {self.limit_s:g}s was exceeded (wall time less "
                "the time spent waiting for a CPU)")

    def net_text(self) -> str:
        return (f"infrastructure: the rollout ran past the {self.net_s:.0f}s wall-clock safety "
                "net waiting for a CPU (the machine is overloaded)")
