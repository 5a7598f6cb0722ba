"""``gar exec``: one record per input rollout, in order; bad input is an error with file:line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gar.cli import app

TASK = {"task_id": "t/double", "prompt": 'def double(x):\n    """Double x."""\n',
        "entry_point": "double", "test": "def check(candidate):\n    assert candidate(2) == 4\n",
        "canonical_solution": "    return 2 * x\n"}


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_exec_writes_one_record_per_rollout_in_order(tmp_path: Path) -> None:
    tasks = _write(tmp_path / "tasks.jsonl", [TASK])
    rollouts = _write(tmp_path / "rollouts.jsonl", [
        {"task_id": "t/double", "completion": "    return x * 2\n", "rollout_id": "a"},
        {"task_id": "unknown", "completion": "x", "rollout_id": "b"},
        {"task_id": "t/double", "completion": "    return x\n", "rollout_id": "c"},
        {"task_id": "t/double", "solution": "def double(x):\n    return x + x\n"},
    ])
    out = tmp_path / "results.jsonl"
    result = CliRunner().invoke(app, ["exec", str(tasks), str(rollouts), "-o", str(out)])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["rollout_id"], r["status"], r["passed"]) for r in records] == [
        ("a", "passed", True), ("b", "unscorable", False), ("c", "failed", False),
        ("t/double#2", "passed", True)]
    assert records[0]["result"]["tests"][0]["test_id"] == "test@L2"
    assert "passed" in result.output and "2/4" in result.output


def test_bad_input_is_an_error_with_file_and_line(tmp_path: Path) -> None:
    tasks = _write(tmp_path / "tasks.jsonl", [TASK])
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text(json.dumps({"task_id": "t/double", "completion": "x"}) + "\n{oops\n")
    done = subprocess.run(  # noqa: PLW1510 — the exit code is the result
        [sys.executable, "-c", "from gar.cli import main; main()", "exec", str(tasks),
         str(rollouts), "-o", str(tmp_path / "out.jsonl")],
        capture_output=True, text=True,
    )
    assert done.returncode == 2
    assert f"{rollouts}:2" in done.stderr and "invalid JSON" in done.stderr


@pytest.mark.slow
def test_builtin_examples(tmp_path: Path) -> None:
    out = tmp_path / "exec.jsonl"
    result = CliRunner().invoke(app, ["exec", "humaneval", "examples", "-o", str(out),
                                      "--timeout", "20"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    canonical = [r for r in records if r["rollout_id"] == "canonical"]
    assert len(canonical) == 164 and all(r["passed"] for r in canonical)
    assert not any(r["passed"] for r in records if r["rollout_id"] in ("wrong", "crashing"))
