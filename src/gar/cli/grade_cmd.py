"""``gar grade TASKS ROLLOUTS -o GRADES.jsonl``: groupwise grading with hack evidence + GAR."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from gar.cli.common import (
    ROLLOUTS_HELP,
    SANDBOX_HELP,
    TASKS_HELP,
    check_sandbox,
    load_inputs,
    progress_bar,
)


def register(app: typer.Typer) -> None:
    app.command("grade")(grade)


def grade(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    rollouts: Annotated[str, typer.Argument(help=ROLLOUTS_HELP)],
    out: Annotated[Path, typer.Option("--out", "-o", help="Grades JSONL (one per rollout).")],
    reference: Annotated[bool, typer.Option(
        "--reference/--no-reference",
        help="Use each task's canonical_solution as an oracle (off: RL tasks often have none).",
    )] = False,
    workers: Annotated[int, typer.Option(
        min=0, help="Parallel workers (0 = one per core, plus one for function-level tasks).",
    )] = 0,
    timeout: Annotated[float, typer.Option(min=0.1, help="Wall limit per rollout's tests (s).")] = 10.0,
    call_timeout: Annotated[float, typer.Option(
        min=0.05, help="CPU limit per probe call on fresh inputs (s).")] = 0.25,
    max_inputs: Annotated[int, typer.Option(min=0, help="Fresh inputs derived per group.")] = 32,
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
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Grade every group: execute, audit for hacks, compare behaviour, rank, redistribute."""
    from rich.console import Console

    from gar.grading.pipeline import GradeConfig, grade_run
    from gar.grading.report import summarize
    from gar.io import JsonlWriter

    console = Console(stderr=True)
    task_map, items = load_inputs(tasks, rollouts)
    ranker = _judge_ranker(judge_url, judge_model, judge_key_env, judge_permutations,
                           judge_agentic, judge_cache, trust_judge)
    config = GradeConfig(use_reference=reference, workers=workers, timeout_s=timeout,
                         call_timeout_s=call_timeout, max_inputs=max_inputs, memory_mb=memory_mb,
                         ranker=ranker, sandbox=sandbox)
    check_sandbox(console, sandbox)
    with progress_bar(console, disable=as_json) as bar:
        handle = bar.add_task("grading", total=len(items))
        run = grade_run(task_map, items, config, progress=lambda n: bar.advance(handle, n))
    with JsonlWriter(out) as writer:
        for record in run.grades:
            writer.write(record)
    summary = summarize(run)
    if as_json:
        typer.echo(json.dumps({**summary, "out": str(out)}, sort_keys=True))
        return
    _render(console, run, summary, out)


def _judge_ranker(url: str | None, model: str | None, key_env: str, permutations: int,
                  agentic: bool, cache: Path | None, trust: bool) -> Any:
    """The quality ranker with an LLM judge, or None (measured signals only)."""
    if url is None:
        if model is not None:
            raise typer.BadParameter("--judge-model needs --judge-url")
        return None
    if not model:
        raise typer.BadParameter("--judge-url needs --judge-model")
    from functools import partial

    from gar.grading.quality import rank_passes
    from gar.judge import make_judge

    judge = make_judge(url, model, key_env=key_env, permutations=permutations, agentic=agentic,
                       cache_dir=cache)
    return partial(rank_passes, judge=judge, trust_judge=trust)


def _render(console: Any, run: Any, summary: dict[str, Any], out: Path) -> None:
    from rich.table import Table

    table = Table(title=f"gar grade: {summary['rollouts']} rollouts in {summary['groups']} groups")
    table.add_column("task", no_wrap=True, overflow="ellipsis", max_width=32)
    for column in ("n", "passed", "hacks", "tiers T1/T2/T3", "GAR", "lambda", "time"):
        table.add_column(column, justify="right")
    by_task: dict[str, list[Any]] = {}
    for record in run.grades:
        by_task.setdefault(record.task_id, []).append(record)
    for group in run.groups[:40]:
        members = by_task.get(group.task_id, [])
        tiers = "/".join(str(sum(m.tier == t for m in members)) for t in ("T1", "T2", "T3"))
        state = ("graded" if group.graded else "fallback" if group.fallback
                 else "baseline" if not group.eligible else "-")
        table.add_row(group.task_id, str(group.size), str(sum(m.passed for m in members)),
                      str(group.hacks), tiers, state,
                      f"{group.lam:.2f}" if group.lam is not None else "-",
                      f"{group.timings.get('group_s', 0.0):.2f}s")
    if len(run.groups) > 40:
        table.add_row(f"… {len(run.groups) - 40} more groups", *[""] * 7)
    console.print(table)
    families = ", ".join(f"{k} {v}" for k, v in sorted(summary["hack_families"].items())) or "none"
    console.print(
        f"passed {summary['passed']}/{summary['rollouts']}; confirmed hacks "
        f"{summary['confirmed_hacks']} ({families}); demoted passes {summary['demoted_passes']}; "
        f"groups graded {summary['gar/groups_graded']}/{summary['gar/groups_eligible']} eligible, "
        f"fallback {summary['gar/groups_fallback']}; median group "
        f"{summary['group_seconds_median']:.2f}s; grades written to {out}", highlight=False)
