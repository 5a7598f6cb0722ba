"""Signals of a repository rollout's unified diff: size, files touched, added-line smells.

A deliberately small reader (file headers, hunk headers, +/- lines): quality signals need
counts and the added text, not an applier. Scope is judged relative to the group: a file
that the rollout changes but neither the reference patch nor any other genuine pass changes
is outside the task's scope (:func:`out_of_scope`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from gar.judge.prompt import injection_markers

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@")
_CODE_COMMENT = re.compile(r"^\s*#\s*(?:def |class |return\b|import |from \S+ import|"
                           r"print\(|if .*:$|for .*:$|[a-z_]+ = )")
_DEBUG = re.compile(r"\b(?:print|breakpoint|pdb\.set_trace|console\.log)\s*\(")
_TODO = re.compile(r"\b(?:TODO|FIXME|XXX|HACK)\b")


@dataclass(frozen=True)
class PatchSignals:
    files: tuple[str, ...]
    added: int
    removed: int
    debug: tuple[str, ...] = ()
    todo: tuple[str, ...] = ()
    commented_code: tuple[str, ...] = ()
    injection: tuple[str, ...] = ()

    @property
    def changed(self) -> int:
        return self.added + self.removed


def _path(header: str) -> str:
    path = header.split("\t", 1)[0].strip()
    if path == "/dev/null":
        return ""
    return path[2:] if path[:2] in ("a/", "b/") else path


def analyse_patch(text: str) -> PatchSignals:
    files: list[str] = []
    added = removed = 0
    debug: list[str] = []
    todo: list[str] = []
    commented: list[str] = []
    added_text: list[str] = []
    current, line_no, old_path = "", 0, ""
    for line in text.splitlines():
        if line.startswith("--- "):
            old_path = _path(line[4:])
        elif line.startswith("+++ "):
            current = _path(line[4:]) or old_path
            if current and current not in files:
                files.append(current)
        elif (match := _HUNK.match(line)) is not None:
            line_no = int(match.group(1))
        elif line.startswith("+"):
            body, where = line[1:], f"{current}:{line_no}"
            added += 1
            added_text.append(body)
            if _DEBUG.search(body) and not body.lstrip().startswith("#"):
                debug.append(where)
            if _TODO.search(body):
                todo.append(where)
            if _CODE_COMMENT.match(body):
                commented.append(where)
            line_no += 1
        elif line.startswith("-"):
            removed += 1
        elif line.startswith(" "):
            line_no += 1
    return PatchSignals(tuple(files), added, removed, tuple(debug), tuple(todo),
                        tuple(commented), tuple(injection_markers("\n".join(added_text))))


def out_of_scope(
    own: PatchSignals, peers: Sequence[PatchSignals], reference: PatchSignals | None = None
) -> tuple[str, ...]:
    """Files ``own`` alone touches: not in the reference patch, not touched by any peer (the
    group's other rollouts, failed ones included: a file they touch is plausibly relevant).

    Only extra files count: a rollout that shares no file with the others took a different
    route, which is not evidence of a change outside the task's scope.
    """
    others: set[str] = set(reference.files) if reference is not None else set()
    for peer in peers:
        others |= set(peer.files)
    if not others or not set(own.files) & others:
        return ()
    return tuple(f for f in own.files if f not in others)
