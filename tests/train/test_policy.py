"""The update on a tiny real model: advantages move log-probabilities the right way."""

import torch

from gar.train.policy import UpdateConfig, response_logprobs, update_policy
from gar.train.rollout import SampledBatch, response_mask_for


def _batch(tokenizer, rows=4, prompt_len=5, response_len=6):
    generator = torch.Generator().manual_seed(1)
    prompt = torch.randint(10, 1000, (rows, prompt_len), generator=generator)
    prompt_mask = torch.ones_like(prompt)
    prompt_mask[1, :2] = 0  # left padding on one row
    prompt[1, :2] = tokenizer.pad_token_id
    response = torch.randint(10, 1000, (rows, response_len), generator=generator)
    response[2, 3] = tokenizer.eos_token_id
    mask = response_mask_for(response, tokenizer.eos_token_id, tokenizer.pad_token_id)
    return SampledBatch(tasks=[], group_size=rows, prompt_ids=prompt, prompt_mask=prompt_mask,
                        response_ids=response, response_mask=mask, responses=[""] * rows,
                        truncated=[False] * rows)


def _sequence_logp(model, batch):
    with torch.no_grad():
        logp, _ = response_logprobs(model, batch, range(4), temperature=1.0)
    return (logp * batch.response_mask).sum(dim=1)


def test_positive_advantage_raises_and_negative_lowers_the_sequence_logprob(
        tiny_model, tokenizer):
    batch = _batch(tokenizer)
    before = _sequence_logp(tiny_model, batch)
    optimizer = torch.optim.SGD(tiny_model.parameters(), lr=0.5)
    advantages = torch.tensor([1.0, -1.0, 1.0, -1.0])
    metrics = update_policy(tiny_model, optimizer, batch, advantages,
                            UpdateConfig(micro_batch_size=2, max_grad_norm=100.0))
    after = _sequence_logp(tiny_model, batch)
    change = (after - before).tolist()
    assert change[0] > 0 and change[2] > 0
    assert change[1] < 0 and change[3] < 0
    assert metrics["update/grad_norm"] > 0 and metrics["policy/entropy"] > 0


def test_zero_advantages_without_kl_leave_the_model_unchanged(tiny_model, tokenizer):
    batch = _batch(tokenizer)
    before = {k: v.clone() for k, v in tiny_model.state_dict().items()}
    optimizer = torch.optim.SGD(tiny_model.parameters(), lr=0.5)
    update_policy(tiny_model, optimizer, batch, torch.zeros(4), UpdateConfig(micro_batch_size=3))
    for key, value in tiny_model.state_dict().items():
        assert torch.equal(before[key], value), key


def test_left_padding_does_not_change_a_rows_logprobs(tiny_model, tokenizer):
    batch = _batch(tokenizer)
    padded = _sequence_logp(tiny_model, batch)[1]
    # The same row without its two pad tokens.
    alone = SampledBatch(tasks=[], group_size=1, prompt_ids=batch.prompt_ids[1:2, 2:],
                         prompt_mask=batch.prompt_mask[1:2, 2:],
                         response_ids=batch.response_ids[1:2],
                         response_mask=batch.response_mask[1:2], responses=[""],
                         truncated=[False])
    with torch.no_grad():
        logp, _ = response_logprobs(tiny_model, alone, [0], temperature=1.0)
    assert torch.allclose((logp * alone.response_mask).sum(), padded, atol=1e-4)
