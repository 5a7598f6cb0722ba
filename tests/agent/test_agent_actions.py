"""Reading replies into actions, the OpenAI client's request and reply shapes, a real
loopback endpoint that hangs or fails, the context cut, and the batch runner's
one-record-per-rollout guarantee (no sandbox needed: agents that only list and read files)."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from gar.agent import (
    AgentLimits,
    ModelReply,
    ModelUnavailable,
    OpenAIClient,
    ScriptedClient,
    ToolCall,
    load_script,
    parse_reply,
    plan_rollouts,
    run_agent,
    run_rollouts,
    tool_definitions,
)
from gar.agent.loop import fit_context
from gar.records import FunctionTask

TASK = FunctionTask("t/inc", 'def inc(x):\n    """x + 1"""\n', "inc",
                    "def check(candidate):\n    assert candidate(1) == 2\n", "    return x + 1\n")


def parsed(text: str):
    return parse_reply(ModelReply(content=text), turn=3)


@pytest.mark.parametrize("text", [
    '{"tool": "read_file", "path": "a.py"}',
    'Sure.\n```json\n{"tool": "read_file", "path": "a.py"}\n```',
    '{"tool": "read_file", "arguments": {"path": "a.py"}}',
    '{"name": "read_file", "arguments": "{\\"path\\": \\"a.py\\"}"}',
    'first {"tool": "read_file", "path": "a.py"} then {"tool": "submit"}',
])
def test_json_actions_in_the_text(text):
    result = parsed(text)
    assert not result.error and not result.native
    [action] = result.actions
    assert (action.name, dict(action.arguments), action.call_id) == (
        "read_file", {"path": "a.py"}, "call_3")


def test_raw_newlines_in_a_string_are_read_as_models_write_them():
    text = '{"tool": "write_file", "path": "a.py", "content": "def f():\n\treturn 1\n"}'
    assert "\n" in text  # a real newline inside the JSON string: invalid strict JSON
    [action] = parsed(text).actions
    assert action.arguments["content"] == "def f():\n\treturn 1\n"


def test_write_file_keeps_its_content_argument():
    [action] = parsed(json.dumps({"tool": "write_file", "path": "a.py",
                                  "content": 'x = {"arguments": 1}\n'})).actions
    assert action.arguments == {"path": "a.py", "content": 'x = {"arguments": 1}\n'}


@pytest.mark.parametrize(("text", "error"), [
    ("", "the reply is empty"),
    ("   \n", "the reply is empty"),
    ("I will read the file.", "no JSON action"),
    ('{"path": "a.py"}', "no JSON action"),
    ('[1, 2]', "no JSON action"),
    ('{"tool": "read_file", "arguments": "{bad"}', "not valid JSON"),
    ('{"tool": "read_file", "arguments": [1]}', "must be a JSON object"),
])
def test_replies_without_a_usable_action(text, error):
    result = parsed(text)
    assert not result.actions and error in result.error


def test_native_tool_calls_win_over_text_and_keep_their_ids():
    reply = ModelReply(content='{"tool": "submit"}', tool_calls=(
        ToolCall("x1", "read_file", '{"path": "a.py"}'), ToolCall("", "run_tests", None)))
    result = parse_reply(reply, turn=2)
    assert result.native
    assert [(a.call_id, a.name, dict(a.arguments)) for a in result.actions] == [
        ("x1", "read_file", {"path": "a.py"}), ("call_2_1", "run_tests", {})]
    bad = parse_reply(ModelReply(content="", tool_calls=(ToolCall("y", "read_file", "{"),)), 1)
    assert not bad.actions and "not valid JSON" in bad.error


def test_tool_definitions_name_every_tool():
    names = [t["function"]["name"] for t in tool_definitions()]
    assert names == ["list_files", "read_file", "write_file", "run_tests", "submit"]
    write = tool_definitions()[2]["function"]["parameters"]
    assert write["required"] == ["path", "content"]


def test_openai_client_sends_seed_and_limits_and_reads_tool_calls():
    sent = []

    def transport(url, body, headers, limits):
        sent.append((url, json.loads(body), limits))
        return 200, json.dumps({"choices": [{"finish_reason": "tool_calls", "message": {
            "content": None, "tool_calls": [{"id": "c9", "type": "function", "function": {
                "name": "read_file", "arguments": '{"path": "a.py"}'}}]}}],
            "usage": {"prompt_tokens": 40, "completion_tokens": 12}}).encode()

    client = OpenAIClient("http://127.0.0.1:1/v1", "m", temperature=0.5, transport=transport)
    messages = [{"role": "user", "content": "hi"}]
    reply = client.chat(messages, seed=11, timeout_s=3.0, max_tokens=64,
                        tools=tool_definitions())
    client.chat(messages, seed=11, timeout_s=3.0, max_tokens=64)  # not cached: asked again
    assert len(sent) == 2
    url, body, limits = sent[0]
    assert url == "http://127.0.0.1:1/v1/chat/completions"
    assert (body["seed"], body["max_tokens"], body["temperature"], body["model"]) == (
        11, 64, 0.5, "m")
    assert len(body["tools"]) == 5 and "tools" not in sent[1][1]
    assert limits.total_s <= 3.0
    assert reply.tool_calls == (ToolCall("c9", "read_file", '{"path": "a.py"}'),)
    assert (reply.content, reply.prompt_tokens, reply.completion_tokens) == ("", 40, 12)


def test_openai_client_failure_is_model_unavailable():
    def refused(url, body, headers, limits):
        raise ConnectionRefusedError("refused")

    client = OpenAIClient("http://127.0.0.1:1/v1", "m", retries=0, transport=refused)
    with pytest.raises(ModelUnavailable, match="refused"):
        client.chat([{"role": "user", "content": "hi"}], seed=None, timeout_s=1.0, max_tokens=8)


def test_one_record_per_rollout_whatever_happens(tmp_path):
    """Solvers, a crashing client and garbage, four workers: 3 tasks x 4 rollouts."""
    def reply(messages):
        task_line = messages[1]["content"]
        if "dec" in task_line:
            raise RuntimeError("boom")
        if "neg" in task_line:
            return "garbage"
        return json.dumps({"tool": "read_file", "path": "solution.py"})

    tasks = [TASK, FunctionTask("t/dec", "def dec(x):\n    pass\n", "dec", TASK.test),
             FunctionTask("t/neg", "def neg(x):\n    pass\n", "neg", TASK.test)]
    def finish(messages):
        return "garbage" if "neg" in messages[1]["content"] else '{"tool": "submit"}'

    client = ScriptedClient([reply, reply, finish], after_end="garbage")
    jobs = plan_rollouts(tasks, 4, seed=100)
    assert [j.seed for j in jobs[:5]] == [100, 101, 102, 103, 100]
    records = dict(run_rollouts(jobs, client, AgentLimits(), workers=4, skip=frozenset({0})))
    assert sorted(records) == list(range(1, 12))
    finishes = {jobs[p].task.task_id: r["agent"]["finish"] for p, r in records.items()}
    assert finishes == {"t/inc": "submitted", "t/dec": "client_error",
                        "t/neg": "parse_failures"}
    assert all((r["task_id"], r["rollout_id"]) == (jobs[p].task.task_id, jobs[p].rollout_id)
               for p, r in records.items())
    assert records[1]["solution"] == TASK.prompt  # it never wrote: the prompt as it stands


def test_load_script_reads_json_lists_and_jsonl(tmp_path):
    listed = tmp_path / "a.json"
    listed.write_text(json.dumps(["text reply", {"tool": "submit"}]))
    lines = tmp_path / "b.jsonl"
    lines.write_text('"one"\n{"tool": "run_tests"}\n')
    assert load_script(str(listed)).script == ["text reply", '{"tool": "submit"}']
    assert load_script(str(lines)).script == ["one", '{"tool": "run_tests"}']


def test_the_context_sent_is_cut_oldest_results_first():
    big = "x" * 1000
    messages = [{"role": "system", "content": big}, {"role": "user", "content": big},
                {"role": "assistant", "content": big}, {"role": "user", "content": big},
                {"role": "assistant", "content": big}, {"role": "user", "content": big},
                {"role": "assistant", "content": "ok"}, {"role": "user", "content": big}]
    assert fit_context(messages, 10_000) is messages
    fitted = fit_context(messages, 6200)
    lengths = [len(m["content"]) for m in fitted]
    assert lengths[:3] == [1000, 1000, 1000] and lengths[3] < 200 and lengths[5] == 1000
    assert sum(lengths) <= 6200 and [len(m["content"]) for m in messages][3] == 1000
    tight = [len(m["content"]) for m in fit_context(messages, 3700)]
    assert tight[:2] == [1000, 1000] and tight[-2:] == [2, 1000]
    assert all(n < 200 for n in tight[2:6])  # replies go too, once results are not enough


class _Endpoint(BaseHTTPRequestHandler):
    """A real loopback HTTP endpoint that misbehaves: ``/hang`` never answers, ``/500``
    fails, ``/ok`` answers one scripted action."""

    def log_message(self, *args):
        pass

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.path.startswith("/hang"):
            time.sleep(30)
            return
        if self.path.startswith("/500"):
            self.send_response(500)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = json.dumps({"choices": [{"finish_reason": "stop", "message": {
            "content": '{"tool": "list_files"}'}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def endpoint():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endpoint)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.mark.parametrize(("mode", "finish"), [
    ("hang", "model_error"), ("500", "model_error"), ("ok", "time_limit")])
def test_a_failing_or_hanging_endpoint_still_gives_a_record(endpoint, mode, finish):
    client = OpenAIClient(f"{endpoint}/{mode}/v1", "m", retries=0)
    started = time.monotonic()
    record = run_agent(TASK, "r0", client, AgentLimits(time_s=1.5, max_turns=10**6))
    assert time.monotonic() - started < 10
    assert record["agent"]["finish"] == finish, record["agent"]
    if finish == "model_error":  # the endpoint never answered: the instrument's failure
        assert "solution" not in record and record["infrastructure_error"]
    else:  # a model that answered and ran out of time: the policy's
        assert record["solution"] == TASK.prompt and record["agent"]["turns"] >= 1
