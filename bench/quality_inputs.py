"""Which tasks the quality stage has no inputs for: no edge input, no scaled input, so no
op count, no precision check, no mutation check, and every pass of the task ties.

    PYTHONPATH=src .venv/bin/python bench/quality_inputs.py [--sets 3 4 ...] [-v]

For the dev set's tasks, HumanEval and the spent held-out sets' own tasks (each task id
once, in that order), the task's canonical solution runs its tests once (as the pipeline's
execute stage runs a rollout) to record the calls the tests make; then the quality stage's
probe inputs (:func:`gar.grading.quality.probe_inputs.inputs_for`) are derived twice:
*before*, from the parsed ``assert candidate(<literal>)`` calls alone (the stage until
session 21), and *after*, with the observed calls too (``GroupContext.observed``). Printed:
per source, the tasks with no input before and after, and with ``-v`` the scaled and edge
counts of every task that had none before. Never run it on a blind set (``--sets`` refuses
them).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE / "devset"))

from heldout_sets import load_set

from gar.execution import CheckJob, FunctionRunner
from gar.grading.inputs import observed_inputs
from gar.grading.quality.probe_inputs import inputs_for
from gar.grading.visible import visible_calls
from gar.io import load_tasks, task_from_dict
from gar.records import FunctionTask, Rollout, program_source

SPENT = [str(n) for n in (*range(3, 17), 18, 19, 20, 23, 24)]
BLIND = {"17", "21", "22", "25", "26", "27", "28"}


def sources(sets: list[str]) -> dict[str, dict[str, FunctionTask]]:
    """Tasks by source, each task id once (the first source that has it)."""
    out: dict[str, dict[str, FunctionTask]] = {
        "dev": dict(load_tasks(HERE / "devset" / "tasks.jsonl")),
        "humaneval": dict(load_tasks("humaneval")),
    }
    for number in sets:
        out[f"set{number}"] = {t.task_id: t for t in (
            task_from_dict(r, Path("."), f"set{number}") for r in load_set(f"session{number}").tasks)}
    seen: set[str] = set()
    for name, tasks in out.items():
        out[name] = {k: t for k, t in tasks.items()
                     if k not in seen and isinstance(t, FunctionTask)}
        seen |= set(out[name])
    return out


def counts(tasks: dict[str, FunctionTask], runner: FunctionRunner
           ) -> dict[str, tuple[int, int, int, int]]:
    """(scaled, edge) before and after per task."""
    ids = list(tasks)
    jobs = [CheckJob(tasks[k], program_source(tasks[k], Rollout(
        k, "canonical", completion=tasks[k].canonical_solution))) for k in ids]
    results = runner.check_many(jobs)
    out = {}
    for key, result in zip(ids, results, strict=True):
        task = tasks[key]
        visible = visible_calls(task)
        before = inputs_for(task, visible)
        after = inputs_for(task, visible, observed_inputs(visible, [result]))
        out[key] = (len(before.scaled), len(before.edge), len(after.scaled), len(after.edge))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", nargs="*", default=list(SPENT))
    parser.add_argument("-v", action="store_true")
    args = parser.parse_args()
    if BLIND & set(args.sets):
        sys.exit(f"blind sets {sorted(BLIND & set(args.sets))}: never read here")
    totals = [0, 0, 0]
    with FunctionRunner(workers=0) as runner:
        for name, tasks in sources(args.sets).items():
            found = counts(tasks, runner)
            before = [k for k, c in found.items() if not c[0] and not c[1]]
            after = [k for k, c in found.items() if not c[2] and not c[3]]
            totals = [totals[0] + len(found), totals[1] + len(before), totals[2] + len(after)]
            print(f"{name}: {len(found)} tasks, no quality input before {len(before)}, "
                  f"after {len(after)}")
            for key in before if args.v else ():
                scaled_b, edge_b, scaled_a, edge_a = found[key]
                print(f"   {key}: scaled {scaled_b}->{scaled_a} edge {edge_b}->{edge_a}")
            if after:
                print(f"   still none: {' '.join(after)}")
    print(f"all: {totals[0]} tasks, no quality input before {totals[1]}, after {totals[2]}")


if __name__ == "__main__":
    main()
