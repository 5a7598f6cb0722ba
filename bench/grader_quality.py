"""Quality ranking among genuine passes: labelled pairs, factor spread, and the LLM judge.

    .venv/bin/python bench/grader_quality.py [--workers N]
        [--local-judge | --judge-url URL --judge-model NAME] [--llm-groups K] [--permutations P]

``bench/devset/quality_pairs.jsonl`` holds labelled pairs on the dev set's HumanEval tasks:
two solutions that both pass (checked here against the visible and the held-out asserts)
and differ clearly on one criterion — efficiency, side effects, craftsmanship, minimality,
precision. Each pair is graded as a real group by the full pipeline (``grade_run``): the two
plus the task's canonical solution as a third genuine pass (a group of two has no majority).
A pair counts as right when the better one gets a strictly better rank; a tie is wrong.

Printed side by side, in one run:

* **tests only** (binary GRPO: every pass equal — every pair a tie);
* **shorter wins** (fewer code tokens), **fewer lint findings** (ruff): one-signal peers;
* **GAR measured** — the project's grader with no LLM;
* with a judge: **LLM only** (the judge's mean score) and **GAR + LLM**, the judge's position
  consistency after permutation aggregation, its valid-answer rate and time per group.

Then the spread of the factors the grader gives genuine passes on the dev set's real groups
(``bench/devset/rollouts.jsonl``): a grader that gives every pass the same factor does
nothing. Targets (issue 5): pair accuracy ≥ 0.85 without an LLM; LLM consistency ≥ 0.9.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from gar.execution import CheckJob, FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.grading.quality import rank_passes
from gar.grading.quality.static import analyse, lint_many
from gar.io import load_rollouts, load_tasks
from gar.records import FunctionTask, Rollout, program_source

DEVSET = HERE / "devset"
PAIRS = DEVSET / "quality_pairs.jsonl"


def load_pairs(tasks: dict) -> list[dict]:
    pairs = [json.loads(line) for line in PAIRS.read_text().splitlines() if line.strip()]
    for number, pair in enumerate(pairs):
        pair["group"] = f"{pair['task_id']}#q{number}"
        pair["task"] = tasks[pair["task_id"]]
    return pairs


def pair_groups(pairs: list[dict]) -> tuple[dict, list[Rollout]]:
    """One task copy per pair (so pairs on one task do not share a group) and its rollouts."""
    tasks, rollouts = {}, []
    for pair in pairs:
        base = pair["task"]
        tasks[pair["group"]] = replace(base, task_id=pair["group"])
        for rid in ("better", "worse"):
            rollouts.append(Rollout(pair["group"], rid, completion=pair[rid]))
        rollouts.append(Rollout(pair["group"], "anchor", completion=base.canonical_solution))
    return tasks, rollouts


def validate(pairs: list[dict], heldout: dict, runner: FunctionRunner) -> list[str]:
    """Problems: a pair member that fails the visible or the held-out asserts."""
    jobs, keys = [], []
    for pair in pairs:
        task = pair["task"]
        held = FunctionTask(task.task_id, task.prompt, task.entry_point, heldout[task.task_id])
        for rid in ("better", "worse"):
            program = program_source(task, Rollout(task.task_id, rid, completion=pair[rid]))
            for check in (task, held):
                jobs.append(CheckJob(check, program, timeout_s=20.0))
                keys.append(f"{pair['group']} {rid} ({pair['criterion']})")
    results = runner.check_many(jobs)
    return sorted({key for key, r in zip(keys, results, strict=True) if not r.passed})


def right(better: float | None, worse: float | None) -> bool:
    return better is not None and worse is not None and better < worse


def measured_accuracy(pairs, tasks, rollouts, runner, ranker=None) -> tuple[dict, list, float]:
    config = GradeConfig(ranker=ranker)
    start = time.perf_counter()
    run = grade_run(tasks, rollouts, config, runner=runner)
    wall = time.perf_counter() - start
    by_group = defaultdict(dict)
    for grade in run.grades:
        by_group[grade.task_id][grade.rollout_id] = grade
    outcome = {}
    for pair in pairs:
        grades = by_group[pair["group"]]
        b, w = grades["better"], grades["worse"]
        outcome[pair["group"]] = right(b.rank, w.rank)
        pair["gar"] = (b.tier, b.rank, b.factor, w.tier, w.rank, w.factor,
                       b.hack or w.hack)
    return outcome, run.groups, wall


def peer_accuracy(pairs: list[dict]) -> tuple[dict, dict]:
    """The one-signal peers: fewer code tokens wins; fewer ruff findings wins."""
    shorter, lint = {}, {}
    programs = []
    for pair in pairs:
        task = pair["task"]
        for rid in ("better", "worse"):
            programs.append(program_source(task, Rollout(task.task_id, rid, completion=pair[rid])))
    findings = lint_many(programs)
    for i, pair in enumerate(pairs):
        task = pair["task"]
        tokens = [analyse(programs[2 * i + k], task.entry_point, pair[rid]).tokens
                  for k, rid in enumerate(("better", "worse"))]
        shorter[pair["group"]] = right(*tokens)
        lint[pair["group"]] = right(len(findings[2 * i]), len(findings[2 * i + 1]))
    return shorter, lint


def by_criterion(pairs: list[dict], outcome: dict) -> dict[str, tuple[int, int]]:
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for pair in pairs:
        if pair["group"] in outcome:
            table[pair["criterion"]][0] += outcome[pair["group"]]
            table[pair["criterion"]][1] += 1
    return {k: (v[0], v[1]) for k, v in sorted(table.items())}


def show_accuracy(pairs: list[dict], columns: dict[str, dict]) -> None:
    criteria = sorted({p["criterion"] for p in pairs})
    header = f"{'criterion':<14}" + "".join(f"{name:>20}" for name in columns)
    print(header)
    totals = {name: [0, 0] for name in columns}
    for criterion in criteria:
        row = f"{criterion:<14}"
        for name, outcome in columns.items():
            hit, n = by_criterion(pairs, outcome).get(criterion, (0, 0))
            totals[name][0] += hit
            totals[name][1] += n
            row += f"{f'{hit}/{n}':>20}" if n else f"{'-':>20}"
        print(row)
    row = f"{'all':<14}"
    for name in columns:
        hit, n = totals[name]
        row += f"{f'{hit}/{n} = {hit / n:.2f}' if n else '-':>20}"
    print(row)


def factor_spread(runner: FunctionRunner) -> None:
    tasks = load_tasks(DEVSET / "tasks.jsonl")
    rollouts = load_rollouts(DEVSET / "rollouts.jsonl", tasks)
    start = time.perf_counter()
    run = grade_run(tasks, rollouts, GradeConfig(), runner=runner)
    wall = time.perf_counter() - start
    per_group = defaultdict(list)
    tiers = Counter()
    for grade in run.grades:
        if grade.passed and not grade.hack and grade.factor is not None:
            per_group[grade.task_id].append(grade.factor)
            tiers[grade.tier] += 1
    factors = [f for fs in per_group.values() for f in fs]
    multi = {k: v for k, v in per_group.items() if len(v) >= 2}
    differing = sum(len(set(v)) > 1 for v in multi.values())
    spreads = [statistics.pstdev(v) for v in multi.values()]
    print(f"\nfactor spread on the dev set's real groups ({len(run.groups)} groups, "
          f"{len(factors)} genuine passes, graded in {wall:.1f}s):")
    print(f"  {'':<34}{'GRPO (tests only)':>20}{'GAR measured':>22}")
    print(f"  {'groups with differing factors':<34}{f'0/{len(multi)}':>20}"
          f"{f'{differing}/{len(multi)}':>22}")
    print(f"  {'mean within-group std of factors':<34}{0.0:>20.3f}"
          f"{statistics.fmean(spreads) if spreads else 0.0:>22.3f}")
    low, mid, high = min(factors), statistics.median(factors), max(factors)
    print(f"  {'factor min / median / max':<34}{'1.00 / 1.00 / 1.00':>20}"
          f"{f'{low:.2f} / {mid:.2f} / {high:.2f}':>22}")
    values = ", ".join(f"{v:.2f}×{n}" for v, n in sorted(Counter(
        round(f, 2) for f in factors).items(), reverse=True))
    print(f"  factor values: {values}")
    total = sum(tiers.values()) or 1
    print("  tier shares: " + ", ".join(f"{t} {tiers[t] / total:.2f}" for t in ("T1", "T2", "T3")))


def llm_part(args, pairs, tasks, rollouts, runner) -> dict | None:
    if not (args.local_judge or args.judge_url):
        print("\nLLM judge: not run (use --local-judge or --judge-url/--judge-model)")
        return None
    from gar.judge import make_judge
    from gar.judge.local import start_server

    server = start_server() if args.local_judge else None
    url = server.url if server else args.judge_url
    model = server.model if server else args.judge_model
    try:
        judge = make_judge(url, model, permutations=args.permutations,
                           max_tokens=args.max_tokens, timeout_s=600, budget_s=1800)
        chosen = pairs[:: max(1, len(pairs) // args.llm_groups)][: args.llm_groups]
        names = {p["group"] for p in chosen}
        sub_tasks = {k: v for k, v in tasks.items() if k in names}
        sub_rollouts = [r for r in rollouts if r.task_id in names]
        results = []

        def ranker(ctx):
            result = rank_passes(ctx, judge)
            results.append((ctx.task.task_id, result))
            return result

        outcome, _, wall = measured_accuracy(chosen, sub_tasks, sub_rollouts, runner, ranker)
    finally:
        if server:
            server.stop()
    return {"chosen": chosen, "outcome": outcome, "results": results, "wall": wall,
            "model": model}


def show_llm(llm: dict) -> dict:
    results = llm["results"]
    verdicts = [r.judge for _, r in results if r.judge is not None]
    valid = sum(v.valid for v in verdicts)
    asked = sum(v.permutations for v in verdicts)
    consistency = [v.consistency for v in verdicts if v.consistency is not None]
    seconds = [v.elapsed_s for v in verdicts]
    only = {}
    for task_id, result in results:
        scores = result.judge.scores if result.judge and result.judge.usable else {}
        if "better" in scores and "worse" in scores:
            mean = {rid: statistics.fmean(s.values()) for rid, s in scores.items()}
            only[task_id] = mean["better"] > mean["worse"]
        else:
            only[task_id] = False
    print(f"\nLLM judge {llm['model']} on {len(results)} pair groups "
          f"({verdicts[0].permutations if verdicts else 0} permutations each):")
    print(f"  valid answers: {valid}/{asked} permutations; fallbacks: "
          f"{sum(not v.usable for v in verdicts)}/{len(verdicts)} groups")
    print(f"  position consistency after aggregation: "
          f"{statistics.fmean(consistency):.2f} over {len(consistency)} groups"
          if consistency else "  position consistency: undefined (fewer than 2 valid "
          "permutations in every group)")
    if seconds:
        print(f"  time per group: median {statistics.median(seconds):.1f}s, "
              f"max {max(seconds):.1f}s (judge requests only)")
    reasons = Counter(e.split(": ", 1)[1][:90] for v in verdicts for e in v.errors)
    for reason, count in reasons.most_common(4):
        print(f"  rejected answer ×{count}: {reason}")
    return only


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--local-judge", action="store_true",
                        help="start transformers serve with SmolLM2-135M-Instruct on loopback")
    parser.add_argument("--judge-url")
    parser.add_argument("--judge-model")
    parser.add_argument("--llm-groups", type=int, default=4)
    parser.add_argument("--permutations", type=int, default=2)
    parser.add_argument("--max-tokens", type=int, default=320)
    parser.add_argument("--no-spread", action="store_true")
    args = parser.parse_args(argv)
    base = load_tasks(DEVSET / "tasks.jsonl")
    heldout = {json.loads(line)["task_id"]: json.loads(line)["heldout_test"]
               for line in (DEVSET / "tasks.jsonl").read_text().splitlines()}
    pairs = load_pairs(base)
    with FunctionRunner(workers=args.workers) as runner:
        problems = validate(pairs, heldout, runner)
        bad = {p.split(" ")[0] for p in problems}
        pairs = [p for p in pairs if p["group"] not in bad]
        tasks, rollouts = pair_groups(pairs)
        gar, _, wall = measured_accuracy(pairs, tasks, rollouts, runner)
        shorter, lint = peer_accuracy(pairs)
        print(f"quality pairs: {len(pairs)} valid ({len(problems)} members failing their "
              f"asserts: {', '.join(problems) or 'none'}); graded as groups of 3 in "
              f"{wall:.1f}s ({wall / max(1, len(pairs)):.2f}s per group)\n")
        columns = {"tests only": dict.fromkeys(gar, False), "shorter wins": shorter,
                   "fewer lint": lint, "GAR measured": gar}
        llm = llm_part(args, pairs, tasks, rollouts, runner)
        if llm is not None:
            chosen = {p["group"] for p in llm["chosen"]}
            only = show_llm(llm)
            print()
            columns = {**{k: {g: v for g, v in c.items() if g in chosen}
                          for k, c in columns.items()},
                       "LLM only": only, "GAR + LLM": llm["outcome"]}
            print("pair accuracy on the LLM subset:")
        else:
            print("pair accuracy (better strictly ahead; ties count as wrong):")
        show_accuracy(pairs, columns)
        wrong = [p for p in pairs if not gar[p["group"]]]
        for pair in wrong:
            print(f"  missed {pair['group']} ({pair['criterion']}: {pair['note']}): "
                  f"better {pair['gar'][:3]} worse {pair['gar'][3:6]}")
        if not args.no_spread:
            factor_spread(runner)


if __name__ == "__main__":
    main()
