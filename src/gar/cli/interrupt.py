"""Stopping a long command promptly on SIGINT or SIGTERM.

The handler closes every live :class:`~gar.execution.FunctionRunner` first (its worker servers,
and with them every candidate, are killed), so the threads waiting on them return at once,
then raises :class:`Interrupted` in the main thread. The command keeps what it wrote, prints
how to resume and exits 128 + the signal (130, 143). A second signal, or a shutdown that takes
longer than ``GRACE_S``, exits at once: the output's partial file tolerates a cut last line.
"""

from __future__ import annotations

import _thread
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator
from types import CodeType, FrameType

GRACE_S = 10.0

# The signal that fired in the current ``interruptible()`` block, if any. The handler raises
# Interrupted, but the interpreter itself swallows an exception raised where nothing can
# receive it: a garbage-collector callback (Hypothesis registers one: that is where SIGTERM
# was lost in the fresh-clone CI, the run then writing "the runner is closed" records and
# exiting 0), a ``__del__``, a weakref callback. It reports such an exception to
# ``sys.unraisablehook``; ours re-delivers the signal (``_redeliver``), so that Interrupted is
# raised again as soon as the main thread runs ordinary code. Once the runners are closed,
# every later result is "the runner is closed", which must never be written as a record:
# writers still ask ``raise_if_interrupted()`` before each write, as a second line.
_fired: list[int] = []
_redelivered: list[int] = []


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
        if _redelivered:  # our own re-delivery of a swallowed Interrupted, not a 2nd signal
            if _within(frame, unraisable.__code__):
                _redeliver(signum)  # still inside the hook: once more, after it
                return
            _redelivered.clear()
            raise Interrupted(fired[0])
        if fired:
            os._exit(128 + signum)
        fired.append(signum)
        timer = threading.Timer(GRACE_S, os._exit, args=(128 + signum,))
        timer.daemon = True
        timer.start()
        from gar.execution.runner import close_all

        close_all()
        raise Interrupted(signum)

    def unraisable(info: sys.UnraisableHookArgs) -> None:
        if not isinstance(info.exc_value, Interrupted) or not fired:
            previous_hook(info)
            return
        _redelivered.append(info.exc_value.signum)
        _redeliver(info.exc_value.signum)

    if threading.current_thread() is not threading.main_thread():
        yield  # signals are delivered to the main thread only; nothing to install
        return
    previous_hook = sys.unraisablehook
    _redelivered.clear()
    previous = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    sys.unraisablehook = unraisable
    try:
        yield
    finally:
        _redelivered.clear()  # a re-delivery still pending must not reach the old handler
        sys.unraisablehook = previous_hook
        for signum, old in previous.items():
            signal.signal(signum, old)


def _redeliver(signum: int) -> None:
    """Run the handler again soon, from outside the code that swallowed its exception (a
    timer thread: delivering it from here would run the handler inside this very hook)."""
    def deliver() -> None:
        if _redelivered:
            _thread.interrupt_main(signal.Signals(signum))

    timer = threading.Timer(0.001, deliver)
    timer.daemon = True
    timer.start()


def _within(frame: FrameType | None, code: CodeType) -> bool:
    while frame is not None:
        if frame.f_code is code:
            return True
        frame = frame.f_back
    return False
