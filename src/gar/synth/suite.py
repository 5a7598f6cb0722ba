"""Running a project's test suite in the sandbox: the baseline (with a call trace) and the
screening of one planted bug.

Everything goes through the repository runner (:mod:`gar.repo.runner`): a fresh copy of the
tree without VCS metadata, the report plugin, bubblewrap without network. The baseline runs
the whole suite ``runs`` times; the first run also loads :mod:`gar.synth.pytest_trace`, which
records the library functions each test calls. A test that does not pass in every baseline
run (failing or flaky) is left out of every task.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from gar.records import ExecutionResult, RepoTask, Rollout, Status
from gar.repo.runner import HARNESS_DIR, execute_repo_rollouts, run_tests
from gar.repo.workspace import copy_workspace
from gar.synth.source import Project, SourceError

TRACE_PLUGIN = "gar_synth_trace"
_TRACE_FILE = f"{HARNESS_DIR}/trace.jsonl"
FunctionKey = tuple[str, str]  # (workspace-relative file, qualname)


@dataclass(frozen=True)
class Baseline:
    """The suite before any bug: stable passing tests, the rest, who calls what."""

    passing: tuple[str, ...]
    unstable: tuple[str, ...]
    callers: Mapping[FunctionKey, tuple[str, ...]]
    wall_s: float


def suite_task(project: Project, expected: Iterable[str] = (),
               workspace: Path | None = None) -> RepoTask:
    """A task running ``expected`` (their files; the whole suite when empty)."""
    return RepoTask(task_id=f"synth:{project.name}", workspace=workspace or project.root,
                    problem_statement="", test_command=project.test_command,
                    pass_to_pass=tuple(expected), protected_paths=project.protected_paths)


def run_copy(task: RepoTask, sandbox: Any, limits: Any, traced: Project | None = None
             ) -> tuple[ExecutionResult, list[dict[str, Any]]]:
    """The task's tests in a fresh copy of its workspace; with ``traced``, the call trace."""
    holder = Path(tempfile.mkdtemp(prefix="gar-synth-"))
    try:
        root = holder / "workspace"
        copy_workspace(task.workspace, root)
        plugins, env = {}, {}
        if traced is not None:
            plugins[TRACE_PLUGIN] = resources.files("gar.synth").joinpath(
                "pytest_trace.py").read_text("utf-8")
            env = {"GAR_TRACE_FILE": _TRACE_FILE,
                   "GAR_TRACE_SOURCES": json.dumps(list(traced.source_files))}
        result = run_tests(task, root, sandbox, limits, plugins=plugins, env=env)
        trace = []
        if traced is not None and (root / _TRACE_FILE).is_file():
            for line in (root / _TRACE_FILE).read_text("utf-8", errors="replace").splitlines():
                try:
                    trace.append(json.loads(line))
                except json.JSONDecodeError:
                    continue
        return result, trace
    finally:
        shutil.rmtree(holder, ignore_errors=True)


def run_baseline(project: Project, sandbox: Any, limits: Any, runs: int = 3) -> Baseline:
    """Run the whole suite ``runs`` times (the first traced); raise :class:`SourceError`
    when nothing passes (a suite that fails at baseline cannot tell a bug from a fix)."""
    task = suite_task(project)
    results: list[ExecutionResult] = []
    trace: list[dict[str, Any]] = []
    for number in range(max(1, runs)):
        result, calls = run_copy(task, sandbox, limits, project if number == 0 else None)
        results.append(result)
        trace = trace or calls
    _check_ran(project, results[0])
    outcomes = [{t.test_id: t.status for t in r.tests} for r in results]
    every = sorted(set().union(*outcomes))
    passing = tuple(t for t in every if all(o.get(t) == "passed" for o in outcomes))
    if not passing:
        raise SourceError(_baseline_failure(project, results[0]))
    keep = set(passing)
    callers: dict[FunctionKey, set[str]] = defaultdict(set)
    for record in trace:
        if record.get("nodeid") in keep:
            for path, qualname in record.get("functions", []):
                if "<locals>" not in qualname:
                    callers[(path, qualname)].add(record["nodeid"])
    return Baseline(passing=passing, unstable=tuple(t for t in every if t not in keep),
                    callers={k: tuple(sorted(v)) for k, v in sorted(callers.items())},
                    wall_s=max(r.wall_time_s or 0.0 for r in results))


def _check_ran(project: Project, result: ExecutionResult) -> None:
    if result.status in (Status.TIMEOUT, Status.KILLED, Status.UNSCORABLE):
        raise SourceError(f"the test suite of {project.name} did not finish in the sandbox "
                          f"({result.status.value}: {result.reason}); raise --timeout?")
    if not result.tests:
        raise SourceError(_baseline_failure(project, result))


def _baseline_failure(project: Project, result: ExecutionResult) -> str:
    tail = (result.stdout_tail or result.stderr_tail or "").strip().splitlines()[-8:]
    ran = len(result.tests)
    return (f"the test suite of {project.name} fails at baseline ({ran} tests reported, none "
            f"passing in every run; command: {' '.join(project.test_command)}). Last output:\n"
            + "\n".join(tail))


def screen(project: Project, candidates: list[tuple[RepoTask, str]], sandbox: Any,
           limits: Any, workers: int) -> list[ExecutionResult]:
    """Run each ``(task, bug patch)`` (tests of the task on the original tree with the bug
    applied), in parallel, one result each in order."""
    pairs = [(task, Rollout(task_id=task.task_id, rollout_id=f"bug{i}", patch=patch, index=i))
             for i, (task, patch) in enumerate(candidates)]
    config = SimpleNamespace(workers=workers, limits=limits)
    return execute_repo_rollouts(pairs, sandbox, config)


def with_tests(task: RepoTask, fail: Iterable[str], keep: Iterable[str]) -> RepoTask:
    return replace(task, fail_to_pass=tuple(fail), pass_to_pass=tuple(keep))
