"""The harness: runs the task's tests against a proxy of the candidate.

The task's ``prompt`` is exec'd (it defines helpers some tests use), then its ``test`` with
``check``'s body rewritten so every top-level statement is one recorded test, then
``check(proxy)``. ``proxy(*args)`` encodes the arguments, sends them to the candidate process,
and decodes the reply, so the tests compare plain builtin values in this process. Each test's
outcome is recorded as soon as it is known; a pass needs the final ``done`` frame with every
test accounted for. This runs in the worker server (root inside the sandbox when the grader
is root; the candidate runs as another uid), never in the candidate's process, so nothing the
candidate does — exiting, monkeypatching, inspecting frames — reaches the verdict.
"""

from __future__ import annotations

import ast
import builtins
import math
import os
import random
import select
import time

import codec
import wire
from clock import RolloutClock

REPLY_LIMIT = 16 * 1024 * 1024
POLL_S = 0.05  # how often a running call's CPU time is read
# Calls the tests make to the candidate, recorded for the grader's behaviour stage: at most
# this many, each at most this many bytes encoded (bigger ones are counted, not kept).
OBSERVED_CALLS = 256
OBSERVED_BYTES = 4096
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
    """A call ran past the absolute wall-clock safety net while its backstop still credited
    it (it waited for a CPU that long): the machine failed the job, not the candidate. A
    BaseException so no test's ``except Exception`` and no ``_Case`` turns it into a verdict."""


class Stop(BaseException):
    """Abort ``check`` (stop at first failure, or the candidate is dead)."""


class CandidateError(Exception):
    """The candidate raised an exception that is not a builtin one."""


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
        while not self._readable(wait):
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
            reply = wire.recv(self.sock, REPLY_LIMIT)
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

    def next_reply(self, first: bool) -> dict:
        """The next reply of a batch. Before every reply but the first comes exactly one
        "b" frame: where that call's time begins (:meth:`begin_at`). The first call's time
        counts from :meth:`begin`, before loading, as for a single call."""
        if not first:
            message = self.receive(begin=True)
            self.begin_at(message["b"], message["w"])
        return self.receive()

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


def _raise_candidate_error(text: str) -> None:
    name, _, message = text.partition(": ")
    kind = getattr(builtins, name, None)
    if isinstance(kind, type) and issubclass(kind, Exception):
        raise kind(message)
    raise CandidateError(text)


def make_proxy(monitor: Monitor, observed: list | None = None):
    """The stand-in for the candidate that the tests call. With ``observed``, each call's
    arguments (in wire form) are appended to it: whatever expression the test wraps the call
    in (``tuple(...)``, ``sorted(...)``, a loop, a helper), the grader sees the inputs."""

    def candidate(*args, **kwargs):
        if observed is not None and len(observed) < OBSERVED_CALLS:
            _observe(observed, args, kwargs)
        reply = monitor.call(args, kwargs)
        if reply["s"] == "ok":
            return codec.from_wire(reply["v"])
        if reply["s"] == "unserializable":
            raise CandidateError(f"the candidate returned an unserializable value: {reply['e']}")
        _raise_candidate_error(reply.get("e", "error"))

    return candidate


def _observe(observed: list, args: tuple, kwargs: dict) -> None:
    try:
        item = {"a": codec.to_wire(args), "k": codec.to_wire(kwargs)}
    except codec.Unserializable:
        return  # the call itself reports this to the test
    if len(repr(item)) <= OBSERVED_BYTES:
        observed.append(item)


def rewrite_check(test_source: str) -> tuple[ast.Module, list[tuple[str, str]]]:
    """Wrap each top-level statement of ``check`` in ``with __gar_case__(id, kind):``."""
    tree = ast.parse(test_source, "test.py")
    cases: list[tuple[str, str]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "check":
            wrapped: list[ast.stmt] = []
            for statement in node.body:
                is_test = any(isinstance(n, ast.Assert) for n in ast.walk(statement))
                kind = "test" if is_test else "setup"
                case_id = f"{kind}@L{statement.lineno}"
                cases.append((case_id, kind))
                call = ast.Call(ast.Name("__gar_case__", ast.Load()),
                                [ast.Constant(case_id), ast.Constant(kind)], [])
                block = ast.With([ast.withitem(call)], [statement])
                wrapped.append(ast.copy_location(block, statement))
            node.body = wrapped
    return ast.fix_missing_locations(tree), cases


class Reporter:
    def __init__(self, emit, monitor: Monitor, stop_at_first_failure: bool) -> None:
        self.emit, self.monitor, self.stop_first = emit, monitor, stop_at_first_failure
        self.seen: set[str] = set()

    def case(self, case_id: str, kind: str) -> _Case:
        return _Case(self, case_id, kind)

    def record(self, case_id: str, status: str, message: str, cpu: float) -> None:
        self.seen.add(case_id)
        self.emit({"t": case_id, "st": status, "m": message[:2000], "cpu": cpu})


class _Case:
    def __init__(self, reporter: Reporter, case_id: str, kind: str) -> None:
        self.reporter, self.case_id, self.kind = reporter, case_id, kind

    def __enter__(self) -> None:
        self.reporter.monitor.begin()

    def __exit__(self, kind, exc, tb) -> bool:
        reporter = self.reporter
        cpu = reporter.monitor.used_cpu()
        if kind is None:
            if self.kind == "test":
                reporter.record(self.case_id, "passed", "", cpu)
            return False
        if kind is Stop or kind is LoadFailed or kind is SafetyNetExpired:
            return False
        if issubclass(kind, CandidateTimeout):
            reporter.record(self.case_id, "timeout", str(exc), cpu)
            raise Stop()
        if issubclass(kind, CandidateGone):
            reporter.record(self.case_id, "error", str(exc), cpu)
            raise Stop()
        if issubclass(kind, AssertionError):
            detail = f": {exc}" if str(exc) else ""
            reporter.record(self.case_id, "failed", f"AssertionError{detail}", cpu)
        else:
            reporter.record(self.case_id, "error", wire.exception_text(exc), cpu)
        if reporter.stop_first:
            raise Stop()
        return True


def run(job: dict, sock: int, candidate_pid: int, emit, rollout: RolloutClock) -> str:
    """Run the job's tests or calls, ``emit``-ting frames; return a rollout-level timeout.

    Runs inside the server process (trusted code: the task's tests), never in the candidate.
    """
    monitor = Monitor(sock, candidate_pid, job["cpu_limit_s"], job["wall_limit_s"], rollout)
    try:
        if job["kind"] == "check":
            _run_check(job, monitor, emit)
        else:
            _run_calls(job, monitor, emit)
        if not monitor.loaded and not monitor.dead:
            monitor.hello()  # no call was made: the program must still have loaded
    except SafetyNetExpired as exc:
        emit({"infra_error": str(exc)})
    except LoadFailed as exc:
        emit({"load_error": str(exc)})
    except (CandidateTimeout, CandidateGone) as exc:
        emit({"load_error": f"while loading: {exc}"})
    except Exception as exc:  # noqa: BLE001 — a broken task, not the candidate
        emit({"harness_error": wire.exception_text(exc)})
    finally:
        monitor.close()
    return monitor.job_timeout


_compiled: dict[tuple[str, str], tuple] = {}


def prepare(job: dict) -> tuple:
    """(prompt code, rewritten test code, cases) or (error text,), cached per task.

    Called in the server before forking the harness, so a group's rollouts compile their
    task's tests once. (The cache lives in the server, never in the candidates' zygote.)
    """
    if job.get("kind") != "check":
        return ()
    key = (job["prompt"], job["test"])
    if key not in _compiled:
        if len(_compiled) > 256:
            _compiled.clear()
        try:
            tree, cases = rewrite_check(job["test"])
            _compiled[key] = (_compile_prompt(job["prompt"]),
                              compile(tree, "test.py", "exec"), cases)
        except BaseException as exc:  # noqa: BLE001 — a broken task is the task's problem
            _compiled[key] = (f"the task's prompt/test: {wire.exception_text(exc)}",)
    return _compiled[key]


def _run_check(job: dict, monitor: Monitor, emit) -> None:
    namespace: dict = {"__name__": "__harness__", "__builtins__": builtins}
    compiled = prepare(job)
    if len(compiled) == 1:
        emit({"harness_error": compiled[0]})
        return
    prompt_code, test_code, cases = compiled
    try:
        exec(prompt_code, namespace)  # noqa: S102
    except Exception as exc:  # noqa: BLE001
        emit({"harness_error": f"the task's prompt: {wire.exception_text(exc)}"})
        return
    reporter = Reporter(emit, monitor, job["stop_at_first_failure"])
    observed: list = []
    proxy = make_proxy(monitor, observed)
    # Tests may call the entry point by name (HumanEval/33 does): that is the candidate too.
    namespace[job["entry_point"]] = proxy
    namespace["__gar_case__"] = reporter.case
    # Tests that draw random inputs (HumanEval/38, /50) see the same ones in every rollout.
    random.seed(0)
    exec(test_code, namespace)  # noqa: S102
    completed = False
    try:
        namespace["check"](proxy)
        completed = True
    except Stop:
        pass
    except Exception as exc:  # noqa: BLE001 — raised outside any case: the task's problem
        emit({"harness_error": f"check raised: {wire.exception_text(exc)}"})
        return
    emit({"done": completed, "cases": cases, "observed": observed})


def _compile_prompt(prompt: str):
    """The prompt's code (it defines helpers tests use); a bare signature gets a body."""
    for text in (prompt, prompt.rstrip() + "\n    pass\n"):
        try:
            return compile(text, "prompt.py", "exec")
        except SyntaxError:
            continue
    return compile(prompt, "prompt.py", "exec")  # raises the original error


def _run_calls(job: dict, monitor: Monitor, emit) -> None:
    """The calls go in one batch (:meth:`Monitor.send_batch`); replies come one per call,
    each limited as a single call is. A timeout or a crash ends the candidate: the calls
    after it come back "crashed"."""
    calls = job["calls"]
    if not calls:
        emit({"done": True})
        return
    monitor.begin()
    failed: dict | None = None
    try:
        monitor.send_batch(calls)
    except CandidateTimeout as exc:
        failed = {"s": "timeout", "e": str(exc)}
    except CandidateGone as exc:
        failed = {"s": "crashed", "e": str(exc)}
    for index in range(len(calls)):
        reply: dict
        try:
            reply = failed or monitor.next_reply(first=index == 0)
        except CandidateTimeout as exc:
            reply = {"s": "timeout", "e": str(exc)}
        except CandidateGone as exc:
            reply = {"s": "crashed", "e": str(exc)}
        failed = None
        reply["i"] = index
        emit(reply)
    emit({"done": True})
