"""``gar simulate``: the estimator simulation study (see docs/simulation.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from gar.errors import GarError

_SHORT = {
    "pass_rate": "pass",
    "genuine_pass_rate": "genuine pass",
    "hack_share": "hacks",
    "t1_share": "T1",
    "entropy": "entropy",
    "net_mass": "net adv.",
}


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate)


def simulate(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output directory.")] = Path(
        "runs/simulate"
    ),
    steps: Annotated[int, typer.Option(min=1, help="Policy-gradient steps per run.")] = 200,
    tasks: Annotated[int, typer.Option(min=1, help="Tasks (one policy each) per seed.")] = 64,
    group_size: Annotated[int, typer.Option(min=2, help="Rollouts per group.")] = 8,
    seeds: Annotated[int, typer.Option(min=1, help="Seeds (independent task sets).")] = 8,
    lr: Annotated[float, typer.Option(min=0.0, help="Policy-gradient learning rate.")] = 1.0,
    seed: Annotated[int, typer.Option(help="Base random seed.")] = 0,
    world: Annotated[
        list[str] | None,
        typer.Option(help="World to run (repeatable; the first is used for the sweeps)."),
    ] = None,
    recall: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Hack recall of the noisy grader.")
    ] = 0.5,
    tier_noise: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Tier noise of the noisy grader.")
    ] = 0.3,
    lambda_max: Annotated[float, typer.Option(help="GAR's lambda_max (> 0).")] = 1.5,
) -> None:
    """Train a policy over solution archetypes under GRPO, Dr. GRPO, GAR, the down-weight-only
    control and GAR with a noisy grader; write report.md, report.html and PNGs to --out."""
    from rich.progress import Progress

    from gar.advantages import GARConfig
    from gar.cli.common import make_console
    from gar.simulate import GraderModel, SimConfig, StudyConfig, run_study, write_report
    from gar.simulate.world import WORLDS

    worlds = tuple(world or ("adversarial", "neutral"))
    unknown = [w for w in worlds if w not in WORLDS]
    if unknown:
        raise GarError(f"unknown world(s) {unknown}; choose from {sorted(WORLDS)}")
    if not lambda_max > 0:
        raise GarError("--lambda-max must be > 0")
    sim = SimConfig(
        tasks=tasks,
        group_size=group_size,
        steps=steps,
        seeds=seeds,
        lr=lr,
        seed=seed,
        gar=GARConfig(lambda_max=lambda_max),
    )
    cfg = StudyConfig(sim=sim, worlds=worlds, noisy=GraderModel(recall, tier_noise))
    console = make_console(stderr=False)  # full width when piped
    with Progress(console=console, transient=True) as progress:
        bar = progress.add_task(
            "simulating", total=len(worlds) * 5 + 2 * len(cfg.recalls) + len(cfg.tier_noises)
        )

        def step(label: str) -> None:
            progress.update(bar, description=label[:60], advance=1)

        study = run_study(cfg, step)
    paths = write_report(study, out)
    _print_summary(console, study, seeds)
    console.print(f"wrote {', '.join(str(p) for p in paths)}")


def _print_summary(console, study, seeds: int) -> None:
    from rich.table import Table

    for w, traces in study.traces.items():
        table = Table(title=f"world: {w}: final values, mean over {seeds} seeds")
        table.add_column("estimator", no_wrap=True)
        for label in _SHORT.values():
            table.add_column(label, justify="right", no_wrap=True)
        for trace in traces:
            table.add_row(trace.estimator.name, *(f"{trace.final(m).mean():.3f}" for m in _SHORT))
        console.print(table)
