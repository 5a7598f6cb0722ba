"""Running one sandboxed command: limits, unprivileged uid, capped output, wall kill.

Shared by both sandboxes. The limits and the uid drop are applied *inside* the sandbox by a tiny
launcher (``launcher.py``) that also reports the command's real CPU time and peak memory over a
pipe the command never holds, so the grader never uses ``preexec_fn`` (unsafe with threads).
Output is read by threads that keep only the last ``output_bytes`` and kill the command if it
floods far beyond that.
"""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from gar.errors import SandboxUnavailable
from gar.sandbox.base import CommandResult, Limits

# Candidates run as these uids (when the grader is root), one per concurrent command, so
# RLIMIT_NPROC counts each command's processes separately.
_UID_BASE, _UID_SPAN = 62000, 2000
_uids = itertools.count()
_uid_lock = threading.Lock()


def next_uid() -> int:
    with _uid_lock:
        return _UID_BASE + (os.getpid() * 7 + next(_uids)) % _UID_SPAN


def is_root() -> bool:
    return os.geteuid() == 0


def base_env(home: str, extra: Mapping[str, str] | None, path: str) -> dict[str, str]:
    env = {"PATH": path, "HOME": home, "TMPDIR": "/tmp", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
           "USER": "sandbox", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1"}
    env.update(extra or {})
    return env


LAUNCHER = Path(__file__).with_name("launcher.py")


def launcher_spec(limits: Limits, uid: int | None) -> dict:
    """What the in-sandbox launcher applies: rlimits, then (as root) an unprivileged uid."""
    cpu = max(1, int(limits.cpu_s + 0.999))
    return {
        "uid": uid,
        "limits": {
            "RLIMIT_CPU": cpu, "RLIMIT_AS": limits.memory_mb << 20,
            "RLIMIT_FSIZE": limits.file_size_mb << 20, "RLIMIT_NPROC": limits.processes,
            "RLIMIT_CORE": 0, "RLIMIT_NOFILE": 1024,
        },
    }


def launcher_argv(python: str, launcher: str, spec: dict, report_fd: int) -> list[str]:
    import json

    return [python, "-I", "-S", "-B", launcher, json.dumps({**spec, "report_fd": report_fd}),
            "--"]


def tools_missing() -> list[str]:
    return [] if LAUNCHER.exists() else [str(LAUNCHER)]


def chown_tree(root: Path, uid: int) -> None:
    """Give the workspace to the command's uid (only the workspace: it is a private copy)."""
    os.chown(root, uid, uid)
    for directory, subdirs, files in os.walk(root):
        for name in subdirs + files:
            try:
                os.chown(os.path.join(directory, name), uid, uid, follow_symlinks=False)
            except OSError:
                pass


class _Tail:
    """Reads a stream to the end, keeping only its last ``limit`` bytes."""

    def __init__(self, stream, limit: int, flood: int, on_flood) -> None:
        self.data = bytearray()
        self.total = 0
        self._stream, self._limit, self._flood, self._on_flood = stream, limit, flood, on_flood
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        fd = self._stream.fileno()
        while chunk := os.read(fd, 1 << 16):
            self.total += len(chunk)
            self.data += chunk
            if len(self.data) > 2 * self._limit + (1 << 16):
                del self.data[: len(self.data) - self._limit]
            if self.total > self._flood:
                self._on_flood()
        self._stream.close()

    def tail(self) -> bytes:
        return bytes(self.data[-self._limit:]) if self._limit else b""


def run_wrapped(
    build: Callable[[int], Sequence[str]], *, limits: Limits, stdin: bytes | None,
    env: Mapping[str, str], label: str,
) -> CommandResult:
    """Run the sandbox command line ``build(report_fd)``; kill its whole tree on wall timeout
    or output flood; read the launcher's report of the command's status and usage."""
    started = time.monotonic()
    report_r, report_w = os.pipe()
    try:
        proc = subprocess.Popen(
            list(build(report_w)),
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(env),
            start_new_session=True, close_fds=True, pass_fds=(report_w,),
        )
    except OSError as exc:
        os.close(report_r)
        raise SandboxUnavailable(f"{label} cannot start: {exc}") from exc
    finally:
        os.close(report_w)
    report: list[bytes] = []
    reader = threading.Thread(target=lambda: report.append(_read_all(report_r)), daemon=True)
    reader.start()
    reason: list[str] = []

    def kill(why: str) -> None:
        if not reason:
            reason.append(why)
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass

    flood = max(16 * limits.output_bytes, 16 << 20)
    out = _Tail(proc.stdout, limits.output_bytes, flood, lambda: kill("output limit exceeded"))
    err = _Tail(proc.stderr, limits.output_bytes, flood, lambda: kill("output limit exceeded"))
    if stdin is not None:
        threading.Thread(target=_feed, args=(proc.stdin, stdin), daemon=True).start()
    waited: dict = {}
    waiter = threading.Thread(target=lambda: waited.update(r=os.wait4(proc.pid, 0)), daemon=True)
    waiter.start()
    waiter.join(limits.wall_s)
    if waiter.is_alive():
        kill(f"wall time limit of {limits.wall_s:g}s exceeded")
        waiter.join()
    out.thread.join(5)
    err.thread.join(5)
    reader.join(5)
    _, status, _ = waited["r"]
    proc.returncode = os.waitstatus_to_exitcode(status)  # Popen must not wait again
    inner = _parse_report(report[0] if report else b"")
    return _result(status, inner, out, err, limits, reason, time.monotonic() - started, label)


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks)


def _parse_report(data: bytes) -> dict | None:
    import json

    try:
        report = json.loads(data)
    except ValueError:
        return None
    return report if isinstance(report, dict) else None


def _feed(pipe, data: bytes) -> None:
    try:
        pipe.write(data)
        pipe.close()
    except OSError:
        pass


def _result(status, inner: dict | None, out: _Tail, err: _Tail, limits: Limits,
            reason: list[str], wall: float, label: str) -> CommandResult:
    if inner is None and not reason:
        detail = err.tail().decode(errors="replace").strip()[-2000:]
        raise SandboxUnavailable(f"{label} failed to start the command: {detail or status}")
    if inner is not None:
        status = inner["status"]
    exit_code: int | None = None
    sig: int | None = None
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
    else:
        exit_code = os.WEXITSTATUS(status)
    cpu = float(inner["cpu"]) if inner else 0.0
    peak = int(inner["maxrss"]) if inner else 0
    killed = reason[0] if reason else ""
    by_cpu = sig == signal.SIGXCPU or sig == signal.SIGKILL and cpu >= limits.cpu_s * 0.9
    if not killed and by_cpu:
        killed = f"CPU time limit of {limits.cpu_s:g}s exceeded"
    truncated = out.total > limits.output_bytes or err.total > limits.output_bytes
    return CommandResult(
        exit_code=exit_code, signal=sig, stdout=out.tail(), stderr=err.tail(), wall_time_s=wall,
        cpu_time_s=cpu, peak_memory_kb=peak, timed_out=killed.startswith(("wall", "CPU")),
        output_truncated=truncated, killed_reason=killed,
    )


def python_roots() -> tuple[Path, Path | None]:
    """(the base interpreter's prefix, the virtualenv's prefix or None)."""
    base = Path(sys.base_prefix).resolve()
    venv = Path(sys.prefix).resolve() if sys.prefix != sys.base_prefix else None
    return base, venv


def base_python() -> str:
    """The base interpreter (no virtualenv): what the worker servers run."""
    base, _ = python_roots()
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (base / "bin" / version, base / "bin" / "python3"):
        if candidate.exists():
            return str(candidate)
    return shutil.which("python3") or sys.executable
