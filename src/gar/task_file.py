"""Tasks read lazily from a JSONL file: a 100k-rollout run over 12,500 tasks holds their
index, not their prompts and tests.

:class:`TaskFile` is a ``Mapping[str, Task]`` equal to what :func:`gar.io.load_tasks` gives.
Decisions:

- **One validating pass at open**, as the eager loader: every record is parsed into its task
  (a bad task or a repeated task_id is an :class:`~gar.errors.InputError` naming
  ``file:line``, exit code 2, before any work).
- **Function tasks are re-read on demand** (their line's bytes at its offset, length and
  CRC-32 checked as in :mod:`gar.rollout_file`: a line changed during the run is an error
  naming it), the last :data:`RECENT` kept: the grader asks for a group's task a few times
  in a row, then never again. Kept per task: its id, offset, length, line and CRC.
- **Repository tasks stay parsed**: building one materialises or checks its workspace (disk
  work, not worth repeating), and a repository task set is small.
- A gzipped tasks file, or a built-in name, is loaded whole (:func:`open_tasks`).
"""

from __future__ import annotations

import weakref
import zlib
from array import array
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from gar.errors import InputError
from gar.records import Task
from gar.rollout_file import parse_line, read_back
from gar.task_formats import task_from_dict, task_kind

__all__ = ["RECENT", "TaskFile", "open_tasks"]

RECENT = 32  # function tasks kept parsed, most recently asked for


def open_tasks(spec: str | Path) -> Mapping[str, Task]:
    """Tasks by id: a :class:`TaskFile` for a plain JSONL file, else :func:`gar.io.load_tasks`
    (a built-in name, a gzipped file)."""
    from gar.datasets import builtin_task_names
    from gar.io import load_tasks

    path = Path(spec)
    if str(spec) in builtin_task_names() or path.suffix == ".gz" or not path.is_file():
        return load_tasks(spec)  # and its errors for a missing path or a directory
    return TaskFile(path)


class TaskFile(Mapping[str, Task]):
    """The tasks of ``path`` by id, in file order (see the module doc). The file stays open
    until :meth:`close` or garbage collection."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._where: dict[str, int] = {}  # task_id -> its place in the arrays below
        self._offset, self._length, self._line = array("q"), array("q"), array("q")
        self._crc = array("I")
        self._kept: dict[str, Task] = {}  # repository tasks
        self._recent: OrderedDict[str, Task] = OrderedDict()
        try:
            self._handle: IO[bytes] = open(self.path, "rb")  # noqa: SIM115 — closed by close()
        except OSError as exc:
            raise InputError(str(self.path), None, f"cannot read: {exc.strerror or exc}") from exc
        try:
            self._index()
        except BaseException:
            self._handle.close()
            raise
        self._closer = weakref.finalize(self, self._handle.close)

    def _index(self) -> None:
        offset = 0
        for number, line in enumerate(self._handle, start=1):
            record = parse_line(self.path, number, line)
            if record is not None:
                self._add(number, offset, line, record)
            offset += len(line)
        if not self._where:
            raise InputError(str(self.path), None, "the file holds no records")

    def _add(self, number: int, offset: int, line: bytes, record: dict[str, Any]) -> None:
        task = self._parse(number, record)
        if task.task_id in self._where:
            raise InputError(str(self.path), number, f"duplicate task_id {task.task_id!r}")
        self._where[task.task_id] = len(self._offset)
        self._offset.append(offset)
        self._length.append(len(line))
        self._line.append(number)
        self._crc.append(zlib.crc32(line))
        if task_kind(record) == "repo":
            self._kept[task.task_id] = task

    def _parse(self, number: int, record: dict[str, Any]) -> Task:
        try:
            return task_from_dict(record, self.path.parent, f"{self.path}:{number}")
        except (ValueError, TypeError) as exc:
            raise InputError(str(self.path), number, f"bad task: {exc}") from exc

    def __getitem__(self, task_id: str) -> Task:
        if task_id in self._kept:
            return self._kept[task_id]
        if task_id in self._recent:
            self._recent.move_to_end(task_id)
            return self._recent[task_id]
        place = self._where[task_id]  # KeyError for an unknown task, as a dict
        line = self._line[place]
        record = read_back(self.path, self._handle, line, self._offset[place],
                           self._length[place], self._crc[place])
        task = self._parse(line, record)
        self._recent[task_id] = task
        if len(self._recent) > RECENT:
            self._recent.popitem(last=False)
        return task

    def __contains__(self, task_id: object) -> bool:
        return task_id in self._where

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the plain dict of every task (a Ray actor gets the whole table)."""
        return dict, (dict(self.items()),)

    def close(self) -> None:
        self._closer()

    def __enter__(self) -> TaskFile:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
