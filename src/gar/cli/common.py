"""What the commands share: reading TASKS/ROLLOUTS arguments and the progress bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

    from gar.records import Rollout, Task

TASKS_HELP = "Tasks: a JSONL file or a built-in name (humaneval, easy, repo-bundled)."
ROLLOUTS_HELP = ("Rollouts: a JSONL file (completion/solution/patch), or 'examples' "
                 "(built-in example rollouts for the tasks).")


SANDBOX_HELP = ("auto/bwrap: bubblewrap or refuse to run; unsafe-local: explicit opt-in to "
                "the host-filesystem sandbox (unshare + rlimits + unprivileged uid).")


def check_sandbox(console: Console, kind: str) -> None:
    """Fail before any work when the chosen sandbox cannot run untrusted code (a
    :class:`~gar.errors.SandboxUnavailable`, exit code 2); say which isolation is used."""
    from gar.sandbox import get_sandbox

    sandbox = get_sandbox(kind)
    style = "bold red" if sandbox.name != "bwrap" else ""
    console.print(f"sandbox: {sandbox.isolation}", style=style, highlight=False, markup=False)


def load_inputs(tasks: str, rollouts: str) -> tuple[dict[str, Task], list[Rollout]]:
    """Tasks by id and the rollouts in input order (``examples`` = the built-in set)."""
    from gar.datasets import example_rollouts
    from gar.io import load_rollouts, load_tasks

    task_map = load_tasks(tasks)
    if rollouts == "examples":
        return task_map, example_rollouts(task_map)
    return task_map, load_rollouts(rollouts, task_map)


def progress_bar(console: Console, *, disable: bool = False) -> Progress:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    columns = ("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    return Progress(*columns, console=console, transient=True, disable=disable)
