"""Where the grading CPU goes: ``grade_groups`` over the throughput benchmark's rollouts
(``bench/grade_throughput.py``'s groups of 8), with every sandboxed job tallied by the stage
that asked for it.

Per stage (the execute stage's checks, the reference runs that set the per-test limits, the
behaviour stage's probe jobs and their resumptions, the quality stage's edge/timing jobs and
its op-count jobs): jobs, calls, the candidates' CPU seconds (from the worker's wait4) and how
many calls timed out. Besides: the whole process tree's CPU seconds (a cgroup-v1 ``cpuacct``
group, where the machine allows it) and the grader process's own; the difference is the
worker servers' and zygotes' share (forks, teardown, the harness). Within the grader
process: the thread CPU of the input draws (Hypothesis, ``gar.grading.generate._draw``), about
half of it since session 23.

The tally wraps :class:`gar.execution.FunctionRunner`'s methods in this process (a
measurement, not a change to what is graded).

Run: ``.venv/bin/python bench/grade_profile.py --size 240``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

import grade_throughput as throughput

from gar.execution import runner as runner_module
from gar.grading import GradeConfig, generate, grade_groups
from gar.io import load_rollouts, load_tasks
from gar.records import to_dict

SITES = {"_execute": "execute: checks", "_without_slow_inputs": "behaviour: probes",
         "_probe": "behaviour: probes", "measure": "quality: edge + timing",
         "_edge_plan": "quality: edge + timing"}


class Tally:
    def __init__(self) -> None:
        self.site = "other"
        self.lock = threading.Lock()
        self.rows: defaultdict[str, Counter] = defaultdict(Counter)
        self.draws: Counter = Counter()  # the grader's own input draws (Hypothesis)

    def install(self) -> None:
        cls = runner_module.FunctionRunner
        call_many, check_many, run = cls.call_many, cls.check_many, cls._run
        tally = self

        def calls(self, jobs, progress=None):  # type: ignore[no-untyped-def]
            tally.site = _caller()
            return call_many(self, jobs, progress)

        def checks(self, jobs, progress=None):  # type: ignore[no-untyped-def]
            tally.site = "execute: checks"
            return check_many(self, jobs, progress)

        def one(self, message, *rest):  # type: ignore[no-untyped-def]
            reply = run(self, message, *rest)
            site = tally.site
            if message.get("entry_point") == "__gar_opcount__":
                site = "quality: op counts"
            elif message["kind"] == "check" and message.get("cpu_limit_s") == 10.0:
                site = "execute: reference runs"
            frames = [f for f in reply.get("frames", []) if "i" in f]
            with tally.lock:
                row = tally.rows[site]
                row["jobs"] += 1
                row["calls"] += len(message.get("calls", ()))
                row["timeouts"] += sum(f.get("s") == "timeout" for f in frames)
                row["cpu_us"] += int(1e6 * float(reply.get("cpu", 0.0)))
            return reply

        cls.call_many, cls.check_many, cls._run = calls, checks, one  # type: ignore[method-assign]
        draw = generate._draw

        def drawn(*args, **kwargs):  # type: ignore[no-untyped-def]
            began = time.thread_time()
            try:
                return draw(*args, **kwargs)
            finally:
                with tally.lock:
                    tally.draws["calls"] += 1
                    tally.draws["cpu_us"] += int(1e6 * (time.thread_time() - began))

        generate._draw = drawn  # type: ignore[assignment]


def _caller() -> str:
    # The frames above our caller, by name only: ``inspect.stack`` also finds each frame's
    # source file and module (milliseconds a call; 0.6-1.0 s of the grader process's CPU per
    # 240 rollouts, which the "grader process" line then overstated: session 25).
    frame = sys._getframe(2)
    for _ in range(10):
        if frame is None:
            break
        if frame.f_code.co_name in SITES:
            return SITES[frame.f_code.co_name]
        frame = frame.f_back
    return "other"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=240)
    parser.add_argument("--records", type=Path, metavar="PATH", help=(
        "also write the grades (status, hack, tier, rank, factor, reward, advantage, "
        "findings) as JSON lines, to compare two versions' records"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="gar-profile-") as tmp:
        tasks_path, rollouts_path = throughput.build(args.size, Path(tmp))
        tasks = load_tasks(str(tasks_path))
        rollouts = load_rollouts(str(rollouts_path), tasks)
        tally = Tally()
        tally.install()
        group = throughput._cgroup()
        if group is not None:
            (group / "cgroup.procs").write_text(str(os.getpid()))
        tree0 = _usage(group)
        own0 = _own()
        began = time.perf_counter()
        grades = grade_groups(tasks, rollouts, GradeConfig())
        wall = time.perf_counter() - began
        own = _own() - own0
        time.sleep(0.5)  # the sandbox's last processes leave the group
        tree = _usage(group) - tree0 if group is not None else float("nan")
        if group is not None:  # back to the parent group, and the measuring group removed
            (group.parent / "cgroup.procs").write_text(str(os.getpid()))
            with contextlib.suppress(OSError):
                group.rmdir()
    outcomes = Counter("hack" if g.hack else g.status.value for g in grades)
    print(f"{args.size} rollouts, {wall:.0f} s wall; CPU: whole tree {tree:.1f} s "
          f"({args.size / tree:.1f} rollouts per CPU-second), grader process {own:.1f} s")
    print(f"{'stage':26} {'jobs':>5} {'calls':>6} {'timeouts':>8} {'candidate CPU s':>15} "
          f"{'share of tree':>13}")
    for site, row in sorted(tally.rows.items(), key=lambda kv: -kv[1]["cpu_us"]):
        cpu = row["cpu_us"] / 1e6
        print(f"{site:26} {row['jobs']:>5} {row['calls']:>6} {row['timeouts']:>8} "
              f"{cpu:>15.2f} {cpu / tree:>12.0%}")
    candidates = sum(r["cpu_us"] for r in tally.rows.values()) / 1e6
    print(f"{'grader process':26} {'':>5} {'':>6} {'':>8} {own:>15.2f} {own / tree:>12.0%}")
    drawn = tally.draws["cpu_us"] / 1e6
    print(f"{'  of which input draws':26} {tally.draws['calls']:>5} {'':>6} {'':>8} "
          f"{drawn:>15.2f} {drawn / tree:>12.0%}")
    rest = tree - candidates - own
    print(f"{'servers, zygotes, forks':26} {'':>5} {'':>6} {'':>8} {rest:>15.2f} "
          f"{rest / tree:>12.0%}")
    print("outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    if args.records is not None:
        _write_records(args.records, grades)


def _write_records(path: Path, grades: list) -> None:
    """The fields that make a grade's meaning, one JSON line per rollout, in input order."""
    fields = ("task_id", "rollout_id", "status", "hack", "tier", "rank", "factor", "reward",
              "advantage", "findings")
    with path.open("w") as handle:
        for grade in grades:
            record = to_dict(grade)
            handle.write(json.dumps({k: record.get(k) for k in fields}, sort_keys=True) + "\n")


def _usage(group: Path | None) -> float:
    return int((group / "cpuacct.usage").read_text()) / 1e9 if group is not None else 0.0


def _own() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
