"""Tiny repositories written by a test, and patches against them."""

from __future__ import annotations

import difflib
from pathlib import Path


def write_repo(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def patch_for(rel: str, old: str, new: str) -> str:
    """A git-style unified diff of one file."""
    diff = difflib.unified_diff(old.splitlines(True), new.splitlines(True), f"a/{rel}", f"b/{rel}")
    return f"diff --git a/{rel} b/{rel}\n" + "".join(diff)


def findings_by_patch(task, rel: str, source: str, fixes: dict[str, str], sandbox) -> dict:
    """``compare_patches`` over one passing patch per entry of ``fixes`` (new text of
    ``rel``): each patch's findings by its name (patches without any are absent)."""
    from gar.records import ExecutionResult, Rollout, Status
    from gar.repo import compare_patches

    names = list(fixes)
    rollouts = [Rollout(task.task_id, n, patch=patch_for(rel, source, fixes[n])) for n in names]
    found = compare_patches(task, rollouts, [ExecutionResult(Status.PASSED)] * len(names),
                            sandbox)
    return {names[i]: list(findings) for i, findings in found.items()}
