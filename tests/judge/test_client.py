"""The client against a scripted HTTP server on loopback (real sockets, recorded replies)."""

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from gar.judge.client import ChatClient, Endpoint, JudgeUnavailable, ResponseCache


def completion(text):
    return {"choices": [{"message": {"role": "assistant", "content": text},
                         "finish_reason": "stop"}], "usage": {"total_tokens": 3}}


class Scripted:
    """Serves the queued (status, body, delay) replies in order and records the requests."""

    def __init__(self, replies):
        self.replies = list(replies)
        self.requests = []
        script = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                script.requests.append((self.path, dict(self.headers), body))
                status, payload, delay = script.replies.pop(0)
                time.sleep(delay)
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client gave up (timeout test)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def scripted():
    servers = []

    def make(*replies):
        server = Scripted(replies)
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.close()


def client_for(server, **kw):
    endpoint = Endpoint(url=server.url, model="m", api_key_env="GAR_TEST_KEY",
                        backoff_s=0.01, **kw)
    return ChatClient(endpoint, ResponseCache())


def test_retries_transient_errors_with_backoff_then_succeeds(scripted, monkeypatch):
    monkeypatch.setenv("GAR_TEST_KEY", "sekret")
    server = scripted((503, {"error": "busy"}, 0), (429, {"error": "slow down"}, 0),
                      (200, completion("hello"), 0))
    sleeps = []
    client = client_for(server)
    client._sleep = sleeps.append
    reply = client.complete([{"role": "user", "content": "hi"}])
    assert reply.content == "hello" and not reply.cached
    assert len(server.requests) == 3
    assert sleeps == [0.01, 0.02]  # exponential backoff
    path, headers, body = server.requests[0]
    assert path == "/v1/chat/completions"
    assert headers["Authorization"] == "Bearer sekret"
    assert body["model"] == "m" and body["temperature"] == 0.0 and body["seed"] == 0


def test_identical_requests_are_answered_from_the_cache(scripted, tmp_path):
    server = scripted((200, completion("once"), 0))
    endpoint = Endpoint(url=server.url, model="m")
    messages = [{"role": "user", "content": "same"}]
    first = ChatClient(endpoint, ResponseCache(tmp_path)).complete(messages)
    # A new client with the same cache directory: no request at all.
    second = ChatClient(endpoint, ResponseCache(tmp_path)).complete(messages)
    assert first.content == second.content == "once"
    assert second.cached and len(server.requests) == 1


def test_client_errors_are_not_retried(scripted):
    server = scripted((401, {"error": "bad key"}, 0))
    with pytest.raises(JudgeUnavailable, match="HTTP 401"):
        client_for(server).complete([{"role": "user", "content": "x"}])
    assert len(server.requests) == 1


def test_a_server_rejecting_response_format_is_asked_again_without_it(scripted):
    server = scripted((400, {"error": "response_format is not supported"}, 0),
                      (200, completion('{"candidates": []}'), 0))
    client = client_for(server)
    reply = client.complete([{"role": "user", "content": "x"}], schema={"type": "object"})
    assert reply.content == '{"candidates": []}'
    assert "response_format" in server.requests[0][2]
    assert "response_format" not in server.requests[1][2]
    assert client.schema_supported is False


def test_timeouts_are_retried_and_then_reported(scripted):
    server = scripted((200, completion("late"), 1.0), (200, completion("late"), 1.0))
    client = client_for(server, timeout_s=0.2, retries=1)
    with pytest.raises(JudgeUnavailable, match="no answer"):
        client.complete([{"role": "user", "content": "x"}])


def test_a_reply_that_is_not_a_completion_is_unavailable(scripted):
    server = scripted((200, {"object": "error"}, 0), (200, b"not json", 0))
    client = client_for(server)
    with pytest.raises(JudgeUnavailable, match="not a chat completion"):
        client.complete([{"role": "user", "content": "a"}])
    with pytest.raises(JudgeUnavailable, match="invalid JSON"):
        client.complete([{"role": "user", "content": "b"}])


def test_endpoint_accepts_a_base_or_a_full_url():
    assert Endpoint("http://h:1/v1", "m").chat_url == "http://h:1/v1/chat/completions"
    assert Endpoint("http://h:1/v1/chat/completions/", "m").chat_url == \
        "http://h:1/v1/chat/completions"
