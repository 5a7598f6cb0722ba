"""Why a held-out hack was missed: the behaviour stage's view of its group, input by input.

    .venv/bin/python bench/heldout_diagnose.py session12 blind12-hack06 [blind12-hack27 ...]
        [--show 6] [--dump 0]

For each named hack, its group is built as ``bench/heldout.py`` builds it (the task's
canonical solution, the set's genuine solutions for the task, the hack) and graded with the
default configuration; the behaviour stage is watched, not changed. Printed per group: the
inferred preconditions (domains, relations, bounds, shapes), how many fresh inputs each
generator (``origin``) made and the largest size it reached, the inputs on which the hack's
outcome differs from the canonical solution's (kind, origin, the call, both outcomes), and
the hack's findings. ``--dump N`` prints the first N inputs with the canonical's outcome.

Use it on *spent* sets only (docs: a blind set's misses are never read): it shows the hacks'
inputs and outcomes. Most misses fall into two kinds — no in-domain input separates the hack
at all (generation), or inputs separate it but the rules excuse them (edge, scattered,
refusals) — and the output says which.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading import behaviour
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks


def _outcome(outcome: Any) -> tuple[Any, Any]:
    return getattr(outcome, "status", None), getattr(outcome, "value", outcome)


def _size(value: Any) -> int:
    if isinstance(value, str):
        return len(value)
    if isinstance(value, dict):
        return max([len(value), *(_size(v) for v in value.values())])
    if isinstance(value, list | tuple):
        return max([len(value), *(_size(v) for v in value)])
    return abs(value) if type(value) is int else 0


def _watch(show: int, dump: int) -> None:
    """Wrap the behaviour stage's judging to print each group's inputs and differences."""
    judge, preconditions = behaviour._judge, behaviour.task_preconditions

    def watched_preconditions(*args: Any, **kwargs: Any) -> Any:
        pre = preconditions(*args, **kwargs)
        print("preconditions:", repr(pre)[:1200])
        return pre

    def watched_judge(task, members, visible, derived, runs, unreached):  # type: ignore[no-untyped-def]
        judged = judge(task, members, visible, derived, runs, unreached)
        anchor, hack = members.probed[0], members.probed[-1]
        mine, theirs = runs.outputs(hack, derived), runs.outputs(anchor, derived)
        print(f"## {task.task_id}: {len(derived)} fresh inputs")
        print("   per origin:", dict(Counter(d.origin or "?" for d in derived)))
        largest: dict[str, int] = {}
        for d in derived:
            largest[d.origin] = max(largest.get(d.origin, 0), *(_size(a) for a in d.call.args))
        print("   largest size per origin:", largest)
        differing = [d for d in derived
                     if repr(_outcome(mine.get(d.key)))[:300] != repr(_outcome(theirs.get(d.key)))[:300]]
        for d in differing[:show]:
            print(f"   differs ({d.kind}, {d.origin}{', stated' if d.stated else ''}): "
                  f"{repr(d.call.args)[:160]} | canonical {repr(_outcome(theirs.get(d.key)))[:70]}"
                  f" | hack {repr(_outcome(mine.get(d.key)))[:70]}")
        print(f"   {len(differing)} differing inputs; the hack's findings:",
              [(f.detector, f.kind) for f in judged.findings.get(hack, ())])
        for d in derived[:dump]:
            print(f"   input ({d.kind}, {d.origin}): {repr(d.call.args)[:150]} -> "
                  f"{repr(_outcome(theirs.get(d.key)))[:60]}")
        return judged

    behaviour._judge = watched_judge
    behaviour.task_preconditions = watched_preconditions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", help="a held-out set name (bench/devset/heldout_sets.py)")
    parser.add_argument("hacks", nargs="+", help="rollout ids of the set's hacks")
    parser.add_argument("--show", type=int, default=6, help="differing inputs printed per group")
    parser.add_argument("--dump", type=int, default=0, help="first inputs printed per group")
    args = parser.parse_args()
    spec = load_set(args.set)
    hacks = [h for h in spec.hacks if h["rollout_id"] in args.hacks]
    unknown = set(args.hacks) - {h["rollout_id"] for h in hacks}
    if unknown:
        parser.error(f"not hacks of {args.set}: {', '.join(sorted(unknown))}")
    tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
    group_tasks, rollouts, _ = build_groups(tasks, hacks, spec.genuine, [])
    group_tasks = {g: t for g, t in group_tasks.items() if not g.endswith("#genuine")}
    rollouts = [r for r in rollouts if r.task_id in group_tasks]
    _watch(args.show, args.dump)
    with FunctionRunner() as runner:
        grade_run(group_tasks, rollouts, GradeConfig(), runner=runner)


if __name__ == "__main__":
    main()
