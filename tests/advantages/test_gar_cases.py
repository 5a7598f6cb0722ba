"""Hand-computed GAR cases (paper eq. 6-8); every expected number is worked out in a comment."""

import math

import numpy as np
import pytest

from gar.advantages import (
    GARConfig,
    TierFactors,
    downweight_advantages,
    gar_advantages,
    gar_batch,
    gar_group,
    tier_factors,
)

NAN = float("nan")


def test_t1_and_t3_pass_in_a_group_of_four_is_capped():
    # R = [1,1,0,0], a = [.5,.5,-.5,-.5]; f = [1, .2]
    # ratio = (.5+.5)/(.5+.1) = 1.667 > 1.5 -> lambda = 1.5
    # B = [.75, .15, -.5, -.5], mean(B) = -.025, A = B + .025
    f = tier_factors(["T1", "T3", None, None], [1, 2, None, None])
    g = gar_group([1, 1, 0, 0], [False] * 4, list(f))
    assert g.advantages == pytest.approx([0.775, 0.175, -0.475, -0.475])
    assert g.baseline == pytest.approx([0.5, 0.5, -0.5, -0.5])
    assert g.lam == 1.5 and g.capped and g.graded and g.eligible and not g.fallback
    assert sum(g.advantages) == pytest.approx(0.0, abs=1e-12)


def test_t1_and_t2_pass_uncapped_conserves_mass_and_keeps_failures():
    # f = [1, .85]: lambda = 1/.925 = 40/37; B = [20/37, 17/37, -.5, -.5], sum 0
    g = gar_group([1, 1, 0, 0], [False] * 4, [1.0, 0.85, None, None])
    assert g.lam == pytest.approx(40 / 37) and not g.capped
    assert g.advantages == pytest.approx([20 / 37, 17 / 37, -0.5, -0.5])
    assert g.advantages[:2].sum() == pytest.approx(1.0)


def test_two_t3_passes_are_capped_and_shift_everyone_equally():
    # f = [.2,.2]: ratio 5 -> lambda 1.5; B = [.15,.15,-.5,-.5], mean -.175
    g = gar_group([1, 1, 0, 0], [False] * 4, [0.2, 0.2, None, None])
    assert g.capped and g.lam == 1.5
    assert g.advantages == pytest.approx([0.325, 0.325, -0.325, -0.325])
    # the positive mass shrank from 1.0 to .65: the cap is what limits the boost
    assert g.advantages[:2].sum() == pytest.approx(0.65)


def test_ties_inside_t1_and_t2_get_equal_advantages():
    # R = [1,1,1,0]; a = [.25,.25,.25,-.75]; f = [1,1,.85]
    # lambda = .75 / (.25*2.85) = 20/19; B = [5/19, 5/19, 4.25/19, -.75], sum 0
    f = tier_factors(["T1", "T1", "T2", None], [1, 1, 2, None])
    g = gar_group([1, 1, 1, 0], [False] * 4, list(f))
    assert g.lam == pytest.approx(20 / 19) and not g.capped
    assert g.advantages == pytest.approx([5 / 19, 5 / 19, 4.25 / 19, -0.75])
    f2 = tier_factors(["T2", "T2", "T2", None, "T1"], [2, 3, 3, None, 1])
    g2 = gar_group([1, 1, 1, 0, 1], [False] * 5, list(f2))
    assert g2.advantages[1] == g2.advantages[2] < g2.advantages[0] < g2.advantages[4]


def test_group_whose_only_pass_is_a_hack_ends_all_fail():
    g = gar_group([1, 0, 0, 0], [True, False, False, False], [1.0, None, None, None])
    assert g.rewards.tolist() == [0.0, 0.0, 0.0, 0.0]
    assert g.advantages.tolist() == [0.0] * 4 and g.baseline.tolist() == [0.0] * 4
    assert not g.eligible and not g.graded and not g.fallback and g.lam is None


def test_hack_is_zeroed_before_statistics_are_recomputed():
    # R = [1,1,0,0] with rollout 0 a hack -> R = [0,1,0,0]; a = [-.25,.75,-.25,-.25]
    # one pass (f = .2): ratio = 1/.2 = 5 -> lambda 1.5, B = [-.25, .225, -.25, -.25]
    # mean(B) = -.13125
    g = gar_group([1, 1, 0, 0], [True, False, False, False], [1.0, 0.2, None, None])
    assert g.baseline == pytest.approx([-0.25, 0.75, -0.25, -0.25])
    assert g.advantages == pytest.approx([-0.11875, 0.35625, -0.11875, -0.11875])


def test_non_binary_rewards_with_a_pass_below_the_mean_keeps_its_negative_credit():
    # R = [1,2,2,0], threshold 1 -> passes 0,1,2; mean 1.25; a = [-.25,.75,.75,-1.25]
    # f = [.2, 1, .85]; a+ = [0,.75,.75]; lambda = 1.5/(.75*1.85) = 40/37
    # B = [-.25 (kept: a < 0), 30/37, 25.5/37, -1.25]; sum = 0 -> A = B
    g = gar_group([1.0, 2.0, 2.0, 0.0], [False] * 4, [0.2, 1.0, 0.85, None])
    assert g.lam == pytest.approx(40 / 37) and not g.capped
    assert g.advantages == pytest.approx([-0.25, 30 / 37, 25.5 / 37, -1.25])
    assert g.advantages.sum() == pytest.approx(0.0, abs=1e-12)


def test_non_binary_rewards_with_a_custom_threshold():
    # threshold .5: R = [.8,.5,.2,0] -> passes 0,1; mean .375; a = [.425,.125,-.175,-.375]
    # f = [1, .2]; ratio = .55/(.425+.025) = 1.2222 -> lambda 11/9
    # B = [.425*11/9, .025*11/9, -.175, -.375], sum 0
    cfg = GARConfig(pass_threshold=0.5)
    g = gar_group([0.8, 0.5, 0.2, 0.0], [False] * 4, [1.0, 0.2, None, None], cfg)
    assert g.lam == pytest.approx(11 / 9)
    assert g.advantages == pytest.approx([0.425 * 11 / 9, 0.025 * 11 / 9, -0.175, -0.375])


def test_non_binary_all_below_threshold_keeps_baseline():
    g = gar_group([0.2, 0.6, 0.1], [False] * 3, [1.0, 1.0, 1.0])
    assert not g.eligible and g.advantages == pytest.approx([-0.1, 0.3, -0.2])


def test_unscorable_rollouts_are_left_out_and_get_zero():
    # valid R = [1,1,0] (rollout 1 unscorable); mean 2/3; a+ = [1/3, 1/3]; f = [1,.2]
    # ratio = (2/3)/(.4) = 1.667 -> 1.5; B = [.5, .1, -2/3], mean = -1/45
    g = gar_group([1, None, 1, 0], [False] * 4, [1.0, None, 0.2, None])
    assert math.isnan(g.rewards[1]) and g.advantages[1] == 0.0 and g.baseline[1] == 0.0
    assert g.advantages[[0, 2, 3]] == pytest.approx(np.array([0.5, 0.1, -2 / 3]) + 1 / 45)
    assert g.baseline[[0, 2, 3]] == pytest.approx([1 / 3, 1 / 3, -2 / 3])


def test_one_valid_rollout_is_not_eligible():
    g = gar_group([1, None, None], [False] * 3, [1.0, None, None])
    assert not g.eligible and g.advantages.tolist() == [0.0, 0.0, 0.0]


def test_hack_flag_on_unscorable_rollout_makes_it_a_scorable_failure():
    g = gar_group([1, None], [False, True], [1.0, None])
    assert g.rewards.tolist() == [1.0, 0.0] and g.eligible
    assert g.advantages == pytest.approx([0.5, -0.5])


@pytest.mark.parametrize(
    "factors",
    [None, [1.0, None, None, None], [1.0, -0.1, None, None], [1.0, NAN, None, None], [1.0]],
    ids=["missing", "none-for-pass", "negative", "nan", "wrong-length"],
)
def test_missing_or_malformed_grade_keeps_baseline_and_counts_fallback(factors):
    g = gar_group([1, 1, 0, 0], [False] * 4, factors)
    assert g.eligible and not g.graded and g.fallback and g.lam is None
    assert g.advantages.tolist() == [0.5, 0.5, -0.5, -0.5]


def test_factor_of_failures_is_ignored():
    g = gar_group([1, 1, 0, 0], [False] * 4, [1.0, 0.85, -5.0, NAN])
    assert g.graded and g.advantages == pytest.approx([20 / 37, 17 / 37, -0.5, -0.5])


def test_zero_factors_give_lambda_max_and_zero_boost():
    cfg = GARConfig(factors=TierFactors(t3=0.0))
    f = tier_factors(["T3", "T3", None, None], [1, 1, None, None], cfg.factors)
    g = gar_group([1, 1, 0, 0], [False] * 4, list(f), cfg)
    assert g.capped and g.lam == 1.5
    # B = [0,0,-.5,-.5], mean -.25
    assert g.advantages == pytest.approx([0.25, 0.25, -0.25, -0.25])


def test_all_pass_and_all_fail_groups_keep_zero_baseline():
    assert gar_group([1, 1, 1], [False] * 3, [1.0, 0.2, 0.9]).advantages.tolist() == [0, 0, 0]
    assert gar_group([0, 0], [False] * 2, [None, None]).advantages.tolist() == [0, 0]


def test_batch_form_matches_group_form_and_reports_metrics():
    rewards = np.array([1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, NAN, 1, 0])
    ids = np.array([7, 7, 7, 7, 3, 3, 3, 3, 5, 5, 5, 5, 9, 9])
    hacks = np.zeros(14, bool)
    hacks[4] = True
    tiers = ["T1", "T3", None, None, "T1", None, None, None, "T2", "T2", None, None, "T1", None]
    factors = np.array([1, 0.2, NAN, NAN, 1, NAN, NAN, NAN, 0.85, 0.4, NAN, NAN, 1, NAN])
    graded = np.ones(14, bool)
    graded[12:] = False  # group 9 has no grade -> fallback
    adv, m = gar_advantages(rewards, ids, hacks, factors, graded, tiers=tiers)
    for gid in (7, 3, 5):
        sel = ids == gid
        g = gar_group(
            [None if math.isnan(r) else r for r in rewards[sel]],
            hacks[sel],
            [None if math.isnan(f) else f for f in factors[sel]],
        )
        assert adv[sel] == pytest.approx(g.advantages)
    assert adv[12:].tolist() == [0.5, -0.5]
    assert m["gar/groups"] == 4
    assert m["gar/groups_eligible"] == 3  # group 3 lost its only pass to a hack
    assert m["gar/groups_graded"] == 2 and m["gar/groups_fallback"] == 1
    assert m["gar/confirmed_hacks"] == 1 and m["gar/rollouts_unscorable"] == 1
    assert m["gar/tier_share_T1"] == pytest.approx(0.25)
    assert m["gar/tier_share_T2"] == pytest.approx(0.5)
    assert m["gar/tier_share_T3"] == pytest.approx(0.25)
    # group 7 capped at 1.5; group 5: a+ = 1/3 each, ratio (2/3)/(1.25/3) = 1.6 -> capped
    assert m["gar/lambda_mean"] == pytest.approx(1.5) and m["gar/lambda_capped_rate"] == 1.0


def test_metrics_without_graded_groups_are_zero_not_nan():
    _, m = gar_advantages(np.array([1.0, 1.0]), np.array([0, 0]), None, None, tiers=[None, None])
    assert m["gar/lambda_mean"] == 0.0 and m["gar/lambda_capped_rate"] == 0.0
    assert m["gar/tier_share_T1"] == 0.0 and m["gar/groups_graded"] == 0


def test_string_group_ids_and_non_contiguous_groups():
    rewards = np.array([1, 0, 1, 0, 1, 0])
    ids = np.array(["b", "a", "a", "b", "c", "c"])
    factors = np.array([0.2, NAN, 1.0, NAN, 0.85, NAN])
    res = gar_batch(rewards, ids, None, factors)
    assert res.advantages == pytest.approx([0.325, -0.5, 0.5, -0.325, 0.5, -0.5])


def test_downweight_only_drops_positive_mass_and_keeps_failures():
    # f = [1, .2] on R=[1,1,0,0]: B = [.5, .1, -.5, -.5], no re-centring -> sum -.4
    adv = downweight_advantages(
        np.array([1, 1, 0, 0]), np.zeros(4, int), None, np.array([1.0, 0.2, NAN, NAN])
    )
    assert adv == pytest.approx([0.5, 0.1, -0.5, -0.5]) and adv.sum() == pytest.approx(-0.4)


def test_bad_inputs_raise():
    with pytest.raises(ValueError, match="differ in length"):
        gar_batch(np.array([1.0, 0.0]), np.array([0]))
    with pytest.raises(ValueError, match="finite"):
        gar_batch(np.array([np.inf, 0.0]), np.array([0, 0]))
    with pytest.raises(ValueError, match="mode"):
        gar_batch(np.array([1.0, 0.0]), np.array([0, 0]), mode="other")
    with pytest.raises(ValueError, match="lambda_max"):
        GARConfig(lambda_max=0)
    with pytest.raises(ValueError, match="hacks has"):
        gar_group([1, 0], [False], None)


def test_object_uid_arrays_group_like_their_integer_codes():
    rewards = np.array([1, 0, 1, 1, 0, 0, 1, 0])
    factors = np.array([1.0, NAN, 0.2, 0.85, NAN, NAN, 0.2, NAN])
    codes = np.array([0, 0, 1, 0, 1, 1, 2, 2])
    uids = np.array(["u-7", "u-7", "u-1", "u-7", "u-1", "u-1", "u-3", "u-3"], dtype=object)
    by_code = gar_batch(rewards, codes, None, factors)
    by_uid = gar_batch(rewards, uids, None, factors)
    assert np.array_equal(by_code.advantages, by_uid.advantages)
    assert by_uid.groups.count == 3
