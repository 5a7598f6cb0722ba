"""Grading time per 8-rollout group, wall and CPU, one group at a time, with the load beside.

    .venv/bin/python bench/group_time.py [--workers N] [--humaneval K] [--ranker default|flat]

Issue 12's target is a median of at most 1 s per 8-rollout group on the 2-core machine. The
pipeline's own ``group_s`` timing is wall time, which a shared machine inflates; this bench
also measures the CPU seconds each group costs across the whole process tree (the grader,
its sandboxed worker servers and every candidate process), read from a cgroup-v1
``cpuacct`` group that this process moves itself into (root only; without it the CPU column
is empty). CPU seconds do not grow with other load, so they say what a group costs on an
idle machine: wall ≈ CPU / cores used.

Two workloads, each group graded alone (``grade_run`` on one group, the runner shared):

* **dev set** — the 30 groups of ``bench/devset``, each cut or padded to 8 rollouts the way
  ``bench/grade_throughput.py`` does (hacks of every family, genuine passes, failures);
* **HumanEval** — the first ``K`` HumanEval tasks (default 40), each as a group of 8: the
  canonical solution, two rewritten copies (``ast.unparse``; behind a delegating wrapper),
  a recursion-free restatement with the docstring dropped, and four failures (``None``, a
  crash, a wrong constant, an exception).

Each workload runs twice: ``cold`` (the first time the process sees the task: per-test
limits measured, Hypothesis draws made) and ``warm`` (the same groups again: what every
training step after the first pays, since a task recurs in every epoch). Printed per
workload and pass: median / p90 / max wall and CPU seconds per group, the behaviour stage's
median, and the 1-minute load average before and after.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from grader_accuracy import flat_ranker, load

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks
from gar.records import Rollout

GROUP = 8

CPUACCT = Path("/sys/fs/cgroup/cpuacct")


class CpuClock:
    """CPU seconds of this process tree, from a cpuacct cgroup it moves into (None: no
    permission or no cgroup v1)."""

    def __init__(self) -> None:
        self.group: Path | None = CPUACCT / f"gar-group-time-{os.getpid()}"
        try:
            self.group.mkdir()
            (self.group / "cgroup.procs").write_text(str(os.getpid()))
        except OSError:
            self.group = None

    def read(self) -> float | None:
        if self.group is None:
            return None
        return int((self.group / "cpuacct.usage").read_text()) / 1e9

    def close(self) -> None:
        if self.group is not None:
            with contextlib.suppress(OSError):
                (CPUACCT / "cgroup.procs").write_text(str(os.getpid()))
                time.sleep(0.5)
                self.group.rmdir()


def devset_groups() -> list[tuple[dict, list[Rollout]]]:
    """Each dev-set group cut to 8, or padded with copies of its first members under new ids
    (as ``bench/grade_throughput.py`` builds its groups)."""
    tasks, rollouts, _, _ = load()
    members: dict[str, list[Rollout]] = {}
    for rollout in rollouts:
        members.setdefault(rollout.task_id, []).append(rollout)
    groups = []
    for task_id, found in members.items():
        eight = found[:GROUP]
        while len(eight) < GROUP:
            copy = found[len(eight) % len(found)]
            eight.append(replace(copy, rollout_id=f"{copy.rollout_id}~{len(eight)}"))
        groups.append(({task_id: tasks[task_id]}, [replace(r, index=i) for i, r in
                                                   enumerate(eight)]))
    return groups


def humaneval_groups(count: int) -> list[tuple[dict, list[Rollout]]]:
    tasks = load_tasks("humaneval")
    groups = []
    for task in list(tasks.values())[:count]:
        program = task.prompt + (task.canonical_solution or "")
        wrapped = (f"{program}\n\n_impl = {task.entry_point}\n\n"
                   f"def {task.entry_point}(*args):\n    return _impl(*args)\n")
        tree = ast.parse(program)
        for node in ast.walk(tree):  # the docstrings dropped: another spelling, same code
            body = getattr(node, "body", None)
            if isinstance(body, list) and len(body) > 1 and isinstance(body[0], ast.Expr) \
                    and isinstance(body[0].value, ast.Constant):
                body.pop(0)
        bodies = {"canonical": {"completion": task.canonical_solution},
                  "unparsed": {"solution": ast.unparse(ast.parse(program))},
                  "wrapped": {"solution": wrapped},
                  "undocumented": {"solution": ast.unparse(tree)},
                  "none": {"completion": "    return None\n"},
                  "crash": {"completion": "    raise RuntimeError('crash')\n"},
                  "constant": {"completion": "    return 1\n"},
                  "unfinished": {"completion": "    raise NotImplementedError\n"}}
        groups.append(({task.task_id: task},
                       [Rollout(task.task_id, rid, **code) for rid, code in bodies.items()]))
    return groups


def measure(groups, runner, config, clock: CpuClock) -> dict[str, list[float]]:
    walls, cpus, behaviour = [], [], []
    for tasks, rollouts in groups:
        cpu0, began = clock.read(), time.perf_counter()
        run = grade_run(tasks, rollouts, config, runner=runner)
        walls.append(time.perf_counter() - began)
        cpu1 = clock.read()
        if cpu0 is not None and cpu1 is not None:
            cpus.append(cpu1 - cpu0)
        behaviour += [g.timings.get("behaviour_s", 0.0) for g in run.groups]
    return {"wall": walls, "cpu": cpus, "behaviour": behaviour}


def summary(values: list[float]) -> str:
    if not values:
        return "        -"
    ordered = sorted(values)
    return (f"{statistics.median(ordered):5.2f} / {ordered[int(0.9 * (len(ordered) - 1))]:5.2f}"
            f" / {ordered[-1]:5.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--humaneval", type=int, default=40, help="HumanEval tasks (groups)")
    parser.add_argument("--ranker", choices=("default", "flat"), default="default")
    args = parser.parse_args()
    config = GradeConfig(ranker=flat_ranker if args.ranker == "flat" else None)
    workloads = {"dev set": devset_groups(), "HumanEval": humaneval_groups(args.humaneval)}
    clock = CpuClock()
    rows = []
    try:
        with FunctionRunner(workers=args.workers) as runner:
            for name, groups in workloads.items():
                for phase in ("cold", "warm"):
                    load0 = os.getloadavg()[0]
                    found = measure(groups, runner, config, clock)
                    rows.append((name, phase, len(groups), found, load0, os.getloadavg()[0]))
            workers = runner.size
    finally:
        clock.close()
    print(f"grading time per 8-rollout group, one group at a time; ranker {args.ranker}; "
          f"{workers} workers; {os.cpu_count()} cores")
    print(f"{'workload':10} {'pass':5} {'groups':>6}  {'wall s (med/p90/max)':>22}  "
          f"{'CPU s (med/p90/max)':>22}  {'behaviour med':>13}  {'load 1-min':>11}")
    for name, phase, count, found, load0, load1 in rows:
        print(f"{name:10} {phase:5} {count:>6}  {summary(found['wall']):>22}  "
              f"{summary(found['cpu']):>22}  {statistics.median(found['behaviour']):>12.2f}s"
              f"  {load0:>4.1f}->{load1:<4.1f}")


if __name__ == "__main__":
    main()
