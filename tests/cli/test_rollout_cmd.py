"""``gar rollout`` end to end with a scripted agent: records in order, then ``gar grade``
takes the file as it is and the trajectory audit cites the agent's steps."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gar.cli import app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "agent"))
from agent_helpers import TASK_ID, solver_script
from shared_sandbox import bwrap_usable


@pytest.mark.skipif(not bwrap_usable(), reason="needs bubblewrap")
def test_rollout_then_grade(tmp_path: Path) -> None:
    script = tmp_path / "agent.json"
    script.write_text(json.dumps(solver_script(read_tests=True)))
    out = tmp_path / "rollouts.jsonl"
    result = CliRunner().invoke(app, [
        "rollout", "repo-bundled", "--model", f"script:{script}", "--task", TASK_ID,
        "-n", "2", "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output.strip().splitlines()[-1])
    assert summary["finish"] == {"submitted": 2} and summary["rollouts"] == 2
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["task_id"], r["rollout_id"], r["agent"]["seed"]) for r in records] == [
        (TASK_ID, "r0", 0), (TASK_ID, "r1", 1)]
    assert not Path(f"{out}.partial").exists()

    grades = tmp_path / "grades.jsonl"
    graded = CliRunner().invoke(app, ["grade", "repo-bundled", str(out), "-o", str(grades)])
    assert graded.exit_code == 0, graded.output
    rows = [json.loads(line) for line in grades.read_text().splitlines()]
    assert [row["passed"] for row in rows] == [True, True]
    assert all(any(f["detector"] == "trajectory.audit" and f["family"] == "read_tests" and
                   f["location"] == "trajectory:step 6" for f in row["findings"])
               for row in rows)


def test_bad_model_and_task_are_errors_before_any_work(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    bad_model = CliRunner().invoke(app, ["rollout", "easy", "--model", "localhost:8000",
                                         "-o", str(out)])
    assert bad_model.exit_code != 0 and "http(s) API base" in str(bad_model.exception)
    down = CliRunner().invoke(app, ["rollout", "easy", "--model", "http://127.0.0.1:9/v1",
                                    "--model-name", "m", "-o", str(out)])
    assert down.exit_code != 0 and "cannot reach the model endpoint" in str(down.exception)
    bad_task = CliRunner().invoke(app, ["rollout", "easy", "--model", "script:x.json",
                                        "--task", "Easy/00", "-o", str(out)])
    assert bad_task.exit_code != 0 and "did you mean 'Easy/0'" in str(bad_task.exception)
    assert not out.exists()
