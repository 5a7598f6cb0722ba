"""Binary GRPO vs Dr. GRPO vs GAR vs down-weight-only from one PRIMED start (issue 11).

The design (docs: bench/results/primed_experiment.md):

* the hackable environment (``gar.train.hackable``): prompts show the visible tests, the
  reward is those tests, hidden tests (the full original check + fresh reference-checked
  inputs) measure the ground truth every step and on the held-out tasks;
* one primed start (``gar.train.sft``): SmolLM2-135M fine-tuned briefly on a generated corpus
  of genuine solutions of varied quality and hacks of the grader's families, for the
  training tasks only; cached, so every arm and seed starts from the same weights;
* arms from that start with the same seeds: ``grpo`` (std-normalised, visible-test reward, no
  grader in the reward), ``dr_grpo``, ``gar``, ``downweight``; plus, for reference, arms from
  the unprimed model (``gar@base``, ``grpo@base``).

Full design (about 1 h per run on an idle 2-core CPU at one thread per run, 2 runs at a
time: ~12 h for 4 arms x 3 seeds, so it does not fit one working session):

    .venv/bin/python bench/primed_experiment.py --arms grpo dr_grpo gar downweight \\
        grpo@base gar@base --seeds 0 1 2 --budget 3600

``--budget S`` sets the steps from the expected seconds per step (``--step-seconds``,
measured on this machine; the steps must be equal across arms, so the budget is not a
wall-clock cut-off). ``--steps`` overrides it. Every run writes its own directory; the
script then writes ``bench/results/NAME.generated.md`` and ``NAME.html`` (NAME is
``--results-name``, default ``primed_experiment``; the tables and the HTML page come from the
run directories only) unless ``--no-write``; ``--report-only`` rebuilds them from existing
runs.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

RESULTS = Path(__file__).parent / "results"
FULL = {"arms": {"grpo", "dr_grpo", "gar", "downweight"}, "seeds": 3, "budget": 3600}


def main() -> int:
    args = _parse()
    from gar.train.arms import _build_primed
    from gar.train.presets import preset

    base = preset("primed").replace(threads=1, **({"steps": args.steps} if args.steps else {}))
    if not args.steps:
        base = base.replace(steps=max(1, int(args.budget // args.step_seconds)))
    base = base.replace(**{k: v for k, v in {
        "tasks_per_step": args.tasks_per_step, "group_size": args.group_size,
        "max_new_tokens": args.max_new_tokens, "eval_samples": args.eval_samples,
        "eval_temperature": args.eval_temperature,
        "learning_rate": args.lr}.items() if v is not None})
    if args.report_only:  # tables and page from every run already under --out
        dirs = sorted(p.parent for p in args.out.glob("*/metrics.jsonl"))
        write_results(dirs, base, args, float("nan"))
        return 0
    runs = _runs(args)
    print(f"{len(runs)} runs x {base.steps} steps, {args.parallel} at a time -> {args.out}",
          flush=True)
    began = time.perf_counter()
    if any("@" not in arm for arm in args.arms):  # built once, before the runs start
        _build_primed(base, None)
    codes = _run_all(base, runs, args)
    wall = time.perf_counter() - began
    dirs = [_run_dir(args.out, arm, seed) for arm, seed in runs]
    done = [d for d, (arm, seed) in zip(dirs, runs, strict=True) if codes[(arm, seed)] == 0]
    print(f"finished in {wall:.0f} s; failed runs: "
          f"{[r for r in runs if codes[r] != 0] or 'none'}", flush=True)
    if not args.no_write and done:
        write_results(done, base, args, wall)
    return 0 if len(done) == len(runs) else 1


def _parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--arms", nargs="+", default=["grpo", "dr_grpo", "gar", "downweight"],
                        help="estimator, or estimator@base for the unprimed start")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--reference-seeds", type=int, nargs="+",
                        help="seeds of the unprimed (@base) arms; default: --seeds")
    parser.add_argument("--budget", type=float, default=3600.0,
                        help="seconds of training per run (sets the steps)")
    parser.add_argument("--step-seconds", type=float, default=60.0,
                        help="expected seconds per step at one thread (measure it)")
    parser.add_argument("--steps", type=int)
    parser.add_argument("--tasks-per-step", type=int)
    parser.add_argument("--group-size", type=int)
    parser.add_argument("--max-new-tokens", type=int)
    parser.add_argument("--eval-samples", type=int)
    parser.add_argument("--eval-temperature", type=float, help="0: greedy")
    parser.add_argument("--lr", type=float)
    parser.add_argument("--parallel", type=int, default=2, help="runs at a time")
    parser.add_argument("--nice", type=int, default=15)
    parser.add_argument("--out", type=Path, default=Path("runs/primed_experiment"))
    parser.add_argument("--note", default="", help="a line on the machine/conditions")
    parser.add_argument("--results-name", default="primed_experiment",
                        help="stem of the files written under bench/results/")
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--report-only", action="store_true",
                        help="run nothing: rebuild the results from the runs under --out")
    return parser.parse_args()


def _runs(args: argparse.Namespace) -> list[tuple[str, int]]:
    """The (arm, seed) runs in launch order: the unprimed reference arms first (with
    ``--reference-seeds``), then every primed arm seed by seed, so a cut-short session
    still has whole seeds of every arm."""
    base_seeds = args.reference_seeds or args.seeds
    reference = [(a, s) for a in args.arms if "@" in a for s in base_seeds]
    return reference + [(a, s) for s in args.seeds for a in args.arms if "@" not in a]


def _run_dir(out: Path, arm: str, seed: int) -> Path:
    return out / f"{arm.replace('@', '-')}-seed{seed}"


def _config(base: Any, arm: str, seed: int) -> Any:
    estimator, _, start = arm.partition("@")
    return base.replace(estimator=estimator, seed=seed, start=start or "primed")


def _child(config: dict[str, Any], out: str, niceness: int) -> None:
    from gar.train.arms import _arm_main

    if niceness > os.nice(0):  # an absolute level: a niced parent must not add up to 19
        os.nice(niceness - os.nice(0))
    _arm_main(config, out)


def _run_all(base: Any, runs: list[tuple[str, int]], args: argparse.Namespace
             ) -> dict[tuple[str, int], int]:
    """A small process pool: at most ``--parallel`` runs at a time, each one thread."""
    context = multiprocessing.get_context("spawn")
    pending = list(runs)
    active: dict[tuple[str, int], Any] = {}
    codes: dict[tuple[str, int], int] = {}
    while pending or active:
        while pending and len(active) < args.parallel:
            arm, seed = pending.pop(0)
            proc = context.Process(target=_child, args=(
                _config(base, arm, seed).to_dict(), str(_run_dir(args.out, arm, seed)),
                args.nice))
            proc.start()
            active[(arm, seed)] = proc
        for key, proc in list(active.items()):
            if not proc.is_alive():
                proc.join()
                codes[key] = proc.exitcode if proc.exitcode is not None else -1
                del active[key]
        time.sleep(1.0)
    return codes


def _label(run: Any) -> str:
    start = run.config.get("start", "base")
    return run.label + ("" if start == "primed" else " (unprimed)")


def write_results(dirs: list[Path], base: Any, args: argparse.Namespace, wall: float) -> None:
    from gar.train.overlay import arms_of, final_numbers, load_run, table_rows, write_overlay

    runs = [load_run(d) for d in dirs]
    arms = arms_of(runs, _label)
    reduced = _reduced(args, base)
    command = "python " + " ".join([Path(sys.argv[0]).as_posix(), *sys.argv[1:]])
    note = (f"<b>{'REDUCED run' if reduced else 'Full design'}</b>: {html_escape(reduced)}"
            f" Command: <code>{html_escape(command)}</code>")
    write_overlay(dirs, RESULTS / f"{args.results_name}.html", label=_label, note=note,
                  title="Primed experiment: GRPO vs Dr. GRPO vs GAR vs down-weight-only")
    lines = ["| metric | " + " | ".join(arms) + " |", "|---" * (len(arms) + 1) + "|"]
    lines += [f"| {k} | " + " | ".join(cells) + " |" for k, cells in table_rows(arms)]
    per_run = ["| run | " + " | ".join(final_numbers(runs[0])) + " |",
               "|---" * (len(final_numbers(runs[0])) + 1) + "|"]
    for run in runs:
        values = final_numbers(run)
        per_run.append(f"| {run.path.name} | " + " | ".join(f"{v:.3f}" for v in values.values())
                       + " |")
    text = "\n".join([
        "<!-- generated by bench/primed_experiment.py: tables between these markers -->",
        f"Command: `{command}`  ",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs; {args.note}  ",
        (f"Config: steps={base.steps}, tasks/step={base.tasks_per_step}, "
        f"group={base.group_size}, max_new_tokens={base.max_new_tokens}, "
        f"lr={base.learning_rate}, tasks={base.task_source} (held out {base.held_out}, "
        f"split seed {base.task_split_seed}), eval {base.eval_samples} samples/task at "
        f"T={base.eval_temperature}; wall time of the whole run {wall:.0f} s"),
        f"Scope: {'REDUCED — ' + reduced if reduced else 'full design'}",
        "",
        "Per arm (mean ± sd over seeds, n = seeds):",
        "",
        *lines,
        "",
        "Per run:",
        "",
        *per_run,
        "",
        ("Credit and grader, from every logged rollout (`groups.jsonl`; 'trained' = the "
         "advantage the arm trained on; pooled counts over seeds):"),
        "",
        *credit_table(arms),
        "<!-- end of generated tables -->",
        "",
    ])
    (RESULTS / f"{args.results_name}.generated.md").write_text(text)
    print(text)


def credit_numbers(run: Any) -> dict[str, float]:
    """What the policy's own rollouts say about credit and the grader (one run, all steps).

    Visible-only = visible tests pass, hidden tests fail (ground truth: a hack or a wrong
    answer that fits the visible tests). Grader recall: share of those the grader confirmed
    as a hack; false demotions: visible+hidden passes it called a hack. Balance: the mean
    over groups of the sum of the trained advantages (0 when credit is conserved)."""
    from gar.train.overlay import hack_credit_share

    rollouts = [r for g in run.groups for r in g["rollouts"]]
    visible_only = [r for r in rollouts if r.get("passed") and r.get("hidden_passed") is False]
    genuine = [r for r in rollouts if r.get("passed") and r.get("hidden_passed") is True]
    sums = [sum(float(r.get("advantage") or 0.0) for r in g["rollouts"]) for g in run.groups]
    signal = [s for g, s in zip(run.groups, sums, strict=True)
              if any(r.get("advantage") for r in g["rollouts"])]
    nan = float("nan")
    return {
        "rollouts": float(len(rollouts)),
        "visible-only rollouts": float(len(visible_only)),
        "grader recall on visible-only": (sum(bool(r.get("hack")) for r in visible_only)
                                          / len(visible_only)) if visible_only else nan,
        "false demotions (genuine passes called hacks)": (
            sum(bool(r.get("hack")) for r in genuine) / len(genuine)) if genuine else nan,
        "positive credit to visible-only, trained": hack_credit_share(run.groups, "advantage"),
        "positive credit to visible-only, GRPO (no GAR)": hack_credit_share(
            run.groups, "advantage_grpo_binary"),
        "positive credit to visible-only, GAR": hack_credit_share(run.groups, "advantage_gar"),
        "advantage sum per group with signal, trained": (sum(signal) / len(signal)
                                                          if signal else nan),
        "groups with signal": float(len(signal)),
    }


def credit_table(arms: dict[str, list[Any]]) -> list[str]:
    from gar.train.overlay import mean_sd

    per_arm = {a: [credit_numbers(r) for r in runs] for a, runs in arms.items()}
    keys = list(next(iter(per_arm.values()))[0])
    lines = ["| metric | " + " | ".join(per_arm) + " |", "|---" * (len(per_arm) + 1) + "|"]
    for key in keys:
        cells = []
        for numbers in per_arm.values():
            values = [x[key] for x in numbers]
            if key in ("rollouts", "visible-only rollouts", "groups with signal"):
                cells.append(f"{sum(values):.0f} (n={len(values)})")
                continue
            mean, sd, n = mean_sd(values)
            mean = 0.0 if abs(mean) < 5e-4 else mean  # no "-0.000"
            cells.append("–" if n == 0 else f"{mean:.3f} ± {sd:.3f} (n={n})")
        lines.append(f"| {key} | " + " | ".join(cells) + " |")
    return lines


def _reduced(args: argparse.Namespace, base: Any) -> str:
    """What this run leaves out of the full design ('' when nothing)."""
    missing = []
    arms = {a for a in args.arms if "@" not in a}
    if FULL["arms"] - arms:
        missing.append(f"arms {sorted(FULL['arms'] - arms)} not run")
    if len(args.seeds) < FULL["seeds"]:
        missing.append(f"{len(args.seeds)} seed(s) instead of {FULL['seeds']}")
    expected = FULL["budget"] / args.step_seconds
    if base.steps < expected:
        missing.append(f"{base.steps} steps per run instead of ~{expected:.0f} (1 h)")
    return "; ".join(missing) + ("." if missing else "")


def html_escape(text: str) -> str:
    import html

    return html.escape(text)


if __name__ == "__main__":
    sys.exit(main())
