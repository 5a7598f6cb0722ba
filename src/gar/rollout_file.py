"""Rollouts read lazily from a JSONL file, so a 100k-rollout run holds an index, not the inputs.

:class:`RolloutFile` is a ``Sequence[Rollout]`` over a rollouts file: ``rollouts[i]`` is the
same :class:`~gar.records.Rollout` :func:`gar.io.load_rollouts` gives (same ids, ``index``,
``origin`` and ``problem``), built when asked for. Decisions:

- **One validating pass at open.** Every line is read and checked as the eager loader always
  did: UTF-8, JSON, an object, a string ``task_id``, no rollout_id written twice for a task, a
  file with records. Each error is an :class:`~gar.errors.InputError` naming ``file:line``
  (exit code 2), raised before any work. Kept per record: where its line is
  (:class:`gar.line_index.LineIndex`: offset and CRC-32, line numbers and lengths derived),
  its task (an index into the distinct task ids), its occurrence among its task's rollouts,
  and a bit saying whether it has a rollout_id of its own; for those, a 32-bit digest of the
  id and its position, sorted by digest (:class:`_Ids`): ~20 bytes, against ~1.3 KiB for a
  parsed rollout (100k rollouts: ~2 MiB, not ~130). The arrays start narrow (16-bit task and
  occurrence, 32-bit offset) and widen when a file needs it.
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
import tempfile
import weakref
from array import array
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any, overload

import numpy as np

from gar.errors import InputError
from gar.line_index import LineIndex, append, carrying, parse_line, read_back
from gar.records import Rollout, Task
from gar.stdio import is_stdio, stdio_program

__all__ = ["CODE_FIELDS", "RolloutFile", "Selection", "parse_line", "read_back",
           "rollout_from_dict", "select", "task_ids"]

CODE_FIELDS = ("completion", "solution", "patch")


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
    """A 32-bit digest of a rollout's key: a filter only (every match is confirmed by
    reading the lines), so collisions cost a read, never a wrong answer."""
    key = f"{len(task_id)}:{task_id}{rollout_id}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=4).digest(), "little")


class RolloutFile(Sequence[Rollout]):
    """The rollouts of ``path`` for ``tasks``, in file order (see the module doc). The file
    stays open until :meth:`close`, the end of a ``with`` block, or garbage collection."""

    def __init__(self, path: str | Path, tasks: Mapping[str, Task]) -> None:
        self.path = Path(path)
        self.tasks = tasks
        self._names: list[str] = []  # distinct task ids, first seen first
        self._lines = LineIndex()
        self._ids = _Ids()
        self._handle = _open(self.path)
        try:
            self._handle = self._read(self._handle)
            self._check_duplicates()
        except BaseException:
            self._handle.close()
            raise
        self.task_ids = _TaskIds(self._names, self._ids)
        # Closed with the object too (a CLI command holds it to its end, not in a block).
        self._closer = weakref.finalize(self, self._handle.close)

    # ------------------------------------------------------------------ the pass

    def _read(self, raw: IO[bytes]) -> IO[bytes]:
        """Validate and index every line; returns the handle the reads use."""
        gz = self.path.suffix == ".gz"
        store = tempfile.TemporaryFile(prefix="gar-rollouts-") if gz else raw  # noqa: SIM115
        stream = gzip.open(raw) if gz else raw  # noqa: SIM115 — raw is closed by the caller
        known: dict[str, int] = {}
        counts: list[int] = []
        digests = array("I")  # each record's own-id digest (0: none), for the pass only
        offset = 0
        try:
            for number, line in enumerate(stream, start=1):
                if gz:
                    store.write(line)
                record = parse_line(self.path, number, line)
                if record is not None:
                    self._add(number, offset, line, record, known, counts, digests)
                offset += len(line)
        except (OSError, EOFError) as exc:  # corrupt gzip stream
            if gz:
                store.close()
            raise InputError(str(self.path), None, f"cannot read: {exc}") from exc
        if gz:
            store.flush()
            raw.close()
        if not len(self._lines):
            if gz:
                store.close()
            raise InputError(str(self.path), None, "the file holds no records")
        self._ids.finish(np.frombuffer(digests, dtype=np.uint32))
        return store

    def _add(self, number: int, offset: int, line: bytes, record: dict[str, Any],
             known: dict[str, int], counts: list[int], digests: array) -> None:
        task_id = record.get("task_id")
        if not isinstance(task_id, str) or not task_id:
            raise InputError(str(self.path), number, "missing or non-string field 'task_id'")
        task = known.get(task_id)
        if task is None:
            task = known[task_id] = len(self._names)
            self._names.append(task_id)
            counts.append(0)
        own = record.get("rollout_id")
        digests.append(_digest(task_id, str(own)) or 1 if own is not None else 0)
        self._lines.add(number, offset, line)
        self._ids.add(task, counts[task])
        counts[task] += 1

    def _check_duplicates(self) -> None:
        explicit = self._ids.explicit
        repeated = np.unique(explicit[1:][explicit[1:] == explicit[:-1]])
        if not len(repeated):
            return
        first_repeat: tuple[int, int, str, str] | None = None  # (line, first line, task, id)
        for digest in repeated:
            seen: dict[tuple[str, str], int] = {}
            for position in self._ids.carrying(int(digest)):
                key = self.key(position)
                line = self._lines.line(position)
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
        return len(self._lines)

    @overload
    def __getitem__(self, position: int) -> Rollout: ...
    @overload
    def __getitem__(self, position: slice) -> list[Rollout]: ...

    def __getitem__(self, position: int | slice) -> Rollout | list[Rollout]:
        if isinstance(position, slice):
            return [self[p] for p in range(*position.indices(len(self)))]
        position = _index_in(position, len(self))
        record = self._record(position)
        record["task_id"] = self._names[self._ids.task[position]]
        record["rollout_id"] = self._rollout_id(position, record)
        return rollout_from_dict(record, self.tasks, position,
                                 f"{self.path}:{self._lines.line(position)}",
                                 self._ids.occurrence[position])

    def __iter__(self) -> Iterator[Rollout]:
        return (self[p] for p in range(len(self)))

    def key(self, position: int) -> tuple[str, str]:
        """``(task_id, rollout_id)`` of a position (reads the line only for an explicit id)."""
        position = _index_in(position, len(self))
        return self._names[self._ids.task[position]], self._rollout_id(position)

    def keys(self) -> Sequence[tuple[str, str]]:
        """Every position's ``(task_id, rollout_id)``, read on demand."""
        return _Keys(self)

    def _record(self, position: int) -> dict[str, Any]:
        return self._lines.read(self.path, self._handle, position)

    def _rollout_id(self, position: int, record: Mapping[str, Any] | None = None) -> str:
        task_id = self._names[self._ids.task[position]]
        if self._ids.has_own(position):
            record = record if record is not None else self._record(position)
            return str(record["rollout_id"])
        occurrence, suffix = self._ids.occurrence[position], 0
        candidate = f"{task_id}#{occurrence}"
        while self._is_explicit(task_id, candidate):
            suffix += 1
            candidate = f"{task_id}#{occurrence}.{suffix}"
        return candidate

    def _is_explicit(self, task_id: str, rollout_id: str) -> bool:
        """Whether the file itself gives a rollout of ``task_id`` this id (a digest found
        among the explicit ones is confirmed by reading the lines that carry it)."""
        return any(self.key(p) == (task_id, rollout_id)
                   for p in self._ids.carrying(_digest(task_id, rollout_id) or 1))

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


class _Ids:
    """Per record: its task (an index into the distinct task ids) and its occurrence among
    that task's rollouts (16-bit, widened on demand); the explicit ids' 32-bit digests,
    sorted, with their positions; and a bit per record saying whether it has one."""

    def __init__(self) -> None:
        self.task, self.occurrence = array("H"), array("H")
        self.explicit = np.zeros(0, dtype=np.uint32)  # sorted digests of the explicit ids
        self._carriers = np.zeros(0, dtype=np.int32)  # their positions, in the same order
        self._own = bytearray()  # one bit per record: it has a rollout_id of its own

    def add(self, task: int, occurrence: int) -> None:
        self.task = append(self.task, task)
        self.occurrence = append(self.occurrence, occurrence)

    def finish(self, digests: np.ndarray) -> None:
        """The pass is over: ``digests`` (0 = no id of its own) become the sorted index."""
        own = digests != 0
        self._own = bytearray(np.packbits(own, bitorder="little").tobytes())
        carriers = np.flatnonzero(own).astype(np.int32)
        explicit = digests[carriers]
        order = np.argsort(explicit, kind="stable")
        self.explicit, self._carriers = explicit[order], carriers[order]

    def has_own(self, position: int) -> bool:
        return bool(self._own[position >> 3] >> (position & 7) & 1)

    def carrying(self, digest: int) -> list[int]:
        """The positions whose own id has this digest, in file order."""
        return carrying(self.explicit, self._carriers, digest)


class _TaskIds(Sequence[str]):
    def __init__(self, names: list[str], ids: _Ids) -> None:
        self._names, self._ids = names, ids

    def __len__(self) -> int:
        return len(self._ids.task)

    def __getitem__(self, position: Any) -> Any:
        if isinstance(position, slice):
            return [self._names[t] for t in self._ids.task[position]]
        return self._names[self._ids.task[position]]

    def group_codes(self) -> tuple[list[str], np.ndarray]:
        """The distinct task ids (first seen first) and each position's index into them."""
        task = self._ids.task
        return self._names, np.frombuffer(task, dtype=np.dtype(task.typecode))


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
