"""The policy-gradient loss: token-mean, PPO-style clipped ratio, optional KL to a reference.

Pure functions over tensors; shapes are ``[batch, response_tokens]`` with a 0/1 ``mask`` that
marks real response tokens (padding after the end of turn is 0).

* Clipped surrogate (PPO; GRPO eq. 3 with a sequence advantage broadcast to tokens):
  ``l_t = max(-A_t r_t, -A_t clip(r_t, 1-eps_low, 1+eps_high))`` with
  ``r_t = exp(logp_t - logp_old_t)``.
* Token-mean aggregation (DAPO / Dr. GRPO): ``L = sum_t m_t l_t / N`` where ``N`` is the number
  of response tokens in the whole batch — not a per-sequence mean, which would weight the
  tokens of short answers more. With gradient accumulation the caller passes the batch-wide
  ``normalizer`` so that the accumulated gradient equals the full-batch gradient.
* KL to a frozen reference with the k3 estimator (Schulman 2020; GRPO eq. 4):
  ``k3 = exp(ref - logp) - (ref - logp) - 1`` (non-negative, unbiased for KL(pi || ref)),
  added as ``beta * token-mean(k3)``.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch


def token_logprobs(logits: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
    """``log p(tokens)`` under ``logits`` (``[B, T, V]`` and ``[B, T]`` → ``[B, T]``)."""
    logp = torch.log_softmax(logits.float(), dim=-1)
    return torch.gather(logp, -1, tokens.unsqueeze(-1)).squeeze(-1)


def token_entropy(logits: torch.Tensor) -> torch.Tensor:
    """Entropy of each position's next-token distribution, ``[B, T, V]`` → ``[B, T]``."""
    logp = torch.log_softmax(logits.float(), dim=-1)
    return -(logp.exp() * logp).sum(-1)


def k3_kl(logp: torch.Tensor, ref_logp: torch.Tensor) -> torch.Tensor:
    """Per-token k3 estimate of KL(pi || ref): ``exp(ref - logp) - (ref - logp) - 1``."""
    delta = ref_logp - logp
    return torch.exp(delta) - delta - 1.0


def masked_token_mean(
    values: torch.Tensor, mask: torch.Tensor, normalizer: float | None = None
) -> torch.Tensor:
    """``sum(values * mask) / normalizer`` (default: the number of masked-in tokens)."""
    total = mask.sum() if normalizer is None else torch.as_tensor(normalizer, dtype=values.dtype)
    return (values * mask).sum() / torch.clamp(total, min=1.0)


def clipped_surrogate(
    logp: torch.Tensor,
    old_logp: torch.Tensor,
    advantages: torch.Tensor,
    clip_low: float,
    clip_high: float,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Per-token clipped surrogate loss and a 0/1 tensor of where clipping was active."""
    ratio = torch.exp(logp - old_logp)
    unclipped = -advantages * ratio
    clipped = -advantages * torch.clamp(ratio, 1.0 - clip_low, 1.0 + clip_high)
    per_token = torch.maximum(unclipped, clipped)
    return per_token, (clipped > unclipped).float()


@dataclass(frozen=True)
class LossParts:
    """The loss and its parts for logging (plain floats except ``loss``)."""

    loss: torch.Tensor
    pg_loss: float
    kl: float
    clip_fraction: float
    tokens: float


def policy_loss(
    logp: torch.Tensor,
    old_logp: torch.Tensor,
    advantages: torch.Tensor,
    mask: torch.Tensor,
    *,
    clip_low: float = 0.2,
    clip_high: float = 0.2,
    ref_logp: torch.Tensor | None = None,
    beta: float = 0.0,
    normalizer: float | None = None,
) -> LossParts:
    """Token-mean clipped PG loss plus ``beta`` times the token-mean k3 KL (module doc)."""
    mask = mask.to(logp.dtype)
    per_token, clipped = clipped_surrogate(logp, old_logp, advantages, clip_low, clip_high)
    pg = masked_token_mean(per_token, mask, normalizer)
    loss = pg
    kl_value = 0.0
    if ref_logp is not None and beta > 0.0:
        kl = masked_token_mean(k3_kl(logp, ref_logp), mask, normalizer)
        loss = loss + beta * kl
        kl_value = float(kl.detach())
    count = float(mask.sum())
    return LossParts(
        loss=loss,
        pg_loss=float(pg.detach()),
        kl=kl_value,
        clip_fraction=float((clipped * mask).sum()) / max(count, 1.0),
        tokens=count,
    )
