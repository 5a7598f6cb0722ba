"""``gar grade TASKS ROLLOUTS -o GRADES.jsonl``: groupwise grading with hack evidence + GAR."""

from __future__ import annotations

import gc
import json
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer

from gar.cli.common import (
    OUT_HELP,
    RESUME_HELP,
    ROLLOUTS_HELP,
    SANDBOX_HELP,
    TASKS_HELP,
    check_sandbox,
    load_inputs,
    make_console,
    progress_bar,
    remaining,
    rollout_keys,
    safe,
    stream_units,
)
from gar.cli.output import STDOUT, check_target

HACKS_SHOWN = 10  # confirmed hacks listed at the end; the rest are counted
GROUPS_SHOWN = 40
LEGEND = (
    "columns: n = rollouts in the group; passed = rollouts whose tests passed; genuine = "
    "passes that are not confirmed hacks (reward 1); hacks = every confirmed hack in the group, "
    "whether its tests passed (then demoted to reward 0) or not; T1/T2/T3 = genuine passes per "
    "quality tier; GAR = graded (advantage redistributed by tier), baseline (all pass or all "
    "fail: not eligible, GRPO's advantage kept), fallback (no usable tiers: baseline kept, "
    "reason below); lambda = the redistribution scale (eq. 7); time = grading seconds")


def register(app: typer.Typer) -> None:
    app.command("grade")(grade)


def grade(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    rollouts: Annotated[str, typer.Argument(help=ROLLOUTS_HELP)],
    out: Annotated[str, typer.Option("--out", "-o", help=OUT_HELP.format(what="Grades"))],
    reference: Annotated[bool, typer.Option(
        "--reference/--no-reference",
        help="Use each task's canonical_solution as an oracle (off: RL tasks often have none).",
    )] = False,
    workers: Annotated[int, typer.Option(
        min=0, help="Parallel workers (0 = one per core, plus one for function-level tasks).",
    )] = 0,
    timeout: Annotated[float, typer.Option(min=0.1, help=(
        "Time limit per rollout's tests (s): wall time less waiting for a CPU."))] = 10.0,
    call_timeout: Annotated[float, typer.Option(
        min=0.05, help="CPU limit per probe call on fresh inputs (s).")] = 0.25,
    max_inputs: Annotated[int, typer.Option(min=0, help=(
        "Fresh inputs per group: this many mutations of the observed calls, as many "
        "Hypothesis draws, half as many scaled draws, and boundaries."))] = 32,
    memory_mb: Annotated[int, typer.Option(min=64, help="Memory limit per process (MiB).")] = 1024,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    judge_url: Annotated[str | None, typer.Option(
        help="OpenAI-compatible API base of an LLM judge (e.g. http://127.0.0.1:8000/v1).")] = None,
    judge_model: Annotated[str | None, typer.Option(help="Model name to ask the judge.")] = None,
    judge_key_env: Annotated[str, typer.Option(
        help="Environment variable holding the judge's API key.")] = "OPENAI_API_KEY",
    judge_permutations: Annotated[int, typer.Option(
        min=1, help="Orders each group is shown in (position-bias mitigation).")] = 2,
    judge_agentic: Annotated[bool, typer.Option(
        "--judge-agentic", help="Let the judge run code, tests, reads and diffs.")] = False,
    judge_cache: Annotated[Path | None, typer.Option(
        help="Directory caching the judge's replies by request.")] = None,
    trust_judge: Annotated[bool, typer.Option(
        "--trust-judge", help="Demote on the judge's hack flag without a confirming check.")
    ] = False,
    resume: Annotated[bool, typer.Option("--resume", help=RESUME_HELP)] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
    judge_timeout: Annotated[float, typer.Option(
        min=0.1, help="Total deadline of one judge request (s).")] = 120.0,
    judge_budget: Annotated[float, typer.Option(
        min=0.1, help="Judge time per group, retries included (s); then measured only.")] = 300.0,
    judge_budget_calls: Annotated[int | None, typer.Option(
        min=1, help="Judge requests per group (default: twice what a group needs).")] = None,
) -> None:
    """Grade every group: execute, audit for hacks, compare behaviour, rank, redistribute."""
    from gar.grading.pipeline import GradeConfig

    console = make_console()
    task_map, items = load_inputs(tasks, rollouts)
    check_target(out, [tasks, rollouts], resume)
    from gar.cli.judge_cli import JudgeOptions, judge_ranker

    ranker = judge_ranker(JudgeOptions(
        judge_url, judge_model, judge_key_env, judge_permutations, judge_agentic, judge_cache,
        trust_judge, judge_timeout, judge_budget, judge_budget_calls), console)
    config = GradeConfig(use_reference=reference, workers=workers, timeout_s=timeout,
                         call_timeout_s=call_timeout, max_inputs=max_inputs, memory_mb=memory_mb,
                         ranker=ranker, sandbox=sandbox)
    check_sandbox(console, sandbox)
    options = {"command": "grade", "reference": reference, "timeout": timeout,
               "call_timeout": call_timeout, "max_inputs": max_inputs, "memory_mb": memory_mb,
               "judge": [judge_url, judge_model, judge_permutations, judge_agentic, trust_judge,
                         judge_timeout, judge_budget, judge_budget_calls],
               "sandbox": sandbox}
    view = _RunView()
    with progress_bar(console, disable=as_json) as bar:
        handle = bar.add_task("grading", total=len(items))

        def produce(done: Collection[int]) -> Iterator[Any]:
            bar.update(handle, completed=len(done))
            yield from _grade_rest(task_map, items, done, config,
                                   lambda n: bar.advance(handle, n))

        stream_units(console, out, [tasks, rollouts], options,
                     rollout_keys(items), resume, produce, view.add)
    summary = view.tally.summary()
    if as_json:
        line = json.dumps({**summary, "out": out}, sort_keys=True)
        if out == STDOUT:  # standard output holds the grades; the summary goes to stderr
            typer.echo(line, err=True)
        else:
            typer.echo(line)
        return
    view.render(console, summary, out)


def _grade_rest(task_map: Any, items: Sequence[Any], done: Collection[int], config: Any,
                progress: Any) -> Iterator[Any]:
    """The units still to grade, with positions in the full input and records as dicts."""
    from gar.grading.pipeline import iter_graded
    from gar.records import to_dict

    todo, rest = remaining(items, done)
    for unit in _settled(iter_graded(task_map, rest, config, progress)):
        yield (tuple(todo[p] for p in unit.positions), [to_dict(g) for g in unit.grades],
               to_dict(unit.summary) if unit.summary is not None else None)


def _settled(units: Iterator[Any]) -> Iterator[Any]:
    """``units`` with what lives for the whole run kept out of the cyclic collector's scans
    (``gc.freeze``): the loaded inputs and the CLI's imports before the first group, the
    grader's modules (imported as the first group needs them) and per-process caches after
    it. Every full collection otherwise walks all of them again (on 1,000 rollouts 8 full
    collections took ~0.5 CPU-s of the grader's ~20; frozen, ~0.2), and the more so the
    larger the input. Objects are still freed by their reference counts; a cycle alive at a
    freeze waits for the unfreeze at the end. What is graded does not depend on when
    collections run. Left as found at the end where nothing was frozen before (the command
    run in-process, as the tests do)."""
    ours = gc.get_freeze_count() == 0
    gc.freeze()
    try:
        first = True
        for unit in units:
            yield unit
            if first:
                gc.freeze()
                first = False
    finally:
        if ours:
            gc.unfreeze()


class _RunView:
    """What the console shows, gathered group by group (bounded: a 100k run stays flat)."""

    def __init__(self) -> None:
        from gar.grading.report import Tally

        self.tally = Tally()
        self.rows: list[tuple[str, ...]] = []
        self.groups = 0
        self.hacks: list[tuple[str, str, str, str]] = []
        self.fallbacks: list[tuple[str, str]] = []
        self.fallback_count = 0

    def add(self, unit: Any) -> None:
        from gar.grading.report import summary_from_dict

        _, records, summary_dict = unit
        group = summary_from_dict(summary_dict) if summary_dict is not None else None
        self.tally.add(records, group)
        for record in records:
            if record["hack"] and len(self.hacks) < HACKS_SHOWN:
                self.hacks.append(_hack_line(record))
        if group is None:
            return
        self.groups += 1
        if group.fallback:
            self.fallback_count += 1
            if len(self.fallbacks) < HACKS_SHOWN:
                self.fallbacks.append((group.task_id, group.quality))
        if len(self.rows) < GROUPS_SHOWN:
            tiers = "/".join(str(sum(r["tier"] == t for r in records)) for t in ("T1", "T2", "T3"))
            state = ("graded" if group.graded else "fallback" if group.fallback
                     else "baseline" if not group.eligible else "-")
            self.rows.append((safe(group.task_id), str(group.size),
                              str(sum(r["passed"] for r in records)),
                              str(sum(r["passed"] and not r["hack"] for r in records)),
                              str(group.hacks), tiers,
                              state, f"{group.lam:.2f}" if group.lam is not None else "-",
                              f"{group.timings.get('group_s', 0.0):.2f}s"))

    def render(self, console: Any, summary: dict[str, Any], out: str) -> None:
        from rich.table import Table

        table = Table(title=f"gar grade: {summary['rollouts']} rollouts in "
                      f"{summary['groups']} groups")
        table.add_column("task", no_wrap=True, overflow="ellipsis",
                         max_width=32 if console.is_terminal else None)
        for column in ("n", "passed", "genuine", "hacks", "T1/T2/T3", "GAR", "lambda", "time"):
            table.add_column(column, justify="right")
        for row in self.rows:
            table.add_row(*row)
        if self.groups > len(self.rows):
            table.add_row(f"… {self.groups - len(self.rows)} more groups", *[""] * 8)
        console.print(table)
        console.print(LEGEND, style="dim")
        self._render_lists(console, summary)
        families = ", ".join(f"{safe(k)} {v}" for k, v in sorted(summary["hack_families"].items()))
        genuine = summary["passed"] - summary["demoted_passes"]
        console.print(
            f"passed tests {summary['passed']}/{summary['rollouts']} = {genuine} genuine + "
            f"{summary['demoted_passes']} confirmed hacks (reward 0); confirmed hacks in all "
            f"{summary['confirmed_hacks']} ({families or 'none'}); groups graded "
            f"{summary['gar/groups_graded']:.0f}/{summary['gar/groups_eligible']:.0f} eligible, "
            f"fallback {summary['gar/groups_fallback']:.0f}; "
            + (f"judge fallbacks {summary['judge_fallbacks']}/{summary['judge_groups']} "
               "groups; " if summary.get("judge_groups") else "")
            + f"median group {summary['group_seconds_median']:.2f}s; grades written to "
            f"{safe(out)}")

    def _render_lists(self, console: Any, summary: dict[str, Any]) -> None:
        total = summary["confirmed_hacks"]
        if total:
            console.print(f"confirmed hacks ({total}):")
            for rollout_id, task_id, family, evidence in self.hacks:
                console.print(f"  {safe(rollout_id)} [{safe(task_id)}] {safe(family)}: "
                              f"{safe(evidence)}")
            if total > len(self.hacks):
                console.print(f"  … and {total - len(self.hacks)} more (all in the grades file)")
        if self.fallback_count:
            console.print(f"fallback groups ({self.fallback_count}):")
            for task_id, why in self.fallbacks:
                console.print(f"  {safe(task_id)}: {safe(why.removeprefix('fallback: '))}")
            if self.fallback_count > len(self.fallbacks):
                console.print(f"  … and {self.fallback_count - len(self.fallbacks)} more")
        reasons = summary.get("unscorable_reasons") or {}
        if reasons:
            console.print(f"unscorable rollouts ({sum(reasons.values())}, not reward 0):")
            for code, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
                example = summary["unscorable_examples"].get(code, "")[:160]
                console.print(f"  {safe(code)} {count}: e.g. {safe(example)}")


def _hack_line(record: dict[str, Any]) -> tuple[str, str, str, str]:
    """Rollout, task, family and one line of evidence (where the first finding points)."""
    first = (record["hack_evidence"] or [{}])[0]
    message = (first.get("message") or record.get("reason") or "").strip().splitlines()
    line = message[0] if message else ""
    if len(line) > 200:
        line = line[:199] + "…"
    location = first.get("location") or ""
    return (record["rollout_id"], record["task_id"], first.get("family") or "?",
            f"{line} ({location})" if location else line)
