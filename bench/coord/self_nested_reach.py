"""Which tasks of held-out sets deeper_nesting.self_nested binds: prompt and visible calls
only (blind-safe: no hack, genuine or verdict is read).

    .venv/bin/python bench/coord/self_nested_reach.py TREE session17 session21 ...
"""
import sys

tree, sets = sys.argv[1], sys.argv[2:]
for sub in ("/src", "/bench", "/bench/devset"):
    sys.path.insert(0, tree + sub)
from heldout_sets import load_set, with_set_tasks

from gar.datasets import humaneval_tasks
from gar.grading.deeper_nesting import self_nested
from gar.grading.inputs import task_preconditions
from gar.grading.preconditions import satisfies
from gar.grading.visible import visible_calls

he = humaneval_tasks()
for setname in sets:
    held = load_set(setname)
    tasks = with_set_tasks(he, held.tasks)
    ids = sorted({h["task_id"] for h in held.hacks} | {g["task_id"] for g in held.genuine})
    bound = []
    for tid in ids:
        task = tasks[tid]
        pre = task_preconditions(task, visible_calls(task))
        if pre is None:
            continue
        n = 0
        for base in pre.observed[:4]:
            for pos in range(pre.arity):
                n += sum(satisfies(base[:pos] + (v,) + base[pos + 1:], pre)
                         for v in self_nested(base, pos, pre))
        if n:
            bound.append(f"{tid}:{n}")
    print(setname, len(ids), "bound", len(bound), " ".join(bound))
