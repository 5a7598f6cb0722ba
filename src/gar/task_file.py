"""Tasks read lazily from a JSONL file: a 100k-rollout run over 12,500 tasks holds their
index, not their prompts and tests.

:class:`TaskFile` is a ``Mapping[str, Task]`` equal to what :func:`gar.io.load_tasks` gives.
Decisions:

- **One validating pass at open**, as the eager loader: every record is parsed into its task
  (a bad task is an :class:`~gar.errors.InputError` naming ``file:line``, exit code 2, before
  any work; a repeated task_id too, once the pass is over, naming the line that repeats it).
- **Function tasks are re-read on demand** (their line's bytes at its offset, length and
  CRC-32 checked as in :mod:`gar.rollout_file`: a line changed during the run is an error
  naming it), the last :data:`RECENT` kept: the grader asks for a group's task a few times
  in a row, then never again. Kept per task: where its line is
  (:class:`gar.line_index.LineIndex`: offset and CRC-32) and a 64-bit digest of its id,
  sorted with its place: ~20 bytes a task, no id string and no dict entry (~160 bytes). A
  lookup finds the digest and confirms the id by reading the task (which it then keeps), so
  a digest collision never confuses two tasks; iterating the ids reads every line again.
- **Repository tasks stay parsed**: building one materialises or checks its workspace (disk
  work, not worth repeating), and a repository task set is small.
- A gzipped tasks file, or a built-in name, is loaded whole (:func:`open_tasks`).
"""

from __future__ import annotations

import hashlib
import weakref
from array import array
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import numpy as np

from gar.errors import InputError
from gar.line_index import LineIndex, carrying, parse_line
from gar.records import Task
from gar.task_formats import task_from_dict, task_kind

__all__ = ["RECENT", "TaskFile", "open_tasks"]

RECENT = 32  # function tasks kept parsed, most recently asked for


def _digest(task_id: str) -> int:
    return int.from_bytes(hashlib.blake2b(task_id.encode(), digest_size=8).digest(), "little")


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
        self._lines = LineIndex()
        self._digests = np.zeros(0, dtype=np.uint64)  # each task id's digest, sorted
        self._places = np.zeros(0, dtype=np.int32)  # the task at each of those digests
        self._kept: dict[str, Task] = {}  # repository tasks
        self._kept_at: dict[int, str] = {}  # their places
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

    # ------------------------------------------------------------------ the pass

    def _index(self) -> None:
        offset, digests = 0, array("Q")
        for number, line in enumerate(self._handle, start=1):
            record = parse_line(self.path, number, line)
            if record is not None:
                task = self._parse(number, record)
                if task_kind(record) == "repo":
                    self._kept[task.task_id] = task
                    self._kept_at[len(self._lines)] = task.task_id
                self._lines.add(number, offset, line)
                digests.append(_digest(task.task_id))
            offset += len(line)
        if not len(self._lines):
            raise InputError(str(self.path), None, "the file holds no records")
        every = np.frombuffer(digests, dtype=np.uint64)
        order = np.argsort(every, kind="stable")
        self._digests, self._places = every[order], order.astype(np.int32)
        self._check_duplicates()

    def _check_duplicates(self) -> None:
        """A task id given twice is an error naming the line that repeats it (the earliest);
        equal digests are confirmed by the tasks' ids, a collision is never reported."""
        digests = self._digests
        repeated = np.unique(digests[1:][digests[1:] == digests[:-1]])
        first: tuple[int, str] | None = None
        for digest in repeated:
            seen: set[str] = set()
            for place in self._carrying(int(digest)):
                task_id = self._task_id(place)
                if task_id in seen and (first is None or self._lines.line(place) < first[0]):
                    first = (self._lines.line(place), task_id)
                seen.add(task_id)
        if first is not None:
            raise InputError(str(self.path), first[0], f"duplicate task_id {first[1]!r}")

    def _parse(self, number: int, record: dict[str, Any]) -> Task:
        try:
            return task_from_dict(record, self.path.parent, f"{self.path}:{number}")
        except (ValueError, TypeError) as exc:
            raise InputError(str(self.path), number, f"bad task: {exc}") from exc

    # ------------------------------------------------------------------ reading

    def _carrying(self, digest: int) -> list[int]:
        """The places of the tasks whose id has this digest, in file order."""
        return carrying(self._digests, self._places, digest)

    def _load(self, place: int) -> Task:
        return self._parse(self._lines.line(place), self._lines.read(self.path, self._handle,
                                                                     place))

    def _task_id(self, place: int) -> str:
        kept = self._kept_at.get(place)
        return kept if kept is not None else self._load(place).task_id

    def _find(self, task_id: object) -> Task | None:
        """The task with this id (read back, confirmed, and kept among the recent), or None."""
        if not isinstance(task_id, str):
            return None
        if task_id in self._kept:
            return self._kept[task_id]
        if task_id in self._recent:
            self._recent.move_to_end(task_id)
            return self._recent[task_id]
        for place in self._carrying(_digest(task_id)):
            if place in self._kept_at:
                continue  # a repository task with the same digest: not this id
            task = self._load(place)
            if task.task_id == task_id:
                self._recent[task_id] = task
                if len(self._recent) > RECENT:
                    self._recent.popitem(last=False)
                return task
        return None

    def __getitem__(self, task_id: str) -> Task:
        task = self._find(task_id)
        if task is None:
            raise KeyError(task_id)  # an unknown task, as a dict
        return task

    def __contains__(self, task_id: object) -> bool:
        return self._find(task_id) is not None

    def __iter__(self) -> Iterator[str]:
        """The task ids in file order (each line is read again: rare, e.g. to pickle)."""
        return (self._task_id(place) for place in range(len(self._lines)))

    def __len__(self) -> int:
        return len(self._lines)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the plain dict of every task (a Ray actor gets the whole table)."""
        return dict, (dict(self.items()),)

    def close(self) -> None:
        self._closer()

    def __enter__(self) -> TaskFile:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
