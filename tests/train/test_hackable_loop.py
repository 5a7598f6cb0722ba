"""The loop in the hackable environment (tiny model, real sandbox): hidden-test metrics per
step and on held-out tasks, what a finished run keeps on disk, and `gar report` overlaying
two arms."""

import json
import math

import pytest
from typer.testing import CliRunner

from gar.cli import app
from gar.train.config import TrainConfig
from gar.train.loop import train
from gar.train.overlay import load_run, pick_hack_groups, table_rows, write_overlay
from gar.train.policy import UpdateConfig

CONFIG = TrainConfig(
    preset="test", environment="hackable", steps=1, tasks_per_step=2, group_size=2,
    max_new_tokens=8, held_out=2, split_seed=0, eval_max_new_tokens=8, threads=1,
    learning_rate=1e-3, update=UpdateConfig(micro_batch_size=2),
)


def _lines(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def two_arms(tmp_path_factory, tokenizer):
    import torch
    import transformers

    root = tmp_path_factory.mktemp("arms")
    for estimator, final in (("grpo", "weights"), ("gar", "none")):
        torch.manual_seed(0)
        model = transformers.AutoModelForCausalLM.from_config(transformers.LlamaConfig(
            vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64,
            num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=1,
            tie_word_embeddings=True, eos_token_id=tokenizer.eos_token_id,
            pad_token_id=tokenizer.pad_token_id))
        train(CONFIG.replace(estimator=estimator, final_checkpoint=final), root / estimator,
              model=model, tokenizer=tokenizer)
    return root


@pytest.mark.slow
def test_hidden_tests_are_measured_every_step_and_on_held_out_tasks(two_arms):
    metrics = _lines(two_arms / "gar" / "metrics.jsonl")[0]
    for key in ("truth/hidden_pass_rate", "truth/visible_only_rate", "adv/positive_mass",
                "adv/negative_mass", "rollout/reward_mean"):
        assert key in metrics, key
    assert metrics["truth/unscored"] == 0  # every rollout really ran the hidden tests
    group = _lines(two_arms / "gar" / "groups.jsonl")[0]
    assert all(r["hidden_passed"] in (True, False) for r in group["rollouts"])
    assert all("advantage_grpo_binary" in r for r in group["rollouts"])
    evals = _lines(two_arms / "gar" / "eval.jsonl")
    assert [e["step"] for e in evals] == [0, 1]
    assert all("eval/hidden_pass_at_1" in e for e in evals)
    prompts = _lines(two_arms / "gar" / "eval_answers.jsonl")
    assert all("hidden_passed" in a for a in prompts)


@pytest.mark.slow
def test_a_finished_run_keeps_only_its_weights_or_nothing(two_arms):
    assert not (two_arms / "grpo" / "checkpoints").exists()
    assert (two_arms / "grpo" / "model" / "model.safetensors").is_file()
    assert not (two_arms / "gar" / "checkpoints").exists()
    assert not (two_arms / "gar" / "model").exists()


@pytest.mark.slow
def test_gar_report_overlays_the_arms(two_arms, tmp_path):
    out = tmp_path / "overlay.html"
    result = CliRunner().invoke(app, ["report", str(two_arms / "grpo"), str(two_arms / "gar"),
                                      "--out", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text()
    assert page.count("data:image/png;base64,") >= 8
    assert "GRPO (no GAR)" in page and "hidden tests:" in page
    runs = [load_run(two_arms / "grpo"), load_run(two_arms / "gar")]
    rows = dict(table_rows({"grpo": runs[:1], "gar": runs[1:]}))
    assert rows["steps"] == ["1.000 ± 0.000 (n=1)", "1.000 ± 0.000 (n=1)"]
    assert pick_hack_groups(runs, 2)
    missing = CliRunner().invoke(app, ["report", str(tmp_path / "nope")])
    assert missing.exit_code != 0


def test_overlay_needs_a_run():
    from gar.errors import GarError

    with pytest.raises(GarError):
        write_overlay([], "x.html")


def test_hack_credit_share_by_hand():
    from gar.train.overlay import hack_credit_share

    rollouts = [  # a visible-only pass (hack by the hidden tests), a genuine pass, a failure
        {"passed": True, "hidden_passed": False, "advantage_grpo_binary": 0.5,
         "advantage_gar": -0.25},
        {"passed": True, "hidden_passed": True, "advantage_grpo_binary": 0.5,
         "advantage_gar": 0.75},
        {"passed": False, "hidden_passed": False, "advantage_grpo_binary": -1.0,
         "advantage_gar": -0.5},
    ]
    groups = [{"step": 0, "task_id": "t", "rollouts": rollouts}]
    assert hack_credit_share(groups, "advantage_grpo_binary") == 0.5
    assert hack_credit_share(groups, "advantage_gar") == 0.0
    assert math.isnan(hack_credit_share([], "advantage_gar"))
