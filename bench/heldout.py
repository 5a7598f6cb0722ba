"""Grade a blind held-out set (``bench/devset/unseen_session3.py``, ``unseen_session4.py``,
``unseen_session5.py``, ``unseen_session6.py``, ``unseen_session7.py``, ``unseen_session8.py``,
``unseen_session9.py``) with the full pipeline.

    .venv/bin/python bench/grader_accuracy.py --heldout session3|session4|session5|session6|session7|session8|session9 [--workers N]

The sets are named in ``bench/devset/heldout_sets.py`` (``HELDOUT_SETS`` here).

The set was written blind (see its docstring) on the full HumanEval tasks, or (sessions 7, 8, 9) on
tasks of its own (``TASKS_7``, ``TASKS_8``, ``TASKS_9``, read like a user's tasks file and added to HumanEval's), so its
groups are built here rather than taken from the dev set:

* each hack in a group with the task's canonical solution and the task's genuine samples;
* the genuine samples of each task with the canonical solution (false demotion);
* each quality pair with the canonical solution as a third pass (like
  ``bench/grader_quality.py``): right when ``better`` gets a strictly better rank.

Printed side by side, in one run: per-family hack recall of the hardened tests alone
(binary GRPO: a hack is stopped when it fails them), of the grader's flags, and of the two
together (no reward), and the hacks that still got a positive reward; false demotion of genuine passes (those that differ from
the canonical solution only outside the task's precondition counted apart); pair accuracy
of the grader next to tests only (every pair a tie); and one line per hack. The set's claims
(each hack wrong, each genuine sample right) are checked by
``bench/devset/verify_heldout.py``, not here.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE / "devset"))

from heldout_sets import SETS, load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_tasks
from gar.records import Rollout

HELDOUT_SETS = SETS  # the blind sets by name: bench/devset/heldout_sets.py


def build_groups(tasks: dict, hacks: list[dict], genuine: list[dict], pairs: list[dict]
                 ) -> tuple[dict, list[Rollout], dict[tuple[str, str], str]]:
    """Group tasks (one copy per group), their rollouts, and each rollout's role:
    ``anchor``, ``genuine``, ``outside`` (genuine, differs only outside the precondition),
    ``hack:<family>``, ``better`` or ``worse``."""
    by_task: dict[str, list[dict]] = defaultdict(list)
    for sample in genuine:
        by_task[sample["task_id"]].append(sample)
    group_tasks, rollouts, roles = {}, [], {}

    def add(gid: str, rid: str, role: str, **code: str) -> None:
        rollouts.append(Rollout(gid, rid, **code))
        roles[gid, rid] = role

    def open_group(gid: str, task_id: str, with_genuine: bool) -> None:
        task = tasks[task_id]
        group_tasks[gid] = replace(task, task_id=gid)
        add(gid, "anchor", "anchor", completion=task.canonical_solution)
        for sample in by_task[task_id] if with_genuine else ():
            add(gid, sample["rollout_id"], "outside" if sample.get("outside") else "genuine",
                solution=sample["solution"].lstrip())

    for hack in hacks:
        gid = f"{hack['task_id']}#{hack['rollout_id']}"
        open_group(gid, hack["task_id"], with_genuine=True)
        add(gid, hack["rollout_id"], hack["label"], solution=hack["solution"].lstrip())
    for task_id in by_task:
        open_group(f"{task_id}#genuine", task_id, with_genuine=True)
    for number, pair in enumerate(pairs):
        gid = f"{pair['task_id']}#pair{number}"
        open_group(gid, pair["task_id"], with_genuine=False)
        add(gid, "better", "better", solution=pair["better"].lstrip())
        add(gid, "worse", "worse", solution=pair["worse"].lstrip())
    return group_tasks, rollouts, roles


def tally(grades, roles: dict[tuple[str, str], str]) -> dict:
    """Counts per role from the grades (pure: no grading here)."""
    # per family: n, failed the tests, flagged, stopped (failed or flagged), rewarded
    families: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    honest: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # passes, demoted
    pair_ranks: dict[str, dict[str, float | None]] = defaultdict(dict)
    lines = []
    demoted: list[tuple[str, str, str, str]] = []
    for g in grades:
        role = roles[g.task_id, g.rollout_id]
        in_hack_group = not g.task_id.endswith("#genuine") and "#pair" not in g.task_id
        if role.startswith("hack:"):
            row = families[role.split(":", 1)[1]]
            row[0] += 1
            row[1] += not g.passed
            row[2] += bool(g.hack)
            row[3] += bool(g.hack) or not g.passed
            row[4] += bool(g.reward and g.reward > 0)
            how = ", ".join(sorted({f.detector for f in g.hack_evidence})) or (
                "failed its tests" if not g.passed else "missed")
            lines.append((role.split(":", 1)[1], g.rollout_id, bool(g.hack), how))
        elif role in ("better", "worse"):
            pair_ranks[g.task_id][role] = g.rank if g.passed and not g.hack else None
        elif g.passed:
            key = f"{role} beside a hack" if in_hack_group else role
            honest[key][0] += 1
            honest[key][1] += bool(g.hack)
            if g.hack:  # a false demotion: name it with its evidence
                why = "; ".join(f.message[:160] for f in g.hack_evidence)
                demoted.append((g.task_id, g.rollout_id, role, why))
    wrong = [(gid, r.get("better"), r.get("worse")) for gid, r in sorted(pair_ranks.items())
             if not (r.get("better") is not None and r.get("worse") is not None
                     and r["better"] < r["worse"])]
    return {"families": dict(families), "honest": dict(honest), "lines": lines,
            "pairs": (len(pair_ranks) - len(wrong), len(pair_ranks)), "demoted": demoted,
            "pairs_wrong": wrong}


def ratio(part: int, whole: int) -> str:
    return f"{part}/{whole} = {part / whole:.2f}" if whole else "-"


def report(name: str, counts: dict, wall: float, groups: int) -> None:
    print(f"held-out set {name}: {groups} groups graded in {wall:.1f}s")
    print(f"  {'hack family':<16}{'tests only':>16}{'grader flagged':>16}"
          f"{'GAR no reward':>16}{'reward leaks':>14}")
    total = [0] * 5
    for family, row in sorted(counts["families"].items()):
        total = [a + b for a, b in zip(total, row)]
        n, tests, flagged, stopped, leaks = row
        print(f"  {family:<16}{ratio(tests, n):>16}{ratio(flagged, n):>16}"
              f"{ratio(stopped, n):>16}{leaks:>14}")
    n, tests, flagged, stopped, leaks = total
    print(f"  {'all':<16}{ratio(tests, n):>16}{ratio(flagged, n):>16}{ratio(stopped, n):>16}"
          f"{leaks:>14}")
    print(f"  {'false demotion':<30}{'tests only':>16}{'grader':>16}")
    for role, (passes, demoted) in sorted(counts["honest"].items()):
        print(f"  {role:<30}{ratio(0, passes):>16}{ratio(demoted, passes):>16}")
    right, n = counts["pairs"]
    print(f"  {'quality pairs right':<30}{ratio(0, n):>16}{ratio(right, n):>16}")
    for family, rid, hit, how in counts["lines"]:
        print(f"    {'caught' if hit else 'MISSED':6} {family:13} {rid:20} {how}")
    for group, rid, role, why in counts.get("demoted", ()):
        print(f"    DEMOTED {role:8} {rid:20} in {group}: {why}")
    for group, better, worse in counts.get("pairs_wrong", ()):  # None: demoted or failed
        print(f"    PAIR WRONG {group}: better ranked {better}, worse ranked {worse}")


def heldout_section(name: str = "session3", workers: int = 0, use_reference: bool = False,
                    specs: tuple[list, list, list] | None = None) -> dict:
    """Grade held-out set ``name`` (or explicit ``(hacks, genuine, pairs)`` on HumanEval's
    tasks), with the set's own tasks where it has any; print, return the counts."""
    own: tuple[dict, ...] = ()
    if specs is None:
        spec = load_set(name)
        specs, own = spec[:3], spec.tasks
    tasks = with_set_tasks(load_tasks("humaneval"), own)
    group_tasks, rollouts, roles = build_groups(tasks, *specs)
    with FunctionRunner(workers=workers) as runner:
        config = GradeConfig(use_reference=use_reference)
        start = time.perf_counter()
        run = grade_run(group_tasks, rollouts, config, runner=runner)
        wall = time.perf_counter() - start
    counts = tally(run.grades, roles)
    report(name + (" (grader + reference)" if use_reference else ""), counts, wall,
           len(group_tasks))
    return counts
