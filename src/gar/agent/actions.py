"""The agent's tools as a protocol: the prompt that offers them, and reading a reply into
actions.

Two ways to call a tool, both accepted in every reply:

* **JSON action in the text** (the default protocol, works with any chat endpoint and any
  model, including servers that parse no tool calls, such as ``transformers serve`` for
  SmolLM2): one JSON object ``{"tool": NAME, ...arguments}``. ``{"tool": NAME,
  "arguments": {...}}`` and ``{"name": NAME, "arguments": {...}}`` are read too. When a
  reply holds several, the first is run (one action per reply, as the prompt says).
* **Native OpenAI tool calls** (``message.tool_calls``), when the server returns them
  (``--native-tools`` also sends the tool definitions): every call of the reply is run, in
  order.

A reply with neither is a parse failure: recorded in the trajectory with the reason, and the
agent is told what went wrong.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gar.agent.client import ModelReply
from gar.judge.parse import json_values

TOOL_NAMES = ("list_files", "read_file", "write_file", "run_tests", "submit")


@dataclass(frozen=True)
class Action:
    """One tool call to run: ``call_id`` answers it in the trajectory."""

    call_id: str
    name: str
    arguments: Mapping[str, Any]


@dataclass(frozen=True)
class Parsed:
    """The actions of one reply (empty with ``error`` set on a parse failure);
    ``native`` says they came as OpenAI ``tool_calls``."""

    actions: tuple[Action, ...] = ()
    error: str = ""
    native: bool = False


_PROTOCOL = """You work in a sandboxed copy of {what} mounted at /workspace. You act only \
through tools. Reply with exactly ONE JSON object per message, and nothing else, one of:
{{"tool": "list_files", "path": "."}}
{{"tool": "read_file", "path": "{example}"}}
{{"tool": "write_file", "path": "{example}", "content": "<the whole new file text>"}}
{{"tool": "run_tests"}}
{{"tool": "submit"}}
list_files lists files under a directory; read_file shows a file; write_file replaces a \
whole file (or creates it); run_tests runs {tests} and shows the results; submit ends the \
task with the files as they are. Paths are relative to /workspace. The result of each tool \
comes back in the next message. You have at most {turns} replies."""

FUNCTION_TASK = (
    "Complete the Python function in solution.py so that it does what its docstring says. "
    "Write the whole program (the signature and your implementation) to solution.py, run "
    "the tests, then submit.")


def system_prompt(kind: str, max_turns: int) -> str:
    if kind == "function":
        return _PROTOCOL.format(what="a one-file Python task", example="solution.py",
                                tests="the task's tests on solution.py", turns=max_turns)
    return _PROTOCOL.format(what="a Python repository", example="pkg/module.py",
                            tests="the repository's tests", turns=max_turns)


def tool_definitions() -> list[dict[str, Any]]:
    """The same tools as OpenAI function definitions (native tool-call mode)."""
    path = {"type": "string", "description": "a path relative to /workspace"}

    def tool(name: str, description: str, properties: Mapping[str, Any]) -> dict[str, Any]:
        return {"type": "function", "function": {
            "name": name, "description": description,
            "parameters": {"type": "object", "properties": dict(properties),
                           "required": [k for k in properties if k != "path" or
                                        name != "list_files"]}}}

    return [
        tool("list_files", "List the files under a directory.", {"path": path}),
        tool("read_file", "Show a file's text.", {"path": path}),
        tool("write_file", "Replace a whole file (or create it).",
             {"path": path, "content": {"type": "string"}}),
        tool("run_tests", "Run the visible tests and show the results.", {}),
        tool("submit", "End the task with the files as they are.", {}),
    ]


def parse_reply(reply: ModelReply, turn: int) -> Parsed:
    """The actions a reply asks for (see the module doc)."""
    if reply.tool_calls:
        actions = []
        for number, call in enumerate(reply.tool_calls):
            arguments, problem = _arguments(call.arguments)
            if problem:
                return Parsed(error=f"tool call {call.name!r}: {problem}", native=True)
            actions.append(Action(call.id or f"call_{turn}_{number}", call.name, arguments))
        return Parsed(tuple(actions), native=True)
    for value in json_values(reply.content, strict=False):  # raw newlines in code: fine
        if isinstance(value, dict) and (action := _json_action(value, f"call_{turn}")):
            return Parsed((action,)) if isinstance(action, Action) else Parsed(error=action)
    if not reply.content.strip():
        return Parsed(error="the reply is empty")
    return Parsed(error="no JSON action in the reply (expected one object like "
                        '{"tool": "read_file", "path": "..."})')


def _json_action(value: Mapping[str, Any], call_id: str) -> Action | str | None:
    name = value.get("tool", value.get("name"))
    if not isinstance(name, str):
        return None
    arguments: Mapping[str, Any] = {k: v for k, v in value.items() if k not in ("tool", "name")}
    if set(arguments) == {"arguments"}:  # {"tool"|"name": NAME, "arguments": {...}}
        arguments, problem = _arguments(arguments["arguments"])
        if problem:
            return f"tool {name!r}: {problem}"
    return Action(call_id, name, arguments)


def _arguments(raw: Any) -> tuple[Mapping[str, Any], str]:
    if raw is None or raw == "":
        return {}, ""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError as exc:
            return {}, f"arguments are not valid JSON ({exc})"
    if not isinstance(raw, Mapping):
        return {}, "arguments must be a JSON object"
    return raw, ""
