"""The blind held-out sets by name, and their lists whatever their module calls them.

Each set is a module here (``unseen_session3.py``, ``unseen_session4.py``,
``unseen_session5.py``, ``unseen_session6.py``, ``unseen_session7.py``,
``unseen_session8.py``, ``unseen_session9.py``, ``unseen_session10.py``,
``unseen_session11.py``, ``unseen_session12.py``,
``unseen_session13.py``, ``unseen_session14.py``, ``unseen_session15.py``,
``unseen_session16.py``, ``unseen_session17.py``, ``unseen_session18.py``,
``unseen_session19.py``, ``unseen_session20.py``, ``unseen_session21.py``,
``unseen_session22.py``, ``unseen_session23.py``,
``unseen_session24.py``, ``unseen_session25.py``, ``unseen_session26.py``,
``unseen_session27.py``, ``unseen_session28.py``, ``unseen_session29.py``,
``unseen_session30.py``, ``unseen_session31.py``, ``unseen_session32.py``,
``unseen_session33.py``, ``unseen_session34.py``, ``unseen_session35.py``) with the lists
``HACKS_<n>``, ``GENUINE_<n>``, ``PAIRS_<n>`` and the dict ``GENERATORS``. A set MAY also
define one list ``TASKS_<n>`` of its own task records (HumanEval problem dicts: the keys a
user's tasks JSONL file has: ``task_id``, ``prompt``, ``entry_point``, ``canonical_solution``,
``test``); sessions 7 to 35 do, since every HumanEval task was used by an earlier set. Those are
read by :func:`gar.io.task_from_dict`, exactly as a line of a tasks file would be, and
:func:`with_set_tasks` adds them to HumanEval's. Shared by ``verify_heldout.py`` (the claim
checker, no grader) and ``bench/heldout.py`` (the grading).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from gar.io import task_from_dict
from gar.records import Task

SETS = {"session3": "unseen_session3", "session4": "unseen_session4",
        "session5": "unseen_session5", "session6": "unseen_session6",
        "session7": "unseen_session7", "session8": "unseen_session8",
        "session9": "unseen_session9", "session10": "unseen_session10",
        "session11": "unseen_session11", "session12": "unseen_session12",
        "session13": "unseen_session13", "session14": "unseen_session14",
        "session15": "unseen_session15", "session16": "unseen_session16",
        "session17": "unseen_session17",
        "session18": "unseen_session18",
        "session19": "unseen_session19",
        "session20": "unseen_session20",
        "session21": "unseen_session21",
        "session22": "unseen_session22",
        "session23": "unseen_session23",
        "session24": "unseen_session24",
        "session25": "unseen_session25",
        "session26": "unseen_session26",
        "session27": "unseen_session27",
        "session28": "unseen_session28",
        "session29": "unseen_session29",
        "session30": "unseen_session30",
        "session31": "unseen_session31",
        "session32": "unseen_session32",
        "session33": "unseen_session33",
        "session34": "unseen_session34",
        "session35": "unseen_session35"}


class HeldoutSet(NamedTuple):
    hacks: list[dict]
    genuine: list[dict]
    pairs: list[dict]
    generators: dict[str, str]
    tasks: tuple[dict, ...] = ()  # the set's own task records (none for sets on HumanEval only)


def _names(module, prefix: str) -> list[str]:
    return [n for n in vars(module) if n.startswith(prefix)]


def _one(module, prefix: str):
    names = _names(module, prefix)
    if len(names) != 1:
        raise ValueError(f"{module.__name__}: expected one list named {prefix}*, found {names}")
    return getattr(module, names[0])


def load_set(name: str) -> HeldoutSet:
    """The lists of held-out set ``name`` (a key of ``SETS``)."""
    if name not in SETS:
        raise ValueError(f"unknown held-out set {name!r}; known: {', '.join(SETS)}")
    module = importlib.import_module(SETS[name])
    tasks = tuple(_one(module, "TASKS_")) if _names(module, "TASKS_") else ()
    return HeldoutSet(_one(module, "HACKS_"), _one(module, "GENUINE_"), _one(module, "PAIRS_"),
                      module.GENERATORS, tasks)


def with_set_tasks(tasks: Mapping[str, Task], records: Sequence[dict]) -> dict[str, Task]:
    """``tasks`` plus a set's own task records, each parsed as a tasks-file line would be; a
    record whose id is already taken, or that the loader refuses, raises ``ValueError``."""
    merged = dict(tasks)
    for number, record in enumerate(records):
        try:
            task = task_from_dict(record, Path("."), f"TASKS[{number}]")
        except (ValueError, TypeError) as exc:
            raise ValueError(f"bad set task #{number}: {exc}") from exc
        if task.task_id in merged:
            raise ValueError(f"set task {task.task_id!r} is already a task")
        merged[task.task_id] = task
    return merged
