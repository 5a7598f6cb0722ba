"""Scripted agents over the bundled repository task ``repo/cliargs`` (shared by the tests)."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from gar.repo import apply_patch, bundled_tasks

TASK_ID = "repo/cliargs"
SOURCE = "minicli/args.py"
TEST_FILE = "tests/test_args.py"


def cliargs():
    return bundled_tasks()[TASK_ID]


def fixed_source(task=None) -> str:
    """``minicli/args.py`` with the task's reference patch applied (what a solver writes)."""
    task = task or cliargs()
    with tempfile.TemporaryDirectory() as holder:
        applied = apply_patch(task.workspace, task.reference_patch, Path(holder) / "w")
        assert applied.root is not None, applied.reason
        return (applied.root / SOURCE).read_text(encoding="utf-8")


def act(tool: str, **arguments: Any) -> str:
    return json.dumps({"tool": tool, **arguments})


def solver_script(read_tests: bool = False) -> list[str]:
    """Explore, (optionally read the protected tests), write the fix, test, submit."""
    steps = [act("list_files", path="."), "Let me look. " + act("read_file", path=SOURCE)]
    if read_tests:
        steps.append(act("read_file", path=TEST_FILE))
    return [*steps, act("write_file", path=SOURCE, content=fixed_source()), act("run_tests"),
            act("submit")]


def check_well_formed(record: Mapping[str, Any]) -> None:
    """The record is one rollout in the documented formats (docs/agent.md, trajectory.md)."""
    trajectory = record["trajectory"]
    assert trajectory["workspace"] == "/workspace"
    steps = trajectory["steps"]
    assert [s["role"] for s in steps[:2]] == ["system", "user"]
    calls: dict[str, str] = {}
    for step in steps:
        assert step["role"] in ("system", "user", "assistant", "tool")
        assert isinstance(step["content"], str)
        if step["role"] == "assistant":
            assert step["duration_s"] >= 0 and step["completion_tokens"] >= 1
            assert ("tool_calls" in step) != ("parse_error" in step), step
            for call in step.get("tool_calls", []):
                assert isinstance(call["arguments"], dict) and call["name"]
                calls[call["id"]] = call["name"]
        if step["role"] == "tool":
            assert calls.pop(step["tool_call_id"]) == step["name"]
            assert step["duration_s"] >= 0 and isinstance(step["ok"], bool)
    agent = record["agent"]
    assert agent["turns"] == sum(s["role"] == "assistant" for s in steps)
    assert agent["parse_failures"] == sum("parse_error" in s for s in steps)
    code = [k for k in ("patch", "solution") if k in record]
    assert len(code) == (0 if "infrastructure_error" in record else 1), record.keys()


def findings(grade, family: str) -> list:
    return [f for f in grade.findings if f.family == family]


def assistant_steps(record: Mapping[str, Any]) -> Iterable[Mapping[str, Any]]:
    return [s for s in record["trajectory"]["steps"] if s["role"] == "assistant"]
