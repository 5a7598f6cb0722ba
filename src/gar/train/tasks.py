"""Training tasks: a bundled set of easy function-level tasks, plus HumanEval.

The easy set (``gar/datasets/data/easy_tasks.jsonl``, HumanEval format) holds tiny functions —
add two numbers, reverse a string, maximum of a list — that a 135M-parameter model solves
some of the time, so groups are mixed (some pass, some fail) and the advantages are non-zero.
HumanEval is available for larger models; SmolLM2-135M almost never passes it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from gar.datasets import easy_tasks, humaneval_tasks
from gar.errors import GarError
from gar.records import FunctionTask

TASK_SOURCES = ("easy", "humaneval", "easy+humaneval")


def load_task_source(source: str) -> dict[str, FunctionTask]:
    """Tasks for ``source``: ``easy``, ``humaneval`` or ``easy+humaneval``."""
    if source not in TASK_SOURCES:
        raise GarError(f"unknown task source {source!r}; known: {', '.join(TASK_SOURCES)}")
    tasks: dict[str, FunctionTask] = {}
    if "easy" in source.split("+"):
        tasks |= easy_tasks()
    if "humaneval" in source.split("+"):
        tasks |= humaneval_tasks()
    return tasks


def split_tasks(
    tasks: Mapping[str, FunctionTask], held_out: float, seed: int
) -> tuple[list[FunctionTask], list[FunctionTask]]:
    """``(train, held_out)``: a seeded shuffle, then the first ``held_out`` tasks (a count, or
    a fraction when below 1) are held out. The same seed gives the same split."""
    ordered = sorted(tasks.values(), key=lambda task: task.task_id)
    random.Random(seed).shuffle(ordered)
    count = round(held_out * len(ordered)) if held_out < 1 else int(held_out)
    if count >= len(ordered):
        raise GarError(f"held_out={held_out} leaves no training task out of {len(ordered)}")
    return ordered[count:], ordered[:count]


def step_tasks(
    train: Sequence[FunctionTask], count: int, seed: int, step: int
) -> list[FunctionTask]:
    """The tasks of one step: a pass over a seeded permutation of the training set, so every
    task is seen equally often. Depends only on (seed, step): a resumed run sees the same
    tasks it would have seen."""
    if not train:
        raise GarError("no training tasks")
    chosen: list[FunctionTask] = []
    position = step * count
    while len(chosen) < count:
        epoch, offset = divmod(position, len(train))
        order = list(range(len(train)))
        random.Random(f"{seed}:{epoch}").shuffle(order)
        chosen.append(train[order[offset]])
        position += 1
    return chosen
