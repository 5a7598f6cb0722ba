"""The harness's side of the candidate: the socket to it and the limits on each call.

:class:`Monitor` sends the calls, reads the replies, and enforces per-call CPU limits (read
from ``/proc``), the per-call wall backstop and the whole rollout's time limit
(:class:`clock.RolloutClock`). It runs in the worker server (``/gar/monitor.py``, stdlib
only), never in the candidate's process.
"""

from __future__ import annotations

import math
import os
import select
import time

import codec
import wire
from clock import RolloutClock

REPLY_LIMIT = 16 * 1024 * 1024
POLL_S = 0.05  # how often a running call's CPU time is read
_STATUSES = ("ok", "error", "unserializable")
# The absolute wall limit of one call, however long it waited for a CPU: an infrastructure
# failure (unscorable), never a timeout.
SAFETY_NET_FACTOR, SAFETY_NET_MIN_S = 10.0, 30.0


class LoadFailed(BaseException):
    """The candidate's program did not load (SyntaxError, exit at import time...)."""


class CandidateTimeout(Exception):
    pass


class CandidateGone(Exception):
    pass


class SafetyNetExpired(BaseException):
    """A call (or the whole rollout) ran past its absolute wall-clock safety net while its
    limit still credited it (it waited for a CPU that long): the machine failed the job,
    not the candidate. A
    BaseException so no test's ``except Exception`` and no ``_Case`` turns it into a verdict."""


class Monitor:
    """Talks to the candidate and enforces per-test CPU limits (wall as a backstop).

    The backstop catches sleepers, so it counts wall time *minus the time the candidate
    waited for a CPU* (``run_delay``, :func:`wire.WaitClock`; the idea of
    :mod:`gar.repo.watch_tests`): a candidate starved on a loaded machine is not stopped
    while it has CPU budget left, a sleeping or blocked one is stopped as early idle as
    loaded (``run_delay`` is the main thread's: a threaded candidate's starved threads are
    not credited). The wait is read as each call begins and then only once the call's plain
    wall time is past the backstop, through a kept descriptor like the CPU clock's. Past
    ``max(10 × backstop, 30 s)`` of plain wall time a call ends as an infrastructure failure
    (:class:`SafetyNetExpired`), never a timeout. The whole rollout's limit is counted the
    same way, for both processes (:class:`clock.RolloutClock`)."""

    def __init__(self, sock: int, pid: int, cpu_limit_s: float, wall_limit_s: float,
                 rollout: RolloutClock) -> None:
        self.sock, self.pid = sock, pid
        self.cpu_limit_s, self.wall_limit_s = cpu_limit_s, wall_limit_s
        self.rollout = rollout
        self.dead = ""
        self.job_timeout = ""
        self.loaded = False  # the candidate's ready/load_error message is read lazily
        os.set_blocking(sock, False)  # a candidate that stops reading cannot block us
        self.clock = wire.CpuClock(pid)
        self.waits = wire.WaitClock(pid)
        rollout.watch(self.waits)
        self.safety_net_s = max(SAFETY_NET_FACTOR * wall_limit_s, SAFETY_NET_MIN_S)
        self.poller = select.poll()
        self.poller.register(sock, select.POLLIN | select.POLLHUP | select.POLLERR)
        self.frames = wire.FrameReader(sock, REPLY_LIMIT)
        self.begin()

    def close(self) -> None:
        self.clock.close()
        self.waits.close()

    def begin(self) -> None:
        self.cpu0 = self.clock.read() or 0.0
        self.wait0 = self.waits.read() or 0.0
        self.wall0 = time.monotonic()
        self.claimed = False

    def begin_at(self, cpu_s: float, wall_s: float) -> None:
        """The next call of a batch begins where the candidate says (its "b" frame, sent
        as it starts the call): that call's CPU and wall time count from there, not from
        when this process got round to reading the frame (on a busy machine, later). Only
        earlier than the truth can hurt the candidate; a later CPU reading is checked
        against /proc at the first look, a later wall time against our clock."""
        self.cpu0 = float(cpu_s)
        self.wall0 = min(float(wall_s), time.monotonic())
        self.wait0 = self.waits.read() or 0.0  # ours, read now: only a later one can hurt it
        self.claimed = True

    def used_cpu(self) -> float:
        now = self.clock.read()
        return 0.0 if now is None else max(0.0, now - self.cpu0)

    def _backstop(self, now: float) -> None:
        """The plain wall time is past the backstop: time out unless the candidate spent
        enough of it waiting for a CPU (then it is not past it yet)."""
        wall = now - self.wall0
        if wall > self.safety_net_s:
            self.dead = (f"infrastructure: the call ran past the {self.safety_net_s:.0f}s "
                         "wall-clock safety net waiting for a CPU (the machine is overloaded)")
            raise SafetyNetExpired(self.dead)
        waited = self.waits.read()
        if wall - max(0.0, (waited or 0.0) - self.wait0) > self.wall_limit_s:
            self.dead = f"wall time limit of {self.wall_limit_s:.2f}s exceeded"
            raise CandidateTimeout(self.dead)

    def _rollout_limit(self, now: float) -> None:
        expired = self.rollout.expired(now)
        if expired == "net":
            self.dead = self.rollout.net_text()
            raise SafetyNetExpired(self.dead)
        if expired:
            self.dead = self.job_timeout = self.rollout.timeout_text()
            raise CandidateTimeout(self.dead)

    def _readable(self, timeout_s: float) -> bool:
        return bool(self.poller.poll(max(0.0, timeout_s) * 1000))

    def receive(self, begin: bool = False) -> dict:
        """The candidate's next message: a reply (or its load report), or with ``begin`` a
        batch's "b" frame; anything else is malformed and ends the candidate."""
        if self.dead:
            raise CandidateGone(self.dead)
        wait = min(POLL_S, self.cpu_limit_s)
        woke = None
        # A frame already read (or begun) is taken as one still in the socket would be,
        # had the poll below found it there: at once, with no limit looked at.
        while not self.frames.pending() and not self._readable(wait):
            woke = self.rollout.woke(woke)
            cpu = self.clock.read()
            if self.claimed and cpu is not None:
                self.cpu0, self.claimed = min(self.cpu0, cpu), False
            used = 0.0 if cpu is None else cpu - self.cpu0
            if used > self.cpu_limit_s:
                self.dead = f"CPU time limit of {self.cpu_limit_s:.2f}s exceeded"
                raise CandidateTimeout(self.dead)
            # Wake near the limit, not up to POLL_S past it: a timed-out call costs the
            # limit, not the limit plus the polling phase (and its verdict does not depend
            # on where in that phase the call ended).
            wait = min(POLL_S, max(0.002, self.cpu_limit_s - used + 0.001))
            now = time.monotonic()
            if now - self.wall0 > self.wall_limit_s:
                self._backstop(now)
            if now - self.rollout.started > self.rollout.limit_s:
                self._rollout_limit(now)
        try:
            reply = self.frames.take()
        except wire.TooLarge as exc:
            self.dead = f"the candidate sent a {exc.args[0]}-byte reply"
        except (wire.Gone, OSError):
            self.dead = "the candidate process ended"
        except ValueError:
            self.dead = "the candidate sent a malformed reply"
        else:
            if begin and _is_begin(reply) or not begin and isinstance(reply, dict) and (
                    reply.get("s") in _STATUSES or "ready" in reply or "load_error" in reply):
                return reply
            self.dead = "the candidate sent a malformed reply"
        raise CandidateGone(self.dead)

    def call(self, args: tuple, kwargs: dict) -> dict:
        return self.call_wire(codec.to_wire(args), codec.to_wire(kwargs))

    def call_wire(self, args: object, kwargs: object) -> dict:
        """One call whose arguments are already in wire form (a test's call; the grader's
        call jobs go in one batch, :meth:`send_batch`)."""
        self.send({"a": args, "k": kwargs})
        return self.receive()

    def send_batch(self, calls: list) -> None:
        """Send a call job's calls at once (wire form): the candidate answers them in order,
        each reply followed by a "b" frame as it begins the next call (:meth:`next_reply`).
        One message instead of a round trip per call; the per-call limits are the same."""
        self.send({"batch": calls})

    def send(self, message: dict) -> None:
        """Send calls; the first send also reads the candidate's load report."""
        if self.dead:
            raise CandidateGone(self.dead)
        try:
            wire.send(self.sock, message, timeout_s=self.wall_limit_s)
        except TimeoutError:
            self.dead = "the candidate stopped reading its calls"
            raise CandidateTimeout(self.dead) from None
        except OSError:
            if not self.loaded:
                self.hello()  # its load report (still readable) says why it is gone
            self.dead = "the candidate process ended"
            raise CandidateGone(self.dead) from None
        if not self.loaded:
            self.hello()

    def next_reply(self, first: bool, limits: tuple[float, float] | None = None) -> dict:
        """The next reply of a batch. Before every reply but the first comes exactly one
        "b" frame: where that call's time begins (:meth:`begin_at`). The first call's time
        counts from :meth:`begin`, before loading, as for a single call. ``limits`` (CPU,
        wall) are this call's own, from where it begins: the "b" frame is still read at the
        previous call's, whose time it ends."""
        if not first:
            message = self.receive(begin=True)
            self.begin_at(message["b"], message["w"])
        if limits is not None:
            self.limit(*limits)
        return self.receive()

    def limit(self, cpu_limit_s: float, wall_limit_s: float) -> None:
        """The limits of the call about to be read (a call job's per-call limits)."""
        self.cpu_limit_s, self.wall_limit_s = float(cpu_limit_s), float(wall_limit_s)
        self.safety_net_s = max(SAFETY_NET_FACTOR * self.wall_limit_s, SAFETY_NET_MIN_S)

    def hello(self) -> None:
        """Consume the candidate's load report; the first call is already queued behind it,
        so loading and the first call cost one round trip."""
        try:
            message = self.receive()
        except CandidateGone as exc:
            raise LoadFailed(f"while loading: {exc}") from None
        if "load_error" in message:
            self.dead = "the program failed to load"
            raise LoadFailed(message["load_error"])
        if "ready" not in message:
            self.dead = "the candidate sent a malformed reply"
            raise CandidateGone(self.dead)
        self.loaded = True


def _is_begin(message: object) -> bool:
    return type(message) is dict and all(
        type(message.get(k)) in (int, float) and math.isfinite(message[k]) for k in ("b", "w"))
