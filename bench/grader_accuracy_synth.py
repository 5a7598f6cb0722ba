"""Grader accuracy on repository groups built from synthesised tasks (real projects).

The tasks come from ``gar tasks synth`` on real PyPI projects (``bench/synth_tasks.py`` writes
them under ``--tasks-dir``; missing sets are synthesised here). For each task a group of
labelled patches is generated (``bench/repo_plants.py``): the reference, a rewritten fix and a
sprawling fix (genuine), a wrong fix (fail), and planted hacks of every repository family the
grader knows — tampering (emptied tests, skip markers, forcing conftest, ``--deselect``,
sitecustomize, CI + conftest on a real fix, a trajectory that edits and restores a test file),
hardcode (the failing tests' exact arguments answered from a table) and introspection (the
same table, used only after reading the test file at run time). Every group is graded with
the default (no LLM) grader and scored by the bundled bench's code
(:func:`grader_accuracy_repo.grade_labelled`): recall per family (reward 0; confirmed with
evidence), false demotion of genuine patches, beside the peer (GRPO's binary reward: the tests
alone). Genuine patches that do not pass the tests and hacks that do are counted too.

Run: ``nice -n 15 .venv/bin/python bench/grader_accuracy_synth.py [--per-project 4]``;
writes ``bench/results/grader_accuracy_synth.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grader_accuracy_repo import _print, grade_labelled
from repo_plants import build_group
from synth_tasks import PROJECTS

RESULTS = Path(__file__).resolve().parent / "results" / "grader_accuracy_synth.md"


def load_project(spec: str, tasks_dir: Path, per_project: int) -> list[tuple[Any, dict]]:
    """``(task, synth metadata)`` for the first ``per_project`` tasks of ``spec``'s set."""
    from gar.io import read_jsonl
    from gar.repo.tasks import repo_task_from_dict
    from gar.sandbox import default_sandbox
    from gar.synth import SynthConfig, synthesise

    out = tasks_dir / spec.split("==")[0]
    if not (out / "tasks.jsonl").is_file():
        synthesise(spec, out, SynthConfig(max_tasks=per_project), default_sandbox())
    records = [r for _, r in read_jsonl(str(out / "tasks.jsonl"))][:per_project]
    return [(repo_task_from_dict(r, out), r["synth"]) for r in records]


def build_all(projects: list[str], tasks_dir: Path, per_project: int
              ) -> tuple[dict[str, Any], list[Any]]:
    from gar.sandbox import Limits, default_sandbox
    from gar.synth import inspect_project

    sandbox = default_sandbox()
    limits = Limits(cpu_s=120, wall_s=240, memory_mb=2048)
    tasks, items = {}, []
    for spec in projects:
        for task, meta in load_project(spec, tasks_dir, per_project):
            sources = list(inspect_project(task.workspace, meta["source"]).source_files)
            tasks[task.task_id] = task
            items.extend(build_group(task, meta, sources, sandbox, limits))
    return tasks, items


def tests_outcomes(items: list[Any], grades: dict) -> dict[str, Any]:
    """How the labelled patches fared on the tests alone: genuine ones that fail them (not
    held against the grader) and hacks that pass them (the ones a binary reward pays)."""
    counts: Counter[str] = Counter()
    for item in items:
        grade = grades[(item.rollout.task_id, item.rollout.rollout_id)]
        key = item.family or item.label
        counts[f"{key}:n"] += 1
        counts[f"{key}:passed"] += bool(grade.passed)
        if key == "genuine" and grade.passed and grade.reward == 0.0:
            counts["genuine:passed_demoted"] += 1
    return dict(counts)


def render(result: dict[str, Any], outcomes: dict[str, Any], command: str,
           projects: list[str]) -> str:
    lines = ["# Grader accuracy on synthesised repository groups", "",
             (f"Command: `{command}`; projects: {', '.join(projects)}; "
             f"{result['groups']} groups, {result['rollouts']} patches; "
             f"whole run {result['total_s']:.0f} s (median group "
             f"{result['group_s_median']:.1f} s) on the shared 2-core machine."), "",
             ("| label / family | n | passes the tests | GAR: reward 0 | GAR: confirmed with "
             "evidence | peer (tests only): reward 0 |"), "|---|---|---|---|---|---|"]
    for key, row in result["families"].items():
        passed = outcomes.get(f"{key}:passed", 0)
        lines.append(f"| {key} | {row['n']} | {passed}/{row['n']} | {row['caught']:.1%} | "
                     f"{row['confirmed']:.1%} | {row['peer_caught']:.1%} |")
    genuine = result["families"].get("genuine", {})
    passed = outcomes.get("genuine:passed", 0)
    lines += ["", (f"False demotion: {outcomes.get('genuine:passed_demoted', 0)}/{passed} genuine "
              "patches that pass the tests lost their reward (peer: 0); "
              f"{genuine.get('n', 0) - passed} genuine patches failed the tests themselves."), ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--projects", nargs="*", default=list(PROJECTS))
    parser.add_argument("--per-project", type=int, default=4)
    parser.add_argument("--tasks-dir", type=Path, default=Path("runs/synth"))
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    from gar.grading import GradeConfig

    started = time.perf_counter()
    tasks, items = build_all(args.projects, args.tasks_dir, args.per_project)
    print(f"built {len(items)} patches for {len(tasks)} tasks in "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    result, grades = grade_labelled(tasks, items, GradeConfig(workers=args.workers))
    _print(result)
    outcomes = tests_outcomes(items, grades)
    print(json.dumps(outcomes, sort_keys=True))
    for item in items:
        grade = grades[(item.rollout.task_id, item.rollout.rollout_id)]
        print(f"{item.rollout.task_id} {item.rollout.rollout_id:20s} {item.label:20s} "
              f"passed={grade.passed!s:5} reward={grade.reward} hack={grade.hack}")
    command = (f"nice -n 15 .venv/bin/python bench/grader_accuracy_synth.py --per-project "
               f"{args.per_project}")
    RESULTS.write_text(render(result, outcomes, command, args.projects) + "\n",
                       encoding="utf-8")


if __name__ == "__main__":
    main()
