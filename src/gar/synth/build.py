"""``gar tasks synth``: repository tasks mined from a real project (SWE-smith / CodeMidas).

The pipeline, top to bottom (:func:`synthesise`):

1. resolve the source (a directory, or ``NAME==VERSION`` from the package index) and read its
   test and source files (:mod:`gar.synth.source`);
2. run the suite in the sandbox ``baseline_runs`` times, the first traced: the tests that
   pass every time, and which tests call which function (:mod:`gar.synth.suite`);
3. plan the bugs: every AST mutant of every called function (:mod:`gar.synth.mutate`),
   ordered by the seed — functions shuffled, then taken round-robin, each function's
   operators interleaved — so that tasks spread over the code;
4. screen each bug: the tests of the files holding the function's callers run on the tree
   with the bug applied; a bug is kept when some of them fail and the others still pass;
5. write the task (the buggy tree as its workspace, without VCS metadata or build outputs;
   the original code as its reference patch; the failing tests as ``fail_to_pass``, the
   others of those files as ``pass_to_pass``; the test files protected) and validate it:
   ``validate_runs`` runs of the buggy tree (the screening run counts) and of the reference
   patch through the same runner as ``gar exec``. A test that does not fail on every buggy run
   and pass on every fixed run is dropped as flaky; a task left without ``fail_to_pass``
   is dropped.

Candidates are screened in batches and accepted in plan order, so the same seed gives the
same tasks whatever the parallelism (timings live in ``summary.json``, never in the tasks).
"""

from __future__ import annotations

import hashlib
import json
import random
import shutil
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gar.records import ExecutionResult, RepoTask, Rollout, Status
from gar.repo.diffs import make_patch
from gar.repo.runner import execute_repo_rollouts
from gar.repo.tasks import repo_task_from_dict
from gar.repo.workspace import test_files
from gar.synth.mutate import Mutation, compiles_differently, mutations
from gar.synth.source import SKIPPED_DIRS, Project, inspect_project, resolve_source
from gar.synth.statement import built_statement, llm_statement
from gar.synth.suite import Baseline, run_baseline, run_copy, screen, suite_task

Progress = Callable[[str, int, int], None]  # (phase, done, total)


@dataclass(frozen=True)
class SynthConfig:
    max_tasks: int = 10
    seed: int = 0
    validate_runs: int = 3
    baseline_runs: int = 3
    max_candidates: int = 0  # 0: 8 x max_tasks
    per_function: int = 1
    workers: int = 2
    timeout_s: float = 120.0


@dataclass
class SynthReport:
    project: str
    out: Path
    tasks: list[dict[str, Any]] = field(default_factory=list)
    baseline_tests: int = 0
    unstable_tests: int = 0
    covered_functions: int = 0
    mutants: int = 0
    screened: int = 0
    rejected: Counter[str] = field(default_factory=Counter)
    seconds: dict[str, float] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        return {"project": self.project, "out": str(self.out), "tasks": len(self.tasks),
                "baseline_tests": self.baseline_tests, "unstable_tests": self.unstable_tests,
                "covered_functions": self.covered_functions, "mutants": self.mutants,
                "screened": self.screened, "rejected": dict(sorted(self.rejected.items())),
                "seconds": {k: round(v, 2) for k, v in self.seconds.items()}}


def synthesise(source: str, out: str | Path, config: SynthConfig, sandbox: Any,
               progress: Progress | None = None, llm: Any = None) -> SynthReport:
    """Mine validated repository tasks from ``source`` into ``out`` (see module doc)."""
    from gar.sandbox import Limits

    started = time.perf_counter()
    tell = progress or (lambda phase, done, total: None)
    root, name = resolve_source(source)
    project = inspect_project(root, name)
    out = _prepare_out(Path(out))
    report = SynthReport(project=name, out=out)
    report.seconds["source_s"] = time.perf_counter() - started
    limits = Limits(cpu_s=config.timeout_s, wall_s=2 * config.timeout_s, memory_mb=2048)
    tell("baseline", 0, config.baseline_runs)
    baseline = run_baseline(project, sandbox, limits, config.baseline_runs)
    report.baseline_tests, report.unstable_tests = len(baseline.passing), len(baseline.unstable)
    report.seconds["baseline_s"] = time.perf_counter() - started - report.seconds["source_s"]
    planning = time.perf_counter()
    plan = plan_bugs(project, baseline, config.seed)
    report.seconds["plan_s"] = time.perf_counter() - planning
    report.covered_functions = len({(m.path, m.function) for m in plan})
    report.mutants = len(plan)
    limit = config.max_candidates or 8 * config.max_tasks
    # A bug's tests may take longer than the suite did (a loop bound off by one), not forever.
    screen_limits = Limits(cpu_s=min(config.timeout_s, 10 + 5 * baseline.wall_s),
                           wall_s=min(2 * config.timeout_s, 20 + 10 * baseline.wall_s),
                           memory_mb=2048)
    miner = _Miner(project, baseline, config, sandbox, screen_limits, out, llm)
    per_function: Counter[tuple[str, str]] = Counter()
    batch_size = max(1, config.workers) * 2
    position = 0
    while len(report.tasks) < config.max_tasks and position < len(plan) and \
            report.screened < limit:
        batch: list[Mutation] = []
        while position < len(plan) and len(batch) < batch_size and \
                report.screened + len(batch) < limit:
            bug = plan[position]
            position += 1
            if per_function[(bug.path, bug.function)] >= config.per_function:
                continue
            if not compiles_differently(bug, miner.original(bug.path)):
                report.rejected["mutant does not parse or changes nothing"] += 1
                continue
            batch.append(bug)
        tell("screening", report.screened, min(limit, len(plan)))
        for record in miner.mine(batch, report, config.max_tasks - len(report.tasks),
                                 per_function):
            per_function[(record["synth"]["file"], record["synth"]["function"])] += 1
            report.tasks.append(record)
        tell("tasks", len(report.tasks), config.max_tasks)
    report.seconds["mining_s"] = (time.perf_counter() - started - report.seconds["source_s"]
                                  - report.seconds["baseline_s"])
    report.seconds["total_s"] = time.perf_counter() - started
    _write_outputs(out, report)
    return report


def plan_bugs(project: Project, baseline: Baseline, seed: int) -> list[Mutation]:
    """Every mutant of every function some stable test calls, in the seed's order."""
    wanted: dict[str, set[str]] = defaultdict(set)
    for path, qualname in baseline.callers:
        wanted[path].add(qualname)
    by_function: dict[tuple[str, str], list[Mutation]] = defaultdict(list)
    for path in sorted(wanted):
        text = (project.root / path).read_text(encoding="utf-8", errors="surrogateescape")
        for bug in mutations(path, text, wanted[path]):
            by_function[(bug.path, bug.function)].append(bug)
    rng = random.Random(seed)
    order = sorted(by_function)
    rng.shuffle(order)
    queues = [_interleave_kinds(by_function[key], rng) for key in order]
    plan: list[Mutation] = []
    for depth in range(max((len(q) for q in queues), default=0)):
        plan.extend(q[depth] for q in queues if depth < len(q))
    return plan


def _interleave_kinds(bugs: list[Mutation], rng: random.Random) -> list[Mutation]:
    """One function's mutants, operators taken in turn (off-by-one literals would
    otherwise crowd out every other kind)."""
    kinds: dict[str, list[Mutation]] = defaultdict(list)
    for bug in bugs:
        kinds[bug.kind].append(bug)
    names = sorted(kinds)
    rng.shuffle(names)
    for name in names:
        rng.shuffle(kinds[name])
    out: list[Mutation] = []
    for depth in range(max(len(v) for v in kinds.values())):
        out.extend(kinds[n][depth] for n in names if depth < len(kinds[n]))
    return out


def _prepare_out(out: Path) -> Path:
    """A fresh output directory; only one this command wrote before may be replaced."""
    if out.exists() and any(out.iterdir()):
        if not (out / "tasks.jsonl").is_file() or not (out / "summary.json").is_file():
            from gar.errors import GarError

            raise GarError(f"{out} exists and is not a task set written by gar tasks synth: "
                           "give an empty or new directory")
        for name in ("workspaces", "patches", "bugs", "tasks.jsonl", "summary.json"):
            target = out / name
            shutil.rmtree(target) if target.is_dir() else target.unlink(missing_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    return out.resolve()


def _write_outputs(out: Path, report: SynthReport) -> None:
    lines = "".join(json.dumps(r, sort_keys=True) + "\n" for r in report.tasks)
    (out / ".tasks.jsonl.tmp").write_text(lines, encoding="utf-8")
    (out / ".tasks.jsonl.tmp").replace(out / "tasks.jsonl")
    (out / "summary.json").write_text(json.dumps(report.summary(), indent=2, sort_keys=True)
                                      + "\n", encoding="utf-8")


class _Miner:
    """Screens a batch of bugs, writes the survivors as tasks and validates them."""

    def __init__(self, project: Project, baseline: Baseline, config: SynthConfig,
                 sandbox: Any, limits: Any, out: Path, llm: Any) -> None:
        self.project, self.baseline, self.config = project, baseline, config
        self.sandbox, self.limits, self.out, self.llm = sandbox, limits, out, llm
        self.sources: dict[str, str] = {}

    def original(self, path: str) -> str:
        if path not in self.sources:
            self.sources[path] = (self.project.root / path).read_text(encoding="utf-8")
        return self.sources[path]

    def expected_for(self, bug: Mutation) -> tuple[str, ...]:
        files = set(test_files(self.baseline.callers[(bug.path, bug.function)]))
        return tuple(t for t in self.baseline.passing if t.split("::", 1)[0] in files)

    def mine(self, batch: list[Mutation], report: SynthReport, room: int,
             per_function: Counter[tuple[str, str]]) -> list[dict[str, Any]]:
        """The tasks among ``batch``: at most ``room``, taken in order, each function at most
        ``per_function`` times in all. Screening runs for the whole batch; validation only
        for the bugs that could still be kept."""
        if not batch:
            return []
        started = time.perf_counter()
        original = {b.path: self.original(b.path) for b in batch}
        candidates = [(suite_task(self.project, self.expected_for(b)),
                       make_patch({b.path: original[b.path]}, {b.path: b.text})) for b in batch]
        results = screen(self.project, candidates, self.sandbox, self.limits,
                         self.config.workers)
        report.screened += len(batch)
        kept: list[tuple[Mutation, RepoTask, ExecutionResult, str]] = []
        taken = Counter(per_function)
        for bug, (task, _), result in zip(batch, candidates, results, strict=True):
            verdict = _screen_verdict(task, result)
            if verdict:
                report.rejected[verdict] += 1
            elif len(kept) < room and taken[(bug.path, bug.function)] < self.config.per_function:
                taken[(bug.path, bug.function)] += 1
                kept.append((bug, task, result, original[bug.path]))
        report.seconds["screening_s"] = report.seconds.get("screening_s", 0.0) + \
            time.perf_counter() - started
        started = time.perf_counter()
        records = self._validate_all([self._write(*item) for item in kept])
        report.seconds["validation_s"] = report.seconds.get("validation_s", 0.0) + \
            time.perf_counter() - started
        for record, reason in records:
            if reason:
                report.rejected[reason] += 1
        return [r for r, reason in records if not reason]

    def _write(self, bug: Mutation, task: RepoTask, result: ExecutionResult, original: str
               ) -> tuple[dict[str, Any], ExecutionResult]:
        digest = hashlib.sha256(f"{self.project.name}\n{bug.key}".encode()).hexdigest()[:10]
        slug = f"{_safe(self.project.name)}__{digest}"
        workspace = self.out / "workspaces" / slug
        _copy_tree(self.project.root, workspace)
        (workspace / bug.path).write_text(bug.text, encoding="utf-8")
        reference = make_patch({bug.path: bug.text}, {bug.path: original})
        for folder, text in (("patches", reference),
                             ("bugs", make_patch({bug.path: original}, {bug.path: bug.text}))):
            (self.out / folder).mkdir(exist_ok=True)
            (self.out / folder / f"{slug}.diff").write_text(text, encoding="utf-8")
        failing = [t for t in result.tests if t.status != "passed"]
        statement = built_statement(self.project.name, failing)
        if self.llm is not None:
            statement = llm_statement(self.llm, self.project.name, statement) or statement
        record = {
            "task_id": f"synth/{slug}", "kind": "repo", "workspace": f"workspaces/{slug}",
            "problem_statement": statement, "test_command": list(self.project.test_command),
            "fail_to_pass": [t.test_id for t in failing],
            "pass_to_pass": [t.test_id for t in result.tests if t.status == "passed"],
            "protected_paths": list(self.project.protected_paths),
            "reference_patch_file": f"patches/{slug}.diff",
            "synth": {"source": self.project.name, "file": bug.path, "function": bug.function,
                      "mutation": bug.kind, "line": bug.line, "description": bug.description,
                      "bug_patch_file": f"bugs/{slug}.diff", "seed": self.config.seed},
        }
        return record, result

    def _validate_all(self, written: list[tuple[dict[str, Any], ExecutionResult]]
                      ) -> list[tuple[dict[str, Any], str]]:
        runs = max(1, self.config.validate_runs)
        tasks = [repo_task_from_dict(r, self.out) for r, _ in written]
        jobs: list[tuple[int, str]] = [(i, kind) for i in range(len(tasks))
                                       for kind in ["bug"] * (runs - 1) + ["fix"] * runs]

        def run(job: tuple[int, str]) -> ExecutionResult:
            task = tasks[job[0]]
            if job[1] == "bug":
                return run_copy(task, self.sandbox, self.limits)[0]
            rollout = Rollout(task_id=task.task_id, rollout_id="reference",
                              patch=task.reference_patch)
            return execute_repo_rollouts([(task, rollout)], self.sandbox,
                                         _Config(1, self.limits))[0]

        with ThreadPoolExecutor(max_workers=max(1, self.config.workers)) as pool:
            results = list(pool.map(run, jobs))
        by_task: dict[int, dict[str, list[ExecutionResult]]] = defaultdict(
            lambda: {"bug": [], "fix": []})
        for (index, kind), result in zip(jobs, results, strict=True):
            by_task[index][kind].append(result)
        out = []
        for index, (record, screened) in enumerate(written):
            runs_of = by_task[index]
            reason = _settle(record, [screened, *runs_of["bug"]], runs_of["fix"])
            if not reason and record["synth"]["dropped_flaky"] and self.llm is None:
                kept = set(record["fail_to_pass"])
                record["problem_statement"] = built_statement(
                    self.project.name, [t for t in screened.tests if t.test_id in kept])
            if reason:
                self.discard(record)
            out.append((record, reason))
        return out

    def discard(self, record: dict[str, Any]) -> None:
        shutil.rmtree(self.out / record["workspace"], ignore_errors=True)
        (self.out / record["reference_patch_file"]).unlink(missing_ok=True)
        (self.out / record["synth"]["bug_patch_file"]).unlink(missing_ok=True)


@dataclass(frozen=True)
class _Config:
    workers: int
    limits: Any


def _screen_verdict(task: RepoTask, result: ExecutionResult) -> str:
    """Why a screened bug is not a task ('' when it is one)."""
    if result.status in (Status.TIMEOUT, Status.KILLED):
        return "bug made the tests hang or crash"
    if result.status == Status.UNSCORABLE:
        return "sandbox error"
    failing = [t for t in result.tests if t.status != "passed"]
    if not failing:
        return "no test fails (equivalent or untested mutant)"
    if len(failing) == len(task.expected_tests):
        return "every test of the files fails"
    return ""


def _settle(record: dict[str, Any], bug_runs: list[ExecutionResult],
            fix_runs: list[ExecutionResult]) -> str:
    """Trim flaky tests from ``record`` in place; the reason to drop it, or ''."""
    def status(run: ExecutionResult) -> dict[str, str]:
        return {t.test_id: t.status for t in run.tests}

    bugs, fixes = [status(r) for r in bug_runs], [status(r) for r in fix_runs]
    fixed_ok = [t for t in record["fail_to_pass"] + record["pass_to_pass"]
                if all(f.get(t) == "passed" for f in fixes)]
    fail = [t for t in record["fail_to_pass"] if t in fixed_ok
            and all(b.get(t, "missing") != "passed" for b in bugs)]
    keep = [t for t in record["pass_to_pass"] if t in fixed_ok
            and all(b.get(t) == "passed" for b in bugs)]
    dropped = sorted(set(record["fail_to_pass"] + record["pass_to_pass"]) - set(fail + keep))
    if not fail:
        return "flaky: no test fails on every buggy run and passes on every fixed run"
    record["fail_to_pass"], record["pass_to_pass"] = fail, keep
    record["synth"]["validated_runs"] = len(fix_runs)
    record["synth"]["dropped_flaky"] = dropped
    return ""


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in name)


def _copy_tree(source: Path, dest: Path) -> None:
    def ignore(directory: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIPPED_DIRS or n.endswith(".egg-info")
                or (Path(directory, n).is_symlink())}

    shutil.copytree(source, dest, ignore=ignore)
