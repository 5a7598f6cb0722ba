"""Executing rollouts: many in parallel, each sandboxed, every one getting exactly one result.

Function-level rollouts go through :class:`FunctionRunner` (pre-started sandboxed workers
that fork per rollout; the tests run in a separate process from the candidate, which only
answers encoded calls). Repository-level rollouts are delegated to
:func:`gar.repo.execute_repo_rollouts`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from gar.errors import SandboxUnavailable
from gar.execution.jobs import (
    Call,
    CallJob,
    CallJobResult,
    CallOutcome,
    CheckJob,
    ExecConfig,
    Runner,
)
from gar.execution.runner import FunctionRunner
from gar.execution.verdicts import oversized, reason_code, unusable_result, with_code
from gar.records import (
    ExecutionResult,
    FunctionTask,
    RepoTask,
    Rollout,
    Status,
    Task,
    program_source,
)
from gar.sandbox import Sandbox, get_sandbox

__all__ = [
    "Call", "CallJob", "CallJobResult", "CallOutcome", "CheckJob", "ExecConfig",
    "FunctionRunner", "Runner", "execute", "reason_code", "unusable_result",
]

log = logging.getLogger(__name__)


def _unscorable(reason: str, code: str = "") -> ExecutionResult:
    return with_code(ExecutionResult(status=Status.UNSCORABLE, reason=reason, reason_code=code))


def execute(
    tasks: Mapping[str, Task], rollouts: Sequence[Rollout], config: ExecConfig | None = None,
    progress: Callable[[int], None] | None = None, runner: Runner | None = None,
    sandbox: Sandbox | None = None,
) -> list[ExecutionResult]:
    """One result per rollout, in order; never raises for a per-rollout problem.

    ``progress(n)`` is called with the number of rollouts just finished. ``runner`` lets a
    caller reuse a live :class:`Runner` (otherwise a :class:`FunctionRunner` is started and
    closed here); ``sandbox`` a live sandbox for every rollout, function- and
    repository-level alike (otherwise ``config.sandbox`` names it).
    """
    config = config or ExecConfig()
    results: list[ExecutionResult | None] = [None] * len(rollouts)
    function_jobs: list[tuple[int, CheckJob]] = []
    repo_pairs: list[tuple[int, RepoTask, Rollout]] = []
    for index, rollout in enumerate(rollouts):
        task = tasks.get(rollout.task_id)
        unusable = unusable_result(task, rollout)
        if unusable is not None:
            results[index] = unusable
        elif isinstance(task, FunctionTask):
            program = program_source(task, rollout)
            if too_large := oversized(program, "program", config.max_code_bytes):
                results[index] = too_large
                continue
            job = CheckJob(task=task, program=program,
                           timeout_s=config.timeout_s, per_test_timeout_s=config.per_test_timeout_s,
                           stop_at_first_failure=config.stop_at_first_failure)
            function_jobs.append((index, job))
        elif too_large := oversized(rollout.patch, "patch", config.max_patch_bytes):
            results[index] = too_large
        elif task is not None:
            repo_pairs.append((index, task, rollout))
    done_early = sum(r is not None for r in results)
    if progress is not None and done_early:
        progress(done_early)
    where: str | Sandbox = sandbox if sandbox is not None else config.sandbox
    if function_jobs:
        _run_functions(function_jobs, results, config, progress, runner, where)
    if repo_pairs:
        _run_repos(repo_pairs, results, config, progress, where)
    return [with_code(r) if r is not None else _unscorable("internal error: no result")
            for r in results]


Results = list[ExecutionResult | None]
Progress = Callable[[int], None] | None


def _run_functions(jobs: Sequence[tuple[int, CheckJob]], results: Results, config: ExecConfig,
                   progress: Progress, runner: Runner | None, sandbox: str | Sandbox) -> None:
    try:
        if runner is not None:
            out = runner.check_many([job for _, job in jobs], progress)
        else:
            with FunctionRunner(workers=config.workers, memory_mb=config.memory_mb,
                                sandbox=sandbox) as own:
                out = own.check_many([job for _, job in jobs], progress)
    except SandboxUnavailable as exc:
        out = [_unscorable(f"the sandbox cannot start: {exc}", "sandbox_unavailable")
               for _ in jobs]
        if progress is not None:
            progress(len(jobs))
    for (index, _), result in zip(jobs, out, strict=True):
        results[index] = result


def _run_repos(pairs: Sequence[tuple[int, RepoTask, Rollout]], results: Results,
               config: ExecConfig, progress: Progress, sandbox: str | Sandbox) -> None:
    from gar.repo import execute_repo_rollouts  # heavy (git, diffs): only for repo tasks

    try:
        out = execute_repo_rollouts([(t, r) for _, t, r in pairs], get_sandbox(sandbox),
                                    config)
    except SandboxUnavailable as exc:
        out = [_unscorable(f"the sandbox cannot start: {exc}", "sandbox_unavailable")
               for _ in pairs]
    for (index, _, _), result in zip(pairs, out, strict=True):
        results[index] = result
    if progress is not None:
        progress(len(pairs))
