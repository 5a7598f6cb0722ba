"""Memory the grader's inputs take: ``gar grade``'s own input handling at 1k-100k rollouts,
without grading.

Per size, a fresh process imports the CLI and the pipeline, then (measured: VmRSS before and
after) does what ``gar grade`` does with its inputs before the first group is graded: reads
the tasks and rollouts files (``gar.cli.common.load_inputs``), groups the rollouts by task
(``group_positions``, as the pipeline does) and takes the output's keys. The inputs are
``bench/grade_throughput.py``'s (dev-set groups of 8 cloned under new task ids). Works on code
from before the lazy readers too (it then falls back to reading every rollout).

Run: ``PYTHONPATH=src .venv/bin/python bench/inputs_rss.py --sizes 1000 10000 100000``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import grade_throughput as throughput

PROBE = """
import sys, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
import numpy, gar.cli.common, gar.cli.grade_cmd, gar.grading.pipeline
from gar.grading.result import group_positions
before, began = rss(), time.perf_counter()
tasks, items = gar.cli.common.load_inputs(sys.argv[1], sys.argv[2])
ids = getattr(items, "task_ids", None) or [r.task_id for r in items]
groups = group_positions(ids)
keys_of = getattr(gar.cli.common, "rollout_keys", None)
keys = keys_of(items) if keys_of else [(r.task_id, r.rollout_id) for r in items]
print(len(items), len(tasks), rss() - before, time.perf_counter() - began)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    args = parser.parse_args()
    print(f"{'rollouts':>8} {'tasks':>6} {'inputs RSS':>10} {'seconds':>7}")
    with tempfile.TemporaryDirectory(prefix="gar-inputs-") as tmp:
        for size in args.sizes:
            directory = Path(tmp) / str(size)
            directory.mkdir()
            tasks, rollouts = throughput.build(size, directory)
            out = subprocess.run([sys.executable, "-c", PROBE, str(tasks), str(rollouts)],
                                 capture_output=True, text=True, check=True).stdout.split()
            count, tasks_n, mib, seconds = int(out[0]), int(out[1]), float(out[2]), float(out[3])
            print(f"{count:>8} {tasks_n:>6} {mib:>8.1f}Mi {seconds:>7.1f}", flush=True)


if __name__ == "__main__":
    main()
