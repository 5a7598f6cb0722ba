"""OpenRLHF integration: an agent executor that grades each prompt's samples as a group
(checked against OpenRLHF 0.11.2's ``openrlhf.utils.agent``).

OpenRLHF's rollout actor calls ``AgentExecutor.execute(prompt, label, sampling_params, ...)``
once per sample, the ``n_samples_per_prompt`` calls of one prompt concurrently on one actor
(``generate_responses`` gathers them), each with that call's own ``sampling_params`` object.
:class:`GARAgentExecutor` generates one single-turn response per call, then waits at a
per-group barrier (key: that ``sampling_params`` object, the prompt and the label) until all
``n`` samples of the group have arrived, grades the group once with GAR's grader, and returns
each sample's GAR advantage as its ``reward``.

With ``--algo.advantage.estimator dr_grpo`` OpenRLHF subtracts the per-prompt mean reward, no
std; GAR's advantages are zero-mean per group, so the advantages OpenRLHF trains on are GAR's.
An unscorable sample gets reward 0.0 (OpenRLHF needs a number): its group's other values are
zero-mean among themselves, so adding a 0 keeps the mean at 0 and the credit exact. Keep reward
shaping that changes values per sample off (``--reward.overlong_buffer_len`` unset, KL in the
reward ``--algo.kl_estimator``/``init_kl_coef`` 0 if you want GAR's values exactly); the
default reward clip (-10, 10) never binds (|A| <= lambda_max).

Use: write an agent file and pass it with ``--train.agent_func_path``::

    # gar_agent.py
    from gar.integrations.openrlhf import agent_executor_class
    AgentExecutor = agent_executor_class("humaneval", n_samples_per_prompt=8)

The dataset's label column (``--data.label_key``) must hold each prompt's task id.
"""

from __future__ import annotations

import asyncio
import logging
import math
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from gar.integrations import require
from gar.integrations.batch import BatchGrades, GroupGrader, grade_batch
from gar.records import Grade, Task

_log = logging.getLogger("gar.integrations.openrlhf")
_TIER_NUMBER = {"T1": 1.0, "T2": 2.0, "T3": 3.0}


@dataclass
class _Pending:
    task_id: str
    texts: list[str] = field(default_factory=list)
    done: asyncio.Future | None = None


class GroupBarrier:
    """Collects ``n`` texts per key, grades them as one group, hands each caller its grade.

    ``timeout_s``: how long a group may wait for its last sample; then every waiter gets a
    ``TimeoutError`` naming the count (a wrong ``n_samples_per_prompt`` shows up here, not as
    silently wrong credit).
    """

    def __init__(
        self, tasks: dict[str, Task], n: int, *, grade_config: Any = None,
        grader: GroupGrader | None = None, timeout_s: float = 1800.0,
    ) -> None:
        if n < 2:
            raise ValueError(f"a group needs n_samples_per_prompt >= 2, got {n}")
        self.tasks, self.n, self.timeout_s = tasks, n, timeout_s
        self.grade_config, self.grader = grade_config, grader
        self._open: dict[Any, _Pending] = {}

    async def submit(self, key: Any, task_id: str, text: str) -> tuple[float | None, Grade, dict]:
        """Add one sample; returns ``(GAR advantage or None, its grade, the group's metrics)``."""
        loop = asyncio.get_running_loop()
        pending = self._open.get(key)
        if pending is None:
            pending = self._open[key] = _Pending(task_id, done=loop.create_future())
        if pending.task_id != task_id:
            raise ValueError(f"one group mixes tasks {pending.task_id!r} and {task_id!r}")
        position = len(pending.texts)
        pending.texts.append(text)
        done = pending.done
        assert done is not None
        if len(pending.texts) == self.n:
            del self._open[key]
            try:
                result = await asyncio.to_thread(self._grade, pending)
                done.set_result(result)
            except Exception as exc:  # noqa: BLE001  every waiter of the group sees it
                done.set_exception(exc)
        try:
            result = await asyncio.wait_for(asyncio.shield(done), self.timeout_s)
        except TimeoutError:
            self._open.pop(key, None)
            raise TimeoutError(
                f"group of task {task_id!r} got {len(pending.texts)} of {self.n} samples in "
                f"{self.timeout_s:.0f} s; is n_samples_per_prompt right?"
            ) from None
        return result.rewards[position], result.grades[position], dict(result.metrics)

    def _grade(self, pending: _Pending) -> BatchGrades:
        n = len(pending.texts)
        return grade_batch(
            self.tasks, [pending.task_id] * n, pending.texts, [0] * n,
            grade_config=self.grade_config, grader=self.grader,
        )


class GARAgentExecutor:
    """Single-turn generation + groupwise GAR grading; the OpenRLHF ``execute`` interface.

    :func:`agent_executor_class` mixes it with OpenRLHF's ``AgentExecutorBase``.
    """

    def __init__(
        self, tasks: dict[str, Task] | str, n_samples_per_prompt: int, *,
        grade_config: Any = None, grader: GroupGrader | None = None, timeout_s: float = 1800.0,
    ) -> None:
        if isinstance(tasks, str):
            from gar.io import load_tasks

            tasks = load_tasks(tasks)
        self.barrier = GroupBarrier(
            dict(tasks), n_samples_per_prompt, grade_config=grade_config, grader=grader,
            timeout_s=timeout_s,
        )

    async def execute(
        self, prompt: str, label: Any, sampling_params: Any, max_length: int,
        hf_tokenizer: Any, llm_engine: Any, images: Any = None,
    ) -> dict[str, Any]:
        prompt_ids = hf_tokenizer(text=prompt, add_special_tokens=False)["input_ids"]
        params = deepcopy(sampling_params)
        if getattr(params, "max_tokens", None) is None:
            params.max_tokens = max(1, max_length - len(prompt_ids))
        prompt_ids = prompt_ids[-max(1, max_length - params.max_tokens):]
        request = await llm_engine.generate(prompt_ids, params, multi_modal_data=None)
        out = request.outputs[0]
        action_ids = list(out.token_ids)
        text = out.text if getattr(out, "text", None) is not None else hf_tokenizer.decode(
            action_ids, skip_special_tokens=True)
        key = (id(sampling_params), prompt, str(label))
        reward, grade, metrics = await self.barrier.submit(key, str(label), text)
        value = 0.0 if reward is None else float(reward)
        return {
            "prompt": prompt, "label": label, "images": images, "mm_train_inputs": None,
            "observation_tokens": list(prompt_ids) + action_ids,
            "action_ranges": [(len(prompt_ids), len(prompt_ids) + len(action_ids))],
            "rollout_log_probs": _log_probs(sampling_params, prompt_ids, action_ids, out),
            "truncated": getattr(out, "finish_reason", None) == "length",
            "reward": value, "scores": value,
            "extra_logs": _extra_logs(grade, reward is None, metrics),
        }


def _log_probs(params: Any, prompt_ids: list[int], action_ids: list[int], out: Any) -> Any:
    if getattr(params, "logprobs", None) is None or getattr(out, "logprobs", None) is None:
        return None
    values = [0.0] * len(prompt_ids)
    for token, table in zip(action_ids, out.logprobs, strict=False):
        entry = table.get(token)
        values.append(entry.logprob if entry is not None else 0.0)
    return values


def _extra_logs(grade: Grade, unscorable: bool, metrics: dict[str, float]) -> dict[str, float]:
    """Numbers only: OpenRLHF turns every extra log into a tensor."""
    logs = {
        "gar_passed": float(grade.passed),
        "gar_hack": float(grade.hack),
        "gar_tier": _TIER_NUMBER.get(grade.tier or "", 0.0),
        "gar_factor": math.nan if grade.factor is None else float(grade.factor),
        "gar_unscorable": float(unscorable),
    }
    logs.update({k: float(v) for k, v in metrics.items()})
    return logs


def agent_executor_class(
    tasks: dict[str, Task] | str, n_samples_per_prompt: int, **options: Any
) -> type:
    """An ``AgentExecutor`` class for ``--train.agent_func_path``: OpenRLHF instantiates it
    with no arguments, so the settings are bound here."""
    agent = require("openrlhf.utils.agent", "the OpenRLHF integration", "openrlhf", "openrlhf")
    loaded = tasks if not isinstance(tasks, str) else None

    class AgentExecutor(GARAgentExecutor, agent.AgentExecutorBase):
        def __init__(self) -> None:
            GARAgentExecutor.__init__(
                self, loaded if loaded is not None else tasks, n_samples_per_prompt, **options
            )

    AgentExecutor.__module__ = __name__
    return AgentExecutor
