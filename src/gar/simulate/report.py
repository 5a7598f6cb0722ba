"""Plots (PNG), ``report.md``, ``report.html`` and summary rows for a :class:`Study`.

The report states measured numbers only; the written interpretation lives in
``docs/simulation.md``.
"""

from __future__ import annotations

import html
from pathlib import Path

import numpy as np

from gar.simulate.run import CREDIT_METRICS, POLICY_METRICS, Sweep, Trace
from gar.simulate.study import Study, baseline_trace
from gar.simulate.world import WORLDS

LABELS = {
    "pass_rate": "pass rate (tests)",
    "genuine_pass_rate": "genuine pass rate",
    "hack_share": "hack share",
    "t1_share": "T1 share",
    "entropy": "policy entropy (nats)",
    "pos_mass": "positive advantage / rollout",
    "neg_mass": "negative advantage / rollout",
    "net_mass": "net advantage / rollout",
}
SUMMARY_METRICS = (*POLICY_METRICS, *CREDIT_METRICS)


def _fmt(values: np.ndarray) -> str:
    return f"{values.mean():.3f} ± {values.std():.3f}"


def summary_rows(traces: list[Trace]) -> list[list[str]]:
    """One row per estimator: name, then final mean ± std over seeds of each metric."""
    return [[t.estimator.name, *(_fmt(t.final(m)) for m in SUMMARY_METRICS)] for t in traces]


def _save(fig, path: Path) -> None:
    """PNG with a 64-colour palette: line plots lose nothing visible and shrink ~4x."""
    import io

    import matplotlib.pyplot as plt
    from PIL import Image

    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    plt.close(fig)
    buf.seek(0)
    image = Image.open(buf).convert("RGB").quantize(colors=64, method=Image.Quantize.MEDIANCUT)
    image.save(path, optimize=True)


# Images are drawn at DPI so that they are ~1400 px wide: readable at full width in the
# report, with legend and tick text of 9-10 pt.
DPI = 110


def _plot_curves(traces: list[Trace], path: Path, title: str) -> None:
    import matplotlib.pyplot as plt

    metrics = SUMMARY_METRICS
    fig, axes = plt.subplots(2, 4, figsize=(13, 6.4), dpi=DPI)
    for ax, m in zip(axes.flat, metrics, strict=True):
        for t in traces:
            data = t.policy.get(m, t.credit.get(m))
            assert data is not None, m  # every summary metric is recorded
            mean, lo, hi = data.mean(0), data.min(0), data.max(0)
            x = np.arange(mean.size)
            (line,) = ax.plot(x, mean, lw=1.6, label=t.estimator.name)
            ax.fill_between(x, lo, hi, color=line.get_color(), alpha=0.15, lw=0)
        ax.set_title(LABELS[m], fontsize=11)
        ax.tick_params(labelsize=9)
        ax.set_xlabel("step", fontsize=9)
    # One legend for all panels, below them: it covers no curve and is read once.
    handles, labels = axes.flat[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=len(labels), fontsize=10,
               frameon=False)
    fig.suptitle(title + " — mean over seeds, band = min..max", fontsize=12)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    _save(fig, path)


def _plot_sweeps(study: Study, path: Path) -> None:
    import matplotlib.pyplot as plt

    grpo, dr = baseline_trace(study, "grpo"), baseline_trace(study, "dr_grpo")
    fig, axes = plt.subplots(1, 3, figsize=(13, 5.2), dpi=DPI)
    panels = [
        (axes[0], "hack_share", [study.recall_random, study.recall_t1]),
        (axes[1], "genuine_pass_rate", [study.recall_random, study.recall_t1]),
        (axes[2], "t1_share", [study.tier_noise]),
    ]
    for ax, metric, sweeps in panels:
        for sw, label in zip(sweeps, _sweep_labels(sweeps), strict=True):
            means = [tr.final(metric).mean() for tr in sw.traces]
            ax.plot(sw.values, means, marker="o", lw=1.4, label=label)
        for ref, style in ((grpo, "--"), (dr, ":")):
            ax.axhline(ref.final(metric).mean(), ls=style, color="gray", label=ref.estimator.name)
        ax.set_xlabel(sweeps[0].parameter.replace("_", " "), fontsize=10)
        ax.set_title(f"final {LABELS[metric]}", fontsize=11)
        ax.tick_params(labelsize=9)
        ax.legend(fontsize=9, loc="upper center", bbox_to_anchor=(0.5, -0.18), frameon=False)
    fig.tight_layout()
    _save(fig, path)


def _sweep_labels(sweeps: list[Sweep]) -> list[str]:
    out = []
    for sw in sweeps:
        missed = sw.traces[0].estimator.grader.missed_hack_tier
        if sw.parameter == "hack_recall":
            out.append(f"GAR, missed hacks graded {missed or 'random tier'}")
        else:
            out.append("GAR, random tier with this chance")
    return out


def tolerated_recall(sweep: Sweep, reference: Trace, metric: str = "hack_share") -> float | None:
    """Lowest swept recall at which GAR's final ``metric`` is still below ``reference``'s,
    scanning down from perfect recall; ``None`` if even the first value is not below."""
    ref = reference.final(metric).mean()
    best = None
    for value, trace in sorted(
        zip(sweep.values, sweep.traces, strict=True), reverse=True, key=lambda p: p[0]
    ):
        if trace.final(metric).mean() < ref:
            best = value
        else:
            break
    return best


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def _archetype_table(study: Study, world: str) -> str:
    w = WORLDS[world]
    traces = study.traces[world]
    header = ["archetype", "pass prob", *(t.estimator.name for t in traces[:4])]
    rows = [
        [name, f"{w.pass_prob[k]:.2f}", *(f"{t.archetype_credit[k]:+.3f}" for t in traces[:4])]
        for k, name in enumerate(w.names)
    ]
    return _table(header, rows)


def _sweep_table(sw: Sweep) -> str:
    rows = [
        [f"{v:g}", *(_fmt(tr.final(m)) for m in ("hack_share", "genuine_pass_rate", "t1_share"))]
        for v, tr in zip(sw.values, sw.traces, strict=True)
    ]
    return _table([sw.parameter, "hack share", "genuine pass rate", "T1 share"], rows)


def _grpo_credit_correlation(study: Study) -> float:
    w = WORLDS[study.config.worlds[0]]
    t = baseline_trace(study, "grpo")
    passing = w.pass_prob > 0
    return float(np.corrcoef(w.pass_prob[passing], t.archetype_credit[passing])[0, 1])


def _grader_error_section(study: Study) -> list[str]:
    main = study.config.worlds[0]
    grpo, dr = baseline_trace(study, "grpo"), baseline_trace(study, "dr_grpo")
    gar, down = baseline_trace(study, "gar"), baseline_trace(study, "downweight")
    gar_pos, gar_neg = gar.credit["pos_mass"].mean(), gar.credit["neg_mass"].mean()
    down_pos, down_neg = down.credit["pos_mass"].mean(), down.credit["neg_mass"].mean()
    rr = tolerated_recall(study.recall_random, grpo)
    rt = tolerated_recall(study.recall_t1, grpo)
    return [
        f"## Grader error (world: {main})",
        "",
        "![sweeps](grader_error.png)",
        "",
        "Hack recall, missed hacks graded with a random tier:",
        "",
        _sweep_table(study.recall_random),
        "",
        "Hack recall, missed hacks graded T1 (worst case):",
        "",
        _sweep_table(study.recall_t1),
        "",
        "Tier noise (perfect hack recall):",
        "",
        _sweep_table(study.tier_noise),
        "",
        "## Measured facts",
        "",
        (
            f"- Correlation of GRPO's mean advantage per archetype with its pass probability: "
            f"{_grpo_credit_correlation(study):.3f}."
        ),
        (
            f"- Final hack share: GRPO {grpo.final('hack_share').mean():.3f}, Dr. GRPO "
            f"{dr.final('hack_share').mean():.3f}, starting from "
            f"{grpo.policy['hack_share'][:, 0].mean():.3f}."
        ),
        (
            f"- GAR's lambda was capped in {np.nanmean(gar.lambda_capped_rate):.1%} of graded "
            f"groups (mean over steps and seeds, world {main})."
        ),
        (
            f"- Down-weight only: positive credit covers {-down_pos / down_neg:.1%} of the "
            f"negative credit (mean over all steps and seeds; GAR: {-gar_pos / gar_neg:.1%})."
        ),
        (
            f"- Lowest recall (of those swept) at which GAR's final hack share stays below "
            f"GRPO's: {rr} (missed hacks random tier), {rt} (missed hacks graded T1)."
        ),
        "",
    ]


def render_markdown(study: Study) -> str:
    cfg = study.config.sim
    header = ["estimator", *(LABELS[m] for m in SUMMARY_METRICS)]
    parts = [
        "# GAR simulation study",
        "",
        (
            f"Tabular softmax policy over solution archetypes; {cfg.tasks} tasks x {cfg.seeds} seeds, "
            f"groups of {cfg.group_size}, {cfg.steps} policy-gradient steps, learning rate {cfg.lr}, "
            f"GAR lambda_max {cfg.gar.lambda_max}. The noisy grader has hack recall "
            f"{study.config.noisy.hack_recall:g} and tier noise {study.config.noisy.tier_noise:g}. "
            f"Final values: mean ± std over seeds (credit: "
            "mean of the last 10% of steps). Interpretation: docs/simulation.md."
        ),
        "",
    ]
    for world in study.config.worlds:
        parts += [
            f"## World: {world}",
            "",
            _table(header, summary_rows(study.traces[world])),
            "",
            f"![curves]({'curves_' + world}.png)",
            "",
            "Mean advantage each archetype received (all steps and seeds):",
            "",
            _archetype_table(study, world),
            "",
        ]
    parts += _grader_error_section(study)
    return "\n".join(parts)


def _markdown_to_html(md: str, images: Path | None = None) -> str:
    """Just enough Markdown for this report: headings, tables, images, lists, paragraphs.

    Images found in ``images`` are embedded (base64 PNG), so the page stands alone as the
    training report does; others stay links."""
    out: list[str] = []
    rows: list[str] = []

    def flush_table() -> None:
        if rows:
            cells = [[c.strip() for c in r.strip("|").split("|")] for r in rows if "---" not in r]
            head = "".join(f"<th>{html.escape(c)}</th>" for c in cells[0])
            body = "".join(
                "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>"
                for r in cells[1:]
            )
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
            rows.clear()

    for line in md.splitlines():
        if line.startswith("|"):
            rows.append(line)
            continue
        flush_table()
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            out.append(f"<h{level}>{html.escape(line[level:].strip())}</h{level}>")
        elif line.startswith("!["):
            src = line[line.index("(") + 1 : line.rindex(")")]
            alt = line[2 : line.index("]")]
            out.append(f'<p><img alt="{html.escape(alt)}" src="{_image_src(src, images)}" '
                       'style="max-width:100%"></p>')
        elif line.startswith("- "):
            out.append(f"<ul><li>{html.escape(line[2:])}</li></ul>")
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    flush_table()
    style = (
        "body{font-family:sans-serif;max-width:1100px;margin:auto}"
        "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;"
        "padding:2px 6px;text-align:right}"
    )
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>GAR simulation</title>"
        f"<style>{style}</style></head><body>{''.join(out)}</body></html>"
    )


def _image_src(src: str, images: Path | None) -> str:
    import base64

    path = images / src if images is not None else None
    if path is None or not path.is_file():
        return html.escape(src)
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def write_report(study: Study, out: Path) -> list[Path]:
    """Write PNGs, ``report.md`` and ``report.html`` into ``out``; return the paths written."""
    import matplotlib

    matplotlib.use("Agg")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for world in study.config.worlds:
        path = out / f"curves_{world}.png"
        _plot_curves(study.traces[world], path, f"world: {world}")
        written.append(path)
    path = out / "grader_error.png"
    _plot_sweeps(study, path)
    written.append(path)
    md = render_markdown(study)
    (out / "report.md").write_text(md, encoding="utf-8")
    (out / "report.html").write_text(_markdown_to_html(md, out), encoding="utf-8")
    return [*written, out / "report.md", out / "report.html"]
