"""``gar tests augment TASKS -o TASKS_PLUS.jsonl``: hidden tests for function-level tasks."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from gar.cli.common import SANDBOX_HELP, TASKS_HELP, make_console, progress_bar, safe

tests_app = typer.Typer(help="Test suites of task sets: strengthen them with generated tests.",
                        no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(tests_app, name="tests")


@tests_app.command("augment")
def augment(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    out: Annotated[str, typer.Option("--out", "-o", help=(
        "The augmented tasks JSONL: every input task, in order, each with a 'gar_augment' "
        "field (oracle, hidden tests, mutation scores, or why it was left unchanged)."))],
    solutions: Annotated[str | None, typer.Option(help=(
        "Rollouts JSONL: for tasks without a reference, expected outputs come from the "
        "agreement of >= 3 behaviourally distinct solutions among them that pass the task."))
    ] = None,
    max_mutants: Annotated[int, typer.Option(min=1, help="Mutants of the reference per task.")
                           ] = 40,
    max_tests: Annotated[int, typer.Option(min=1, help="Hidden tests kept per task, at most.")
                         ] = 16,
    workers: Annotated[int, typer.Option(min=0, help="Parallel workers (0 = one per core).")
                       ] = 0,
    timeout: Annotated[float, typer.Option(min=0.1, help="Wall limit per test run (s).")] = 10.0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Add hidden tests that kill mutants of each function task's reference; print the
    mutation score of the task's own tests and of the augmented ones."""
    from gar.augment import AugmentConfig, augment_tasks, summarise
    from gar.cli.common import check_sandbox
    from gar.cli.output import STDOUT, check_target
    from gar.errors import GarError
    from gar.execution import FunctionRunner
    from gar.io import write_jsonl

    console = make_console()
    if out == STDOUT:
        raise GarError("gar tests augment writes a task file: give -o a path, not '-'")
    check_target(out, [tasks] + ([solutions] if solutions else []), False)
    task_map = _load_tasks(tasks)
    programs = _solutions(solutions, task_map) if solutions else {}
    config = AugmentConfig(max_mutants=max_mutants, max_tests=max_tests, timeout_s=timeout)
    check_sandbox(console, sandbox)
    with progress_bar(console, disable=as_json) as bar, FunctionRunner(
            workers=workers, sandbox=sandbox) as runner:
        handle = bar.add_task("augmenting", total=len(task_map))
        results = augment_tasks(task_map, runner, programs, config,
                                lambda n: bar.advance(handle, n))
    records = [_record(raw, result) for raw, result in zip(
        _raw_records(tasks, task_map), results, strict=True)]
    write_jsonl(out, records)
    summary = summarise(results) | {"out": out}
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True))
        return
    _print_summary(console, summary)


def _load_tasks(spec: str) -> dict[str, Any]:
    from gar.io import load_tasks

    return load_tasks(spec)


def _raw_records(spec: str, task_map: dict[str, Any]) -> list[dict[str, Any]]:
    """The input records as read (extra fields kept), or built from a built-in set."""
    from pathlib import Path

    from gar.datasets import builtin_task_names
    from gar.io import read_jsonl
    from gar.records import to_dict

    if spec in builtin_task_names() or not Path(spec).exists():
        return [{k: v for k, v in to_dict(t).items() if v is not None and v != ()}
                for t in task_map.values()]
    return [record for _, record in read_jsonl(spec)]


def _record(raw: dict[str, Any], result: Any) -> dict[str, Any]:
    record = dict(raw)
    if result.test is not None:
        record["test"] = result.test
    record["gar_augment"] = result.metadata()
    return record


def _solutions(path: str, task_map: dict[str, Any]) -> dict[str, list[str]]:
    """Programs by task id from a rollouts file (unusable records are skipped)."""
    from gar.io import load_rollouts
    from gar.records import FunctionTask, program_source

    out: dict[str, list[str]] = {}
    for rollout in load_rollouts(path, task_map):
        task = task_map.get(rollout.task_id)
        if isinstance(task, FunctionTask) and not rollout.problem and (rollout.code or "").strip():
            out.setdefault(task.task_id, []).append(program_source(task, rollout))
    return out


def _print_summary(console: Any, summary: dict[str, Any]) -> None:
    from rich.table import Table

    def score(value: float | None) -> str:
        return "-" if value is None else f"{value:.1%}"

    table = Table(title=f"gar tests augment: {summary['tasks']} tasks")
    table.add_column("suite")
    table.add_column("mutants killed", justify="right")
    table.add_column("mutation score", justify="right")
    table.add_row("the tasks' own tests", f"{summary['killed_before']}/{summary['mutants']}",
                  score(summary["mutation_score_before"]))
    table.add_row("with hidden tests", f"{summary['killed_after']}/{summary['mutants']}",
                  score(summary["mutation_score_after"]))
    console.print(table)
    console.print(f"augmented {summary['augmented']} tasks with {summary['hidden_tests']} "
                  f"hidden tests ({summary['consensus_tasks']} from a consensus of solutions); "
                  f"written to {safe(summary['out'])}")
    for reason, count in sorted(summary["unchanged_reasons"].items()):
        console.print(f"  unchanged ({count}): {safe(reason)}")
