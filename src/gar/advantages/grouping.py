"""Group statistics over a flat batch whose groups are given by ids (no loops over groups).

Every function here works on a whole batch: ``group_ids`` may be any 1-D array numpy can
sort (ints, strings), groups may have any size and need not be contiguous. Unscorable
rollouts are ``nan`` rewards: they are left out of every statistic.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Groups:
    """Dense group indices for a batch: ``index[i]`` in ``range(count)``."""

    index: np.ndarray
    count: int

    def sum(self, values: np.ndarray) -> np.ndarray:
        """Per-group sum of ``values`` (float)."""
        return np.bincount(self.index, weights=values, minlength=self.count)

    def tally(self, flags: np.ndarray) -> np.ndarray:
        """Per-group count of true ``flags`` (int)."""
        return np.bincount(self.index, weights=flags.astype(np.float64), minlength=self.count)


def as_groups(group_ids: np.ndarray) -> Groups:
    """Map arbitrary group ids to dense indices ``0..count-1``.

    Non-negative integer ids that are already small are used as they are (no sort; some
    groups may then be empty), which is the common case in trainers; object arrays (veRL's
    uuid strings) are hashed; anything else goes through ``np.unique``.
    """
    ids = np.asarray(group_ids)
    if ids.ndim != 1:
        raise ValueError(f"group_ids must be 1-D, got shape {ids.shape}")
    if ids.size and ids.dtype.kind in "iu":
        low, high = int(ids.min()), int(ids.max())
        if low >= 0 and high < 2 * ids.size + 16:
            return Groups(ids.astype(np.intp, copy=False), high + 1)
    if ids.dtype == object:
        # uuid strings, as veRL's ``uid``: hashing beats np.unique's Python-level sort ~4x
        codes: dict[object, int] = {}
        index = np.fromiter(
            (codes.setdefault(x, len(codes)) for x in ids.tolist()), np.intp, ids.size
        )
        return Groups(index, len(codes))
    _, index = np.unique(ids, return_inverse=True)
    index = index.reshape(-1).astype(np.intp, copy=False)
    return Groups(index, int(index.max()) + 1 if index.size else 0)


def as_rewards(rewards: np.ndarray) -> np.ndarray:
    """Rewards as a float64 array; ``None`` (object arrays, lists) becomes ``nan``."""
    arr = np.asarray(rewards)
    if arr.dtype == object:
        arr = np.array([np.nan if r is None else float(r) for r in arr], dtype=np.float64)
    arr = arr.astype(np.float64, copy=False)
    if arr.ndim != 1:
        raise ValueError(f"rewards must be 1-D, got shape {arr.shape}")
    if np.isinf(arr).any():
        raise ValueError("rewards must be finite (use nan/None for unscorable rollouts)")
    return arr


def check_same_length(**arrays: np.ndarray) -> None:
    lengths = {name: len(a) for name, a in arrays.items()}
    if len(set(lengths.values())) > 1:
        raise ValueError(f"arrays differ in length: {lengths}")


@dataclass(frozen=True)
class Centred:
    """``a = R - mean_g(R)`` over valid rollouts, with the pieces other estimators reuse."""

    groups: Groups
    valid: np.ndarray  # bool per rollout: scorable
    clean: np.ndarray  # rewards with nan -> 0 (only meaningful where valid)
    n_valid: np.ndarray  # per group
    mean: np.ndarray  # per group (0 for groups without a valid rollout)
    a: np.ndarray  # per rollout, 0 where not valid


def centre(rewards: np.ndarray, groups: Groups) -> Centred:
    """Group-mean-centre ``rewards`` (nan = unscorable, excluded, advantage 0)."""
    valid = ~np.isnan(rewards)
    clean = np.where(valid, rewards, 0.0)
    n_valid = groups.tally(valid)
    mean = groups.sum(clean) / np.maximum(n_valid, 1.0)
    a = np.where(valid, clean - mean[groups.index], 0.0)
    return Centred(groups, valid, clean, n_valid, mean, a)
