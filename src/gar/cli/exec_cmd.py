"""``gar exec TASKS ROLLOUTS -o RESULTS.jsonl``: run every rollout's tests, sandboxed."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

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
    app.command("exec")(exec_rollouts)


def exec_rollouts(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    rollouts: Annotated[str, typer.Argument(help=ROLLOUTS_HELP)],
    out: Annotated[Path, typer.Option("--out", "-o", help="Results JSONL (one per rollout).")],
    workers: Annotated[int, typer.Option(
        min=0, help="Parallel workers (0 = one per core, plus one for function-level tasks).",
    )] = 0,
    timeout: Annotated[float, typer.Option(min=0.1, help="Wall limit per rollout (s).")] = 10.0,
    per_test_timeout: Annotated[
        float | None,
        typer.Option(min=0.01, help="CPU limit per test (s); default: from the reference."),
    ] = None,
    memory_mb: Annotated[int, typer.Option(min=64, help="Memory limit per process (MiB).")] = 1024,
    stop_at_first_failure: Annotated[
        bool, typer.Option(help="Stop a rollout's tests at its first failing test.")
    ] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Execute rollouts; write one record per input rollout, in input order."""
    from rich.console import Console

    from gar.execution import ExecConfig, execute
    from gar.io import JsonlWriter
    from gar.records import to_dict

    console = Console(stderr=True)
    task_map, items = load_inputs(tasks, rollouts)
    config = ExecConfig(workers=workers, timeout_s=timeout, per_test_timeout_s=per_test_timeout,
                        memory_mb=memory_mb, stop_at_first_failure=stop_at_first_failure,
                        sandbox=sandbox)
    check_sandbox(console, sandbox)
    with progress_bar(console) as bar:
        handle = bar.add_task("executing", total=len(items))
        results = execute(task_map, items, config, progress=lambda n: bar.advance(handle, n))
    with JsonlWriter(out) as writer:
        for rollout, result in zip(items, results, strict=True):
            writer.write({"task_id": rollout.task_id, "rollout_id": rollout.rollout_id,
                          "passed": result.passed, "status": result.status.value,
                          "result": to_dict(result)})
    _summary(console, items, results, out)


def _summary(console, items, results, out: Path) -> None:
    from collections import Counter

    from rich.table import Table

    counts = Counter(r.status.value for r in results)
    table = Table(title=f"gar exec: {len(results)} rollouts over "
                  f"{len({r.task_id for r in items})} tasks")
    table.add_column("status")
    table.add_column("rollouts", justify="right")
    table.add_column("share", justify="right")
    for status, count in counts.most_common():
        table.add_row(status, str(count), f"{count / max(1, len(results)):.1%}")
    console.print(table)
    passed = counts.get("passed", 0)
    console.print(f"passed {passed}/{len(results)}; results written to {out}", highlight=False)
