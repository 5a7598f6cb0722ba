"""Diff-scope features of a patch, for the quality signals (minimality, side effects).

:func:`diff_scope` applies the patch to a throwaway copy to compare the pristine and patched
Python modules: which functions changed, which public names appeared or disappeared, which
signatures changed. Files are classified as source, test, harness or other; files the task's
reference patch does not touch are reported as ``outside_reference`` (only a hint: a genuine
fix may well differ from the reference).
"""

from __future__ import annotations

import ast
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from gar.records import RepoTask
from gar.repo.diffs import FileDiff, parse_patch, patch_problem
from gar.repo.workspace import HARNESS_PATTERNS, apply_patch, matches_any

_TESTS = ("**/test_*.py", "**/*_test.py", "tests/**", "test/**", "**/tests/**")


@dataclass(frozen=True)
class DiffScope:
    """What a patch touches. Counts are lines; names are ``module.py:qualname``."""

    files: tuple[str, ...] = ()
    source_files: tuple[str, ...] = ()
    test_files: tuple[str, ...] = ()
    harness_files: tuple[str, ...] = ()
    other_files: tuple[str, ...] = ()
    created: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    hunks: int = 0
    lines_added: int = 0
    lines_removed: int = 0
    functions_changed: tuple[str, ...] = ()
    public_added: tuple[str, ...] = ()
    public_removed: tuple[str, ...] = ()
    signatures_changed: tuple[str, ...] = ()
    outside_reference: tuple[str, ...] = ()
    problem: str = ""

    @property
    def lines_changed(self) -> int:
        return self.lines_added + self.lines_removed

    @property
    def public_api_changed(self) -> bool:
        return bool(self.public_added or self.public_removed or self.signatures_changed)


def _kind(path: str) -> str:
    if matches_any(path, HARNESS_PATTERNS):
        return "harness"
    if matches_any(path, _TESTS):
        return "test"
    return "source" if path.endswith(".py") else "other"


def definitions(source: str) -> dict[str, tuple[int, int, str]]:
    """``qualname → (first line, last line, signature)`` for functions and classes (top
    level and methods); empty when the source does not parse."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return {}
    found: dict[str, tuple[int, int, str]] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{node.name}"
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                signature = (ast.unparse(node.args) if not isinstance(node, ast.ClassDef)
                             else ",".join(ast.unparse(b) for b in node.bases))
                found[name] = (first, node.end_lineno or node.lineno, signature)
                if isinstance(node, ast.ClassDef):
                    visit(node.body, f"{name}.")

    visit(tree.body, "")
    return found


def public_names(source: str) -> set[str]:
    """Top-level names a user can import: defs, classes, assignments, imports re-exported
    in ``__init__``; ``__all__`` wins when present."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return set()
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    if target.id == "__all__" and isinstance(node.value, ast.List | ast.Tuple):
                        return {ast.literal_eval(e) for e in node.value.elts
                                if isinstance(e, ast.Constant)}
                    names.add(target.id)
        elif isinstance(node, ast.ImportFrom):
            names.update(a.asname or a.name for a in node.names)
    return {n for n in names if not n.startswith("_")}


def changed_definitions(diff: FileDiff, old: str, new: str) -> set[str]:
    """Qualnames whose line span holds a removed line (old file) or an added line (new)."""
    old_defs, new_defs = definitions(old), definitions(new)
    changed: set[str] = set()
    for hunk in diff.hunks:
        old_line, new_line = hunk.old_start, hunk.new_start
        for line in hunk.lines:
            tag = line[:1]
            if tag == "-":
                changed |= _enclosing(old_defs, old_line)
            elif tag == "+":
                changed |= _enclosing(new_defs, new_line)
            old_line += tag != "+"
            new_line += tag != "-"
    return changed


def _enclosing(defs: dict[str, tuple[int, int, str]], line: int) -> set[str]:
    inside = [name for name, (a, b, _) in defs.items() if a <= line <= b]
    return {max(inside, key=len)} if inside else set()


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def diff_scope(task: RepoTask, patch: str) -> DiffScope:
    """The scope features of ``patch`` against ``task``'s workspace (see module doc)."""
    if (problem := patch_problem(patch)) is not None:
        return DiffScope(problem=problem)
    diffs = parse_patch(patch)
    files = tuple(dict.fromkeys(d.path for d in diffs))
    kinds = {path: _kind(path) for path in files}
    reference = ({d.path for d in parse_patch(task.reference_patch)}
                 if task.reference_patch and patch_problem(task.reference_patch) is None else None)
    scope = {
        "files": files, "hunks": sum(len(d.hunks) for d in diffs),
        "source_files": tuple(p for p in files if kinds[p] == "source"),
        "test_files": tuple(p for p in files if kinds[p] == "test"),
        "harness_files": tuple(p for p in files if kinds[p] == "harness"),
        "other_files": tuple(p for p in files if kinds[p] == "other"),
        "created": tuple(d.path for d in diffs if d.created),
        "deleted": tuple(d.path for d in diffs if d.deleted),
        "lines_added": sum(d.lines_added for d in diffs),
        "lines_removed": sum(d.lines_removed for d in diffs),
        "outside_reference": tuple(p for p in files if reference is not None and p not in reference),
    }
    holder = Path(tempfile.mkdtemp(prefix="gar-scope-"))
    try:
        applied = apply_patch(task.workspace, patch, holder / "w")
        if not applied.ok:
            return DiffScope(**scope, problem=applied.reason)
        scope.update(_api_changes(task.workspace, holder / "w", diffs, kinds))
    finally:
        shutil.rmtree(holder, ignore_errors=True)
    return DiffScope(**scope)


def _api_changes(pristine: Path, patched: Path, diffs: tuple[FileDiff, ...],
                 kinds: dict[str, str]) -> dict[str, tuple[str, ...]]:
    functions: list[str] = []
    added: list[str] = []
    removed: list[str] = []
    signatures: list[str] = []
    for diff in diffs:
        if kinds.get(diff.path) != "source":
            continue
        old = _read(pristine / diff.old_path) if diff.old_path else ""
        new = _read(patched / diff.new_path) if diff.new_path else ""
        functions += [f"{diff.path}:{n}" for n in sorted(changed_definitions(diff, old, new))]
        before, after = public_names(old), public_names(new)
        added += [f"{diff.path}:{n}" for n in sorted(after - before)]
        removed += [f"{diff.path}:{n}" for n in sorted(before - after)]
        old_defs, new_defs = definitions(old), definitions(new)
        signatures += [f"{diff.path}:{n}" for n in sorted(set(old_defs) & set(new_defs))
                       if not n.split(".")[-1].startswith("_")
                       and old_defs[n][2] != new_defs[n][2]]
    return {"functions_changed": tuple(functions), "public_added": tuple(added),
            "public_removed": tuple(removed), "signatures_changed": tuple(signatures)}
