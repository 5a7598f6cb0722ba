"""Turning a trainer's batch of generated texts into GAR-graded groups (no framework imported).

Every integration does the same thing: it has, per sample, a task id, the generated text and a
group key (which samples a trainer's advantage estimator puts in one group). This module builds
:class:`~gar.records.Rollout` records from the texts, grades whole groups with
:func:`gar.grading.grade_groups` (or any :class:`GroupGrader`), and reads every number from one
:class:`~gar.grading.result.GradingResult`: per sample the value to hand the trainer as its
reward, plus the per-step ``gar/*`` metrics (the same dict ``gar grade`` and the embedded
trainer report for the same grades).

Why GAR's advantage can travel as a reward: trainers that centre rewards per group without std
scaling (TRL ``scale_rewards="none"``, OpenRLHF ``dr_grpo``) compute ``r_i - mean_g(r)``. GAR's
advantages are zero-mean over the valid rollouts of every group (eq. 8 re-centres; ineligible
and fallback groups keep the baseline ``R - mean(R)``, also zero-mean). The value handed over is
``A_i + mean_g(R)``: the trainer's centring removes the group mean again, so it trains on GAR's
``A_i``, and its reward statistics show the true mean reward instead of a constant 0.

How a text becomes a rollout (function-level tasks): the first fenced code block is taken when
the text has one (chat models answer in Markdown), else the whole text. If that code defines the
task's entry point at top level (``def <entry_point>(`` parsed by :mod:`ast`), it is a full
program (``solution``); otherwise it is a ``completion`` appended to the task's prompt, the
HumanEval convention. For repository tasks the code is a ``patch``. An unknown task id becomes a
rollout with ``problem`` set: graded unscorable (reward ``None``), never reward 0. A text with
no code (empty, blank, an empty fence) is the policy's failure: graded ``failed`` with reward 0
and ``reason_code`` ``empty`` (:func:`gar.unusable.unusable_result` decides both).
"""

from __future__ import annotations

import ast
import dataclasses
import json
import re
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from gar.grading.result import GradingResult
from gar.records import FunctionTask, Grade, Rollout, Task
from gar.stdio import STDIO_ENTRY, stdio_program

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
    """The text to grade of a completion: a string as it is; a conversational completion (a
    list of messages, TRL's format, possibly multi-turn with tool calls) as a whole
    trajectory: see :func:`trajectory_code`."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list):
        return trajectory_code(completion)
    return "" if completion is None else str(completion)


def trajectory_code(messages: Sequence[Any]) -> str:
    """The code a multi-turn or tool-using trajectory ends with, read over the whole of it.

    The candidates are the policy's own words, latest first: each assistant message's tool-call
    arguments (string values of JSON arguments, e.g. ``{"code": ...}``) and then its text.
    The latest candidate holding a fenced code block wins (chat models answer in Markdown);
    without any fence, the latest tool-call argument (code written through a tool), else the
    latest non-empty text. A final "done" after the code was written therefore does not hide
    the code, and tool results or user turns are never graded as the policy's answer."""
    fenced: str | None = None
    argument: str | None = None
    text: str | None = None
    for message in reversed([m for m in messages if isinstance(m, Mapping)]):
        if message.get("role", "assistant") != "assistant":
            continue
        for candidate, from_tool in _candidates(message):
            if not candidate.strip():
                continue
            if fenced is None and _FENCE.search(candidate):
                fenced = candidate
            if from_tool and argument is None:
                argument = candidate
            if not from_tool and text is None:
                text = candidate
        if fenced is not None:
            return fenced
    return argument if argument is not None else text or ""


def _candidates(message: Mapping[str, Any]) -> list[tuple[str, bool]]:
    """One message's texts, latest first: tool-call arguments, then its content."""
    found: list[tuple[str, bool]] = []
    for call in reversed(list(message.get("tool_calls") or [])):
        function = call.get("function", call) if isinstance(call, Mapping) else {}
        arguments = function.get("arguments") if isinstance(function, Mapping) else None
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except ValueError:
                found.append((arguments, True))
                continue
        if isinstance(arguments, Mapping):
            found += [(v, True) for v in reversed(list(arguments.values())) if isinstance(v, str)]
    content = message.get("content", "")
    if isinstance(content, list):  # content blocks
        content = "".join(p.get("text", "") for p in content if isinstance(p, Mapping))
    found.append(("" if content is None else str(content), False))
    return found


def rollout_from_text(
    task: Task | None, task_id: str, text: str, rollout_id: str, index: int, origin: str = "",
    trajectory: Any = None,
) -> Rollout:
    """One rollout built from a generated text (rules in the module docstring); ``trajectory``
    (the whole conversation, when there is one) travels with it for the judge and the logs."""
    base = {"task_id": task_id, "rollout_id": rollout_id, "index": index, "origin": origin,
            "trajectory": trajectory}
    if task is None:
        return Rollout(**base, completion=text, problem=f"unknown task_id {task_id!r}")
    code = extract_code(text)
    if isinstance(task, FunctionTask):
        if task.entry_point == STDIO_ENTRY and code.strip():  # a whole stdin/stdout program
            return Rollout(**base, solution=stdio_program(code))
        if defines_entry_point(code, task.entry_point):
            return Rollout(**base, solution=code)
        return Rollout(**base, completion=code)
    return Rollout(**base, patch=code)


@dataclass(frozen=True)
class BatchGrades:
    """The outcome of grading one batch, per sample in input order.

    ``result`` holds every number (:class:`~gar.grading.result.GradingResult`): GAR's
    advantages, the rewards, the ``gar/*`` metrics. ``rewards`` is what to hand a trainer that
    centres rewards per group without std: ``A_i + mean_g(R)``, which its centring turns back
    into GAR's ``A_i`` while its reward statistics read the true mean reward
    (:meth:`~gar.grading.result.GradingResult.trainer_rewards`).
    """

    grades: tuple[Grade, ...]
    result: GradingResult

    @property
    def rewards(self) -> tuple[float | None, ...]:
        return tuple(self.result.trainer_rewards())

    @property
    def advantages(self) -> tuple[float, ...]:
        return tuple(float(a) for a in self.result.advantages)

    @property
    def metrics(self) -> dict[str, float]:
        return self.result.metrics

    def extra_columns(self) -> dict[str, list[Any]]:
        """Per-rollout fields for a trainer's completion table."""
        return {
            "gar_passed": [g.passed for g in self.grades],
            "gar_hack": [g.hack for g in self.grades],
            "gar_tier": [g.tier for g in self.grades],
            "gar_factor": [g.factor for g in self.grades],
            "gar_status": [str(g.status) for g in self.grades],
            "gar_advantage": list(self.advantages),
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
    terms: Sequence[float] | None = None,
    trajectories: Sequence[Any] | None = None,
) -> BatchGrades:
    """Grade a batch whose samples with equal ``group_keys`` form one group.

    A group must hold a single task id. Two groups of the same task (the task drawn twice in
    one batch) are graded as separate groups: each gets its own alias of the task. ``terms``:
    other reward terms per sample, added to R after hack zeroing and before the baseline.
    ``trajectories``: the whole conversation per sample (kept on the rollouts).
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
        rollouts.append(rollout_from_text(
            graded_tasks.get(alias), alias, text, f"{alias}/{i}", i, f"batch:{i}",
            trajectories[i] if trajectories is not None else None))
    grader = grader or default_grader()
    config = grade_config or default_grade_config()
    grades = grader(graded_tasks, rollouts, config)
    if len(grades) != n:
        raise RuntimeError(f"the grader returned {len(grades)} grades for {n} rollouts")
    renamed = tuple(dataclasses.replace(g, task_id=t)
                    for g, t in zip(grades, task_ids, strict=True))
    result = GradingResult.from_grades(renamed, list(group_keys), getattr(config, "gar", None),
                                       terms=terms)
    return BatchGrades(grades=renamed, result=result)


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


def tasks_to_records(tasks: Mapping[str, Task]) -> list[dict[str, Any]]:
    """A task table as plain JSON-ready records (to ship inside a trainer's config or a Ray
    object): the task JSONL format :func:`gar.io.load_tasks` reads. Repository tasks keep their
    workspace path, which must then exist on the node that grades them."""
    from gar.records import to_dict

    return [to_dict(task) for task in tasks.values()]


def tasks_from_records(records: Any) -> dict[str, Task]:
    """The inverse of :func:`tasks_to_records` (records, or a mapping of id -> record)."""
    from pathlib import Path

    from gar.task_formats import task_from_dict

    values = records.values() if isinstance(records, Mapping) else records
    tasks: dict[str, Task] = {}
    for number, record in enumerate(values):
        task = task_from_dict(dict(record), Path("/"), f"task record {number}")
        if task.task_id in tasks:
            raise ValueError(f"duplicate task_id {task.task_id!r} in the task records")
        tasks[task.task_id] = task
    return tasks
