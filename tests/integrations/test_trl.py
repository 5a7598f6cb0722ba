"""TRL: the GAR reward function, the config validator, and real GRPO steps on CPU checking that
the advantages TRL computes (and trains on) are GAR's."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from trl_tasks import EVEN, ODD, TASKS

from gar.integrations.trl import (
    GARReward,
    GroupSplitError,
    config_problems,
    gar_grpo_config,
    validate_grpo_config,
)


class Log:
    def __init__(self):
        self.metrics: dict[str, list[float]] = {}
        self.extra: dict[str, list] = {}

    def metric(self, name, value):
        self.metrics.setdefault(name, []).append(value)

    def column(self, name, values):
        self.extra.setdefault(name, []).extend(values)


def call(reward, prompts, completions, task_ids, log=None, **extra):
    log = log or Log()
    return reward(prompts=prompts, completions=completions, task_id=task_ids,
                  log_metric=log.metric, log_extra=log.column, **extra), log


def trl_centre(rewards, g):
    """What TRL 1.16 does with scale_rewards="none": r - nanmean(block), nan -> 0."""
    r = np.array([np.nan if x is None else x for x in rewards], dtype=np.float32)
    adv = r - np.repeat(np.nanmean(r.reshape(-1, g), axis=1), g)
    return np.nan_to_num(adv, nan=0.0)


def test_rewards_are_gar_advantages_and_survive_trl_centring():
    reward = GARReward(TASKS, num_generations=4)
    prompts = [ODD.prompt] * 4 + [EVEN.prompt] * 4 + [ODD.prompt] * 4
    completions = ["1", "0", "13", "22", "0", "2", "1", "11", "1", "3", "5", "7"]
    out, log = call(reward, prompts, completions, ["odd"] * 4 + ["even"] * 4 + ["odd"] * 4)
    grades = reward.last.grades
    assert [g.passed for g in grades] == [True, False, True, False, True, True, False, False,
                                         True, True, True, True], [g.reason for g in grades]
    # the value is A_i + mean_g(R): TRL's centring gives back GAR's advantage ...
    np.testing.assert_allclose(trl_centre(out, 4), [g.advantage for g in grades], atol=1e-6)
    # ... and TRL's `reward` metric (the mean of the values) is the true mean reward, not 0
    assert np.mean(out) == pytest.approx(np.mean([g.reward for g in grades]))
    assert out[8:] == [1.0] * 4  # all passed: ineligible, advantage 0, group mean 1
    assert log.metrics["gar/pass_rate"] == [pytest.approx(8 / 12)]
    assert log.metrics["gar/reward_mean"] == [pytest.approx(8 / 12)]
    assert log.metrics["gar/hack_rate"] == [0.0]
    assert log.metrics["gar/groups_eligible"] == [2.0]
    assert log.extra["gar_passed"] == [g.passed for g in grades]
    assert set(log.extra) >= {"gar_hack", "gar_tier", "gar_factor"}


def test_unscorable_rollouts_return_none_and_keep_the_others_exact():
    reward = GARReward(TASKS, num_generations=4)
    with pytest.raises(ValueError, match="mixes tasks"):
        call(reward, [ODD.prompt] * 4, ["1"] * 4, ["odd", "odd", "odd", "nope"])
    out, log = call(reward, [ODD.prompt] * 4, ["1", "0", "3", "2"], ["nope"] * 4)
    assert out == [None] * 4
    assert log.metrics["gar/rollouts_unscorable"] == [4.0]
    np.testing.assert_array_equal(trl_centre(out, 4), np.zeros(4, dtype=np.float32))


def test_split_groups_are_refused():
    reward = GARReward(TASKS, num_generations=4)
    with pytest.raises(GroupSplitError, match="not a multiple of the group size 4"):
        call(reward, [ODD.prompt] * 6, ["1"] * 6, ["odd"] * 6)
    with pytest.raises(GroupSplitError, match="not one prompt's group"):
        call(reward, [ODD.prompt] * 2 + [EVEN.prompt] * 2, ["1"] * 4, ["odd"] * 2 + ["even"] * 2)
    by_column = GARReward(TASKS, num_generations=2, group_column="task_id")
    with pytest.raises(GroupSplitError, match="does not fill exactly one block"):
        call(by_column, [ODD.prompt] * 4, ["1", "0", "3", "2"], ["odd"] * 4)


def test_full_programs_and_chat_completions():
    reward = GARReward(TASKS, num_generations=2)
    fenced = [{"role": "assistant", "content": "Here:\n```python\ndef f():\n    return 3\n```"}]
    wrong = [{"role": "assistant", "content": "```python\ndef f():\n    return 4\n```"}]
    out, _ = call(reward, [[{"role": "user", "content": "odd"}]] * 2, [fenced, wrong], ["odd"] * 2)
    assert [g.passed for g in reward.last.grades] == [True, False]
    assert [g.advantage for g in reward.last.grades] == [0.5, -0.5]
    assert out == [1.0, 0.0]  # A_i + the group's mean reward 0.5


def test_config_validator_lists_every_problem():
    args = SimpleNamespace(
        scale_rewards="group", multi_objective_aggregation="normalize_then_sum", beta=0.04,
        remove_unused_columns=True, reward_weights=[1.0, 0.5], num_generations=4,
        generation_batch_size=12, per_device_train_batch_size=3, steps_per_generation=2,
        num_generations_eval=None, eval_strategy="no", per_device_eval_batch_size=8,
    )
    funcs = [GARReward(TASKS, num_generations=4), lambda **kw: [0.0]]
    problems = config_problems(args, funcs)
    text = "\n".join(problems)
    for needle in ("scale_rewards", "multi_objective_aggregation", "beta must be 0",
                   "remove_unused_columns", "weight 0", "split across processes"):
        assert needle in text
    assert len(problems) == 6
    assert "split" not in "\n".join(config_problems(args, funcs, gathers_groups=True))
    assert "beta" not in "\n".join(config_problems(args, funcs, reference_model=True))


def test_gar_grpo_config_is_valid(tmp_path):
    pytest.importorskip("trl")
    config = gar_grpo_config(output_dir=str(tmp_path), num_generations=4,
                             per_device_train_batch_size=4, use_cpu=True, report_to=[])
    assert (config.scale_rewards, config.beta) == ("none", 0.0)
    validate_grpo_config(config, [GARReward(TASKS, num_generations=4)])
    with pytest.raises(ValueError, match="scale_rewards"):
        gar_grpo_config(output_dir=str(tmp_path), num_generations=4, scale_rewards="group",
                        per_device_train_batch_size=4, use_cpu=True, report_to=[])


def test_trl_centring_is_exact_with_an_unscorable_rollout_inside_a_group():
    from gar.advantages import gar_batch

    rewards = np.array([1.0, np.nan, 0.0, 1.0, 1.0, 0.0, 0.0, np.nan])
    factors = np.array([1.0, np.nan, np.nan, 0.4, 1.0, np.nan, np.nan, np.nan])
    result = gar_batch(rewards, np.repeat([0, 1], 4), None, factors)
    as_rewards = [None if np.isnan(r) else float(a)
                  for r, a in zip(rewards, result.advantages, strict=True)]
    assert result.graded.all() and as_rewards[1] is None
    np.testing.assert_allclose(trl_centre(as_rewards, 4), result.advantages, atol=1e-6)


def test_a_multi_turn_tool_trajectory_is_graded_as_a_whole():
    """The code the agent wrote through a tool call counts, not its final "done"; a tool
    result or user turn is never taken as the answer; the conversation stays on the rollout."""
    import json

    reward = GARReward(TASKS, num_generations=2)
    wrote = [
        {"role": "assistant", "content": "Let me write it.",
         "tool_calls": [{"type": "function", "function": {
             "name": "write_file", "arguments": json.dumps({"code": "def f():\n    return 3\n"})}}]},
        {"role": "tool", "content": "```python\ndef f():\n    return 4\n```"},
        {"role": "assistant", "content": "Done."},
    ]
    fenced_early = [
        {"role": "assistant", "content": "```python\ndef f():\n    return 5\n```"},
        {"role": "user", "content": "```python\ndef f():\n    return 6\n```"},
        {"role": "assistant", "content": "Final answer above."},
    ]
    call(reward, [[{"role": "user", "content": "odd"}]] * 2, [wrote, fenced_early],
         ["odd"] * 2)
    grades = reward.last.grades
    assert [g.passed for g in grades] == [True, True], [g.reason for g in grades]


def test_reward_terms_enter_r_before_the_baseline():
    """A length penalty as a term: R = zeroed test reward + term, then GAR; the pass set is
    unchanged (a penalised pass is still a pass)."""
    def shorter(prompts, completions, **kwargs):
        return [-0.1 * len(c) for c in completions]

    plain = GARReward(TASKS, num_generations=4)
    terms = GARReward(TASKS, num_generations=4, terms=[shorter], term_weights=[2.0])
    prompts, texts = [ODD.prompt] * 4, ["1", "0", "133", "22"]
    call(plain, prompts, texts, ["odd"] * 4)
    out, log = call(terms, prompts, texts, ["odd"] * 4)
    result = terms.last.result
    np.testing.assert_allclose(result.terms, [-0.2, -0.2, -0.6, -0.4])
    np.testing.assert_allclose(result.rewards, [0.8, -0.2, 0.4, -0.4])
    assert list(result.batch.passes) == [True, False, True, False]
    assert not np.allclose(result.advantages, plain.last.result.advantages)
    np.testing.assert_allclose(trl_centre(out, 4), result.advantages, atol=1e-6)
    assert log.metrics["gar/terms_mean"] == [pytest.approx(-0.35)]
    assert log.metrics["gar/reward_mean"] == [pytest.approx(0.5)]  # test reward only


class _Trainer:
    """What GARReward reads from the trainer behind TRL's ``log_metric`` callback."""

    def __init__(self, training, num_generations=4, num_generations_eval=2):
        self.model = SimpleNamespace(training=training)
        self.num_generations, self.num_generations_eval = num_generations, num_generations_eval
        self.logged = {}

    def _log_metric(self, name, value):
        self.logged[name] = value


def test_eval_mode_uses_the_eval_group_size_and_returns_test_rewards():
    trainer = _Trainer(training=False)
    reward = GARReward(TASKS, num_generations=4)
    out = reward(prompts=[ODD.prompt] * 2 + [EVEN.prompt] * 2, completions=["1", "0", "2", "3"],
                 task_id=["odd"] * 2 + ["even"] * 2, log_metric=trainer._log_metric)
    assert out == [1.0, 0.0, 1.0, 0.0]  # pass rates, not advantages; no GroupSplitError
    assert trainer.logged["gar/pass_rate"] == 0.5


def test_a_group_size_that_differs_from_the_trainers_is_refused():
    """GARReward(num_generations=2) under a trainer generating 4: blocks of 2 would divide
    TRL's groups and be graded as sub-groups silently."""
    reward = GARReward(TASKS, num_generations=2)
    with pytest.raises(ValueError, match="sub-groups"):
        reward(prompts=[ODD.prompt] * 4, completions=["1", "0", "3", "2"], task_id=["odd"] * 4,
               log_metric=_Trainer(training=True)._log_metric)
