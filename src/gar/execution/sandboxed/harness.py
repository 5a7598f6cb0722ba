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
import random

import codec
import wire
from clock import RolloutClock
from monitor import CandidateGone, CandidateTimeout, LoadFailed, Monitor, SafetyNetExpired

# Calls the tests make to the candidate, recorded for the grader's behaviour stage: at most
# this many, each at most this many bytes encoded (bigger ones are counted, not kept).
OBSERVED_CALLS = 256
OBSERVED_BYTES = 4096


class Stop(BaseException):
    """Abort ``check`` (stop at first failure, or the candidate is dead)."""


class CandidateError(Exception):
    """The candidate raised an exception that is not a builtin one."""


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
    each limited as a single call is: at the job's limits, or at each call's own
    (``call_limits_s``: a CPU and a wall limit per call). A timeout or a crash ends the
    candidate: the calls after it come back "crashed"."""
    calls = job["calls"]
    if not calls:
        emit({"done": True})
        return
    own = job.get("call_limits_s")
    if own:
        monitor.limit(*own[0])  # the first call's time counts from before loading
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
            reply = failed or monitor.next_reply(first=index == 0,
                                                 limits=own[index] if own else None)
        except CandidateTimeout as exc:
            reply = {"s": "timeout", "e": str(exc)}
        except CandidateGone as exc:
            reply = {"s": "crashed", "e": str(exc)}
        failed = None
        reply["i"] = index
        emit(reply)
    emit({"done": True})
