import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gar.advantages import dr_grpo_advantages, grpo_advantages, rloo_advantages

NAN = float("nan")


def reference(rewards, ids, kind, scale="group", eps=1e-6):
    """A plain loop over groups, the obvious way."""
    out = np.zeros(len(rewards))
    valid_all = rewards[~np.isnan(rewards)]
    for g in set(ids.tolist()):
        members = [i for i in range(len(rewards)) if ids[i] == g and not np.isnan(rewards[i])]
        vals = np.array([rewards[i] for i in members])
        if len(vals) < 2:
            continue
        mean = vals.mean()
        for i in members:
            a = rewards[i] - mean
            if kind == "grpo" and scale == "group":
                a /= vals.std(ddof=1) + eps
            elif kind == "grpo" and scale == "batch":
                a /= valid_all.std(ddof=1) + eps
            elif kind == "rloo":
                a = rewards[i] - (vals.sum() - rewards[i]) / (len(vals) - 1)
            out[i] = a
    return out


def test_hand_computed_group():
    r, ids = np.array([1.0, 0.0, 0.0, 0.0]), np.zeros(4, int)
    assert dr_grpo_advantages(r, ids) == pytest.approx([0.75, -0.25, -0.25, -0.25])
    # std (ddof=1) of [1,0,0,0] = 0.5
    assert grpo_advantages(r, ids, eps=0) == pytest.approx([1.5, -0.5, -0.5, -0.5])
    # RLOO: 1 - 0 = 1; 0 - 1/3
    assert rloo_advantages(r, ids) == pytest.approx([1.0, -1 / 3, -1 / 3, -1 / 3])


def test_unscorable_and_singletons_get_zero():
    r = np.array([1.0, NAN, 0.0, 1.0, NAN])
    ids = np.array([0, 0, 0, 1, 1])
    for fn in (dr_grpo_advantages, grpo_advantages, rloo_advantages):
        adv = fn(r, ids)
        assert adv[1] == 0 and adv[3] == 0 and adv[4] == 0 and adv[0] > 0 > adv[2]


def test_uniform_group_gets_zero_not_nan():
    adv = grpo_advantages(np.array([1.0, 1.0, 1.0]), np.zeros(3, int))
    assert adv.tolist() == [0.0, 0.0, 0.0]


def test_none_scale_is_dr_grpo_and_bad_scale_raises():
    r, ids = np.array([0.2, 0.9, 0.4]), np.array([0, 0, 0])
    assert np.array_equal(grpo_advantages(r, ids, scale="none"), dr_grpo_advantages(r, ids))
    with pytest.raises(ValueError, match="scale"):
        grpo_advantages(r, ids, scale="token")


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    st.lists(
        st.tuples(st.integers(0, 5), st.sampled_from([0.0, 1.0, 0.5, 2.0, NAN])),
        min_size=1,
        max_size=40,
    )
)
def test_match_a_plain_loop(rows):
    ids = np.array([g for g, _ in rows])
    r = np.array([x for _, x in rows])
    assert np.allclose(dr_grpo_advantages(r, ids), reference(r, ids, "dr"), atol=1e-9)
    assert np.allclose(rloo_advantages(r, ids), reference(r, ids, "rloo"), atol=1e-9)
    for scale in ("group", "batch"):
        assert np.allclose(
            grpo_advantages(r, ids, scale=scale), reference(r, ids, "grpo", scale), atol=1e-6
        )


@pytest.mark.slow
def test_grpo_matches_verls_own_function():
    torch = pytest.importorskip("torch")
    core = pytest.importorskip("verl.trainer.ppo.core_algos")
    rng = np.random.default_rng(0)
    ids = np.repeat(np.arange(64), 8)
    rng.shuffle(ids)
    rewards = rng.integers(0, 2, ids.size).astype(np.float64) * rng.choice([1.0, 0.5], ids.size)
    tokens = torch.zeros(ids.size, 5, dtype=torch.float64)
    tokens[:, -1] = torch.from_numpy(rewards)
    mask = torch.ones(ids.size, 5, dtype=torch.float64)
    for norm in (True, False):
        theirs, _ = core.compute_grpo_outcome_advantage(
            tokens, mask, ids, norm_adv_by_std_in_grpo=norm
        )
        ours = grpo_advantages(rewards, ids, scale="group" if norm else "none")
        assert np.allclose(theirs[:, 0].numpy(), ours, atol=1e-9)
