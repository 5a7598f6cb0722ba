"""An interpreter an unprivileged uid can run, for the sandbox without a private filesystem.

Under bubblewrap the interpreter is bound into a fresh root with world-readable ancestors, so
where it lives on the host does not matter. The ``unsafe-local`` sandbox has no filesystem
view of its own: a candidate dropped to an unprivileged uid must reach the interpreter
through the host's directories. A pyenv install under ``/root`` (mode 0700) is unreachable,
and keeping uid 0 instead would let untrusted code read root-only files and ignore
RLIMIT_NPROC. So, as root, :func:`runnable_interpreter` builds a *readable mirror* once: the
base interpreter's executable, shared library and standard library (no site-packages, no test
suite), hard-linked where the filesystem allows (else copied) into root-owned 0755
directories under ``$GAR_INTERPRETER_DIR`` (default ``/var/lib/gar/interpreters``), plus a
shadow virtualenv whose site-packages point at the real one. When that cannot be done the
error says exactly why, and the sandbox refuses to start rather than run candidates as root.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from gar.errors import SandboxUnavailable
from gar.sandbox.process import base_python, is_root, python_roots

DEFAULT_DIR = "/var/lib/gar/interpreters"
# Parts of the standard library no candidate needs: the test suite alone is ~120 MB.
_SKIP = frozenset({"site-packages", "test", "idlelib", "turtledemo", "ensurepip", "tkinter"})


@dataclass(frozen=True)
class Interpreter:
    """``python`` (the base executable), its prefix, the virtualenv (or None), and the
    directory to put first on ``LD_LIBRARY_PATH`` (a mirror's own libpython; else None)."""

    python: str
    base: Path
    venv: Path | None
    library_dir: Path | None = None

    @property
    def bin_path(self) -> str:
        """The ``PATH`` prefix that finds this interpreter (and the venv's tools) first."""
        return (f"{self.venv}/bin:" if self.venv else "") + f"{self.base}/bin:"


def traversable_by_others(path: Path) -> bool:
    """Every directory from ``/`` down to ``path`` is searchable by an unrelated uid."""
    try:
        return all(os.stat(p).st_mode & 0o001 for p in [path, *path.parents])
    except OSError:
        return False


@functools.cache
def runnable_interpreter() -> Interpreter:
    """The interpreter an unprivileged candidate can run (the real one when it can, else the
    readable mirror); raises :class:`SandboxUnavailable` saying why when neither works."""
    base, venv = python_roots()
    real = Interpreter(base_python(), base, venv)
    if not is_root() or all(traversable_by_others(p) for p in (base, venv) if p):
        return real
    if venv is not None and not traversable_by_others(venv):
        raise SandboxUnavailable(
            f"the virtualenv {venv} is not reachable by an unprivileged uid (a parent directory "
            "lacks o+x), and unsafe-local never runs candidates as root: move the virtualenv "
            "or make its parents searchable")
    return _mirror(real)


def _mirror(real: Interpreter) -> Interpreter:
    home = Path(os.environ.get("GAR_INTERPRETER_DIR") or DEFAULT_DIR)
    tag = hashlib.sha256(f"{real.base}|{real.venv}|{sys.version}".encode()).hexdigest()[:12]
    target = home / f"python{sys.version_info.major}.{sys.version_info.minor}-{tag}"
    why = f"the interpreter under {real.base} is not reachable by an unprivileged uid"
    try:
        _safe_dirs(home)
        if not (target / ".complete").exists():
            _build(real, target)
    except OSError as exc:
        raise SandboxUnavailable(
            f"{why}, and a readable mirror could not be made at {target}: {exc} (set "
            "GAR_INTERPRETER_DIR to a root-owned directory outside /root, or install Python "
            "where other users can read it)") from exc
    python = target / "bin" / Path(real.python).name
    venv = target / "venv" if real.venv is not None else None
    return Interpreter(str(python), target, venv, target / "lib")


def _safe_dirs(home: Path) -> None:
    """Create ``home`` (0755) and check that no other user could have planted or can change
    anything on the way: each ancestor is root-owned and not writable by others (a sticky
    directory such as /var/tmp excepted)."""
    home.mkdir(mode=0o755, parents=True, exist_ok=True)
    for directory in [home, *home.parents]:
        info = os.lstat(directory)
        writable = info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
        sticky = info.st_mode & stat.S_ISVTX
        if info.st_uid != 0 or stat.S_ISLNK(info.st_mode) or (writable and not sticky):
            raise PermissionError(f"{directory} is not a root-owned directory others cannot "
                                  "write to")
        if not info.st_mode & 0o001:
            raise PermissionError(f"{directory} is not searchable by other users")


def _build(real: Interpreter, target: Path) -> None:
    staging = target.with_name(f".{target.name}.{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    (staging / "bin").mkdir(parents=True, mode=0o755)
    (staging / "lib").mkdir(mode=0o755)
    _link_or_copy(real.python, staging / "bin" / Path(real.python).name)
    for library in (real.base / "lib").glob("libpython*.so*"):
        _link_or_copy(str(library), staging / "lib" / library.name)
    shutil.copytree(real.base / "lib" / version, staging / "lib" / version,
                    ignore=lambda _d, names: [n for n in names if n in _SKIP],
                    copy_function=_link_or_copy, symlinks=True)
    (staging / "lib" / version / "site-packages").mkdir(mode=0o755)
    if real.venv is not None:
        _shadow_venv(real, staging, target, version)
    _open_up(staging)
    (staging / ".complete").write_text(f"mirror of {real.base}\n")
    if target.exists():  # another process finished first; keep its (complete) copy
        shutil.rmtree(staging, ignore_errors=True)
        return
    os.replace(staging, target)


def _shadow_venv(real: Interpreter, staging: Path, target: Path, version: str) -> None:
    """A virtualenv on the mirror whose site-packages is the real venv's (readable)."""
    venv = staging / "venv"
    (venv / "bin").mkdir(parents=True, mode=0o755)
    (venv / "lib" / version).mkdir(parents=True, mode=0o755)
    name = Path(real.python).name
    (venv / "pyvenv.cfg").write_text(
        f"home = {target}/bin\n"
        "include-system-site-packages = false\n")
    for alias in dict.fromkeys(("python", "python3", name)):
        os.symlink(f"../../bin/{name}", venv / "bin" / alias)
    os.symlink(Path(str(real.venv)) / "lib" / version / "site-packages",
               venv / "lib" / version / "site-packages")


def _link_or_copy(source: str, destination: str | Path) -> str:
    """A hard link when the file is already world-readable (a link shares the inode, so its
    mode must never be changed here), else a copy."""
    try:
        if not os.stat(source).st_mode & 0o004:
            raise PermissionError("not world-readable: copy it")
        os.link(source, destination)
    except OSError:
        shutil.copy2(source, destination)
    return str(destination)


def _open_up(root: Path) -> None:
    """Directories 0755, files readable (executables executable) by everyone."""
    for directory, _subdirs, files in os.walk(root):
        os.chmod(directory, 0o755)
        for name in files:
            path = os.path.join(directory, name)
            mode = os.lstat(path).st_mode
            if stat.S_ISREG(mode) and not mode & 0o004:  # only copies: links are readable
                os.chmod(path, mode | 0o444 | (0o111 if mode & 0o100 else 0))
