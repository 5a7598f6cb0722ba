"""The fallback sandbox, for machines without a working bubblewrap.

``unshare`` gives new network, PID (the tree dies with its init), IPC and UTS namespaces where
the kernel allows it; rlimits and (as root) an unprivileged uid do the rest. There is no
private filesystem view: the command sees the host's files with the permissions of an
unprivileged user and runs in the workspace's real path. Weaker than bwrap, so every use
logs a warning once.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from gar.sandbox.base import CommandResult, Limits
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
)

_UNSHARE = ["unshare", "--net", "--pid", "--ipc", "--uts", "--fork", "--kill-child",
            "--mount-proc"]


@functools.cache
def _namespace_prefix() -> tuple[str, ...]:
    """The ``unshare`` prefix this machine accepts (as root, or via a user namespace)."""
    attempts = [_UNSHARE] if is_root() else []
    attempts.append(["unshare", "--user", "--map-root-user", *_UNSHARE[1:]])
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


def _world_traversable(path: Path) -> bool:
    return all(os.stat(p).st_mode & 0o001 for p in [path, *path.parents])


class FallbackSandbox:
    name = "fallback"

    @property
    def isolation(self) -> str:
        spaces = "network/PID namespaces" if _namespace_prefix() else "NO namespaces"
        user = "an unprivileged uid" if self._uid() is not None else "the grader's uid"
        return (
            f"fallback (no bwrap): {spaces}, rlimits, cleared env, {user}; the filesystem is "
            "NOT private (host files readable where permissions allow)"
        )

    def _uid(self) -> int | None:
        # Inside a --map-root-user namespace only uid 0 exists: keep the caller's uid. Without
        # a private filesystem view, an unprivileged uid must be able to reach the interpreter.
        if not is_root() or "--map-root-user" in _namespace_prefix():
            return None
        return next_uid() if all(_world_traversable(p) for p in python_roots() if p) else None

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
            _, venv = python_roots()
            base, _ = python_roots()
            path = (f"{venv}/bin:" if venv else "") + f"{base}/bin:/usr/bin:/bin"
            variables = base_env(str(tmp), env, path) | {"TMPDIR": str(tmp)}
            spec = launcher_spec(limits, uid)

            def build(report_fd: int) -> list[str]:
                launch = launcher_argv(base_python(), str(LAUNCHER), spec, report_fd)
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
        command = [*_namespace_prefix(), base_python(), "-I", "-S", "-B",
                   str(Path(code_dir) / script), *args]
        return command, str(private_tmp)
