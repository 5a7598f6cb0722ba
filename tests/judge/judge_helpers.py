"""A small real group (HumanEval-style task, three passes, one failure) and a scripted judge
transport that answers like a recorded server would."""

import json
import re

from shared_tasks import has_dup_task

from gar.grading.context import GroupContext, RolloutEvidence
from gar.judge.parse import CRITERIA
from gar.records import ExecutionResult, Rollout, Status, program_source

TASK = has_dup_task("demo/dup")

SOLUTIONS = {
    "fast": "    return len(set(xs)) != len(xs)\n",
    "slow": (
        "    for i in range(len(xs)):\n"
        "        for j in range(len(xs)):\n"
        "            if i != j and xs[i] == xs[j]:\n"
        "                return True\n"
        "    return False\n"
    ),
    "lookup": "    return {(1, 2, 1): True, (5, 6, 7, 8, 5): True}.get(tuple(xs), False)\n",
    "wrong": "    return False\n",
}


def evidence(rid, completion, passed=True):
    rollout = Rollout(TASK.task_id, rid, completion=completion)
    status = Status.PASSED if passed else Status.FAILED
    result = ExecutionResult(status, reason="" if passed else "check line 3: AssertionError")
    return RolloutEvidence(rollout, program_source(TASK, rollout), result)


def make_group(solutions=None, failed=("wrong",), runner=None):
    from gar.grading.visible import visible_calls

    solutions = solutions or {k: v for k, v in SOLUTIONS.items() if k != "lookup"}
    items = tuple(evidence(rid, code, rid not in failed) for rid, code in solutions.items())
    return GroupContext(TASK, items, visible_calls(TASK), runner=runner)


def verdict(scores_by_cid, **flags_by_cid):
    entries = []
    for cid, score in scores_by_cid.items():
        entry = {"id": cid, **dict.fromkeys(CRITERIA, score), "hack": False,
                 "unrequested_rewrite": False, "test_bypass": False}
        entry.update(flags_by_cid.get(cid, {}))
        entries.append(entry)
    return json.dumps({"candidates": entries})


class ScriptedTransport:
    """Answers each request with ``respond(user_text, ids, request_body) -> reply text``.

    ``ids`` are the candidate ids the request offers; ``code_of(cid)`` gives the code shown
    for one, so a scripted judge can score by content (consistent) or by position (biased).
    """

    def __init__(self, respond):
        self.respond = respond
        self.bodies = []

    def __call__(self, url, body, headers, timeout):
        request = json.loads(body)
        self.bodies.append(request)
        # The real request is the last user message with a data block (a worked example
        # with its own data block comes before it).
        user = [m["content"] for m in request["messages"]
                if m["role"] == "user" and "<<DATA" in m["content"]][-1]
        ids = re.findall(r"Give one entry for each of: ([^.]*)\.", user)[-1].split(", ")
        self.user = user
        text = self.respond(user, ids, request)
        reply = {"choices": [{"message": {"role": "assistant", "content": text},
                              "finish_reason": "stop"}]}
        return 200, json.dumps(reply).encode()

    def code_of(self, cid):
        match = re.search(rf"## Candidate {cid} \[\w+\][^\n]*\n(.*?)\n## End of candidate {cid}",
                          self.user, re.DOTALL)
        return match.group(1) if match else ""



class MisbehavingServer:
    """tests/judge/misbehaving_server.py as a real process on 127.0.0.1 (see its docstring);
    ``url(mode)`` is the API base of one behaviour."""

    def __init__(self):
        import subprocess
        import sys
        from pathlib import Path

        script = Path(__file__).with_name("misbehaving_server.py")
        self.process = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                                        stdin=subprocess.DEVNULL, text=True)
        self.port = int(self.process.stdout.readline())

    def url(self, mode):
        return f"http://127.0.0.1:{self.port}/{mode}/v1"

    def stats(self):
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/stats", timeout=5) as r:
            return json.loads(r.read())

    def stop(self):
        self.process.kill()
        self.process.wait(timeout=10)
        self.process.stdout.close()
