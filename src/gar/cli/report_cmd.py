"""``gar report RUN_DIR [RUN_DIR ...]``: overlay training runs on one HTML page."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    app.command("report")(report)


def report(
    run_dirs: Annotated[list[Path], typer.Argument(
        help="Training run directories (each with metrics.jsonl); runs of one estimator "
             "are one arm (mean curve, band over runs).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="The HTML page to write.")] = Path(
        "runs/report.html"),
    title: Annotated[str, typer.Option(help="Page title.")] = "",
    by: Annotated[str, typer.Option(
        help="Group runs into arms by 'estimator' (default) or 'run' (one arm per run).")
    ] = "estimator",
) -> None:
    """Overlay runs: each arm's curves on one set of axes, a final table (mean ± sd, n) and
    example groups with every rollout's GRPO and GAR advantage."""
    from rich.console import Console

    from gar.errors import GarError
    from gar.train.overlay import write_overlay

    if by not in ("estimator", "run"):
        raise GarError(f"--by must be 'estimator' or 'run', not {by!r}")
    label = (lambda run: run.path.name) if by == "run" else None
    path = write_overlay(run_dirs, out, title=title, label=label)
    Console().print(f"report: {path}")
