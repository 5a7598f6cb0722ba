"""Turning a trainer's batch of generated texts into GAR-graded groups (no framework imported).

Every integration does the same thing: it has, per sample, a task id, the generated text and a
group key (which samples a trainer's advantage estimator puts in one group). This module builds
:class:`~gar.records.Rollout` records from the texts, grades whole groups with
:func:`gar.grading.grade_groups` (or any :class:`GroupGrader`), and returns, per sample, the
value to hand the trainer as its reward: the GAR advantage, or ``None`` for an unscorable
rollout, plus the per-step ``gar/*`` metrics.

Why the GAR advantage can be returned as a reward: trainers that centre rewards per group
without std scaling (TRL ``scale_rewards="none"``, veRL ``norm_adv_by_std_in_grpo=False``,
OpenRLHF ``dr_grpo``) compute ``A_i = r_i - mean_g(r)``. GAR's advantages are zero-mean over
the valid rollouts of every group (eq. 8 re-centres; ineligible and fallback groups keep the
baseline ``R - mean(R)``, also zero-mean), so the trainer's centring changes nothing and its
advantages are GAR's.

How a text becomes a rollout (function-level tasks): the first fenced code block is taken when
the text has one (chat models answer in Markdown), else the whole text. If that code defines the
task's entry point at top level (``def <entry_point>(`` parsed by :mod:`ast`), it is a full
program (``solution``); otherwise it is a ``completion`` appended to the task's prompt, the
HumanEval convention. For repository tasks the code is a ``patch``. Unknown task ids and empty
texts become rollouts with ``problem`` set: graded unscorable, never reward 0.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from gar.records import FunctionTask, Grade, Rollout, Status, Task

_FENCE = re.compile(r"```[ \t]*(?:[A-Za-z0-9_+-]*)[ \t]*\n(.*?)(?:```|\Z)", re.DOTALL)


class GroupGrader(Protocol):
    """Grades rollouts group by group: one :class:`Grade` per rollout, in input order.
    :func:`gar.grading.grade_groups` and :func:`gar.integrations.ray.grade_groups_ray` fit."""

    def __call__(
        self, tasks: Mapping[str, Task], rollouts: Sequence[Rollout], config: Any
    ) -> list[Grade]: ...


def extract_code(text: str) -> str:
    """The first fenced code block of ``text`` when it has one, else ``text`` itself."""
    match = _FENCE.search(text)
    return match.group(1) if match else text


def defines_entry_point(code: str, entry_point: str) -> bool:
    """Whether ``code`` parses and defines ``entry_point`` at top level (a full program)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    return any(
        isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == entry_point
        for node in tree.body
    )


def text_of(completion: Any) -> str:
    """A completion as text: TRL conversational completions are lists of messages."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list) and completion and isinstance(completion[-1], Mapping):
        content = completion[-1].get("content", "")
        if isinstance(content, list):  # content blocks
            return "".join(p.get("text", "") for p in content if isinstance(p, Mapping))
        return str(content)
    return "" if completion is None else str(completion)


def rollout_from_text(
    task: Task | None, task_id: str, text: str, rollout_id: str, index: int, origin: str = ""
) -> Rollout:
    """One rollout built from a generated text (rules in the module docstring)."""
    base = {"task_id": task_id, "rollout_id": rollout_id, "index": index, "origin": origin}
    if task is None:
        return Rollout(**base, completion=text, problem=f"unknown task_id {task_id!r}")
    code = extract_code(text)
    if not code.strip():
        return Rollout(**base, completion=text, problem="empty rollout")
    if isinstance(task, FunctionTask):
        if defines_entry_point(code, task.entry_point):
            return Rollout(**base, solution=code)
        return Rollout(**base, completion=code)
    return Rollout(**base, patch=code)


@dataclass(frozen=True)
class BatchGrades:
    """The outcome of grading one batch, per sample in input order.

    ``rewards``: the value to give the trainer, the GAR advantage, ``None`` where the rollout
    is unscorable. ``metrics``: the ``gar/*`` step metrics of the batch.
    """

    grades: tuple[Grade, ...]
    rewards: tuple[float | None, ...]
    metrics: Mapping[str, float] = field(default_factory=dict)

    def extra_columns(self) -> dict[str, list[Any]]:
        """Per-rollout fields for a trainer's completion table."""
        return {
            "gar_passed": [g.passed for g in self.grades],
            "gar_hack": [g.hack for g in self.grades],
            "gar_tier": [g.tier for g in self.grades],
            "gar_factor": [g.factor for g in self.grades],
            "gar_status": [str(g.status) for g in self.grades],
        }


def default_grader() -> GroupGrader:
    from gar.grading import grade_groups

    return grade_groups


def default_grade_config() -> Any:
    from gar.grading import GradeConfig

    return GradeConfig()


def grade_batch(
    tasks: Mapping[str, Task],
    task_ids: Sequence[str],
    texts: Sequence[str],
    group_keys: Sequence[Hashable],
    *,
    grade_config: Any = None,
    grader: GroupGrader | None = None,
) -> BatchGrades:
    """Grade a batch whose samples with equal ``group_keys`` form one group.

    A group must hold a single task id. Two groups of the same task (the task drawn twice in
    one batch) are graded as separate groups: each gets its own alias of the task.
    """
    n = len(texts)
    if not (len(task_ids) == len(group_keys) == n):
        raise ValueError(
            f"task_ids ({len(task_ids)}), texts ({n}) and group_keys ({len(group_keys)}) "
            "must have the same length"
        )
    aliases = _task_aliases(task_ids, group_keys)
    graded_tasks: dict[str, Task] = {}
    rollouts: list[Rollout] = []
    for i, (task_id, text, key) in enumerate(zip(task_ids, texts, group_keys, strict=True)):
        alias = aliases[key]
        task = tasks.get(task_id)
        if task is not None and alias not in graded_tasks:
            graded_tasks[alias] = dataclasses.replace(task, task_id=alias)
        rollouts.append(
            rollout_from_text(graded_tasks.get(alias), alias, text, f"{alias}/{i}", i, f"batch:{i}")
        )
    grader = grader or default_grader()
    grades = grader(graded_tasks, rollouts, grade_config or default_grade_config())
    if len(grades) != n:
        raise RuntimeError(f"the grader returned {len(grades)} grades for {n} rollouts")
    grades = tuple(dataclasses.replace(g, task_id=t) for g, t in zip(grades, task_ids, strict=True))
    rewards = tuple(None if _unscorable(g) else float(g.advantage) for g in grades)
    return BatchGrades(grades=grades, rewards=rewards, metrics=batch_metrics(grades, group_keys))


def _unscorable(grade: Grade) -> bool:
    return grade.status is Status.UNSCORABLE or grade.reward is None


def _task_aliases(task_ids: Sequence[str], group_keys: Sequence[Hashable]) -> dict[Hashable, str]:
    """Group key -> the task id the grader sees; unique per group."""
    task_of: dict[Hashable, str] = {}
    for task_id, key in zip(task_ids, group_keys, strict=True):
        if task_of.setdefault(key, task_id) != task_id:
            raise ValueError(
                f"group {key!r} mixes tasks {task_of[key]!r} and {task_id!r}; a group must be "
                "the samples of one task"
            )
    seen: dict[str, int] = {}
    aliases: dict[Hashable, str] = {}
    for key, task_id in task_of.items():
        count = seen.get(task_id, 0)
        seen[task_id] = count + 1
        aliases[key] = task_id if count == 0 else f"{task_id}@{count}"
    return aliases


def batch_metrics(grades: Sequence[Grade], group_keys: Sequence[Hashable]) -> dict[str, float]:
    """The ``gar/*`` step metrics of graded rollouts (see :mod:`gar.advantages.metrics`).

    A group counts as graded when every genuine pass in it has a tier factor; an eligible
    group without one kept its baseline and counts as a fallback.
    """
    from gar.advantages import gar_batch, step_metrics

    ids = {key: i for i, key in enumerate(dict.fromkeys(group_keys))}
    group_ids = np.array([ids[k] for k in group_keys], dtype=np.intp)
    rewards = np.array([np.nan if g.reward is None else g.reward for g in grades], dtype=float)
    hacks = np.array([g.hack for g in grades], dtype=bool)
    factors = np.array([np.nan if g.factor is None else g.factor for g in grades], dtype=float)
    missing = np.array(
        [g.passed and not g.hack and g.factor is None for g in grades], dtype=bool
    )
    bad_groups = {group_ids[i] for i in np.flatnonzero(missing)}
    graded = np.array([gid not in bad_groups for gid in group_ids], dtype=bool)
    if not len(grades):
        return {}
    result = gar_batch(rewards, group_ids, hacks, factors, graded)
    return step_metrics(result, [g.tier for g in grades])
