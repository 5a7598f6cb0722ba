"""The cost of the behaviour stage's fresh inputs, per task (issue 12.3: "measure the cost").

    .venv/bin/python bench/input_generation.py [--limit 32]

For each HumanEval task (the full tests' parsed literals as the observed calls), times the
mutations alone (``derive_inputs``, the previous inputs) beside the full set
(``fresh_inputs``: mutations + Hypothesis draws + boundaries) with a cold cache, then again
with the cache warm (a task recurs in every training step), and counts the inputs per kind.
Prints the medians and maxima side by side and the ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from gar.datasets import humaneval_tasks
from gar.grading import generate
from gar.grading.inputs import derive_inputs, fresh_inputs
from gar.grading.visible import visible_calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=32)
    args = parser.parse_args()
    tasks = humaneval_tasks()
    fresh_inputs(next(iter(tasks.values())), (), [(1,)], 4)  # import Hypothesis once
    mutate, cold, warm, kinds = [], [], [], Counter()
    for task in tasks.values():
        visible = visible_calls(task)
        observed = [v.call.args for v in visible if not v.call.kwargs]
        began = time.perf_counter()
        derive_inputs(task, visible, args.limit, observed)
        mutate.append(time.perf_counter() - began)
        generate._CACHE.clear()
        began = time.perf_counter()
        made = fresh_inputs(task, visible, observed, args.limit)
        cold.append(time.perf_counter() - began)
        began = time.perf_counter()
        fresh_inputs(task, visible, observed, args.limit)
        warm.append(time.perf_counter() - began)
        kinds.update(d.kind for d in made)
    n = len(tasks)
    print(f"{n} HumanEval tasks, limit {args.limit}")
    for name, times in (("mutations only (before)", mutate), ("fresh inputs, cold cache", cold),
                        ("fresh inputs, warm cache", warm)):
        print(f"  {name:26} median {statistics.median(times) * 1000:7.1f} ms   "
              f"max {max(times) * 1000:7.1f} ms   "
              f"x{statistics.median(times) / statistics.median(mutate):.1f} the mutations")
    print("  inputs per task by kind: " + ", ".join(
        f"{kind} {count / n:.1f}" for kind, count in sorted(kinds.items())))


if __name__ == "__main__":
    main()
