"""Which tasks of a held-out set a tree reads differently: one line per task (id, a digest of
its preconditions from the prompt and the visible calls, and the session-25 families that
bind it). Blind-safe: no hack, genuine body or verdict is read.

    .venv/bin/python bench/coord/reach.py TREE sessionN > a.txt   # then diff two trees
"""

import hashlib
import sys

tree, setname = sys.argv[1], sys.argv[2]
for sub in ("/src", "/bench", "/bench/devset"):
    sys.path.insert(0, tree + sub)

from heldout_sets import load_set, with_set_tasks

from gar.datasets import humaneval_tasks
from gar.grading.inputs import task_preconditions
from gar.grading.visible import visible_calls

held = load_set(setname)
tasks = with_set_tasks(humaneval_tasks(), held.tasks)
ids = sorted({h["task_id"] for h in held.hacks} | {g["task_id"] for g in held.genuine})
try:
    from gar.grading.length_prefixes import layout
    from gar.grading.path_edits import layouts
    from gar.grading.text_numbers import text_number_cap
except ImportError:  # a tree from before session 25
    layout = layouts = text_number_cap = None
for tid in ids:
    task = tasks[tid]
    pre = task_preconditions(task, visible_calls(task))
    digest = hashlib.sha1(repr(pre).encode()).hexdigest()[:10]
    hits = []
    if text_number_cap and text_number_cap(task.prompt) is not None:
        hits.append("textcap")
    if layouts and pre is not None and list(layouts(pre)):
        hits.append("path")
    if layout and pre is not None:
        for i in range(pre.arity):
            column = [a[i] for a in pre.observed]
            if all(isinstance(v, str) for v in column) and layout(column, task.prompt):
                hits.append(f"lenpref{i}")
    print(tid, digest, ",".join(hits))
