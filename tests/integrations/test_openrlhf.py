"""The OpenRLHF agent executor: each prompt's n samples are graded as one group and every
sample's reward is its GAR advantage, so OpenRLHF's ``dr_grpo`` centring keeps GAR's values.

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


def generate_responses(executor, engine, prompt, label, n):
    """What OpenRLHF's RolloutRayActor.generate_responses does: n concurrent executes that
    share one sampling_params object."""
    params = SimpleNamespace(max_tokens=8, logprobs=None)
    return [executor.execute(prompt=prompt, label=label, sampling_params=params, max_length=64,
                             hf_tokenizer=CharTokenizer(), llm_engine=engine) for _ in range(n)]


async def gather(*groups):
    return await asyncio.gather(*[call for group in groups for call in group])


def test_a_prompt_group_gets_gar_advantages():
    texts = ["1", "0", "13", "22"]
    engine = Engine({ODD.prompt: texts})
    executor = GARAgentExecutor(TASKS, 4)
    outs = asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 4)))
    rewards = np.array([o["reward"] for o in outs])
    expected = grade_batch(TASKS, ["odd"] * 4, texts, [0] * 4).rewards
    np.testing.assert_allclose(rewards, expected)
    np.testing.assert_allclose(rewards - rewards.mean(), rewards, atol=1e-12)  # dr_grpo
    assert [o["extra_logs"]["gar_passed"] for o in outs] == [1.0, 0.0, 1.0, 0.0]
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
    assert abs(sum(o["reward"] for o in odd)) < 1e-12 and abs(sum(o["reward"] for o in even)) < 1e-12
    assert [o["extra_logs"]["gar_passed"] for o in even] == [1.0, 0.0, 0.0]


def test_an_unknown_task_is_unscorable_with_reward_zero():
    engine = Engine({"?": ["1", "2"]})
    outs = asyncio.run(gather(generate_responses(GARAgentExecutor(TASKS, 2), engine, "?", "x", 2)))
    assert [o["reward"] for o in outs] == [0.0, 0.0]
    assert [o["extra_logs"]["gar_unscorable"] for o in outs] == [1.0, 1.0]


def test_a_group_that_never_fills_times_out():
    engine = Engine({ODD.prompt: ["1", "0"]})
    executor = GARAgentExecutor(TASKS, 3, timeout_s=0.3)
    with pytest.raises(TimeoutError, match="got 2 of 3 samples"):
        asyncio.run(gather(generate_responses(executor, engine, ODD.prompt, "odd", 2)))


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
    assert [o["reward"] for o in outs] == [0.5, -0.5]
