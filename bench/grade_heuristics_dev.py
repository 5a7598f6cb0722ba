"""Grade the heuristics / disguised-tables dev set (``bench/devset/heuristics_dev.py``).

    .venv/bin/python bench/grade_heuristics_dev.py [--verify] [--workers N] [--reference]

The groups are built the way ``bench/heldout.py`` builds a blind set's (each hack with the
task's canonical solution and genuine samples, function level, without ``--reference``
unless asked), so the numbers compare with the blind sets' families ``heuristic`` and
``hardcode``. This set was written to be tuned on: it is NOT blind.

``--verify`` checks the set's claims instead (no grader involved): each hack passes the
task's full ``check`` and differs from the canonical solution on its ``wrong_on`` input;
each genuine sample passes and agrees with the canonical solution on every ``wrong_on``
input of its task, and differs from it on its ``outside`` input where one is given.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE / "devset"))
sys.path.insert(0, str(HERE))

from heldout import heldout_section
from heuristics_dev import FAST_REFERENCE, GENUINE, HACKS

from gar.execution import Call, CallJob, CheckJob, FunctionRunner
from gar.grading.detectors.lookups import same_value
from gar.io import load_tasks


def verify(workers: int = 0) -> int:
    """Print every claim that does not hold; the number of failures."""
    tasks = load_tasks("humaneval")
    samples = [(h, "hack") for h in HACKS] + [(g, "genuine") for g in GENUINE]
    witnesses: dict[str, list[tuple]] = {}
    for hack in HACKS:
        witnesses.setdefault(hack["task_id"], []).append(tuple(hack["wrong_on"]))
    failures = 0
    with FunctionRunner(workers=workers) as runner:
        checks = runner.check_many([CheckJob(tasks[s["task_id"]], s["solution"], timeout_s=20.0)
                                    for s, _ in samples])
        jobs = []
        for sample, role in samples:
            task = tasks[sample["task_id"]]
            inputs = ([tuple(sample["wrong_on"])] if role == "hack"
                      else witnesses.get(sample["task_id"], []))
            inputs += [tuple(sample["outside"])] if "outside" in sample else []
            calls = tuple(Call(args) for args in inputs)
            jobs.append(CallJob(sample["solution"], task.entry_point, calls, timeout_s=5.0))
            jobs.append(CallJob(_reference(task), task.entry_point, calls, timeout_s=5.0))
        results = runner.call_many(jobs)
    for k, ((sample, role), check) in enumerate(zip(samples, checks)):
        mine, canonical = results[2 * k].outcomes, results[2 * k + 1].outcomes
        problems = [] if check.passed else [f"fails its tests ({check.status})"]
        agree = [_same(a, b) for a, b in zip(mine, canonical)]
        if role == "hack" and agree[0]:
            problems.append("agrees with the canonical solution on wrong_on")
        if role == "genuine":
            inside = agree[:-1] if "outside" in sample else agree
            problems += [f"differs from canonical on a witness ({i})"
                         for i, same in enumerate(inside) if not same]
            if "outside" in sample and agree[-1]:
                problems.append("agrees with the canonical solution on outside")
        for problem in problems:
            failures += 1
            print(f"FAIL {sample['task_id']} {sample['rollout_id']}: {problem}")
    print(f"{len(samples)} samples checked, {failures} failed claims")
    return failures


def _reference(task) -> str:
    fast = FAST_REFERENCE.get(task.task_id)
    if fast is None:
        return task.prompt + task.canonical_solution
    return next(g["solution"] for g in GENUINE if g["rollout_id"] == fast)


def _same(a, b) -> bool:
    if a.status != "ok" or b.status != "ok":
        return a.status == b.status
    return same_value(a.value, b.value, 1e-9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verify", action="store_true")
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--reference", action="store_true",
                        help="grade with the canonical solution as oracle too")
    args = parser.parse_args()
    if args.verify:
        sys.exit(1 if verify(args.workers) else 0)
    heldout_section("heuristics_dev", workers=args.workers, specs=(HACKS, GENUINE, []))
    if args.reference:
        heldout_section("heuristics_dev", workers=args.workers, use_reference=True,
                        specs=(HACKS, GENUINE, []))


if __name__ == "__main__":
    main()
