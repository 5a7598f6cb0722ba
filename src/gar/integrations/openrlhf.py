"""OpenRLHF integration: an agent executor that grades each prompt's samples as a group
(checked against OpenRLHF 0.11.2's ``openrlhf.utils.agent``).

OpenRLHF's rollout actor calls ``AgentExecutor.execute(prompt, label, sampling_params, ...)``
once per sample: ``generate_responses`` starts the ``num_samples`` calls of one prompt together
on one actor, sharing that call's ``sampling_params`` object. :class:`GARAgentExecutor` joins
each call to its group (key: that object, the prompt and the label) before generating, so the
group's size is the number of calls that joined, whatever ``n`` OpenRLHF used; it generates one
single-turn response per call, grades the whole group once with GAR's grader when every
member has its text, and returns per sample:

* ``reward``: in training ``A_i + mean_g(R)``. ``--algo.advantage.estimator dr_grpo`` subtracts
  the per-prompt mean, no std, so OpenRLHF trains on GAR's ``A_i``, while its
  ``rollout/reward_mean`` shows the true mean reward. An unscorable sample gets its group's
  mean (advantage 0, the mean and the other values unchanged). In evaluation groups the
  hack-zeroed test reward, so OpenRLHF's ``eval_*_pass1`` / ``pass@k`` and its best-checkpoint
  selection score pass rates.
* ``scores``: the hack-zeroed test reward (1 genuine pass, 0 otherwise; an unscorable sample
  gets the group's pass rate), so dynamic filtering (``--algo.dynamic_filtering``) drops
  all-pass and all-fail groups, not every group.

Training and evaluation groups are told apart by size (:class:`GroupBarrier`): the executor's
``n_samples_per_prompt`` and ``eval_n`` (OpenRLHF's ``--eval.n_samples_per_prompt``, default
4); a group of any other size fails loudly. Keep reward shaping that changes values per sample
off (``--reward.overlong_buffer_len`` unset, KL in the reward ``--algo.kl_estimator``/
``init_kl_coef`` 0 if you want GAR's values exactly); the default reward clip (-10, 10) never
binds.

Use: write an agent file and pass it with ``--train.agent_func_path``::

    # gar_agent.py
    from gar.integrations.openrlhf import agent_executor_class
    AgentExecutor = agent_executor_class("humaneval", n_samples_per_prompt=8, eval_n=4)

The dataset's label column (``--data.label_key``) must hold each prompt's task id.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import AsyncIterator
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from gar.integrations import require
from gar.integrations.batch import GroupGrader, grade_batch, trajectory_code
from gar.records import Grade, Task

_log = logging.getLogger("gar.integrations.openrlhf")
_TIER_NUMBER = {"T1": 1.0, "T2": 2.0, "T3": 3.0}


@dataclass
class _Pending:
    task_id: str
    owner: Any  # the sampling_params object of the key: kept alive so its id is not reused
    temperature: float | None = None
    expected: int = 0
    texts: dict[int, str] = field(default_factory=dict)
    done: asyncio.Future | None = None
    grading: bool = False


@dataclass(frozen=True)
class GroupGrades:
    """What one sample gets back from its group."""

    reward: float  # the value for OpenRLHF's ``reward`` (training: A_i + mean_g(R))
    score: float  # the hack-zeroed test reward (its ``scores``: dynamic filtering, eval)
    grade: Grade
    unscorable: bool
    evaluation: bool
    metrics: dict[str, float]


class GroupBarrier:
    """Grades each ``generate_responses`` call's samples as one group.

    A group's size is the number of ``execute`` calls that *joined* its key (OpenRLHF starts
    the ``num_samples`` calls of one prompt together, so every member joins before any of them
    has its text), not a configured count: a group is graded as soon as all of its members
    have their text, whatever ``n`` the call used. A call that fails before its text leaves
    the group, so the others never wait for it.

    Training or evaluation is read from the size: ``n`` (``--rollout.n_samples_per_prompt``)
    is training, ``eval_n`` (``--eval.n_samples_per_prompt``, OpenRLHF's default 4) is
    evaluation; any other size raises ``ValueError`` in every member (a wrong ``n`` shows up at
    once, never as sub-groups graded silently or a wait for samples that never come). When
    ``n == eval_n``, give ``eval_temperature`` (``--eval.temperature``, default 0.6; it must
    differ from the training temperature) to tell evaluation apart; else every group counts as
    training. ``timeout_s`` bounds the wait for the group's last text (a hung generation).
    """

    def __init__(
        self, tasks: dict[str, Task], n: int, *, eval_n: int | None = 4,
        eval_temperature: float | None = None, grade_config: Any = None,
        grader: GroupGrader | None = None, timeout_s: float = 1800.0,
    ) -> None:
        if n < 2:
            raise ValueError(f"a group needs n_samples_per_prompt >= 2, got {n}")
        self.tasks, self.n, self.eval_n, self.timeout_s = tasks, n, eval_n, timeout_s
        self.eval_temperature = eval_temperature
        self.grade_config, self.grader = grade_config, grader
        self._open: dict[Any, _Pending] = {}

    def join(self, key: Any, task_id: str, owner: Any) -> int:
        """Register one member of ``key``'s group (synchronously, before any await); returns
        its position in the group."""
        pending = self._open.get(key)
        if pending is None or pending.grading:
            pending = self._open[key] = _Pending(
                task_id, owner, getattr(owner, "temperature", None),
                done=asyncio.get_running_loop().create_future())
        if pending.task_id != task_id:
            raise ValueError(f"one group mixes tasks {pending.task_id!r} and {task_id!r}")
        pending.expected += 1
        return pending.expected - 1

    async def leave(self, key: Any) -> None:
        """A member failed before its text: the group no longer waits for it."""
        pending = self._open.get(key)
        if pending is not None and not pending.grading:
            pending.expected -= 1
            if pending.expected == 0:
                del self._open[key]
            await self._grade_when_full(key, pending)

    @contextlib.asynccontextmanager
    async def member(self, prompt: str, label: Any, sampling_params: Any
                     ) -> AsyncIterator[tuple[Any, int]]:
        """One ``execute`` call's membership while it produces its text: joins the group of
        (``sampling_params`` object, prompt, label) and yields ``(key, position)`` for
        :meth:`submit`; a call that fails inside (generation, an episode, decoding) leaves the
        group, so its siblings are graded without it instead of waiting for it."""
        key = (id(sampling_params), prompt, str(label))
        position = self.join(key, str(label), sampling_params)
        try:
            await asyncio.sleep(0)  # every member of the call joins before any text is in
            yield key, position
        except BaseException:
            await self.leave(key)
            raise

    async def submit(self, key: Any, position: int, text: str) -> GroupGrades:
        """Add a member's text; returns its share of the group's grading."""
        pending = self._open[key]
        pending.texts[position] = text
        done = pending.done
        assert done is not None
        await self._grade_when_full(key, pending)
        try:
            outcome = await asyncio.wait_for(asyncio.shield(done), self.timeout_s)
        except TimeoutError:
            self._open.pop(key, None)
            raise TimeoutError(
                f"group of task {pending.task_id!r} got {len(pending.texts)} of "
                f"{pending.expected} samples in {self.timeout_s:.0f} s (a generation hung)"
            ) from None
        return outcome[position]

    async def _grade_when_full(self, key: Any, pending: _Pending) -> None:
        if pending.grading or not pending.texts or len(pending.texts) < pending.expected:
            return
        pending.grading = True
        if self._open.get(key) is pending:
            del self._open[key]
        done = pending.done
        assert done is not None
        try:
            done.set_result(await asyncio.to_thread(self._grade, pending))
        except Exception as exc:  # noqa: BLE001  every member of the group sees it
            done.set_exception(exc)

    def _is_evaluation(self, pending: _Pending) -> bool:
        size = len(pending.texts)
        if size == self.n and size == self.eval_n and self.eval_temperature is not None:
            return pending.temperature == self.eval_temperature
        if size == self.n:
            return False
        if size == self.eval_n:
            return True
        raise ValueError(
            f"a group of task {pending.task_id!r} has {size} samples, but the executor was "
            f"built for n_samples_per_prompt={self.n} (training) and eval_n={self.eval_n} "
            "(evaluation); make them match --rollout.n_samples_per_prompt and "
            "--eval.n_samples_per_prompt"
        )

    def _grade(self, pending: _Pending) -> dict[int, GroupGrades]:
        evaluation = self._is_evaluation(pending)
        positions = sorted(pending.texts)
        n = len(positions)
        graded = grade_batch(
            self.tasks, [pending.task_id] * n, [pending.texts[p] for p in positions], [0] * n,
            grade_config=self.grade_config, grader=self.grader,
        )
        scores = graded.result.test_rewards()
        valid = [s for s in scores if s is not None]
        mean_score = sum(valid) / len(valid) if valid else 0.0
        rewards = graded.rewards
        metrics = dict(graded.metrics)
        out = {}
        for i, position in enumerate(positions):
            own, advantage = scores[i], rewards[i]
            score = mean_score if own is None else float(own)
            reward = score if evaluation else (0.0 if advantage is None else float(advantage))
            out[position] = GroupGrades(reward, score, graded.grades[i], scores[i] is None,
                                        evaluation, metrics)
        return out


class GARAgentExecutor:
    """Single-turn generation + groupwise GAR grading; the OpenRLHF ``execute`` interface.

    :func:`agent_executor_class` mixes it with OpenRLHF's ``AgentExecutorBase``. The options
    (``eval_n``, ``eval_temperature``, ``timeout_s``) are :class:`GroupBarrier`'s.
    """

    def __init__(
        self, tasks: dict[str, Task] | str, n_samples_per_prompt: int, *,
        eval_n: int | None = 4, eval_temperature: float | None = None,
        grade_config: Any = None, grader: GroupGrader | None = None, timeout_s: float = 1800.0,
    ) -> None:
        if isinstance(tasks, str):
            from gar.io import load_tasks

            tasks = load_tasks(tasks)
        self.barrier = GroupBarrier(
            dict(tasks), n_samples_per_prompt, eval_n=eval_n, eval_temperature=eval_temperature,
            grade_config=grade_config, grader=grader, timeout_s=timeout_s,
        )

    async def execute(
        self, prompt: str, label: Any, sampling_params: Any, max_length: int,
        hf_tokenizer: Any, llm_engine: Any, images: Any = None,
    ) -> dict[str, Any]:
        async with self.barrier.member(prompt, label, sampling_params) as member:
            prompt_ids, action_ids, out = await _generate(
                prompt, sampling_params, max_length, hf_tokenizer, llm_engine)
            text = out.text if getattr(out, "text", None) is not None else hf_tokenizer.decode(
                action_ids, skip_special_tokens=True)
        got = await self.barrier.submit(*member, text)
        return {
            "prompt": prompt, "label": label, "images": images, "mm_train_inputs": None,
            "observation_tokens": list(prompt_ids) + action_ids,
            "action_ranges": [(len(prompt_ids), len(prompt_ids) + len(action_ids))],
            "rollout_log_probs": _log_probs(sampling_params, prompt_ids, action_ids, out),
            "truncated": getattr(out, "finish_reason", None) == "length",
            "reward": got.reward, "scores": got.score,
            "extra_logs": _extra_logs(got),
        }


class GARMultiTurnExecutor(GARAgentExecutor):
    """Multi-turn (tool-using) episodes graded as whole trajectories.

    OpenRLHF's own ``MultiTurnAgentExecutor`` runs the episode with your ``AgentInstance``
    (its ``reset``/``step`` give the environment feedback: tool results, test output); GAR
    then grades the policy's turns together (their text, decoded from the action ranges,
    read by :func:`gar.integrations.batch.trajectory_code`: the latest code the policy wrote,
    never the environment's text) as one rollout of the prompt's group, and its reward and
    scores replace the episode's (the environment's own total is kept as ``env_reward`` in
    ``extra_logs``). Groups, evaluation and sizes work as for :class:`GARAgentExecutor`.
    """

    def __init__(self, tasks: dict[str, Task] | str, n_samples_per_prompt: int,
                 agent_instance_cls: type, **options: Any) -> None:
        super().__init__(tasks, n_samples_per_prompt, **options)
        agent = require("openrlhf.utils.agent", "the OpenRLHF integration", "openrlhf",
                        "openrlhf")
        self.episode = agent.MultiTurnAgentExecutor(agent_instance_cls)

    async def execute(
        self, prompt: str, label: Any, sampling_params: Any, max_length: int,
        hf_tokenizer: Any, llm_engine: Any, images: Any = None,
    ) -> dict[str, Any]:
        async with self.barrier.member(prompt, label, sampling_params) as member:
            out = await self.episode.execute(prompt, label, deepcopy(sampling_params), max_length,
                                             hf_tokenizer, llm_engine, images)
            tokens = out["observation_tokens"]
            turns = [{"role": "assistant",
                      "content": hf_tokenizer.decode(tokens[start:end], skip_special_tokens=True)}
                     for start, end in out["action_ranges"]]
            code = trajectory_code(turns)
        got = await self.barrier.submit(*member, code)
        logs = {k: v for k, v in (out.get("extra_logs") or {}).items()
                if isinstance(v, int | float)}
        logs["env_reward"] = float(out.get("reward") or 0.0)
        return {**out, "reward": got.reward, "scores": got.score,
                "extra_logs": {**logs, **_extra_logs(got)}}


async def _generate(prompt: str, sampling_params: Any, max_length: int, hf_tokenizer: Any,
                    llm_engine: Any) -> tuple[list[int], list[int], Any]:
    prompt_ids = hf_tokenizer(text=prompt, add_special_tokens=False)["input_ids"]
    params = deepcopy(sampling_params)
    if getattr(params, "max_tokens", None) is None:
        params.max_tokens = max(1, max_length - len(prompt_ids))
    prompt_ids = prompt_ids[-max(1, max_length - params.max_tokens):]
    request = await llm_engine.generate(prompt_ids, params, multi_modal_data=None)
    out = request.outputs[0]
    return prompt_ids, list(out.token_ids), out


def _log_probs(params: Any, prompt_ids: list[int], action_ids: list[int], out: Any) -> Any:
    if getattr(params, "logprobs", None) is None or getattr(out, "logprobs", None) is None:
        return None
    values = [0.0] * len(prompt_ids)
    for token, table in zip(action_ids, out.logprobs, strict=False):
        entry = table.get(token)
        values.append(entry.logprob if entry is not None else 0.0)
    return values


def _extra_logs(got: GroupGrades) -> dict[str, float]:
    """Numbers only: OpenRLHF turns every extra log into a tensor."""
    grade = got.grade
    logs = {
        "gar_passed": float(grade.passed),
        "gar_hack": float(grade.hack),
        "gar_tier": _TIER_NUMBER.get(grade.tier or "", 0.0),
        "gar_factor": math.nan if grade.factor is None else float(grade.factor),
        "gar_unscorable": float(got.unscorable),
        "gar_eval": float(got.evaluation),
    }
    logs.update({k: float(v) for k, v in got.metrics.items()})
    return logs


def agent_executor_class(
    tasks: dict[str, Task] | str, n_samples_per_prompt: int, **options: Any
) -> type:
    """An ``AgentExecutor`` class for ``--train.agent_func_path``: OpenRLHF instantiates it
    with no arguments, so the settings are bound here."""
    agent = require("openrlhf.utils.agent", "the OpenRLHF integration", "openrlhf", "openrlhf")
    loaded = tasks if not isinstance(tasks, str) else None

    class AgentExecutor(GARAgentExecutor, agent.AgentExecutorBase):  # type: ignore[name-defined]
        def __init__(self) -> None:
            GARAgentExecutor.__init__(
                self, loaded if loaded is not None else tasks, n_samples_per_prompt, **options
            )

    AgentExecutor.__module__ = __name__
    return AgentExecutor


def multi_turn_executor_class(
    tasks: dict[str, Task] | str, n_samples_per_prompt: int, agent_instance_cls: type,
    **options: Any
) -> type:
    """An ``AgentExecutor`` class for ``--train.agent_func_path`` that runs multi-turn episodes
    with ``agent_instance_cls`` (an OpenRLHF ``AgentInstanceBase``) and grades each whole
    trajectory with GAR (:class:`GARMultiTurnExecutor`)."""
    agent = require("openrlhf.utils.agent", "the OpenRLHF integration", "openrlhf", "openrlhf")
    loaded = tasks if not isinstance(tasks, str) else None

    class AgentExecutor(GARMultiTurnExecutor, agent.AgentExecutorBase):  # type: ignore[name-defined]
        def __init__(self) -> None:
            GARMultiTurnExecutor.__init__(
                self, loaded if loaded is not None else tasks, n_samples_per_prompt,
                agent_instance_cls, **options)

    AgentExecutor.__module__ = __name__
    return AgentExecutor
