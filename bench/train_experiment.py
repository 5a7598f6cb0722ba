"""Binary GRPO vs GAR on the embedded trainer (SmolLM2-135M-Instruct, easy tasks, CPU).

Both arms start from the same model, see the same tasks in the same order with the same
sampling seeds and the same held-out split; only the advantage estimator differs. Reports
held-out pass@1 (greedy; a pass counts only when the grader confirms no hack) before and
after, the hack rate, tier shares among graded passes, training pass rates and the step time
split, side by side with GAR/GRPO ratios, and writes them to
``bench/results/train_experiment.md``.

    .venv/bin/python bench/train_experiment.py                     # the full experiment preset
    .venv/bin/python bench/train_experiment.py --steps 8 --tasks-per-step 2 --max-new-tokens 64

Nothing here hard-codes a result: every number in the markdown comes from the runs.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

ARMS = ("grpo", "gar")
RESULTS = Path(__file__).parent / "results" / "train_experiment.md"


def main() -> int:
    args = _parse()
    from gar.train.loop import train
    from gar.train.presets import preset

    overrides = {k: v for k, v in {
        "steps": args.steps, "tasks_per_step": args.tasks_per_step,
        "group_size": args.group_size, "max_new_tokens": args.max_new_tokens,
        "eval_max_new_tokens": args.max_new_tokens, "learning_rate": args.lr,
        "held_out": args.held_out, "eval_every": args.eval_every, "device": args.device,
        "threads": args.threads,
    }.items() if v is not None}
    base = preset("experiment").replace(**overrides)
    rows: dict[str, dict[str, Any]] = {}
    for seed in args.seeds:
        for arm in args.arms:
            config = base.replace(estimator=arm, seed=seed)
            out = args.out / f"seed{seed}" / arm
            print(f"== {arm} seed {seed}: {config.steps} steps -> {out}", flush=True)
            began = time.perf_counter()
            train(config, out, observe=_printer(arm))
            rows[f"{arm}/seed{seed}"] = summarise(out, time.perf_counter() - began)
    if len(args.seeds) > 1:
        for arm in args.arms:
            runs = [rows[f"{arm}/seed{seed}"] for seed in args.seeds]
            rows[f"{arm}/mean"] = {key: sum(r[key] for r in runs) / len(runs) for key in runs[0]}
    text = render(base, rows, args)
    print(text)
    if not args.no_write:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(text)
        print(f"written: {RESULTS}")
    return 0


def _parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int)
    parser.add_argument("--tasks-per-step", type=int)
    parser.add_argument("--group-size", type=int)
    parser.add_argument("--max-new-tokens", type=int)
    parser.add_argument("--lr", type=float)
    parser.add_argument("--held-out", type=float)
    parser.add_argument("--eval-every", type=int)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--device", default=None, help="cpu (default) or cuda")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    parser.add_argument("--arms", nargs="+", default=list(ARMS), choices=
                        ["grpo", "dr_grpo", "rloo", "gar", "downweight"])
    parser.add_argument("--out", type=Path, default=Path("runs/train_experiment"))
    parser.add_argument("--note", default="", help="a line on the machine/conditions")
    parser.add_argument("--no-write", action="store_true", help="print only")
    return parser.parse_args()


def _printer(arm: str) -> Any:
    def observe(event: str, step: int, data: dict[str, Any]) -> None:
        if event == "step":
            print(f"  [{arm}] step {step}: pass {data['rollout/pass_rate']:.2f} "
                  f"hack {data['rollout/hack_rate']:.2f} step {data['time/step_s']:.1f}s "
                  f"(gen {data['time/generation_s']:.1f}, exec {data['time/execution_s']:.2f},"
                  f" grade {data['time/grading_s']:.2f}, update {data['time/update_s']:.1f})",
                  flush=True)
        elif event == "eval":
            print(f"  [{arm}] held-out pass@1 at step {step}: {data['eval/pass_at_1']:.3f}",
                  flush=True)
    return observe


def _records(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def summarise(run: Path, wall_s: float) -> dict[str, Any]:
    """The numbers of one arm, from its run directory only."""
    metrics, evals = _records(run / "metrics.jsonl"), _records(run / "eval.jsonl")
    rollouts = [r for g in _records(run / "groups.jsonl") for r in g["rollouts"]]
    n = max(len(rollouts), 1)
    passes = [r for r in rollouts if r["passed"] and not r["hack"] and r["tier"]]
    half = max(len(metrics) // 2, 1)

    def mean(key: str, part: list[dict[str, Any]]) -> float:
        values = [m[key] for m in part if isinstance(m.get(key), int | float)]
        return sum(values) / len(values) if values else float("nan")

    return {
        "steps": len(metrics), "wall_s": wall_s,
        "pass1_before": evals[0]["eval/pass_at_1"] if evals else float("nan"),
        "pass1_after": evals[-1]["eval/pass_at_1"] if evals else float("nan"),
        "eval_tasks": evals[-1]["eval/tasks"] if evals else 0,
        "eval_hack_rate": evals[-1]["eval/hack_rate"] if evals else float("nan"),
        "train_pass_first_half": mean("rollout/pass_rate", metrics[:half]),
        "train_pass_second_half": mean("rollout/pass_rate", metrics[half:]),
        "train_hack_rate": sum(r["hack"] for r in rollouts) / n,
        "rollouts": len(rollouts),
        "tier_T1": sum(r["tier"] == "T1" for r in passes) / max(len(passes), 1),
        "tier_T2": sum(r["tier"] == "T2" for r in passes) / max(len(passes), 1),
        "tier_T3": sum(r["tier"] == "T3" for r in passes) / max(len(passes), 1),
        "graded_passes": len(passes),
        "entropy_last": metrics[-1]["policy/entropy"] if metrics else float("nan"),
        "tokens_mean": mean("policy/response_tokens_mean", metrics),
        **{f"time_{p}": mean(f"time/{p}_s", metrics)
           for p in ("generation", "execution", "grading", "update", "step")},
        "grading_share": mean("time/grading_share", metrics),
    }


ROWS = (
    ("held-out pass@1 before (hack = fail)", "pass1_before", "{:.3f}"),
    ("held-out pass@1 after", "pass1_after", "{:.3f}"),
    ("held-out tasks", "eval_tasks", "{:.0f}"),
    ("held-out hack rate after", "eval_hack_rate", "{:.3f}"),
    ("training pass rate, first half of steps", "train_pass_first_half", "{:.3f}"),
    ("training pass rate, second half of steps", "train_pass_second_half", "{:.3f}"),
    ("training hack rate (confirmed, all rollouts)", "train_hack_rate", "{:.4f}"),
    ("training rollouts", "rollouts", "{:.0f}"),
    ("tier share T1 (graded genuine passes)", "tier_T1", "{:.3f}"),
    ("tier share T2", "tier_T2", "{:.3f}"),
    ("tier share T3", "tier_T3", "{:.3f}"),
    ("graded genuine passes", "graded_passes", "{:.0f}"),
    ("policy entropy, last step", "entropy_last", "{:.3f}"),
    ("response tokens, mean", "tokens_mean", "{:.1f}"),
    ("step time, mean (s)", "time_step", "{:.1f}"),
    ("  generation (s)", "time_generation", "{:.1f}"),
    ("  execution (s)", "time_execution", "{:.2f}"),
    ("  grading (s)", "time_grading", "{:.2f}"),
    ("  update (s)", "time_update", "{:.1f}"),
    ("grading share of the step", "grading_share", "{:.2%}"),
    ("arm wall time (s, incl. load + eval + report)", "wall_s", "{:.0f}"),
)


def render(config: Any, rows: dict[str, dict[str, Any]], args: argparse.Namespace) -> str:
    names = list(rows)
    header = "| metric | " + " | ".join(names) + (" | GAR / GRPO |" if _pair(names) else " |")
    lines = [header, "|" + "---|" * (len(names) + 1 + bool(_pair(names)))]
    for label, key, fmt in ROWS:
        cells = [_fmt(fmt, rows[n][key]) for n in names]
        ratio = ""
        if _pair(names):
            grpo, gar = (rows[n][key] for n in _pair(names))
            ratio = f" {gar / grpo:.2f} |" if isinstance(grpo, int | float) and grpo else " – |"
        lines.append(f"| {label} | " + " | ".join(cells) + " |" + ratio)
    command = "python " + " ".join([Path(sys.argv[0]).as_posix(), *sys.argv[1:]])
    return "\n".join([
        "# Binary GRPO vs GAR on the embedded trainer",
        "",
        f"Command: `{command}`  ",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.python_version()}"
        + (f"; {args.note}" if args.note else ""),
        (f"Config: steps={config.steps}, tasks/step={config.tasks_per_step}, "
         f"group={config.group_size}, max_new_tokens={config.max_new_tokens}, "
         f"lr={config.learning_rate}, held_out={config.held_out} "
         f"(pass@1 from {config.eval_samples} sample(s)/task at T={config.eval_temperature}), "
         f"tasks={config.task_source}, seeds={args.seeds}"),
        "",
        *lines,
        "",
    ])


def _pair(names: list[str]) -> tuple[str, str] | None:
    """The GRPO and GAR columns to compare: the per-arm means when there are several seeds."""
    pick = [n for n in names if n.endswith("/mean")] or names
    grpo = [n for n in pick if n.startswith("grpo/")]
    gar = [n for n in pick if n.startswith("gar/")]
    return (grpo[0], gar[0]) if len(grpo) == 1 and len(gar) == 1 else None


def _fmt(fmt: str, value: Any) -> str:
    try:
        return fmt.format(value)
    except (TypeError, ValueError):
        return str(value)


if __name__ == "__main__":
    sys.exit(main())
