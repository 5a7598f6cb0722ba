"""The bubblewrap sandbox.

Namespaces: network (none), PID (everything dies with the sandbox's init: daemons too), IPC,
UTS, cgroup. Filesystem: a fresh root with read-only binds of only what the interpreter needs
(``/usr`` and the Python prefix; never ``/``, ``$HOME`` or the grader's tree), a private tmpfs
``/tmp`` and ``/dev/shm``, and the workspace read-write at ``/workspace``. Environment:
cleared, then a minimal one. As root the command runs as an unprivileged uid (so
RLIMIT_NPROC applies), with rlimits on CPU, address space, processes and file size.

One binary for everything: ``$GAR_BWRAP`` if set, else ``bwrap`` found on the caller's
``PATH``, resolved once to an absolute path that the probe, the ``--help`` capability check
and every run use (the runs themselves get ``PATH=/usr/bin:/bin``, so a bare ``bwrap`` there
could be a different program). A bwrap without ``--size`` cannot cap the private ``/tmp`` and
``/dev/shm``; the probe then refuses (``SandboxUnavailable``) instead of silently giving
candidates an uncapped tmpfs.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

from gar.errors import SandboxUnavailable
from gar.sandbox.base import SERVICE_ENV, SERVICE_FLAGS, CommandResult, Limits
from gar.sandbox.process import (
    LAUNCHER,
    base_env,
    base_python,
    chown_tree,
    is_root,
    launcher_argv,
    launcher_spec,
    next_uid,
    python_roots,
    run_wrapped,
    tools_missing,
)

_SERVICE_CAPS = ("CAP_SETUID", "CAP_SETGID", "CAP_KILL", "CAP_CHOWN", "CAP_DAC_OVERRIDE",
                 "CAP_FOWNER")
_ETC_FILES = ("/etc/ld.so.cache", "/etc/localtime", "/etc/nsswitch.conf")


def resolve_binary() -> str:
    """The absolute path of the bwrap to use (``$GAR_BWRAP``, else ``bwrap`` on ``PATH``)."""
    wanted = os.environ.get("GAR_BWRAP") or "bwrap"
    found = shutil.which(wanted)
    if found is None:
        where = "$GAR_BWRAP" if os.environ.get("GAR_BWRAP") else "PATH"
        raise SandboxUnavailable(f"bubblewrap not found ({wanted!r} on {where})")
    return os.path.abspath(found)


@functools.cache
def help_text(binary: str) -> str:
    """``binary --help`` (run exactly as the sandbox runs it); raises when it does not work."""
    try:
        done = subprocess.run([binary, "--help"], capture_output=True, text=True, check=False,
                              timeout=30, env={"PATH": "/usr/bin:/bin"})
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SandboxUnavailable(f"{binary} cannot run: {exc}") from exc
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip()[-500:]
        raise SandboxUnavailable(f"{binary} cannot run: {detail or done.returncode}")
    return done.stdout + done.stderr


class BwrapSandbox:
    name = "bwrap"
    isolation = (
        "bubblewrap: no network, PID namespace (whole tree killed), read-only /usr + Python "
        "only, private /tmp and workspace, cleared env, rlimits (CPU, memory, processes, file "
        "size), unprivileged uid when run as root"
    )

    def __init__(self, tmp_size_mb: int = 512, binary: str | None = None) -> None:
        self.tmp_size_mb = tmp_size_mb
        self.binary = binary or resolve_binary()

    def probe(self) -> None:
        """Raise :class:`SandboxUnavailable` unless a trivial command runs under this bwrap
        with its tmpfs size cap."""
        if missing := tools_missing():
            raise SandboxUnavailable(f"missing {', '.join(missing)}")
        if "--size" not in help_text(self.binary):
            raise SandboxUnavailable(
                f"{self.binary} has no --size option (bubblewrap >= 0.5 is needed to cap the "
                "private /tmp and /dev/shm); refusing to run with an uncapped tmpfs")
        try:
            done = subprocess.run(  # noqa: PLW1510 — the exit code is the result
                [self.binary, *self._base_args(self.tmp_size_mb), "--", base_python(), "-I",
                 "-S", "-c", "pass"],
                capture_output=True, timeout=30, env={"PATH": "/usr/bin:/bin"},
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise SandboxUnavailable(f"bwrap cannot run: {exc}") from exc
        if done.returncode != 0:
            detail = done.stderr.decode(errors="replace").strip()
            raise SandboxUnavailable(f"bwrap cannot run: {detail or done.returncode}")

    def _base_args(self, tmp_size_mb: int, tmp_perms: str = "1777") -> list[str]:
        args = [
            "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
            "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--clearenv",
            "--ro-bind", "/usr", "/usr",
        ]
        for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
            if os.path.islink(top):
                args += ["--symlink", os.readlink(top), top]
            elif os.path.isdir(top):
                args += ["--ro-bind", top, top]
        for path in _ETC_FILES:
            if os.path.exists(path):
                args += ["--ro-bind", path, path]
        base, venv = python_roots()
        created: set[str] = {"/", "/usr", "/tmp", "/dev", "/proc"}
        if not str(base).startswith("/usr/"):
            args += _ancestors(base, created) + ["--ro-bind", str(base), str(base)]
        if venv is not None:
            args += ["--ro-bind", str(venv), "/venv"]
        size = ["--size", str(tmp_size_mb << 20)]  # probe() refuses a bwrap without it
        args += ["--proc", "/proc", "--dev", "/dev"]
        args += ["--perms", "1777", *size, "--tmpfs", "/dev/shm"]
        args += ["--perms", tmp_perms, *size, "--tmpfs", "/tmp"]
        return args

    def run(
        self, argv: Sequence[str], *, workspace: Path, limits: Limits = Limits(),  # noqa: B008
        env: Mapping[str, str] | None = None, stdin: bytes | None = None,
    ) -> CommandResult:
        workspace = Path(workspace).resolve()
        if not workspace.is_dir():
            raise ValueError(f"workspace {workspace} is not a directory")
        uid = next_uid() if is_root() else None
        if uid is not None:
            chown_tree(workspace, uid)
        _, venv = python_roots()
        path = ("/venv/bin:" if venv is not None else "") + _base_bin() + "/usr/bin:/bin"
        command = [self.binary, *self._base_args(self.tmp_size_mb)]
        command += ["--bind", str(workspace), "/workspace", "--chdir", "/workspace"]
        command += ["--ro-bind", str(LAUNCHER), "/.gar/launcher.py"]
        for key, value in base_env("/tmp", env, path).items():
            command += ["--setenv", key, value]
        command += ["--cap-drop", "ALL"]
        if uid is not None:  # for the launcher only: the command's setuid drops them all
            for cap in ("CAP_SETUID", "CAP_SETGID", "CAP_DAC_OVERRIDE"):
                command += ["--cap-add", cap]
        spec = launcher_spec(limits, uid)

        def build(report_fd: int) -> list[str]:
            launch = launcher_argv(base_python(), "/.gar/launcher.py", spec, report_fd)
            return [*command, "--", *launch, *argv]

        return run_wrapped(build, limits=limits, stdin=stdin, env={"PATH": "/usr/bin:/bin"},
                           label="bwrap")

    def service_command(
        self, *, code_dir: Path, script: str, args: Sequence[str], private_tmp: Path,
        tmp_size_mb: int,
    ) -> tuple[list[str], str]:
        command = [self.binary, *self._base_args(tmp_size_mb, tmp_perms="0755")]
        command += ["--ro-bind", str(code_dir), "/gar", "--chdir", "/"]
        command += ["--setenv", "PATH", "/usr/bin:/bin", "--setenv", "LANG", "C.UTF-8"]
        for key, value in SERVICE_ENV.items():
            command += ["--setenv", key, value]
        command += ["--cap-drop", "ALL"]
        if is_root():
            for cap in _SERVICE_CAPS:
                command += ["--cap-add", cap]
        command += ["--", base_python(), *SERVICE_FLAGS, f"/gar/{script}", *args]
        return command, "/tmp"


def _base_bin() -> str:
    base, _ = python_roots()
    return "" if str(base).startswith("/usr/") else f"{base}/bin:"


def _ancestors(path: Path, created: set[str]) -> list[str]:
    """``--dir`` for each missing ancestor, world-readable (they may be 0700 on the host)."""
    args: list[str] = []
    for parent in reversed(path.parents):
        name = str(parent)
        if name not in created:
            created.add(name)
            args += ["--perms", "0755", "--dir", name]
    return args

