"""``gar view GRADES.jsonl -o view.html``: a self-contained HTML page of a grading run."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    app.command("view")(view)


def view(
    grades: Annotated[Path, typer.Argument(
        help="Grades JSONL written by `gar grade -o` (or a training run's groups.jsonl).")],
    out: Annotated[Path, typer.Option(
        "--out", "-o", help="The HTML page to write ('-': standard output).")] = Path(
        "view.html"),
    rollouts: Annotated[str | None, typer.Option(
        help="The rollouts JSONL the grades were made from (or 'examples'): shows each "
             "rollout's code or patch and its agent trajectory.")] = None,
    tasks: Annotated[str | None, typer.Option(
        help="Tasks (JSONL or built-in name): shows prompts and numbers completions as the "
             "detectors cite them.")] = None,
) -> None:
    """Write one HTML page (no network; data, CSS and JS inline) that shows a grading run
    group by group: code or coloured patch, verdict, tier, GAR's advantage beside binary GRPO
    and the Dr. GRPO baseline, each finding with its evidence, filters and search."""
    from rich.console import Console

    from gar.view import load_view_data, render_view, write_view

    if str(out) == "-":  # the page on standard output
        data = load_view_data(grades, rollouts=rollouts, tasks=tasks)
        typer.echo(render_view(data), nl=False)
        return
    path = write_view(grades, out, rollouts=rollouts, tasks=tasks)
    Console(stderr=True).print(f"view written to {path} ({path.stat().st_size / 1e6:.1f} MB); "
                               f"open it in any browser", highlight=False)
