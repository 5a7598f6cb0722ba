"""One place that decides what a result means: its reason code, and whether the task is at fault.

* :func:`gar.unusable.unusable_result` (re-exported here) decides what a rollout that cannot
  run becomes.
* :func:`reason_code` maps an :class:`~gar.records.ExecutionResult` to one code of
  :data:`gar.records.REASON_CODES` (policy failures apart from instrument failures).
* Task faults are the instrument's fault, never the rollout's: a task whose prompt or test
  cannot work (:func:`static_fault`), whose reference solution fails its own tests (measured
  once per task alongside the per-test limits, :mod:`gar.execution.limits`), or whose
  harness fails on its own (:func:`harness_fault`: the check ran no test, the test code
  raised ``SystemExit``, the harness could not run) makes every rollout of the task
  ``UNSCORABLE`` with ``reason_code`` ``task_fault`` and the fault named
  (:func:`task_fault_result`). Without a reference an always-failing test cannot be told
  from a group of wrong answers; with one it can.
"""

from __future__ import annotations

import ast
import dataclasses
import functools

from gar.records import ExecutionResult, FunctionTask, Status
from gar.unusable import unusable_result

__all__ = ["harness_fault", "reason_code", "static_fault", "task_fault_result", "unusable_result",
           "with_code"]

TASK_FAULT = "task fault"
# Size caps: code over them is neither run nor audited (parsing and auditing a 17 MB program
# cost 180 s and 2.8 GB in the grader's own process). Like a time limit, a cap is part of the
# environment's contract, so going over it is the policy's failure (``too_large``).
MAX_CODE_BYTES = 64 * 1024  # a function-level program: prompt + completion, or solution
MAX_PATCH_BYTES = 1024 * 1024  # a repository patch
_NO_TEST = "the task's check ran no test"


def reason_code(result: ExecutionResult, entry_point: str = "") -> str:
    """The result's code: its own when already set (the runner's results get theirs where
    the verdict is made, :func:`gar.execution.results.check_result`); otherwise derived from
    its status, for results built elsewhere."""
    if result.reason_code:
        return result.reason_code
    status, reason = result.status, result.reason
    if status is Status.PASSED:
        return ""
    if status is Status.UNSCORABLE:
        return _instrument_code(reason)
    if status is Status.TIMEOUT:
        return "timeout"
    if reason.startswith("the program failed to load"):
        if "SyntaxError" in reason or "IndentationError" in reason:
            return "syntax_error"
        if entry_point and f"KeyError: {entry_point!r}" in reason or "entry point" in reason:
            return "no_entry_point"
        return "crash"
    if status is Status.FAILED:
        return "wrong_answer"
    return "crash"  # ERROR, KILLED: an exception, a signal, an exit


def _instrument_code(reason: str) -> str:
    if reason.startswith((TASK_FAULT, "the test harness failed")):
        return "task_fault"
    if reason.startswith("unknown task"):
        return "unknown_task"
    if "sandbox" in reason:
        return "sandbox_unavailable"
    if reason.startswith(("a function-level task needs", "expected exactly one of",
                          "the rollout's code must be", "no code", "invalid")):
        return "invalid_rollout"
    return "grader_error"


def oversized(code: str | None, what: str, cap: int) -> ExecutionResult | None:
    """A ``too_large`` failure when ``code`` is over ``cap`` bytes (UTF-8), else None."""
    if code is None or len(code) * 4 <= cap:  # cannot be over: at most 4 bytes a character
        return None
    size = len(code.encode("utf-8", errors="replace"))
    if size <= cap:
        return None
    return ExecutionResult(Status.FAILED, reason_code="too_large", reason=(
        f"the rollout's {what} is {size:,} bytes, over the grader's cap of {cap:,} bytes: "
        "not run and not audited"))


def with_code(result: ExecutionResult, entry_point: str = "") -> ExecutionResult:
    code = reason_code(result, entry_point)
    return result if code == result.reason_code else dataclasses.replace(result,
                                                                          reason_code=code)


def task_fault_result(fault: str) -> ExecutionResult:
    return ExecutionResult(Status.UNSCORABLE, reason=f"{TASK_FAULT}: {fault}",
                           reason_code="task_fault")


@functools.lru_cache(maxsize=4096)
def static_fault(task: FunctionTask) -> str | None:
    """What makes the task unusable before anything runs, or None (checked once per task)."""
    try:
        test = ast.parse(task.test)
    except (SyntaxError, ValueError) as exc:
        return f"its test code does not parse ({type(exc).__name__}: {exc})"
    if not any(isinstance(n, ast.FunctionDef) and n.name == "check" for n in test.body):
        return "its test code defines no check(candidate)"
    prompt = _parse_prompt(task.prompt)
    if isinstance(prompt, str):
        return prompt
    defined = _top_level_names(prompt)
    has_defs = any(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) for n in prompt.body)
    if has_defs and task.entry_point not in defined:
        return f"its prompt does not define the entry point {task.entry_point!r}"
    return None


def _parse_prompt(prompt: str) -> ast.Module | str:
    """The prompt's module (as given, or completed by a body when it ends with a header)."""
    errors = []
    for text in (prompt, prompt.rstrip() + "\n    pass\n"):
        try:
            return ast.parse(text)
        except (SyntaxError, ValueError) as exc:
            errors.append(exc)
    return f"its prompt does not parse ({type(errors[0]).__name__}: {errors[0]})"


def _top_level_names(module: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in module.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return names


def harness_fault(result: ExecutionResult) -> str | None:
    """A fault of the task's own harness visible in one run's outcome, or None. The candidate
    runs in another process, so an exit it makes is reported as ``CandidateError`` (or as
    the candidate process ending), never as the harness's own ``SystemExit``."""
    if result.status is Status.UNSCORABLE and result.reason.startswith("the test harness"):
        return result.reason
    if result.reason == _NO_TEST:
        return "its check ran no test"
    for test in result.tests:
        if test.message.startswith("SystemExit"):
            return f"its test code raised SystemExit at {test.test_id} ({test.message})"
    return None
