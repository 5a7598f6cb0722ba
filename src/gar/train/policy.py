"""Forward passes over sampled responses and the optimizer update (gradient accumulation).

The update follows the recipe of GRPO/Dr. GRPO trainers: one or more optimizer steps per
sampled batch; each optimizer step accumulates gradients over micro-batches and normalises the
token-mean loss by the number of response tokens of its whole mini-batch, so the accumulated
gradient equals the full mini-batch gradient. With one optimizer step per batch (the default)
the old log-probabilities equal the current ones (ratio 1) and need no extra forward pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch

from gar.train.loss import policy_loss, token_entropy, token_logprobs
from gar.train.rollout import SampledBatch


@dataclass(frozen=True)
class UpdateConfig:
    micro_batch_size: int = 4
    mini_batches: int = 1  # optimizer steps per sampled batch
    clip_low: float = 0.2
    clip_high: float = 0.28  # DAPO's clip-higher
    kl_beta: float = 0.0
    max_grad_norm: float = 1.0
    temperature: float = 1.0  # logits are divided by the sampling temperature


def position_ids_for(attention_mask: torch.Tensor) -> torch.Tensor:
    """Positions that skip left padding, as ``generate`` uses them."""
    return torch.clamp(torch.cumsum(attention_mask, dim=1) - 1, min=0)


def response_logprobs(
    model: Any,
    batch: SampledBatch,
    rows: Sequence[int],
    temperature: float,
    with_entropy: bool = False,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Per-token ``log p(response)`` for ``rows`` (and the entropy of each position)."""
    index = torch.as_tensor(list(rows), device=batch.prompt_ids.device)
    prompt, response = batch.prompt_ids[index], batch.response_ids[index]
    mask = torch.cat([batch.prompt_mask[index], batch.response_mask[index]], dim=1)
    length = response.shape[1]
    logits = model(
        input_ids=torch.cat([prompt, response], dim=1),
        attention_mask=mask,
        position_ids=position_ids_for(mask),
        logits_to_keep=length + 1,
        use_cache=False,
    ).logits[:, :-1, :]
    logits = logits / max(temperature, 1e-6)
    logp = token_logprobs(logits, response)
    entropy = None
    if with_entropy:
        with torch.no_grad():
            entropy = token_entropy(logits.detach())
    return logp, entropy


def _chunks(rows: Sequence[int], size: int) -> list[list[int]]:
    return [list(rows[i : i + size]) for i in range(0, len(rows), size)]


def update_policy(
    model: Any,
    optimizer: torch.optim.Optimizer,
    batch: SampledBatch,
    advantages: torch.Tensor,
    config: UpdateConfig,
    ref_model: Any | None = None,
    generator: torch.Generator | None = None,
) -> dict[str, float]:
    """Optimizer step(s) on one sampled batch; returns the update's metrics.

    ``advantages`` holds one value per row (sequence level); it is broadcast over the row's
    response tokens by the loss (mask-aware).
    """
    rows_all = list(range(batch.response_ids.shape[0]))
    need_old = config.mini_batches > 1
    old_logp = _frozen_logprobs(model, batch, rows_all, config) if need_old else None
    ref_logp = None
    if ref_model is not None and config.kl_beta > 0:
        ref_logp = _frozen_logprobs(ref_model, batch, rows_all, config)
    order = rows_all
    if config.mini_batches > 1:
        order = torch.randperm(len(rows_all), generator=generator).tolist()
    per_mini = -(-len(order) // config.mini_batches)
    totals = {"loss": 0.0, "pg_loss": 0.0, "kl": 0.0, "clip_fraction": 0.0, "grad_norm": 0.0}
    entropy_sum, token_count = 0.0, 0.0
    model.train()
    for mini in _chunks(order, per_mini):
        optimizer.zero_grad(set_to_none=True)
        mini_index = torch.as_tensor(mini, device=batch.response_mask.device)
        normalizer = float(batch.response_mask[mini_index].sum())
        for micro in _chunks(mini, config.micro_batch_size):
            logp, entropy = response_logprobs(
                model, batch, micro, config.temperature, with_entropy=True
            )
            index = torch.as_tensor(micro, device=logp.device)
            mask = batch.response_mask[index].float()
            old = logp.detach() if old_logp is None else old_logp[index]
            ref = None if ref_logp is None else ref_logp[index]
            adv = advantages.to(logp.device)[index].float().unsqueeze(1) * mask
            parts = policy_loss(
                logp, old, adv, mask, clip_low=config.clip_low, clip_high=config.clip_high,
                ref_logp=ref, beta=config.kl_beta, normalizer=max(normalizer, 1.0),
            )
            parts.loss.backward()
            share = parts.tokens / max(normalizer, 1.0)
            totals["loss"] += float(parts.loss.detach())
            totals["pg_loss"] += parts.pg_loss
            totals["kl"] += parts.kl
            totals["clip_fraction"] += parts.clip_fraction * share
            if entropy is not None:
                entropy_sum += float((entropy * mask).sum())
            token_count += parts.tokens
        norm = torch.nn.utils.clip_grad_norm_(model.parameters(), config.max_grad_norm)
        totals["grad_norm"] += float(norm)
        optimizer.step()
    minis = max(len(_chunks(order, per_mini)), 1)
    metrics = {f"update/{key}": value / minis for key, value in totals.items()}
    metrics["policy/entropy"] = entropy_sum / max(token_count, 1.0)
    return metrics


@torch.no_grad()
def _frozen_logprobs(
    model: Any, batch: SampledBatch, rows: list[int], config: UpdateConfig
) -> torch.Tensor:
    parts = [
        response_logprobs(model, batch, micro, config.temperature)[0]
        for micro in _chunks(rows, config.micro_batch_size)
    ]
    return torch.cat(parts, dim=0)
