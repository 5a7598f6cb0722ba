"""Loading repository tasks: the local JSONL/directory format and SWE-bench instances.

Formats are described in docs/repo_tasks.md. Every parser returns a :class:`RepoTask` whose
``workspace`` is a directory: inline files are written once into a content-addressed cache,
a SWE-bench instance is exported from a local clone at its base commit (no git history in the
export) with its test patch applied. Bad records raise ``ValueError`` with a plain reason;
:func:`gar.io.load_tasks` turns that into an error naming the file and line.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from gar.cache import cache_root
from gar.records import RepoTask
from gar.repo.diffs import parse_patch, unsafe_path_reason

DEFAULT_TEST_COMMAND = ("python", "-m", "pytest")


def cache_dir() -> Path:
    """Where materialised workspaces live (``cache_root() / "workspaces"``)."""
    return cache_root() / "workspaces"


def _string_list(record: Mapping[str, Any], key: str) -> tuple[str, ...]:
    """A list of strings, also accepted JSON-encoded in a string (as SWE-bench ships it)."""
    value = record.get(key, record.get(key.upper(), ()))
    if isinstance(value, str):
        try:
            value = json.loads(value) if value.strip().startswith("[") else [value]
        except json.JSONDecodeError as exc:
            raise ValueError(f"field '{key}' is not a JSON list: {exc.msg}") from exc
    if value is None:
        return ()
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"field '{key}' must be a list of strings")
    return tuple(value)


def _test_command(record: Mapping[str, Any]) -> tuple[str, ...]:
    value = record.get("test_command")
    if value is None:
        return DEFAULT_TEST_COMMAND
    if isinstance(value, str):
        value = shlex.split(value)
    if not value or not all(isinstance(v, str) for v in value):
        raise ValueError("field 'test_command' must be a non-empty string or list of strings")
    return tuple(value)


def materialise_files(files: Mapping[str, Any]) -> Path:
    """Write inline ``{path: content}`` files into a content-addressed cache directory."""
    if not isinstance(files, Mapping) or not files:
        raise ValueError("field 'files' must be a non-empty object of path → text")
    for path, content in files.items():
        if not isinstance(path, str) or not isinstance(content, str):
            raise ValueError("field 'files' must map path strings to text")  # noqa: TRY004
        if (reason := unsafe_path_reason(path)) is not None:
            raise ValueError(f"bad path in 'files': {reason}")
    digest = hashlib.sha256(json.dumps(sorted(files.items())).encode()).hexdigest()[:24]
    target = cache_dir() / digest
    if target.is_dir():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{digest}-", dir=target.parent))
    for path, content in files.items():
        (staging / path).parent.mkdir(parents=True, exist_ok=True)
        (staging / path).write_text(content, encoding="utf-8")
    try:
        staging.rename(target)  # atomic: concurrent loaders agree on one copy
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def _read_text_field(record: Mapping[str, Any], key: str, base_dir: Path) -> str | None:
    """``key`` inline, or ``key + '_file'`` naming a file relative to ``base_dir``."""
    if isinstance(record.get(key), str):
        return record[key]
    ref = record.get(f"{key}_file")
    if isinstance(ref, str):
        path = base_dir / ref
        if not path.is_file():
            raise ValueError(f"field '{key}_file': no such file {path}")
        return path.read_text(encoding="utf-8")
    return None


def repo_task_from_dict(record: Mapping[str, Any], base_dir: Path, origin: str = "") -> RepoTask:
    """Parse one record of the local format, or a SWE-bench instance (``instance_id``)."""
    if "instance_id" in record and "task_id" not in record:
        return swebench_task(record, base_dir)
    task_id = record.get("task_id")
    if not isinstance(task_id, str) or not task_id:
        raise ValueError("missing or non-string field 'task_id'")
    if "files" in record:
        workspace = materialise_files(record["files"])
    elif isinstance(record.get("workspace"), str):
        workspace = (base_dir / record["workspace"]).resolve()
    else:
        raise ValueError("a repo task needs 'workspace' (a directory) or 'files' (inline)")
    if not workspace.is_dir():
        raise ValueError(f"workspace {workspace} is not a directory")
    statement = _read_text_field(record, "problem_statement", base_dir)
    if statement is None:
        raise ValueError("missing field 'problem_statement'")
    protected = _string_list(record, "protected_paths")
    for pattern in protected:
        if pattern.startswith("/") or ".." in pattern.split("/"):
            raise ValueError(f"protected path {pattern!r} must be relative to the workspace")
    return RepoTask(
        task_id=task_id, workspace=workspace, problem_statement=statement,
        test_command=_test_command(record),
        fail_to_pass=_string_list(record, "fail_to_pass"),
        pass_to_pass=_string_list(record, "pass_to_pass"),
        protected_paths=protected,
        reference_patch=_read_text_field(record, "reference_patch", base_dir),
    )


def load_task_dir(directory: str | Path) -> RepoTask:
    """A task directory: ``task.json`` (local format; ``workspace`` defaults to ``repo``),
    the workspace, and optionally ``patches/reference.diff``."""
    directory = Path(directory)
    meta = directory / "task.json"
    if not meta.is_file():
        raise ValueError(f"{directory} has no task.json")
    record = json.loads(meta.read_text(encoding="utf-8"))
    record.setdefault("workspace", "repo")
    if "reference_patch" not in record and (directory / "patches/reference.diff").is_file():
        record["reference_patch_file"] = "patches/reference.diff"
    return repo_task_from_dict(record, directory, str(meta))


# ----------------------------------------------------------------------------- SWE-bench


def swebench_task(record: Mapping[str, Any], base_dir: Path) -> RepoTask:
    """A SWE-bench instance. The workspace comes from ``workspace`` (a checkout at the base
    commit), or from a local clone found as ``repos_dir/<owner>__<name>`` (``repos_dir`` in
    the record or ``$GAR_SWEBENCH_REPOS``) exported at ``base_commit`` without history. The
    instance's ``test_patch`` is applied to that workspace and the files it touches become
    protected paths; ``patch`` becomes the reference."""
    for key in ("instance_id", "problem_statement"):
        if not isinstance(record.get(key), str):
            raise ValueError(f"SWE-bench instance without string field '{key}'")  # noqa: TRY004
    test_patch = record.get("test_patch") or ""
    workspace = _swebench_workspace(record, base_dir, test_patch)
    protected = tuple(dict.fromkeys(
        p for diff in parse_patch(test_patch) for p in diff.paths)) if test_patch else ()
    return RepoTask(
        task_id=record["instance_id"], workspace=workspace,
        problem_statement=record["problem_statement"],
        test_command=_test_command(record),
        fail_to_pass=_string_list(record, "FAIL_TO_PASS"),
        pass_to_pass=_string_list(record, "PASS_TO_PASS"),
        protected_paths=protected + _string_list(record, "protected_paths"),
        reference_patch=record.get("patch") if isinstance(record.get("patch"), str) else None,
    )


def _swebench_workspace(record: Mapping[str, Any], base_dir: Path, test_patch: str) -> Path:
    if isinstance(record.get("workspace"), str):
        source = (base_dir / record["workspace"]).resolve()
        if not source.is_dir():
            raise ValueError(f"workspace {source} is not a directory")
        key = f"dir:{source}"
    else:
        repos = record.get("repos_dir") or os.environ.get("GAR_SWEBENCH_REPOS")
        repo, commit = record.get("repo"), record.get("base_commit")
        if not (repos and isinstance(repo, str) and isinstance(commit, str)):
            raise ValueError(
                "SWE-bench instance needs 'workspace', or 'repo' + 'base_commit' and a clone "
                "under 'repos_dir' / $GAR_SWEBENCH_REPOS (nothing is downloaded)")
        source = (base_dir / str(repos) / repo.replace("/", "__")).resolve()
        if not (source / ".git").exists():
            raise ValueError(f"no git clone of {repo} at {source}")
        key = f"git:{source}@{commit}"
    digest = hashlib.sha256(f"{key}\n{test_patch}".encode()).hexdigest()[:24]
    target = cache_dir() / f"swebench-{digest}"
    if target.is_dir():
        return target
    staging = Path(tempfile.mkdtemp(prefix=".swe-", dir=_mkdir(cache_dir())))
    try:
        _export(source, record.get("base_commit"), key.startswith("git:"), staging / "w")
        if test_patch:
            from gar.repo.workspace import apply_patch

            applied = apply_patch(staging / "w", test_patch, staging / "t")
            if not applied.ok:
                raise ValueError(f"the instance's test_patch does not apply: {applied.reason}")
            shutil.rmtree(staging / "w")
            (staging / "t").rename(staging / "w")
        (staging / "w").rename(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _export(source: Path, commit: Any, from_git: bool, dest: Path) -> None:
    if not from_git:
        from gar.repo.workspace import copy_workspace

        copy_workspace(source, dest)
        return
    dest.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(source), "archive", "--format=tar", str(commit)],
                             capture_output=True, timeout=300, check=False)
    if archive.returncode != 0:
        raise ValueError(f"git archive {commit} failed: {archive.stderr.decode()[:200]}")
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True,
                   timeout=300)
