"""Rollouts read lazily from a JSONL file, so a 100k-rollout run holds an index, not the inputs.

:class:`RolloutFile` is a ``Sequence[Rollout]`` over a rollouts file: ``rollouts[i]`` is the
same :class:`~gar.records.Rollout` :func:`gar.io.load_rollouts` gives (same ids, ``index``,
``origin`` and ``problem``), built when asked for. Decisions:

- **One validating pass at open.** Every line is read and checked as the eager loader always
  did: UTF-8, JSON, an object, a string ``task_id``, no rollout_id written twice for a task, a
  file with records. Each error is an :class:`~gar.errors.InputError` naming ``file:line``
  (exit code 2), raised before any work. Kept per record: its line's byte offset and length,
  its line number, its task (an index into the distinct task ids), its occurrence among its
  task's rollouts, a CRC-32 of the line, and a 64-bit digest of its own rollout_id if it has
  one: ~45 bytes, against ~1.3 KiB for a parsed rollout (100k rollouts: ~4 MiB, not ~130).
- **Reading back** takes the line's bytes at its offset (``pread`` on the descriptor opened
  for the pass) and checks their length and CRC: a line changed since the pass (the file
  rewritten during the run) is an InputError naming ``file:line``, never a silently
  different rollout. A file replaced by a rename is still read from the open descriptor,
  i.e. the content that was validated (and fingerprinted for ``--resume``).
- **Duplicate rollout ids** are found without a set of id strings (~100 bytes an entry): the
  digests of the explicit ids are sorted (numpy, no Python object per id) and only equal
  digests are confirmed by re-reading both lines, so a digest collision of two different ids
  is never reported. The error names the earliest line that repeats an id, citing the first
  (as before), but comes after the pass: a broken line later in the file is reported first.
- **Generated ids** (``TASK#k``; ``TASK#k.1`` where the file itself uses ``TASK#k`` for the
  task) are made on demand: the candidate's digest is looked up among the sorted explicit
  ones and a match confirmed by reading its lines, so the ids are exactly the eager
  loader's.
- **Gzipped files** are decompressed once during the pass into an anonymous temporary file
  (``TMPDIR``) that the reads use: a gzip stream cannot be read at an offset without
  decompressing everything before it.

:func:`task_ids` and :func:`select` let the pipeline group and subset such a sequence without
reading a line; for any other sequence they fall back to reading the rollouts.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import tempfile
import weakref
import zlib
from array import array
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any, overload

import numpy as np

from gar.errors import InputError
from gar.records import Rollout, Task
from gar.stdio import is_stdio, stdio_program

__all__ = ["CODE_FIELDS", "RolloutFile", "Selection", "parse_line", "rollout_from_dict", "select",
           "task_ids"]

CODE_FIELDS = ("completion", "solution", "patch")


def read_back(path: Path, handle: IO[bytes], line: int, offset: int, length: int,
              crc: int) -> dict[str, Any]:
    """The record of a line the validating pass indexed, read again by offset; the CRC-32
    taken in that pass must match (a file rewritten during the run is an input error)."""
    data = os.pread(handle.fileno(), length, offset)
    if len(data) != length or zlib.crc32(data) != crc:
        raise InputError(str(path), line, "the line changed after it was read (the file was "
                         "modified during the run); run again on a file that nothing writes to")
    record = parse_line(path, line, data)
    assert record is not None  # the same bytes parsed in the pass
    return record


def parse_line(path: Path, number: int, line: bytes) -> dict[str, Any] | None:
    """Line ``number`` of ``path`` as a JSON object (None if blank); an InputError if bad."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(str(path), number, f"not valid UTF-8 ({exc.reason} at byte {exc.start})")
    if not text.strip():
        return None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(str(path), number, f"invalid JSON: {exc.msg} (column {exc.colno})")
    except RecursionError:
        raise InputError(str(path), number, "invalid JSON: nested too deeply") from None
    if not isinstance(record, dict):
        raise InputError(str(path), number, f"expected a JSON object, got {type(record).__name__}")
    return record


def rollout_from_dict(
    record: Mapping[str, Any], tasks: Mapping[str, Task], index: int, origin: str,
    occurrence: int,
) -> Rollout:
    """Build a rollout; content problems go into ``problem`` instead of raising."""
    task_id = record["task_id"]
    rollout_id = record.get("rollout_id")
    rollout_id = str(rollout_id) if rollout_id is not None else f"{task_id}#{occurrence}"
    code = {k: record[k] for k in CODE_FIELDS if record.get(k) is not None}
    problem = None
    if task_id not in tasks:
        problem = f"unknown task_id {task_id!r} ({origin})"
    elif not code and isinstance(record.get("infrastructure_error"), str):  # gar rollout
        problem = f"the rollout was not produced: {record['infrastructure_error']} ({origin})"
    elif len(code) != 1:
        problem = (
            f"expected exactly one of completion/solution/patch, got {len(code)} ({origin})"
        )
    elif not isinstance(next(iter(code.values())), str):
        problem = f"the rollout's code must be a string ({origin})"
    clean = {k: v for k, v in code.items() if isinstance(v, str)}
    program = next(iter(clean.values()), "")
    if problem is None and program.strip() and is_stdio(tasks[task_id]):  # a whole program
        clean = {"solution": stdio_program(program)}
    return Rollout(
        task_id=task_id, rollout_id=rollout_id, trajectory=record.get("trajectory"),
        index=index, origin=origin, problem=problem, **clean,
    )


def _digest(task_id: str, rollout_id: str) -> int:
    key = f"{len(task_id)}:{task_id}{rollout_id}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "little")


class RolloutFile(Sequence[Rollout]):
    """The rollouts of ``path`` for ``tasks``, in file order (see the module doc). The file
    stays open until :meth:`close`, the end of a ``with`` block, or garbage collection."""

    def __init__(self, path: str | Path, tasks: Mapping[str, Task]) -> None:
        self.path = Path(path)
        self.tasks = tasks
        self._names: list[str] = []  # distinct task ids, first seen first
        self._offset, self._length, self._line = array("q"), array("q"), array("q")
        self._task, self._occurrence, self._crc = array("i"), array("i"), array("I")
        self._own = array("Q")  # digest of the record's own rollout_id; 0: none
        self._explicit = np.zeros(0, dtype=np.uint64)  # sorted digests of the explicit ids
        self._handle = _open(self.path)
        try:
            self._handle = self._index(self._handle)
            self._check_duplicates()
        except BaseException:
            self._handle.close()
            raise
        self.task_ids = _TaskIds(self._names, self._task)
        # Closed with the object too (a CLI command holds it to its end, not in a block).
        self._closer = weakref.finalize(self, self._handle.close)

    # ------------------------------------------------------------------ the pass

    def _index(self, raw: IO[bytes]) -> IO[bytes]:
        """Validate and index every line; returns the handle the reads use."""
        gz = self.path.suffix == ".gz"
        store = tempfile.TemporaryFile(prefix="gar-rollouts-") if gz else raw  # noqa: SIM115
        stream = gzip.open(raw) if gz else raw  # noqa: SIM115 — raw is closed by the caller
        known: dict[str, int] = {}
        counts: list[int] = []
        offset = 0
        try:
            for number, line in enumerate(stream, start=1):
                if gz:
                    store.write(line)
                record = parse_line(self.path, number, line)
                if record is not None:
                    self._add(number, offset, line, record, known, counts)
                offset += len(line)
        except (OSError, EOFError) as exc:  # corrupt gzip stream
            if gz:
                store.close()
            raise InputError(str(self.path), None, f"cannot read: {exc}") from exc
        if gz:
            store.flush()
            raw.close()
        if not self._offset:
            if gz:
                store.close()
            raise InputError(str(self.path), None, "the file holds no records")
        return store

    def _add(self, number: int, offset: int, line: bytes, record: dict[str, Any],
             known: dict[str, int], counts: list[int]) -> None:
        task_id = record.get("task_id")
        if not isinstance(task_id, str) or not task_id:
            raise InputError(str(self.path), number, "missing or non-string field 'task_id'")
        task = known.get(task_id)
        if task is None:
            task = known[task_id] = len(self._names)
            self._names.append(task_id)
            counts.append(0)
        own = record.get("rollout_id")
        self._offset.append(offset)
        self._length.append(len(line))
        self._line.append(number)
        self._task.append(task)
        self._occurrence.append(counts[task])
        self._crc.append(zlib.crc32(line))
        self._own.append(_digest(task_id, str(own)) or 1 if own is not None else 0)
        counts[task] += 1

    def _check_duplicates(self) -> None:
        own = np.frombuffer(self._own, dtype=np.uint64)
        explicit = np.sort(own[own != 0])
        self._explicit = explicit
        repeated = np.unique(explicit[1:][explicit[1:] == explicit[:-1]])
        if not len(repeated):
            return
        first_repeat: tuple[int, int, str, str] | None = None  # (line, first line, task, id)
        for digest in repeated:
            seen: dict[tuple[str, str], int] = {}
            for position in np.flatnonzero(own == digest):
                key = self.key(int(position))
                line = self._line[position]
                if key not in seen:
                    seen[key] = line
                elif first_repeat is None or line < first_repeat[0]:
                    first_repeat = (line, seen[key], *key)
        if first_repeat is not None:
            line, first, task_id, rollout_id = first_repeat
            raise InputError(str(self.path), line, f"duplicate rollout_id {rollout_id!r} for "
                             f"task {task_id!r} (first at line {first})")

    # ------------------------------------------------------------------ reading

    def __len__(self) -> int:
        return len(self._offset)

    @overload
    def __getitem__(self, position: int) -> Rollout: ...
    @overload
    def __getitem__(self, position: slice) -> list[Rollout]: ...

    def __getitem__(self, position: int | slice) -> Rollout | list[Rollout]:
        if isinstance(position, slice):
            return [self[p] for p in range(*position.indices(len(self)))]
        position = _index_in(position, len(self))
        record = self._record(position)
        record["task_id"] = self._names[self._task[position]]
        record["rollout_id"] = self._rollout_id(position, record)
        return rollout_from_dict(record, self.tasks, position,
                                 f"{self.path}:{self._line[position]}",
                                 self._occurrence[position])

    def __iter__(self) -> Iterator[Rollout]:
        return (self[p] for p in range(len(self)))

    def key(self, position: int) -> tuple[str, str]:
        """``(task_id, rollout_id)`` of a position (reads the line only for an explicit id)."""
        position = _index_in(position, len(self))
        return self._names[self._task[position]], self._rollout_id(position)

    def keys(self) -> Sequence[tuple[str, str]]:
        """Every position's ``(task_id, rollout_id)``, read on demand."""
        return _Keys(self)

    def _record(self, position: int) -> dict[str, Any]:
        return read_back(self.path, self._handle, self._line[position],
                         self._offset[position], self._length[position], self._crc[position])

    def _rollout_id(self, position: int, record: Mapping[str, Any] | None = None) -> str:
        task_id = self._names[self._task[position]]
        if self._own[position]:
            record = record if record is not None else self._record(position)
            return str(record["rollout_id"])
        occurrence, suffix = self._occurrence[position], 0
        candidate = f"{task_id}#{occurrence}"
        while self._is_explicit(task_id, candidate):
            suffix += 1
            candidate = f"{task_id}#{occurrence}.{suffix}"
        return candidate

    def _is_explicit(self, task_id: str, rollout_id: str) -> bool:
        """Whether the file itself gives a rollout of ``task_id`` this id (a digest found
        among the explicit ones is confirmed by reading the lines that carry it)."""
        digest = _digest(task_id, rollout_id) or 1
        where = int(np.searchsorted(self._explicit, np.uint64(digest)))
        if where == len(self._explicit) or int(self._explicit[where]) != digest:
            return False
        own = np.frombuffer(self._own, dtype=np.uint64)
        return any(self.key(int(p)) == (task_id, rollout_id)
                   for p in np.flatnonzero(own == np.uint64(digest)))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the list of every rollout (another process has no descriptor)."""
        return list, (list(self),)

    def close(self) -> None:
        self._closer()

    def __enter__(self) -> RolloutFile:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _open(path: Path) -> IO[bytes]:
    if not path.exists():
        raise InputError(str(path), None, "no such file")
    if path.is_dir():
        raise InputError(str(path), None, "is a directory, not a JSONL file")
    try:
        return open(path, "rb")  # owned by the RolloutFile
    except OSError as exc:
        raise InputError(str(path), None, f"cannot read: {exc.strerror or exc}") from exc


def _index_in(position: int, size: int) -> int:
    if position < 0:
        position += size
    if not 0 <= position < size:
        raise IndexError("rollout position out of range")
    return position


class _TaskIds(Sequence[str]):
    def __init__(self, names: list[str], task: array) -> None:
        self._names, self._task = names, task

    def __len__(self) -> int:
        return len(self._task)

    def __getitem__(self, position: Any) -> Any:
        if isinstance(position, slice):
            return [self._names[t] for t in self._task[position]]
        return self._names[self._task[position]]


class _Keys(Sequence[tuple[str, str]]):
    def __init__(self, rollouts: RolloutFile) -> None:
        self._rollouts = rollouts

    def __len__(self) -> int:
        return len(self._rollouts)

    def __getitem__(self, position: Any) -> Any:
        if isinstance(position, slice):
            return [self._rollouts.key(p) for p in range(*position.indices(len(self)))]
        return self._rollouts.key(position)


class Selection(Sequence[Rollout]):
    """The rollouts of ``base`` at ``positions`` (in that order), read on demand."""

    def __init__(self, base: Sequence[Rollout], positions: Sequence[int]) -> None:
        self._base = base
        self._positions = array("q", positions)
        ids = task_ids(base) if isinstance(base, RolloutFile | Selection) else None
        self.task_ids: Sequence[str] | None = (
            None if ids is None else [ids[p] for p in self._positions])

    def __len__(self) -> int:
        return len(self._positions)

    def __getitem__(self, position: Any) -> Any:
        if isinstance(position, slice):
            return [self._base[p] for p in self._positions[position]]
        return self._base[self._positions[position]]


def task_ids(rollouts: Sequence[Rollout]) -> Sequence[str]:
    """Every rollout's task id, in order; without reading the lines of a lazy file."""
    ids = getattr(rollouts, "task_ids", None) if isinstance(
        rollouts, RolloutFile | Selection) else None
    return ids if ids is not None else [r.task_id for r in rollouts]


def select(rollouts: Sequence[Rollout], positions: Sequence[int]) -> Sequence[Rollout]:
    """The rollouts at ``positions``: a lazy view of a :class:`RolloutFile`, else a list."""
    if isinstance(rollouts, RolloutFile | Selection):
        return Selection(rollouts, positions)
    return [rollouts[p] for p in positions]
