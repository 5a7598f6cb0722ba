"""Where a synthesised task set comes from: a local project directory, or ``NAME==VERSION``.

A ``NAME==VERSION`` source distribution is fetched by ``pip download --no-deps --no-binary
:all:`` (pip's own index settings apply) only when it is not already in the cache
(``$GAR_CACHE/sdists``, default ``~/.cache/gar/sdists``; :mod:`gar.cache`), and unpacked there once. The
unpacking refuses members that would land outside the target (absolute paths, ``..``, links).

:func:`inspect_project` reads what synthesis needs from the tree: its test files, its source
files (every other ``.py`` file outside build, docs and VCS directories), whether it uses a
``src/`` layout, and the test command that runs its suite hermetically in the sandbox.

``python -m gar.synth NAME==VERSION ...`` fills the cache (``scripts/setup.sh`` calls it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from gar.cache import cache_root
from gar.errors import GarError

_SPEC = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([A-Za-z0-9][A-Za-z0-9.+!_-]*)$")
#: Directories never part of a task's workspace: VCS metadata (history could hold the fix),
#: caches, build outputs (a built copy of the package *is* the fix), virtualenvs.
SKIPPED_DIRS = frozenset({".git", ".hg", ".svn", "__pycache__", ".pytest_cache", ".tox",
                          ".nox", ".eggs", "build", "dist", ".venv", "venv", "env", ".env",
                          ".mypy_cache", ".ruff_cache", "node_modules", "site-packages"})
_NOT_SOURCE_DIRS = frozenset({"docs", "doc", "examples", "example", "benchmarks", "bench",
                              "scripts", "tools", "changelog.d"})
_NOT_SOURCE_FILES = frozenset({"setup.py", "conftest.py", "noxfile.py", "fabfile.py",
                               "tasks.py", "manage.py", "conf.py"})


class SourceError(GarError):
    """A source that cannot become tasks: not found, not downloadable, without tests."""


@dataclass(frozen=True)
class Project:
    """A project tree ready to be mined. Paths are relative to ``root``, '/'-separated."""

    root: Path
    name: str
    test_files: tuple[str, ...]
    source_files: tuple[str, ...]
    test_command: tuple[str, ...]
    protected_paths: tuple[str, ...]


def resolve_source(spec: str, download: bool = True) -> tuple[Path, str]:
    """``(project directory, name)`` for a local directory or a ``NAME==VERSION`` spec."""
    path = Path(spec).expanduser()
    if path.is_dir():
        return path.resolve(), path.resolve().name
    match = _SPEC.match(spec.strip())
    if match is None:
        if path.exists():
            raise SourceError(f"{spec} is not a directory (give a project directory or "
                              "NAME==VERSION)")
        raise SourceError(f"{spec!r} is neither a directory nor NAME==VERSION "
                          "(e.g. inflection==0.5.1)")
    name, version = match.groups()
    return sdist_tree(name, version, download), f"{name}-{version}"


def sdist_tree(name: str, version: str, download: bool = True) -> Path:
    """The unpacked source distribution of ``name==version`` (downloaded when missing)."""
    target = cache_root() / "sdists" / f"{_normal(name)}-{version}"
    tree = target / "tree"
    if tree.is_dir():
        return _single_top(tree)
    if not download:
        raise SourceError(f"{name}=={version} is not in the cache ({target})")
    target.mkdir(parents=True, exist_ok=True)
    archive = _download(name, version, target)
    staging = Path(tempfile.mkdtemp(prefix=".tree-", dir=target))
    try:
        _unpack(archive, staging)
        try:
            staging.rename(tree)  # atomic: a concurrent run agrees on one copy
        except OSError:
            if not tree.is_dir():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return _single_top(tree)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _download(name: str, version: str, target: Path) -> Path:
    found = _archives(target)
    if found:
        return found[0]
    argv = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
            "--no-build-isolation", "-q", "-d", str(target), f"{name}=={version}"]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SourceError(f"pip download {name}=={version} could not run: {exc}") from exc
    found = _archives(target)
    if done.returncode != 0 or not found:
        detail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise SourceError(f"pip download {name}=={version} failed (exit {done.returncode}): "
                          + (" | ".join(detail) or "no source distribution"))
    return found[0]


def _archives(target: Path) -> list[Path]:
    return sorted(p for p in target.iterdir()
                  if p.is_file() and p.name.endswith((".tar.gz", ".tgz", ".zip", ".tar.bz2")))


def _unpack(archive: Path, dest: Path) -> None:
    """Unpack regular files and directories only; anything escaping ``dest`` is refused."""
    if archive.name.endswith(".zip"):
        with zipfile.ZipFile(archive) as zf:
            for info in zf.infolist():
                _check_member(info.filename)
            zf.extractall(dest)
        return
    with tarfile.open(archive) as tf:
        members = []
        for member in tf.getmembers():
            _check_member(member.name)
            if member.isfile() or member.isdir():
                members.append(member)
        tf.extractall(dest, members=members, filter="data")


def _check_member(name: str) -> None:
    parts = Path(name).parts
    if name.startswith("/") or ".." in parts:
        raise SourceError(f"refusing archive member {name!r} (outside the project)")


def _single_top(tree: Path) -> Path:
    entries = [p for p in tree.iterdir() if not p.name.startswith(".")]
    return entries[0] if len(entries) == 1 and entries[0].is_dir() else tree


# ------------------------------------------------------------------------------ project


def is_test_file(rel: str) -> bool:
    parts = rel.split("/")
    base = parts[-1]
    if not base.endswith(".py"):
        return False
    return (base.startswith("test_") or base.endswith("_test.py") or base == "conftest.py"
            or any(p in ("tests", "test", "testing") for p in parts[:-1]))


def _collected(base: str) -> bool:
    """pytest's default ``python_files``: ``test_*.py`` and ``*_test.py``."""
    return base.endswith(".py") and (base.startswith("test_") or base.endswith("_test.py"))


def _python_files(root: Path) -> list[str]:
    out: list[str] = []
    for current, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and not d.endswith(".egg-info"))
        base = Path(current).relative_to(root)
        out.extend((base / f).as_posix() for f in sorted(files) if f.endswith(".py"))
    return out


def inspect_project(root: Path, name: str) -> Project:
    """Test and source files, test command and protected paths of the tree at ``root``."""
    files = _python_files(root)
    tests = tuple(f for f in files if _collected(f.rsplit("/", 1)[-1]))
    if not tests:
        raise SourceError(f"{root} has no test files (test_*.py or *_test.py): nothing can "
                          "tell a bug from a fix")
    sources = tuple(f for f in files if not is_test_file(f)
                    and f.split("/")[0] not in _NOT_SOURCE_DIRS
                    and f.rsplit("/", 1)[-1] not in _NOT_SOURCE_FILES)
    if not sources:
        raise SourceError(f"{root} has tests but no library source files to mutate")
    return Project(root=root, name=name, test_files=tests, source_files=sources,
                   test_command=test_command(root), protected_paths=_protected(tests))


def test_command(root: Path) -> tuple[str, ...]:
    """``python -m pytest`` with the project's ``addopts`` cleared (they name plugins such as
    pytest-cov that the hermetic run does not load) and ``src`` on the path for a src layout
    whose pytest configuration does not put it there itself."""
    argv = ["python", "-m", "pytest", "-o", "addopts="]
    configs = [root / f for f in ("pytest.ini", ".pytest.ini", "pyproject.toml", "setup.cfg",
                                  "tox.ini")]
    text = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in configs
                     if p.is_file())
    if (root / "src").is_dir() and not re.search(r"^\s*pythonpath\s*=", text, re.MULTILINE):
        argv += ["-o", "pythonpath=src"]
    return tuple(argv)


def _protected(tests: tuple[str, ...]) -> tuple[str, ...]:
    """Test directories (``tests/**``) and loose test files: a fix must not touch them."""
    out: dict[str, None] = {}
    for rel in tests:
        parts = rel.split("/")
        for i, part in enumerate(parts[:-1]):
            if part in ("tests", "test", "testing"):
                out["/".join(parts[: i + 1]) + "/**"] = None
                break
        else:
            out[rel] = None
    return tuple(out)
