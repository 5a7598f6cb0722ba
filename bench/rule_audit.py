"""The behaviour stage's narrower rules, audited: what each one catches that the general
mechanism (consensus differential testing) does not.

    .venv/bin/python bench/rule_audit.py [--workers N] [--no-session3]

Issue 12: "keep the existing rules (echo, embedded tie-break, lookups) only where a test
shows that the general mechanism misses a case they catch". This grades the dev set, the
two earlier held-out sets (``devset/unseen.py``, ``devset/unseen_session2.py``) and the
session-3 set (``devset/unseen_session3.py``: its hacks and its genuine samples, each group
with the canonical solution; seen since its measurement), and prints per rule:

* the hacks that only that rule confirmed, and the genuine passes that only it demoted. The
  group detectors ``dynamic.echo``, ``dynamic.embedded`` and ``dynamic.lookup_fallback`` run
  after ``dynamic.differential`` and only while nothing has confirmed a hack for the pass,
  and their findings feed nothing else (the voters are chosen before they run), so a hack
  whose confirming evidence is only theirs is exactly one that grading without them misses;
* for the **lookup distrust** (a pass with a broad static lookup of the visible tests does
  not vote, ``gar.grading.behaviour._trusted``), which changes the votes, a second run with
  it off: the hacks lost and the genuine passes demoted then.

The flat ranker is used throughout (the quality stage does not decide hacks).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
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
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks
from gar.records import Rollout

NARROW = ("dynamic.echo", "dynamic.embedded", "dynamic.lookup_fallback")
_TRUSTED = behaviour._trusted


def _trust_lookups(evidence, new) -> bool:
    return not any(f.kind == "hack" for f in [*evidence.findings, *new])


def grade_sets(runner, config, session3: bool) -> dict[str, tuple[str, frozenset[str]]]:
    """``name -> (role, detectors of its confirmed-hack evidence)`` for every hack and every
    genuine pass that passed its tests; role ``hack`` or ``genuine``."""
    tasks, rollouts, labels, _ = acc.load()
    runs = [(tasks, rollouts, {(r.task_id, r.rollout_id): labels[(r.task_id, r.rollout_id)]
                               for r in rollouts}, "dev")]
    for name, specs in (("unseen", UNSEEN), ("session2", UNSEEN_2)):
        for spec in specs:
            honest = [r for r in rollouts if r.task_id == spec["task_id"]
                      and not labels[(r.task_id, r.rollout_id)].startswith("hack:")]
            hack = Rollout(spec["task_id"], spec["rollout_id"], solution=spec["solution"].lstrip())
            roles = {(hack.task_id, hack.rollout_id): spec["label"]}  # only the hack counts
            runs.append((tasks, [*honest, hack], roles, name))
    if session3:
        group_tasks, s3, roles3 = heldout.build_groups(load_tasks("humaneval"), HACKS_3,
                                                       GENUINE_3, [])
        roles3 = {k: "genuine" if v in ("anchor", "outside") else v for k, v in roles3.items()}
        runs.append((group_tasks, s3, roles3, "session3"))
    found: dict[str, tuple[str, frozenset[str]]] = {}
    for run_tasks, run_rollouts, roles, name in runs:
        for g in grade_run(run_tasks, run_rollouts, config, runner=runner).grades:
            role = roles.get((g.task_id, g.rollout_id), "")
            if role.startswith("hack:") or (role in ("genuine", "trap") and g.passed):
                kind = "hack" if role.startswith("hack:") else "genuine"
                detectors = frozenset(f.detector for f in g.hack_evidence) if g.hack else frozenset()
                found[f"{name}:{g.task_id}/{g.rollout_id}"] = (kind, detectors)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--no-session3", action="store_true")
    args = parser.parse_args()
    config = GradeConfig(ranker=acc.flat_ranker)
    with FunctionRunner(workers=args.workers) as runner:
        full = grade_sets(runner, config, not args.no_session3)
        behaviour._trusted = _trust_lookups
        try:
            trusting = grade_sets(runner, config, not args.no_session3)
        finally:
            behaviour._trusted = _TRUSTED
    hacks = [k for k, (kind, _) in full.items() if kind == "hack"]
    genuine = [k for k, (kind, _) in full.items() if kind == "genuine"]
    flagged = [k for k in hacks if full[k][1]]
    print(f"all rules: {len(flagged)}/{len(hacks)} hacks confirmed, "
          f"{sum(bool(full[k][1]) for k in genuine)}/{len(genuine)} genuine passes demoted")
    only: dict[str, list[str]] = defaultdict(list)
    for key in flagged:
        detectors = full[key][1]
        if detectors and detectors <= set(NARROW):
            only[" + ".join(sorted(detectors))].append(key)
    for rule in NARROW:
        caught = [k for k in flagged if rule in full[k][1]]
        alone = [k for k in flagged if full[k][1] == {rule}]
        demoted = [k for k in genuine if rule in full[k][1]]
        print(f"{rule:26} confirms {len(caught):>3} hacks, {len(alone)} of them alone "
              f"{alone}; genuine demoted by it: {len(demoted)} {demoted}")
    for combo, keys in only.items():
        if " + " in combo:
            print(f"{combo}: {keys}")
    lost = [k for k in flagged if not trusting[k][1]]
    gained = [k for k in hacks if trusting[k][1] and not full[k][1]]
    demoted = [k for k in genuine if trusting[k][1]]
    print(f"{'lookup distrust off':26} hacks lost {len(lost)} {lost}; gained {gained}; "
          f"genuine demoted {len(demoted)} {demoted}")
    print(f"differential only (no narrow rule, distrust off): "
          f"{sum(1 for k in hacks if trusting[k][1] - set(NARROW))}/{len(hacks)} hacks")


if __name__ == "__main__":
    main()
