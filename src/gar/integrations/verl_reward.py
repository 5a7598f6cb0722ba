"""The ``gar`` reward manager for verl's reward loop (``RewardManagerBase``, verl 0.9).

Per rollout (``run_single`` is called once per sample, possibly on another worker than the
rest of its group): decode the response, build the rollout for its task (task id from
``extra_info["task_id"]`` or a ``task_id`` column), and run the grader on a one-rollout group:
execution plus the per-rollout hack audit. The reward is the hack-zeroed reward (1 pass,
0 fail); an unscorable rollout gets ``nan`` (the ``gar`` estimator leaves it out and gives it
0), never 0. ``reward_extra_info`` carries ``gar_passed``, ``gar_hack``, ``gar_status`` and, for
the groupwise hook, ``gar_task_id`` and ``gar_text``.

Built lazily by :func:`build_reward_manager` because the base class comes from verl.
"""

from __future__ import annotations

import math
from typing import Any


def grade_one(tasks: Any, task_id: str, text: str, grade_config: Any = None) -> dict[str, Any]:
    """Execution + per-rollout audit of one text; the reward-loop result dict."""
    from gar.integrations.batch import grade_batch

    result = grade_batch(tasks, [task_id], [text], [0], grade_config=grade_config)
    grade = result.grades[0]
    reward = math.nan if result.rewards[0] is None else float(grade.reward or 0.0)
    info = {
        "gar_passed": bool(grade.passed),
        "gar_hack": bool(grade.hack),
        "gar_status": str(grade.status),
        "gar_task_id": task_id,
        "gar_text": text,
    }
    return {"reward_score": reward, "reward_extra_info": info}


def build_reward_manager() -> type:
    from gar.integrations.verl_support import task_table as _tasks
    from gar.integrations.verl_support import verl_module as _verl

    base = _verl("verl.experimental.reward_loop.reward_manager.base").RewardManagerBase

    class GARRewardManager(base):  # type: ignore[misc, valid-type]
        """verl reward manager: execution and per-rollout audit by GAR's grader."""

        __gar__ = True

        def __init__(self, config: Any, tokenizer: Any, compute_score: Any = None, **_: Any):
            super().__init__(config, tokenizer, compute_score)
            self.tasks = _tasks()
            if self.tasks is None:
                raise ValueError("the gar reward manager needs a task table: set GAR_TASKS "
                                 "(e.g. GAR_TASKS=humaneval or a tasks JSONL path)")

        async def run_single(self, data: Any) -> dict:
            item = data[-1:][0]
            response = item.batch["responses"]
            length = int(item.batch["attention_mask"][-response.shape[-1]:].sum())
            text = await self.loop.run_in_executor(
                None, lambda: self.tokenizer.decode(response[:length], skip_special_tokens=True)
            )
            task_id = _task_id(item.non_tensor_batch)
            return await self.loop.run_in_executor(
                None, lambda: grade_one(self.tasks, task_id, text)
            )

    GARRewardManager.__module__ = "gar.integrations.verl"
    return GARRewardManager


def _task_id(row: Any) -> str:
    extra = row.get("extra_info") or {}
    if isinstance(extra, dict) and extra.get("task_id") is not None:
        return str(extra["task_id"])
    if row.get("task_id") is not None:
        return str(row["task_id"])
    raise KeyError("the sample has no task id (extra_info['task_id'] or a task_id column)")
