"""``gar train``: GRPO/GAR on CPU with SmolLM2-135M-Instruct (the embedded trainer)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer


def register(app: typer.Typer) -> None:
    app.command("train")(train)


def train(
    preset: Annotated[str, typer.Option(help="Preset: demo, experiment or smoke.")] = "demo",
    estimator: Annotated[str | None, typer.Option(
        help="Advantage estimator: grpo, dr_grpo, rloo, gar, downweight (default: gar).")] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Run directory.")] = Path("runs/train"),
    steps: Annotated[int | None, typer.Option(min=1, help="Training steps.")] = None,
    tasks_per_step: Annotated[int | None, typer.Option(min=1, help="Tasks per step.")] = None,
    group_size: Annotated[int | None, typer.Option(min=2, help="Completions per task.")] = None,
    max_new_tokens: Annotated[int | None, typer.Option(min=1, help="Response tokens.")] = None,
    learning_rate: Annotated[float | None, typer.Option("--lr", help="AdamW rate.")] = None,
    kl_beta: Annotated[float | None, typer.Option(
        min=0.0, help="Weight of the k3 KL to the initial model (0: off).")] = None,
    micro_batch_size: Annotated[int | None, typer.Option(
        min=1, help="Rows per forward/backward (gradient accumulation).")] = None,
    tasks: Annotated[str | None, typer.Option(
        help="Task source: easy, humaneval or easy+humaneval.")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed (split, task order, sampling).")] = None,
    evaluate: Annotated[bool, typer.Option(
        help="Held-out pass@1 before and after training.")] = True,
    checkpoints: Annotated[bool, typer.Option(
        help="Save checkpoints (model + optimizer: ~1.6 GB for SmolLM2).")] = True,
    resume: Annotated[bool, typer.Option(
        help="Continue from the run directory's latest checkpoint.")] = False,
    threads: Annotated[int | None, typer.Option(min=1, help="torch CPU threads.")] = None,
) -> None:
    """Train SmolLM2-135M-Instruct with GRPO or GAR on easy function-level tasks (CPU)."""
    from rich.console import Console

    from gar.train.presets import preset as load_preset

    overrides = {
        "estimator": estimator, "steps": steps, "tasks_per_step": tasks_per_step,
        "group_size": group_size, "max_new_tokens": max_new_tokens,
        "learning_rate": learning_rate, "task_source": tasks, "seed": seed,
        "threads": threads, "update_kl_beta": kl_beta,
        "update_micro_batch_size": micro_batch_size,
    }
    config = load_preset(preset).replace(
        evaluate=evaluate, save_checkpoints=checkpoints,
        **{k: v for k, v in overrides.items() if v is not None})
    console = Console()
    console.print(f"[bold]gar train[/] preset={config.preset} estimator={config.estimator} "
                  f"steps={config.steps} tasks/step={config.tasks_per_step} "
                  f"group={config.group_size} out={out}")
    result = _run_with_progress(config, out, resume, console)
    _render_summary(console, result)


def _run_with_progress(config: Any, out: Path, resume: bool, console: Any) -> Any:
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from gar.train.loop import train as run_training

    columns = (TextColumn("[bold]{task.description}"), BarColumn(),
               TextColumn("step {task.completed:.0f}/{task.total:.0f}"),
               TextColumn("{task.fields[phase]}"), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=False) as progress:
        bar = progress.add_task("training", total=config.steps, phase="starting")

        def observe(event: str, step: int, data: dict[str, Any]) -> None:
            if event == "phase":
                progress.update(bar, phase=data["name"])
            elif event == "step":
                progress.update(bar, completed=step + 1, phase=_step_line(data))
            elif event == "eval":
                console.print(f"  held-out pass@1 at step {step}: "
                              f"{data.get('eval/pass_at_1', 0):.3f} "
                              f"(hacks {data.get('eval/hack_rate', 0):.3f})")

        return run_training(config, out, resume=resume, observe=observe)


def _step_line(metrics: dict[str, Any]) -> str:
    return (f"pass {metrics.get('rollout/pass_rate', 0):.2f} "
            f"hack {metrics.get('rollout/hack_rate', 0):.2f} "
            f"step {metrics.get('time/step_s', 0):.1f}s")


def _render_summary(console: Any, result: Any) -> None:
    from rich.table import Table

    metrics = result.last_metrics
    table = Table(title="gar train: summary")
    table.add_column("metric")
    table.add_column("value", justify="right")
    table.add_row("steps run", str(result.steps_run))
    table.add_row("wall time", f"{result.wall_s:.1f} s")
    if result.eval_before:
        table.add_row("held-out pass@1 before", f"{result.eval_before['eval/pass_at_1']:.3f}")
    if result.eval_after:
        table.add_row("held-out pass@1 after", f"{result.eval_after['eval/pass_at_1']:.3f}")
    for key in ("rollout/pass_rate", "rollout/hack_rate", "gar/tier_share_T1",
                "policy/entropy", "time/generation_s", "time/execution_s", "time/grading_s",
                "time/update_s", "time/grading_share"):
        if key in metrics:
            table.add_row(f"last step {key}", f"{metrics[key]:.3f}")
    console.print(table)
    if result.report is not None:
        console.print(f"report: {result.report}")
