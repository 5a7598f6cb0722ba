"""The overlay of runs (``gar report RUN_DIR ...``) on hand-written run directories."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from gar.train.overlay import hack_credit_share, load_run, table_rows, write_overlay


def _rollout(rid: str, passed: bool, hidden: bool | None, hack: bool, grpo: float,
             gar: float) -> dict:
    return {"rollout_id": rid, "code": f"# {rid}\n", "passed": passed, "hack": hack,
            "hack_evidence": ["hardcode: special-cases every visible input"] if hack else [],
            "findings": [], "tier": "T1" if passed and not hack else None, "status":
            "passed" if passed else "failed", "advantage": gar, "advantage_gar": gar,
            "advantage_grpo_binary": grpo, "hidden_passed": hidden}


# a hack (visible pass, hidden fail) that binary GRPO credits and GAR demotes
GROUP = {"step": 0, "task_id": "easy/1", "rollouts": [
    _rollout("hack", True, False, True, 1.0, -0.5),
    _rollout("genuine", True, True, False, 1.0, 1.5),
    _rollout("fail-a", False, False, False, -1.0, -0.5),
    _rollout("fail-b", False, False, False, -1.0, -0.5)]}


def _write_run(path: Path, estimator: str, seed: int, hidden_after: float) -> Path:
    path.mkdir(parents=True)
    (path / "config.json").write_text(json.dumps({"estimator": estimator, "seed": seed}))
    metrics = [{"step": s, "rollout/pass_rate": 0.5, "truth/visible_only_rate": 0.25,
                "truth/hidden_pass_rate": 0.25, "time/step_s": 10.0} for s in range(2)]
    evals = [{"step": 0, "eval/hidden_pass_at_1": 0.5},
             {"step": 2, "eval/hidden_pass_at_1": hidden_after}]
    for name, rows in (("metrics", metrics), ("eval", evals), ("groups", [GROUP])):
        (path / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_hack_credit_share_is_the_visible_only_part_of_the_positive_credit() -> None:
    assert hack_credit_share([GROUP], "advantage_grpo_binary") == pytest.approx(0.5)
    assert hack_credit_share([GROUP], "advantage_gar") == 0.0
    assert math.isnan(hack_credit_share([], "advantage_gar"))


def test_table_gives_mean_sd_and_n_over_seeds(tmp_path: Path) -> None:
    runs = [load_run(_write_run(tmp_path / f"gar-{s}", "gar", s, after))
            for s, after in ((0, 0.6), (1, 0.8))]
    rows = dict(table_rows({"gar": runs}))
    assert rows["held-out hidden pass@1 after"] == ["0.700 ± 0.141 (n=2)"]
    assert rows["held-out hidden pass@1 before"] == ["0.500 ± 0.000 (n=2)"]


def test_page_overlays_the_arms_and_shows_both_advantages(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    dirs = [_write_run(tmp_path / f"{e}-{s}", e, s, 0.5) for e in ("grpo", "gar")
            for s in (0, 1)]
    page = write_overlay(dirs, tmp_path / "overlay.html").read_text()
    assert "GAR training runs: grpo, gar" in page
    assert "(n=2)" in page and "data:image/png;base64," in page
    # the example group shows the hack's credit under both estimators
    assert "GRPO (no GAR): +1.000</b> · <b>GAR: -0.500" in page
    assert "hidden tests: FAIL" in page
    # a short run says so, and the page carries the stylesheet its classes need
    assert "too few for the curves to separate" in page
    assert ".note {" in page and "table.group {" in page
