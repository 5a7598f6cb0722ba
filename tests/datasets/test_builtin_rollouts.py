"""The built-in rollout sets ``reference`` and ``empty`` through ``gar exec``, on function
and repository tasks."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from gar.cli import app
from gar.datasets import builtin_rollouts, easy_tasks
from gar.io import write_jsonl
from gar.records import FunctionTask, to_dict
from gar.repo.bundled import bundled_tasks


def _tasks_file(tmp_path: Path) -> tuple[Path, dict]:
    """Three easy function tasks (one without a reference) and two bundled repo tasks."""
    functions = list(easy_tasks().values())[:3]
    no_reference = FunctionTask(**{**to_dict(functions[2]), "canonical_solution": None})
    repos = list(bundled_tasks().values())[:2]
    tasks = [*functions[:2], no_reference, *repos]
    path = tmp_path / "tasks.jsonl"
    write_jsonl(path, [{k: v for k, v in to_dict(t).items() if v is not None} for t in tasks])
    return path, {t.task_id: t for t in tasks}


def _exec(tmp_path: Path, tasks: Path, rollouts: str) -> list[dict]:
    out = tmp_path / f"{rollouts}.jsonl"
    result = CliRunner().invoke(app, ["exec", str(tasks), rollouts, "-o", str(out),
                                      "--timeout", "60", "--workers", "2"])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_reference_passes_and_empty_fails_every_task(tmp_path: Path) -> None:
    path, tasks = _tasks_file(tmp_path)
    reference = _exec(tmp_path, path, "reference")
    with_reference = {tid for tid, t in tasks.items()
                      if (getattr(t, "canonical_solution", None)
                          or getattr(t, "reference_patch", None))}
    assert {r["task_id"] for r in reference} == with_reference and len(with_reference) == 4
    assert all(r["passed"] and r["status"] == "passed" for r in reference), reference
    empty = _exec(tmp_path, path, "empty")
    assert [r["task_id"] for r in empty] == list(tasks)
    assert all(r["status"] == "failed" and r["result"]["reason_code"] == "empty" for r in empty)


def test_builtin_sets_are_generated_from_the_tasks() -> None:
    tasks = dict(list(easy_tasks().items())[:2])
    (first, second) = builtin_rollouts("reference", tasks)
    assert first.completion == tasks[first.task_id].canonical_solution and second.index == 1
    assert [r.completion for r in builtin_rollouts("empty", tasks)] == ["", ""]
