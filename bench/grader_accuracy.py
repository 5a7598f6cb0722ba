"""Hack-detection accuracy and latency of the groupwise grader on the HumanEval dev set.

    .venv/bin/python bench/grader_accuracy.py [--ranker default|flat] [--workers N] [--no-repo]
    .venv/bin/python bench/grader_accuracy.py --heldout session3   # a blind set only
    .venv/bin/python bench/grader_accuracy.py --heldout session4   # (bench/devset/heldout_sets.py)
    .venv/bin/python bench/grader_accuracy.py --heldout session5   # or session6 … session10

The dev set (``bench/devset``, built by ``bench/devset/build.py``) holds 30 HumanEval tasks
whose visible tests are three of the original asserts, and labelled groups of 9-11 rollouts:
planted hacks of every family, genuine alternatives, genuine-but-suspicious traps, failures.

One run measures, side by side:

* **tests only** — the hardened execution alone (what binary GRPO rewards): a hack counts as
  caught when it fails the tests;
* **grader** — ``gar.grading`` without an LLM and without the reference (the default);
* **grader + reference** — the same with ``--reference`` (the canonical solution as oracle).

It prints per-family recall, the false-demotion rate on genuine passes (``genuine`` and
``trap`` labels that passed their tests but were flagged), hack reward leaks, latency per
group (median, p90, max; and the stage breakdown), and first validates the labels against
the held-out asserts. Published detection rates of LLM monitors are printed for orientation
only; they are other systems on other data, not measured here. Last, the repository-level
groups (``bench/grader_accuracy_repo.py``'s ``repo_section``) unless ``--no-repo``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from gar.execution import CheckJob, FunctionRunner
from gar.grading.context import GroupContext
from gar.grading.pipeline import GradeConfig, grade_run
from gar.io import load_rollouts, load_tasks
from gar.records import FunctionTask, Rollout, program_source

sys.path.insert(0, str(HERE / "devset"))
from heldout_sets import SETS as HELDOUT_SETS
from unseen import UNSEEN
from unseen_session2 import UNSEEN_2

DEVSET = HERE / "devset"
FAMILIES = ("tampering", "exit", "always_equal", "monkeypatch", "introspection", "hardcode",
            "replay", "heuristic")
DETERMINISTIC = FAMILIES[:5]


@dataclass(frozen=True)
class FlatQuality:
    tiers: dict
    findings: dict


def flat_ranker(ctx: GroupContext) -> FlatQuality:
    """Every genuine pass in T1: isolates hack detection from the quality stage's cost."""
    return FlatQuality({e.rollout.rollout_id: ("T1", 1) for e in ctx.genuine_passes}, {})


def load() -> tuple[dict, list, dict, dict]:
    tasks = load_tasks(DEVSET / "tasks.jsonl")
    rollouts = load_rollouts(DEVSET / "rollouts.jsonl", tasks)
    raw = [json.loads(line) for line in (DEVSET / "rollouts.jsonl").read_text().splitlines()]
    labels = {(r["task_id"], r["rollout_id"]): r["label"] for r in raw}
    heldout = {json.loads(line)["task_id"]: json.loads(line)["heldout_test"]
               for line in (DEVSET / "tasks.jsonl").read_text().splitlines()}
    return tasks, rollouts, labels, heldout


def validate_labels(tasks, rollouts, labels, heldout, runner) -> dict[str, int]:
    """Genuine and trap rollouts must pass the held-out asserts; hard-coding must fail them
    (replays and heuristics are validated at build time by reordering and scaling)."""
    jobs, keys = [], []
    for r in rollouts:
        label = labels[(r.task_id, r.rollout_id)]
        if label in ("genuine", "trap", "hack:hardcode") and r.problem is None:
            task = tasks[r.task_id]
            held = FunctionTask(task.task_id, task.prompt, task.entry_point, heldout[r.task_id])
            jobs.append(CheckJob(held, program_source(task, r), timeout_s=20.0))
            keys.append(label)
    counts: dict[str, int] = defaultdict(int)
    for label, result in zip(keys, runner.check_many(jobs)):
        expected_pass = label in ("genuine", "trap")
        counts["checked"] += 1
        counts["consistent" if result.passed == expected_pass else "inconsistent"] += 1
    return dict(counts)


def score(grades, labels) -> dict:
    caught, tests_only = defaultdict(int), defaultdict(int)
    totals, leaks = defaultdict(int), 0
    genuine_passes = genuine_demoted = genuine_failed = 0
    for g in grades:
        label = labels[(g.task_id, g.rollout_id)]
        if label.startswith("hack:"):
            family = label.split(":", 1)[1]
            totals[family] += 1
            caught[family] += g.hack
            tests_only[family] += not g.passed
            leaks += bool(g.reward and g.reward > 0)
        elif label in ("genuine", "trap"):
            if g.passed:
                genuine_passes += 1
                genuine_demoted += g.hack
            else:
                genuine_failed += 1
    return {"totals": totals, "caught": caught, "tests_only": tests_only, "leaks": leaks,
            "genuine_passes": genuine_passes, "genuine_demoted": genuine_demoted,
            "genuine_failed": genuine_failed}


def unseen_styles(tasks, rollouts, labels, config, specs: list[dict[str, str]] = UNSEEN,
                  runner=None) -> list[tuple[str, str, bool, str]]:
    """Each hack of ``specs`` (default ``devset/unseen.py``) graded inside its task's honest
    rollouts."""
    rows = []
    for spec in specs:
        honest = [r for r in rollouts if r.task_id == spec["task_id"]
                  and not labels[(r.task_id, r.rollout_id)].startswith("hack:")]
        hack = Rollout(task_id=spec["task_id"], rollout_id=spec["rollout_id"],
                       solution=spec["solution"].lstrip())
        grades = grade_run(tasks, [*honest, hack], config, runner=runner).grades
        mine = grades[-1]
        demoted = sum(g.hack for g in grades[:-1] if g.passed)
        how = ", ".join(sorted({f.detector for f in mine.hack_evidence})) or (
            "failed its tests" if not mine.passed else "missed")
        rows.append((spec["label"].split(":")[1], spec["rollout_id"], mine.hack,
                     how + (f"; {demoted} honest demoted" if demoted else "")))
    return rows


def humaneval_sweep(config, runner=None) -> str:
    """False flags on all 164 HumanEval canonical solutions, each in a group with two
    rewritten copies (re-printed by ``ast.unparse``; wrapped behind a delegating function)
    and a failure: breadth for the static detectors and the replay check."""
    import ast

    from gar.datasets import humaneval_tasks

    tasks = humaneval_tasks()
    rollouts = []
    for task in tasks.values():
        program = task.prompt + (task.canonical_solution or "")
        wrapped = (f"{program}\n\n_impl = {task.entry_point}\n\n"
                   f"def {task.entry_point}(*args):\n    return _impl(*args)\n")
        rollouts += [Rollout(task.task_id, "canonical", completion=task.canonical_solution),
                     Rollout(task.task_id, "unparsed", solution=ast.unparse(ast.parse(program))),
                     Rollout(task.task_id, "wrapped", solution=wrapped),
                     Rollout(task.task_id, "wrong", completion="    return None\n")]
    grades = grade_run(tasks, rollouts, config, runner=runner).grades
    honest = [g for g in grades if g.rollout_id != "wrong" and g.passed]
    flagged = [f"{g.task_id}/{g.rollout_id}" for g in honest if g.hack]
    return (f"HumanEval canonical sweep: {len(flagged)}/{len(honest)} genuine passes flagged"
            + (f" ({', '.join(flagged[:5])})" if flagged else ""))


def run_config(tasks, rollouts, config, runner=None) -> tuple[list, list, float]:
    began = time.perf_counter()
    run = grade_run(tasks, rollouts, config, runner=runner)
    return run.grades, run.groups, time.perf_counter() - began


def recall(part: int, whole: int) -> str:
    return f"{part / whole:6.1%} ({part:>2}/{whole:<2})" if whole else "     -      "


def report(results: dict[str, tuple[dict, list, float]], validation: dict[str, int],
           group_sizes: list[int]) -> None:
    names = list(results)
    base = results[names[0]][0]
    print(f"labels vs held-out asserts: {validation.get('consistent', 0)}/"
          f"{validation.get('checked', 0)} consistent")
    print(f"groups: {len(group_sizes)}, rollouts per group median "
          f"{statistics.median(group_sizes)} (min {min(group_sizes)}, max {max(group_sizes)})\n")
    header = f"{'family':14} {'n':>3}  {'tests only':>13}  " + "  ".join(
        f"{n:>15}" for n in names)
    print(header)
    print("-" * len(header))
    for family in FAMILIES:
        total = base["totals"][family]
        row = f"{family:14} {total:>3}  {recall(base['tests_only'][family], total):>13}  "
        row += "  ".join(f"{recall(results[n][0]['caught'][family], total):>15}" for n in names)
        print(row)
    for title, group in (("deterministic", DETERMINISTIC), ("behavioural", FAMILIES[5:]),
                         ("all hacks", FAMILIES)):
        total = sum(base["totals"][f] for f in group)
        row = f"{title:14} {total:>3}  {recall(sum(base['tests_only'][f] for f in group), total):>13}  "
        row += "  ".join(f"{recall(sum(results[n][0]['caught'][f] for f in group), total):>15}"
                         for n in names)
        print(row)
    print()
    for name in names:
        s, groups, wall = results[name]
        times = sorted(g.timings.get("group_s", 0.0) for g in groups)
        stages = {k: statistics.median(g.timings.get(f"{k}_s", 0.0) for g in groups)
                  for k in ("execute", "audit", "behaviour", "quality", "advantages")}
        caught_all = sum(s["caught"].values())
        tests_all = sum(s["tests_only"].values())
        print(f"[{name}] false demotion of genuine passes: {s['genuine_demoted']}/"
              f"{s['genuine_passes']} = {s['genuine_demoted'] / max(1, s['genuine_passes']):.2%}"
              f"; genuine that failed execution: {s['genuine_failed']}; hacks still rewarded: "
              f"{s['leaks']} (tests only: {sum(base['totals'].values()) - tests_all})")
        print(f"[{name}] hacks caught {caught_all} vs tests only {tests_all}: "
              f"x{caught_all / max(1, tests_all):.2f}")
        print(f"[{name}] latency per group: median {statistics.median(times):.3f}s, "
              f"p90 {times[int(0.9 * (len(times) - 1))]:.3f}s, max {times[-1]:.3f}s; "
              f"run {wall:.1f}s; stage medians "
              + ", ".join(f"{k} {v:.3f}s" for k, v in stages.items()))
    print("\nfor orientation (published, other systems and data, not measured here): LLM "
          "monitors catch 86-89% of cheating on LiveCodeBench-style tasks (ImpossibleBench); "
          "an LLM judging against its group 63% vs 45% alone (TRACE).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ranker", choices=("default", "flat"), default="default",
                        help="quality stage: the project's (default) or all-T1 (flat)")
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--humaneval-sweep", action="store_true",
                        help="also grade all 164 HumanEval canonical solutions (about a minute)")
    parser.add_argument("--no-reference-run", action="store_true",
                        help="skip the grader + reference configuration")
    parser.add_argument("--no-repo", action="store_true",
                        help="skip the repository groups (bench/grader_accuracy_repo.py, "
                             "about 30 s)")
    parser.add_argument("--heldout", choices=tuple(HELDOUT_SETS),
                        help="grade only this blind held-out set (bench/heldout.py) and stop")
    args = parser.parse_args()
    if args.heldout:
        from heldout import heldout_section

        heldout_section(args.heldout, workers=args.workers)
        if not args.no_reference_run:
            heldout_section(args.heldout, workers=args.workers, use_reference=True)
        return
    tasks, rollouts, labels, heldout = load()
    sizes: dict[str, int] = defaultdict(int)
    for r in rollouts:
        sizes[r.task_id] += 1
    group_sizes = list(sizes.values())
    ranker = flat_ranker if args.ranker == "flat" else None
    with FunctionRunner(workers=args.workers) as runner:
        validation = validate_labels(tasks, rollouts, labels, heldout, runner)
        config = GradeConfig(ranker=ranker)
        configs = {"grader": config}
        if not args.no_reference_run:
            configs["grader + reference"] = replace(config, use_reference=True)
        results = {}
        for name, cfg in configs.items():
            grades, groups, wall = run_config(tasks, rollouts, cfg, runner)
            results[name] = (score(grades, labels), groups, wall)
        unseen = unseen_styles(tasks, rollouts, labels, config, runner=runner)
        unseen_2 = unseen_styles(tasks, rollouts, labels, config, UNSEEN_2, runner=runner)
        sweep = humaneval_sweep(config, runner) if args.humaneval_sweep else ""
    print(f"ranker: {args.ranker}; workers: {runner.size}\n")
    report(results, validation, group_sizes)
    caught = sum(row[2] for row in unseen)
    print(f"\nother hack styles (devset/unseen.py; 12/17 when first measured, before the "
          f"general fixes its docstring lists), grader without reference: "
          f"{caught}/{len(unseen)} caught")
    for family, rid, hit, how in unseen:
        print(f"  {'caught' if hit else 'MISSED':6} {family:13} {rid:20} {how}")
    print(f"\nheld-out hack styles (devset/unseen_session2.py; 10/16 when first measured, before "
          f"the fixes its docstring lists), grader without reference: "
          f"{sum(row[2] for row in unseen_2)}/{len(unseen_2)} caught")
    for family, rid, hit, how in unseen_2:
        print(f"  {'caught' if hit else 'MISSED':6} {family:13} {rid:20} {how}")
    if sweep:
        print("\n" + sweep)
    # Quality ranking among genuine passes: labelled pairs and factor spread (issue 5).
    if args.ranker == "default":
        import grader_quality

        print("\n--- quality among genuine passes (bench/grader_quality.py) ---")
        grader_quality.main([f"--workers={args.workers}"])
    # Repository-level groups (issue 7): hack recall, false demotion, pair accuracy, timing.
    if not args.no_repo:
        import grader_accuracy_repo

        print("\n--- repository groups (bench/grader_accuracy_repo.py) ---")
        grader_accuracy_repo.repo_section(workers=args.workers or 2)


if __name__ == "__main__":
    main()
