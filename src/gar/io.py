"""Reading and writing JSONL (plain or gzipped), tasks and rollouts.

Structural problems in a file (invalid JSON, non-UTF-8, a line that is not an object, an
empty file, a duplicate rollout id, a record with no ``task_id``) raise
:class:`~gar.errors.InputError` naming the file and line: such a file cannot be trusted.
Problems of a single rollout's content (unknown task, no code field, two of them, code that is
not a string, a ``gar rollout`` record whose agent never produced an answer because the
model endpoint or the tools failed: ``infrastructure_error``) do not raise: the rollout is kept with ``problem`` set, so it still gets exactly
one output record, marked unscorable. An empty answer is not such a problem: it is the
policy's failure (``failed``, reward 0, ``reason_code`` ``empty``), decided, like every
unusable rollout, by :func:`gar.unusable.unusable_result`.
"""

from __future__ import annotations

import gzip
import io
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from gar.errors import InputError
from gar.records import Group, Rollout, Task, to_dict
from gar.rollout_file import CODE_FIELDS, RolloutFile, parse_line, rollout_from_dict
from gar.task_formats import function_task_from_dict, task_from_dict, task_kind

__all__ = [
    "CODE_FIELDS", "JsonlWriter", "did_you_mean", "function_task_from_dict", "group_rollouts",
    "load_rollouts", "load_tasks", "parse_line", "read_jsonl", "rollout_from_dict", "suggest",
    "task_from_dict",
    "task_kind", "write_jsonl",
]

def _open_text(path: Path, mode: str) -> IO[str]:
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.GzipFile(path, mode + "b"), encoding="utf-8", newline="\n")
    return open(path, mode, encoding="utf-8", newline="\n")


def did_you_mean(name: str, known: Sequence[str]) -> str:
    """``"; did you mean 'a'?"`` when a known name is close to ``name``, else ``""``."""
    import difflib

    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def suggest(name: str, known: Sequence[str]) -> str:
    """``" (built-in names: a, b; did you mean 'a'?)"`` for an error message."""
    return f" (built-in names: {', '.join(known)}{did_you_mean(name, known)})"


def read_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for each non-blank line; raise on any bad line."""
    path = Path(path)
    if not path.exists():
        raise InputError(str(path), None, "no such file")
    if path.is_dir():
        raise InputError(str(path), None, "is a directory, not a JSONL file")
    count = 0
    try:
        raw = open(path, "rb")  # noqa: SIM115 — closed below
    except OSError as exc:
        raise InputError(str(path), None, f"cannot read: {exc.strerror or exc}") from exc
    with raw:
        stream = gzip.open(raw) if path.suffix == ".gz" else raw  # noqa: SIM115 — raw is closed
        try:
            for number, line in enumerate(stream, start=1):
                record = parse_line(path, number, line)
                if record is not None:
                    count += 1
                    yield number, record
        except (OSError, EOFError) as exc:  # corrupt gzip stream
            raise InputError(str(path), None, f"cannot read: {exc}") from exc
    if count == 0:
        raise InputError(str(path), None, "the file holds no records")


def write_jsonl(path: str | Path, records: Iterable[Any]) -> int:
    """Write records (dataclasses or dicts) one per line; ``.gz`` paths are gzipped."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    with _open_text(path, "w") as out:
        for record in records:
            data = record if isinstance(record, dict) else to_dict(record)
            out.write(json.dumps(data, ensure_ascii=False) + "\n")
            written += 1
    return written


class JsonlWriter:
    """Streams records to a file as they are produced, so an interrupted run keeps them."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._out = _open_text(self.path, "w")
        self.count = 0

    def write(self, record: Any) -> None:
        data = record if isinstance(record, dict) else to_dict(record)
        self._out.write(json.dumps(data, ensure_ascii=False) + "\n")
        self._out.flush()
        self.count += 1

    def close(self) -> None:
        self._out.close()

    def __enter__(self) -> JsonlWriter:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --------------------------------------------------------------------------- tasks

def load_tasks(spec: str | Path) -> dict[str, Task]:
    """Tasks by id from a built-in dataset name (e.g. ``humaneval``) or a JSONL file."""
    from gar.datasets import builtin_task_names, load_builtin_tasks

    if str(spec) in builtin_task_names():
        return load_builtin_tasks(str(spec))
    path = Path(spec)
    if not path.exists():
        raise InputError(str(path), None, "no such file, and not a built-in task set"
                         + suggest(str(spec), builtin_task_names()))
    tasks: dict[str, Task] = {}
    for number, record in read_jsonl(path):
        try:
            task = task_from_dict(record, path.parent, f"{path}:{number}")
        except (ValueError, TypeError) as exc:
            raise InputError(str(path), number, f"bad task: {exc}") from exc
        if task.task_id in tasks:
            raise InputError(str(path), number, f"duplicate task_id {task.task_id!r}")
        tasks[task.task_id] = task
    return tasks


# ------------------------------------------------------------------------ rollouts


def load_rollouts(path: str | Path, tasks: Mapping[str, Task]) -> list[Rollout]:
    """All rollouts of a file, in file order, one per line (see module doc for errors).

    A rollout without ``rollout_id`` gets ``TASK_ID#k`` (its occurrence among the task's
    rollouts); where the file itself uses that id for the task, the generated one takes a
    suffix (``TASK_ID#k.1``): only ids the user wrote twice are duplicates. Every rollout is
    held in memory; :class:`gar.rollout_file.RolloutFile` reads the same rollouts on demand."""
    with RolloutFile(path, tasks) as rollouts:
        return list(rollouts)


def group_rollouts(rollouts: Sequence[Rollout], tasks: Mapping[str, Task]) -> list[Group]:
    """Groups by task, in order of first appearance; rollouts keep file order.

    Rollouts whose task is unknown are not grouped (they have ``problem`` set and are
    reported unscorable by the caller).
    """
    members: dict[str, list[Rollout]] = {}
    for rollout in rollouts:
        if rollout.task_id in tasks:
            members.setdefault(rollout.task_id, []).append(rollout)
    return [Group(task=tasks[tid], rollouts=tuple(rs)) for tid, rs in members.items()]
