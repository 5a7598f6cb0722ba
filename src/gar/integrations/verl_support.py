"""What the veRL integration's modules share, in one leaf module (no import cycle between
:mod:`gar.integrations.verl` and :mod:`gar.integrations.verl_reward`).

verl builds the estimator, the reward manager and the trainer itself, from names in its
config, so GAR's settings for them (the task table, a grade config, a grader, the last step's
metrics, the wrapped ``compute_advantage``) cannot be passed as arguments: they live in
:data:`STATE`, set by :func:`gar.integrations.verl.install_groupwise_hook` and read by the
estimator and the reward manager of the same process.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from gar.integrations import require

TASKS_ENV = "GAR_TASKS"
STATE: dict[str, Any] = {"metrics": {}, "tasks": None, "grade_config": None, "hook": None,
                         "grader": None}


def verl_module(module: str = "verl") -> Any:
    """``module`` of verl, or :class:`~gar.errors.MissingExtra` naming the ``verl`` extra."""
    return require(module, "the veRL integration", "verl")


def task_table() -> Mapping[str, Any] | None:
    """The task table: the one installed with the hook, else ``$GAR_TASKS`` (loaded once)."""
    if STATE["tasks"] is None and os.environ.get(TASKS_ENV):
        from gar.io import load_tasks

        STATE["tasks"] = load_tasks(os.environ[TASKS_ENV])
    return STATE["tasks"]
