"""Full GAR on veRL's default (v1) trainer: the ``gar`` reward manager, loaded by verl's own
``load_reward_manager``, meets the samples of each ``uid`` as verl's agent loop hands them over
one by one (concurrently, in any order), grades each group once, and verl's v1 advantage code
(``compute_advantage_for_multi_trajectories``, what ``PPOTrainer._compute_advantage`` calls)
turns the resulting ``rm_scores`` into exactly GAR's advantages (tiers and redistribution
included). The legacy trainer's ``compute_advantage`` with ``use_kl_in_reward`` keeps the KL
term verl adds to the token rewards, and nothing executes in the advantage step. On both, the
estimator's ``gar/*`` metrics are those of the reward loop's grades."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("verl")
pytest.importorskip("transfer_queue")  # verl's v1 trainer modules import it

from trl_tasks import TASKS

from gar.advantages import gar_batch
from gar.grading.result import GradingResult
from gar.integrations import verl as gar_verl
from gar.integrations.batch import tasks_to_records

# Group "a" (task odd): two genuine passes of different efficiency (factor 1 and < 1: GAR's
# redistribution moves credit between them), two fails. Group "b" (task even): mixed.
# Arrival order interleaves the groups and reverses sessions, as async rollouts would.
SAMPLES = [("a", 0, "odd", "1"), ("a", 1, "odd", "0"),
           ("a", 2, "odd", "3 + 0 * sum(range(2 * 10**6))"), ("a", 3, "odd", "2"),
           ("b", 0, "even", "0"), ("b", 1, "even", "1"), ("b", 2, "even", "2"),
           ("b", 3, "even", "3")]
ORDER = [7, 3, 0, 5, 1, 6, 2, 4]


class CharTokenizer:
    """Decodes token ids as characters (the component under test is not the tokenizer)."""

    def decode(self, ids, skip_special_tokens=True):
        return "".join(chr(int(i)) for i in ids)


def verl_config(n=4, **gar):
    from omegaconf import OmegaConf

    return OmegaConf.create({
        "actor_rollout_ref": {"rollout": {"n": n}},
        "reward": {
            "reward_manager": {"name": "gar", "source": "register"},
            "custom_reward_function": {"path": None},
            "sandbox_fusion": None,
            "gar": {"tasks": tasks_to_records(TASKS), "collector": "local", **gar},
        },
    })


def sample_proto(uid, session, task_id, text, width=48):
    """One sample as verl's agent loop sends it to the reward loop (``_compute_score``)."""
    from verl import DataProto

    prompt = torch.tensor([[1, 2]])
    response = torch.zeros(1, width, dtype=torch.int64)
    response[0, : len(text)] = torch.tensor([ord(c) for c in text])
    mask = torch.cat([torch.ones(1, 2), (response > 0).float()], 1).long()
    return DataProto.from_dict(
        tensors={"prompts": prompt, "responses": response, "attention_mask": mask},
        non_tensors={"uid": np.array([uid], dtype=object),
                     "session_id": np.array([session], dtype=object),
                     "extra_info": np.array([{"task_id": task_id}], dtype=object)},
    )


@pytest.fixture(scope="module")
def graded():
    """The reward loop's results for SAMPLES, in SAMPLES order."""
    import verl  # noqa: F401  (loads the plugin)
    from verl.trainer.ppo.reward import load_reward_manager

    assert gar_verl.register().errors == ()
    manager = load_reward_manager(verl_config(), CharTokenizer())
    assert type(manager).__gar__

    async def run():
        calls = [manager.run_single(sample_proto(*SAMPLES[i])) for i in ORDER]
        return await asyncio.gather(*calls)

    results = manager.loop.run_until_complete(run())
    by_sample = dict(zip(ORDER, results, strict=True))
    return [by_sample[i] for i in range(len(SAMPLES))], manager


def batch_from(results, manager, width=48):
    """The batch v1's ``_compute_advantage`` builds: rm_scores at each response's last token."""
    from verl import DataProto

    protos = [sample_proto(*s) for s in SAMPLES]
    data = DataProto.concat(protos)
    scores = [r["reward_score"] for r in results]
    rm_scores = type(manager).assemble_rm_scores(data, scores)
    mask = data.batch["attention_mask"][:, 2:]
    return DataProto.from_dict(
        tensors={"token_level_scores": rm_scores, "token_level_rewards": rm_scores.clone(),
                 "response_mask": mask},
        non_tensors={"uid": np.array([s[0] for s in SAMPLES], dtype=object)},
    )


def expected_gar(results):
    """GAR (eq. 6-8) from the grades the reward loop reported, by gar.advantages."""
    info = [r["reward_extra_info"] for r in results]
    group_ids = np.array([0 if s[0] == "a" else 1 for s in SAMPLES])
    rewards = np.array([i["gar_reward"] for i in info])
    hacks = np.array([bool(i["gar_hack"]) for i in info])
    factors = np.array([i["gar_factor"] for i in info])
    return gar_batch(rewards, group_ids, hacks, factors).advantages


def test_v1_advantages_are_gars(graded, monkeypatch):
    from verl.trainer.config import AlgoConfig
    from verl.trainer.ppo.v1.utils import compute_advantage_for_multi_trajectories

    results, manager = graded
    monkeypatch.setattr("gar.integrations.batch.grade_batch", _no_execution)
    data = batch_from(results, manager)
    keys = [f"{uid}_{session}_0" for uid, session, _, _ in SAMPLES]
    out = compute_advantage_for_multi_trajectories(
        data, batch_keys=keys, adv_estimator="gar", num_repeat=4, norm_adv_by_std_in_grpo=False,
        config=AlgoConfig(adv_estimator="gar", norm_adv_by_std_in_grpo=False),
    )
    adv = out.batch["advantages"][:, 0].double().numpy()
    expected = expected_gar(results)
    np.testing.assert_allclose(adv, expected, rtol=0, atol=1e-6)
    info = [r["reward_extra_info"] for r in results]
    assert [i["gar_passed"] for i in info] == [1, 0, 1, 0, 1, 0, 1, 0]
    assert info[2]["gar_factor"] < info[0]["gar_factor"] == 1.0  # tiers reached the reward
    dr_grpo = np.array([0.5, -0.5, 0.5, -0.5])
    assert adv[0] > dr_grpo[0] > adv[2]  # redistribution, not Dr. GRPO
    assert manager.rendezvous.local.graded_groups == 2  # each group graded (executed) once
    assert_metrics_are_the_grades(results)


def assert_metrics_are_the_grades(results):
    """The estimator saw only rm_scores (A_i + mean_g(R)); its gar/* metrics must still be
    those of the grades the reward loop used, not a pass threshold applied to advantages."""
    info = [r["reward_extra_info"] for r in results]
    tiers = {1.0: "T1", 2.0: "T2", 3.0: "T3"}
    expected = GradingResult.from_arrays(
        passed=[bool(i["gar_passed"]) for i in info],
        scorable=[not i["gar_unscorable"] for i in info], hacks=[bool(i["gar_hack"]) for i in info],
        factors=[None if np.isnan(i["gar_factor"]) else i["gar_factor"] for i in info],
        group_keys=[s[0] for s in SAMPLES], tiers=[tiers.get(i["gar_tier"]) for i in info],
    ).metrics
    metrics = gar_verl.last_metrics()
    assert metrics == pytest.approx(expected)
    assert metrics["gar/pass_rate"] == 0.5 and metrics["gar/reward_mean"] == 0.5
    assert metrics["gar/groups_graded"] == 2 and metrics["gar/groups_fallback"] == 0


def test_legacy_compute_advantage_keeps_the_kl_in_the_reward(graded, monkeypatch):
    from verl.trainer.config import AlgoConfig
    from verl.trainer.ppo import core_algos, ray_trainer

    results, manager = graded
    monkeypatch.setattr("gar.integrations.batch.grade_batch", _no_execution)
    data = batch_from(results, manager)
    mask = data.batch["response_mask"]
    generator = torch.Generator().manual_seed(0)
    data.batch["old_log_probs"] = -torch.rand(mask.shape, generator=generator)
    data.batch["ref_log_prob"] = -torch.rand(mask.shape, generator=generator)
    kl_ctrl = core_algos.FixedKLController(kl_coef=0.1)
    data, _ = ray_trainer.apply_kl_penalty(data, kl_ctrl, kl_penalty="kl")
    config = AlgoConfig(adv_estimator="gar", norm_adv_by_std_in_grpo=False)
    out = ray_trainer.compute_advantage(data, adv_estimator="gar", config=config)
    adv = out.batch["advantages"][:, 0].double().numpy()
    kl = ((data.batch["old_log_probs"] - data.batch["ref_log_prob"]) * mask).sum(-1).double().numpy()
    centred_kl = kl - np.array([kl[:4].mean()] * 4 + [kl[4:].mean()] * 4)
    np.testing.assert_allclose(adv, expected_gar(results) - 0.1 * centred_kl, rtol=0, atol=1e-5)
    assert_metrics_are_the_grades(results)  # the KL in the reward changes no grade metric


def test_a_group_that_never_fills_is_unscorable_not_zero():
    from verl.trainer.ppo.reward import load_reward_manager

    manager = load_reward_manager(verl_config(n=3, timeout_s=0.5), CharTokenizer())
    result = manager.loop.run_until_complete(manager.run_single(sample_proto("c", 0, "odd", "1")))
    assert np.isnan(result["reward_score"])
    assert result["reward_extra_info"]["gar_unscorable"] == 1.0


def test_validation_rows_are_scored_with_the_test_reward():
    from verl.trainer.ppo.reward import load_reward_manager

    manager = load_reward_manager(verl_config(n=8), CharTokenizer())
    proto = sample_proto("v", 0, "odd", "1")
    proto.non_tensor_batch["extra_info"] = np.array([{"task_id": "odd", "split": "test"}],
                                                    dtype=object)
    result = manager.loop.run_until_complete(manager.run_single(proto))
    assert result["reward_score"] == 1.0  # a pass, not an advantage, and no wait for 8


def test_a_sample_without_a_known_task_or_tests_fails_loudly(monkeypatch):
    from omegaconf import OmegaConf
    from verl.trainer.ppo.reward import load_reward_manager

    monkeypatch.delenv("GAR_TASKS", raising=False)
    config = verl_config()
    config.reward.gar = OmegaConf.create({"collector": "local"})
    manager = load_reward_manager(config, CharTokenizer())
    with pytest.raises(KeyError, match="gar.integrations.verl_main"):
        manager.loop.run_until_complete(manager.run_single(sample_proto("z", 0, "odd", "1")))


STDIO_TRUTH = '{"inputs": ["1 2\\n", "5 7\\n"], "outputs": ["3\\n", "12\\n"]}'
PROGRAMS = ["a, b = map(int, input().split())\nprint(a + b)\n",
            "import sys\nprint(sum(map(int, sys.stdin.read().split())))\nsys.exit(0)\n",
            "a, b = map(int, input().split())\nprint(a * b)\n"]


def test_tests_carried_in_the_row_grade_stdin_stdout_programs(monkeypatch):
    """veRL's code datasets: no task table, the row's reward_model.ground_truth holds
    stdin/stdout pairs; the group is graded against them (a clean sys.exit is no hack)."""
    from omegaconf import OmegaConf
    from verl.trainer.ppo.reward import load_reward_manager

    from gar.integrations.batch import grade_batch
    from gar.stdio import row_task

    monkeypatch.delenv("GAR_TASKS", raising=False)
    config = verl_config(n=3)
    config.reward.gar = OmegaConf.create({"collector": "local"})
    manager = load_reward_manager(config, CharTokenizer())

    def row(session, text):
        proto = sample_proto("s", session, "unused", text, width=96)
        proto.non_tensor_batch["extra_info"] = np.array([{}], dtype=object)
        proto.non_tensor_batch["reward_model"] = np.array([{"ground_truth": STDIO_TRUTH}],
                                                          dtype=object)
        return proto

    async def run():
        return await asyncio.gather(*(manager.run_single(row(i, t)) for i, t in enumerate(PROGRAMS)))

    results = manager.loop.run_until_complete(run())
    info = [r["reward_extra_info"] for r in results]
    assert [i["gar_passed"] for i in info] == [1.0, 1.0, 0.0]
    assert [i["gar_hack"] for i in info] == [0.0, 0.0, 0.0]
    task = row_task(STDIO_TRUTH)
    expected = grade_batch({task.task_id: task}, [task.task_id] * 3, PROGRAMS, [0] * 3).rewards
    assert [r["reward_score"] for r in results] == pytest.approx(expected, abs=1e-9)


def _no_execution(*args, **kwargs):
    raise AssertionError("the advantage step must not execute rollouts")
