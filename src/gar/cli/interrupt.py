"""Stopping a long command promptly on SIGINT or SIGTERM.

The handler closes every live :class:`~gar.execution.FunctionRunner` first (its worker servers,
and with them every candidate, are killed), so the threads waiting on them return at once,
then raises :class:`Interrupted` in the main thread. The command keeps what it wrote, prints
how to resume and exits 128 + the signal (130, 143). A second signal, or a shutdown that takes
longer than ``GRACE_S``, exits at once: the output's partial file tolerates a cut last line.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType

GRACE_S = 10.0

# The signal that fired in the current ``interruptible()`` block, if any. The handler raises
# Interrupted, but code below it may swallow that exception (a future's callback, a detector's
# catch-all); once the runners are closed, every later result is "the runner is closed", which
# must never be written as a record. Writers ask ``raise_if_interrupted()`` before each write.
_fired: list[int] = []


def raise_if_interrupted() -> None:
    """Raise :class:`Interrupted` again if a signal fired, even if its first raise was lost."""
    if _fired:
        raise Interrupted(_fired[0])


class Interrupted(BaseException):  # BaseException: no `except Exception` may swallow it
    """SIGINT or SIGTERM arrived; ``exit_code`` is 128 + the signal number."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum
        self.exit_code = 128 + signum


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    fired = _fired
    fired.clear()

    def handler(signum: int, frame: FrameType | None) -> None:
        if fired:
            os._exit(128 + signum)
        fired.append(signum)
        timer = threading.Timer(GRACE_S, os._exit, args=(128 + signum,))
        timer.daemon = True
        timer.start()
        from gar.execution.runner import close_all

        close_all()
        raise Interrupted(signum)

    if threading.current_thread() is not threading.main_thread():
        yield  # signals are delivered to the main thread only; nothing to install
        return
    previous = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)
