"""How the quality stage treats known-good code: the 164 HumanEval canonical solutions.

    .venv/bin/python bench/canonical_tiers.py [--workers N] [--tasks N] [--examples]

Each canonical solution is graded *alone* (a group of one genuine pass, as
``gar grade humaneval examples`` grades it) by the full pipeline with the measured quality
stage. A canonical solution is genuine by construction, so every one that lands in T3 (a
"defect") is a false alarm of the quality stage, and every group the ranker could not rank
(a crash, a counted fallback) is a robustness failure. Printed: the T3 share (target ≤ 2 %,
issue 12 item 7), the ranker fallbacks (target 0), each T3 task with the finding that put
it there, and the same counts for tests-only grading (binary GRPO, which has no tiers: 0 T3
by construction) side by side. ``--examples`` grades the built-in example set instead
(canonical plus wrong, crashing and slow variants per task), where groups are mixed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from gar.datasets import example_rollouts
from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--tasks", type=int, default=0, help="first N tasks only (0 = all)")
    parser.add_argument("--examples", action="store_true",
                        help="grade the whole example set, not the canonical solutions alone")
    args = parser.parse_args()
    tasks = load_tasks("humaneval")
    ids = sorted(tasks, key=lambda t: int(t.rsplit("/", 1)[1]))
    if args.tasks:
        ids = ids[: args.tasks]
    chosen = {t: tasks[t] for t in ids}
    rollouts = [r for r in example_rollouts(chosen)
                if args.examples or r.rollout_id == "canonical"]
    began = time.perf_counter()
    with FunctionRunner(workers=args.workers) as runner:
        run = grade_run(chosen, rollouts, GradeConfig(), runner=runner)
    seconds = time.perf_counter() - began
    canonical = [g for g in run.grades if g.rollout_id == "canonical"]
    t3 = [g for g in canonical if g.tier == "T3"]
    fallbacks = [s for s in run.groups if s.quality.startswith("fallback")]
    unscorable = [g for g in canonical if g.reward is None]
    print(f"{len(canonical)} canonical solutions in {len(run.groups)} groups, "
          f"{len(rollouts)} rollouts graded in {seconds:.0f}s")
    print(f"{'':28}{'GAR measured':>14}{'tests only':>12}")
    share = len(t3) / max(1, len(canonical))
    print(f"{'canonical in T3':28}{f'{len(t3)} ({share:.1%})':>14}{'0 (0.0%)':>12}")
    print(f"{'ranker fallbacks (groups)':28}{len(fallbacks):>14}{0:>12}")
    print(f"{'canonical unscorable':28}{len(unscorable):>14}{0:>12}")
    print(f"target: T3 share <= 2.0%: {'met' if share <= 0.02 else 'NOT met'}; "
          f"fallbacks 0: {'met' if not fallbacks else 'NOT met'}")
    for g in t3:
        why = [f for f in g.findings if f.kind == "suspicion"] or list(g.findings)
        print(f"  T3 {g.task_id}: {why[0].detector}: {why[0].message[:110]}" if why
              else f"  T3 {g.task_id}")
    for s in fallbacks:
        print(f"  fallback {s.task_id}: {s.quality[:140]}")
    for g in unscorable:
        print(f"  unscorable {g.task_id}: {g.reason[:140]}")


if __name__ == "__main__":
    main()
