"""Reading unified diffs as data: which files a patch touches, its hunks, and why it is unsafe.

Pure functions over the patch text; nothing here touches the file system. The parser is
deliberately lenient about what it does not need (index lines, modes) and strict about what
matters for safety (paths, binary content, symlinks): :func:`patch_problem` names the first
reason a patch must not be applied, and the applier refuses it before ``git apply`` runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_PATCH_BYTES = 5 * 1024 * 1024

_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$")
_GIT_HEADER = re.compile(r"^diff --git (\S+) (\S+)$")


@dataclass(frozen=True)
class Hunk:
    """One ``@@`` hunk: its header, the line ranges, and its body lines (with +/-/space)."""

    header: str
    old_start: int
    old_count: int
    new_start: int
    new_count: int
    lines: tuple[str, ...]

    @property
    def added(self) -> tuple[str, ...]:
        return tuple(line[1:] for line in self.lines if line.startswith("+"))

    @property
    def removed(self) -> tuple[str, ...]:
        return tuple(line[1:] for line in self.lines if line.startswith("-"))

    @property
    def text(self) -> str:
        return "\n".join((self.header, *self.lines))


@dataclass(frozen=True)
class FileDiff:
    """The changes to one file. ``old_path``/``new_path`` are workspace-relative (prefix
    stripped) or None for ``/dev/null`` (a created or deleted file)."""

    old_path: str | None
    new_path: str | None
    hunks: tuple[Hunk, ...] = ()
    binary: bool = False
    new_mode: str | None = None

    @property
    def path(self) -> str:
        """The path the change is about (new path, or old path for a deletion)."""
        return self.new_path or self.old_path or ""

    @property
    def paths(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p for p in (self.old_path, self.new_path) if p))

    @property
    def created(self) -> bool:
        return self.old_path is None

    @property
    def deleted(self) -> bool:
        return self.new_path is None

    @property
    def lines_added(self) -> int:
        return sum(len(h.added) for h in self.hunks)

    @property
    def lines_removed(self) -> int:
        return sum(len(h.removed) for h in self.hunks)


class _Builder:
    """Accumulates one file's header lines and hunks while scanning."""

    def __init__(self, strip: int) -> None:
        self.strip = strip
        self.old: str | None = None
        self.new: str | None = None
        self.seen_old = self.seen_new = False
        self.hunks: list[Hunk] = []
        self.binary = False
        self.new_mode: str | None = None

    def build(self) -> FileDiff:
        return FileDiff(self.old, self.new, tuple(self.hunks), self.binary, self.new_mode)


def _strip(raw: str, strip: int) -> str | None:
    raw = raw.split("\t", 1)[0].strip()
    if raw.startswith('"') and raw.endswith('"'):
        raw = raw[1:-1]
    if raw == "/dev/null":
        return None
    parts = raw.split("/")
    return "/".join(parts[strip:]) if len(parts) > strip else raw


def guess_strip(text: str) -> int:
    """``1`` when file headers carry git's ``a/``/``b/`` prefixes (or ``diff --git``), else 0."""
    heads = [line[4:] for line in text.splitlines() if line.startswith(("--- ", "+++ "))]
    heads = [h.split("\t", 1)[0].strip() for h in heads]
    if "diff --git " in text or all(h == "/dev/null" or h[:2] in ("a/", "b/") for h in heads):
        return 1
    return 0


def parse_patch(text: str, strip: int | None = None) -> tuple[FileDiff, ...]:
    """The file diffs of a unified (optionally git-extended) diff, in patch order."""
    strip = guess_strip(text) if strip is None else strip
    files: list[FileDiff] = []
    current: _Builder | None = None
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        git = _GIT_HEADER.match(line)
        if git or (line.startswith("--- ") and current is not None and current.seen_new):
            if current is not None:
                files.append(current.build())
            current = _Builder(strip)
            if git:
                current.old, current.new = _strip(git[1], strip), _strip(git[2], strip)
                i += 1
                continue
        if current is None and line.startswith("--- "):
            current = _Builder(strip)
        if current is None:
            i += 1
            continue
        i = _consume(current, lines, i)
    if current is not None:
        files.append(current.build())
    return tuple(files)


def _consume(current: _Builder, lines: list[str], i: int) -> int:
    """Read one header line or one whole hunk into ``current``; return the next index."""
    line = lines[i]
    if line.startswith("--- ") and not current.seen_old:
        current.old, current.seen_old = _strip(line[4:], current.strip), True
    elif line.startswith("+++ ") and not current.seen_new:
        current.new, current.seen_new = _strip(line[4:], current.strip), True
    elif line.startswith(("new file mode", "deleted file mode", "new mode")):
        current.new_mode = line.rsplit(" ", 1)[-1]
        if line.startswith("deleted file mode"):
            current.new = None
        elif line.startswith("new file mode"):
            current.old = None
    elif line.startswith(("rename from ", "copy from ")):
        current.old = line.split(" ", 2)[2]
    elif line.startswith(("rename to ", "copy to ")):
        current.new = line.split(" ", 2)[2]
    elif line.startswith(("GIT binary patch", "Binary files ")):
        current.binary = True
    elif (match := _HUNK.match(line)) is not None:
        return _read_hunk(current, lines, i, match)
    return i + 1


def _read_hunk(current: _Builder, lines: list[str], i: int, match: re.Match[str]) -> int:
    old_count = int(match[2]) if match[2] is not None else 1
    new_count = int(match[4]) if match[4] is not None else 1
    body: list[str] = []
    old_left, new_left = old_count, new_count
    j = i + 1
    while j < len(lines) and (old_left > 0 or new_left > 0):
        text = lines[j]
        tag = text[:1]
        if tag == "\\":  # "\ No newline at end of file"
            j += 1
            continue
        if tag not in ("+", "-", " ", ""):
            break
        body.append(text if text else " ")
        old_left -= tag in ("-", " ", "")
        new_left -= tag in ("+", " ", "")
        j += 1
    while j < len(lines) and lines[j].startswith("\\"):
        j += 1
    current.hunks.append(Hunk(lines[i], int(match[1]), old_count, int(match[3]), new_count,
                              tuple(body)))
    return j


def unsafe_path_reason(path: str) -> str | None:
    """Why a patch path must not be written, or None when it stays inside the workspace."""
    if not path:
        return "empty path"
    if path.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:[\\/]", path):
        return f"absolute path {path!r}"
    parts = re.split(r"[\\/]+", path)
    if ".." in parts:
        return f"path {path!r} leaves the workspace ('..')"
    if ".git" in parts:
        return f"path {path!r} writes into git metadata"
    if "\0" in path:
        return f"path {path!r} contains a NUL byte"
    return None


def patch_problem(text: str) -> str | None:
    """The first reason this patch must not be applied (size, encoding, shape, paths, binary
    content, symlinks), or None when it may be handed to ``git apply --check``."""
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_PATCH_BYTES:
        return f"patch too large ({size} bytes > {MAX_PATCH_BYTES})"
    if "\0" in text:
        return "binary patch (NUL bytes in the diff)"
    files = parse_patch(text)
    if not files:
        return "malformed patch: no file headers ('--- a/…', '+++ b/…') found"
    for diff in files:
        if diff.binary:
            return f"binary patch for {diff.path!r} is not supported"
        if diff.new_mode == "120000":
            return f"patch creates a symbolic link at {diff.path!r}"
        for path in diff.paths:
            if (reason := unsafe_path_reason(path)) is not None:
                return reason
        if not diff.hunks and not (diff.deleted or diff.created or diff.old_path != diff.new_path):
            return f"malformed patch: no hunks for {diff.path!r}"
    return None


def make_patch(old: dict[str, str], new: dict[str, str], context: int = 3) -> str:
    """A git-style unified diff turning the files ``old`` into ``new`` (path → text; a path
    missing on one side is a created or deleted file). Used to author patches and in tests."""
    import difflib

    chunks: list[str] = []
    for path in sorted(set(old) | set(new)):
        before, after = old.get(path), new.get(path)
        if before == after:
            continue
        head = [f"diff --git a/{path} b/{path}\n"]
        if before is None:
            head.append("new file mode 100644\n")
        elif after is None:
            head.append("deleted file mode 100644\n")
        body = difflib.unified_diff(
            _diff_lines(before), _diff_lines(after),
            "/dev/null" if before is None else f"a/{path}",
            "/dev/null" if after is None else f"b/{path}", n=context,
        )
        chunks.append("".join(head) + "".join(body))
    return "".join(chunks)


def _diff_lines(text: str | None) -> list[str]:
    if not text:
        return []
    lines = text.splitlines(keepends=True)
    if not lines[-1].endswith("\n"):
        lines[-1] += "\n\\ No newline at end of file\n"
    return lines
