"""The ``unsafe-local`` sandbox, for machines without a working bubblewrap, by opt-in only.

``unshare`` gives new network, PID (the tree dies with its init), IPC and UTS namespaces where
the kernel allows it; rlimits and (as root) an unprivileged uid do the rest. There is no
private filesystem view: the command sees the host's files with the permissions of an
unprivileged user and runs in the workspace's real path. As root the command *always* runs
as an unprivileged uid: the interpreter comes from :func:`~gar.sandbox.interpreter.
runnable_interpreter` (a readable mirror when the real one lives under ``/root``), and when
no unprivileged uid can run one the sandbox refuses to start (``SandboxUnavailable``) rather
than keep uid 0. Not root, the command keeps the caller's (unprivileged) uid.
:func:`gar.sandbox.get_sandbox` only returns it when asked for by name, with a warning.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from gar.sandbox.base import SERVICE_ENV, SERVICE_FLAGS, CommandResult, Limits
from gar.sandbox.interpreter import Interpreter, runnable_interpreter
from gar.sandbox.process import (
    LAUNCHER,
    base_env,
    chown_tree,
    is_root,
    launcher_argv,
    launcher_spec,
    next_uid,
    run_wrapped,
)

_UNSHARE = ["unshare", "--net", "--pid", "--ipc", "--uts", "--fork", "--kill-child",
            "--mount-proc"]


@functools.cache
def _namespace_prefix() -> tuple[str, ...]:
    """The ``unshare`` prefix this machine accepts: as root, plain namespaces (a user namespace
    mapped to root would leave no unprivileged uid to drop to, so as root it is never used);
    otherwise through a user namespace."""
    attempts = [_UNSHARE] if is_root() else [
        ["unshare", "--user", "--map-root-user", *_UNSHARE[1:]]]
    for prefix in attempts:
        try:
            done = subprocess.run([*prefix, "--", "/usr/bin/true"], capture_output=True,
                                  check=False,
                                  timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if done.returncode == 0:
            return (*prefix, "--")
    return ()


class FallbackSandbox:
    name = "fallback"

    def __init__(self) -> None:
        # Resolved now, so a sandbox that would have to keep uid 0 never exists at all.
        self.interpreter: Interpreter = runnable_interpreter()

    @property
    def isolation(self) -> str:
        spaces = ("network/PID/IPC namespaces" if _namespace_prefix()
                  else "NO namespaces (network reachable)")
        user = (f"unprivileged uids {_uid_range()}" if is_root()
                else f"the grader's own uid {os.geteuid()} (not root)")
        mirror = (f"; interpreter mirrored readable at {self.interpreter.base}"
                  if self.interpreter.library_dir else "")
        return (
            f"UNSAFE-LOCAL (no bubblewrap): {spaces}, rlimits, cleared env, runs as {user}; the "
            "filesystem is NOT private: candidates can read every host file those uids can "
            f"read and write world-writable directories (/tmp, /dev/shm){mirror}"
        )

    def _uid(self) -> int | None:
        """The command's uid: always unprivileged as root (see the module docstring)."""
        return next_uid() if is_root() else None

    def _env(self, home: str, extra: Mapping[str, str] | None) -> dict[str, str]:
        path = self.interpreter.bin_path + "/usr/bin:/bin"
        variables = base_env(home, extra, path) | {"TMPDIR": home}
        if self.interpreter.library_dir is not None:  # beats the binary's RUNPATH under /root
            variables["LD_LIBRARY_PATH"] = str(self.interpreter.library_dir)
        return variables

    def run(
        self, argv: Sequence[str], *, workspace: Path, limits: Limits = Limits(),  # noqa: B008
        env: Mapping[str, str] | None = None, stdin: bytes | None = None,
    ) -> CommandResult:
        workspace = Path(workspace).resolve()
        if not workspace.is_dir():
            raise ValueError(f"workspace {workspace} is not a directory")
        uid = self._uid()
        tmp = Path(tempfile.mkdtemp(prefix="gar-fallback-"))
        try:
            if uid is not None:
                chown_tree(workspace, uid)
                chown_tree(tmp, uid)
            variables = self._env(str(tmp), env)
            spec = launcher_spec(limits, uid)

            def build(report_fd: int) -> list[str]:
                launch = launcher_argv(self.interpreter.python, str(LAUNCHER), spec, report_fd)
                return [*_namespace_prefix(), "/usr/bin/env", "-C", str(workspace), "-i",
                        *(f"{k}={v}" for k, v in variables.items()), *launch, *argv]

            return run_wrapped(build, limits=limits, stdin=stdin,
                               env={"PATH": "/usr/bin:/bin"}, label="fallback sandbox")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def service_command(
        self, *, code_dir: Path, script: str, args: Sequence[str], private_tmp: Path,
        tmp_size_mb: int,
    ) -> tuple[list[str], str]:
        private_tmp.chmod(0o755)
        library = self.interpreter.library_dir
        command = [*_namespace_prefix(), "/usr/bin/env",
                   *([f"LD_LIBRARY_PATH={library}"] if library else []),
                   *(f"{k}={v}" for k, v in SERVICE_ENV.items()),
                   self.interpreter.python, *SERVICE_FLAGS, str(Path(code_dir) / script), *args]
        return command, str(private_tmp)


def _uid_range() -> str:
    from gar.sandbox.process import _UID_BASE, _UID_SPAN

    return f"{_UID_BASE}-{_UID_BASE + _UID_SPAN - 1}"
