"""What the commands share: reading TASKS/ROLLOUTS arguments, the console and progress bar,
and the streamed, resumable output loop."""

from __future__ import annotations

import json
import re
import shlex
import sys
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

    from gar.records import Rollout, Task

TASKS_HELP = "Tasks: a JSONL file or a built-in name (humaneval, easy, repo-bundled)."
ROLLOUTS_HELP = ("Rollouts: a JSONL file (completion/solution/patch), or a built-in set for "
                 "the tasks: 'examples' (labelled examples), 'reference' (each task's "
                 "reference solution or patch), 'empty' (one blank answer per task).")
OUT_HELP = ("{what} JSONL (one per rollout, in input order; '-' = standard output). Written "
            "to OUT.partial as groups finish and renamed to OUT when complete.")
RESUME_HELP = ("Reuse the complete groups of an interrupted run's OUT.partial (same inputs "
               "and options, checked) and do the rest.")
# Where the console is not a terminal (a pipe, a CI log) nothing is cut to 80 columns.
PIPED_WIDTH = 10_000

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def safe(text: object) -> str:
    """Text from the inputs, made inert for a rich console: markup escaped, control and
    bidirectional characters shown as ``\\xNN``/``\\uNNNN`` instead of reaching the terminal."""
    from rich.markup import escape

    return escape(_UNSAFE.sub(lambda m: ascii(m.group())[1:-1], str(text)))


def make_console(*, stderr: bool = True) -> Console:
    from rich.console import Console

    console = Console(stderr=stderr, highlight=False)
    if not console.is_terminal:
        console = Console(stderr=stderr, highlight=False, width=PIPED_WIDTH)
    return console


SANDBOX_HELP = ("auto/bwrap: bubblewrap or refuse to run; unsafe-local: explicit opt-in to "
                "the host-filesystem sandbox (unshare + rlimits + unprivileged uid).")


def check_sandbox(console: Console, kind: str) -> None:
    """Fail before any work when the chosen sandbox cannot run untrusted code (a
    :class:`~gar.errors.SandboxUnavailable`, exit code 2); say which isolation is used."""
    from gar.sandbox import get_sandbox

    sandbox = get_sandbox(kind)
    style = "bold red" if sandbox.name != "bwrap" else ""
    console.print(f"sandbox: {sandbox.isolation}", style=style, highlight=False, markup=False)


def load_inputs(tasks: str, rollouts: str) -> tuple[Mapping[str, Task], Sequence[Rollout]]:
    """Tasks by id and the rollouts in input order (a name of
    :data:`gar.datasets.BUILTIN_ROLLOUTS` = that built-in set). Files are read on demand
    (:class:`gar.rollout_file.RolloutFile`, :class:`gar.task_file.TaskFile`: validated up
    front, an index in memory)."""
    from gar.datasets import BUILTIN_ROLLOUTS, builtin_rollouts
    from gar.errors import InputError
    from gar.io import suggest
    from gar.rollout_file import RolloutFile
    from gar.task_file import open_tasks

    task_map = open_tasks(tasks)
    if rollouts in BUILTIN_ROLLOUTS:
        return task_map, builtin_rollouts(rollouts, task_map)
    if not Path(rollouts).exists():
        raise InputError(rollouts, None, "no such file" + suggest(rollouts, BUILTIN_ROLLOUTS))
    return task_map, RolloutFile(rollouts, task_map)


def rollout_keys(items: Sequence[Rollout]) -> Sequence[tuple[str, str]]:
    """Each rollout's ``(task_id, rollout_id)`` in order (a rollouts file's read on demand)."""
    from gar.rollout_file import RolloutFile

    if isinstance(items, RolloutFile):
        return items.keys()
    return [(r.task_id, r.rollout_id) for r in items]


def remaining(items: Sequence[Rollout], done: Collection[int]
              ) -> tuple[Sequence[int], Sequence[Rollout]]:
    """The positions not in ``done`` (a resume's kept ones) and their rollouts, lazily."""
    from array import array

    from gar.rollout_file import select

    if not done:
        return range(len(items)), items
    todo = array("q", (p for p in range(len(items)) if p not in done))
    return todo, select(items, todo)


def progress_bar(console: Console, *, disable: bool = False) -> Progress:
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = ("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn(), "eta", TimeRemainingColumn())
    return Progress(*columns, console=console, transient=True, disable=disable)


Unit = tuple[Sequence[int], Sequence[Mapping[str, Any]], Mapping[str, Any] | None]


def stream_units(console: Console, out: str, inputs: Sequence[str],
                 options: Mapping[str, Any], keys: Sequence[tuple[str, str]], resume: bool,
                 produce: Callable[[Collection[int]], Iterable[Unit]],
                 on_unit: Callable[[Unit], None]) -> int:
    """Write ``produce(done)``'s units through :class:`gar.cli.output.Output` (``done``: the
    input positions a resume kept; ``on_unit`` sees kept and new units alike). Returns the
    number of kept records; on SIGINT/SIGTERM prints the resume command and exits 130/143."""
    import typer

    from gar.cli.interrupt import Interrupted, interruptible, raise_if_interrupted
    from gar.cli.output import Output, fingerprint

    output = None
    with interruptible():
        try:
            with Output(out, inputs, fingerprint(inputs, options), keys, resume) as output:
                resumed = output.resumed
                for unit in resumed.units:
                    positions = unit["positions"]
                    on_unit((positions, [json.loads(resumed.line(p)) for p in positions],
                             unit["summary"]))
                done = resumed.done
                resumed.held.clear()
                if resume and output.kept:
                    console.print(f"resuming: {output.kept} of {len(keys)} rollouts kept from "
                                  f"{safe(output.partial)}")
                elif resume:
                    console.print(f"nothing to resume in {safe(output.partial)}: starting from "
                                  "the beginning")
                for made in produce(done):
                    raise_if_interrupted()  # a unit made after the runners closed is not kept
                    output.write_unit(*made)
                    on_unit(made)
                raise_if_interrupted()
                output.finish()
                return output.kept
        except Interrupted as stop:
            kept = output.written if output is not None else 0
            command = shlex.join(["gar", *sys.argv[1:],
                                  *([] if "--resume" in sys.argv else ["--resume"])])
            where = f" in {safe(output.partial)}" if output is not None else ""
            console.print(f"interrupted ({stop}): kept {kept} of {len(keys)} rollouts{where}; "
                          f"resume with: {safe(command)}")
            raise typer.Exit(stop.exit_code) from None
