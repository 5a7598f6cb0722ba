"""Model clients: the seam between the agent loop and whatever produces the agent's replies.

:class:`ModelClient` is the protocol (an extension point, like the sandbox): ``chat`` gets
the whole conversation so far and returns one :class:`ModelReply`. Two implementations ship:

* :class:`OpenAIClient` — any OpenAI-compatible ``/chat/completions`` endpoint (vLLM, SGLang,
  llama.cpp's server, ``transformers serve``, hosted APIs), through the judge's
  :class:`~gar.judge.client.ChatClient`: connect/read/total deadlines, a reply size cap,
  bounded retries on transient failures and a circuit breaker. Nothing is cached: two
  rollouts asking the same question must each be sampled.
* :class:`ScriptedClient` — replays scripted replies, chosen by how many assistant turns the
  conversation already holds. It keeps no state, so one instance serves every rollout,
  from any thread, deterministically (tests, demos, replaying a recorded agent).

A client that cannot answer raises :class:`ModelUnavailable`: the rollout then gets a record
marked as an infrastructure failure (unscorable), never reward 0.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from gar.errors import GarError

Message = Mapping[str, Any]


class ModelUnavailable(GarError):
    """The model endpoint gave no usable reply (after its retries)."""


@dataclass(frozen=True)
class ToolCall:
    """A native tool call: ``arguments`` as the server sent them (an object or JSON text)."""

    id: str
    name: str
    arguments: Any = None


@dataclass(frozen=True)
class ModelReply:
    """One assistant message. ``completion_tokens`` is None when the server did not say
    (the loop then estimates it from the text)."""

    content: str
    tool_calls: tuple[ToolCall, ...] = ()
    finish_reason: str = ""
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    raw_tool_calls: tuple[Mapping[str, Any], ...] = field(default=(), repr=False)


@runtime_checkable
class ModelClient(Protocol):
    """Produces the agent's next reply. ``seed`` is the rollout's; ``timeout_s`` is what is
    left of the rollout's time (a request must not outlive it); ``max_tokens`` caps the
    reply; ``tools`` are OpenAI tool definitions, given only in native tool-call mode."""

    @property
    def name(self) -> str: ...

    def chat(self, messages: Sequence[Message], *, seed: int | None, timeout_s: float,
             max_tokens: int, tools: Sequence[Mapping[str, Any]] | None = None
             ) -> ModelReply: ...


# ----------------------------------------------------------------------------- OpenAI


class _NoCache:
    """The ChatClient's cache, switched off: every request is sampled."""

    def get(self, key: str) -> None:
        return None

    def put(self, key: str, value: Any) -> None:
        return None


class OpenAIClient:
    """An OpenAI-compatible chat endpoint (``url`` is the API base, ``.../v1``)."""

    def __init__(self, url: str, model: str, *, temperature: float = 0.7,
                 api_key_env: str = "OPENAI_API_KEY", request_timeout_s: float = 300.0,
                 retries: int = 2, transport: Any = None) -> None:
        from gar.judge.client import ChatClient, Endpoint

        endpoint = Endpoint(url=url, model=model, api_key_env=api_key_env,
                            timeout_s=request_timeout_s, temperature=temperature,
                            retries=retries, seed=None)
        kwargs = {"transport": transport} if transport is not None else {}
        self._client = ChatClient(endpoint, cache=_NoCache(), **kwargs)  # type: ignore[arg-type]
        self.model = model

    @property
    def name(self) -> str:
        return self.model

    def chat(self, messages: Sequence[Message], *, seed: int | None, timeout_s: float,
             max_tokens: int, tools: Sequence[Mapping[str, Any]] | None = None
             ) -> ModelReply:
        from gar.judge.budget import GroupBudget
        from gar.judge.client import JudgeUnavailable

        extra: dict[str, Any] = {"max_tokens": max_tokens}
        if seed is not None:
            extra["seed"] = seed
        if tools:
            extra["tools"] = [dict(t) for t in tools]
        try:
            reply = self._client.complete(messages, budget=GroupBudget(seconds=timeout_s),
                                          extra=extra)
        except JudgeUnavailable as exc:
            raise ModelUnavailable(str(exc)) from exc
        usage = reply.usage if isinstance(reply.usage, Mapping) else {}
        return ModelReply(
            content=reply.content, finish_reason=reply.finish_reason,
            tool_calls=tuple(_tool_call(c, i) for i, c in enumerate(reply.tool_calls)),
            prompt_tokens=_count(usage.get("prompt_tokens")),
            completion_tokens=_count(usage.get("completion_tokens")),
            raw_tool_calls=reply.tool_calls)


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and value >= 0 else None


def _tool_call(raw: Mapping[str, Any], index: int) -> ToolCall:
    nested = raw.get("function")
    function: Mapping[str, Any] = nested if isinstance(nested, Mapping) else raw
    return ToolCall(id=str(raw.get("id") or f"call_{index}"), name=str(function.get("name", "")),
                    arguments=function.get("arguments"))


def served_model(url: str, timeout_s: float = 10.0) -> str:
    """The first model id an endpoint lists at ``GET {url}/models`` (for a default name)."""
    target = url.rstrip("/").removesuffix("/chat/completions") + "/models"
    try:
        with urllib.request.urlopen(target, timeout=timeout_s) as response:
            data = json.loads(response.read(1 << 20))
        return str(data["data"][0]["id"])
    except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise ModelUnavailable(f"cannot list the models at {target} ({exc}); give the model's "
                               "name with --model-name") from exc


# ----------------------------------------------------------------------------- scripted

Script = Sequence[str | ModelReply | Callable[[Sequence[Message]], str | ModelReply]]


class ScriptedClient:
    """Replays ``script``: the reply to a conversation with k assistant turns is
    ``script[k]`` (a text, a :class:`ModelReply`, or a function of the messages). Past the
    end it repeats ``after_end`` when given, else raises :class:`ModelUnavailable`.
    ``fail_at`` makes the k-th reply raise instead (a crashing client)."""

    def __init__(self, script: Script, *, name: str = "scripted",
                 after_end: str | None = None, fail_at: int | None = None) -> None:
        self.script = list(script)
        self.after_end = after_end
        self.fail_at = fail_at
        self._name = name

    @property
    def name(self) -> str:
        return self._name

    def chat(self, messages: Sequence[Message], *, seed: int | None, timeout_s: float,
             max_tokens: int, tools: Sequence[Mapping[str, Any]] | None = None
             ) -> ModelReply:
        turn = sum(1 for m in messages if m.get("role") == "assistant")
        if turn == self.fail_at:
            raise RuntimeError(f"scripted failure at turn {turn}")
        if turn < len(self.script):
            item = self.script[turn]
        elif self.after_end is not None:
            item = self.after_end
        else:
            raise ModelUnavailable(f"the script has no reply for turn {turn}")
        if callable(item):
            item = item(messages)
        return item if isinstance(item, ModelReply) else ModelReply(content=str(item))


def load_script(path: str) -> ScriptedClient:
    """A scripted client from a file: a JSON list of reply texts, or JSONL, one reply (a
    string, or an object that is sent as its JSON text) per line."""
    from pathlib import Path

    text = Path(path).read_text(encoding="utf-8")
    try:
        values = json.loads(text)
        if not isinstance(values, list):
            values = [values]
    except ValueError:
        values = [json.loads(line) for line in text.splitlines() if line.strip()]
    replies = [v if isinstance(v, str) else json.dumps(v) for v in values]
    return ScriptedClient(replies, name=f"script:{path}")
