"""``gar exec TASKS ROLLOUTS -o RESULTS.jsonl``: run every rollout's tests, sandboxed."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
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

# Rollouts executed (and written) together: enough to keep every worker busy, small enough
# that an interruption loses little.
CHUNK = 64


def register(app: typer.Typer) -> None:
    app.command("exec")(exec_rollouts)


def exec_rollouts(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    rollouts: Annotated[str, typer.Argument(help=ROLLOUTS_HELP)],
    out: Annotated[str, typer.Option("--out", "-o", help=OUT_HELP.format(what="Results"))],
    workers: Annotated[int, typer.Option(
        min=0, help="Parallel workers (0 = one per core, plus one for function-level tasks).",
    )] = 0,
    timeout: Annotated[float, typer.Option(min=0.1, help=(
        "Time limit per rollout (s): wall time less waiting for a CPU."))] = 10.0,
    per_test_timeout: Annotated[
        float | None,
        typer.Option(min=0.01, help="CPU limit per test (s); default: from the reference."),
    ] = None,
    memory_mb: Annotated[int, typer.Option(min=64, help="Memory limit per process (MiB).")] = 1024,
    stop_at_first_failure: Annotated[
        bool, typer.Option(help="Stop a rollout's tests at its first failing test.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    resume: Annotated[bool, typer.Option("--resume", help=RESUME_HELP)] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Execute rollouts; write one record per input rollout, in input order."""
    from gar.execution import ExecConfig
    from gar.rollout_file import task_ids

    console = make_console()
    task_map, items = load_inputs(tasks, rollouts)
    check_target(out, [tasks, rollouts], resume)
    config = ExecConfig(workers=workers, timeout_s=timeout, per_test_timeout_s=per_test_timeout,
                        memory_mb=memory_mb, stop_at_first_failure=stop_at_first_failure,
                        sandbox=sandbox)
    options = {"command": "exec", "timeout": timeout, "per_test_timeout": per_test_timeout,
               "memory_mb": memory_mb, "stop_at_first_failure": stop_at_first_failure,
               "sandbox": sandbox}
    check_sandbox(console, sandbox)
    counts: Counter[str] = Counter()

    def count(unit: Any) -> None:
        counts.update(record["status"] for record in unit[1])

    with progress_bar(console, disable=as_json) as bar:
        handle = bar.add_task("executing", total=len(items))

        def produce(done: Collection[int]) -> Iterator[Any]:
            bar.update(handle, completed=len(done))
            yield from _execute_rest(task_map, items, done, config,
                                     lambda n: bar.advance(handle, n))

        stream_units(console, out, [tasks, rollouts], options,
                     rollout_keys(items), resume, produce, count)
    summary = {"rollouts": len(items), "tasks": len(set(task_ids(items))),
               "status": dict(counts), "passed": counts.get("passed", 0), "out": out}
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True), err=out == STDOUT)
        return
    _summary(console, summary, counts, out)


def _execute_rest(task_map: Any, items: Sequence[Any], done: Collection[int], config: Any,
                  progress: Any) -> Iterator[Any]:
    """Chunks of results still to compute, with their positions in the input."""
    import contextlib

    from gar.errors import SandboxUnavailable
    from gar.execution import FunctionRunner, execute
    from gar.records import FunctionTask, to_dict
    from gar.rollout_file import task_ids

    todo, rest = remaining(items, done)
    functions = any(isinstance(task_map.get(t), FunctionTask) for t in set(task_ids(rest)))
    runner: contextlib.AbstractContextManager[FunctionRunner | None] = contextlib.nullcontext()
    if functions:  # one runner for every chunk; without a sandbox execute() says why per rollout
        with contextlib.suppress(SandboxUnavailable):
            runner = FunctionRunner(workers=config.workers, memory_mb=config.memory_mb,
                                    sandbox=config.sandbox)
    with runner as live:
        for start in range(0, len(todo), CHUNK):
            part = list(todo[start:start + CHUNK])
            chunk = [items[p] for p in part]
            results = execute(task_map, chunk, config, progress, runner=live)
            yield (part, [{"task_id": r.task_id, "rollout_id": r.rollout_id,
                           "passed": res.passed, "status": res.status.value,
                           "result": to_dict(res)} for r, res in zip(chunk, results, strict=True)],
                   None)


def _summary(console: Any, summary: dict[str, Any], counts: Counter[str], out: str) -> None:
    from rich.table import Table

    total = summary["rollouts"]
    table = Table(title=f"gar exec: {total} rollouts over {summary['tasks']} tasks")
    table.add_column("status")
    table.add_column("rollouts", justify="right")
    table.add_column("share", justify="right")
    for status, number in counts.most_common():
        table.add_row(safe(status), str(number), f"{number / max(1, total):.1%}")
    console.print(table)
    console.print(f"passed {summary['passed']}/{total}; results written to {safe(out)}")
