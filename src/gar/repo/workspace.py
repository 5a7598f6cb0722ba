"""Fresh copies of a task's workspace with one rollout's patch applied.

Every rollout gets its own copy in a temporary directory: ``.git`` (and any other VCS
metadata) is never copied, so the code under test cannot read history; symlinks that point
outside the workspace are dropped. The patch is validated (:func:`gar.repo.diffs.patch_problem`)
and applied with ``git apply`` itself, run in the copy with repository discovery switched off,
so it behaves as a stand-alone ``patch`` that refuses paths outside the working area. Then the
protected paths are put back to their pristine content. A patch that cannot be applied is a
result with a reason, never an exception, and nothing is written outside the copy.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from gar.repo.diffs import guess_strip, patch_problem, unsafe_path_reason

GIT_APPLY_TIMEOUT_S = 120  # a safety net: a 1 MiB patch applies in well under a second
_VCS_DIRS = {".git", ".hg", ".svn", "__pycache__", ".pytest_cache"}

#: Files that steer the test harness: restored to pristine (or removed when new) before the
#: tests run, whatever the task's own protected paths say. See docs/repo_tasks.md.
HARNESS_PATTERNS = (
    "**/conftest.py", "pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml",
    "**/sitecustomize.py", "**/usercustomize.py", "**/*.pth",
)


@dataclass(frozen=True)
class Applied:
    """The outcome of applying one patch: ``root`` is the copy (None when it failed)."""

    root: Path | None
    reason: str = ""
    restored: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.root is not None


@lru_cache(maxsize=256)
def _glob_regex(pattern: str) -> re.Pattern[str]:
    """``**/`` any directories, ``*`` within one segment, ``?`` one character; a pattern
    without wildcards also matches everything below it (a protected directory)."""
    pattern = pattern.strip()
    pattern = (pattern.removeprefix("./")).rstrip("/")
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + "(?:/.*)?$")


def matches_any(path: str, patterns: Iterable[str]) -> str | None:
    """The first pattern that ``path`` (workspace-relative, '/'-separated) matches."""
    for pattern in patterns:
        if pattern and _glob_regex(pattern).match(path):
            return pattern
    return None


def test_files(test_ids: Iterable[str]) -> tuple[str, ...]:
    """The files holding the given pytest ids (``tests/test_a.py::test_x`` → the file)."""
    return tuple(dict.fromkeys(tid.split("::", 1)[0] for tid in test_ids if tid))


def walk_files(root: Path) -> Iterator[str]:
    """Workspace-relative paths of regular files and links under ``root``, VCS dirs skipped."""
    for current, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in _VCS_DIRS)
        base = Path(current).relative_to(root)
        for name in sorted(files):
            yield (base / name).as_posix()


def copy_workspace(source: Path, dest: Path) -> None:
    """Copy a workspace without VCS metadata or caches, dropping links that leave it."""
    source = source.resolve()

    def ignore(directory: str, names: list[str]) -> set[str]:
        skipped = {n for n in names if n in _VCS_DIRS}
        for name in names:
            full = Path(directory, name)
            if full.is_symlink():
                target = full.resolve()
                if target != source and source not in target.parents:
                    skipped.add(name)
        return skipped

    shutil.copytree(source, dest, symlinks=True, ignore=ignore, dirs_exist_ok=True)
    # The sandbox enters the copy before dropping to its uid, without DAC override: the
    # copy's root must be traversable even when the source directory was private (0700).
    dest.chmod(0o755)


def _git_env(root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    # No repository discovery above the copy: git apply then acts as a stand-alone patch
    # tool confined to its working directory.
    env["GIT_CEILING_DIRECTORIES"] = str(root.parent)
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    env["HOME"] = str(root.parent)
    return env


def _git_apply(root: Path, patch_file: Path, strip: int, check: bool) -> str | None:
    argv = ["git", "apply", f"-p{strip}", "--whitespace=nowarn", "--recount"]
    if check:
        argv.append("--check")
    argv.append(str(patch_file))
    try:
        done = subprocess.run(argv, cwd=root, env=_git_env(root), capture_output=True,
                              text=True, timeout=GIT_APPLY_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        # A busy machine, not the patch: an infrastructure failure (never "does not apply",
        # which would be the rollout's failure and depend on load).
        raise TimeoutError(f"git apply did not finish within {GIT_APPLY_TIMEOUT_S}s") from None
    except OSError as exc:
        raise OSError(f"git apply could not run: {exc}") from exc
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        return "patch does not apply: " + "; ".join(detail[:5])
    return None


def restore_protected(root: Path, pristine: Path, patterns: Iterable[str]) -> tuple[str, ...]:
    """Put every file matching ``patterns`` back to its pristine content; remove matching
    files the patch created. Returns the paths that differed (restored or removed)."""
    patterns = tuple(patterns)
    changed: list[str] = []
    current = {p for p in walk_files(root) if matches_any(p, patterns)}
    original = {p for p in walk_files(pristine) if matches_any(p, patterns)}
    for rel in sorted(current | original):
        here, there = root / rel, pristine / rel
        if rel in original and rel in current and _same_file(here, there):
            continue
        changed.append(rel)
        if here.is_symlink() or here.is_file():
            here.unlink()
        if rel in original:
            here.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(there, here, follow_symlinks=False)
    return tuple(changed)


def _same_file(a: Path, b: Path) -> bool:
    if a.is_symlink() or b.is_symlink():
        return a.is_symlink() and b.is_symlink() and os.readlink(a) == os.readlink(b)
    return a.is_file() and b.is_file() and a.read_bytes() == b.read_bytes()


def apply_patch(
    workspace: Path, patch: str, dest: Path, protected: Iterable[str] = (),
    only: Iterable[str] | None = None,
) -> Applied:
    """Copy ``workspace`` into the empty directory ``dest``, apply ``patch`` there, restore
    ``protected`` patterns. Never raises for a bad patch; never writes outside ``dest``.
    Raises ``OSError`` (``TimeoutError`` past its safety-net deadline) when ``git apply``
    itself cannot run: the instrument's failure, never the rollout's.

    ``only`` copies just those workspace-relative files (the ones the patch touches) instead
    of the whole tree: enough to read the patched sources, far cheaper on a large repository.
    """
    if (problem := patch_problem(patch)) is not None:
        return Applied(None, problem)
    if not workspace.is_dir():
        return Applied(None, f"workspace {workspace} is not a directory")
    if only is None:
        copy_workspace(workspace, dest)
    else:
        _copy_files(workspace, dest, only)
    patch_text = patch if patch.endswith("\n") else patch + "\n"
    with tempfile.TemporaryDirectory(prefix="gar-patch-") as holder:
        patch_file = Path(holder, "rollout.diff")
        patch_file.write_text(patch_text, encoding="utf-8", errors="surrogatepass")
        strip = guess_strip(patch_text)
        problem = _git_apply(dest, patch_file, strip, check=True)
        if problem is None:
            problem = _git_apply(dest, patch_file, strip, check=False)
    if problem is not None:
        return Applied(None, problem)
    if (escaped := _escaping_link(dest)) is not None:
        return Applied(None, f"patch leaves a link pointing outside the workspace: {escaped}")
    restored = restore_protected(dest, workspace, protected)
    return Applied(dest, "", restored)


def _copy_files(workspace: Path, dest: Path, paths: Iterable[str]) -> None:
    """Copy the regular files among ``paths`` (links and missing ones are skipped)."""
    dest.mkdir(parents=True, exist_ok=True)
    for rel in paths:
        source = workspace / rel
        if unsafe_path_reason(rel) is None and source.is_file() and not source.is_symlink():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / rel)


def _escaping_link(root: Path) -> str | None:
    real = root.resolve()
    for rel in walk_files(root):
        path = root / rel
        if path.is_symlink():
            target = path.resolve()
            if real not in target.parents:
                return rel
    return None
