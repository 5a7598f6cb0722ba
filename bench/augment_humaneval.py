"""Benchmark: how much stronger ``gar tests augment`` makes HumanEval's verifier, in one run.

Peer: HumanEval's own ``check()`` tests. Both suites are run, in the sandbox, against the same
first-order mutants of every canonical solution (:mod:`gar.augment.mutants`); the mutation
score is killed mutants over all mutants, pooled over tasks (equivalent mutants stay in the
denominator of both). Then every augmented task is run against its canonical solution: all
of them must still pass.

Columns: tasks, tasks augmented, hidden tests written, mutants, mutation score of the original
tests and of the augmented ones, their ratio, canonical solutions passing the augmented tasks,
wall time.

Run:  nice -n 15 .venv/bin/python bench/augment_humaneval.py                 (all 164 tasks)
      nice -n 15 .venv/bin/python bench/augment_humaneval.py --limit 20 --workers 2
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

from gar.augment import AugmentConfig, augment_tasks, summarise
from gar.datasets import humaneval_tasks, reference_rollouts
from gar.execution import ExecConfig, FunctionRunner, execute


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=0, help="first N tasks only (0 = all)")
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--max-mutants", type=int, default=40)
    parser.add_argument("--out", default="bench/results/augment_humaneval.json")
    args = parser.parse_args()
    tasks = humaneval_tasks()
    if args.limit:
        tasks = dict(list(tasks.items())[:args.limit])
    start = time.perf_counter()
    done = [0]

    def progress(n: int) -> None:
        done[0] += n
        if done[0] % 10 == 0 or done[0] == len(tasks):
            print(f"  {done[0]}/{len(tasks)} tasks, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr, flush=True)

    with FunctionRunner(workers=args.workers) as runner:
        results = augment_tasks(tasks, runner, config=AugmentConfig(max_mutants=args.max_mutants),
                                progress=progress)
        augment_s = time.perf_counter() - start
        augmented = {r.task_id: dataclasses.replace(tasks[r.task_id], test=r.test or
                                                    tasks[r.task_id].test) for r in results}
        checks = execute(augmented, reference_rollouts(augmented), ExecConfig(), runner=runner)
    summary = summarise(results)
    passing = sum(1 for c in checks if c.passed)
    before, after = summary["mutation_score_before"], summary["mutation_score_after"]
    row = {**summary, "canonical_pass": passing, "canonical_total": len(checks),
           "ratio_after_over_before": round(after / before, 4) if before else None,
           "augment_wall_s": round(augment_s, 1),
           "per_task": [dataclasses.asdict(r) | {"test": None} for r in results]}
    print(f"{'suite':<28}{'killed':>10}{'mutants':>9}{'score':>9}")
    print(f"{'HumanEval check() (peer)':<28}{summary['killed_before']:>10}"
          f"{summary['mutants']:>9}{before:>9.1%}")
    print(f"{'+ gar tests augment':<28}{summary['killed_after']:>10}"
          f"{summary['mutants']:>9}{after:>9.1%}")
    print(f"ratio after/before: {row['ratio_after_over_before']}; surviving mutants "
          f"{summary['mutants'] - summary['killed_before']} -> "
          f"{summary['mutants'] - summary['killed_after']}")
    print(f"tasks {summary['tasks']}, augmented {summary['augmented']}, hidden tests "
          f"{summary['hidden_tests']}; canonical solutions passing the augmented tasks "
          f"{passing}/{len(checks)}; augment wall {augment_s:.0f} s")
    for reason, count in sorted(summary["unchanged_reasons"].items()):
        print(f"  unchanged ({count}): {reason}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(row, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
