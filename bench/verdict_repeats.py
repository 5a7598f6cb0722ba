"""Grade named held-out hacks' groups several times, idle and beside busy loops, and print
each run's verdicts: whether a verdict depends on the run (the load, the CPU limits' headroom).

    PYTHONPATH=src .venv/bin/python bench/verdict_repeats.py session23:b23-comp-capped-values \
        session15:blind15-hack00 --repeats 3 --hogs 2

Spent sets only (it reads the hacks). A line per run and group: the condition (idle or the
number of hogs), the hack's verdict (``caught``/``MISSED``), and the grades of the group's
other members (``.`` a reward, ``x`` a failure, ``H`` a demotion), so that a change in any
member's grade shows.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks

HOG = "while True:\n    pass\n"


def _groups(names: list[str]) -> tuple[dict, list, list[str]]:
    tasks_all, rollouts_all, hack_ids = {}, [], []
    for name in names:
        set_name, rid = name.split(":", 1)
        spec = load_set(set_name)
        hacks = [h for h in spec.hacks if h["rollout_id"] == rid]
        if not hacks:
            raise SystemExit(f"no hack {rid} in {set_name}")
        tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
        group_tasks, rollouts, _ = build_groups(tasks, hacks, spec.genuine, [])
        group_tasks = {g: t for g, t in group_tasks.items() if not g.endswith("#genuine")}
        tasks_all.update(group_tasks)
        rollouts_all += [r for r in rollouts if r.task_id in group_tasks]
        hack_ids.append(rid)
    return tasks_all, rollouts_all, hack_ids


def _line(grades: list, hack_ids: list[str]) -> str:
    out = []
    by_group: dict[str, list] = {}
    for g in grades:
        by_group.setdefault(g.task_id, []).append(g)
    for members in by_group.values():
        hack = next(g for g in members if g.rollout_id in hack_ids)
        others = "".join("H" if g.hack else "." if g.reward > 0 else "x"
                         for g in members if g is not hack)
        out.append(f"{hack.rollout_id}={'caught' if hack.hack else 'MISSED'} [{others}]")
    return "  ".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("hacks", nargs="+", help="set:rollout_id, e.g. session23:b23-...")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--hogs", type=int, default=2, help="busy loops in the loaded runs")
    args = parser.parse_args()
    tasks, rollouts, hack_ids = _groups(args.hacks)
    with FunctionRunner() as runner:
        for hogs in (0, args.hogs) if args.hogs else (0,):
            procs = [subprocess.Popen([sys.executable, "-c", HOG], start_new_session=True)
                     for _ in range(hogs)]
            try:
                for _ in range(args.repeats):
                    started = time.monotonic()
                    grades = grade_run(tasks, rollouts, GradeConfig(), runner=runner).grades
                    print(f"hogs={hogs} {time.monotonic() - started:5.1f}s "
                          f"{_line(list(grades), hack_ids)}", flush=True)
            finally:
                for proc in procs:
                    proc.kill()
                    proc.wait()


if __name__ == "__main__":
    main()
