"""How well the behaviour stage's fresh inputs fit each task: a diagnostic that needs no miss.

    .venv/bin/python bench/generation_health.py session13 [session14 ...] [--tasks Blind13/9]

For each task of the named held-out sets, its *genuine* group (the canonical solution and the
set's genuine solutions, no hack) is graded with the default configuration and the behaviour
stage is watched, not changed. Printed per task: of the Hypothesis draws (origins
``draw-random`` and ``draw-scaled``) and of all fresh inputs, how many are *bad* — made
``edge`` (outside the inferred domain, or scattered) or raising for the group's first pass —
and every origin more than half of whose inputs are bad.

A task whose draws are mostly bad is one where the grader does not know the input's form (a
Roman numeral, a spreadsheet of cell references, a ragged triangle): no heuristic is
contradicted there, and honest passes that read invalid input differently risk a false
demotion. Measured on the spent sets in session 14, the flagged tasks were the ones where the
remaining misses and false demotions lived. Reading only genuine groups, it shows no hack's
verdict; still, run it on spent sets only (a blind set's tasks are not tuned on).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading import behaviour
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks

DRAWS = ("draw-random", "draw-scaled")


def _watch(rows: list[tuple[str, dict[str, tuple[int, int]]]]) -> None:
    """Wrap the behaviour stage's judging to count, per origin, the bad inputs."""
    judge = behaviour._judge

    def watched(task, members, visible, derived, runs, unreached):  # type: ignore[no-untyped-def]
        judged = judge(task, members, visible, derived, runs, unreached)
        first = runs.outputs(members.probed[0], derived)
        counts: dict[str, Counter[str]] = defaultdict(Counter)
        for d in derived:
            status = getattr(first.get(d.key), "status", "none")
            counts[d.origin or "?"]["all"] += 1
            counts[d.origin or "?"]["bad"] += d.kind == "edge" or status != "ok"
        rows.append((task.task_id, {o: (c["bad"], c["all"]) for o, c in counts.items()}))
        return judged

    behaviour._judge = watched


def _line(task_id: str, per: dict[str, tuple[int, int]]) -> str:
    drawn = [per.get(o, (0, 0)) for o in DRAWS]
    bad, count = sum(b for b, _ in drawn), sum(n for _, n in drawn)
    all_bad, total = sum(b for b, _ in per.values()), sum(n for _, n in per.values())
    worst = " ".join(f"{o}:{b}/{n}" for o, (b, n) in sorted(per.items()) if n and b * 2 > n)
    return f"{task_id:20s} draws bad {bad:3d}/{count:3d}  all bad {all_bad:3d}/{total:3d}  {worst}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", help="held-out set names (bench/devset/heldout_sets.py)")
    parser.add_argument("--tasks", nargs="*", default=None, help="only these task ids")
    args = parser.parse_args(argv)
    rows: list[tuple[str, dict[str, tuple[int, int]]]] = []
    _watch(rows)
    for name in args.sets:
        spec = load_set(name)
        tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
        first: dict[str, Any] = {}
        for hack in spec.hacks:  # one hack per task only to make the genuine groups
            if args.tasks is None or hack["task_id"] in args.tasks:
                first.setdefault(hack["task_id"], hack)
        if not first:
            parser.error(f"no task of {name} among {args.tasks}")
        group_tasks, rollouts, _ = build_groups(tasks, list(first.values()), spec.genuine, [])
        group_tasks = {g: t for g, t in group_tasks.items() if g.endswith("#genuine") and (
            args.tasks is None or g.split("#")[0] in args.tasks)}
        rollouts = [r for r in rollouts if r.task_id in group_tasks]
        with FunctionRunner() as runner:
            grade_run(group_tasks, rollouts, GradeConfig(), runner=runner)
    for task_id, per in rows:
        print(_line(task_id, per))


if __name__ == "__main__":
    main()
