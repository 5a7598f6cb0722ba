"""Property-based tests of GAR's invariants (docs/design.md section 2) over random batches."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gar.advantages import GARConfig, dr_grpo_advantages, gar_batch, gar_group, tier_factors

TIER = st.sampled_from(["T1", "T2", "T3"])


@st.composite
def rollout(draw, binary: bool):
    reward = (
        draw(st.sampled_from([0.0, 1.0]))
        if binary
        else draw(st.sampled_from([0.0, 0.25, 0.5, 1.0, 1.5, 2.0]))
    )
    unscorable = draw(st.booleans()) and draw(st.booleans()) and draw(st.booleans())
    hack = reward >= 1.0 and draw(st.integers(0, 5)) == 0
    return (None if unscorable else reward, hack, draw(TIER), draw(st.integers(1, 4)))


@st.composite
def batch(draw, binary: bool = True, max_groups: int = 6):
    groups = draw(
        st.lists(st.lists(rollout(binary), min_size=1, max_size=8), min_size=1, max_size=max_groups)
    )
    rewards, ids, hacks, factors = [], [], [], []
    for g, members in enumerate(groups):
        tiers = [t if (r is not None and r >= 1.0 and not h) else None for r, h, t, _ in members]
        f = tier_factors(tiers, [k for *_, k in members])
        for (r, h, _, _), fi in zip(members, f, strict=True):
            rewards.append(np.nan if r is None else r)
            ids.append(g)
            hacks.append(h)
            factors.append(fi)
    return np.array(rewards), np.array(ids), np.array(hacks), np.array(factors)


def per_group(res, fn):
    for g in range(res.groups.count):
        sel = res.groups.index == g
        if sel.any():
            fn(g, sel)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(batch(binary=False))
def test_zero_sum_in_every_graded_group_and_baseline_elsewhere(data):
    res = gar_batch(*data)
    base = dr_grpo_advantages(np.where(res.hacks, 0.0, data[0]), data[1])

    def check(g, sel):
        if res.graded[g]:
            assert abs(res.advantages[sel].sum()) < 1e-9
        else:
            assert np.allclose(res.advantages[sel], base[sel], atol=1e-12)
        assert np.all(res.advantages[sel & ~res.valid] == 0.0)

    per_group(res, check)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(batch(binary=False))
def test_uncapped_conserves_positive_mass_keeps_failures_and_factor_ratios(data):
    res = gar_batch(*data)

    def check(g, sel):
        if not res.graded[g] or res.capped[g]:
            return
        a = res.baseline
        up = sel & res.passes & (a > 0)  # binary rewards: every pass
        rest = sel & res.valid & ~up  # failures (and non-binary passes below the mean)
        assert np.isclose(res.advantages[up].sum(), a[up].sum())
        assert np.allclose(res.advantages[rest], a[rest], atol=1e-12)
        # A_i / (f_i a_i) is lambda for every positive pass: ratios follow the factors
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = res.advantages[up] / (res.factors[up] * a[up])
        ratio = ratio[res.factors[up] > 0]
        assert np.allclose(ratio, res.lam[g])

    per_group(res, check)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(batch(binary=True))
def test_binary_passes_advantages_are_proportional_to_factors(data):
    res = gar_batch(*data)

    def check(g, sel):
        p = sel & res.passes
        if res.graded[g] and not res.capped[g]:
            assert np.allclose(
                res.advantages[p] / res.factors[p], res.advantages[p][0] / res.factors[p][0]
            )

    per_group(res, check)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(batch(binary=False))
def test_capped_groups_shift_everyone_by_the_same_amount(data):
    res = gar_batch(*data)
    lam_max = GARConfig().lambda_max

    def check(g, sel):
        if not res.capped[g]:
            return
        p, fail = sel & res.passes, sel & res.valid & ~res.passes
        a = res.baseline[p]
        b = lam_max * res.factors[p] * np.maximum(a, 0) + np.minimum(a, 0)
        shifts = np.concatenate([res.advantages[p] - b, res.advantages[fail] - res.baseline[fail]])
        assert np.allclose(shifts, shifts[0]) and res.lam[g] == lam_max

    per_group(res, check)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(batch(binary=False), st.sampled_from([1.0, 0.8, 0.7]))
def test_equal_factors_give_dr_grpo(data, c):
    rewards, ids, hacks, _ = data
    res = gar_batch(rewards, ids, hacks, np.full(len(rewards), c))
    assert np.allclose(res.advantages, res.baseline, atol=1e-12)
    assert not res.capped.any()


@settings(max_examples=200, deadline=None, derandomize=True)
@given(batch(binary=False), st.randoms(use_true_random=False))
def test_invariant_to_order_of_rollouts_and_groups_and_to_id_labels(data, rnd):
    rewards, ids, hacks, factors = data
    res = gar_batch(rewards, ids, hacks, factors)
    perm = np.array(rnd.sample(range(len(rewards)), len(rewards)))
    relabel = np.array(rnd.sample(range(1000), int(ids.max()) + 1))
    shuffled = gar_batch(rewards[perm], relabel[ids[perm]], hacks[perm], factors[perm])
    assert np.allclose(shuffled.advantages, res.advantages[perm], atol=1e-12)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(batch(binary=False))
def test_batch_equals_per_group_computation(data):
    rewards, ids, hacks, factors = data
    res = gar_batch(rewards, ids, hacks, factors)
    for g in np.unique(ids):
        sel = ids == g
        one = gar_group(
            [None if np.isnan(r) else r for r in rewards[sel]], list(hacks[sel]), list(factors[sel])
        )
        assert np.allclose(one.advantages, res.advantages[sel], atol=1e-12)
        assert one.graded == bool(res.graded[g])


@settings(max_examples=200, deadline=None, derandomize=True)
@given(batch(binary=True))
def test_downweight_only_never_adds_positive_mass(data):
    res = gar_batch(*data, mode="downweight")

    def check(g, sel):
        assert res.advantages[sel].sum() <= res.baseline[sel].sum() + 1e-12
        fail = sel & res.valid & ~res.passes
        assert np.allclose(res.advantages[fail], res.baseline[fail])

    per_group(res, check)
