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
