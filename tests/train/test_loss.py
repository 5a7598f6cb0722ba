"""The loss on hand-computed tensors."""

import math

import pytest
import torch

from gar.train.loss import (
    clipped_surrogate,
    k3_kl,
    masked_token_mean,
    policy_loss,
    token_entropy,
    token_logprobs,
)


def test_token_logprobs_gathers_the_log_softmax_of_the_chosen_token():
    logits = torch.tensor([[[0.0, math.log(3.0)], [0.0, 0.0]]])
    got = token_logprobs(logits, torch.tensor([[1, 0]]))
    assert torch.allclose(got, torch.tensor([[math.log(0.75), math.log(0.5)]]))


def test_token_entropy_of_uniform_and_peaked_distributions():
    logits = torch.tensor([[[0.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0]]])
    got = token_entropy(logits)
    assert got[0, 0].item() == pytest.approx(math.log(4.0))
    assert got[0, 1].item() == pytest.approx(0.0, abs=1e-6)


def test_k3_is_zero_at_equality_and_matches_the_formula():
    logp = torch.tensor([math.log(0.5), math.log(0.5)])
    ref = torch.tensor([math.log(0.5), math.log(0.25)])
    got = k3_kl(logp, ref)
    assert got[0].item() == pytest.approx(0.0, abs=1e-7)
    assert got[1].item() == pytest.approx(0.5 - math.log(0.5) - 1.0)  # 0.19315
    assert got[1].item() > 0


def test_clipped_surrogate_clips_only_in_the_direction_the_advantage_pushes():
    old = torch.zeros(4)
    logp = torch.log(torch.tensor([1.5, 0.5, 0.5, 1.1]))
    adv = torch.tensor([1.0, -1.0, 1.0, 1.0])
    per_token, clipped = clipped_surrogate(logp, old, adv, clip_low=0.2, clip_high=0.2)
    # A>0, r=1.5: clipped to 1.2; A<0, r=0.5: clipped to 0.8; A>0, r=0.5: unclipped;
    # A>0, r=1.1: inside the range.
    assert torch.allclose(per_token, torch.tensor([-1.2, 0.8, -0.5, -1.1]))
    assert clipped.tolist() == [1.0, 1.0, 0.0, 0.0]


def test_asymmetric_clip_uses_the_high_bound_for_growth():
    per_token, _ = clipped_surrogate(torch.log(torch.tensor([2.0])), torch.zeros(1),
                                     torch.tensor([1.0]), clip_low=0.2, clip_high=0.28)
    assert per_token.item() == pytest.approx(-1.28)


def test_masked_token_mean_ignores_padding_and_honours_a_normalizer():
    values = torch.tensor([[1.0, 2.0, 100.0], [3.0, 100.0, 100.0]])
    mask = torch.tensor([[1.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
    assert masked_token_mean(values, mask).item() == pytest.approx(2.0)  # (1+2+3)/3
    assert masked_token_mean(values, mask, normalizer=6.0).item() == pytest.approx(1.0)


def test_policy_loss_is_token_mean_not_sequence_mean():
    # Two sequences, lengths 1 and 3, advantages +1 and -1, ratio 1: token mean gives
    # (-1 + 3*1) / 4 = 0.5; a per-sequence mean would give 0.
    logp = torch.zeros(2, 3, requires_grad=True)
    mask = torch.tensor([[1.0, 0.0, 0.0], [1.0, 1.0, 1.0]])
    adv = torch.tensor([[1.0, 1.0, 1.0], [-1.0, -1.0, -1.0]])
    parts = policy_loss(logp, logp.detach(), adv, mask)
    assert parts.loss.item() == pytest.approx(0.5)
    assert parts.tokens == 4.0
    parts.loss.backward()
    # d loss / d logp_t = -A_t * m_t / N at ratio 1.
    assert torch.allclose(logp.grad, torch.tensor([[-0.25, 0.0, 0.0], [0.25, 0.25, 0.25]]))


def test_policy_loss_adds_beta_times_token_mean_k3():
    logp = torch.log(torch.tensor([[0.5, 0.5]]))
    ref = torch.log(torch.tensor([[0.25, 0.5]]))
    mask = torch.ones(1, 2)
    parts = policy_loss(logp, logp, torch.zeros(1, 2), mask, ref_logp=ref, beta=0.1)
    k3 = 0.5 - math.log(0.5) - 1.0
    assert parts.kl == pytest.approx(k3 / 2)
    assert parts.loss.item() == pytest.approx(0.1 * k3 / 2)
    assert parts.pg_loss == pytest.approx(0.0)


def test_accumulated_micro_batches_equal_the_full_batch_gradient():
    torch.manual_seed(0)
    base = torch.randn(4, 5)
    mask = torch.tensor([[1.0] * 5, [1.0, 1.0, 0.0, 0.0, 0.0], [1.0] * 3 + [0.0] * 2,
                         [1.0] + [0.0] * 4])
    adv = torch.tensor([1.0, -0.5, 0.25, 2.0]).unsqueeze(1) * mask
    full = base.clone().requires_grad_(True)
    policy_loss(full, full.detach(), adv, mask).loss.backward()
    split = base.clone().requires_grad_(True)
    total = float(mask.sum())
    for rows in ([0, 1], [2, 3]):
        part = split[rows]
        policy_loss(part, part.detach(), adv[rows], mask[rows], normalizer=total).loss.backward()
    assert torch.allclose(full.grad, split.grad)
