"""Ray speed-up: grading HumanEval example groups serially in-process (the peer) vs on a
:class:`gar.integrations.ray.RayGradingPool` of warm actors, in one run on this machine.

Workload: the first ``--tasks`` HumanEval tasks, each a group of four example rollouts
(canonical, wrong, crashing, slow-but-correct: mixed groups, so the whole pipeline runs).
Serial: :func:`gar.grading.grade_groups` in this process (its own sandbox pool, one worker per
core plus one). Ray: a local ``ray.init(num_cpus=--cpus)`` cluster (multi-process), a pool of
``--actors`` actors of ``--cpus / --actors`` CPUs each; reported separately: the pool's start
(actors up, sandboxes warm) and the grading of the same groups, streamed, then a second (warm)
round. Both sides must give the same passed/hack/tier per rollout (checked and printed).

Run: ``PYTHONPATH=src nice -n 15 .venv/bin/python bench/ray_speedup.py [--tasks 24 --actors 2
--cpus 2]``. Prints a line per graded group to stderr (a HumanEval group takes tens of seconds
on a loaded 2-core machine: a silent run of many minutes is not a hang). Writes
``bench/results/ray_speedup.json`` and ``.md``, with the load average before, between and
after (other jobs share the machine).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from gar.datasets import example_rollouts, load_builtin_tasks
from gar.grading import grade_groups

RESULTS = Path(__file__).parent / "results"


def same(a, b) -> bool:
    return [(g.rollout_id, g.passed, g.hack, g.tier) for g in a] == \
        [(g.rollout_id, g.passed, g.hack, g.tier) for g in b]


class Progress:
    """A line per graded group on stderr: what is done, and when."""

    def __init__(self, label: str, total: int) -> None:
        self.label, self.total, self.done = label, total, 0
        self.started = time.monotonic()

    def __call__(self, count: int) -> None:
        self.done += count
        print(f"{self.label}: {self.done}/{self.total} rollouts graded after "
              f"{time.monotonic() - self.started:.0f} s", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", type=int, default=24)
    parser.add_argument("--actors", type=int, default=2)
    parser.add_argument("--cpus", type=int, default=2)
    args = parser.parse_args()
    import ray

    from gar.integrations.ray import RayGradingPool

    tasks = dict(list(load_builtin_tasks("humaneval").items())[: args.tasks])
    rollouts = example_rollouts(tasks, variants_for=args.tasks)
    loads = {"start": os.getloadavg()}
    started = time.monotonic()
    serial = grade_groups(tasks, rollouts, progress=Progress("serial", len(rollouts)))
    serial_s = time.monotonic() - started
    loads["after_serial"] = os.getloadavg()
    for attempt in range(3):  # Ray gives a raylet 30 s to register; a loaded machine can miss it
        try:
            ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False)
            break
        except Exception as exc:  # noqa: BLE001
            print(f"ray.init failed (attempt {attempt + 1}): {exc}")
            ray.shutdown()
    else:
        raise SystemExit("could not start a local Ray cluster")
    try:
        started = time.monotonic()
        pool = RayGradingPool(tasks, actors=args.actors, cpus_per_actor=args.cpus / args.actors)
        pool.info()  # actors constructed: task table read, sandbox pool started
        start_s = time.monotonic() - started
        started = time.monotonic()
        first = pool.grade(rollouts, progress=Progress("ray first", len(rollouts)))
        first_s = time.monotonic() - started
        started = time.monotonic()
        second = pool.grade(rollouts, progress=Progress("ray warm", len(rollouts)))
        second_s = time.monotonic() - started
        timeouts, deaths = pool.timeouts, pool.deaths
        pool.close()
    finally:
        ray.shutdown()
    report = {
        "machine": f"{os.cpu_count()} cores, shared with other engineers' jobs (loaded)",
        "loadavg": {**loads, "end": os.getloadavg()}, "settings": vars(args),
        "ray_timeouts": timeouts, "ray_deaths": deaths,
        "groups": len(tasks), "rollouts": len(rollouts),
        "serial_s": round(serial_s, 2), "ray_pool_start_s": round(start_s, 2),
        "ray_first_s": round(first_s, 2), "ray_warm_s": round(second_s, 2),
        "speedup_first": round(serial_s / first_s, 3),
        "speedup_warm": round(serial_s / second_s, 3),
        "speedup_including_start": round(serial_s / (start_s + first_s), 3),
        "same_grades": same(serial, first) and same(serial, second),
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "ray_speedup.json").write_text(json.dumps(report, indent=2) + "\n")
    lines = [
        "# Ray speed-up vs serial grading (HumanEval example groups)", "",
        "Command: `PYTHONPATH=src nice -n 15 .venv/bin/python bench/ray_speedup.py "
        + " ".join(f"--{k} {v}" for k, v in report["settings"].items()) + "`", "",
        f"Machine: {report['machine']}. Load average (1, 5, 15 min) "
        + "; ".join(f"{k}: {', '.join(f'{x:.1f}' for x in v)}"
                    for k, v in report["loadavg"].items()) + ".",
        f"Workload: {report['groups']} groups, {report['rollouts']} rollouts.", "",
        "| run | seconds | speed-up vs serial |", "|---|---|---|",
        f"| serial grade_groups (peer) | {report['serial_s']} | 1.0 |",
        f"| Ray pool, first batch | {report['ray_first_s']} | {report['speedup_first']} |",
        f"| Ray pool, warm second batch | {report['ray_warm_s']} | {report['speedup_warm']} |",
        (f"| Ray pool start + first batch | {round(start_s + first_s, 2)} | "
         f"{report['speedup_including_start']} |"), "",
        (f"Pool start (actors up, sandboxes warm): {report['ray_pool_start_s']} s. "
         f"Same passed/hack/tier per rollout on both sides: {report['same_grades']}. "
         f"Ray groups timed out: {timeouts}; actors lost: {deaths}."),
    ]
    (RESULTS / "ray_speedup.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
