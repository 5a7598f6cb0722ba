"""``gar tasks synth`` on real projects from PyPI: tasks per project, time, and the checks.

For each project (default: inflection 0.5.1, parse 1.22.4, semver 3.1.2 — small pure-Python
libraries whose sdists ship their pytest suites) the bench synthesises up to ``--max-tasks``
tasks with seed 0, then runs every task's reference patch and its empty patch through the
same execution ``gar exec`` uses (the reference must pass every task, the empty patch fail
every one). What it prints, per project: the suite, the mutants, how many bugs were screened
and kept, the rejection reasons, and the time of each phase.

The peer is unguided mutation (mutants of every function of the source files, as a planner
without the call trace would screen them): the share of its candidates that lie in functions
no test calls — screening runs spent on bugs no test can see — is measured from the same
files, so the ratio of candidates per kept task is printed side by side.

Run: ``nice -n 15 .venv/bin/python bench/synth_tasks.py [--max-tasks 10] [--out runs/synth]``;
writes ``bench/results/synth_tasks.md`` (and the task sets under ``--out``, which
``bench/grader_accuracy_synth.py`` grades).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

PROJECTS = ("inflection==0.5.1", "parse==1.22.4", "semver==3.1.2")
RESULTS = Path(__file__).resolve().parent / "results" / "synth_tasks.md"


def synth_project(spec: str, out: Path, max_tasks: int, workers: int) -> dict[str, Any]:
    from gar.sandbox import default_sandbox
    from gar.synth import SynthConfig, inspect_project, mutations, resolve_source, synthesise

    sandbox = default_sandbox()
    report = synthesise(spec, out, SynthConfig(max_tasks=max_tasks, workers=workers), sandbox)
    root, name = resolve_source(spec)
    project = inspect_project(root, name)
    unguided = sum(len(mutations(p, (root / p).read_text(encoding="utf-8")))
                   for p in project.source_files)
    checks = check_tasks(out / "tasks.jsonl", sandbox, workers)
    return {**report.summary(), **checks, "all_mutants": unguided}


def check_tasks(tasks_file: Path, sandbox: Any, workers: int) -> dict[str, Any]:
    """``gar exec TASKS reference`` and ``... empty``: how many pass."""
    from gar.datasets import builtin_rollouts
    from gar.execution import ExecConfig, execute
    from gar.io import load_tasks

    if not tasks_file.read_text().strip():
        return {"reference_passed": 0, "empty_passed": 0, "check_s": 0.0}
    tasks = load_tasks(str(tasks_file))
    started = time.perf_counter()
    out = {}
    for name in ("reference", "empty"):
        rollouts = builtin_rollouts(name, tasks)
        results = execute(tasks, rollouts, ExecConfig(workers=workers), sandbox=sandbox)
        out[f"{name}_passed"] = sum(r.passed for r in results)
        out[f"{name}_n"] = len(results)
    out["check_s"] = time.perf_counter() - started
    return out


def render(rows: list[dict[str, Any]], command: str) -> str:
    lines = ["# `gar tasks synth` on real projects from PyPI", "",
             (f"Command: `{command}` (seed 0, 3 baseline runs, 3 validation runs of the bug and "
             "of the reference, 2 workers, on the shared 2-core machine under `nice -n 15`)."),
             "", ("| project | suite (stable tests) | called functions | mutants (called / all) "
             "| screened | tasks | reference passes | empty passes | baseline s | screening s "
             "| validation s | total s | s per task | unguided: candidates in uncalled "
             "functions |"), "|---|" + "---|" * 13]
    for r in rows:
        s = r["seconds"]
        wasted = 1 - r["mutants"] / r["all_mutants"] if r["all_mutants"] else 0.0
        lines.append(
            f"| {r['project']} | {r['baseline_tests']} ({r['unstable_tests']} left out) | "
            f"{r['covered_functions']} | {r['mutants']} / {r['all_mutants']} | {r['screened']} | "
            f"**{r['tasks']}** | {r.get('reference_passed', 0)}/{r.get('reference_n', 0)} | "
            f"{r.get('empty_passed', 0)}/{r.get('empty_n', 0)} | {s.get('baseline_s', 0):.1f} | "
            f"{s.get('screening_s', 0):.1f} | {s.get('validation_s', 0):.1f} | "
            f"{s.get('total_s', 0):.1f} | "
            f"{s.get('total_s', 0) / max(1, r['tasks']):.1f} | {wasted:.0%} |")
    lines += ["", "Rejected candidates:", ""]
    for r in rows:
        reasons = ", ".join(f"{k}: {v}" for k, v in r["rejected"].items()) or "none"
        lines.append(f"- {r['project']}: {reasons}")
    lines += ["", ("Kept tasks per screened bug (coverage-guided) vs the unguided planner, whose "
              "candidates in uncalled functions can never fail a test: the last column is the "
              "share of its screening runs spent there. Times include the sandbox start per "
              "run; the machine was shared with a training job (load average 5-25)."), ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--projects", nargs="*", default=list(PROJECTS))
    parser.add_argument("--max-tasks", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("runs/synth"))
    parser.add_argument("--no-write", action="store_true", help="do not write the results file")
    args = parser.parse_args()
    rows = []
    for spec in args.projects:
        row = synth_project(spec, args.out / spec.split("==")[0], args.max_tasks, args.workers)
        print(json.dumps(row, sort_keys=True), flush=True)
        rows.append(row)
    command = ("nice -n 15 .venv/bin/python bench/synth_tasks.py --max-tasks "
               f"{args.max_tasks} --out {args.out}")
    text = render(rows, command)
    print(text)
    if not args.no_write:
        RESULTS.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
