"""The commands' output file: streamed, atomic, resumable, locked.

Decisions (the issue is silent on the details):

- Records go, in input order, to ``OUT.partial`` as soon as every earlier record is written;
  ``OUT`` appears only when the run is complete, by an atomic rename after ``fsync``. A kill
  (even ``kill -9``) or a full disk never leaves a truncated file at ``OUT``, and never
  destroys a previous ``OUT``.
- ``OUT.partial.meta`` holds a fingerprint of the inputs and options, then one line per
  finished unit (a group, or a rollout graded alone) with its summary. It is written *before*
  the unit's records, so a unit whose records are all in the partial always has its line.
- ``--resume`` keeps the units whose records are all present and match the inputs position
  by position (task_id and rollout_id), under the same fingerprint; it truncates the partial
  to the first record of an incomplete unit and grades the rest. Another fingerprint is an
  error (exit 2), not a silent restart.
- ``OUT.lock`` is held (``flock``) for the whole run: a second run on the same output stops.
- ``-o -`` streams to standard output (no partial, no resume); so does an existing output that
  is not a regular file (``/dev/null``, a FIFO): renaming over it would replace the device.
- Before any work: an output that is a directory, an input file, or not writable is an error.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import sys
import tempfile
from array import array
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from gar.errors import GarError

STDOUT = "-"


class OutputError(GarError):
    """The output path cannot be used (checked before any work)."""


@dataclass
class Resumed:
    """What a resume keeps: the kept units' meta lines (``positions``, ``summary``), which
    input positions they cover (``done``), and :meth:`line` to read a kept record back. The
    kept records before the first incomplete unit stay on disk, in the partial, read back by
    offset (a resumed 100k run does not hold them); the few kept after it are held until
    rewritten."""

    units: list[dict[str, Any]] = field(default_factory=list)
    done: Positions = field(default_factory=lambda: Positions(0))
    path: Path | None = None
    offsets: Sequence[int] = ()  # line i of the partial spans offsets[i]:offsets[i + 1]
    held: dict[int, str] = field(default_factory=dict)  # kept lines at or past the cut

    def line(self, position: int) -> str:
        if position in self.held:
            return self.held[position]
        assert self.path is not None
        start, end = self.offsets[position], self.offsets[position + 1]
        with open(self.path, "rb") as handle:
            handle.seek(start)
            return handle.read(end - start).decode("utf-8")


class Positions:
    """A set of input positions below ``size``, one bit each (a set of ints costs ~70 bytes
    an entry)."""

    def __init__(self, size: int, members: Iterable[int] = ()) -> None:
        self._bits = bytearray((size + 7) // 8)
        self._count = 0
        for position in members:
            self.add(position)

    def add(self, position: int) -> None:
        byte, bit = divmod(position, 8)
        if not self._bits[byte] >> bit & 1:
            self._bits[byte] |= 1 << bit
            self._count += 1

    def __contains__(self, position: object) -> bool:
        if not isinstance(position, int) or not 0 <= position < len(self._bits) * 8:
            return False
        return bool(self._bits[position // 8] >> (position % 8) & 1)

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[int]:
        return (p for p in range(len(self._bits) * 8) if p in self)


def fingerprint(inputs: Sequence[str], options: Mapping[str, Any]) -> str:
    """A digest of the input files' bytes (or built-in names) and the grading options."""
    digest = hashlib.sha256()
    for spec in inputs:
        path = Path(spec)
        digest.update(spec.encode() + b"\0")
        if path.is_file():
            with open(path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
    digest.update(json.dumps(dict(options), sort_keys=True, default=str).encode())
    return digest.hexdigest()[:32]


class Output:
    """``with Output(out, inputs, fp, keys) as output: output.write_unit(...)``; ``keys`` are
    the inputs' ``(task_id, rollout_id)`` in order. ``finish()`` makes ``OUT`` appear."""

    def __init__(self, out: str, inputs: Sequence[str], fp: str,
                 keys: Sequence[tuple[str, str]], resume: bool = False) -> None:
        self.keys = keys
        self.fingerprint = fp
        self.streaming = _streams(out)
        self.path = Path(out)
        self.partial = self.path.with_name(self.path.name + ".partial")
        self.meta_path = self.path.with_name(self.path.name + ".partial.meta")
        self.lock_path = self.path.with_name(self.path.name + ".lock")
        self.written = 0  # records written, a prefix of the input order
        self.kept = 0  # of which reused from an interrupted run
        self._pending: dict[int, str] = {}
        self._lock: TextIO | None = None
        self._out: TextIO | None = None
        self._meta: TextIO | None = None
        _check_target(out, inputs, resume, self.streaming)
        self.resumed = Resumed()
        if self.streaming:
            self._out = sys.stdout if out == STDOUT else open(out, "w", encoding="utf-8")  # noqa: SIM115
            return
        self._open_locked(resume)

    # ----------------------------------------------------------------- writing

    def write_unit(self, positions: Sequence[int], records: Iterable[Mapping[str, Any]],
                   summary: Mapping[str, Any] | None) -> None:
        """One finished unit: its meta line now, its records as soon as the order allows."""
        lines = [json.dumps(r, ensure_ascii=False) + "\n" for r in records]
        if self._meta is not None:
            try:
                self._meta.write(json.dumps({"positions": list(positions), "summary": summary},
                                            ensure_ascii=False) + "\n")
                self._meta.flush()
            except OSError as exc:
                raise OutputError(f"cannot write {self.meta_path}: {exc.strerror or exc}") \
                    from None
        for position, line in zip(positions, lines, strict=True):
            self._pending[position] = line
        self._drain()

    def _drain(self) -> None:
        assert self._out is not None
        chunk = []
        while self.written in self._pending:
            chunk.append(self._pending.pop(self.written))
            self.written += 1
        if chunk:
            try:
                self._out.write("".join(chunk))
                self._out.flush()
            except OSError as exc:  # a full disk: what is written stays, resumable
                where = "" if self.streaming else f"; what was written is in {self.partial}"
                raise OutputError(f"cannot write the output {self.path}: "
                                  f"{exc.strerror or exc}{where}") from None

    def finish(self) -> None:
        """Every record written: fsync and rename ``OUT.partial`` to ``OUT``."""
        if self.written != len(self.keys):
            raise RuntimeError(f"only {self.written} of {len(self.keys)} records written")
        assert self._out is not None
        if self.streaming:
            self._out.flush()
            return
        self._out.flush()
        os.fsync(self._out.fileno())
        self._out.close()
        os.replace(self.partial, self.path)
        _fsync_dir(self.path.parent)
        with contextlib.suppress(OSError):
            self.meta_path.unlink()

    def close(self) -> None:
        """Flush what is written and release the lock (the partial stays on interruption)."""
        for handle in (self._out, self._meta):
            if handle is not None and handle is not sys.stdout and not handle.closed:
                with contextlib.suppress(OSError):
                    handle.flush()
                    handle.close()
        if self._lock is not None:
            with contextlib.suppress(OSError):
                if not self.partial.exists():
                    self.lock_path.unlink()
            self._lock.close()
            self._lock = None

    def __enter__(self) -> Output:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- opening

    def _open_locked(self, resume: bool) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._lock = open(self.lock_path, "a+", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            raise OutputError(f"cannot write the output {self.path}: {exc.strerror or exc}") from exc
        try:
            fcntl.flock(self._lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._lock.seek(0)
            holder = self._lock.read().strip() or "?"
            self._lock.close()
            self._lock = None
            raise OutputError(f"{self.path} is being written by another gar run (pid {holder}); "
                              f"wait for it or choose another -o") from None
        self._lock.seek(0)
        self._lock.truncate()
        self._lock.write(str(os.getpid()))
        self._lock.flush()
        try:
            if resume and self.partial.exists():
                self._reopen_for_resume()
            else:
                self._out = open(self.partial, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
                self._meta = open(self.meta_path, "w", encoding="utf-8")  # noqa: SIM115
                self._meta.write(json.dumps({"fingerprint": self.fingerprint}) + "\n")
                self._meta.flush()
        except OSError as exc:
            self.close()
            raise OutputError(f"cannot write the output {self.path}: {exc.strerror or exc}") from exc

    def _reopen_for_resume(self) -> None:
        units = _read_meta(self.meta_path, self.fingerprint)
        offsets = _read_prefix(self.partial, self.keys)
        count = len(offsets) - 1
        complete = [u for u in units if all(p < count for p in u["positions"])]
        done = Positions(len(self.keys), (p for u in complete for p in u["positions"]))
        cut = next((p for p in range(count) if p not in done), count)
        resumed = Resumed(complete, done, self.partial, offsets)
        resumed.held = {p: resumed.line(p) for u in complete for p in u["positions"] if p >= cut}
        self.resumed = resumed
        self.kept = len(done)
        with open(self.partial, "r+b") as handle:
            handle.truncate(offsets[cut])
        self._out = open(self.partial, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        self._meta = open(self.meta_path, "w", encoding="utf-8")  # noqa: SIM115
        self._meta.write(json.dumps({"fingerprint": self.fingerprint}) + "\n")
        for unit in complete:
            self._meta.write(json.dumps(unit, ensure_ascii=False) + "\n")
        self._meta.flush()
        self.written = cut
        self._pending.update(self.resumed.held)
        self._drain()


def check_target(out: str, inputs: Sequence[str], resume: bool) -> None:
    """Stop before any work when ``out`` cannot be the output (see the module doc)."""
    _check_target(out, inputs, resume, _streams(out))


def _streams(out: str) -> bool:
    path = Path(out)
    return out == STDOUT or (path.exists() and not path.is_file() and not path.is_dir())


def _check_target(out: str, inputs: Sequence[str], resume: bool, streaming: bool) -> None:
    if out == STDOUT:
        if resume:
            raise OutputError("--resume needs an output file, not '-' (standard output)")
        return
    path = Path(out)
    if path.is_dir():
        raise OutputError(f"the output {out} is a directory; give a file path")
    for spec in inputs:
        with contextlib.suppress(OSError):
            if Path(spec).is_file() and path.exists() and path.samefile(spec):
                raise OutputError(f"the output {out} is an input file; it would be overwritten")
    if streaming:
        return
    try:  # a real probe: mode bits say nothing for root, /proc, or a read-only mount
        path.parent.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryFile(dir=path.parent).close()
    except OSError as exc:
        raise OutputError(f"cannot write the output {out}: "
                          f"{exc.strerror or exc} ({path.parent})") from None


def _read_meta(path: Path, fp: str) -> list[dict[str, Any]]:
    units: list[dict[str, Any]] = []
    try:
        with open(path, encoding="utf-8") as handle:
            header = json.loads(handle.readline() or "{}")
            if header.get("fingerprint") != fp:
                raise OutputError(
                    f"{path} was written by a run with other inputs or options; run without "
                    "--resume to start over, or with the same inputs and options")
            for line in handle:
                try:
                    units.append(json.loads(line))
                except ValueError:  # the line being written when the run was killed
                    break
    except (OSError, ValueError) as exc:
        raise OutputError(f"cannot resume from {path}: {exc}") from exc
    return units


def _read_prefix(path: Path, keys: Sequence[tuple[str, str]]) -> array[int]:
    """Where each of the partial's whole, valid lines that match the inputs position by
    position starts (plus one past the last)."""
    offsets = array("q", [0])
    with open(path, "rb") as handle:
        for raw in handle:
            count = len(offsets) - 1
            if not raw.endswith(b"\n") or count >= len(keys):
                break
            try:
                record = json.loads(raw)
            except (ValueError, RecursionError):
                break
            if (record.get("task_id"), record.get("rollout_id")) != keys[count]:
                raise OutputError(f"{path}:{count + 1}: the record does not match the "
                                  "input at that position; run without --resume to start over")
            offsets.append(offsets[-1] + len(raw))
    return offsets


def _fsync_dir(directory: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
