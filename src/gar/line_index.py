"""Where each record of a JSONL file is, in a few bytes a record: what the lazy readers
(:mod:`gar.rollout_file`, :mod:`gar.task_file`) keep instead of the records.

Per record: its line's byte offset and a CRC-32 of the line (4 bytes each; the offsets widen
to 8 bytes past 4 GiB). Line numbers and lengths are not stored: a record's line number is
its position plus the blank lines before it, and its length the distance to the next
record's offset; only the places where blank lines break that rule are noted (rare). Reading
a record back (:meth:`LineIndex.read`) checks the length and the CRC, so a file changed
during the run is an :class:`~gar.errors.InputError` naming ``file:line``, never a silently
different record.
"""

from __future__ import annotations

import bisect
import json
import os
import zlib
from array import array
from pathlib import Path
from typing import IO, Any

import numpy as np

from gar.errors import InputError

__all__ = ["LineIndex", "append", "carrying", "parse_line", "read_back"]

_WIDER = {"H": "I", "I": "q"}


def append(values: array, value: int) -> array:
    """``values`` with ``value`` appended: the same array, or a wider copy when the value
    does not fit (``H`` -> ``I`` -> ``q``): arrays start narrow and pay for width only when
    a file needs it."""
    try:
        values.append(value)
    except OverflowError:
        values = array(_WIDER[values.typecode], values)
        values.append(value)
    return values


def carrying(digests: np.ndarray, places: np.ndarray, digest: int) -> list[int]:
    """The ``places`` whose entry in the sorted ``digests`` equals ``digest``, in order: how
    the readers find a record by a digest of its id (then confirmed by reading it)."""
    key = digests.dtype.type(digest)
    low = int(np.searchsorted(digests, key, side="left"))
    high = int(np.searchsorted(digests, key, side="right"))
    return places[low:high].tolist()


class LineIndex:
    """The lines of a file's records, in file order (see the module doc)."""

    def __init__(self) -> None:
        self.offset, self.crc = array("I"), array("I")
        self._jumps, self._skips = array("q"), array("q")  # where blank lines shift numbers
        self._lengths: dict[int, int] = {}  # records not directly followed by the next one
        self._end = 0  # where the last record's line ends

    def __len__(self) -> int:
        return len(self.offset)

    def add(self, number: int, offset: int, line: bytes) -> None:
        """Record the line ``number`` (1-based) found at byte ``offset``."""
        position = len(self.offset)
        if position and offset != self._end:  # blank lines between: note the last length
            self._lengths[position - 1] = self._end - self.offset[position - 1]
        skip = number - 1 - position
        if skip != (self._skips[-1] if self._skips else 0):
            self._jumps.append(position)
            self._skips.append(skip)
        self.offset = append(self.offset, offset)
        self.crc.append(zlib.crc32(line))
        self._end = offset + len(line)

    def line(self, position: int) -> int:
        """The 1-based line number of the record at ``position``."""
        at = bisect.bisect_right(self._jumps, position) - 1
        return position + 1 + (self._skips[at] if at >= 0 else 0)

    def length(self, position: int) -> int:
        noted = self._lengths.get(position)
        if noted is not None:
            return noted
        if position + 1 == len(self.offset):
            return self._end - self.offset[position]
        return self.offset[position + 1] - self.offset[position]

    def read(self, path: Path, handle: IO[bytes], position: int) -> dict[str, Any]:
        """The record at ``position``, read again from ``handle`` (see :func:`read_back`)."""
        return read_back(path, handle, self.line(position), self.offset[position],
                         self.length(position), self.crc[position])


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
