"""The OpenRLHF agent executor: each prompt's samples are graded as one group; every sample's
reward is its GAR advantage plus the group's mean reward, so OpenRLHF's ``dr_grpo`` centring
gives GAR's values; ``scores`` and evaluation rewards are the hack-zeroed test reward.

OpenRLHF itself does not install on CPU (0.11.2 pins flash-attn, deepspeed and a CUDA vLLM), so
the engine here is a stand-in for its async vLLM engine (token ids in, ``outputs[0]`` out); the
grading is GAR's real grader. The subclass of OpenRLHF's own ``AgentExecutorBase`` is checked
where ``openrlhf`` imports.
"""

from __future__ import annotations

import asyncio
import sys
from types import SimpleNamespace

import numpy as np
import pytest
from trl_tasks import EVEN, ODD, TASKS

from gar.errors import MissingExtra
from gar.integrations.batch import grade_batch
from gar.integrations.openrlhf import GARAgentExecutor, agent_executor_class


class CharTokenizer:
    def __call__(self, text, add_special_tokens=False, **_):
        return {"input_ids": [ord(c) for c in text]}

    def decode(self, ids, skip_special_tokens=True):
        return "".join(chr(i) for i in ids)


class Engine:
    """Answers each prompt with the next scripted text for it (like vLLM's ``generate``)."""

    def __init__(self, script):
        self.script = {k: list(v) for k, v in script.items()}

    async def generate(self, prompt_ids, params, multi_modal_data=None):
        await asyncio.sleep(0)
        text = self.script["".join(chr(i) for i in prompt_ids)].pop(0)
        ids = [ord(c) for c in text]
        out = SimpleNamespace(token_ids=ids, text=text, finish_reason="stop", logprobs=None)
        return SimpleNamespace(outputs=[out])


def generate_responses(executor, engine, prompt, label, n, temperature=1.0):
    """What OpenRLHF's RolloutRayActor.generate_responses does: n concurrent executes that
    share one sampling_params object."""
    params = SimpleNamespace(max_tokens=8, logprobs=None, temperature=temperature)
    return [executor.execute(prompt=prompt, label=label, sampling_params=params, max_length=64,
                             hf_tokenizer=CharTokenizer(), llm_engine=engine) for _ in range(n)]


async def gather(*groups):
    return await asyncio.gather(*[call for group in groups for call in group])


def dr_grpo(rewards):
    return rewards - rewards.mean()


def test_a_prompt_group_gets_gar_advantages():
    texts = ["1", "0", "13", "22"]
    engine = Engine({ODD.prompt: texts})
    executor = GARAgentExecutor(TASKS, 4, eval_n=2)
    outs = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 4)))
    rewards = np.array([o["reward"] for o in outs])
    graded = grade_batch(TASKS, ["odd"] * 4, texts, [0] * 4)
    np.testing.assert_allclose(dr_grpo(rewards), graded.advantages, atol=1e-12)
    assert rewards.mean() == pytest.approx(0.5)  # rollout/reward_mean: the true pass rate
    assert [o["scores"] for o in outs] == [1.0, 0.0, 1.0, 0.0]  # for dynamic filtering
    assert [o["extra_logs"]["gar_passed"] for o in outs] == [1.0, 0.0, 1.0, 0.0]
    assert outs[0]["extra_logs"]["gar/pass_rate"] == 0.5
    first = outs[0]
    start, end = first["action_ranges"][0]
    assert "".join(chr(i) for i in first["observation_tokens"][start:end]) == "1"
    assert all(isinstance(v, float) for v in first["extra_logs"].values())


def test_concurrent_prompts_form_separate_groups():
    engine = Engine({ODD.prompt: ["1", "0", "3"], EVEN.prompt: ["2", "1", "1"]})
    executor = GARAgentExecutor(TASKS, 3)
    outs = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 3),
                              generate_responses(executor, engine, EVEN.prompt, "even", 3)))
    odd, even = outs[:3], outs[3:]
    assert [o["label"] for o in odd] == ["odd"] * 3
    assert sum(o["reward"] for o in odd) == pytest.approx(3 * 2 / 3)  # n * mean reward
    assert sum(o["reward"] for o in even) == pytest.approx(3 * 1 / 3)
    assert [o["extra_logs"]["gar_passed"] for o in even] == [1.0, 0.0, 0.0]


def test_an_unknown_task_is_unscorable_with_reward_zero():
    engine = Engine({"?": ["1", "2"]})
    outs = asyncio.run(gather(generate_responses(GARAgentExecutor(TASKS, 2), engine, "?", "x", 2)))
    assert [o["reward"] for o in outs] == [0.0, 0.0]
    assert [o["extra_logs"]["gar_unscorable"] for o in outs] == [1.0, 1.0]


def test_eval_groups_of_the_default_size_score_pass_rates_without_waiting():
    """OpenRLHF's default --eval.n_samples_per_prompt 4 against a training n of 8: graded at
    once as a group of 4, rewards are the test rewards (pass@k and pass1 read them)."""
    engine = Engine({ODD.prompt: ["1", "0", "3", "22"]})
    executor = GARAgentExecutor(TASKS, 8, timeout_s=5.0)
    outs = asyncio.run(asyncio.wait_for(
        gather(generate_responses(executor, engine, ODD.prompt, "odd", 4)), 60))
    assert [o["reward"] for o in outs] == [1.0, 0.0, 1.0, 0.0]
    assert [o["scores"] for o in outs] == [1.0, 0.0, 1.0, 0.0]
    assert all(o["extra_logs"]["gar_eval"] == 1.0 for o in outs)


def test_a_group_of_an_unexpected_size_fails_loudly_instead_of_grading_sub_groups():
    """Executor built for n=2 while OpenRLHF samples 4 per prompt: one group of 4, refused."""
    engine = Engine({ODD.prompt: ["1", "0", "3", "2"]})
    executor = GARAgentExecutor(TASKS, 2, eval_n=3)
    with pytest.raises(ValueError, match="has 4 samples"):
        asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 4)))


def test_eval_temperature_tells_evaluation_apart_when_the_sizes_are_equal():
    engine = Engine({ODD.prompt: ["1", "0", "1", "0"]})
    executor = GARAgentExecutor(TASKS, 2, eval_n=2, eval_temperature=0.6)
    train = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 2)))
    evaluation = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 2,
                                                       temperature=0.6)))
    assert [o["reward"] for o in train] == [1.0, 0.0]  # A = +-0.5, + mean 0.5
    assert [o["extra_logs"]["gar_eval"] for o in train] == [0.0, 0.0]
    assert [o["extra_logs"]["gar_eval"] for o in evaluation] == [1.0, 1.0]


def test_a_failed_generation_leaves_its_group_and_the_others_are_graded():
    class Flaky(Engine):
        calls = 0

        async def generate(self, prompt_ids, params, multi_modal_data=None):
            self.calls += 1
            if self.calls == 3:
                raise RuntimeError("engine died")
            return await super().generate(prompt_ids, params, multi_modal_data)

    engine = Flaky({ODD.prompt: ["1", "0"]})
    executor = GARAgentExecutor(TASKS, 2, eval_n=None, timeout_s=5.0)
    async def run():
        calls = generate_responses(executor, engine, ODD.prompt, "odd", 3)
        return await asyncio.wait_for(asyncio.gather(*calls, return_exceptions=True), 60)

    outs = asyncio.run(run())
    assert isinstance(outs[2], RuntimeError)
    assert [o["reward"] for o in outs[:2]] == [1.0, 0.0]


def test_the_openrlhf_class_needs_openrlhf(monkeypatch):
    monkeypatch.setitem(sys.modules, "openrlhf.utils.agent", None)
    monkeypatch.setitem(sys.modules, "openrlhf", None)
    with pytest.raises(MissingExtra, match=r"gar\[openrlhf\]"):
        agent_executor_class(TASKS, 4)


def test_the_openrlhf_class_is_an_agent_executor():
    agent = pytest.importorskip("openrlhf.utils.agent")
    cls = agent_executor_class(TASKS, 2)
    executor = cls()  # OpenRLHF instantiates it without arguments
    assert isinstance(executor, agent.AgentExecutorBase)
    engine = Engine({ODD.prompt: ["1", "2"]})
    outs = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 2)))
    assert [o["reward"] for o in outs] == [1.0, 0.0]


@pytest.fixture
def openrlhf_rollout(monkeypatch):
    """OpenRLHF's own rollout code: ``RolloutRayActor.generate_responses`` (which starts the
    executor's calls) and ``SamplesGenerator._process_response_into_experience`` (which makes
    the Experience whose ``rewards``/``scores`` feed dr_grpo, dynamic filtering and eval).
    Only the ``vllm`` import is stubbed (no CPU build); the code under test is OpenRLHF's."""
    pytest.importorskip("openrlhf.utils.agent")
    pytest.importorskip("ray")
    from types import ModuleType

    vllm = ModuleType("vllm")
    vllm.__version__ = "0.11.0"
    vllm.SamplingParams = SimpleNamespace
    inputs, utils = ModuleType("vllm.inputs"), ModuleType("vllm.utils")
    inputs.TokensPrompt = dict
    utils.random_uuid = lambda: "id"
    for name, module in (("vllm", vllm), ("vllm.inputs", inputs), ("vllm.utils", utils)):
        monkeypatch.setitem(sys.modules, name, module)
    from openrlhf.trainer.ppo_utils.samples_generator import SamplesGenerator
    from openrlhf.trainer.ray.vllm_engine import RolloutRayActor

    def run(executor, engine, prompt, label, num_samples):
        actor = SimpleNamespace(executor=executor, generate=engine.generate)
        params = SimpleNamespace(max_tokens=8, logprobs=None, temperature=0.6)
        responses = asyncio.run(RolloutRayActor.__ray_actor_class__.generate_responses(
            actor, prompt=prompt, label=label, sampling_params=params, max_length=64,
            hf_tokenizer=CharTokenizer(), num_samples=num_samples))
        generator = SimpleNamespace()
        return [SamplesGenerator._process_response_into_experience(generator, r, max_len=64)
                for r in responses]

    return run


def test_openrlhf_default_eval_n_against_a_training_executor_of_8(openrlhf_rollout):
    """--eval.n_samples_per_prompt 4 (the default) with the executor built for 8: graded at
    once; the Experiences' rewards (what compute_eval_metrics' pass1 / pass@k read) and scores
    are the hack-zeroed test rewards."""
    executor = agent_executor_class(TASKS, 8, timeout_s=5.0)()
    engine = Engine({ODD.prompt: ["1", "0", "3", "22"]})
    experiences = openrlhf_rollout(executor, engine, ODD.prompt, "odd", 4)
    assert [float(e.rewards[0]) for e in experiences] == [1.0, 0.0, 1.0, 0.0]
    assert [float(e.scores[0]) for e in experiences] == [1.0, 0.0, 1.0, 0.0]


def test_openrlhf_training_experiences_carry_gar_and_truthful_scores(openrlhf_rollout):
    """Training n: dr_grpo (rewards - their mean) gives GAR's advantages; the scores' mean is
    the group's pass rate, inside dynamic filtering's default (0, 1) range for a mixed group."""
    executor = agent_executor_class(TASKS, 4, timeout_s=5.0)()
    texts = ["1", "0", "13", "22"]
    experiences = openrlhf_rollout(executor, Engine({ODD.prompt: texts}), ODD.prompt, "odd", 4)
    rewards = np.array([float(e.rewards[0]) for e in experiences])
    graded = grade_batch(TASKS, ["odd"] * 4, texts, [0] * 4)
    np.testing.assert_allclose(dr_grpo(rewards), graded.advantages, atol=1e-6)
    scores = [float(e.scores[0]) for e in experiences]
    assert 0 < sum(scores) / len(scores) < 1
    assert float(experiences[0].info["gar/pass_rate"][0]) == 0.5


def test_multi_turn_episodes_are_graded_as_whole_trajectories():
    """OpenRLHF's own MultiTurnAgentExecutor runs a two-turn episode (code, then "done" after
    the environment's feedback); GAR grades the policy's code, not its last turn nor the
    environment's text, as one group."""
    agent = pytest.importorskip("openrlhf.utils.agent")
    torch = pytest.importorskip("torch")
    from gar.integrations.openrlhf import multi_turn_executor_class

    class Env(agent.AgentInstanceBase):
        def __init__(self, *args, **kwargs):
            self.turns = 0

        async def step(self, states, **kwargs):
            self.turns += 1
            return {"rewards": torch.tensor(0.25), "environment_feedback": " ok 2 ",
                    "done": self.turns >= 2}

    class TwoTurns(Engine):
        async def generate(self, prompt_ids, params, multi_modal_data=None):
            text = "".join(chr(i) for i in prompt_ids)
            if " ok 2 " in text:  # the second turn: no code
                ids = [ord(c) for c in "done"]
                out = SimpleNamespace(token_ids=ids, text="done", finish_reason="stop")
                return SimpleNamespace(outputs=[out])
            return await super().generate(prompt_ids, params, multi_modal_data)

    class TensorTokenizer(CharTokenizer):
        def __call__(self, text, add_special_tokens=False, return_tensors=None, **_):
            ids = [ord(c) for c in text]
            return {"input_ids": torch.tensor([ids]) if return_tensors == "pt" else ids}

    executor = multi_turn_executor_class(TASKS, 2, Env, eval_n=None)()
    engine = TwoTurns({ODD.prompt: ["```python\ndef f():\n    return 3\n```", "0"]})
    params = SimpleNamespace(max_tokens=None, logprobs=None, temperature=1.0)

    async def run():
        return await asyncio.gather(*[executor.execute(
            prompt=ODD.prompt, label="odd", sampling_params=params, max_length=256,
            hf_tokenizer=TensorTokenizer(), llm_engine=engine) for _ in range(2)])

    outs = asyncio.run(run())
    assert [o["extra_logs"]["gar_passed"] for o in outs] == [1.0, 0.0]
    assert [o["scores"] for o in outs] == [1.0, 0.0]
    assert [o["reward"] for o in outs] == [1.0, 0.0]  # A = +-0.5, + the mean 0.5
    assert all(len(o["action_ranges"]) == 2 for o in outs)
    assert outs[0]["extra_logs"]["env_reward"] == 0.5
