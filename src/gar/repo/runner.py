"""Running a repository task's tests for each patch rollout, in a sandbox.

Per rollout: a fresh copy of the workspace (no git history), the patch applied with
``git apply``, protected and harness files restored to pristine, then the task's test command
on the files of the expected test ids, inside the sandbox, with a small report plugin of our
own (:mod:`gar.repo.pytest_report`) loaded with ``-p``. Results are kept per test id; an
expected id that did not run is ``missing``; skipped and xfailed tests count as failures.
Every pair gets exactly one :class:`ExecutionResult`; a patch that does not apply is a
failure with the reason; an unavailable sandbox makes the rollout unscorable.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from pathlib import Path
from typing import Any

from gar.errors import SandboxUnavailable
from gar.records import ExecutionResult, RepoTask, Rollout, Status, TestOutcome, TestStatus
from gar.repo.workspace import HARNESS_PATTERNS, apply_patch, test_files
from gar.unusable import unusable_result

HARNESS_DIR = ".gar_harness"
_RANK: dict[TestStatus, int] = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
_OUTCOMES: dict[str, TestStatus] = {s: s for s in _RANK}


def protected_patterns(task: RepoTask) -> tuple[str, ...]:
    """Everything restored before the tests run: the task's protected paths, the files of
    its expected tests, and the harness files (conftest, pytest config, site hooks)."""
    return tuple(dict.fromkeys(
        (*task.protected_paths, *test_files(task.expected_tests), *HARNESS_PATTERNS)))


def test_argv(task: RepoTask) -> tuple[str, ...]:
    """The command run in the sandbox: the task's command, our plugin, the test files."""
    files = test_files(task.expected_tests)
    return (*task.test_command, "-p", "gar_pytest_report", "-p", "no:cacheprovider",
            "--rootdir=.", "-q", *files)


def execute_repo_rollouts(
    pairs: Sequence[tuple[RepoTask, Rollout]], sandbox: Any, config: Any = None,
) -> list[ExecutionResult]:
    """One result per ``(task, rollout)`` pair, in the same order (see module doc)."""
    workers = max(1, int(getattr(config, "workers", 0) or os.cpu_count() or 1))
    limits = _limits(config)
    if workers == 1 or len(pairs) <= 1:
        return [_execute_one(task, rollout, sandbox, limits) for task, rollout in pairs]
    with ThreadPoolExecutor(max_workers=min(workers, len(pairs))) as pool:
        return list(pool.map(lambda p: _execute_one(p[0], p[1], sandbox, limits), pairs))


BLOCKED_S = 60.0  # seconds a test run may spend blocked (see watch_tests.py): its timeout
SAFETY_WALL_S = 900.0  # the wall-clock safety net: its expiry is unscorable, never a timeout


def _limits(config: Any) -> Any:
    """Sandbox limits for one test run. A repository suite starts pytest and imports the
    package, so it gets at least 30 s of CPU whatever the function-level ``timeout_s`` says
    (a slow-but-correct suite must not become a false timeout). The CPU limit and the
    blocked-time watch (``watch_tests.py``) decide a timeout; both read the kernel's
    per-process accounting, which a loaded machine does not change. The wall-clock limit is
    only a safety net far beyond them (:data:`SAFETY_WALL_S`)."""
    limits = getattr(config, "limits", None)
    if limits is not None:
        return limits
    from gar.sandbox import Limits

    timeout = float(getattr(config, "timeout_s", 0) or 0)
    memory = int(getattr(config, "memory_mb", 0) or 1024)
    return Limits(cpu_s=max(30.0, timeout), wall_s=max(SAFETY_WALL_S, 10 * timeout),
                  memory_mb=memory)


def _text(data: Any) -> str:
    if isinstance(data, bytes):
        return data.decode("utf-8", errors="replace")
    return str(data or "")


def _execute_one(task: RepoTask, rollout: Rollout, sandbox: Any, limits: Any) -> ExecutionResult:
    unusable = unusable_result(task, rollout)
    if unusable is not None:
        return unusable
    assert rollout.patch is not None  # unusable_result checked it
    holder = Path(tempfile.mkdtemp(prefix="gar-repo-"))
    try:
        applied = apply_patch(task.workspace, rollout.patch, holder / "workspace",
                              protected_patterns(task))
        if applied.root is None:
            return _not_applied(task, applied.reason)
        return run_tests(task, applied.root, sandbox, limits, watch=True)
    except SandboxUnavailable as exc:
        return ExecutionResult(Status.UNSCORABLE, reason=f"sandbox unavailable: {exc}",
                               reason_code="sandbox_unavailable")
    except OSError as exc:
        return ExecutionResult(Status.UNSCORABLE, reason=f"infrastructure error: {exc}")
    finally:
        shutil.rmtree(holder, ignore_errors=True)


def _not_applied(task: RepoTask, reason: str) -> ExecutionResult:
    tests = tuple(TestOutcome(t, "missing", "patch not applied") for t in task.expected_tests)
    return ExecutionResult(Status.FAILED, tests=tests, reason=reason)


def _install_harness(root: Path) -> tuple[str, str]:
    harness = root / HARNESS_DIR
    if harness.exists():
        shutil.rmtree(harness) if harness.is_dir() else harness.unlink()
    harness.mkdir()
    package = resources.files("gar.repo")
    plugin = package.joinpath("pytest_report.py").read_text("utf-8")
    (harness / "gar_pytest_report.py").write_text(plugin, encoding="utf-8")
    watch = package.joinpath("watch_tests.py").read_text("utf-8")
    (harness / "watch_tests.py").write_text(watch, encoding="utf-8")
    return f"{HARNESS_DIR}/report.jsonl", secrets.token_hex(8)


def run_tests(task: RepoTask, root: Path, sandbox: Any, limits: Any,
              plugins: Mapping[str, str] | None = None,
              env: Mapping[str, str] | None = None, watch: bool = False) -> ExecutionResult:
    """Run the task's tests in the prepared copy ``root`` and read the per-test report.

    ``plugins`` (module name → source) are extra pytest plugins of GAR's own, written next
    to the report plugin and loaded with ``-p``; ``env`` adds variables for them. With
    ``watch`` (grading), a run blocked for :data:`BLOCKED_S` is the rollout's timeout and a
    run the sandbox's wall clock ended is unscorable: the machine, not the rollout, ran out
    of time (see :func:`_limits`)."""
    report, nonce = _install_harness(root)
    argv = list(test_argv(task))
    for name, text in (plugins or {}).items():
        (root / HARNESS_DIR / f"{name}.py").write_text(text, encoding="utf-8")
        argv[len(task.test_command):len(task.test_command)] = ["-p", name]
    # Plugins installed next to pytest are not loaded: the suite runs the same wherever it
    # runs, nothing outside the task hooks into it, and startup is several times faster.
    variables = {**(env or {}),
                 "PYTHONPATH": HARNESS_DIR, "GAR_REPORT_FILE": report, "GAR_REPORT_NONCE": nonce,
                 "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0",
                 "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
                 "GAR_PROTECTED": json.dumps(_audited_patterns(task)),
                 "GAR_BLOCKED_S": repr(BLOCKED_S)}
    if watch:
        argv = ["python", "-I", "-S", f"{HARNESS_DIR}/watch_tests.py", *argv]
    result = sandbox.run(argv, workspace=root, limits=limits, env=variables)
    records = _read_report(root / report, nonce)
    return _result(task, result, records, safety_net=watch)


def _audited_patterns(task: RepoTask) -> list[str]:
    """The files whose opening by code under test is reported: the expected tests' files and
    the Python files under the task's protected paths (``**`` becomes the plugin's fnmatch
    ``*``, which spans ``/``). Data files under ``tests/`` are left out: a test may hand one
    to the code under test; test *code* it has no reason to read."""
    patterns = set(test_files(task.expected_tests))
    for pattern in task.protected_paths:
        glob = pattern.replace("**/", "*").replace("**", "*")
        if glob.endswith(".py"):
            patterns.add(glob)
        elif glob.endswith("*"):
            patterns.add(glob + ".py")
    return sorted(patterns)


def _read_report(path: Path, nonce: str) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    records = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and record.get("nonce") == nonce:
            records.append(record)
    return records


def _per_test(records: list[dict[str, Any]]) -> dict[str, tuple[TestStatus, str]]:
    """Worst outcome per test id over its setup/call/teardown phases."""
    outcomes: dict[str, tuple[TestStatus, str]] = {}
    for record in records:
        nodeid = record.get("nodeid")
        if not isinstance(nodeid, str):
            continue
        outcome = _OUTCOMES.get(str(record.get("outcome")), "error")
        if outcome == "failed" and record.get("when") != "call":
            outcome = "error"
        previous = outcomes.get(nodeid)
        if previous is None or _RANK[outcome] > _RANK[previous[0]]:
            outcomes[nodeid] = (outcome, str(record.get("message", "")))
    return outcomes


def _result(task: RepoTask, run: Any, records: list[dict[str, Any]], safety_net: bool = False
            ) -> ExecutionResult:
    per_test = _per_test(records)
    done = next((r for r in records if r.get("done")), None)
    expected = task.expected_tests or tuple(per_test)
    tests = tuple(
        TestOutcome(tid, per_test[tid][0], per_test[tid][1][-500:]) if tid in per_test
        else TestOutcome(tid, "missing", "did not run")
        for tid in expected
    )
    common = {"stdout_tail": _text(run.stdout)[-2000:], "stderr_tail": _text(run.stderr)[-2000:],
                  "wall_time_s": run.wall_time_s, "cpu_time_s": run.cpu_time_s,
                  "peak_memory_kb": run.peak_memory_kb, "exit_code": run.exit_code,
                  "signal": run.signal, "tests": tests,
                  "runtime_events": tuple(
                      f"open:{r['audit_open']} by {r.get('by', '?')}" for r in records
                      if isinstance(r.get("audit_open"), str))[:20]}
    blocked = next((r["blocked_s"] for r in records if "blocked_s" in r), None)
    if blocked is not None:
        return ExecutionResult(Status.TIMEOUT, reason=(
            f"the test run was blocked for {blocked} s (neither running nor waiting for a "
            "CPU: a sleep, a deadlock, a wait)"), **common)
    if safety_net and str(run.killed_reason).startswith("wall"):
        return ExecutionResult(Status.UNSCORABLE, reason=(
            f"the test run hit the wall-clock safety net ({run.killed_reason}) before its CPU "
            "or blocked-time limit: the machine is overloaded"), reason_code="grader_error",
            **common)
    if run.timed_out:
        return ExecutionResult(Status.TIMEOUT, reason="the test run timed out", **common)
    if run.killed_reason:
        return ExecutionResult(Status.KILLED, reason=str(run.killed_reason), **common)
    bad = [t for t in tests if t.status != "passed"]
    if done is None:
        return ExecutionResult(Status.FAILED, reason=(
            f"the test run ended without its completion marker (exit code {run.exit_code})"),
            **common)
    if not expected:
        return ExecutionResult(Status.FAILED, reason="no test ran", **common)
    if bad:
        counts: dict[str, int] = {}
        for t in bad:
            counts[t.status] = counts.get(t.status, 0) + 1
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        return ExecutionResult(Status.FAILED, reason=f"{summary} of {len(tests)} tests",
                               **common)
    return ExecutionResult(Status.PASSED, **common)
