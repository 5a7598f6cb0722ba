"""``gar train``: GRPO/GAR on CPU with SmolLM2-135M-Instruct (the embedded trainer)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer


def register(app: typer.Typer) -> None:
    app.command("train")(train)


def train(
    preset: Annotated[str, typer.Option(
        help="Preset: demo, primed, experiment or smoke.")] = "demo",
    estimator: Annotated[str | None, typer.Option(
        help="Advantage estimator: grpo, dr_grpo, rloo, gar, downweight (default: gar).")] = None,
    arms: Annotated[str | None, typer.Option(
        help="Comma-separated estimators trained side by side from the same start, one "
             "process each (e.g. grpo,gar); the report overlays them.")] = None,
    environment: Annotated[str | None, typer.Option(
        help="plain, or hackable (prompts show the visible tests; hidden tests measure "
             "the ground truth).")] = None,
    start: Annotated[str | None, typer.Option(
        help="base (SmolLM2 as converted) or primed (short SFT on a generated corpus of "
             "genuine solutions and hacks, cached; needs --environment hackable).")] = None,
    final_checkpoint: Annotated[str | None, typer.Option(
        help="What a finished run keeps: weights (~0.54 GB), full (~1.6 GB, resumable) "
             "or none.")] = None,
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
        help="Save checkpoints at all (off: nothing on disk, no resume).")] = True,
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
        "update_micro_batch_size": micro_batch_size, "environment": environment,
        "start": start, "final_checkpoint": final_checkpoint,
    }
    config = load_preset(preset).replace(
        evaluate=evaluate, save_checkpoints=checkpoints,
        **{k: v for k, v in overrides.items() if v is not None})
    console = Console()
    names = [a.strip() for a in arms.split(",") if a.strip()] if arms else []
    console.print(f"[bold]gar train[/] preset={config.preset} "
                  f"estimator={','.join(names) or config.estimator} steps={config.steps} "
                  f"tasks/step={config.tasks_per_step} group={config.group_size} "
                  f"environment={config.environment} start={config.start} out={out}")
    if names:
        _run_arms(config, names, out, console)
        return
    from gar.train.console import StepPrinter
    from gar.train.loop import train as run_training

    result = run_training(config, out, resume=resume, observe=StepPrinter(config.steps))
    _render_summary(console, result)


def _run_arms(config: Any, names: list[str], out: Path, console: Any) -> None:
    """Arms side by side (one process and one torch thread each); a failed arm fails."""
    from gar.train.arms import run_arms

    result = run_arms(config, names, out)
    console.print(f"arms finished in {result.wall_s:.1f} s: " + ", ".join(
        f"{name} {'ok' if code == 0 else f'FAILED (exit {code})'}"
        for name, code in result.exit_codes.items()))
    if result.report is not None:
        console.print(f"report: {result.report}")
    if any(result.exit_codes.values()):
        raise typer.Exit(1)


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
