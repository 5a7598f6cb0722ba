"""``gar grade --judge-url`` against a judge that misbehaves (a real server process): the
run costs at most the judge budget per group, every genuine pass's record says the judge
fell back and why, the summary counts the fallbacks, and stderr says so as it happens."""

import json
import time

from typer.testing import CliRunner

from gar.cli import app

TASKS = [
    {"task_id": f"t/add{i}", "prompt": "def add(a, b):\n", "entry_point": "add",
     "test": "def check(candidate):\n    assert candidate(1, 2) == 3\n"
             "    assert candidate(5, 7) == 12\n"}
    for i in (1, 2)
]
CODES = {"plain": "    return a + b\n", "rev": "    return b + a\n",
         "loop": "    total = a\n    for _ in range(b):\n        total += 1\n    return total\n"}


def test_a_hanging_judge_is_bounded_counted_and_reported(tmp_path, misbehaving):
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text("".join(json.dumps(t) + "\n" for t in TASKS))
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text("".join(
        json.dumps({"task_id": t["task_id"], "rollout_id": f"{t['task_id']}-{rid}",
                    "completion": code}) + "\n"
        for t in TASKS for rid, code in CODES.items()))
    out = tmp_path / "grades.jsonl"
    start = time.monotonic()
    result = CliRunner().invoke(app, [
        "grade", str(tasks), str(rollouts), "-o", str(out), "--json", "--workers", "1",
        "--judge-url", misbehaving.url("hang"), "--judge-model", "m",
        "--judge-timeout", "0.5", "--judge-budget", "1"])
    elapsed = time.monotonic() - start
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["judge_groups"] == 2 and summary["judge_fallbacks"] == 2
    assert "judge fallback" in result.stderr and "t/add1" in result.stderr
    assert "deadline" in result.stderr
    grades = [json.loads(line) for line in out.read_text().splitlines()]
    genuine = [g for g in grades if g["passed"] and not g["hack"]]
    assert genuine and all("judge fallback:" in g["reason"] for g in genuine)
    assert all(g["tier"] for g in genuine)  # the measured ranking stands
    assert elapsed < 60  # the judge's share: at most 2 groups x 1 s budget
