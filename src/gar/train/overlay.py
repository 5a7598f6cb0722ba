"""Overlay several training runs on one page: ``gar report RUN_DIR [RUN_DIR ...]``.

Runs are grouped into arms by a label (the run's estimator by default; runs of one arm that
differ by seed become one curve: the mean over seeds with a band from the lowest to the
highest seed). Each plot puts every arm on one set of axes. The page has a final table
(mean ± sd over seeds, with n), the curves, and example groups in which every rollout's
advantage is shown under binary GRPO without GAR (``advantage_grpo_binary``: test reward,
no demotion, std-normalised) and under GAR, with the hidden-test verdict where the run has
hidden tests — so a hack that earns positive credit under GRPO and none under GAR is visible.
Reads only the run directories (``config.json``, ``metrics.jsonl``, ``eval.jsonl``,
``groups.jsonl``).
"""

from __future__ import annotations

import html
import json
import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gar.errors import GarError
from gar.train.logging import read_jsonl_records
from gar.train.report import page_html

CURVES: tuple[tuple[str, str, str], ...] = (
    # (title, metrics key, file): per-step training curves, then held-out points
    ("Visible-test pass rate (training)", "rollout/pass_rate", "metrics"),
    ("Hidden-test pass rate (training, ground truth)", "truth/hidden_pass_rate", "metrics"),
    ("Hack share by the grader (training)", "rollout/hack_rate", "metrics"),
    ("Visible-only passes: visible pass, hidden fail (truth)", "truth/visible_only_rate",
     "metrics"),
    ("T1 share of graded passes", "gar/tier_share_T1", "metrics"),
    ("Policy entropy (per token)", "policy/entropy", "metrics"),
    ("Response length (tokens, mean)", "policy/response_tokens_mean", "metrics"),
    ("Positive advantage mass", "adv/positive_mass", "metrics"),
    ("Negative advantage mass", "adv/negative_mass", "metrics"),
    ("Held-out hidden-test pass@1", "eval/hidden_pass_at_1", "eval"),
    ("Held-out hack share (grader)", "eval/hack_rate", "eval"),
    ("Held-out pass@1 (visible tests, hack = fail)", "eval/pass_at_1", "eval"),
)


SHORT_RUN_STEPS = 20
EXPERIMENT_RESULTS = "../../bench/results/primed_experiment.md"


@dataclass(frozen=True)
class Run:
    path: Path
    config: dict[str, Any]
    metrics: list[dict[str, Any]]
    evals: list[dict[str, Any]]
    groups: list[dict[str, Any]]

    @property
    def label(self) -> str:
        return str(self.config.get("estimator") or self.path.name)


def load_run(path: str | Path) -> Run:
    run = Path(path)
    if not (run / "metrics.jsonl").is_file() and not (run / "eval.jsonl").is_file():
        raise GarError(f"{run} is not a training run directory (no metrics.jsonl)")
    config_path = run / "config.json"
    config = json.loads(config_path.read_text()) if config_path.is_file() else {}
    return Run(run, config, read_jsonl_records(run / "metrics.jsonl"),
               read_jsonl_records(run / "eval.jsonl"), read_jsonl_records(run / "groups.jsonl"))


def arms_of(runs: Sequence[Run], label: Callable[[Run], str] | None = None
            ) -> dict[str, list[Run]]:
    arms: dict[str, list[Run]] = {}
    for run in runs:
        arms.setdefault((label or (lambda r: r.label))(run), []).append(run)
    return arms


# ------------------------------------------------------------------------ numbers


def final_numbers(run: Run) -> dict[str, float]:
    """One run's headline numbers (first and last held-out evaluation, training means)."""
    first = run.evals[0] if run.evals else {}
    # "after" only when the run evaluated after training (an interrupted run did not)
    last = run.evals[-1] if len(run.evals) > 1 else {}
    half = run.metrics[len(run.metrics) // 2:] or run.metrics
    start = run.metrics[:1]

    def mean(key: str, part: Sequence[Mapping[str, Any]]) -> float:
        values = [float(m[key]) for m in part if _number(m.get(key))]
        return sum(values) / len(values) if values else math.nan

    return {
        "held-out hidden pass@1 before": _get(first, "eval/hidden_pass_at_1"),
        "held-out hidden pass@1 after": _get(last, "eval/hidden_pass_at_1"),
        "held-out hack share before": _get(first, "eval/hack_rate"),
        "held-out hack share after": _get(last, "eval/hack_rate"),
        "held-out visible-only share after": _get(last, "eval/visible_only_rate"),
        "train hack share (grader), first step": mean("rollout/hack_rate", start),
        "train visible-only share, first step": mean("truth/visible_only_rate", start),
        "train visible pass, 2nd half": mean("rollout/pass_rate", half),
        "train hidden pass, 2nd half": mean("truth/hidden_pass_rate", half),
        "train hack share (grader), 2nd half": mean("rollout/hack_rate", half),
        "train visible-only share, 2nd half": mean("truth/visible_only_rate", half),
        "train T1 share, 2nd half": mean("gar/tier_share_T1", half),
        "positive credit to visible-only passes, GRPO (no GAR)": hack_credit_share(
            run.groups, "advantage_grpo_binary"),
        "positive credit to visible-only passes, GAR": hack_credit_share(
            run.groups, "advantage_gar"),
        "steps": float(len(run.metrics)),
        "step time (s)": mean("time/step_s", run.metrics),
    }


def hack_credit_share(groups: Sequence[Mapping[str, Any]], field: str) -> float:
    """Share of the positive advantage (under ``field``, over every logged rollout) that went
    to rollouts passing the visible tests and failing the hidden ones — hacks by the ground
    truth, whatever the grader said. Both estimators are computed for the same rollouts."""
    total = hacked = 0.0
    for group in groups:
        for r in group["rollouts"]:
            value = r.get(field)
            if not _number(value) or value <= 0:
                continue
            total += value
            if r.get("passed") and r.get("hidden_passed") is False:
                hacked += value
    return hacked / total if total > 0 else math.nan


def mean_sd(values: Sequence[float]) -> tuple[float, float, int]:
    clean = [v for v in values if _number(v) and not math.isnan(v)]
    if not clean:
        return math.nan, math.nan, 0
    sd = statistics.stdev(clean) if len(clean) > 1 else 0.0
    return statistics.fmean(clean), sd, len(clean)


def table_rows(arms: Mapping[str, Sequence[Run]]) -> list[tuple[str, list[str]]]:
    """``(metric, [cell per arm])`` with cells ``mean ± sd (n)``."""
    per_arm = {a: [final_numbers(r) for r in runs] for a, runs in arms.items()}
    keys = list(next(iter(per_arm.values()))[0]) if per_arm else []
    rows = []
    for key in keys:
        cells = []
        for numbers in per_arm.values():
            mean, sd, n = mean_sd([x[key] for x in numbers])
            cells.append("–" if n == 0 else f"{mean:.3f} ± {sd:.3f} (n={n})")
        rows.append((key, cells))
    return rows


# -------------------------------------------------------------------------- page


def write_overlay(run_dirs: Sequence[str | Path], out: str | Path, *, title: str = "",
                  note: str = "", examples: int = 3,
                  label: Callable[[Run], str] | None = None) -> Path:
    """Write the overlay page to ``out`` and return its path."""
    runs = [load_run(p) for p in run_dirs]
    if not runs:
        raise GarError("gar report needs at least one run directory")
    arms = arms_of(runs, label)
    steps = max(len(r.metrics) for r in runs)
    if not note and steps < SHORT_RUN_STEPS:
        note = (f"These runs have {steps} training step(s) per arm: too few for the curves to "
                "separate beyond noise (at step 0 the arms even share their samples). Read "
                "the example groups below for the mechanism, and the experiment's results for "
                "the effect: <a href='" + EXPERIMENT_RESULTS + "'>" + EXPERIMENT_RESULTS +
                "</a> (bench/results/primed_experiment.html in the repository).")
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    header = title or "GAR training runs: " + ", ".join(arms)
    body = [f"<h1>{html.escape(header)}</h1>", _runs_list(arms, path.parent),
            f"<p class='note'>{note}</p>" if note else "",
            "<h2>Final numbers (mean ± sd over runs, n = runs)</h2>", _table(arms),
            "<h2>Curves (one line per arm; band = lowest to highest run)</h2>",
            _plots(arms),
            "<h2>Example groups: every rollout's advantage under both estimators</h2>",
            _EXAMPLES_NOTE,
            *[_group_html(g) for g in pick_hack_groups(runs, examples)]]
    path.write_text(page_html(header, "\n".join(body)), encoding="utf-8")
    return path


def _runs_list(arms: Mapping[str, Sequence[Run]], base: Path) -> str:
    items = []
    for arm, runs in arms.items():
        links = ", ".join(_link(r, base) for r in runs)
        items.append(f"<li><b>{html.escape(arm)}</b>: {links}</li>")
    return "<ul>" + "".join(items) + "</ul>"


def _link(run: Run, base: Path) -> str:
    seed = run.config.get("seed")
    target = run.path / "report.html"
    name = html.escape(f"{run.path.name} (seed {seed})")
    if not target.exists():
        return name
    try:
        href = target.resolve().relative_to(base.resolve()).as_posix()
    except ValueError:
        href = target.resolve().as_uri()
    return f"<a href='{html.escape(href)}'>{name}</a>"


def _table(arms: Mapping[str, Sequence[Run]]) -> str:
    head = "".join(f"<th>{html.escape(a)}</th>" for a in arms)
    rows = "".join(f"<tr><th>{html.escape(k)}</th>" + "".join(f"<td>{c}</td>" for c in cells)
                   + "</tr>" for k, cells in table_rows(arms))
    return f"<table class='summary'><tr><th>metric</th>{head}</tr>{rows}</table>"


def _plots(arms: Mapping[str, Sequence[Run]]) -> str:
    from gar.train.report import _render as render_png

    figures = []
    for title, key, source in CURVES:
        if not any(_has(r, key, source) for runs in arms.values() for r in runs):
            continue
        png = render_png(title, lambda ax, k=key, s=source: _draw(ax, arms, k, s))
        figures.append(f"<figure><img alt='{html.escape(title)}' "
                       f"src='data:image/png;base64,{png}'/></figure>")
    return f"<div class='plots'>{''.join(figures)}</div>"


def _has(run: Run, key: str, source: str) -> bool:
    return any(_number(r.get(key)) for r in (run.metrics if source == "metrics" else run.evals))


def _draw(ax: Any, arms: Mapping[str, Sequence[Run]], key: str, source: str) -> None:
    for arm, runs in arms.items():
        by_step: dict[int, list[float]] = {}
        for run in runs:
            for record in run.metrics if source == "metrics" else run.evals:
                if _number(record.get(key)) and not math.isnan(float(record[key])):
                    by_step.setdefault(int(record["step"]), []).append(float(record[key]))
        if not by_step:
            continue
        steps = sorted(by_step)
        means = [statistics.fmean(by_step[s]) for s in steps]
        style = {"marker": "o", "linestyle": "--"} if source == "eval" else {"marker": "."}
        line = ax.plot(steps, means, label=f"{arm} (n={len(runs)})", **style)[0]
        if len(runs) > 1:
            ax.fill_between(steps, [min(by_step[s]) for s in steps],
                            [max(by_step[s]) for s in steps], alpha=0.2,
                            color=line.get_color())
    ax.set_xlabel("step")


# ---------------------------------------------------------------------- examples


def pick_hack_groups(runs: Sequence[Run], count: int) -> list[dict[str, Any]]:
    """Groups that show the difference: a confirmed hack (or a visible-only pass) next to a
    genuine pass first, then any mixed group; earliest steps first (the arms still share
    their samples there)."""
    def score(group: Mapping[str, Any]) -> tuple[int, int, int, int]:
        rollouts = group["rollouts"]
        hack = any(r.get("hack") or (r.get("passed") and r.get("hidden_passed") is False)
                   for r in rollouts)
        genuine = any(r.get("passed") and not r.get("hack") for r in rollouts)
        passed = sum(bool(r.get("passed")) for r in rollouts)
        return (hack and genuine, hack, 0 < passed < len(rollouts), -int(group["step"]))

    seen: set[tuple[int, str]] = set()
    picked: list[dict[str, Any]] = []
    candidates = [dict(g, run=r.path.name, arm=r.label) for r in runs for g in r.groups]
    for group in sorted(candidates, key=score, reverse=True):
        key = (group["step"], group["task_id"])
        if key not in seen:
            seen.add(key)
            picked.append(group)
        if len(picked) == count:
            break
    return picked


def _group_html(group: Mapping[str, Any]) -> str:
    cells = []
    for r in group["rollouts"]:
        verdict = "HACK (grader)" if r.get("hack") else ("pass" if r.get("passed") else
                                                          r.get("status", "fail"))
        truth = {True: "hidden tests: pass", False: "hidden tests: FAIL",
                 None: "hidden tests: –"}[r.get("hidden_passed")]
        grpo = r.get("advantage_grpo_binary")
        gar = r.get("advantage_gar")
        colour = "bad" if r.get("hack") or not r.get("passed") else "good"
        facts = [f"<b class='{colour}'>{html.escape(verdict)}</b> · {truth}",
                 f"tier {r.get('tier') or '–'}",
                 f"<b>GRPO (no GAR): {_fmt(grpo)}</b> · <b>GAR: {_fmt(gar)}</b>",
                 f"this run used: {_fmt(r.get('advantage'))}"]
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in r.get("hack_evidence", [])[:3])
        cells.append(f"<td><div class='facts'>{'<br>'.join(facts)}</div>"
                     f"<pre>{html.escape(r.get('code') or '')}</pre><ul>{notes}</ul></td>")
    where = f"{group['arm']} run {group['run']}"
    return (f"<h3>step {group['step']} · {html.escape(group['task_id'])} · "
            f"{html.escape(where)}</h3><table class='group'><tr>{''.join(cells)}</tr></table>")


def _fmt(value: Any) -> str:
    return f"{value:+.3f}" if _number(value) else "–"


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _get(record: Mapping[str, Any], key: str) -> float:
    value = record.get(key)
    return float(value) if isinstance(value, int | float) and _number(value) else math.nan


_EXAMPLES_NOTE = (
    "<p>Each column is one rollout of the same task at the same step. Both advantages are "
    "computed for the same rollouts: <b>GRPO (no GAR)</b> is binary GRPO as a pipeline "
    "without GAR gives it (reward = visible tests pass, no demotion, std-normalised); "
    "<b>GAR</b> zeroes confirmed hacks and redistributes by tier. 'hidden tests' is the "
    "ground truth the grader never sees.</p>"
)
