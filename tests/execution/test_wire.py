"""The worker's framing (``sandboxed/wire.py``): :class:`FrameReader` reads the frames in
bulk and hands out exactly what :func:`wire.recv` reads one frame at a time."""

from __future__ import annotations

import importlib
import os
import socket
import threading
from pathlib import Path
from types import ModuleType

import pytest

from gar.execution import sandboxed


@pytest.fixture
def wire(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(Path(sandboxed.__file__).parent))
    return importlib.import_module("wire")


def test_frames_written_at_once_come_out_one_by_one_with_one_read(wire: ModuleType) -> None:
    ours, theirs = socket.socketpair()
    with ours, theirs:
        os.set_blocking(ours.fileno(), False)
        messages = [{"s": "ok", "v": i, "i": i} for i in range(5)] + [{"b": 1.5, "w": 2.0}]
        theirs.sendall(b"".join(wire.frame(m) for m in messages))
        reader = wire.FrameReader(ours.fileno())
        reads = []
        real = os.read

        def counting(fd: int, size: int) -> bytes:
            reads.append(size)
            return real(fd, size)

        wire.os.read = counting
        try:
            got = [reader.take() for _ in messages]
        finally:
            wire.os.read = real
        assert got == messages and len(reads) == 1 and not reader.pending()


def test_a_frame_split_across_writes_is_read_to_its_end(wire: ModuleType) -> None:
    ours, theirs = socket.socketpair()
    with ours, theirs:
        os.set_blocking(ours.fileno(), False)
        big = {"v": "x" * 300_000}
        data = wire.frame(big) + wire.frame({"s": "ok"})

        def write_slowly() -> None:
            for start in range(0, len(data), 70_000):
                theirs.sendall(data[start:start + 70_000])

        writer = threading.Thread(target=write_slowly)
        writer.start()
        reader = wire.FrameReader(ours.fileno())
        assert reader.take() == big and reader.take() == {"s": "ok"}
        writer.join()


def test_too_large_and_gone_as_recv_says_them(wire: ModuleType) -> None:
    ours, theirs = socket.socketpair()
    with ours:
        os.set_blocking(ours.fileno(), False)
        theirs.sendall(wire.frame({"v": "x" * 100}) + wire.frame({"s": "ok"}))
        reader = wire.FrameReader(ours.fileno(), limit=50)
        with pytest.raises(wire.TooLarge):
            reader.take()
        reader = wire.FrameReader(ours.fileno())
        theirs.sendall(wire.frame({"s": "ok"})[:3])
        theirs.close()
        with pytest.raises(wire.Gone):
            reader.take()
