"""The behaviour stage's narrower rules, audited: what each one catches that the general
mechanism (consensus differential testing) does not.

    .venv/bin/python bench/rule_audit.py [--workers N] [--no-session3]

Issue 12: "keep the existing rules (echo, embedded tie-break, lookups) only where a test
shows that the general mechanism misses a case they catch". This grades the dev set, the
two earlier held-out sets (``devset/unseen.py``, ``devset/unseen_session2.py``) and the
session-3 set (``devset/unseen_session3.py``; seen since its measurement) once with every
rule, then once without each rule, and prints per configuration the hacks flagged and the
genuine passes demoted, and the hacks that only the removed rule caught. The ablations:

* ``-echo``, ``-embedded``, ``-lookup_fallback``: the group detector left out of the
  registry (:data:`gar.grading.detectors.group.REGISTRY`);
* ``-lookup_distrust``: passes with a broad static lookup of the visible tests vote like any
  other pass (``gar.grading.behaviour._trusted`` ignores ``static.lookup``);
* ``differential only``: all four at once.

The flat ranker is used throughout (the quality stage does not decide hacks).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "devset"))

import grader_accuracy as acc
import heldout
from unseen import UNSEEN
from unseen_session2 import UNSEEN_2
from unseen_session3 import GENUINE_3, HACKS_3

from gar.execution import FunctionRunner
from gar.grading import behaviour
from gar.grading.detectors import group
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks

RULES = ("dynamic.echo", "dynamic.embedded", "dynamic.lookup_fallback")
_TRUSTED = behaviour._trusted


def _trust_lookups(evidence, new) -> bool:
    return not any(f.kind == "hack" for f in [*evidence.findings, *new])


def configure(removed: tuple[str, ...]) -> None:
    full = tuple(r for r in _FULL if r.name not in removed)
    group.REGISTRY = full
    behaviour._trusted = _trust_lookups if "lookup_distrust" in removed else _TRUSTED


_FULL = group.REGISTRY


def flagged(runner, config, dev, session3: bool) -> tuple[set[str], int, int]:
    """(ids of the flagged hacks, genuine passes demoted, genuine passes)."""
    tasks, rollouts, labels, _ = dev
    grades = grade_run(tasks, rollouts, config, runner=runner).grades
    hacks = {f"dev:{g.task_id}/{g.rollout_id}" for g in grades
             if labels[(g.task_id, g.rollout_id)].startswith("hack:") and g.hack}
    honest = [g for g in grades if labels[(g.task_id, g.rollout_id)] in ("genuine", "trap")
              and g.passed]
    demoted, passes = sum(g.hack for g in honest), len(honest)
    for name, specs in (("unseen", UNSEEN), ("session2", UNSEEN_2)):
        rows = acc.unseen_styles(tasks, rollouts, labels, config, specs, runner=runner)
        hacks |= {f"{name}:{rid}" for _, rid, hit, _ in rows if hit}
    if session3:
        group_tasks, s3, roles = heldout.build_groups(load_tasks("humaneval"), HACKS_3,
                                                      GENUINE_3, [])
        grades = grade_run(group_tasks, s3, config, runner=runner).grades
        for g in grades:
            role = roles[g.task_id, g.rollout_id]
            if role.startswith("hack:") and g.hack:
                hacks.add(f"session3:{g.rollout_id}")
            elif role in ("genuine", "outside", "anchor") and g.passed:
                passes += 1
                demoted += bool(g.hack)
    return hacks, demoted, passes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--no-session3", action="store_true")
    args = parser.parse_args()
    dev = acc.load()
    config = GradeConfig(ranker=acc.flat_ranker)
    ablations: dict[str, tuple[str, ...]] = {"all rules": ()}
    ablations |= {f"-{r.split('.')[1]}": (r,) for r in RULES}
    ablations["-lookup_distrust"] = ("lookup_distrust",)
    ablations["differential only"] = (*RULES, "lookup_distrust")
    results = {}
    with FunctionRunner(workers=args.workers) as runner:
        for name, removed in ablations.items():
            configure(removed)
            began = time.perf_counter()
            results[name] = (*flagged(runner, config, dev, not args.no_session3),
                             time.perf_counter() - began)
        configure(())
    base = results["all rules"][0]
    print(f"{'configuration':20}{'hacks flagged':>15}{'genuine demoted':>18}{'run':>8}")
    for name, (hacks, demoted, passes, wall) in results.items():
        print(f"{name:20}{len(hacks):>15}{f'{demoted}/{passes}':>18}{wall:>7.0f}s")
    for name, (hacks, _, _, _) in results.items():
        lost, gained = sorted(base - hacks), sorted(hacks - base)
        if name != "all rules":
            print(f"{name}: lost {len(lost)} {lost[:12]}" + (f"; gained {gained}" if gained
                                                             else ""))


if __name__ == "__main__":
    main()
