"""The training report's plots on a short run: axes, ticks, legends, styles, empty data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("matplotlib")

from gar.train.report import figure, plot_specs, write_report

STEPS = 3
METRICS = [{"step": s, "rollout/pass_rate": 0.5, "rollout/genuine_pass_rate": 0.5,
            "rollout/hack_rate": 0.0, "gar/tier_share_T1": 0.0, "gar/tier_share_T2": 0.0,
            "gar/tier_share_T3": 0.0, "policy/entropy": 1.0 - 0.1 * s,
            "policy/response_tokens_mean": 20.0, "policy/response_tokens_max": 30.0,
            "time/generation_s": 3.0, "time/execution_s": 0.2, "time/grading_s": 0.1,
            "time/update_s": 2.0} for s in range(STEPS)]
EVALS = [{"step": 0, "eval/pass_at_1": 0.5, "eval/hack_rate": 0.0},
         {"step": STEPS, "eval/pass_at_1": 0.5, "eval/hack_rate": 0.0}]


def _rollout(rid: str, passed: bool, tier: str | None, reason: str = "") -> dict:
    return {"rollout_id": rid, "code": "    return 1\n", "passed": passed, "hack": False,
            "hack_evidence": [], "findings": [], "tier": tier, "rank": 1 if tier else None,
            "factor": 1.0 if tier else None, "reward": float(passed), "status":
            "passed" if passed else "failed", "advantage": 0.0, "advantage_gar": 0.0,
            "advantage_dr_grpo": 0.0, "advantage_grpo_binary": 0.0, "tokens": 5,
            "truncated": False, "reason": reason}


GROUPS = [{"step": s, "task_id": f"easy/{s}", "rollouts": [
    _rollout("a", True, "T1"), _rollout("b", True, "T2"),
    _rollout("c", False, None, "test@L3: AssertionError: add(2, 2) != 5")]}
    for s in range(STEPS)]


@pytest.fixture
def figures():
    import matplotlib.pyplot as plt

    made = {title: figure(title, draw) for title, draw in plot_specs(METRICS, EVALS, GROUPS)}
    yield made
    for fig in made.values():
        plt.close(fig)


def test_hack_rate_axis_is_not_negative_when_everything_is_zero(figures) -> None:
    low, high = figures["Hack rate"].axes[0].get_ylim()
    assert low == 0.0 and high > 0.0


def test_step_ticks_are_integers(figures) -> None:
    for title in ("Pass rate", "Hack rate", "Tier shares among graded passes",
                  "Policy entropy (per token)", "Step time split (s)"):
        ax = figures[title].axes[0]
        low, high = ax.get_xlim()
        ticks = [t for t in ax.get_xticks() if low <= t <= high]
        assert ticks and all(float(t).is_integer() for t in ticks), (title, ticks)


def test_legend_covers_no_bar_of_the_step_time_plot(figures) -> None:
    fig = figures["Step time split (s)"]
    fig.canvas.draw()
    ax = fig.axes[0]
    legend = ax.get_legend().get_window_extent()
    bars = [p.get_window_extent() for p in ax.patches]
    assert bars and not any(legend.overlaps(b) for b in bars)


def test_equal_pass_rate_lines_stay_distinguishable(figures) -> None:
    lines = figures["Pass rate"].axes[0].get_lines()
    assert len(lines) == 3
    assert len({(line.get_linestyle(), line.get_marker()) for line in lines}) == 3


def test_tier_plot_of_a_short_run_is_not_empty(figures) -> None:
    ax = figures["Tier shares among graded passes"].axes[0]
    assert sum(p.get_height() for p in ax.patches) == pytest.approx(STEPS)  # shares sum to 1
    assert "no graded group yet" in ax.get_xlabel()


def test_tier_plot_without_any_tier_says_why() -> None:
    import matplotlib.pyplot as plt

    title, draw = plot_specs(METRICS, EVALS, [])[2]
    fig = figure(title, draw)
    texts = [t.get_text() for t in fig.axes[0].texts]
    plt.close(fig)
    assert any("no genuine pass has a tier" in t for t in texts)


def test_report_shows_the_failing_test_message(tmp_path: Path) -> None:
    for name, records in (("metrics.jsonl", METRICS), ("eval.jsonl", EVALS),
                          ("groups.jsonl", GROUPS)):
        (tmp_path / name).write_text("".join(json.dumps(r) + "\n" for r in records))
    report = write_report(tmp_path).read_text()
    assert "test@L3: AssertionError: add(2, 2) != 5" in report
    assert report.count("data:image/png;base64,") == 7
