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
