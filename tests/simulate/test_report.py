from dataclasses import replace

import pytest

from gar.simulate import SimConfig, StudyConfig, run_study, write_report
from gar.simulate.report import summary_rows, tolerated_recall
from gar.simulate.run import Sweep
from gar.simulate.study import baseline_trace


def _tiny_study():
    cfg = StudyConfig(
        sim=SimConfig(tasks=4, steps=10, seeds=2), recalls=(1.0, 0.0), tier_noises=(0.0, 1.0)
    )
    return run_study(cfg)


@pytest.mark.slow
def test_report_files_tables_and_progress(tmp_path):
    labels = []
    cfg = StudyConfig(
        sim=SimConfig(tasks=4, steps=10, seeds=2), recalls=(1.0, 0.0), tier_noises=(0.0,)
    )
    study = run_study(cfg, labels.append)
    assert len(labels) == 2 * 5 + 2 * 2 + 1
    paths = write_report(study, tmp_path / "out")
    names = sorted(p.name for p in paths)
    assert names == [
        "curves_adversarial.png",
        "curves_neutral.png",
        "grader_error.png",
        "report.html",
        "report.md",
    ]
    for p in paths:
        assert p.stat().st_size > 0
    md = (tmp_path / "out" / "report.md").read_text()
    assert "| GAR |" in md and "![curves](curves_neutral.png)" in md and "hack_recall" in md
    html = (tmp_path / "out" / "report.html").read_text()
    assert "<table>" in html and '<img alt="sweeps" src="data:image/png;base64,' in html
    # every image embedded, none left as a relative link: the page stands alone
    assert html.count("data:image/png;base64,") == 3 and 'src="curves' not in html
    assert (tmp_path / "out" / "curves_adversarial.png").read_bytes()[:4] == b"\x89PNG"
    from PIL import Image

    for name in ("curves_adversarial.png", "grader_error.png"):
        with Image.open(tmp_path / "out" / name) as image:
            assert image.width >= 1200, (name, image.size)  # was 780 px: unreadable legends


def test_summary_rows_have_one_row_per_estimator():
    study = _tiny_study()
    rows = summary_rows(study.traces["adversarial"])
    assert [r[0] for r in rows][:4] == ["GRPO (binary)", "Dr. GRPO", "GAR", "down-weight only"]
    assert all(len(r) == 9 and "±" in r[1] for r in rows)


def test_tolerated_recall_scans_down_from_perfect():
    study = _tiny_study()
    grpo = baseline_trace(study, "grpo")
    good = study.recall_random.traces[0]  # recall 1.0
    worse = replace(good, policy={**good.policy, "hack_share": good.policy["hack_share"] + 9})
    sweep = Sweep("hack_recall", (1.0, 0.5, 0.0), (good, good, worse))
    assert tolerated_recall(sweep, grpo) == 0.5
    assert tolerated_recall(Sweep("hack_recall", (1.0,), (worse,)), grpo) is None
