"""The grading pipeline over one group: execute → audit → compare behaviour → quality →
advantages. :func:`grade_group` reads top to bottom; each stage is a helper module, and the
records are assembled in :mod:`gar.grading.grades`.

Failures are data. A rollout that cannot be interpreted (unknown task, no code) gets an
unscorable grade with the reason; an empty one is a failure; an infrastructure failure while
executing, or a broken task, makes the group's rollouts unscorable — never reward 0. Crashes
never credit (:mod:`gar.grading.failures`): a pass a crashed detector was examining becomes
unscorable (``grader_error``), a failing ranker makes the group a counted fallback (baseline
advantages), and a group whose grading fails anywhere else is unscorable, the run going on.
Every grade carries a ``reason_code`` (:data:`gar.records.REASON_CODES`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gar.advantages import GARConfig, GroupAdvantages, gar_group, tier_factors
from gar.errors import SandboxUnavailable
from gar.execution.jobs import CallJob, CallJobResult, CheckJob, Runner
from gar.execution.jobs import Progress as RunnerProgress
from gar.execution.known_timeouts import KnownTimeouts
from gar.execution.verdicts import unusable_result
from gar.grading import failures
from gar.grading.audit import audit_rollout, check_names
from gar.grading.behaviour import Behaviour, compare_behaviour, with_findings
from gar.grading.context import GroupContext, QualityLike, Ranker, RolloutEvidence
from gar.grading.grades import GroupSummary, _crashed_summary, _records, _unusable_grade
from gar.grading.inputs import observed_inputs
from gar.grading.result import GradingResult, group_positions
from gar.grading.visible import visible_calls
from gar.records import (
    ExecutionResult,
    Finding,
    FunctionTask,
    Grade,
    Group,
    RepoTask,
    Rollout,
    Status,
    Task,
    program_source,
)
from gar.rollout_file import task_ids
from gar.sandbox import Sandbox, get_sandbox


@dataclass(frozen=True)
class GradeConfig:
    """How to grade: plain data (Ray ships it to its workers). ``ranker=None`` uses
    :func:`gar.grading.quality.rank_passes` when that module exists (else every genuine pass
    gets the same factor: a counted fallback). ``sandbox`` names a kind
    (:func:`gar.sandbox.get_sandbox`). Live resources are arguments, not config: a runner to
    reuse and a sandbox instance go to :func:`grade_groups` (``runner=``, ``sandbox=``)."""

    use_reference: bool = False
    workers: int = 0
    gar: GARConfig = field(default_factory=GARConfig)
    ranker: Ranker | None = None
    timeout_s: float = 10.0  # per rollout's test run
    call_timeout_s: float = 0.25  # CPU seconds per probe call (replay, derived inputs)
    max_inputs: int = 32  # mutations per group; as many random and half as many scaled draws
    memory_mb: int = 1024
    sandbox: str = "auto"
    max_code_bytes: int = 64 * 1024  # over the cap: too_large, not run, not audited
    max_patch_bytes: int = 1024 * 1024


@dataclass(frozen=True)
class GradingRun:
    """Grades in input order, the pipeline's per-group summaries (timings, quality note), and
    ``result``: the batch's rewards, advantages and ``gar/*`` metrics, which every consumer
    reads (:mod:`gar.grading.result`)."""

    grades: list[Grade]
    groups: list[GroupSummary]
    result: GradingResult


Progress = Callable[[int], None]


def grade_groups(tasks: Mapping[str, Task], rollouts: Sequence[Rollout],
                 config: GradeConfig = GradeConfig(), progress: Progress | None = None, *,
                 runner: Runner | None = None, sandbox: Sandbox | None = None) -> list[Grade]:
    """One :class:`~gar.records.Grade` per input rollout, in input order.

    ``runner``: a live :class:`~gar.execution.Runner` to reuse (otherwise a
    :class:`~gar.execution.FunctionRunner` is started for the call and closed after);
    ``sandbox``: a live sandbox for every stage that runs code (otherwise
    ``config.sandbox`` names one)."""
    return grade_run(tasks, rollouts, config, progress, runner=runner, sandbox=sandbox).grades


def grade_run(tasks: Mapping[str, Task], rollouts: Sequence[Rollout],
              config: GradeConfig = GradeConfig(), progress: Progress | None = None, *,
              runner: Runner | None = None, sandbox: Sandbox | None = None) -> GradingRun:
    """Grades plus a summary per group. ``progress(n)`` is called after each n rollouts;
    ``runner`` and ``sandbox`` as in :func:`grade_groups`."""
    grades: list[Grade | None] = [None] * len(rollouts)
    summaries: list[GroupSummary] = []
    for unit in iter_graded(tasks, rollouts, config, progress, runner=runner, sandbox=sandbox):
        for position, grade in zip(unit.positions, unit.grades, strict=True):
            grades[position] = grade
        if unit.summary is not None:
            summaries.append(unit.summary)
    done = [g for g in grades if g is not None]
    return GradingRun(done, summaries, GradingResult.from_grades(done, config=config.gar))


@dataclass(frozen=True)
class GradedUnit:
    """What :func:`iter_graded` yields: the grades of one group (or of one rollout that
    belongs to no group) with their positions in the input; ``summary`` is None for the latter."""

    positions: tuple[int, ...]
    grades: list[Grade]
    summary: GroupSummary | None


def iter_graded(tasks: Mapping[str, Task], rollouts: Sequence[Rollout],
                config: GradeConfig = GradeConfig(), progress: Progress | None = None, *,
                runner: Runner | None = None, sandbox: Sandbox | None = None
                ) -> Iterator[GradedUnit]:
    """Grades as they finish, a group at a time, so a caller can stream them out (the CLI
    writes them in input order, resumably). Rollouts of unknown tasks come first, one by one;
    then the groups in order of first appearance. Holds no grade after yielding it.
    ``runner`` and ``sandbox`` as in :func:`grade_groups`."""
    groups = group_positions(task_ids(rollouts))  # compact: each group's list made in turn
    for task_id, positions in groups.items():
        if task_id not in tasks:
            for position in positions:
                yield GradedUnit((position,), [_unusable_grade(rollouts[position])], None)
            _tick(progress, len(positions))
    function_tasks = any(isinstance(tasks[str(t)], FunctionTask) for t in groups if t in tasks)
    where: str | Sandbox = sandbox if sandbox is not None else config.sandbox
    with _runner(config, function_tasks, runner, where) as live:
        for key, positions in groups.items():
            task_id = str(key)
            if task_id not in tasks:
                continue
            group = Group(tasks[task_id], tuple(rollouts[p] for p in positions))
            try:
                group_grades, summary = grade_group(group, live, config, sandbox=where)
            except Exception as exc:  # noqa: BLE001 - one group's failure loses no record
                group_grades = failures.crashed_group(group, exc)
                summary = _crashed_summary(group, group_grades[0].reason)
            _tick(progress, len(positions))
            yield GradedUnit(tuple(positions), group_grades, summary)


def grade_group(group: Group, runner: Runner | None, config: GradeConfig, *,
                sandbox: str | Sandbox | None = None) -> tuple[list[Grade], GroupSummary]:
    """Grade one group; the stages in order, each timed. ``runner`` runs function-level
    code; repository-level stages run in ``sandbox`` (default: ``config.sandbox``)."""
    task, clock = group.task, _Clock()
    where = sandbox if sandbox is not None else config.sandbox
    # A call that timed out is not run again for this group's program (any stage): each
    # timeout is paid once (gar.execution.known_timeouts).
    runner = KnownTimeouts(runner) if runner is not None else None
    # 1. Execute: the pristine tests, hardened.
    with clock("execute"):
        programs = [_program(task, r) for r in group.rollouts]
        results = _execute(task, group.rollouts, programs, runner, config, where)
    # 2. Audit: static detectors per rollout (repo tasks: protected-path diff evidence).
    with clock("audit"):
        visible = visible_calls(task) if isinstance(task, FunctionTask) else ()
        names = check_names(task) if isinstance(task, FunctionTask) else frozenset()
        evidence = [
            RolloutEvidence(r, p, res, audit_rollout(task, r, p, res, visible, names))
            for r, p, res in zip(group.rollouts, programs, results, strict=True)
        ]
    # 3. Behaviour: replay + groupwise differential testing on fresh inputs.
    with clock("behaviour"):
        # the calls the tests made, as the behaviour stage reads them (before a crashed
        # detector uncredits a pass), for the quality stage where no visible call parses
        observed = (observed_inputs(visible, [e.execution for e in evidence])
                    if isinstance(task, FunctionTask) else ())
        behaviour = _behaviour(task, evidence, visible, runner, config, where, observed)
        evidence = [with_findings(e, behaviour.findings.get(i, ()), behaviour.outputs.get(i, {}))
                    for i, e in enumerate(evidence)]
        # Crashes never credit: a pass a crashed detector examined is unscorable.
        evidence = [failures.uncredit_crashed(e) for e in evidence]
    ctx = GroupContext(
        task=task, evidence=tuple(evidence), visible=visible,
        derived_inputs={d.key: d.call for d in behaviour.derived},
        majority=behaviour.majority, runner=runner, use_reference=config.use_reference,
        observed=observed,
    )
    # 4. Quality: tiers for the genuine passes (fallback: equal factors = baseline).
    with clock("quality"):
        quality, quality_note = _rank(ctx, config.ranker)
        ctx = _with_judge_demotions(ctx, quality)
    # 5. Advantages: GAR redistribution (gar.advantages), never recomputed here.
    with clock("advantages"):
        advantages, factors = _advantages(ctx, quality, config.gar)
    return _records(ctx, quality, advantages, factors, clock.timings, quality_note)


# ------------------------------------------------------------------------ stages


def _program(task: Task, rollout: Rollout) -> str | None:
    if rollout.problem or not isinstance(task, FunctionTask) or rollout.code is None or (
        rollout.completion is None and rollout.solution is None
    ):
        return None
    return program_source(task, rollout)


def _execute(task: Task, rollouts: Sequence[Rollout], programs: Sequence[str | None],
             runner: Runner | None, config: GradeConfig, sandbox: str | Sandbox
             ) -> list[ExecutionResult]:
    results: list[ExecutionResult | None] = [
        unusable_result(task, r) or _oversized(r, p, config)
        for r, p in zip(rollouts, programs, strict=True)]
    todo = [i for i, r in enumerate(results) if r is None]
    if not todo:
        return [r for r in results if r is not None]
    try:
        if isinstance(task, FunctionTask):
            jobs = [CheckJob(task, programs[i] or "", timeout_s=config.timeout_s) for i in todo]
            if runner is None:
                raise RuntimeError("grade_group needs a runner for a function-level task")
            done = runner.check_many(jobs)
        else:
            from gar.execution import ExecConfig, execute

            exec_config = ExecConfig(workers=config.workers, timeout_s=config.timeout_s,
                                     memory_mb=config.memory_mb, sandbox=config.sandbox)
            done = execute({task.task_id: task}, [rollouts[i] for i in todo], exec_config,
                           sandbox=get_sandbox(sandbox))
    except Exception as exc:  # noqa: BLE001 - infrastructure failure: unscorable, not 0
        reason = f"execution infrastructure failed: {type(exc).__name__}: {exc}"
        code = "sandbox_unavailable" if isinstance(exc, SandboxUnavailable) else "grader_error"
        done = [ExecutionResult(Status.UNSCORABLE, reason=reason, reason_code=code) for _ in todo]
    for i, result in zip(todo, done, strict=True):
        results[i] = result
    return [r for r in results if r is not None]


def _oversized(rollout: Rollout, program: str | None, config: GradeConfig
               ) -> ExecutionResult | None:
    from gar.execution.verdicts import oversized

    return (oversized(program, "program", config.max_code_bytes)
            or oversized(rollout.patch, "patch", config.max_patch_bytes))


def _behaviour(task: Task, evidence: Sequence[RolloutEvidence], visible: Sequence[Any],
               runner: Runner | None, config: GradeConfig, sandbox: str | Sandbox,
               observed: tuple[tuple[Any, ...], ...]) -> Behaviour:
    if not isinstance(task, FunctionTask):
        return _repo_behaviour(task, evidence, config, sandbox)
    try:
        return compare_behaviour(task, evidence, visible, runner,
                                 use_reference=config.use_reference,
                                 call_timeout_s=config.call_timeout_s,
                                 max_inputs=config.max_inputs,
                                 check_timeout_s=config.timeout_s, observed=observed)
    except Exception as exc:  # noqa: BLE001 - the stage failing must not lose records
        crash = failures.crash_finding("dynamic.behaviour", exc)
        return Behaviour(findings={i: (crash,) for i, e in enumerate(evidence)
                                   if e.execution.passed})


def _repo_behaviour(task: RepoTask, evidence: Sequence[RolloutEvidence],
                    config: GradeConfig, sandbox: str | Sandbox) -> Behaviour:
    """Patches compared on fresh calls into the tested functions (gar.repo.probe)."""
    from gar.repo import compare_patches  # heavy (git, diffs): only for repo tasks

    try:
        found = compare_patches(task, [e.rollout for e in evidence],
                                [e.execution for e in evidence], get_sandbox(sandbox),
                                use_reference=config.use_reference)
    except Exception as exc:  # noqa: BLE001 - the stage failing must not lose records
        crash = failures.crash_finding("repo.behaviour", exc)
        return Behaviour(findings={i: (crash,) for i, e in enumerate(evidence)
                                   if e.execution.passed})
    return Behaviour(findings={i: f for i, f in found.items() if i >= 0})


def _rank(ctx: GroupContext, ranker: Ranker | None) -> tuple[QualityLike | None, str]:
    if not ctx.genuine_passes:
        return None, "not needed"
    try:
        if ranker is None:
            from gar.grading.quality import rank_passes

            ranker = rank_passes
        quality = ranker(ctx)
        missing = [e.rollout.rollout_id for e in ctx.genuine_passes
                   if e.rollout.rollout_id not in quality.tiers]
        if missing:
            return None, f"fallback: no tier for {', '.join(missing[:3])}"
        return quality, "ranked"
    except Exception as exc:  # noqa: BLE001 - a failing ranker means baseline, not zero
        return None, f"fallback: ranker failed ({type(exc).__name__}: {exc})"


def _with_judge_demotions(ctx: GroupContext, quality: QualityLike | None) -> GroupContext:
    """A pass the quality stage demoted (an LLM hack flag that a deterministic check confirmed,
    or ``--trust-judge``) becomes a confirmed hack: reward 0, not merely tier T3."""
    demoted: Mapping[str, Finding] = getattr(quality, "demoted", None) or {}
    if not demoted:
        return ctx
    evidence = tuple(
        with_findings(e, (demoted[e.rollout.rollout_id],), e.outputs)
        if e.genuine_pass and e.rollout.rollout_id in demoted else e
        for e in ctx.evidence
    )
    return dataclasses.replace(ctx, evidence=evidence)


def _advantages(ctx: GroupContext, quality: QualityLike | None, config: GARConfig
                ) -> tuple[GroupAdvantages, list[float | None] | None]:
    rewards = [None if not e.execution.scorable and not e.hack
               else 1.0 if e.execution.passed else 0.0 for e in ctx.evidence]
    hacks = [e.hack for e in ctx.evidence]
    factors: list[float | None] | None
    if quality is not None:
        tiers = [quality.tiers.get(e.rollout.rollout_id, (None, None)) if e.genuine_pass
                 else (None, None) for e in ctx.evidence]
        array = tier_factors([t for t, _ in tiers], [r for _, r in tiers], config.factors)
        factors = [None if math.isnan(f) else float(f) for f in array]
    elif ctx.genuine_passes:
        factors = None  # fallback: gar_group keeps the baseline and counts it
    else:
        factors = [None] * len(ctx.evidence)
    return gar_group(rewards, hacks, factors, config), factors


# ----------------------------------------------------------------------- helpers


class _Clock:
    def __init__(self) -> None:
        self.timings: dict[str, float] = {}
        self._start = time.perf_counter()

    @contextlib.contextmanager
    def __call__(self, stage: str) -> Iterator[None]:
        began = time.perf_counter()
        try:
            yield
        finally:
            self.timings[f"{stage}_s"] = round(time.perf_counter() - began, 4)
            self.timings["group_s"] = round(time.perf_counter() - self._start, 4)


@contextlib.contextmanager
def _runner(config: GradeConfig, needed: bool, runner: Runner | None,
            sandbox: str | Sandbox) -> Iterator[Runner | None]:
    """The caller's runner, or one started here (and closed after) when function-level work
    needs it; one that cannot start stands in as a :class:`_BrokenRunner`."""
    if runner is not None or not needed:
        yield runner
        return
    try:
        from gar.execution import FunctionRunner

        own = FunctionRunner(workers=config.workers, memory_mb=config.memory_mb,
                             sandbox=sandbox)
        own.__enter__()
    except Exception as exc:  # noqa: BLE001 - no sandbox: every function rollout unscorable
        yield _BrokenRunner(exc)
        return
    try:
        yield own
    finally:
        own.__exit__(None, None, None)


@dataclass(frozen=True)
class _BrokenRunner:
    """Stands in for a runner that could not start; every use re-raises why."""

    error: Exception

    def check_many(self, jobs: Sequence[CheckJob], progress: RunnerProgress = None
                   ) -> list[ExecutionResult]:
        raise self.error

    def call_many(self, jobs: Sequence[CallJob], progress: RunnerProgress = None
                  ) -> list[CallJobResult]:
        raise self.error


def _tick(progress: Progress | None, n: int) -> None:
    if progress is not None:
        progress(n)

