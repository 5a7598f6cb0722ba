"""Broadcast a sequence-level advantage to the response tokens (docs/design.md section 2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import torch


def broadcast_to_tokens(advantages: np.ndarray | torch.Tensor, response_mask: torch.Tensor):
    """``advantages[:, None] * response_mask``: every response token gets its sequence's value.

    ``response_mask`` is ``(batch, tokens)`` (bool or float; 1 for response tokens); the result
    has its shape, its device and a float dtype (float32 unless the mask is already a wider
    float), with exact zeros on masked positions.
    """
    import torch

    if response_mask.ndim != 2:
        raise ValueError(f"response_mask must be (batch, tokens), got {tuple(response_mask.shape)}")
    dtype = response_mask.dtype if response_mask.is_floating_point() else torch.float32
    adv = torch.as_tensor(
        np.asarray(advantages) if not isinstance(advantages, torch.Tensor) else advantages,
        device=response_mask.device,
    ).to(dtype)
    if adv.shape != (response_mask.shape[0],):
        raise ValueError(
            f"advantages must have shape ({response_mask.shape[0]},), got {tuple(adv.shape)}"
        )
    return adv.unsqueeze(-1) * response_mask.to(dtype)
