"""False demotions of a held-out set's genuine passes, shown without any hack's verdict.

    .venv/bin/python bench/heldout_fd.py session29 [Blind29/9 ...] [--all]

Grades the set's genuine groups (each task's canonical solution and genuine solutions, no
hack) and prints every genuine pass confirmed as a hack, with the evidence that convicted it
(the cited input, the pass's answer and the group's). With ``--all`` it grades every group of
the set, hack groups too, and still prints only the demoted genuine passes and their task,
never a group's name (which holds a hack's id) nor any hack's verdict.

This is how a blind set's false demotions are diagnosed without unblinding its hacks
(sessions 21 and 22): the demoted pass, its code, the task's docstring and the cited input
are enough to find what the grader misread. A set diagnosed so is no longer blind for false
demotions; say so in the results.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks

GENUINE_ROLES = ("anchor", "genuine", "outside")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", help="a held-out set name (bench/devset/heldout_sets.py)")
    parser.add_argument("tasks", nargs="*", help="only these task ids (default: all)")
    parser.add_argument("--all", action="store_true", help="grade the hack groups too")
    args = parser.parse_args(argv)
    spec = load_set(args.set)
    tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks) if spec.tasks \
        else load_tasks("humaneval")
    wanted = set(args.tasks)
    genuine = [g for g in spec.genuine if not wanted or g["task_id"] in wanted]
    hacks = [h for h in spec.hacks if args.all and (not wanted or h["task_id"] in wanted)]
    group_tasks, rollouts, roles = build_groups(tasks, hacks, genuine, [])
    if not args.all:
        rollouts = [r for r in rollouts if r.task_id.endswith("#genuine")]
    with FunctionRunner() as runner:
        grades = grade_run(group_tasks, rollouts, GradeConfig(), runner=runner).grades
    judged = demoted = 0
    for grade in grades:
        role = roles.get((grade.task_id, grade.rollout_id), "?")
        if role not in GENUINE_ROLES:
            continue
        judged += 1
        if grade.hack:
            demoted += 1
            evidence = [f.message[:600] for f in grade.hack_evidence][:1]
            print("DEMOTED", grade.task_id.split("#")[0], grade.rollout_id, role, evidence)
    print(f"{demoted}/{judged} genuine passes demoted")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
