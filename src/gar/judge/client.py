"""A small client for any OpenAI-compatible ``/chat/completions`` endpoint (stdlib only).

vLLM, SGLang, llama.cpp's server, ``transformers serve`` and hosted APIs all speak this
protocol. The client adds what a grader needs around it: retries with exponential backoff on
transient failures (connection errors, timeouts, 429, 5xx), a per-request timeout, a response
cache keyed by the exact request, and schema-constrained answers where the server supports
them (a server that rejects ``response_format`` is asked again without it, once, and
remembered).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gar.errors import GarError

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
    never sits in a record or a cache key."""

    url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    timeout_s: float = 120.0
    retries: int = 3
    backoff_s: float = 1.0
    max_tokens: int = 1024
    temperature: float = 0.0
    seed: int | None = 0

    @property
    def chat_url(self) -> str:
        base = self.url.rstrip("/")
        return base if base.endswith("/chat/completions") else base + "/chat/completions"


@dataclass(frozen=True)
class ChatReply:
    """One assistant message. ``cached`` says it came from the response cache."""

    content: str
    finish_reason: str = ""
    cached: bool = False
    usage: Mapping[str, Any] = field(default_factory=dict)


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


# (url, body bytes, headers, timeout) -> (status, response bytes); raises OSError on no answer.
Transport = Callable[[str, bytes, Mapping[str, str], float], tuple[int, bytes]]


def urllib_transport(url: str, body: bytes, headers: Mapping[str, str], timeout: float):
    request = urllib.request.Request(url, data=body, headers=dict(headers), method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read() or b""


_TRANSIENT = {408, 409, 425, 429, 500, 502, 503, 504}


class ChatClient:
    """Sends chat requests to one endpoint; see the module docstring for what it adds."""

    def __init__(
        self,
        endpoint: Endpoint,
        cache: ResponseCache | None = None,
        transport: Transport = urllib_transport,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.endpoint = endpoint
        self.cache = cache if cache is not None else ResponseCache()
        self._transport = transport
        self._sleep = sleep
        self.schema_supported: bool | None = None  # unknown until a server rejects it
        self.requests_sent = 0

    def complete(
        self, messages: Sequence[Message], *, schema: Mapping[str, Any] | None = None
    ) -> ChatReply:
        """One assistant reply to ``messages``; raises :class:`JudgeUnavailable`."""
        body = self._body(messages, schema if self.schema_supported is not False else None)
        try:
            return self._complete_body(body)
        except _SchemaRejected:
            self.schema_supported = False
            return self._complete_body(self._body(messages, None))

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

    def _complete_body(self, body: dict[str, Any]) -> ChatReply:
        url = self.endpoint.chat_url
        key = ResponseCache.key(url, body)
        cached = self.cache.get(key)
        if cached is not None:
            return _reply(cached, cached=True)
        data = self._post_with_retries(url, body)
        reply = _reply(data, cached=False)  # validates before caching
        self.cache.put(key, data)
        return reply

    def _post_with_retries(self, url: str, body: dict[str, Any]) -> dict[str, Any]:
        ep = self.endpoint
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = os.environ.get(ep.api_key_env, "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        last = "no attempt"
        for attempt in range(ep.retries + 1):
            if attempt:
                self._sleep(ep.backoff_s * 2 ** (attempt - 1))
            try:
                self.requests_sent += 1
                status, raw = self._transport(url, payload, headers, ep.timeout_s)
            except (OSError, TimeoutError) as exc:  # URLError and socket timeouts are OSErrors
                last = f"no answer from {url}: {exc}"
                continue
            if status == 200:
                try:
                    return json.loads(raw.decode("utf-8"))
                except (UnicodeDecodeError, ValueError) as exc:
                    raise JudgeUnavailable(f"{url} answered invalid JSON: {exc}") from exc
            text = raw.decode("utf-8", "replace")[:500]
            if status in (400, 422) and "response_format" in body and "response_format" in text:
                raise _SchemaRejected(text)
            last = f"{url} answered HTTP {status}: {text}"
            if status not in _TRANSIENT:
                break
        raise JudgeUnavailable(last)


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
    return ChatReply(
        content=content,
        finish_reason=str(choice.get("finish_reason") or ""),
        cached=cached,
        usage=data.get("usage") or {},
    )
