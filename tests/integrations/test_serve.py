"""``gar serve`` as a real server process on loopback: grades equal the library's, request ids
deduplicate, a full server answers 429, a slow group times out to unscorable while the rest
of the request is graded (and the worker is replaced), a client that disconnects loses
nothing, the client is a GroupGrader, and the OpenRLHF endpoint grades whole groups."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from trl_tasks import TASKS

pytestmark = pytest.mark.slow
pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

from gar.grading import grade_groups
from gar.integrations.batch import grade_batch, rollout_from_text, tasks_to_records
from gar.integrations.serve_client import ServeClient
from gar.io import write_jsonl
from gar.records import to_dict

SLOW = "1 + 0 * __import__('time').sleep(30)"  # a valid odd value after 30 s of wall time


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tasks = tmp_path_factory.mktemp("serve") / "tasks.jsonl"
    write_jsonl(tasks, tasks_to_records(TASKS))
    port = free_port()
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = dict(os.environ, PYTHONPATH=src + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-c", "from gar.cli import main; main()", "serve", str(tasks),
           "--port", str(port), "--workers", "1", "--max-pending", "2", "--group-timeout", "6",
           "--group-size", "4", "--timeout", "60"]
    process = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            try:
                urllib.request.urlopen(url + "/health", timeout=2).read()
                break
            except OSError:
                assert process.poll() is None, process.stdout.read().decode()[-2000:]
                time.sleep(0.5)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()


def health(url):
    return json.loads(urllib.request.urlopen(url + "/health", timeout=10).read())


def post(url, path, body, request_id=None):
    headers = {"Content-Type": "application/json"}
    if request_id:
        headers["X-Request-ID"] = request_id
    request = urllib.request.Request(url + path, json.dumps(body).encode(), headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=120) as reply:
            return reply.status, json.loads(reply.read()), dict(reply.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read()), dict(exc.headers)


BODY = {"groups": [
    {"task_id": "odd", "rollouts": [{"rollout_id": "o1", "text": "1"},
                                    {"rollout_id": "o2", "text": "0"},
                                    {"rollout_id": "o3", "completion": "3"}]},
    {"task_id": "even", "rollouts": [{"rollout_id": "e1", "text": "0"},
                                     {"rollout_id": "e2", "text": "```python\ndef g():\n    return 3\n```"}]},
]}


def stable(record):
    return {k: record[k] for k in ("task_id", "rollout_id", "status", "passed", "hack", "tier",
                                   "reward")} | {"advantage": round(record["advantage"], 9)}


def test_grades_are_the_librarys_and_request_ids_deduplicate(server):
    status, reply, headers = post(server, "/v1/grade", BODY, "req-1")
    assert status == 200 and reply["request_id"] == "req-1" == headers["x-request-id"]
    rollouts = [rollout_from_text(TASKS[g["task_id"]], g["task_id"], r.get("text", r.get("completion")),
                                  r["rollout_id"], i)
                for g in BODY["groups"] for i, r in enumerate(g["rollouts"])]
    expected = [to_dict(g) for g in grade_groups(TASKS, rollouts)]
    assert [stable(r) for r in reply["grades"]] == [stable(r) for r in expected]
    before = health(server)["graded_groups"]
    again = post(server, "/v1/grade", BODY, "req-1")[1]
    assert again["grades"] == reply["grades"] and health(server)["graded_groups"] == before


def test_bad_requests_are_refused_with_a_reason(server):
    status, reply, _ = post(server, "/v1/grade", {"groups": [{"rollouts": []}]})
    assert status == 400 and "task_id" in reply["error"]
    status, reply, _ = post(server, "/v1/grade", {"groups": BODY["groups"] * 2})
    assert status == 413 and "limit is 2" in reply["error"]


def test_a_slow_group_times_out_to_unscorable_and_a_full_server_says_429(server):
    slow = {"groups": [{"task_id": "odd", "rollouts": [{"rollout_id": "s1", "text": SLOW},
                                                        {"rollout_id": "s2", "text": "2"}]},
                       BODY["groups"][1]]}
    result = {}
    worker = threading.Thread(target=lambda: result.update(reply=post(server, "/v1/grade", slow)))
    worker.start()
    deadline = time.monotonic() + 30
    while health(server)["admitted"] < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    status, reply, headers = post(server, "/v1/grade", {"groups": BODY["groups"][:1]})
    assert status == 429 and headers["retry-after"] == "1" and "busy" in reply["error"]
    worker.join(timeout=120)
    status, reply, _ = result["reply"]
    assert status == 200
    by_id = {g["rollout_id"]: g for g in reply["grades"]}
    assert by_id["s1"]["status"] == by_id["s2"]["status"] == "unscorable"
    assert "timed out after 6s" in by_id["s1"]["reason"]
    assert [by_id[r]["passed"] for r in ("e1", "e2")] == [True, False]  # the rest is graded
    assert health(server)["timeouts"] >= 1
    deadline = time.monotonic() + 120
    while health(server)["restarts"] < 1 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert post(server, "/v1/grade", {"groups": BODY["groups"][:1]})[0] == 200


def test_a_client_that_disconnects_loses_nothing(server):
    body = json.dumps({"groups": BODY["groups"][:1]}).encode()
    before = health(server)["graded_groups"]
    with socket.create_connection(("127.0.0.1", int(server.rsplit(":", 1)[1]))) as conn:
        conn.sendall(b"POST /v1/grade HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"X-Request-ID: gone-1\r\nContent-Length: " + str(len(body)).encode()
                     + b"\r\n\r\n" + body)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        state = health(server)
        if state["graded_groups"] > before and state["admitted"] == 0:
            break
        time.sleep(0.2)
    assert state["graded_groups"] == before + 1 and state["admitted"] == 0 and state["busy"] == 0
    status, reply, _ = post(server, "/v1/grade", {"groups": BODY["groups"][:1]}, "gone-1")
    assert status == 200 and len(reply["grades"]) == 3
    assert health(server)["graded_groups"] == before + 1  # the retry was not graded again


def test_the_client_is_a_group_grader(server):
    texts, task_ids = ["1", "0", "13", "0", "2"], ["odd", "odd", "odd", "even", "even"]
    keys = ["a", "a", "a", "b", "b"]
    remote = grade_batch(TASKS, task_ids, texts, keys, grader=ServeClient(server))
    local = grade_batch(TASKS, task_ids, texts, keys)
    assert remote.rewards == pytest.approx(local.rewards, abs=1e-9)
    assert [g.passed for g in remote.grades] == [True, False, True, True, True]


def test_the_openrlhf_endpoint_grades_whole_groups(server):
    prompt = "<|im_start|>user\nodd<|im_end|>\n"
    answers = ["1", "0", "13", "2"]
    results = [None] * 4

    def one(i):
        body = {"query": [prompt + answers[i] + "<|im_end|>"], "prompts": [prompt], "labels": ["odd"]}
        results[i] = post(server, "/openrlhf", body)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(r[0] == 200 for r in results)
    expected = grade_batch(TASKS, ["odd"] * 4, answers, [0] * 4).rewards
    assert [r[1]["rewards"] for r in results] == pytest.approx(expected, abs=1e-9)
    assert [r[1]["scores"] for r in results] == [1.0, 0.0, 1.0, 0.0]
    assert results[0][1]["extra_logs"]["gar_passed"] == 1.0


def test_tasks_carried_in_the_request_grade_stdin_stdout_programs(server):
    record = {"task_id": "row-1", "inputs": ["1 2\n", "5 7\n"], "outputs": ["3\n", "12\n"]}
    body = {"tasks": [record], "groups": [{"task_id": "row-1", "rollouts": [
        {"rollout_id": "p", "text": "a, b = map(int, input().split())\nprint(a + b)\n"},
        {"rollout_id": "q", "text": "print(0)\n"}]}]}
    status, reply, _ = post(server, "/v1/grade", body)
    assert status == 200
    assert [(g["rollout_id"], g["passed"]) for g in reply["grades"]] == [("p", True), ("q", False)]
