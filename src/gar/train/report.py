"""The run's HTML report: plots (PNG, embedded as base64) and example graded groups.

Reads only the run directory (``config.json``, ``metrics.jsonl``, ``eval.jsonl``,
``groups.jsonl``), so it can be rebuilt for any finished or interrupted run with
:func:`write_report`. One self-contained file, no scripts, no network.
"""

from __future__ import annotations

import base64
import html
import io
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from gar.train.logging import read_jsonl_records

TIME_PARTS = ("generation", "execution", "grading", "update")
TIERS = ("T1", "T2", "T3")


def write_report(run_dir: str | Path, examples: int = 4) -> Path:
    """Write ``report.html`` into ``run_dir`` and return its path."""
    run = Path(run_dir)
    config = json.loads((run / "config.json").read_text()) if (run / "config.json").exists() \
        else {}
    metrics = read_jsonl_records(run / "metrics.jsonl")
    evals = read_jsonl_records(run / "eval.jsonl")
    groups = read_jsonl_records(run / "groups.jsonl")
    body = [
        f"<h1>GAR training run: {html.escape(run.name)}</h1>",
        _summary(config, metrics, evals),
        _plots(metrics, evals, groups),
        "<h2>Example graded groups</h2>",
        _EXAMPLES_NOTE,
        *[_group_html(g) for g in pick_examples(groups, examples)],
    ]
    path = run / "report.html"
    path.write_text(page_html(run.name, "\n".join(body)), encoding="utf-8")
    return path


# ------------------------------------------------------------------------ summary


def _summary(config: Mapping[str, Any], metrics: Sequence[Mapping[str, Any]],
             evals: Sequence[Mapping[str, Any]]) -> str:
    rows = [(k, config.get(k)) for k in ("preset", "estimator", "steps", "tasks_per_step",
                                         "group_size", "max_new_tokens", "learning_rate",
                                         "task_source", "seed")]
    if evals:
        first, last = evals[0], evals[-1]
        change = (f"{first.get('eval/pass_at_1', 0):.3f} (step {first['step']}) → "
                  f"{last.get('eval/pass_at_1', 0):.3f} (step {last['step']})")
        rows.append(("held-out pass@1", change))
    if metrics:
        means = {p: _mean(m.get(f"time/{p}_s") for m in metrics) for p in TIME_PARTS}
        total = sum(means.values()) or 1.0
        rows.append(("mean step time", f"{total:.1f} s = " + ", ".join(
            f"{p} {means[p]:.1f} s ({means[p] / total:.0%})" for p in TIME_PARTS)))
        first_rate = metrics[0].get("rollout/pass_rate", 0)
        last_rate = metrics[-1].get("rollout/pass_rate", 0)
        rows.append(("training pass rate (first → last step)",
                     f"{first_rate:.3f} → {last_rate:.3f}"))
        rows.append(("confirmed hacks (all steps)",
                     f"{sum(m.get('gar/confirmed_hacks', 0) for m in metrics):.0f}"))
    cells = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(str(v))}</td></tr>"
                    for k, v in rows)
    return f"<table class='summary'>{cells}</table>"


def _mean(values: Any) -> float:
    numbers = [float(v) for v in values if isinstance(v, int | float)]
    return sum(numbers) / len(numbers) if numbers else 0.0


# -------------------------------------------------------------------------- plots


def _plots(metrics: Sequence[Mapping[str, Any]], evals: Sequence[Mapping[str, Any]],
           groups: Sequence[Mapping[str, Any]]) -> str:
    images = "".join(f"<figure><img alt='{html.escape(title)}' src='data:image/png;base64,"
                     f"{_render(title, draw)}'/></figure>"
                     for title, draw in plot_specs(metrics, evals, groups))
    return f"<h2>Training curves</h2><div class='plots'>{images}</div>"


def plot_specs(metrics: Sequence[Mapping[str, Any]], evals: Sequence[Mapping[str, Any]],
               groups: Sequence[Mapping[str, Any]]) -> list[tuple[str, Any]]:
    """``(title, draw(ax))`` for every plot of the report, in order."""
    return [
        ("Pass rate", lambda ax: _pass_rate(ax, metrics, evals)),
        ("Hack rate", lambda ax: _hack_rate(ax, metrics, evals)),
        ("Tier shares among graded passes", lambda ax: _tiers(ax, metrics, groups)),
        ("Advantage distribution", lambda ax: _advantages(ax, groups)),
        ("Policy entropy (per token)", lambda ax: _lines(ax, metrics,
                                                         {"policy/entropy": "entropy"})),
        ("Response length (tokens)", lambda ax: _lines(
            ax, metrics, {"policy/response_tokens_mean": "mean",
                          "policy/response_tokens_max": "max"})),
        ("Step time split (s)", lambda ax: _time_split(ax, metrics)),
    ]


def figure(title: str, draw: Any) -> Any:
    """One plot as a matplotlib figure (the caller closes it). Legends sit outside the axes,
    to the right, so they never cover a line or the last bar."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.0, 3.3), dpi=100)
    draw(ax)
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0)
    fig.tight_layout()
    return fig


def _render(title: str, draw: Any) -> str:
    import matplotlib.pyplot as plt

    fig = figure(title, draw)
    try:
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", bbox_inches="tight")
    finally:
        plt.close(fig)
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def _series(records: Sequence[Mapping[str, Any]], key: str) -> tuple[list[int], list[float]]:
    points = [(r["step"], float(r[key])) for r in records if isinstance(r.get(key), int | float)]
    return [p[0] for p in points], [p[1] for p in points]


# Every series of one plot gets its own line style and marker, so one that equals another
# (genuine pass rate = pass rate when there are no hacks) still shows on top of it.
_STYLES = (("-", "o", 4), ("--", "x", 7), (":", "s", 5), ("-.", "^", 5))


def _lines(ax: Any, metrics: Sequence[Mapping[str, Any]], keys: Mapping[str, str],
           evals: Sequence[Mapping[str, Any]] = (), eval_keys: Mapping[str, str] = {}) -> None:
    series = [(metrics, k, label) for k, label in keys.items()]
    series += [(evals, k, label) for k, label in eval_keys.items()]
    for number, (records, key, label) in enumerate(series):
        style, marker, size = _STYLES[number % len(_STYLES)]
        ax.plot(*_series(records, key), linestyle=style, marker=marker, markersize=size,
                label=label, zorder=2 + number, linewidth=1.4)
    _step_axis(ax)


def _step_axis(ax: Any) -> None:
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("step")


def _rate_axis(ax: Any) -> None:
    """A share in [0, 1]: never below 0, and a visible range when everything is 0."""
    top = max((max(line.get_ydata(), default=0.0) for line in ax.get_lines()), default=0.0)
    ax.set_ylim(0.0, min(1.02, max(0.05, float(top) * 1.15)))


def _pass_rate(ax: Any, metrics: Sequence[Mapping[str, Any]],
               evals: Sequence[Mapping[str, Any]]) -> None:
    _lines(ax, metrics, {"rollout/pass_rate": "training: tests pass",
                         "rollout/genuine_pass_rate": "training: pass, no hack"},
           evals, {"eval/pass_at_1": "held-out pass@1"})
    ax.set_ylim(0.0, 1.02)


def _hack_rate(ax: Any, metrics: Sequence[Mapping[str, Any]],
               evals: Sequence[Mapping[str, Any]]) -> None:
    _lines(ax, metrics, {"rollout/hack_rate": "training rollouts"},
           evals, {"eval/hack_rate": "held-out (greedy)"})
    _rate_axis(ax)


def _tiers(ax: Any, metrics: Sequence[Mapping[str, Any]],
           groups: Sequence[Mapping[str, Any]]) -> None:
    """Stacked tier shares per step from ``gar/tier_share_*`` (graded groups). A short run
    may have no graded group yet: then the tiers of every genuine pass in ``groups.jsonl``
    are shown and the axis says so; with no tier at all, the frame says why it is empty."""
    shares = {m["step"]: [float(m.get(f"gar/tier_share_{t}") or 0.0) for t in TIERS]
              for m in metrics if any(m.get(f"gar/tier_share_{t}") for t in TIERS)}
    label = "step"
    if not shares:
        shares = _tier_shares_from_groups(groups)
        label = "step (all genuine passes: no graded group yet)"
    steps = sorted(shares)
    bottom = [0.0] * len(steps)
    for column, tier in enumerate(TIERS):
        values = [shares[s][column] for s in steps]
        ax.bar(steps, values, bottom=bottom, label=tier, width=0.8)
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    ax.set_ylim(0, 1.05)
    _step_axis(ax)
    ax.set_xlabel(label)
    if not steps:
        ax.text(0.5, 0.5, "no genuine pass has a tier yet", ha="center", va="center",
                transform=ax.transAxes, color="gray")


def _tier_shares_from_groups(groups: Sequence[Mapping[str, Any]]) -> dict[int, list[float]]:
    counts: dict[int, list[int]] = {}
    for group in groups:
        row = counts.setdefault(group["step"], [0] * len(TIERS))
        for r in group["rollouts"]:
            if r.get("tier") in TIERS and r.get("passed") and not r.get("hack"):
                row[TIERS.index(r["tier"])] += 1
    return {step: [c / sum(row) for c in row] for step, row in counts.items() if sum(row)}


def _advantages(ax: Any, groups: Sequence[Mapping[str, Any]]) -> None:
    rollouts = [r for g in groups for r in g["rollouts"]]
    passes = [r["advantage"] for r in rollouts if r["passed"] and not r["hack"]]
    fails = [r["advantage"] for r in rollouts if not r["passed"] or r["hack"]]
    bins = 30
    if passes:
        ax.hist(passes, bins=bins, alpha=0.6, label=f"genuine passes ({len(passes)})")
    if fails:
        ax.hist(fails, bins=bins, alpha=0.6, label=f"failures and hacks ({len(fails)})")
    ax.set_xlabel("advantage used (all steps)")


def _time_split(ax: Any, metrics: Sequence[Mapping[str, Any]]) -> None:
    steps = [m["step"] for m in metrics]
    bottom = [0.0] * len(steps)
    for part in TIME_PARTS:
        values = [float(m.get(f"time/{part}_s") or 0.0) for m in metrics]
        ax.bar(steps, values, bottom=bottom, label=part)
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    _step_axis(ax)


# ----------------------------------------------------------------------- examples


def pick_examples(groups: Sequence[Mapping[str, Any]], count: int) -> list[Mapping[str, Any]]:
    """Groups worth reading first: with a confirmed hack, then mixed pass/fail groups with the
    most distinct tiers, latest steps first; uniform groups only if nothing else exists."""
    def score(group: Mapping[str, Any]) -> tuple[int, int, int, int]:
        rollouts = group["rollouts"]
        passed = sum(r["passed"] for r in rollouts)
        mixed = 0 < passed < len(rollouts)
        tiers = len({r["tier"] for r in rollouts if r["tier"]})
        hacks = sum(r["hack"] for r in rollouts)
        return (hacks > 0, mixed, tiers, group["step"])

    return sorted(groups, key=score, reverse=True)[:count]


def _group_html(group: Mapping[str, Any]) -> str:
    cells = []
    for r in group["rollouts"]:
        verdict = "HACK" if r["hack"] else ("pass" if r["passed"] else r["status"])
        colour = "bad" if r["hack"] or not r["passed"] else "good"
        tier = f"tier {r['tier'] or '–'} rank {r['rank'] or '–'} factor {_fmt(r['factor'])}"
        advantage = (f"advantage used {_fmt(r['advantage'])} · GAR {_fmt(r['advantage_gar'])}"
                     f" · GRPO without GAR {_fmt(r.get('advantage_grpo_binary'))}"
                     f" · Dr. GRPO hack-zeroed "
                     f"{_fmt(r.get('advantage_dr_grpo', r.get('advantage_grpo')))}")
        length = f"{r['tokens']} tokens{' (truncated)' if r['truncated'] else ''}"
        facts = [f"<b class='{colour}'>{verdict}</b>", tier, advantage, length]
        if r.get("reason") and (r["hack"] or not r["passed"]):  # which test failed, and how
            facts.append(f"<span class='why'>{html.escape(r['reason'])}</span>")
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in r["hack_evidence"] + r["findings"])
        cells.append(f"<td><div class='facts'>{'<br>'.join(facts)}</div>"
                     f"<pre>{html.escape(r['code'] or '')}</pre><ul>{notes}</ul></td>")
    return (f"<h3>step {group['step']} · {html.escape(group['task_id'])}</h3>"
            f"<table class='group'><tr>{''.join(cells)}</tr></table>")


def _fmt(value: Any) -> str:
    return f"{value:+.3f}" if isinstance(value, int | float) else "–"


_EXAMPLES_NOTE = (
    "<p>Each column is one rollout of the same task at the same step. 'advantage used' is the "
    "run's estimator; beside it: GAR, plain GRPO without GAR (binary test reward, no hack "
    "demotion, std-normalised) and Dr. GRPO on the hack-zeroed reward (GAR's baseline).</p>"
)

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table.summary { border-collapse: collapse; }
table.summary th, table.summary td { text-align: left; padding: 2px 10px;
  border-bottom: 1px solid #ddd; font-size: 13px; }
.plots { display: flex; flex-wrap: wrap; gap: 8px; }
figure { margin: 0; }
.note { background: #fff6d6; padding: 8px; border-left: 4px solid #e0b000; }
table.group { border-collapse: collapse; table-layout: fixed; width: 100%; }
table.group td { border: 1px solid #ccc; vertical-align: top; padding: 6px; }
pre { font-size: 11px; white-space: pre-wrap; background: #f6f6f6; padding: 4px; }
.good { color: #17772e; } .bad { color: #b3261e; }
.facts { font-size: 12px; } .why { color: #b3261e; }
ul { font-size: 11px; padding-left: 1.2em; }
"""


def page_html(title: str, body: str) -> str:
    """A self-contained HTML page (one stylesheet for the run report and the overlay of
    runs, :mod:`gar.train.overlay`); ``title`` is escaped, ``body`` is HTML."""
    return (f"<!doctype html>\n<html><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title>\n<style>{_STYLE}</style></head><body>\n"
            f"{body}\n</body></html>\n")
