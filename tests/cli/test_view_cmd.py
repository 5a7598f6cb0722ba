"""``gar view``: the page to a file or to standard output, input errors named."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from gar.cli import app

GRADE = {"task_id": "t/add", "rollout_id": "a", "status": "passed", "passed": True,
         "hack": False, "tier": "T1", "rank": 1, "factor": 1.0, "reward": 1.0,
         "advantage": 0.5, "advantage_dr_grpo": 0.5, "advantage_grpo_binary": 0.7,
         "hack_evidence": [], "findings": [], "reason": "", "timings": {}}


def test_view_writes_a_self_contained_page_or_standard_output(tmp_path: Path) -> None:
    grades = tmp_path / "g.jsonl"
    grades.write_text(json.dumps(GRADE) + "\n")
    out = tmp_path / "v.html"
    result = CliRunner().invoke(app, ["view", str(grades), "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text()
    assert page.startswith("<!doctype html>") and '"rollout_id":"a"' in page
    assert "<script src" not in page and "<link" not in page  # nothing fetched
    piped = CliRunner().invoke(app, ["view", str(grades), "-o", "-"])
    assert piped.exit_code == 0 and piped.stdout == page


def test_view_of_a_file_that_is_not_grades_says_so(tmp_path: Path) -> None:
    bad = tmp_path / "g.jsonl"
    bad.write_text('{"hello": 1}\n')
    result = CliRunner().invoke(app, ["view", str(bad), "-o", str(tmp_path / "v.html")])
    assert result.exit_code != 0 and "not a grade record" in str(result.exception)
