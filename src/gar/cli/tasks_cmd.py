"""``gar tasks synth SOURCE --out DIR``: validated repository tasks mined from a real project."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from gar.cli.common import SANDBOX_HELP, make_console, progress_bar, safe

tasks_app = typer.Typer(help="Task sets: make repository tasks from real projects.",
                        no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(tasks_app, name="tasks")


@tasks_app.command("synth")
def synth(
    source: Annotated[str, typer.Argument(help=(
        "A local directory of a Python project with a pytest-runnable test suite, or "
        "NAME==VERSION: its source distribution, downloaded by pip (--no-binary :all:) into "
        "the GAR cache ($GAR_CACHE/sdists) when not there yet."))],
    out: Annotated[str, typer.Option("--out", "-o", help=(
        "Output directory: tasks.jsonl, workspaces/, patches/ (references), bugs/ (the "
        "planted diffs), summary.json. A directory this command wrote before is replaced."))],
    max_tasks: Annotated[int, typer.Option(min=1, help="Tasks to keep, at most.")] = 10,
    seed: Annotated[int, typer.Option(help="Orders the planted bugs; same seed, same tasks.")
                    ] = 0,
    validate_runs: Annotated[int, typer.Option(min=1, help=(
        "Runs of each task's buggy tree and of its reference fix; a test that does not "
        "behave the same in all of them is dropped as flaky."))] = 3,
    baseline_runs: Annotated[int, typer.Option(min=1, help=(
        "Runs of the whole suite before any bug; a test failing in any is left out."))] = 3,
    max_candidates: Annotated[int, typer.Option(min=0, help=(
        "Bugs screened at most (0: 8 x --max-tasks)."))] = 0,
    per_function: Annotated[int, typer.Option(min=1, help="Tasks per function, at most.")
                            ] = 1,
    workers: Annotated[int, typer.Option(min=1, help="Test runs in parallel.")] = 2,
    timeout: Annotated[float, typer.Option(min=1.0, help=(
        "CPU limit of one whole-suite run in the sandbox (s); wall limit twice that."))
                       ] = 120.0,
    llm_url: Annotated[str | None, typer.Option(help=(
        "OpenAI-compatible API base: an LLM rewrites each problem statement as a bug report "
        "from the failing output (default: the statement is the failing output itself)."))
                       ] = None,
    llm_model: Annotated[str | None, typer.Option(help="Model name for --llm-url.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Plant bugs in the functions a project's tests call (AST mutations, removed bodies),
    keep each one that fails some tests while the others pass, and write it as a repository
    task whose reference patch is the original code, validated in the sandbox."""
    from gar.cli.common import check_sandbox
    from gar.errors import GarError
    from gar.sandbox import get_sandbox
    from gar.synth import SynthConfig, synthesise

    console = make_console()
    if (llm_url is None) != (llm_model is None):
        raise GarError("--llm-url and --llm-model go together")
    check_sandbox(console, sandbox)
    config = SynthConfig(max_tasks=max_tasks, seed=seed, validate_runs=validate_runs,
                         baseline_runs=baseline_runs,
                         max_candidates=max_candidates, per_function=per_function,
                         workers=workers, timeout_s=timeout)
    with progress_bar(console, disable=as_json) as bar:
        handle = bar.add_task("reading the source", total=None)

        def progress(phase: str, done: int, total: int) -> None:
            label = {"baseline": "running the suite (baseline)",
                     "screening": "screening planted bugs", "tasks": "tasks kept"}[phase]
            bar.update(handle, description=label, completed=done, total=total or None)

        report = synthesise(source, out, config, get_sandbox(sandbox), progress,
                            _llm(llm_url, llm_model))
    summary = report.summary()
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True))
        return
    _print_summary(console, summary)


def _llm(url: str | None, model: str | None) -> Any:
    if url is None or model is None:
        return None
    from gar.judge.client import ChatClient, Endpoint

    return ChatClient(Endpoint(url=url, model=model, max_tokens=400))


def _print_summary(console: Any, summary: dict[str, Any]) -> None:
    seconds = summary["seconds"]
    console.print(
        f"{summary['project']}: {summary['tasks']} tasks written to "
        f"{safe(summary['out'])}/tasks.jsonl in {seconds.get('total_s', 0):.1f} s "
        f"(baseline {seconds.get('baseline_s', 0):.1f} s)", markup=False)
    console.print(
        f"suite: {summary['baseline_tests']} stable passing tests "
        f"({summary['unstable_tests']} failing or flaky, left out); "
        f"{summary['covered_functions']} called functions, {summary['mutants']} mutants, "
        f"{summary['screened']} screened", markup=False)
    for reason, count in summary["rejected"].items():
        console.print(f"  rejected ({count}): {safe(reason)}", markup=False)
    if summary["tasks"]:
        console.print(f"check them: gar exec {safe(summary['out'])}/tasks.jsonl reference "
                      "-o ref.jsonl (all pass); ... empty -o empty.jsonl (all fail)",
                      markup=False)
