"""Framing and process helpers shared by the in-sandbox worker processes (stdlib only).

These files run inside the sandbox as plain scripts (``/gar/*.py``), never imported by the
grader: they must not import anything from ``gar``.
"""

from __future__ import annotations

import json
import os
import select
import struct
import time  # noqa: F401

_HEADER = struct.Struct("!I")
MAX_FRAME = 64 * 1024 * 1024
# One encoder for every message: ``json.dumps(..., separators=...)`` builds a new one per call.
_ENCODE = json.JSONEncoder(separators=(",", ":")).encode


class Gone(Exception):
    """The peer closed its end (it exited or was killed)."""


class TooLarge(Exception):
    """The peer announced a frame larger than allowed."""


def write_all(fd: int, data: bytes, timeout_s: float | None = 30.0) -> None:
    """Write everything; on a non-blocking fd wait at most ``timeout_s`` for room."""
    view = memoryview(data)
    while view:
        try:
            written = os.write(fd, view)
        except BlockingIOError:
            if not _poll(fd, select.POLLOUT, 3600.0 if timeout_s is None else timeout_s):
                raise TimeoutError("the peer does not read") from None
            continue
        view = view[written:]


def frame(message: object) -> bytes:
    """One message as it travels: a length header, then the JSON text."""
    data = _ENCODE(message).encode()
    return _HEADER.pack(len(data)) + data


def send(fd: int, message: object, timeout_s: float | None = 30.0) -> None:
    write_all(fd, frame(message), timeout_s)


def read_exact(fd: int, size: int, stall_s: float = 10.0) -> bytes:
    """Read exactly ``size`` bytes; on a non-blocking fd a frame may stall ``stall_s``."""
    chunks = []
    while size:
        try:
            chunk = os.read(fd, min(size, 1 << 20))
        except BlockingIOError:
            if not _poll(fd, select.POLLIN, stall_s):
                raise Gone() from None
            continue
        if not chunk:
            raise Gone()
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def recv(fd: int, limit: int = MAX_FRAME) -> object:
    (size,) = _HEADER.unpack(read_exact(fd, _HEADER.size))
    if size > limit:
        raise TooLarge(size)
    return json.loads(read_exact(fd, size))


class FrameReader:
    """The frames coming in on one non-blocking descriptor, read in bulk: one ``read`` takes
    whatever the peer has written so far (a batch's reply and the "b" frame after it come
    in one write; a candidate ahead of us has written several), and the frames already read
    are handed out without another poll or read. :meth:`take` reads as :func:`recv` does:
    a frame once begun is read to its end, waiting at most ``stall_s`` between pieces."""

    def __init__(self, fd: int, limit: int = MAX_FRAME) -> None:
        self.fd, self.limit = fd, limit
        self.data = bytearray()
        self.start = 0  # where the next frame begins in ``data``

    def pending(self) -> bool:
        """Whether bytes of a next frame were already read (it is, or has begun to be, here)."""
        return len(self.data) > self.start

    def take(self, stall_s: float = 10.0) -> object:
        """The next message (:func:`recv`'s errors: Gone, TooLarge, ValueError)."""
        while True:
            missing = _HEADER.size - (len(self.data) - self.start)
            if missing <= 0:
                (size,) = _HEADER.unpack_from(self.data, self.start)
                if size > self.limit:
                    raise TooLarge(size)
                end = self.start + _HEADER.size + size
                if len(self.data) >= end:
                    body = self.data[self.start + _HEADER.size:end]
                    if end == len(self.data):
                        self.data.clear()
                        self.start = 0
                    else:
                        self.start = end
                    return json.loads(body)
                missing = end - len(self.data)
            self._read_more(min(max(missing, 1 << 16), 1 << 20), stall_s)

    def _read_more(self, size: int, stall_s: float) -> None:
        if self.start:  # keep only the unread part
            del self.data[:self.start]
            self.start = 0
        while True:
            try:
                chunk = os.read(self.fd, size)
            except BlockingIOError:
                if not _poll(self.fd, select.POLLIN, stall_s):
                    raise Gone() from None
                continue
            if not chunk:
                raise Gone()
            self.data += chunk
            return


def _poll(fd: int, events: int, timeout_s: float) -> bool:
    poller = select.poll()
    poller.register(fd, events | select.POLLHUP | select.POLLERR)
    return bool(poller.poll(max(0.0, timeout_s) * 1000))


def readable(fd: int, timeout_s: float) -> bool:
    return _poll(fd, select.POLLIN, timeout_s)


class ProcReading:
    """A number read from one ``/proc/PID/<name>`` file of one process through a descriptor
    kept open on it: one ``pread`` per reading instead of open, read and close (the harness
    reads it around every call). The descriptor names that process, never a later one with
    the same pid; once the process is gone (or a zombie) a reading is None."""

    def __init__(self, pid: int, name: str, parse) -> None:
        self.parse = parse
        try:
            self.fd: int | None = os.open(f"/proc/{pid}/{name}", os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            self.fd = None

    def read(self) -> float | None:
        if self.fd is None:
            return None
        try:
            return self.parse(os.pread(self.fd, 4096, 0))
        except (OSError, ValueError, IndexError):
            return None

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def CpuClock(pid: int) -> ProcReading:
    """User+system CPU seconds of ``pid`` and its reaped children (``/proc/PID/stat``)."""
    return ProcReading(pid, "stat", _stat_cpu)


def WaitClock(pid: int) -> ProcReading:
    """Seconds ``pid``'s main thread has spent runnable but waiting for a CPU (the kernel's
    ``run_delay``, the second field of ``/proc/PID/schedstat``): time a loaded machine adds,
    that the process neither ran nor blocked. None without schedstat."""
    return ProcReading(pid, "schedstat", _schedstat_wait)


def _schedstat_wait(schedstat: bytes) -> float:
    return int(schedstat.split()[1]) / 1e9


_TICK = os.sysconf("SC_CLK_TCK")


def _stat_cpu(stat: bytes) -> float | None:
    fields = stat.rsplit(b")", 1)[1].split()
    if not fields or fields[0] == b"Z":
        return None
    return sum(int(x) for x in fields[11:15]) / _TICK


def peak_memory_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", "rb") as handle:
            for line in handle:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def process_uid(pid: int) -> tuple[int, bool] | None:
    """(real uid, is zombie) of a process, None if it vanished."""
    try:
        with open(f"/proc/{pid}/status", "rb") as handle:
            uid, zombie = None, False
            for line in handle:
                if line.startswith(b"State:"):
                    zombie = b"Z" in line.split()[1]
                elif line.startswith(b"Uid:"):
                    uid = int(line.split()[1])
                    break
    except (OSError, ValueError, IndexError):
        return None
    return (uid, zombie) if uid is not None else None


def kill_uid(uid: int | None, skip: frozenset[int] = frozenset(), rounds: int = 1000) -> int:
    """SIGKILL every live process whose real uid is ``uid`` (any uid when ``None``: only in a
    private PID namespace) except ``skip``.

    A process with a pending SIGKILL can no longer fork, so it is enough to rescan until a
    pass finds no process that was not already killed (a fork bomb's last children).
    """
    killed: set[int] = set(skip)  # our own processes: never the uid's, no need to read them
    for _ in range(rounds):
        fresh = 0
        for name in os.listdir("/proc"):
            if not name.isdigit() or int(name) in killed:
                continue
            info = process_uid(int(name))
            if info is None or info[1] or uid is not None and info[0] != uid:
                continue
            fresh += 1
            killed.add(int(name))
            try:
                os.kill(int(name), 9)
            except OSError:
                pass
        if not fresh:
            break
    return len(killed - skip)


def exception_text(exc: BaseException, limit: int = 2000) -> str:
    try:
        name = type(exc).__name__
        message = str(exc)
    except BaseException:  # a hostile __str__  # noqa: BLE001
        return "<exception that cannot be printed>"
    text = f"{name}: {message}" if message else name
    return text if len(text) <= limit else text[:limit] + "..."
