"""``gar serve``: GAR's grader as an HTTP service (FastAPI + uvicorn, extra ``serve``).

For trainers whose rollout workers live elsewhere (veRL's code recipes call SandboxFusion over
HTTP; OpenRLHF's ``--reward.remote_url``). Endpoints:

* ``GET /health`` -- ``{"status": "ok", "workers", "busy", "admitted", "max_pending", ...}``.
* ``POST /v1/grade`` -- groups in, grades out. Body ``{"groups": [{"task_id": ..., "rollouts":
  [{"rollout_id": ..., "text" | "completion" | "solution" | "patch": ...}, ...]}, ...],
  "tasks": [task records, optional]}``. Reply ``{"request_id", "grades": [...]}``: one record
  per rollout, in request order, the same records ``gar grade`` writes. ``text`` is a
  generated text (the first fenced code block, else the whole text; see
  :mod:`gar.integrations.batch`). Inline ``tasks`` add to (and for this request override) the
  server's task table -- e.g. tests carried in a dataset row.
* ``POST /openrlhf`` -- OpenRLHF 0.11's ``--reward.remote_url`` protocol: ``{"query": [...],
  "prompts": [...], "labels": [...]}`` per sample (label = task id); the server gathers the
  ``--group-size`` samples of each (prompt, label), grades the group once and answers each
  sample with ``{"rewards": A_i + mean_g(R), "scores": hack-zeroed test reward, "extra_logs"}``
  (scalars for a one-sample request, as OpenRLHF's single-turn executor expects).

Guarantees:

* **Bounded work, backpressure.** At most ``workers`` groups are graded at once (one warm
  process each); at most ``max_pending`` groups are admitted (graded or waiting). A request
  that would exceed it gets ``429`` with ``Retry-After`` and nothing of it is graded; a
  request with more groups than ``max_pending`` gets ``413``.
* **Request ids.** ``X-Request-ID`` (or a generated one) is echoed in the reply. A request
  repeated with the same id while it runs, or after it finished (the last ``REMEMBERED``
  replies are kept), gets the same grades without grading again.
* **Per-group timeout.** A group not graded within ``group_timeout_s`` gets unscorable grades
  (its worker is killed and replaced); the request's other groups are unaffected.
* **Client disconnects lose nothing.** Grading runs in a task of its own, not in the
  connection: it finishes, frees its slots, and its reply waits under its request id for a
  retry. Shutdown stops every worker process.
"""

import asyncio
import math
import re
import time
import uuid
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gar.integrations import require
from gar.integrations.groups import GroupCollector, SampleResult, batch_grade_fn
from gar.integrations.pool import GradingPool
from gar.records import Rollout, Task

REMEMBERED = 4096
_SPECIAL_TAIL = re.compile(r"(?:\s*(?:<\|[^|>]{1,40}\|>|</s>|<eos>))+\s*$")


@dataclass
class ServeConfig:
    tasks: Mapping[str, Task]
    workers: int = 2
    max_pending: int = 64
    group_timeout_s: float = 300.0
    group_size: int = 8  # OpenRLHF endpoint: n_samples_per_prompt
    rendezvous_timeout_s: float = 600.0
    pool_options: dict[str, Any] = field(default_factory=dict)


class Busy(Exception):
    pass


class Grader:
    """The service's state: the pool, admission, and the request-id cache."""

    def __init__(self, config: ServeConfig) -> None:
        self.config = config
        self.pool = GradingPool(config.tasks, config.workers, config.group_timeout_s,
                                config.pool_options)
        self.admitted = 0
        self.graded_groups = 0
        self.rejected = 0
        self._requests: OrderedDict[str, asyncio.Task[list[dict[str, Any]]]] = OrderedDict()
        self.collector = GroupCollector(config.tasks, timeout_s=config.rendezvous_timeout_s)
        self.collector.grade = self._grade_texts_sync
        self._loop: asyncio.AbstractEventLoop | None = None

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        await self.pool.start()

    async def close(self) -> None:
        await self.pool.close()

    def health(self) -> dict[str, Any]:
        return {"status": "ok", "workers": self.pool.size, "busy": self.pool.busy,
                "admitted": self.admitted, "max_pending": self.config.max_pending,
                "graded_groups": self.graded_groups, "timeouts": self.pool.timeouts,
                "restarts": self.pool.restarts, "rejected": self.rejected,
                "tasks": len(self.config.tasks), "worker_pids": self.pool.pids(),
                "pending_openrlhf_groups": self.collector.pending_groups()}

    def submit(self, request_id: str, groups: list[list[Rollout]],
               extra_tasks: list[dict[str, Any]] | None) -> asyncio.Task[list[dict[str, Any]]]:
        """The grading task of a request (the running or finished one for a known id)."""
        known = self._requests.get(request_id)
        if known is not None:
            return known
        if self.admitted + len(groups) > self.config.max_pending:
            self.rejected += 1
            raise Busy(f"{self.admitted} groups admitted, limit {self.config.max_pending}")
        self.admitted += len(groups)
        task = asyncio.get_running_loop().create_task(self._grade_request(groups, extra_tasks))
        self._requests[request_id] = task
        while len(self._requests) > REMEMBERED:
            oldest, old = next(iter(self._requests.items()))
            if not old.done():
                break
            del self._requests[oldest]
        return task

    async def _grade_request(self, groups: list[list[Rollout]],
                             extra_tasks: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
        from gar.records import to_dict

        async def one(group: list[Rollout]) -> list[Any]:
            try:
                return await self.pool.grade(group, extra_tasks)
            finally:
                self.admitted -= 1
                self.graded_groups += 1

        results = await asyncio.gather(*(one(g) for g in groups))
        return [to_dict(grade) for grades in results for grade in grades]

    def _grade_texts_sync(self, tasks: Mapping[str, Task], task_ids: Sequence[str],
                          texts: Sequence[str]) -> list[SampleResult]:
        """The OpenRLHF rendezvous' grader (called in a thread): one group through the pool."""
        assert self._loop is not None
        loop = self._loop

        def via_pool(table: Mapping[str, Task], rollouts: Sequence[Rollout], _: Any) -> list[Any]:
            return asyncio.run_coroutine_threadsafe(self._admitted_grade(rollouts), loop).result()

        return list(batch_grade_fn(None, via_pool)(tasks, task_ids, texts))

    async def _admitted_grade(self, rollouts: Sequence[Rollout]) -> list[Any]:
        self.admitted += 1
        try:
            return await self.pool.grade(rollouts)
        finally:
            self.admitted -= 1
            self.graded_groups += 1


def parse_groups(body: Mapping[str, Any], tasks: Mapping[str, Task]) -> list[list[Rollout]]:
    """Rollouts per group from a ``/v1/grade`` body; malformed input raises ``ValueError``."""
    from gar.integrations.batch import rollout_from_text
    from gar.io import rollout_from_dict

    groups = body.get("groups")
    if not isinstance(groups, list) or not groups:
        raise ValueError("'groups' must be a non-empty list")
    out: list[list[Rollout]] = []
    for g, group in enumerate(groups):
        if not isinstance(group, Mapping) or not isinstance(group.get("task_id"), str):
            raise TypeError(f"group {g}: needs a string 'task_id'")
        items = group.get("rollouts")
        if not isinstance(items, list) or not items:
            raise ValueError(f"group {g}: 'rollouts' must be a non-empty list")
        task_id = group["task_id"]
        rollouts = []
        for i, item in enumerate(items):
            if not isinstance(item, Mapping):
                raise TypeError(f"group {g} rollout {i}: must be an object")
            rollout_id = str(item.get("rollout_id", f"{task_id}#{i}"))
            origin = f"group {g} rollout {i}"
            if "text" in item:
                rollouts.append(rollout_from_text(tasks.get(task_id), task_id, str(item["text"]),
                                                  rollout_id, i, origin))
            else:
                record = {**item, "task_id": task_id, "rollout_id": rollout_id}
                rollouts.append(rollout_from_dict(record, tasks, i, origin, i))
        out.append(rollouts)
    return out


def response_text(query: str, prompt: str) -> str:
    """The generated part of an OpenRLHF query (prompt + response, special tokens kept)."""
    text = query[len(prompt):] if prompt and query.startswith(prompt) else query
    return _SPECIAL_TAIL.sub("", text)


def create_app(config: ServeConfig) -> Any:
    fastapi = require("fastapi", "gar serve", "serve")
    responses = require("fastapi.responses", "gar serve", "serve")
    from contextlib import asynccontextmanager

    grader = Grader(config)

    @asynccontextmanager
    async def lifespan(_: Any) -> Any:
        await grader.start()
        try:
            yield
        finally:
            await grader.close()

    app = fastapi.FastAPI(title="gar serve", lifespan=lifespan)
    app.state.grader = grader
    json_reply = responses.JSONResponse
    Request: Any = fastapi.Request

    @app.get("/health")
    async def health() -> Any:
        return grader.health()

    @app.post("/v1/grade")
    async def grade(request: Request) -> Any:
        request_id = request.headers.get("x-request-id") or uuid.uuid4().hex
        headers = {"X-Request-ID": request_id}
        started = time.monotonic()
        try:
            body = await request.json()
            extra = body.get("tasks") if isinstance(body, Mapping) else None
            table = dict(config.tasks)
            if extra:
                from gar.integrations.batch import tasks_from_records

                table.update(tasks_from_records(extra))
            groups = parse_groups(body, table)
        except (ValueError, TypeError, KeyError) as exc:
            return json_reply({"error": str(exc), "request_id": request_id}, 400, headers)
        if len(groups) > config.max_pending:
            return json_reply({"error": f"{len(groups)} groups in one request; the limit is "
                               f"{config.max_pending}", "request_id": request_id}, 413, headers)
        try:
            task = grader.submit(request_id, groups, extra)
        except Busy as exc:
            return json_reply({"error": f"busy: {exc}", "request_id": request_id}, 429,
                              {**headers, "Retry-After": "1"})
        grades = await asyncio.shield(task)
        return json_reply({"request_id": request_id, "grades": grades,
                           "elapsed_s": round(time.monotonic() - started, 4)}, 200, headers)

    @app.post("/openrlhf")
    async def openrlhf(request: Request) -> Any:
        body = await request.json()
        queries, prompts, labels = (body.get(k) or [] for k in ("query", "prompts", "labels"))
        if not (len(queries) == len(prompts) == len(labels)) or not queries:
            return json_reply({"error": "query, prompts and labels must be non-empty lists of "
                               "one length"}, 400)
        calls = [grader.collector.submit((p, str(lab)), uuid.uuid4().hex, str(lab),
                                         response_text(q, p), config.group_size)
                 for q, p, lab in zip(queries, prompts, labels, strict=True)]
        results = await asyncio.gather(*(asyncio.shield(c) for c in calls))
        return _openrlhf_reply(results)

    return app


def _openrlhf_reply(results: Sequence[SampleResult]) -> dict[str, Any]:
    """``A_i + mean_g(R)`` as ``rewards`` (``dr_grpo``'s centring gives back GAR's ``A_i``; an
    unscorable sample gets the group mean, advantage 0; 0.0 when the whole group is
    unscorable: OpenRLHF needs numbers), the hack-zeroed test reward as ``scores``."""
    rewards = [_finite(r.trainer_reward) for r in results]
    scores = [0.0 if r.unscorable else r.reward for r in results]
    logs = {k: [_finite(r.info[k]) for r in results] for k in results[0].info}
    if len(results) == 1:
        return {"rewards": rewards[0], "scores": scores[0],
                "extra_logs": {k: v[0] for k, v in logs.items()}}
    return {"rewards": rewards, "scores": scores, "extra_logs": logs}


def _finite(value: float) -> float:
    """JSON has no NaN and OpenRLHF makes tensors of extra logs: a missing value is 0.0
    (``gar_unscorable`` / ``gar_tier`` 0 say why)."""
    return float(value) if math.isfinite(value) else 0.0


def serve(config: ServeConfig, host: str = "127.0.0.1", port: int = 8321,
          log_level: str = "warning") -> None:
    uvicorn = require("uvicorn", "gar serve", "serve")
    uvicorn.run(create_app(config), host=host, port=port, log_level=log_level)
