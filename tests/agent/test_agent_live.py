"""``gar rollout`` against a real model server, then ``gar grade`` on its output.

The fixture starts ``transformers serve`` with SmolLM2-135M-Instruct on loopback
(:func:`gar.judge.local.start_server`) and stops it at the end. A 135M model mostly emits poor
actions (prose instead of JSON): this checks the machinery — real HTTP, real completions with
the server's token counts, every rollout recorded, the trajectory well-formed, parse failures
recorded with their reason, the output graded as it is. Requests are few and short.
"""

from __future__ import annotations

import json

import pytest
from agent_helpers import TASK_ID, check_well_formed
from shared_sandbox import bwrap_usable
from typer.testing import CliRunner

from gar.cli import app
from gar.judge.local import serving_available

pytestmark = [
    pytest.mark.slow, pytest.mark.timeout(1500),
    pytest.mark.skipif(not bwrap_usable(), reason="needs bubblewrap"),
    pytest.mark.skipif(not serving_available(), reason="needs transformers[serving]"),
]


def test_rollouts_from_a_real_model_are_recorded_and_graded(model_server, tmp_path):
    out, grades = tmp_path / "rollouts.jsonl", tmp_path / "grades.jsonl"
    result = CliRunner().invoke(app, [
        "rollout", "repo-bundled", "--task", TASK_ID, "--model", model_server.url,
        "--model-name", model_server.model, "-n", "2", "--max-turns", "2",
        "--max-reply-tokens", "16", "--time-limit", "600", "--workers", "1", "-o", str(out),
        "--json"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["task_id"], r["rollout_id"]) for r in records] == [(TASK_ID, "r0"), (TASK_ID, "r1")]
    for record in records:
        check_well_formed(record)
        agent = record["agent"]
        assert agent["finish"] in ("submitted", "turn_limit", "parse_failures"), agent
        assert "patch" in record and agent["model"] == model_server.model
        assert 1 <= agent["turns"] <= 2 and not agent["tokens_estimated"]
        assert 1 <= agent["completion_tokens"] <= 32 and agent["prompt_tokens"] > 100
        replies = [s for s in record["trajectory"]["steps"] if s["role"] == "assistant"]
        assert all(s["duration_s"] > 0 and s["finish_reason"] for s in replies)
        assert all(s["parse_error"] for s in replies if "tool_calls" not in s)
        print(f"\nlive agent {record['rollout_id']}: {agent['finish']}, {agent['turns']} turns, "
              f"{agent['parse_failures']} parse failures, {agent['wall_s']:.1f}s "
              f"(model {agent['model_s']:.1f}s)")
    graded = CliRunner().invoke(app, ["grade", "repo-bundled", str(out), "-o", str(grades)])
    assert graded.exit_code == 0, graded.output
    rows = [json.loads(line) for line in grades.read_text().splitlines()]
    assert [row["rollout_id"] for row in rows] == ["r0", "r1"]
    assert all(row["status"] != "unscorable" for row in rows)  # a poor agent is the policy's
