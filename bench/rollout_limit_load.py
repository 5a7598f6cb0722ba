"""Does a rollout's verdict depend on the machine's load? The whole-rollout limit
(``timeout_s``), idle and with busy loops sharing the candidate's core, for this code and a
baseline source tree, in one run.

Each rollout is a function-level check job whose tests need ``--need`` CPU-seconds in all
(``--tests`` tests of equal share, each well under its per-test limit), against a rollout
limit of ``--limit`` seconds: within its budget, it must pass however busy the machine is.
The worker (and so every candidate, which also pins itself) runs on one core; ``H`` busy
loops pinned to that core, each in a session of its own (its own autogroup, so they really
compete), leave the rollout about ``1/(H+1)`` of it. Two controls per condition: a rollout
that sleeps (blocked, not waiting for a CPU) and one that spins, each past the limit: both
must time out, idle or loaded.

Run: ``PYTHONPATH=src .venv/bin/python bench/rollout_limit_load.py --baseline-src /tmp/base/src``
(the baseline from ``git archive <commit> src | tar -x -C /tmp/base``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

MEASURE = r'''
import json, os, subprocess, sys, time
from collections import Counter
from gar.execution import CheckJob, FunctionRunner
from gar.records import FunctionTask

args = json.loads(sys.argv[1])
core = {min(os.sched_getaffinity(0))}
pin = f"import os\nos.sched_setaffinity(0, {core})\n"
busy = pin + ("import time\ndef f(seconds):\n    end = time.process_time() + seconds\n"
              "    while time.process_time() < end:\n        pass\n    return seconds\n")
sleepy = pin + "import time\ndef f(seconds):\n    time.sleep(seconds)\n    return seconds\n"


def task(tests, seconds):
    body = "".join(f"    assert candidate({seconds}) == {seconds}\n" for _ in range(tests))
    return FunctionTask(task_id=f"t/{tests}x{seconds}", prompt="def f(seconds):\n",
                        entry_point="f", test="def check(candidate):\n" + body)


within = task(args["tests"], args["need"] / args["tests"])
over = task(args["tests"], 3 * args["limit"] / args["tests"])
saved = os.sched_getaffinity(0)
os.sched_setaffinity(0, core)
runner = FunctionRunner(workers=1)
runner.check_many([CheckJob(within, busy, timeout_s=30.0, per_test_timeout_s=5.0)])  # start
os.sched_setaffinity(0, saved)
rows = []
for hogs in args["hogs"]:
    procs = [subprocess.Popen([sys.executable, "-c", f"import os\nos.sched_setaffinity(0, {core})"
                               "\nwhile True:\n    pass\n"], start_new_session=True)
             for _ in range(hogs)]
    time.sleep(0.3)
    try:
        for kind, program, the_task in (("within", busy, within), ("sleeps", sleepy, over),
                                        ("spins", busy, over)):
            count = args["rollouts"] if kind == "within" else 2
            job = CheckJob(the_task, program, timeout_s=args["limit"],
                           per_test_timeout_s=args["limit"])
            began = time.monotonic()
            results = [runner.check_many([job])[0] for _ in range(count)]
            wall = (time.monotonic() - began) / count
            rows.append({"hogs": hogs, "kind": kind, "wall": wall,
                         "status": dict(Counter(r.status.value for r in results))})
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()
runner.close()
print(json.dumps(rows))
'''


def measure(src: str, options: dict) -> list[dict]:
    env = {**os.environ, "PYTHONPATH": src}
    out = subprocess.run([sys.executable, "-c", MEASURE, json.dumps(options)], env=env,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline-src", required=True, help="the baseline's src directory")
    parser.add_argument("--rollouts", type=int, default=5)
    parser.add_argument("--tests", type=int, default=6)
    parser.add_argument("--need", type=float, default=0.6, help="CPU-s a rollout needs")
    parser.add_argument("--limit", type=float, default=1.0, help="the rollout's timeout_s")
    parser.add_argument("--hogs", type=int, nargs="+", default=[0, 4, 8])
    args = parser.parse_args()
    options = {"rollouts": args.rollouts, "tests": args.tests, "need": args.need,
               "limit": args.limit, "hogs": args.hogs}
    here = str(Path(__file__).resolve().parents[1] / "src")
    runs = {"baseline": measure(args.baseline_src, options), "this code": measure(here, options)}
    print(f"rollouts needing {args.need:g} CPU-s in {args.tests} tests, limit "
          f"{args.limit:g} s; controls past the limit: sleeps, spins")
    print(f"{'code':<10} {'hogs':>4} {'rollout':<7} {'wall s':>7}  statuses")
    for name, rows in runs.items():
        for row in rows:
            print(f"{name:<10} {row['hogs']:>4} {row['kind']:<7} {row['wall']:>7.2f}  "
                  + ", ".join(f"{k} {v}" for k, v in sorted(row["status"].items())))
    for name, rows in runs.items():
        within = [r for r in rows if r["kind"] == "within"]
        passed = sum(r["status"].get("passed", 0) for r in within)
        total = sum(sum(r["status"].values()) for r in within)
        print(f"{name}: within-budget rollouts passed {passed}/{total} "
              f"({passed / total:.2f}) over hogs {args.hogs}")


if __name__ == "__main__":
    main()
