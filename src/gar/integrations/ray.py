"""Ray: grade many groups in parallel across Ray workers (one machine or a cluster).

:func:`grade_groups_ray` has the signature of :func:`gar.grading.grade_groups` and the same
contract: one :class:`~gar.records.Grade` per input rollout, in input order. Groups (all
rollouts of one task id) are never split: they are packed into ``chunks`` bundles of about equal
size (largest groups first), each bundle is graded by one Ray task running the ordinary grader,
and the grades are put back in input order. The task table goes to the object store once.

Ray is started on first use when it is not running (``ray.init`` with ``init_options``); to use
a cluster, call ``ray.init(address=...)`` yourself first. Execution inside a worker uses that
worker's sandbox, so workers need ``bwrap`` like the driver does.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from typing import Any

from gar.integrations import require
from gar.grading.result import group_positions
from gar.integrations.batch import GroupGrader
from gar.records import Grade, Rollout, Task

_remote: dict[str, Any] = {}


def _ray() -> Any:
    return require("ray", "Ray-parallel grading", "ray")


def pack_groups(rollouts: Sequence[Rollout], chunks: int) -> list[list[int]]:
    """Rollout indices per bundle: whole groups, bundles of about equal size, input order
    kept inside each bundle."""
    groups = group_positions(r.task_id for r in rollouts)
    heap = [(0, b) for b in range(max(1, min(chunks, len(groups))))]
    bundles: list[list[int]] = [[] for _ in heap]
    for members in sorted(groups.values(), key=len, reverse=True):
        size, b = heapq.heappop(heap)
        bundles[b].extend(members)
        heapq.heappush(heap, (size + len(members), b))
    return [sorted(bundle) for bundle in bundles if bundle]


def _grade_bundle(tasks: Mapping[str, Task], rollouts: list[Rollout], config: Any,
                  grader: GroupGrader | None) -> list[Grade]:
    if grader is None:
        from gar.grading import grade_groups as grader
    return grader(tasks, rollouts, config)


def grade_groups_ray(
    tasks: Mapping[str, Task],
    rollouts: Sequence[Rollout],
    config: Any = None,
    *,
    chunks: int | None = None,
    grader: GroupGrader | None = None,
    init_options: Mapping[str, Any] | None = None,
) -> list[Grade]:
    """Grade ``rollouts`` group by group on Ray workers; see the module docstring.

    ``chunks``: bundles to grade in parallel (default: the cluster's CPU count).
    ``grader``: a picklable :class:`~gar.integrations.batch.GroupGrader` (default
    :func:`gar.grading.grade_groups`). ``config``: its config (default ``GradeConfig()``).
    """
    ray = _ray()
    if not rollouts:
        return []
    if not ray.is_initialized():
        ray.init(**{"include_dashboard": False, "log_to_driver": False, **(init_options or {})})
    if config is None:
        from gar.grading import GradeConfig

        config = GradeConfig()
    if chunks is None:
        chunks = max(1, int(ray.cluster_resources().get("CPU", 1)))
    if "grade" not in _remote:
        _remote["grade"] = ray.remote(_grade_bundle)
    bundles = pack_groups(rollouts, chunks)
    tasks_ref = ray.put(dict(tasks))
    refs = [
        _remote["grade"].remote(tasks_ref, [rollouts[i] for i in bundle], config, grader)
        for bundle in bundles
    ]
    grades: list[Grade | None] = [None] * len(rollouts)
    for bundle, result in zip(bundles, ray.get(refs), strict=True):
        if len(result) != len(bundle):
            raise RuntimeError(f"a worker returned {len(result)} grades for {len(bundle)} rollouts")
        for i, grade in zip(bundle, result, strict=True):
            grades[i] = grade
    return [g for g in grades if g is not None]
