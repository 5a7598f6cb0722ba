"""Signals of a repository rollout's unified diff, read through :mod:`gar.repo`.

The diff is parsed by :func:`gar.repo.diffs.parse_patch` and measured by
:func:`gar.repo.scope.diff_scope` (files by kind, lines changed, public API changes, added
handlers that swallow exceptions, functions that lost their checks); this module adds the
added-line smells a reviewer sees at a glance (debugging output, TODO markers, commented-out
code, text aimed at a judge). Scope is judged relative to the group: a file that the
rollout changes but neither the reference patch nor any other rollout changes is outside the
task's scope (:func:`out_of_scope`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from gar.grading.judging import injection_markers
from gar.records import RepoTask
from gar.repo.diffs import parse_patch, patch_problem
from gar.repo.scope import DiffScope, diff_scope, patch_scope

_CODE_COMMENT = re.compile(r"^\s*#\s*(?:def |class |return\b|import |from \S+ import|"
                           r"print\(|if .*:$|for .*:$|[a-z_]+ = )")
_DEBUG = re.compile(r"\b(?:print|breakpoint|pdb\.set_trace|console\.log)\s*\(")
_TODO = re.compile(r"\b(?:TODO|FIXME|XXX|HACK)\b")


@dataclass(frozen=True)
class PatchSignals:
    """A patch's scope (from :mod:`gar.repo`) and added-line smells (``"path:line"``)."""

    scope: DiffScope
    debug: tuple[str, ...] = ()
    todo: tuple[str, ...] = ()
    commented_code: tuple[str, ...] = ()
    injection: tuple[str, ...] = ()

    @property
    def files(self) -> tuple[str, ...]:
        return self.scope.files

    @property
    def added(self) -> int:
        return self.scope.lines_added

    @property
    def removed(self) -> int:
        return self.scope.lines_removed

    @property
    def changed(self) -> int:
        return self.scope.lines_changed


def analyse_patch(text: str, task: RepoTask | None = None) -> PatchSignals:
    """Signals of ``text``; with ``task`` the patch is applied to a copy of the touched files
    for the code-level facts (API changes, swallowed exceptions, lost checks)."""
    scope = diff_scope(task, text) if task is not None else patch_scope(text)
    debug: list[str] = []
    todo: list[str] = []
    commented: list[str] = []
    added_text: list[str] = []
    diffs = parse_patch(text) if patch_problem(text) is None else ()
    for diff in diffs:
        for hunk in diff.hunks:
            line_no = hunk.new_start
            for line in hunk.lines:
                tag, body = line[:1], line[1:]
                if tag == "+":
                    where = f"{diff.path}:{line_no}"
                    added_text.append(body)
                    if _DEBUG.search(body) and not body.lstrip().startswith("#"):
                        debug.append(where)
                    if _TODO.search(body):
                        todo.append(where)
                    if _CODE_COMMENT.match(body):
                        commented.append(where)
                line_no += tag != "-"
    return PatchSignals(scope, tuple(debug), tuple(todo), tuple(commented),
                        tuple(injection_markers("\n".join(added_text))))


def patch_files(text: str) -> tuple[str, ...]:
    """The files a patch touches (none for a patch that is not a usable diff)."""
    if not text or patch_problem(text) is not None:
        return ()
    return tuple(dict.fromkeys(p for d in parse_patch(text) for p in d.paths))


def out_of_scope(
    own: Sequence[str], peers: Sequence[Sequence[str]], reference: Sequence[str] = ()
) -> tuple[str, ...]:
    """Files of ``own`` that no peer touches: not in the reference patch, not in any other
    rollout of the group (failed ones included: a file they touch is plausibly relevant).

    Only extra files count: a rollout that shares no file with the others took a different
    route, which is not evidence of a change outside the task's scope.
    """
    others: set[str] = set(reference)
    for peer in peers:
        others |= set(peer)
    if not others or not set(own) & others:
        return ()
    return tuple(f for f in own if f not in others)
