"""Two real steps of the loop with a tiny random model, real sandboxed execution and grading;
then metrics, checkpoint, resume and report files."""

import json

import pytest
import torch

from gar.train.checkpoint import latest_checkpoint
from gar.train.config import TrainConfig
from gar.train.loop import train
from gar.train.policy import UpdateConfig

CONFIG = TrainConfig(
    preset="test", estimator="gar", steps=2, tasks_per_step=2, group_size=2, max_new_tokens=12,
    held_out=2, eval_max_new_tokens=8, checkpoint_every=1, keep_checkpoints=2, threads=1,
    final_checkpoint="full",  # these tests resume a completed run
    learning_rate=1e-3, weight_decay=0.1, update=UpdateConfig(micro_batch_size=2, mini_batches=2, kl_beta=0.1),
)


def _lines(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.mark.slow
def test_two_steps_then_resume(tmp_path, tiny_model, tokenizer):
    before = {k: v.clone() for k, v in tiny_model.state_dict().items()}
    result = train(CONFIG, tmp_path, model=tiny_model, tokenizer=tokenizer)

    metrics = _lines(tmp_path / "metrics.jsonl")
    assert [m["step"] for m in metrics] == [0, 1]
    for key in ("rollout/pass_rate", "rollout/hack_rate", "gar/tier_share_T1", "update/kl",
                "policy/entropy", "policy/response_tokens_mean", "time/generation_s",
                "time/execution_s", "time/grading_s", "time/update_s", "time/grading_share"):
        assert key in metrics[0], key
    assert metrics[0]["rollout/unscorable"] == 0  # the sandbox really ran every rollout
    groups = _lines(tmp_path / "groups.jsonl")
    assert len(groups) == 4 and all(len(g["rollouts"]) == 2 for g in groups)
    assert [e["step"] for e in _lines(tmp_path / "eval.jsonl")] == [0, 2]
    assert result.eval_after["eval/tasks"] == 2.0
    assert (tmp_path / "tensorboard").is_dir()
    report = (tmp_path / "report.html").read_text()
    assert report.count("data:image/png;base64,") >= 6 and "Example graded groups" in report
    # the optimizer stepped (a random model never passes, so advantages are 0 and the KL to
    # the unchanged reference has no gradient: the change here is AdamW's decay; the
    # gradient's direction is tested in test_policy.py)
    assert any(not torch.equal(before[k], v) for k, v in tiny_model.state_dict().items())

    latest = latest_checkpoint(tmp_path)
    assert latest is not None and latest.name == "step-000002"
    assert len(list((tmp_path / "checkpoints").glob("step-*"))) == 2
    trained = {k: v.clone() for k, v in tiny_model.state_dict().items()}

    # Resume into a freshly initialised model: weights come back, then one more step runs.
    fresh = type(tiny_model)(tiny_model.config)
    resumed = train(CONFIG.replace(steps=3), tmp_path, model=fresh, tokenizer=tokenizer,
                    resume=True, report=False)
    assert resumed.steps_run == 1
    assert [m["step"] for m in _lines(tmp_path / "metrics.jsonl")] == [0, 1, 2]
    assert latest_checkpoint(tmp_path).name == "step-000003"
    assert len(list((tmp_path / "checkpoints").glob("step-*"))) == 2  # pruned to keep=2
    assert any(not torch.equal(trained[k], v) for k, v in fresh.state_dict().items())


@pytest.mark.slow
def test_resume_restores_the_saved_weights(tmp_path, tiny_model, tokenizer):
    config = CONFIG.replace(steps=1, evaluate=False, update_kl_beta=0.0, update_mini_batches=1)
    train(config, tmp_path, model=tiny_model, tokenizer=tokenizer, report=False)
    fresh = type(tiny_model)(tiny_model.config)
    train(config, tmp_path, model=fresh, tokenizer=tokenizer, resume=True, report=False)
    for key, value in tiny_model.state_dict().items():
        assert torch.equal(value, fresh.state_dict()[key]), key


@pytest.mark.slow
def test_a_fresh_run_replaces_the_previous_run_in_its_directory(tmp_path, tiny_model, tokenizer):
    config = CONFIG.replace(steps=2, evaluate=False, checkpoint_every=1)
    train(config, tmp_path, model=tiny_model, tokenizer=tokenizer, report=False)
    train(config.replace(steps=1), tmp_path, model=tiny_model, tokenizer=tokenizer,
          report=False)
    assert [m["step"] for m in _lines(tmp_path / "metrics.jsonl")] == [0]
    assert sorted(p.name for p in (tmp_path / "checkpoints").glob("step-*")) == ["step-000001"]
    assert latest_checkpoint(tmp_path).name == "step-000001"
