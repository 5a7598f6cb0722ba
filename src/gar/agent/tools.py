"""The agent's tools over one rollout's private workspace.

Each rollout gets its own copy of the task's workspace (no ``.git``, no links leaving it;
:func:`gar.repo.workspace.copy_workspace`) in a temporary directory, removed at the end. For a
function task the workspace is one file, ``solution.py``, holding the task's prompt.

* ``list_files``, ``read_file``, ``write_file`` act on that copy only: a path is resolved
  (links followed) and refused unless it stays inside the copy; ``/workspace/...`` is read
  as the copy's root. Files that are not UTF-8 text cannot be read or overwritten.
* ``run_tests`` runs the visible tests in the sandbox, on a fresh copy of the agent's files
  (what the tests write does not leak back into the workspace or the patch). Repository
  tasks: the task's test command on its expected tests' files, as the grader runs it but
  *without* restoring protected files (the agent sees the tree it made). Function tasks: the
  task's ``check`` on ``solution.py`` in the sandboxed function runner.

The result of a rollout (:meth:`AgentWorkspace.answer`): the patch of every file the agent
wrote, against the pristine workspace (repository tasks), or ``solution.py``'s text
(function tasks).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from gar.records import ExecutionResult, FunctionTask, RepoTask, Task

SOLUTION_FILE = "solution.py"
WORKSPACE_MOUNT = "/workspace"
MAX_WRITE_BYTES = 1024 * 1024
MAX_LISTED = 300
MAX_RESULT_LINES = 60


class ToolError(Exception):
    """A tool call the workspace refuses; its message goes back to the agent."""


class AgentWorkspace:
    """``with AgentWorkspace(task, sandbox, runner) as ws: ws.read_file(...)``."""

    def __init__(self, task: Task, sandbox: Any = None, runner: Any = None,
                 max_output_chars: int = 8000) -> None:
        self.task = task
        self.sandbox = sandbox
        self.runner = runner
        self.max_output_chars = max_output_chars
        self.holder = Path(tempfile.mkdtemp(prefix="gar-agent-"))
        self.root = self.holder / "workspace"
        self.written: set[str] = set()
        self.test_runs = 0
        if isinstance(task, RepoTask):
            from gar.repo.workspace import copy_workspace

            copy_workspace(Path(task.workspace), self.root)
        else:
            self.root.mkdir()
            (self.root / SOLUTION_FILE).write_text(task.prompt, encoding="utf-8")

    def close(self) -> None:
        shutil.rmtree(self.holder, ignore_errors=True)

    def __enter__(self) -> AgentWorkspace:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- paths

    def relative(self, path: Any) -> str:
        """The workspace-relative form of ``path``, or :class:`ToolError` when it leaves."""
        if not isinstance(path, str) or not path.strip():
            raise ToolError("'path' must be a non-empty string")
        text = path.strip()
        if text == WORKSPACE_MOUNT or text.startswith(WORKSPACE_MOUNT + "/"):
            text = text[len(WORKSPACE_MOUNT):].lstrip("/") or "."
        if text.startswith(("/", "~")):
            raise ToolError(f"{path!r} is outside the workspace (paths are relative to "
                            f"{WORKSPACE_MOUNT})")
        root = self.root.resolve()
        target = (root / text).resolve()
        if target != root and root not in target.parents:
            raise ToolError(f"{path!r} is outside the workspace")
        return target.relative_to(root).as_posix()

    # ----------------------------------------------------------------- tools

    def list_files(self, path: Any = ".") -> str:
        from gar.repo.workspace import walk_files

        rel = self.relative(path if path not in (None, "") else ".")
        base = self.root / rel
        if base.is_file():
            return rel
        if not base.is_dir():
            raise ToolError(f"no directory {rel!r}")
        prefix = "" if rel == "." else rel + "/"
        names = [prefix + name for name in walk_files(base)]
        shown = names[:MAX_LISTED]
        more = f"\n[... {len(names) - MAX_LISTED} more files]" if len(names) > MAX_LISTED else ""
        return ("\n".join(shown) or "(no files)") + more

    def read_file(self, path: Any) -> str:
        rel = self.relative(path)
        target = self.root / rel
        if not target.is_file():
            raise ToolError(f"no file {rel!r}" + (" (it is a directory)" if target.is_dir()
                                                   else ""))
        try:
            text = target.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise ToolError(f"{rel!r} is not a UTF-8 text file") from None
        return self.cut(text)

    def write_file(self, path: Any, content: Any) -> str:
        rel = self.relative(path)
        if not isinstance(content, str):
            raise ToolError("'content' must be a string (the whole new file text)")
        data = content.encode("utf-8", errors="surrogatepass")
        if len(data) > MAX_WRITE_BYTES:
            raise ToolError(f"the content is {len(data)} bytes; at most {MAX_WRITE_BYTES}")
        target = self.root / rel
        if target.is_dir():
            raise ToolError(f"{rel!r} is a directory")
        if target.is_file() and not _is_text(target):
            raise ToolError(f"{rel!r} is not a UTF-8 text file; it cannot be overwritten")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        self.written.add(rel)
        return f"wrote {rel} ({len(data)} bytes)"

    def run_tests(self, timeout_s: float) -> str:
        """The visible tests' results, as text for the agent (see the module doc)."""
        self.test_runs += 1
        if isinstance(self.task, FunctionTask):
            return self._function_tests(self.task, timeout_s)
        return self._repo_tests(self.task, timeout_s)

    def _repo_tests(self, task: RepoTask, timeout_s: float) -> str:
        from gar.repo.runner import run_tests
        from gar.repo.workspace import copy_workspace
        from gar.sandbox import Limits

        if self.sandbox is None:
            raise ToolError("no sandbox to run the tests in")
        run_root = self.holder / f"run-{self.test_runs}"
        copy_workspace(self.root, run_root)
        try:
            wall = max(1.0, min(120.0, timeout_s))
            result = run_tests(task, run_root, self.sandbox,
                               Limits(cpu_s=min(60.0, wall), wall_s=wall, memory_mb=1024))
        finally:
            shutil.rmtree(run_root, ignore_errors=True)
        return self.cut(render_result(result))

    def _function_tests(self, task: FunctionTask, timeout_s: float) -> str:
        from gar.execution import CheckJob

        if self.runner is None:
            raise ToolError("no function runner to run the tests in")
        program = (self.root / SOLUTION_FILE).read_text(encoding="utf-8", errors="replace") \
            if (self.root / SOLUTION_FILE).is_file() else ""
        job = CheckJob(task=task, program=program, timeout_s=max(1.0, min(30.0, timeout_s)))
        return self.cut(render_result(self.runner.check_many([job])[0]))

    # ----------------------------------------------------------------- results

    def answer(self) -> dict[str, str]:
        """The rollout's code field: ``{"patch": ...}`` or ``{"solution": ...}``."""
        if isinstance(self.task, FunctionTask):
            path = self.root / SOLUTION_FILE
            text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
            return {"solution": text}
        return {"patch": self.patch()}

    def patch(self) -> str:
        from gar.repo.diffs import make_patch

        assert isinstance(self.task, RepoTask)
        old, new = {}, {}
        for rel in sorted(self.written):
            before, after = Path(self.task.workspace) / rel, self.root / rel
            if before.is_file():
                old[rel] = before.read_text(encoding="utf-8", errors="surrogateescape")
            if after.is_file():
                new[rel] = after.read_text(encoding="utf-8", errors="surrogateescape")
        return make_patch(old, new)

    def cut(self, text: str) -> str:
        limit = self.max_output_chars
        if len(text) <= limit:
            return text
        return text[:limit] + f"\n[... {len(text) - limit} more characters not shown]"


def _is_text(path: Path) -> bool:
    try:
        path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return False
    return True


def render_result(result: ExecutionResult) -> str:
    """A test run for the agent: a summary line, then one line per test (failures first)."""
    tests = sorted(result.tests, key=lambda t: t.status == "passed")
    passed = sum(t.status == "passed" for t in tests)
    head = f"{result.status.value}: {passed} of {len(tests)} tests passed"
    if result.reason:
        head += f" ({result.reason})"
    lines = [head]
    for test in tests[:MAX_RESULT_LINES]:
        message = f": {test.message.strip()[-400:]}" if test.message and \
            test.status != "passed" else ""
        lines.append(f"{test.status.upper()} {test.test_id}{message}")
    if len(tests) > MAX_RESULT_LINES:
        lines.append(f"[... {len(tests) - MAX_RESULT_LINES} more tests]")
    if not tests or result.status.value in ("error", "timeout", "killed", "unscorable"):
        for label, tail in (("stdout", result.stdout_tail), ("stderr", result.stderr_tail)):
            if tail.strip():
                lines.append(f"--- {label} (tail)\n{tail.strip()[-1500:]}")
    return "\n".join(lines)
