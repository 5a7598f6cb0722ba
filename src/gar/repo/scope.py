"""Diff-scope features of a patch, for the quality signals (minimality, side effects).

:func:`diff_scope` applies the patch to a throwaway copy to compare the pristine and patched
Python modules: which functions changed, which public names appeared or disappeared, which
signatures changed; and two smells that only the patched code shows: added exception handlers
that catch everything and discard the error (``swallowed``), and changed functions that lost
``raise``/``assert`` statements (``validation_removed``). Files are classified as source,
test, harness or other; files the task's reference patch does not touch are reported as
``outside_reference`` (only a hint: a genuine fix may well differ from the reference).

Only the files the patch touches are copied and patched, so the cost does not grow with the
repository. :func:`patch_scope` gives the parse-only part when there is no workspace.
"""

from __future__ import annotations

import ast
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
    swallowed: tuple[str, ...] = ()
    validation_removed: tuple[str, ...] = ()
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


def patch_scope(patch: str, reference_patch: str | None = None) -> DiffScope:
    """The parse-only scope of ``patch`` (files by kind, lines, hunks, files outside the
    reference): no workspace needed, nothing applied."""
    if (problem := patch_problem(patch)) is not None:
        return DiffScope(problem=problem)
    return DiffScope(**_parsed_scope(parse_patch(patch), reference_patch))


def _parsed_scope(diffs: tuple[FileDiff, ...], reference_patch: str | None) -> dict[str, Any]:
    files = tuple(dict.fromkeys(d.path for d in diffs))
    kinds = {path: _kind(path) for path in files}
    reference = ({d.path for d in parse_patch(reference_patch)}
                 if reference_patch and patch_problem(reference_patch) is None else None)
    return {
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


def diff_scope(task: RepoTask, patch: str) -> DiffScope:
    """The scope features of ``patch`` against ``task``'s workspace (see module doc)."""
    if (problem := patch_problem(patch)) is not None:
        return DiffScope(problem=problem)
    diffs = parse_patch(patch)
    scope = _parsed_scope(diffs, task.reference_patch)
    kinds = {path: _kind(path) for path in scope["files"]}
    touched = {p for d in diffs for p in d.paths}
    holder = Path(tempfile.mkdtemp(prefix="gar-scope-"))
    try:
        applied = apply_patch(task.workspace, patch, holder / "w", only=touched)
        if not applied.ok:
            return DiffScope(**scope, problem=applied.reason)
        scope.update(_api_changes(task.workspace, holder / "w", diffs, kinds))
    finally:
        shutil.rmtree(holder, ignore_errors=True)
    return DiffScope(**scope)


def _api_changes(pristine: Path, patched: Path, diffs: tuple[FileDiff, ...],
                 kinds: dict[str, str]) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {key: [] for key in (
        "functions_changed", "public_added", "public_removed", "signatures_changed",
        "swallowed", "validation_removed")}
    for diff in diffs:
        if kinds.get(diff.path) != "source":
            continue
        old = _read(pristine / diff.old_path) if diff.old_path else ""
        new = _read(patched / diff.new_path) if diff.new_path else ""
        changed = sorted(changed_definitions(diff, old, new))
        found["functions_changed"] += [f"{diff.path}:{n}" for n in changed]
        before, after = public_names(old), public_names(new)
        found["public_added"] += [f"{diff.path}:{n}" for n in sorted(after - before)]
        found["public_removed"] += [f"{diff.path}:{n}" for n in sorted(before - after)]
        old_defs, new_defs = definitions(old), definitions(new)
        found["signatures_changed"] += [
            f"{diff.path}:{n}" for n in sorted(set(old_defs) & set(new_defs))
            if not n.split(".")[-1].startswith("_") and old_defs[n][2] != new_defs[n][2]]
        found["swallowed"] += [f"{diff.path}:{line}"
                               for line in swallowed_handlers(new, added_lines(diff))]
        found["validation_removed"] += [f"{diff.path}:{n}"
                                        for n in lost_checks(old, new, changed)]
    return {key: tuple(items) for key, items in found.items()}


def added_lines(diff: FileDiff) -> set[int]:
    """Line numbers, in the patched file, of the lines ``diff`` adds."""
    lines: set[int] = set()
    for hunk in diff.hunks:
        number = hunk.new_start
        for line in hunk.lines:
            if line[:1] == "+":
                lines.add(number)
            number += line[:1] != "-"
    return lines


_BROAD = {"Exception", "BaseException"}
#: ``log.exception(...)``, ``warnings.warn(...)``: the error is reported, not swallowed.
_REPORTING = {"exception", "error", "warning", "warn", "critical", "log"}


def _catches_everything(handler: ast.ExceptHandler) -> bool:
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return handler.type is None or any(
        isinstance(k, ast.Name | ast.Attribute) and (getattr(k, "id", None) or
                                                      getattr(k, "attr", "")) in _BROAD
        for k in kinds)


def swallowed_handlers(source: str, lines: set[int]) -> list[int]:
    """Lines of added ``except`` clauses (bare, ``Exception``, ``BaseException``) that
    discard the error: nothing in the handler re-raises it, looks at it or reports it
    (``log.exception``, ``warnings.warn``). Whether the
    body passes, returns a constant or falls back to other code, the caller never learns
    that something failed — and a narrower handler would have said what was expected."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ExceptHandler) or node.lineno not in lines:
            continue
        inside = [n for stmt in node.body for n in ast.walk(stmt)]
        reraises = any(isinstance(n, ast.Raise) for n in inside)
        looks = node.name is not None and any(
            isinstance(n, ast.Name) and n.id == node.name for n in inside)
        reports = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                      and n.func.attr in _REPORTING for n in inside)
        if _catches_everything(node) and not (reraises or looks or reports):
            found.append(node.lineno)
    return sorted(found)


def _checks(source: str) -> dict[str, int]:
    """``qualname → number of raise/assert statements`` directly in each function."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return {}
    counts: dict[str, int] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                visit(node.body, f"{prefix}{node.name}.")
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                counts[f"{prefix}{node.name}"] = sum(
                    isinstance(n, ast.Raise | ast.Assert) for n in ast.walk(node))

    visit(tree.body, "")
    return counts


def lost_checks(old: str, new: str, changed: list[str]) -> list[str]:
    """Changed functions that have fewer ``raise``/``assert`` statements after the patch
    (validation relaxed or removed), as ``qualname (before→after)``. Only when the file as a
    whole lost checks too: a check moved into a helper is not a relaxation."""
    before, after = _checks(old), _checks(new)
    if sum(after.values()) >= sum(before.values()):
        return []
    return [f"{name} ({before[name]}→{after[name]} raise/assert)" for name in changed
            if name in before and name in after and after[name] < before[name]]
