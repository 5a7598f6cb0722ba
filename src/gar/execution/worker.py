"""The grader's handle on one in-sandbox worker server (see ``sandboxed/server.py``)."""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import tempfile
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path

from gar.errors import SandboxUnavailable
from gar.execution.sandboxed import wire
from gar.sandbox import Sandbox
from gar.sandbox.process import is_root, next_uid

SANDBOXED_DIR = Path(__file__).with_name("sandboxed")
START_TIMEOUT_S = 60.0


_spawn_requests: queue.Queue = queue.Queue()
_spawner_lock = threading.Lock()
_spawner: threading.Thread | None = None


def _spawn_forever() -> None:
    while True:
        build, future = _spawn_requests.get()
        try:
            future.set_result(build())
        except BaseException as exc:  # noqa: BLE001
            future.set_exception(exc)


def spawn(build: Callable[[], subprocess.Popen]) -> subprocess.Popen:
    """Start a process from one thread that lives as long as this process.

    bwrap's ``--die-with-parent`` is PR_SET_PDEATHSIG, which fires when the *thread* that
    forked it exits: spawning from a short-lived pool thread would kill the worker with it.
    """
    global _spawner
    with _spawner_lock:
        if _spawner is None:
            _spawner = threading.Thread(target=_spawn_forever, name="gar-spawner", daemon=True)
            _spawner.start()
    future: Future = Future()
    _spawn_requests.put((build, future))
    return future.result()


_swept = False


def _sweep_stale_once() -> None:
    """Remove the private temp directories of workers whose grader died without cleaning up
    (``kill -9``): their names carry the grader's pid. Once per process; a directory whose pid
    is alive (or not ours to judge) is left alone."""
    global _swept
    if _swept:
        return
    _swept = True
    for entry in Path(tempfile.gettempdir()).glob("gar-worker-*-*"):
        pid = entry.name.split("-")[2]
        if not pid.isdigit() or Path(f"/proc/{pid}").exists():
            continue
        try:
            if entry.is_dir() and not entry.is_symlink() and entry.stat().st_uid == os.getuid():
                shutil.rmtree(entry, ignore_errors=True)
        except OSError:
            continue


class WorkerDied(Exception):
    """The worker server stopped answering (infrastructure, not the rollout)."""


class Worker:
    """One long-lived worker server. It runs one job at a time, but several may be queued
    (:meth:`submit`): the server then starts the next job without waiting for the grader to
    read the last reply, while still running only one candidate at a time."""

    def __init__(self, sandbox: Sandbox, tmp_size_mb: int = 256) -> None:
        self.sandbox = sandbox
        _sweep_stale_once()
        self.private_tmp = Path(tempfile.mkdtemp(prefix=f"gar-worker-{os.getpid()}-"))
        drop = is_root() and _can_drop_uid(sandbox)
        config_tmp_placeholder = "TMP"
        argv, tmp = sandbox.service_command(
            code_dir=SANDBOXED_DIR, script="server.py", args=[config_tmp_placeholder],
            private_tmp=self.private_tmp, tmp_size_mb=tmp_size_mb,
        )
        self.candidate_uid = next_uid()
        config = {"candidate_uid": self.candidate_uid, "tmp": tmp,
                  "wipe_shm": sandbox.name == "bwrap", "drop_uid": drop,
                  "pid_namespace": _private_pid_namespace(sandbox)}
        argv[-1] = json.dumps(config)
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        try:
            self.proc = spawn(lambda: subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                env={"PATH": "/usr/bin:/bin"}, start_new_session=True, close_fds=True,
            ))
        except OSError as exc:
            self._cleanup_files()
            raise SandboxUnavailable(f"cannot start the worker: {exc}") from exc
        assert self.proc.stdin is not None and self.proc.stdout is not None  # both PIPEs
        self._in_fd, self._out_fd = self.proc.stdin.fileno(), self.proc.stdout.fileno()
        try:
            hello = self._receive(START_TIMEOUT_S)
        except WorkerDied as exc:
            detail = self._stderr_text()
            self.close()
            raise SandboxUnavailable(f"the sandboxed worker did not start: {detail or exc}")
        self.pid = hello.get("hello")
        self.in_flight = 0  # managed by the pool
        self._dead = ""
        self._pending: deque[Future] = deque()
        self._send_lock = threading.Lock()
        self._pending_lock = threading.Lock()
        threading.Thread(target=self._read_replies, name="gar-worker-reader", daemon=True).start()

    def _stderr_text(self) -> str:
        try:
            self._stderr.seek(0)
            return self._stderr.read()[-2000:].decode(errors="replace").strip()
        except (OSError, ValueError):
            return ""

    def _receive(self, timeout_s: float) -> dict:
        fd = self._out_fd
        if not wire.readable(fd, timeout_s):
            raise WorkerDied(f"no answer within {timeout_s:.0f}s")
        try:
            message = wire.recv(fd)
        except (wire.Gone, wire.TooLarge, OSError, ValueError) as exc:
            raise WorkerDied(f"the worker ended ({type(exc).__name__})") from exc
        if not isinstance(message, dict):
            raise WorkerDied("malformed answer")
        return message

    def submit(self, job: dict) -> Future:
        """Queue one job; the future gets its reply or :class:`WorkerDied`."""
        future: Future = Future()
        with self._send_lock:
            with self._pending_lock:
                if self._dead:
                    future.set_exception(WorkerDied(self._dead))
                    return future
                self._pending.append(future)
            try:
                wire.send(self._in_fd, job, timeout_s=None)
            except OSError as exc:
                self.fail(f"cannot reach the worker: {exc}")
        return future

    def run(self, job: dict, timeout_s: float) -> dict:
        """Send one job and wait for its reply (at most ``timeout_s``)."""
        try:
            return self.submit(job).result(timeout_s)
        except FutureTimeout:
            self.fail(f"no answer within {timeout_s:.0f}s")
            raise WorkerDied(f"no answer within {timeout_s:.0f}s") from None

    def _read_replies(self) -> None:
        fd = self._out_fd
        while True:
            try:
                message = wire.recv(fd)
            except (wire.Gone, wire.TooLarge, OSError, ValueError) as exc:
                self.fail(f"the worker ended ({type(exc).__name__})")
                return
            with self._pending_lock:
                future = self._pending.popleft() if self._pending else None
            if future is None or not isinstance(message, dict):
                self.fail("the worker sent an unexpected answer")
                return
            if "infra_error" in message:
                future.set_exception(WorkerDied(message["infra_error"]))
            else:
                future.set_result(message)

    def fail(self, why: str) -> None:
        """Mark the worker dead, fail every queued job, and stop the server."""
        with self._pending_lock:
            self._dead = self._dead or why
            pending, self._pending = list(self._pending), deque()
        for future in pending:
            if not future.done():
                future.set_exception(WorkerDied(why))
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:
                pass

    @property
    def alive(self) -> bool:
        return not self._dead and self.proc.poll() is None

    def close(self) -> None:
        proc = getattr(self, "proc", None)
        if proc is not None and proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
        if proc is not None:
            for stream in (proc.stdin, proc.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
            proc.wait()
        self._cleanup_files()

    def _cleanup_files(self) -> None:
        shutil.rmtree(self.private_tmp, ignore_errors=True)
        try:
            self._stderr.close()
        except (OSError, AttributeError):
            pass


def _can_drop_uid(sandbox: Sandbox) -> bool:
    if sandbox.name == "bwrap":
        return True
    uid_hook = getattr(sandbox, "_uid", None)
    return uid_hook is not None and uid_hook() is not None


def _private_pid_namespace(sandbox: Sandbox) -> bool:
    if sandbox.name == "bwrap":
        return True
    from gar.sandbox.fallback import _namespace_prefix

    return "--pid" in _namespace_prefix()
