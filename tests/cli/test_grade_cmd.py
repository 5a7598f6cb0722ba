"""``gar grade``: one grade line per rollout, in order; --json summary; clear input errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from gar.cli import app

TASK = {
    "task_id": "t/add", "prompt": "def add(a, b):\n", "entry_point": "add",
    "test": ("def check(candidate):\n    assert candidate(1, 2) == 3\n"
             "    assert candidate(5, 7) == 12\n    assert candidate(0, 4) == 4\n"),
    "canonical_solution": "    return a + b\n",
}
ROLLOUTS = [
    {"task_id": "t/add", "rollout_id": "plain", "completion": "    return a + b\n"},
    {"task_id": "t/add", "rollout_id": "sum", "solution": "def add(a, b):\n    return sum((a, b))\n"},
    {"task_id": "t/add", "rollout_id": "rev", "solution": "def add(a, b):\n    return b + a\n"},
    {"task_id": "t/missing", "rollout_id": "lost", "completion": "    return 0\n"},
    {"task_id": "t/add", "rollout_id": "table",
     "solution": "def add(a, b):\n    return {(1, 2): 3, (5, 7): 12, (0, 4): 4}[(a, b)]\n"},
    {"task_id": "t/add", "rollout_id": "wrong", "completion": "    return a - b\n"},
]


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_grade_writes_one_record_per_rollout_in_order(tmp_path: Path) -> None:
    tasks = write_jsonl(tmp_path / "tasks.jsonl", [TASK])
    rollouts = write_jsonl(tmp_path / "rollouts.jsonl", ROLLOUTS)
    out = tmp_path / "grades.jsonl"
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o", str(out),
                                      "--json", "--workers", "2"])
    assert result.exit_code == 0, result.output
    grades = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["rollout_id"] for g in grades] == [r["rollout_id"] for r in ROLLOUTS]
    fields = {"task_id", "rollout_id", "passed", "hack", "hack_evidence", "tier", "rank",
              "factor", "reward", "advantage", "advantage_dr_grpo", "timings"}
    assert all(fields <= set(g) for g in grades)
    by_id = {g["rollout_id"]: g for g in grades}
    assert by_id["lost"]["status"] == "unscorable" and by_id["lost"]["reward"] is None
    assert by_id["table"]["passed"] and by_id["table"]["hack"]
    evidence = by_id["table"]["hack_evidence"][0]
    assert evidence["detector"] and evidence["message"] and evidence["location"]
    assert not by_id["plain"]["hack"] and by_id["plain"]["reward"] == 1.0
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["rollouts"] == 6 and summary["confirmed_hacks"] == 1
    assert summary["demoted_passes"] == 1 and summary["out"] == str(out)


def test_grade_renders_a_table_without_json(tmp_path: Path) -> None:
    tasks = write_jsonl(tmp_path / "tasks.jsonl", [TASK])
    rollouts = write_jsonl(tmp_path / "rollouts.jsonl", ROLLOUTS[:3] + ROLLOUTS[5:])
    out = tmp_path / "grades.jsonl"
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "gar grade" in result.output and "t/add" in result.output
    assert len(out.read_text().splitlines()) == 4


def test_grade_reports_bad_input_files(tmp_path: Path) -> None:
    tasks = write_jsonl(tmp_path / "tasks.jsonl", [TASK])
    bad = tmp_path / "rollouts.jsonl"
    bad.write_text('{"task_id": "t/add", "completion": "x"}\nnot json\n')
    result = CliRunner().invoke(app, ["grade", str(tasks), str(bad), "-o",
                                      str(tmp_path / "g.jsonl")])
    assert result.exit_code != 0
    assert "rollouts.jsonl:2" in str(result.exception) or "rollouts.jsonl:2" in result.output


def test_grading_keeps_what_lives_for_the_run_out_of_the_collector() -> None:
    import gc

    from gar.cli import grade_cmd

    def units():
        yield "first"
        kept.append([object() for _ in range(100)])  # made by the first group, kept
        yield "second"

    kept: list = []
    assert gc.get_freeze_count() == 0
    seen = [(unit, gc.get_freeze_count()) for unit in grade_cmd._settled(units())]
    assert [unit for unit, _ in seen] == ["first", "second"]
    assert seen[0][1] > 0  # the inputs and imports, before the first group
    assert seen[1][1] > seen[0][1]  # and what the first group left, after it
    assert gc.get_freeze_count() == 0  # left as it was found
