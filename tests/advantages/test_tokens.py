import numpy as np
import pytest

torch = pytest.importorskip("torch")

from gar.advantages import broadcast_to_tokens


def test_broadcast_under_mask():
    mask = torch.tensor([[1, 1, 0], [1, 0, 0], [0, 0, 0]], dtype=torch.bool)
    out = broadcast_to_tokens(np.array([0.5, -1.0, 2.0]), mask)
    assert out.dtype == torch.float32
    assert out.tolist() == [[0.5, 0.5, 0.0], [-1.0, 0.0, 0.0], [0.0, 0.0, 0.0]]


def test_float_mask_dtype_and_tensor_input_are_kept():
    mask = torch.ones(2, 4, dtype=torch.float64)
    out = broadcast_to_tokens(torch.tensor([1.0, -2.0]), mask)
    assert out.dtype == torch.float64 and out[1].tolist() == [-2.0] * 4


def test_shape_mismatch_raises():
    with pytest.raises(ValueError, match="shape"):
        broadcast_to_tokens(np.zeros(3), torch.ones(2, 4))
    with pytest.raises(ValueError, match="batch, tokens"):
        broadcast_to_tokens(np.zeros(3), torch.ones(3))
