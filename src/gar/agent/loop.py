"""One agent rollout, top to bottom: prompt, ask, parse, run the tool, repeat, record.

:func:`run_agent` never raises for a problem of the rollout: every call returns exactly one
record (docs/agent.md) — the answer in the rollout format ``gar grade`` reads (``patch`` for a
repository task, ``solution`` for a function task), the whole trajectory in the documented
format (docs/trajectory.md), and an ``agent`` summary saying how it ended:

* the policy's endings — ``submitted``; ``turn_limit``, ``token_limit``, ``time_limit`` (a
  limit reached: the workspace as it stands is the answer, as if submitted);
  ``parse_failures`` (that many replies in a row held no usable action);
* the instrument's endings — ``model_error`` (the endpoint failed, or never answered in
  the whole rollout time), ``client_error`` (the model client raised), ``tool_error`` (our
  own tool code crashed), ``cancelled`` (the run was stopped). These records carry no code
  field but ``infrastructure_error``: ``gar grade`` makes them unscorable, never reward 0.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gar.agent.actions import Action, parse_reply, system_prompt, tool_definitions
from gar.agent.client import ModelClient, ModelReply, ModelUnavailable
from gar.agent.tools import WORKSPACE_MOUNT, AgentWorkspace, ToolError
from gar.records import FunctionTask, Task

POLICY_ENDINGS = ("submitted", "turn_limit", "token_limit", "time_limit", "parse_failures")
INSTRUMENT_ENDINGS = ("model_error", "client_error", "tool_error", "cancelled")


@dataclass(frozen=True)
class AgentLimits:
    """Bounds of one rollout. ``max_tokens`` counts the tokens the model generated over the
    whole rollout (what a trainer trains on); ``max_reply_tokens`` caps one reply;
    ``time_s`` is the rollout's wall time, model requests and tool runs included;
    ``max_parse_failures`` consecutive replies without a usable action end it. When the
    conversation sent to the model grows past ``max_context_chars``, the oldest tool results
    (then the oldest replies) are cut to a line in what is *sent*, never in the trajectory."""

    max_turns: int = 30
    max_tokens: int = 32_000
    max_reply_tokens: int = 1024
    time_s: float = 600.0
    max_parse_failures: int = 3
    max_output_chars: int = 8000
    max_context_chars: int = 100_000
    native_tools: bool = False


@dataclass
class _State:
    """What one rollout accumulates (mutable, private to :func:`run_agent`)."""

    started: float
    deadline: float
    steps: list[dict[str, Any]] = field(default_factory=list)
    wire: list[dict[str, Any]] = field(default_factory=list)
    turns: int = 0
    tool_calls: int = 0
    parse_failures: int = 0
    in_a_row: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    tokens_estimated: bool = False
    model_s: float = 0.0
    tools_s: float = 0.0
    finish: str = ""
    reason: str = ""

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def say(self, role: str, content: str, **extra: Any) -> None:
        self.steps.append({"role": role, "content": content, **extra})
        self.wire.append({"role": role, "content": content})


def run_agent(task: Task, rollout_id: str, client: ModelClient, limits: AgentLimits,
              *, sandbox: Any = None, runner: Any = None, seed: int | None = None,
              stop: threading.Event | None = None) -> dict[str, Any]:
    """One rollout of ``client`` on ``task``: its record (see the module doc)."""
    now = time.monotonic()
    state = _State(started=now, deadline=now + limits.time_s)
    answer: dict[str, str] = {}
    try:
        with AgentWorkspace(task, sandbox, runner, limits.max_output_chars) as workspace:
            state.say("system", system_prompt(task.kind, limits.max_turns))
            state.say("user", _task_message(task, workspace))
            _loop(task, client, limits, workspace, state, seed, stop)
            if state.finish in POLICY_ENDINGS:
                answer = workspace.answer()
    except Exception as exc:  # noqa: BLE001 - the rollout still gets its record
        state.finish, state.reason = "tool_error", f"{type(exc).__name__}: {exc}"
    return _record(task, rollout_id, client, limits, state, answer, seed)


def _loop(task: Task, client: ModelClient, limits: AgentLimits, workspace: AgentWorkspace,
          state: _State, seed: int | None, stop: threading.Event | None) -> None:
    while not state.finish:
        if stop is not None and stop.is_set():
            state.finish, state.reason = "cancelled", "the run was stopped"
        elif state.turns >= limits.max_turns:
            state.finish, state.reason = "turn_limit", f"{limits.max_turns} turns used"
        elif state.completion_tokens >= limits.max_tokens:
            state.finish = "token_limit"
            state.reason = f"{state.completion_tokens} of {limits.max_tokens} tokens generated"
        elif state.left() <= 0:
            state.finish, state.reason = "time_limit", f"{limits.time_s:g}s passed"
        else:
            reply = _ask(client, limits, state, seed)
            if reply is not None:
                _act(reply, limits, workspace, state)


def _ask(client: ModelClient, limits: AgentLimits, state: _State, seed: int | None
         ) -> ModelReply | None:
    """The next reply, recorded as an assistant step; None when the rollout ended."""
    max_tokens = max(1, min(limits.max_reply_tokens,
                            limits.max_tokens - state.completion_tokens))
    started = time.monotonic()
    try:
        reply = client.chat(fit_context(state.wire, limits.max_context_chars), seed=seed, timeout_s=max(0.001, state.left()),
                            max_tokens=max_tokens,
                            tools=tool_definitions() if limits.native_tools else None)
    except ModelUnavailable as exc:
        # The rollout's time ran out in a request: the policy's limit once the model has
        # answered at all; an endpoint that never answered is the instrument's failure.
        timed_out = state.left() <= 0.5 and state.turns > 0
        state.finish = "time_limit" if timed_out else "model_error"
        state.reason = f"{limits.time_s:g}s passed waiting for the model: {exc}" \
            if timed_out else str(exc)
        return None
    except Exception as exc:  # noqa: BLE001 - a crashing client ends the rollout, recorded
        state.finish, state.reason = "client_error", f"{type(exc).__name__}: {exc}"
        return None
    duration = time.monotonic() - started
    state.turns += 1
    state.model_s += duration
    tokens = reply.completion_tokens
    if tokens is None:
        tokens, state.tokens_estimated = len(reply.content) // 4 + 1, True
    state.completion_tokens += tokens
    state.prompt_tokens += reply.prompt_tokens or 0
    state.steps.append({"role": "assistant", "content": reply.content,
                        "duration_s": round(duration, 4), "completion_tokens": tokens,
                        "finish_reason": reply.finish_reason})
    state.wire.append({"role": "assistant", "content": reply.content})
    return reply


def fit_context(messages: list[dict[str, Any]], max_chars: int) -> list[dict[str, Any]]:
    """``messages`` with the oldest long results, then replies, cut to their first line
    until the text fits ``max_chars``; the system prompt, the task and the last two messages
    are kept whole (see :class:`AgentLimits`)."""
    total = sum(len(str(m.get("content") or "")) for m in messages)
    if total <= max_chars:
        return messages
    fitted = [dict(m) for m in messages]
    cuttable = range(2, max(2, len(fitted) - 2))
    for roles in (("tool", "user"), ("assistant",)):
        for i in cuttable:
            text = str(fitted[i].get("content") or "")
            if total <= max_chars:
                return fitted
            if fitted[i]["role"] in roles and len(text) > 200:
                short = text[:120] + f"\n[... {len(text) - 120} characters cut to fit the context]"
                total -= len(text) - len(short)
                fitted[i]["content"] = short
    return fitted


def _act(reply: ModelReply, limits: AgentLimits, workspace: AgentWorkspace,
         state: _State) -> None:
    """Run the reply's actions (or record why there are none) and answer them."""
    step = state.steps[-1]
    parsed = parse_reply(reply, state.turns)
    if not parsed.actions:
        state.parse_failures += 1
        state.in_a_row += 1
        step["parse_error"] = parsed.error
        if _too_many_failures(state, limits, parsed.error):
            return
        state.say("user", f"error: {parsed.error}. Reply with one JSON object, for example "
                          '{"tool": "list_files", "path": "."}')
        return
    step["tool_calls"] = [{"id": a.call_id, "name": a.name, "arguments": dict(a.arguments)}
                          for a in parsed.actions]
    if parsed.native:
        state.wire[-1] = {"role": "assistant", "content": reply.content,
                          "tool_calls": [dict(c) for c in reply.raw_tool_calls] or [
                              _openai_call(a) for a in parsed.actions]}
    results = []
    for action in parsed.actions:
        results.append(_run_tool(action, workspace, state, parsed.native))
        if state.finish:
            break
    if all(a.name not in _KNOWN for a in parsed.actions):  # the protocol, misread
        state.in_a_row += 1
        if _too_many_failures(state, limits, f"unknown tool {parsed.actions[0].name!r}"):
            return
    else:
        state.in_a_row = 0
    if not parsed.native:
        note = "" if state.finish else f"\n[{limits.max_turns - state.turns} replies left]"
        state.wire.append({"role": "user", "content": "\n\n".join(
            f"[{a.name} result]\n{text}" for a, text in results) + note})


def _too_many_failures(state: _State, limits: AgentLimits, last: str) -> bool:
    if state.in_a_row < limits.max_parse_failures:
        return False
    state.finish = "parse_failures"
    state.reason = f"{state.in_a_row} replies in a row without a usable action: {last}"
    return True


def _run_tool(action: Action, workspace: AgentWorkspace, state: _State, native: bool
              ) -> tuple[Action, str]:
    """One tool call: its tool step in the trajectory (and, native, its wire message)."""
    started = time.monotonic()
    ok = True
    args = action.arguments
    try:
        if action.name == "submit":
            state.finish, state.reason, text = "submitted", "", "submitted"
        elif action.name == "list_files":
            text = workspace.list_files(args.get("path", "."))
        elif action.name == "read_file":
            text = workspace.read_file(args.get("path"))
        elif action.name == "write_file":
            text = workspace.write_file(args.get("path"), args.get("content"))
        elif action.name == "run_tests":
            text = workspace.run_tests(state.left())
        else:
            raise ToolError(f"unknown tool {action.name!r}; the tools are list_files, "
                            "read_file, write_file, run_tests, submit")
    except ToolError as exc:
        ok, text = False, f"error: {exc}"
    except OSError as exc:  # a file operation the agent asked for failed (a file as a directory…)
        ok, text = False, f"error: {exc.strerror or exc}"
    duration = time.monotonic() - started
    state.tools_s += duration
    state.tool_calls += 1
    state.steps.append({"role": "tool", "tool_call_id": action.call_id, "name": action.name,
                        "content": text, "ok": ok, "duration_s": round(duration, 4)})
    if native:
        state.wire.append({"role": "tool", "tool_call_id": action.call_id, "content": text})
    return action, text


_KNOWN = frozenset({"list_files", "read_file", "write_file", "run_tests", "submit"})


def _openai_call(action: Action) -> dict[str, Any]:
    return {"id": action.call_id, "type": "function",
            "function": {"name": action.name, "arguments": json.dumps(action.arguments)}}


def _task_message(task: Task, workspace: AgentWorkspace) -> str:
    if isinstance(task, FunctionTask):
        from gar.agent.actions import FUNCTION_TASK

        return f"{FUNCTION_TASK}\n\nsolution.py:\n```python\n{task.prompt}```"
    listing = workspace.list_files(".")
    return (f"Fix this issue in the repository:\n\n{task.problem_statement.strip()}\n\n"
            f"Files in {WORKSPACE_MOUNT}:\n{listing}\n\nChange the code so that the issue "
            "is fixed, check with run_tests, then submit. Reply with one JSON object now, "
            'for example {"tool": "read_file", "path": "' + _first_source(listing) + '"}.')


def _first_source(listing: str) -> str:
    """A file worth reading first in the example action: a non-test Python file."""
    names = listing.splitlines()
    return next((n for n in names if n.endswith(".py") and "test" not in n), names[0])


def _record(task: Task, rollout_id: str, client: ModelClient, limits: AgentLimits,
            state: _State, answer: Mapping[str, str], seed: int | None) -> dict[str, Any]:
    summary = {
        "finish": state.finish, "reason": state.reason, "model": _name(client), "seed": seed,
        "turns": state.turns, "tool_calls": state.tool_calls,
        "parse_failures": state.parse_failures,
        "completion_tokens": state.completion_tokens, "prompt_tokens": state.prompt_tokens,
        "tokens_estimated": state.tokens_estimated,
        "wall_s": round(time.monotonic() - state.started, 3),
        "model_s": round(state.model_s, 3), "tools_s": round(state.tools_s, 3),
        "limits": {"max_turns": limits.max_turns, "max_tokens": limits.max_tokens,
                   "time_s": limits.time_s},
    }
    record: dict[str, Any] = {"task_id": task.task_id, "rollout_id": rollout_id, **answer}
    if not answer:
        record["infrastructure_error"] = f"{state.finish}: {state.reason}"
    record["trajectory"] = {"workspace": WORKSPACE_MOUNT, "steps": state.steps}
    record["agent"] = summary
    return record


def _name(client: ModelClient) -> str:
    try:
        return str(client.name)
    except Exception:  # noqa: BLE001 - a client without a usable name is still recorded
        return type(client).__name__
