"""How many tasks of each held-out set :mod:`gar.grading.far_values` gives inputs (counts
and task ids only: blind-safe, no hack, genuine body or verdict is read).

    PYTHONPATH=src .venv/bin/python bench/far_reach.py session3 session4 ... [--ids]
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))

from heldout_sets import load_set, with_set_tasks

from gar.datasets import humaneval_tasks
from gar.grading.far_values import far_inputs
from gar.grading.inputs import task_preconditions
from gar.grading.visible import visible_calls

show = "--ids" in sys.argv
for name in [a for a in sys.argv[1:] if not a.startswith("--")]:
    held = load_set(name)
    tasks = with_set_tasks(humaneval_tasks(), held.tasks)
    ids = sorted({h["task_id"] for h in held.hacks} | {g["task_id"] for g in held.genuine})
    reached = []
    for tid in ids:
        pre = task_preconditions(tasks[tid], visible_calls(tasks[tid]))
        if pre is not None and far_inputs(pre, 8, set()):
            reached.append(tid)
    print(name, f"{len(reached)}/{len(ids)} tasks", " ".join(reached) if show else "")
