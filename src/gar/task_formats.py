"""Task records from their JSON form, with one explicit dispatch on the task's kind.

* ``function``: the HumanEval problem format (``task_id``, ``prompt``, ``entry_point``,
  ``test``, optional ``canonical_solution``), parsed here; a record with stdin/stdout pairs
  instead of a ``test`` (``inputs``/``outputs``, ``input_output``, ``tests``) is a stdio task
  (:mod:`gar.stdio`).
* ``repo``: a repository task (local format or a SWE-bench instance), parsed by
  :func:`gar.repo.tasks.repo_task_from_dict`.

The table is written out rather than filled by imports' side effects, so which parser reads
a record never depends on what happened to be imported first (issue 13: no import cycles).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from gar.records import FunctionTask, Task

KINDS = ("function", "repo")


def task_kind(record: Mapping[str, Any]) -> str:
    """``repo`` for a repository task record (``kind``, ``workspace`` or ``repo`` set), else
    ``function``."""
    if record.get("kind") == "repo" or "workspace" in record or "repo" in record:
        return "repo"
    return "function"


def function_task_from_dict(record: Mapping[str, Any], origin: str = "") -> FunctionTask:
    """A function task from a HumanEval problem record; ``ValueError``/``TypeError`` name the
    bad field (``origin`` is for the caller's message)."""
    missing = [k for k in ("task_id", "prompt", "entry_point", "test") if k not in record]
    if missing:
        raise ValueError(f"missing field(s) {', '.join(missing)}")
    for key in ("task_id", "prompt", "entry_point", "test"):
        if not isinstance(record[key], str):
            raise TypeError(f"field '{key}' must be a string")
    reference = record.get("canonical_solution")
    return FunctionTask(
        task_id=record["task_id"],
        prompt=record["prompt"],
        entry_point=record["entry_point"],
        test=record["test"],
        canonical_solution=reference if isinstance(reference, str) else None,
    )


def task_from_dict(record: Mapping[str, Any], base_dir: Path, origin: str = "") -> Task:
    """The task a record describes; ``base_dir`` resolves a repository task's relative
    workspace. Raises ``ValueError``/``TypeError`` on a bad record."""
    if task_kind(record) == "function":
        if "test" not in record and any(k in record for k in ("inputs", "input_output", "tests")):
            from gar.stdio import stdio_task_from_dict  # stdin/stdout pairs (APPS style)

            return stdio_task_from_dict(record)
        return function_task_from_dict(record, origin)
    from gar.repo.tasks import repo_task_from_dict  # heavy (git, diffs): only when needed

    return repo_task_from_dict(record, base_dir, origin)
