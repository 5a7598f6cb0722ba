"""The judge's tools and the bounded tool loop (agentic mode).

Tools are offered in the prompt as a JSON action protocol rather than through native
function calling, so any chat endpoint works (many servers, and most small models, have no
tool-call support). One action per reply: ``{"tool": NAME, ...arguments}``. The loop is
bounded by ``max_steps`` tool calls; after that, or when the model answers with a verdict,
it stops. Tool results are untrusted data (a candidate's output) and go back inside a
nonce-delimited block like the rest of the request.

Tools run inside the grader's sandbox through the group's :class:`FunctionRunner`:

* ``run``   — ``{"tool": "run", "candidate": "C1", "args": [...]}``: call a candidate on an input;
* ``tests`` — ``{"tool": "tests", "candidate": "C1"}``: the visible tests' calls, pass/fail each
  (or the recorded test outcomes for repository tasks);
* ``read``  — ``{"tool": "read", "path": "C2" | "task" | "tests" | "<file in the workspace>"}``;
* ``diff``  — ``{"tool": "diff", "a": "C1", "b": "C2"}``: a unified diff of two candidates.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gar.grading.context import GroupContext, RolloutEvidence
from gar.judge.budget import GroupBudget
from gar.judge.client import ChatClient, ChatReply
from gar.judge.parse import last_json_object
from gar.judge.prompt import sanitize
from gar.judge.views import plain_view
from gar.records import FunctionTask, RepoTask

MAX_RESULT_CHARS = 1500
TOOL_TIMEOUT_S = 5.0

TOOLS_TEXT = """Before answering you may use tools to check the candidates (at most %d calls). \
To call one, reply with ONE JSON object and nothing else, one of:
{"tool": "run", "candidate": "C1", "args": [1, 2]}   (call a candidate on these arguments)
{"tool": "tests", "candidate": "C1"}                  (run the visible tests, pass/fail each)
{"tool": "read", "path": "C2"}                        (a candidate's code, "task", "tests", or a file)
{"tool": "diff", "a": "C1", "b": "C2"}                (differences between two candidates)
The result comes back in the next message. When done, answer with the verdict JSON."""


@dataclass
class GroupTools:
    """Tools over one group, for one permutation's anonymous ids (``ids`` maps cid → evidence)."""

    ctx: GroupContext
    ids: Mapping[str, RolloutEvidence]
    calls_made: list[str] = field(default_factory=list)
    plain: bool = False  # candidates' code is read in the plain view (gar.judge.views)

    def code_of(self, cid: str) -> str:
        evidence = self._candidate(cid)
        code = evidence.rollout.code or ""
        kind = "patch" if evidence.rollout.patch is not None else "solution"
        return plain_view(code, kind) if self.plain else code

    def call(self, action: Mapping[str, Any]) -> str:
        name = str(action.get("tool", ""))
        self.calls_made.append(name)
        handler: Callable[[Mapping[str, Any]], str] | None = {
            "run": self._run,
            "tests": self._tests,
            "read": self._read,
            "diff": self._diff,
        }.get(name)
        if handler is None:
            return f"error: unknown tool {name!r}; use run, tests, read or diff"
        try:
            return handler(action)[:MAX_RESULT_CHARS]
        except _ToolError as exc:
            return f"error: {exc}"

    def _candidate(self, cid: Any) -> RolloutEvidence:
        if not isinstance(cid, str) or cid not in self.ids:
            raise _ToolError(f"no candidate {cid!r}; the candidates are {', '.join(self.ids)}")
        return self.ids[cid]

    def _function_task(self) -> FunctionTask:
        if not isinstance(self.ctx.task, FunctionTask) or self.ctx.runner is None:
            raise _ToolError("running code is not available for this task")
        return self.ctx.task

    def _run(self, action: Mapping[str, Any]) -> str:
        evidence = self._candidate(action.get("candidate"))
        args = action.get("args", [])
        if not isinstance(args, list):
            raise _ToolError("'args' must be a JSON list of arguments")
        from gar.execution import Call

        outcome = self._execute(evidence, [Call(tuple(args), {})])[0]
        return _describe(outcome)

    def _tests(self, action: Mapping[str, Any]) -> str:
        evidence = self._candidate(action.get("candidate"))
        if isinstance(self.ctx.task, RepoTask) or not self.ctx.visible or \
                self.ctx.runner is None:  # the recorded run is what we have
            tests = evidence.execution.tests
            lines = [f"{t.test_id}: {t.status}" for t in tests] or [
                str(evidence.execution.status)]
            return "\n".join(lines)
        outcomes = self._execute(evidence, [v.call for v in self.ctx.visible])
        lines = []
        for visible, outcome in zip(self.ctx.visible, outcomes, strict=False):
            ok = outcome.status == "ok" and _same(outcome.value, visible.expected)
            lines.append(f"line {visible.line}: {'pass' if ok else 'FAIL'} ({_describe(outcome)})")
        return "\n".join(lines)

    def _execute(self, evidence: RolloutEvidence, calls: Sequence[Any]) -> list[Any]:
        task = self._function_task()
        if evidence.program is None:
            raise _ToolError("this candidate has no program")
        from gar.execution import CallJob

        job = CallJob(evidence.program, task.entry_point, tuple(calls), TOOL_TIMEOUT_S)
        result = self.ctx.runner.call_many([job])[0]  # type: ignore[union-attr]
        if result.load_error:
            raise _ToolError(f"the candidate does not load: {result.load_error}")
        return list(result.outcomes)

    def _read(self, action: Mapping[str, Any]) -> str:
        path = str(action.get("path", ""))
        if path in self.ids:
            return self.code_of(path)
        task = self.ctx.task
        if path == "task":
            return task.prompt if isinstance(task, FunctionTask) else task.problem_statement
        if path == "tests":
            if isinstance(task, FunctionTask):
                return task.test
            return "\n".join(task.expected_tests)
        if isinstance(task, RepoTask):
            return _read_workspace_file(Path(task.workspace), path)
        raise _ToolError(f"nothing to read at {path!r}; use a candidate id, 'task' or 'tests'")

    def _diff(self, action: Mapping[str, Any]) -> str:
        a, b = str(action.get("a")), str(action.get("b"))
        left = self.code_of(a).splitlines()
        right = self.code_of(b).splitlines()
        diff = difflib.unified_diff(left, right, str(a), str(b), lineterm="", n=1)
        return "\n".join(diff) or "no difference"


class _ToolError(Exception):
    pass


def _read_workspace_file(root: Path, relative: str) -> str:
    target = (root / relative).resolve()
    if root.resolve() not in target.parents or not target.is_file():
        raise _ToolError(f"no file {relative!r} in the workspace")
    return target.read_text(encoding="utf-8", errors="replace")


def _describe(outcome: Any) -> str:
    if outcome.status == "ok":
        text = f"returned {outcome.value!r}"
    else:
        text = f"{outcome.status}: {outcome.error}"
    if getattr(outcome, "stdout", ""):
        text += f"; printed {outcome.stdout[:200]!r}"
    return text[:500]


def _same(value: Any, expected: Any) -> bool:
    try:
        return type(value) is type(expected) and bool(value == expected)
    except Exception:  # noqa: BLE001 - a broken __eq__ is a mismatch
        return False


@dataclass(frozen=True)
class LoopOutcome:
    """The final reply text of a tool loop, the tools it called and the requests it made."""

    final_text: str
    tool_calls: tuple[str, ...]
    replies: tuple[ChatReply, ...]


def run_tool_loop(
    client: ChatClient,
    messages: list[dict[str, str]],
    tools: GroupTools,
    nonce: str,
    max_steps: int,
    schema: Mapping[str, Any] | None = None,
    budget: GroupBudget | None = None,
) -> LoopOutcome:
    """Ask, execute tool actions, feed results back, until a verdict or ``max_steps``.

    The verdict schema is not enforced while tools are allowed (a tool action would not
    match it); the last request, after the tool budget is spent, enforces it.
    """
    history = list(messages)
    replies: list[ChatReply] = []
    for step in range(max_steps + 1):
        final_turn = step == max_steps
        reply = client.complete(history, schema=schema if final_turn else None, budget=budget)
        replies.append(reply)
        action = last_json_object(reply.content)
        if final_turn or action is None or "candidates" in action or "tool" not in action:
            return LoopOutcome(reply.content, tuple(tools.calls_made), tuple(replies))
        result = tools.call(action)
        history.append({"role": "assistant", "content": reply.content})
        remaining = max_steps - step - 1
        note = (
            f"{remaining} tool call(s) left." if remaining else "No tool calls left: answer now."
        )
        history.append(
            {
                "role": "user",
                "content": (
                    f"<<TOOL RESULT {nonce}>>\n{sanitize(result, nonce, MAX_RESULT_CHARS)}\n"
                    f"<<END TOOL RESULT {nonce}>>\n{note} "
                    "The verdict is one JSON object with 'candidates'."
                ),
            }
        )
    raise AssertionError("unreachable")  # the loop returns on its last step


def tools_text(max_steps: int) -> str:
    return TOOLS_TEXT % max_steps
