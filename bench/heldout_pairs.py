"""Grade only the quality pairs of spent held-out sets, fast, and show why a pair is wrong.

    PYTHONPATH=src .venv/bin/python bench/heldout_pairs.py 7 8 10 [-v]

Each pair is graded as ``bench/heldout.py`` grades it (the pair plus the task's canonical
solution, one group), without the set's hack and genuine groups: a few seconds a set instead
of a minute. Printed per wrong pair (every pair with ``-v``): its criterion and, for the
three passes, tier, rank and the quality stage's findings. Never run it on a blind set.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE / "devset"))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks


def grade_pairs(number: str, verbose: bool) -> tuple[int, int]:
    spec = load_set(f"session{number}")
    pairs = spec[2]
    tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
    group_tasks, rollouts, _ = build_groups(tasks, [], [], pairs)
    with FunctionRunner(workers=0) as runner:
        run = grade_run(group_tasks, rollouts, GradeConfig(use_reference=False), runner=runner)
    grades: dict[str, dict] = {}
    for g in run.grades:
        grades.setdefault(g.task_id, {})[g.rollout_id] = g
    right = 0
    for index, pair in enumerate(pairs):
        group = grades[f"{pair['task_id']}#pair{index}"]
        better, worse = (group[r].rank if group[r].passed and not group[r].hack else None
                         for r in ("better", "worse"))
        ok = better is not None and worse is not None and better < worse
        right += ok
        if ok and not verbose:
            continue
        print(f"== set{number} {pair['task_id']}#pair{index} {'OK' if ok else 'WRONG'}: "
              f"{pair['criterion'][:90]}")
        for rid in ("anchor", "better", "worse"):
            g = group[rid]
            print(f"   {rid:7} passed={g.passed} hack={g.hack} tier={g.tier} rank={g.rank}")
            for f in (*g.findings, *g.hack_evidence):
                if f.detector.startswith("quality") or g.hack:
                    print(f"       {f.detector}: {f.message[:150]}")
    print(f"set{number} pairs {right}/{len(pairs)}")
    return right, len(pairs)


def main() -> None:
    verbose = "-v" in sys.argv
    totals = [grade_pairs(a, verbose) for a in sys.argv[1:] if not a.startswith("-")]
    print(f"TOTAL {sum(r for r, _ in totals)}/{sum(n for _, n in totals)}")


if __name__ == "__main__":
    main()
