"""A small client for any OpenAI-compatible ``/chat/completions`` endpoint (stdlib only).

vLLM, SGLang, llama.cpp's server, ``transformers serve`` and hosted APIs all speak this
protocol. The client adds what a grader needs around it:

* every attempt is bounded by connect, read and total deadlines and a reply size cap
  (:mod:`gar.judge.transport`);
* bounded retries with capped exponential backoff on transient failures (connection
  errors, timeouts, 408/409/425/429/5xx), never past the group's budget
  (:class:`~gar.judge.budget.GroupBudget`, passed per request);
* a circuit breaker per endpoint (:class:`~gar.judge.budget.CircuitBreaker`): after
  repeated failures requests fail at once for a while;
* a response cache keyed by the exact request, and schema-constrained answers where the
  server supports them (a server that rejects ``response_format`` is asked again without
  it, once, and remembered).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gar.errors import GarError
from gar.judge.budget import BudgetSpent, CircuitBreaker, CircuitOpen, GroupBudget
from gar.judge.transport import Limits, TransportFailure, http_post

Message = Mapping[str, Any]


class JudgeUnavailable(GarError):
    """The endpoint could not answer (after retries) or answered something unusable.

    The grader turns this into a fallback for the group (measured signals only), never a
    silent zero.
    """


@dataclass(frozen=True)
class Endpoint:
    """Where and how to ask. ``url`` is the API base (``http://host:port/v1``) or the full
    ``.../chat/completions`` URL. The key is read from ``api_key_env`` at request time, so it
    never sits in a record or a cache key.

    Bounds of one attempt: ``connect_timeout_s``; ``read_timeout_s``, the longest silence
    (None: the total — a non-streaming server is silent until its answer is complete);
    ``timeout_s``, the total deadline; ``max_reply_bytes``. ``retries`` further attempts
    follow transient failures after ``backoff_s · 2^i`` seconds (at most ``max_backoff_s``).
    """

    url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    timeout_s: float = 120.0
    connect_timeout_s: float = 10.0
    read_timeout_s: float | None = None
    max_reply_bytes: int = 4 * 1024 * 1024
    retries: int = 2
    backoff_s: float = 1.0
    max_backoff_s: float = 8.0
    max_tokens: int = 1024
    temperature: float = 0.0
    seed: int | None = 0

    @property
    def chat_url(self) -> str:
        base = self.url.rstrip("/")
        return base if base.endswith("/chat/completions") else base + "/chat/completions"

    def limits(self, budget_left_s: float = float("inf")) -> Limits:
        """This endpoint's bounds for one attempt, the total cut to the budget left."""
        total = max(0.001, min(self.timeout_s, budget_left_s))
        read = self.read_timeout_s if self.read_timeout_s is not None else self.timeout_s
        return Limits(connect_s=min(self.connect_timeout_s, total), read_s=min(read, total),
                      total_s=total, max_bytes=self.max_reply_bytes)


@dataclass(frozen=True)
class ChatReply:
    """One assistant message. ``cached`` says it came from the response cache."""

    content: str
    finish_reason: str = ""
    cached: bool = False
    usage: Mapping[str, Any] = field(default_factory=dict)
    # Native OpenAI tool calls as the server sent them (``{"id", "function": {...}}``).
    tool_calls: tuple[Mapping[str, Any], ...] = ()


class ResponseCache:
    """Replies keyed by a hash of the request (URL + body). In memory, and on disk when
    ``directory`` is given, so a re-run of the same grading costs no requests."""

    def __init__(self, directory: str | Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else None
        self._memory: dict[str, dict[str, Any]] = {}
        if self.directory is not None:
            self.directory.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def key(url: str, body: Mapping[str, Any]) -> str:
        canonical = json.dumps({"url": url, "body": body}, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    def get(self, key: str) -> dict[str, Any] | None:
        if key in self._memory:
            return self._memory[key]
        if self.directory is not None:
            path = self.directory / f"{key}.json"
            try:
                value = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return None
            self._memory[key] = value
            return value
        return None

    def put(self, key: str, value: dict[str, Any]) -> None:
        self._memory[key] = value
        if self.directory is not None:
            tmp = self.directory / f".{key}.{os.getpid()}.tmp"
            tmp.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
            tmp.replace(self.directory / f"{key}.json")


# (url, body bytes, headers, limits) -> (status, response bytes); raises OSError on no answer.
Transport = Callable[[str, bytes, Mapping[str, str], Limits], tuple[int, bytes]]

_TRANSIENT = {408, 409, 425, 429, 500, 502, 503, 504}


class ChatClient:
    """Sends chat requests to one endpoint; see the module docstring for what it adds.

    ``requests_sent`` counts HTTP attempts; ``failures`` counts attempts that got no usable
    answer (for the circuit breaker and the summary)."""

    def __init__(
        self,
        endpoint: Endpoint,
        cache: ResponseCache | None = None,
        transport: Transport = http_post,
        sleep: Callable[[float], None] = time.sleep,
        breaker: CircuitBreaker | None = None,
    ) -> None:
        self.endpoint = endpoint
        self.cache = cache if cache is not None else ResponseCache()
        self._transport = transport
        self._sleep = sleep
        self.breaker = breaker if breaker is not None else CircuitBreaker()
        self.schema_supported: bool | None = None  # unknown until a server rejects it
        self.requests_sent = 0
        self.failures = 0

    def complete(
        self,
        messages: Sequence[Message],
        *,
        schema: Mapping[str, Any] | None = None,
        budget: GroupBudget | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> ChatReply:
        """One assistant reply to ``messages`` within ``budget``; raises
        :class:`JudgeUnavailable` (the reason names the bound or the failure). ``extra``
        fields override the request body's (``seed``, ``max_tokens``, ``tools`` …)."""
        body = self._body(messages, schema if self.schema_supported is not False else None)
        try:
            return self._complete_body({**body, **(extra or {})}, budget)
        except _SchemaRejected:
            self.schema_supported = False
            return self._complete_body({**self._body(messages, None), **(extra or {})}, budget)

    def _body(self, messages: Sequence[Message], schema: Mapping[str, Any] | None) -> dict:
        ep = self.endpoint
        body: dict[str, Any] = {
            "model": ep.model,
            "messages": [dict(m) for m in messages],
            "max_tokens": ep.max_tokens,
            "temperature": ep.temperature,
        }
        if ep.seed is not None:
            body["seed"] = ep.seed
        if schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "verdict", "schema": dict(schema), "strict": False},
            }
        return body

    def _complete_body(self, body: dict[str, Any], budget: GroupBudget | None) -> ChatReply:
        url = self.endpoint.chat_url
        key = ResponseCache.key(url, body)
        cached = self.cache.get(key)
        if cached is not None:
            return _reply(cached, cached=True)
        data = self._post_with_retries(url, body, budget or GroupBudget(seconds=None))
        self.cache.put(key, data)
        return _reply(data, cached=False)

    def _post_with_retries(self, url: str, body: dict[str, Any], budget: GroupBudget
                           ) -> dict[str, Any]:
        ep = self.endpoint
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = os.environ.get(ep.api_key_env, "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        last = "no attempt"
        for attempt in range(ep.retries + 1):
            if attempt:
                wait = min(ep.backoff_s * 2 ** (attempt - 1), ep.max_backoff_s)
                if not budget.can_wait(wait):
                    raise JudgeUnavailable(
                        f"{last} (no retry: the group's judge budget has "
                        f"{max(budget.remaining_s(), 0.0):.2f}s left, less than the {wait:g}s "
                        "backoff)")
                self._sleep(wait)
            try:
                budget.spend_call()  # first: a refused call must not take the breaker's probe
                self.breaker.before_attempt()
            except (CircuitOpen, BudgetSpent) as exc:
                raise JudgeUnavailable(str(exc) if attempt == 0 else f"{exc}; {last}") from exc
            outcome = self._attempt(url, payload, headers, body, budget)
            if isinstance(outcome, dict):
                self.breaker.success()
                return outcome
            last, retry = outcome
            self._failed(last)
            if not retry:
                break
        raise JudgeUnavailable(last)

    def _attempt(self, url: str, payload: bytes, headers: Mapping[str, str],
                 body: Mapping[str, Any], budget: GroupBudget
                 ) -> dict[str, Any] | tuple[str, bool]:
        """One HTTP attempt: the completion, or (why it failed, whether to retry)."""
        self.requests_sent += 1
        try:
            status, raw = self._transport(url, payload, headers,
                                          self.endpoint.limits(budget.remaining_s()))
        except TransportFailure as exc:  # a reply over the size cap will not shrink
            return f"no answer from {url}: {exc}", exc.kind != "size"
        except OSError as exc:
            return f"no answer from {url}: {exc}", True
        except Exception as exc:  # noqa: BLE001 - a broken transport is a failed attempt
            return f"no answer from {url}: {type(exc).__name__}: {exc}", False
        text = raw.decode("utf-8", "replace")[:500]
        if status == 200:
            try:
                data = json.loads(raw.decode("utf-8"))
                _reply(data, cached=False)
            except (UnicodeDecodeError, ValueError) as exc:
                return f"{url} answered invalid JSON: {exc}", False
            except JudgeUnavailable as exc:
                return f"{url} answered {exc}", False
            return data
        if status in (400, 422) and "response_format" in body and "response_format" in text:
            raise _SchemaRejected(text)
        return f"{url} answered HTTP {status}: {text}", status in _TRANSIENT

    def _failed(self, reason: str) -> None:
        self.failures += 1
        self.breaker.failure(reason)


class _SchemaRejected(Exception):
    pass


def _reply(data: Mapping[str, Any], cached: bool) -> ChatReply:
    try:
        choice = data["choices"][0]
        message = choice["message"]
        content = message.get("content") or ""
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        raise JudgeUnavailable(f"not a chat completion: {str(data)[:300]}") from exc
    if not isinstance(content, str):
        raise JudgeUnavailable("the reply's content is not text")
    calls = message.get("tool_calls") or ()
    return ChatReply(
        content=content,
        finish_reason=str(choice.get("finish_reason") or ""),
        cached=cached,
        usage=data.get("usage") or {},
        tool_calls=tuple(c for c in calls if isinstance(c, Mapping))
        if isinstance(calls, list) else (),
    )
