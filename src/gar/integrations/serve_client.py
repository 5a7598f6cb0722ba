"""A client of ``gar serve`` (standard library only): a
:class:`~gar.integrations.batch.GroupGrader`, so anything that grades groups -- the veRL
reward manager (``+reward.gar.grader_url=http://host:port``), :func:`gar.integrations.batch.
grade_batch`, a custom loop -- can grade on a remote service.

One call is one request with one request id: retried (same id, so the server grades it once)
on connection errors and ``5xx`` up to ``attempts`` times, and on ``429`` (the server is full)
after its ``Retry-After``, for at most ``busy_wait_s`` in all. The task table stays on the
server unless ``send_tasks`` (then the groups' tasks travel with the request).
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from gar.records import Finding, Grade, Rollout, Status, Task

CODE_FIELDS = ("completion", "solution", "patch")


def grade_from_dict(record: Mapping[str, Any]) -> Grade:
    """A :class:`Grade` from the JSON record ``gar grade`` / ``gar serve`` write."""
    data = dict(record)
    data["status"] = Status(data["status"])
    for key in ("hack_evidence", "findings"):
        data[key] = tuple(Finding(**f) for f in data.get(key) or ())
    known = set(Grade.__dataclass_fields__)
    return Grade(**{k: v for k, v in data.items() if k in known})


class ServeClient:
    def __init__(self, url: str, *, timeout_s: float = 1800.0, attempts: int = 5,
                 busy_wait_s: float = 600.0, send_tasks: bool = False) -> None:
        self.url = url.rstrip("/")
        self.timeout_s = timeout_s
        self.attempts = attempts
        self.busy_wait_s = busy_wait_s
        self.send_tasks = send_tasks

    def __call__(self, tasks: Mapping[str, Task], rollouts: Sequence[Rollout], config: Any = None
                 ) -> list[Grade]:
        return self.grade_groups(tasks, rollouts)

    def health(self) -> dict[str, Any]:
        with urllib.request.urlopen(self.url + "/health", timeout=10) as reply:
            return json.loads(reply.read())

    def grade_groups(self, tasks: Mapping[str, Task], rollouts: Sequence[Rollout]) -> list[Grade]:
        """One grade per rollout, input order; groups are the rollouts of one task id."""
        order: dict[str, list[int]] = {}
        for i, rollout in enumerate(rollouts):
            order.setdefault(rollout.task_id, []).append(i)
        body: dict[str, Any] = {"groups": [
            {"task_id": task_id, "rollouts": [_rollout_record(rollouts[i]) for i in members]}
            for task_id, members in order.items()]}
        if self.send_tasks:
            from gar.integrations.batch import tasks_to_records

            body["tasks"] = tasks_to_records({t: tasks[t] for t in order if t in tasks})
        records = self.post("/v1/grade", body)["grades"]
        positions = [i for members in order.values() for i in members]
        if len(records) != len(positions):
            raise RuntimeError(f"gar serve returned {len(records)} grades for "
                               f"{len(positions)} rollouts")
        grades: list[Grade | None] = [None] * len(rollouts)
        for i, record in zip(positions, records, strict=True):
            grades[i] = grade_from_dict(record)
        return [g for g in grades if g is not None]

    def post(self, path: str, body: Mapping[str, Any], request_id: str | None = None
             ) -> dict[str, Any]:
        request_id = request_id or uuid.uuid4().hex
        data = json.dumps(body).encode()
        deadline = time.monotonic() + self.busy_wait_s
        failures = 0
        while True:
            request = urllib.request.Request(
                self.url + path, data=data, method="POST",
                headers={"Content-Type": "application/json", "X-Request-ID": request_id})
            try:
                with urllib.request.urlopen(request, timeout=self.timeout_s) as reply:
                    return json.loads(reply.read())
            except urllib.error.HTTPError as exc:
                if exc.code == 429 and time.monotonic() < deadline:
                    time.sleep(float(exc.headers.get("Retry-After") or 1))
                    continue
                if exc.code < 500 or failures + 1 >= self.attempts:
                    raise RuntimeError(f"gar serve {path}: HTTP {exc.code}: "
                                       f"{exc.read()[:500]!r}") from exc
            except (urllib.error.URLError, ConnectionError, TimeoutError) as exc:
                if failures + 1 >= self.attempts:
                    raise RuntimeError(f"gar serve {path} unreachable: {exc}") from exc
            failures += 1
            time.sleep(min(2.0 ** failures, 30.0))


def _rollout_record(rollout: Rollout) -> dict[str, Any]:
    record: dict[str, Any] = {"rollout_id": rollout.rollout_id}
    for key in CODE_FIELDS:
        value = getattr(rollout, key)
        if value is not None:
            record[key] = value
    if rollout.problem is not None and not any(k in record for k in CODE_FIELDS):
        record["completion"] = ""  # graded unscorable / empty on the server, as here
    return record
