"""The veRL plugin: registration through verl's own plugin loading, and verl's advantage
dispatch (``ray_trainer.compute_advantage``) on a real DataProto through the ``gar`` estimator,
compared with verl's Dr. GRPO math and with hand-computed GAR values."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("verl")

from gar.errors import MissingExtra
from gar.integrations import verl as gar_verl


@pytest.fixture(scope="module")
def vt():
    """verl's modules, with GAR registered."""
    import verl  # noqa: F401  (loads the plugin)
    from verl import DataProto
    from verl.trainer.config import AlgoConfig
    from verl.trainer.ppo import core_algos, ray_trainer

    assert gar_verl.register().errors == ()
    return type("V", (), {"DataProto": DataProto, "AlgoConfig": AlgoConfig,
                          "core_algos": core_algos, "ray_trainer": ray_trainer})


def make_batch(vt, rewards, uids, lengths, width=6, extras=None):
    """A DataProto as verl's trainer has it before advantages: the reward sits on the last
    response token; rows with length 0 are padding."""
    n = len(rewards)
    mask = torch.zeros(n, width, dtype=torch.int64)
    scores = torch.zeros(n, width)
    for i, (r, length) in enumerate(zip(rewards, lengths, strict=True)):
        mask[i, :length] = 1
        if length:
            scores[i, length - 1] = r
    non_tensor = {"uid": np.array(uids, dtype=object)}
    non_tensor.update({k: np.array(v, dtype=object) for k, v in (extras or {}).items()})
    return vt.DataProto.from_dict(
        tensors={"token_level_rewards": scores, "response_mask": mask},
        non_tensors=non_tensor,
    )


def dispatch(vt, data, norm=False):
    config = vt.AlgoConfig(adv_estimator="gar", norm_adv_by_std_in_grpo=norm)
    return vt.ray_trainer.compute_advantage(data, adv_estimator="gar", config=config)


@pytest.mark.slow
def test_plugin_entry_point_registers_when_verl_is_imported():
    code = (
        "import verl\n"
        "from verl.trainer.ppo import core_algos\n"
        "from verl.experimental.reward_loop.reward_manager import registry\n"
        "print(core_algos.get_adv_estimator_fn('gar').__module__, "
        "registry.get_reward_manager_cls('gar').__gar__)\n"
    )
    env = dict(os.environ, VERL_USE_EXTERNAL_PLUGINS="auto")
    env.pop("GAR_TASKS", None)
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["gar.integrations.verl", "True"]


def test_registration_is_idempotent(vt):
    first = gar_verl.register()
    second = gar_verl.register()
    assert first == second == gar_verl.Registration(True, True, False, ())
    assert vt.core_algos.get_adv_estimator_fn("gar") is gar_verl.compute_gar_advantage


def test_registration_reports_a_conflict(vt, monkeypatch, caplog):
    monkeypatch.setitem(vt.core_algos.ADV_ESTIMATOR_REGISTRY, "gar", lambda **kw: None)
    with caplog.at_level(logging.WARNING, logger="gar.integrations.verl"):
        result = gar_verl.register()
    assert not result.estimator and result.reward_manager
    assert "another estimator is registered as 'gar'" in result.errors[0]
    assert "could not register the estimator" in caplog.text


def test_dispatch_without_grades_is_verl_dr_grpo_on_valid_rows(vt):
    rewards = [1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.7, 5.0, 3.0]
    uids = ["a", "a", "a", "b", "b", "b", "c", "c", "c", "c", None]
    lengths = [3, 6, 1, 2, 2, 4, 5, 5, 1, 0, 3]  # row 9: padding, row 10: no uid
    data = dispatch(vt, make_batch(vt, rewards, uids, lengths))
    adv = data.batch["advantages"]
    assert torch.equal(data.batch["returns"], adv)
    mask = data.batch["response_mask"].bool()
    assert torch.all(adv[~mask] == 0)
    assert torch.all(adv[9:] == 0)
    # verl's own Dr. GRPO (GRPO without std) on the valid rows is the reference.
    valid = make_batch(vt, rewards[:9], uids[:9], lengths[:9])
    ref, _ = vt.core_algos.compute_grpo_outcome_advantage(
        valid.batch["token_level_rewards"], valid.batch["response_mask"],
        np.array(uids[:9], dtype=object), norm_adv_by_std_in_grpo=False,
    )
    torch.testing.assert_close(adv[:9], ref, rtol=0, atol=1e-6)
    metrics = gar_verl.last_metrics()
    assert metrics["gar/groups_eligible"] == 2 and metrics["gar/groups_fallback"] == 2
    assert metrics["gar/rollouts_unscorable"] == 2


def test_dispatch_with_grades_redistributes(vt):
    gar_verl.install_groupwise_hook()
    try:
        extras = {"gar_hack": [False, False, False, False, False, True, False],
                  "gar_factor": [1.0, 0.2, None, None, 1.0, None, None]}
        rewards = [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0]
        uids = ["a", "a", "a", "a", "b", "b", "b"]
        data = make_batch(vt, rewards, uids, [2, 3, 4, 5, 2, 2, 2], extras=extras)
        adv = dispatch(vt, data).batch["advantages"]
    finally:
        gar_verl.uninstall_groupwise_hook()
    seq = adv[torch.arange(7), torch.tensor([1, 2, 3, 4, 1, 1, 1])]
    # Group a: a = (.5, .5, -.5, -.5); lambda = min(1 / .6, 1.5) = 1.5;
    # B = (.75, .15, -.5, -.5), mean(B) = -.025.  Group b: the hack is a failure, the one
    # remaining pass has factor 1 -> lambda 1, GAR equals the baseline.
    expected = [0.775, 0.175, -0.475, -0.475, 2 / 3, -1 / 3, -1 / 3]
    torch.testing.assert_close(seq, torch.tensor(expected), rtol=0, atol=1e-6)
    metrics = gar_verl.last_metrics()
    assert metrics["gar/groups_graded"] == 2 and metrics["gar/lambda_capped_rate"] == 0.5
    assert metrics["gar/confirmed_hacks"] == 1


def test_the_hook_leaves_other_estimators_alone(vt):
    gar_verl.install_groupwise_hook()
    try:
        data = make_batch(vt, [1.0, 0.0, 1.0], ["a", "a", "a"], [2, 2, 2])
        config = vt.AlgoConfig(adv_estimator="grpo")
        out = vt.ray_trainer.compute_advantage(data, adv_estimator="grpo", config=config)
        assert out.batch["advantages"][1, 0] < 0
    finally:
        gar_verl.uninstall_groupwise_hook()
    assert not getattr(vt.ray_trainer.compute_advantage, "__gar_hook__", False)


def test_std_normalisation_is_refused(vt):
    data = make_batch(vt, [1.0, 0.0], ["a", "a"], [2, 2])
    with pytest.raises(ValueError, match="norm_adv_by_std_in_grpo=false"):
        dispatch(vt, data, norm=True)


def test_missing_verl_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "verl.trainer.ppo.core_algos", None)
    with pytest.raises(MissingExtra, match=r"gar\[verl\]"):
        gar_verl._verl("verl.trainer.ppo.core_algos")


def test_the_hook_grades_whole_groups_from_the_reward_managers_extras(vt):
    from trl_tasks import TASKS

    from gar.integrations.batch import grade_batch

    texts = ["1", "0", "13", "2", "0", "2"]
    tasks = ["odd"] * 4 + ["even"] * 2
    extras = {"gar_task_id": tasks, "gar_text": texts}
    data = make_batch(vt, [1, 0, 1, 0, 1, 1], ["u1"] * 4 + ["u2"] * 2, [1, 1, 2, 1, 1, 1],
                      extras=extras)
    gar_verl.install_groupwise_hook(tasks=TASKS)
    try:
        adv = dispatch(vt, data).batch["advantages"][:, 0]
    finally:
        gar_verl.uninstall_groupwise_hook()
        gar_verl._state["tasks"] = None
    expected = grade_batch(TASKS, tasks, texts, ["u1"] * 4 + ["u2"] * 2).advantages
    torch.testing.assert_close(adv, torch.tensor(expected, dtype=torch.float32), rtol=0, atol=1e-6)
    assert gar_verl.last_metrics()["gar/groups_graded"] == 1


def test_reward_manager_runs_execution_and_audit(vt, tmp_path, monkeypatch):

    from trl_tasks import TASKS

    from gar.io import write_jsonl
    from gar.records import to_dict

    path = tmp_path / "tasks.jsonl"
    write_jsonl(path, [{k: v for k, v in to_dict(t).items() if k != "kind"} for t in TASKS.values()])
    monkeypatch.setenv("GAR_TASKS", str(path))
    monkeypatch.setitem(gar_verl._state, "tasks", None)
    from verl.experimental.reward_loop.reward_manager import get_reward_manager_cls

    class Tok:
        def decode(self, ids, skip_special_tokens=True):
            return "".join(chr(int(i)) for i in ids)

    manager = get_reward_manager_cls("gar")(config=None, tokenizer=Tok(), compute_score=None)

    def sample(text, task_id):
        prompt = torch.tensor([[0, 0]])
        response = torch.tensor([[ord(c) for c in text] + [0]])
        mask = torch.cat([torch.ones(1, 2), torch.ones(1, len(text)), torch.zeros(1, 1)], 1)
        return vt.DataProto.from_dict(
            tensors={"prompts": prompt, "responses": response, "attention_mask": mask.long()},
            non_tensors={"extra_info": np.array([{"task_id": task_id}], dtype=object)},
        )

    passed = manager.loop.run_until_complete(manager.run_single(sample("13", "odd")))
    failed = manager.loop.run_until_complete(manager.run_single(sample("12", "odd")))
    unknown = manager.loop.run_until_complete(manager.run_single(sample("1", "nope")))
    assert passed["reward_score"] == 1.0 and failed["reward_score"] == 0.0
    assert np.isnan(unknown["reward_score"])
    assert passed["reward_extra_info"]["gar_passed"] == 1.0  # a sample without uid: alone
    assert failed["reward_extra_info"]["gar_passed"] == 0.0
