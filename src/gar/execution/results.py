"""Turning a worker server's reply into :class:`ExecutionResult` / :class:`CallJobResult`."""

from __future__ import annotations

import os
import signal as signals

from gar.execution.jobs import CallJob, CallJobResult, CallOutcome
from gar.execution.sandboxed import codec
from gar.records import ExecutionResult, Status, TestOutcome, TestStatus

_GONE = "the candidate process ended"


def unscorable(reason: str, code: str = "grader_error") -> ExecutionResult:
    return ExecutionResult(status=Status.UNSCORABLE, reason=reason, reason_code=code)


# The reason code of each verdict, decided where the verdict is (no prose matching later).
_CODES = {Status.PASSED: "", Status.FAILED: "wrong_answer", Status.TIMEOUT: "timeout",
          Status.KILLED: "crash", Status.ERROR: "crash"}


def _load_code(error: str, entry_point: str) -> str:
    """Why the program did not load: a syntax error, no entry point, or its own crash."""
    if error.startswith(("SyntaxError", "IndentationError", "TabError")):
        return "syntax_error"
    if entry_point and error == f"KeyError: {entry_point!r}":
        return "no_entry_point"
    return "crash"


def _candidate_end(status: int) -> tuple[int | None, int | None]:
    """(exit code, signal) of the candidate process from its wait status."""
    if status < 0:
        return None, None
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status)
    return os.WEXITSTATUS(status), None


def check_result(reply: dict, entry_point: str = "") -> ExecutionResult:
    frames = reply.get("frames", [])
    final = frames[-1] if frames else {}
    common = {
        "stdout_tail": reply.get("output", ""), "stderr_tail": reply.get("errors", ""),
        "wall_time_s": float(reply.get("wall", 0.0)),
        "cpu_time_s": float(reply.get("cpu", 0.0)), "peak_memory_kb": int(reply.get("peak_kb", 0)),
    }
    if "infra_error" in final:  # the harness's wall-clock safety net: never a timeout
        return ExecutionResult(status=Status.UNSCORABLE, reason=str(final["infra_error"]),
                               reason_code="sandbox_unavailable", **common)
    if "harness_error" in final:
        reason = f"the test harness failed: {final['harness_error']}"
        return ExecutionResult(status=Status.UNSCORABLE, reason=reason, reason_code="task_fault",
                               **common)
    if "load_error" in final:
        error = str(final["load_error"])
        return ExecutionResult(status=Status.ERROR, reason=f"the program failed to load: {error}",
                               reason_code=_load_code(error, entry_point), **common)
    tests = [TestOutcome(f["t"], _test_status(f["st"]), _message(f)) for f in frames if "t" in f]
    seen = {t.test_id for t in tests}
    expected = [case for case, kind in final.get("cases", []) if kind == "test"]
    missing_reason = "not run"
    if reply.get("timeout"):
        missing_reason = f"not run: {reply['timeout']}"
    tests += [TestOutcome(case, "missing", missing_reason) for case in expected if case not in seen]
    code, sig = _candidate_end(int(reply.get("status", -1)))
    gone = any(_GONE in t.message for t in tests)
    timed_out = [t for t, f in zip(tests, (f for f in frames if "t" in f), strict=False)
                 if f["st"] == "timeout"]
    status, reason = _verdict(reply, final, tests, timed_out, gone, code, sig)
    return ExecutionResult(status=status, tests=tuple(tests), reason=reason,
                           reason_code=_CODES[status], **common,
                           exit_code=code if gone else None, signal=sig if gone else None,
                           observed_calls=_observed(final))


def _observed(final: dict) -> tuple[tuple[tuple, dict], ...]:
    """The recorded calls of the tests (decoded; a malformed entry is dropped)."""
    calls = []
    for item in final.get("observed", ()) if isinstance(final.get("observed"), list) else ():
        try:
            args, kwargs = codec.from_wire(item["a"]), codec.from_wire(item["k"])
        except (ValueError, KeyError, TypeError):
            continue
        if isinstance(args, tuple) and isinstance(kwargs, dict):
            calls.append((args, kwargs))
    return tuple(calls)


def test_cpu_times(reply: dict) -> list[float]:
    """CPU seconds the candidate spent in each test (from the harness's frames)."""
    return [float(f.get("cpu", 0.0)) for f in reply.get("frames", []) if "t" in f]


_TEST_STATUSES: dict[str, TestStatus] = {
    "passed": "passed", "failed": "failed", "error": "error", "timeout": "error",
    "skipped": "skipped", "missing": "missing"}


def _test_status(status: str) -> TestStatus:
    return _TEST_STATUSES.get(status, "error")  # a timed-out test is an error


def _message(frame: dict) -> str:
    return f"timeout: {frame['m']}" if frame["st"] == "timeout" else frame.get("m", "")


def _verdict(reply: dict, final: dict, tests: list[TestOutcome], timeouts: list[TestOutcome],
             gone: bool, code: int | None, sig: int | None) -> tuple[Status, str]:
    if reply.get("timeout"):
        return Status.TIMEOUT, str(reply["timeout"])
    if timeouts:
        return Status.TIMEOUT, f"{timeouts[0].test_id}: {timeouts[0].message}"
    bad = [t for t in tests if t.status != "passed"]
    if final.get("done") is True and not bad:
        if not tests:
            return Status.FAILED, "the task's check ran no test"
        return Status.PASSED, ""
    if gone:
        if sig is not None and sig != signals.SIGKILL or sig == signals.SIGKILL and code is None:
            name = signals.Signals(sig).name if sig in signals.Signals._value2member_map_ else sig
            return Status.KILLED, f"the candidate process was killed by {name}"
        return Status.ERROR, f"the candidate process exited (code {code}) during the tests"
    if not final.get("done") and not bad:
        return Status.ERROR, "the tests did not complete"
    first = bad[0] if bad else None
    if first is None:
        return Status.ERROR, "the tests did not complete"
    status = Status.FAILED if all(t.status in ("failed", "missing") for t in bad) else Status.ERROR
    return status, f"{first.test_id}: {first.message or first.status}"


def call_result(reply: dict, job: CallJob, problems: dict[int, str]) -> CallJobResult:
    if problems:
        return CallJobResult(outcomes=tuple(
            CallOutcome(status="error", error=problems.get(i, "not run: another call's "
                        "arguments are not serializable")) for i in range(len(job.calls))))
    frames = reply.get("frames", [])
    final = frames[-1] if frames else {}
    peak = int(reply.get("peak_kb", 0))
    if "load_error" in final:
        outcomes = tuple(CallOutcome(status="crashed", error="the program failed to load")
                         for _ in job.calls)
        return CallJobResult(outcomes=outcomes, load_error=final["load_error"], peak_memory_kb=peak)
    by_index = {f["i"]: f for f in frames if "i" in f}
    why = reply.get("infra") or final.get("infra_error") or reply.get("timeout") or final.get("harness_error") or _GONE
    ran = [_outcome(by_index[i]) if by_index.get(i) else CallOutcome(status="crashed", error=why)
           for i in range(len(job.calls))]
    return CallJobResult(outcomes=tuple(ran), peak_memory_kb=peak)


def _outcome(frame: dict) -> CallOutcome:
    status = frame.get("s", "crashed")
    value, error = None, frame.get("e", "")
    if status == "ok":
        try:
            value = codec.from_wire(frame.get("v"))
        except ValueError as exc:
            status, error = "unserializable", f"undecodable value: {exc}"
    return CallOutcome(
        status=status, value=value, error=error, stdout=frame.get("out", ""),
        cpu_time_s=float(frame.get("cpu", 0.0)), mutated_args=bool(frame.get("mut", False)),
        audit_events=tuple(frame.get("ev", ())),
    )
