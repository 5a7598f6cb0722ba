"""The harness process: runs the task's tests against a proxy of the candidate.

The task's ``prompt`` is exec'd (it defines helpers some tests use), then its ``test`` with
``check``'s body rewritten so every top-level statement is one recorded test, then
``check(proxy)``. ``proxy(*args)`` encodes the arguments, sends them to the candidate process,
and decodes the reply, so the tests compare plain builtin values in this process. Each test's
outcome goes to the server as soon as it is known over a pipe the candidate never holds; a pass
needs the final ``done`` frame with every test accounted for.
"""

from __future__ import annotations

import ast
import builtins
import os
import resource
import time

import codec
import wire


class CandidateTimeout(Exception):
    pass


class CandidateGone(Exception):
    pass


class Stop(BaseException):
    """Abort ``check`` (stop at first failure, or the candidate is dead)."""


class CandidateError(Exception):
    """The candidate raised an exception that is not a builtin one."""


class Monitor:
    """Talks to the candidate and enforces per-test CPU limits (wall as a backstop)."""

    def __init__(self, sock: int, pid: int, cpu_limit_s: float, wall_limit_s: float) -> None:
        self.sock, self.pid = sock, pid
        self.cpu_limit_s, self.wall_limit_s = cpu_limit_s, wall_limit_s
        self.dead = ""
        self.begin()

    def begin(self) -> None:
        self.cpu0 = wire.cpu_seconds(self.pid) or 0.0
        self.wall0 = time.monotonic()

    def used_cpu(self) -> float:
        now = wire.cpu_seconds(self.pid)
        return 0.0 if now is None else max(0.0, now - self.cpu0)

    def receive(self) -> dict:
        if self.dead:
            raise CandidateGone(self.dead)
        while not wire.readable(self.sock, 0.05):
            cpu = wire.cpu_seconds(self.pid)
            if cpu is not None and cpu - self.cpu0 > self.cpu_limit_s:
                self.dead = f"CPU time limit of {self.cpu_limit_s:.2f}s exceeded"
                raise CandidateTimeout(self.dead)
            if time.monotonic() - self.wall0 > self.wall_limit_s:
                self.dead = f"wall time limit of {self.wall_limit_s:.2f}s exceeded"
                raise CandidateTimeout(self.dead)
        try:
            return wire.recv(self.sock)
        except wire.TooLarge as exc:
            self.dead = f"the candidate sent a {exc.args[0]}-byte reply"
        except (wire.Gone, OSError, ValueError):
            self.dead = "the candidate process ended"
        raise CandidateGone(self.dead)

    def call(self, args: tuple, kwargs: dict) -> dict:
        if self.dead:
            raise CandidateGone(self.dead)
        try:
            wire.send(self.sock, {"a": codec.to_wire(args), "k": codec.to_wire(kwargs)})
        except OSError:
            self.dead = "the candidate process ended"
            raise CandidateGone(self.dead) from None
        return self.receive()


def _raise_candidate_error(text: str) -> None:
    name, _, message = text.partition(": ")
    kind = getattr(builtins, name, None)
    if isinstance(kind, type) and issubclass(kind, Exception):
        raise kind(message)
    raise CandidateError(text)


def make_proxy(monitor: Monitor):
    def candidate(*args, **kwargs):
        reply = monitor.call(args, kwargs)
        if reply["s"] == "ok":
            return codec.from_wire(reply["v"])
        if reply["s"] == "unserializable":
            raise CandidateError(f"the candidate returned an unserializable value: {reply['e']}")
        _raise_candidate_error(reply.get("e", "error"))

    return candidate


def rewrite_check(test_source: str) -> tuple[ast.Module, list[tuple[str, str]]]:
    """Wrap each top-level statement of ``check`` in ``with __gar_case__(id, kind):``."""
    tree = ast.parse(test_source, "test.py")
    cases: list[tuple[str, str]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "check":
            wrapped = []
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
    def __init__(self, fd: int, monitor: Monitor, stop_at_first_failure: bool) -> None:
        self.fd, self.monitor, self.stop_first = fd, monitor, stop_at_first_failure
        self.seen: set[str] = set()

    def case(self, case_id: str, kind: str) -> _Case:
        return _Case(self, case_id, kind)

    def record(self, case_id: str, status: str, message: str, cpu: float) -> None:
        self.seen.add(case_id)
        wire.send(self.fd, {"t": case_id, "st": status, "m": message[:2000], "cpu": cpu})


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
        if kind is Stop:
            return False
        if issubclass(kind, CandidateTimeout):
            reporter.record(self.case_id, "timeout", str(exc), cpu)
            raise Stop()
        if issubclass(kind, CandidateGone):
            reporter.record(self.case_id, "error", str(exc), cpu)
            raise Stop()
        if issubclass(kind, AssertionError):
            reporter.record(self.case_id, "failed", "AssertionError" + (f": {exc}" if str(exc) else ""), cpu)
        else:
            reporter.record(self.case_id, "error", wire.exception_text(exc), cpu)
        if reporter.stop_first:
            raise Stop()
        return True


def _confine(job: dict) -> None:
    devnull = os.open("/dev/null", os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    os.close(devnull)
    resource.setrlimit(resource.RLIMIT_AS, (2048 << 20,) * 2)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if job["drop"]:
        uid = job["harness_uid"]
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)


def main(job: dict, sock: int, result_fd: int, candidate_pid: int) -> None:
    """Run the job's tests or calls, streaming frames to ``result_fd``; never returns."""
    try:
        _confine(job)
        monitor = Monitor(sock, candidate_pid, job["cpu_limit_s"], job["wall_limit_s"])
        try:
            hello = monitor.receive()
        except (CandidateTimeout, CandidateGone) as exc:
            wire.send(result_fd, {"load_error": f"while loading: {exc}"})
            os._exit(0)
        if "load_error" in hello:
            wire.send(result_fd, {"load_error": hello["load_error"]})
            os._exit(0)
        if job["kind"] == "check":
            _run_check(job, monitor, result_fd)
        else:
            _run_calls(job, monitor, result_fd)
    except BaseException as exc:  # noqa: BLE001
        try:
            wire.send(result_fd, {"harness_error": wire.exception_text(exc)})
        except BaseException:  # noqa: BLE001
            pass
    os._exit(0)


def _run_check(job: dict, monitor: Monitor, result_fd: int) -> None:
    namespace: dict = {"__name__": "__harness__", "__builtins__": builtins}
    try:
        exec(compile(job["prompt"], "prompt.py", "exec"), namespace)  # noqa: S102
        tree, cases = rewrite_check(job["test"])
    except BaseException as exc:  # noqa: BLE001 — a broken task is the task's problem
        wire.send(result_fd, {"harness_error": f"the task's prompt/test: {wire.exception_text(exc)}"})
        return
    reporter = Reporter(result_fd, monitor, job["stop_at_first_failure"])
    proxy = make_proxy(monitor)
    # Tests may call the entry point by name (HumanEval/33 does): that is the candidate too.
    namespace[job["entry_point"]] = proxy
    namespace["__gar_case__"] = reporter.case
    exec(compile(tree, "test.py", "exec"), namespace)  # noqa: S102
    completed = False
    try:
        namespace["check"](proxy)
        completed = True
    except Stop:
        pass
    except BaseException as exc:  # noqa: BLE001 — raised outside any case: infrastructure
        wire.send(result_fd, {"harness_error": f"check raised: {wire.exception_text(exc)}"})
        return
    wire.send(result_fd, {"done": completed, "cases": cases})


def _run_calls(job: dict, monitor: Monitor, result_fd: int) -> None:
    for index, call in enumerate(job["calls"]):
        monitor.begin()
        try:
            reply = monitor.call(codec.from_wire(call["a"]), codec.from_wire(call["k"]))
        except CandidateTimeout as exc:
            reply = {"s": "timeout", "e": str(exc)}
        except CandidateGone as exc:
            reply = {"s": "crashed", "e": str(exc)}
        reply["i"] = index
        wire.send(result_fd, reply)
    wire.send(result_fd, {"done": True})
