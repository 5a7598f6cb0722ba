import math

import numpy as np
import pytest

from gar.advantages import TierFactors, tier_factors


def test_t1_rank_one_gets_top_and_other_t1_get_other():
    f = tier_factors(["T1", "T1", "T1"], [1, 2, 3])
    assert f.tolist() == [1.0, 0.9, 0.9]


def test_t1_ties_at_best_rank_all_get_top_whatever_the_numbering():
    assert tier_factors(["T1", "T1", "T1"], [1, 1, 2]).tolist() == [1.0, 1.0, 0.9]
    # ranks numbered globally (T1 starting at 3) still mean "best T1 present"
    assert tier_factors(["T1", "T1", "T1"], [3, 3, 4]).tolist() == [1.0, 1.0, 0.9]


def test_t2_tie_groups_are_linear_from_high_to_low():
    f = tier_factors(["T2", "T2", "T2", "T2"], [1, 2, 2, 3])
    assert f.tolist() == pytest.approx([0.85, 0.625, 0.625, 0.4])


def test_single_t2_tie_group_gets_high():
    assert tier_factors(["T2", "T2"], [4, 4]).tolist() == [0.85, 0.85]
    assert tier_factors(["T2"], [None]).tolist() == [0.85]


def test_t3_ignores_rank_and_none_tier_is_nan():
    f = tier_factors(["T3", None, "T3"], [1, None, 9])
    assert f[0] == 0.2 and f[2] == 0.2 and math.isnan(f[1])


def test_unranked_members_sort_after_ranked_and_tie_together():
    f = tier_factors(["T2", "T2", "T2", "T1", "T1"], [1, None, None, None, 2])
    assert f.tolist() == pytest.approx([0.85, 0.4, 0.4, 0.9, 1.0])


def test_mixed_group_with_custom_factors():
    custom = TierFactors(t1_top=2.0, t1_other=1.5, t2_high=1.0, t2_low=0.5, t3=0.0)
    f = tier_factors(["T1", "T2", "T2", "T3", None, "T1"], [1, 2, 3, 4, None, 1], custom)
    assert np.allclose(f, [2.0, 1.0, 0.5, 0.0, np.nan, 2.0], equal_nan=True)


def test_bad_labels_and_lengths_raise():
    with pytest.raises(ValueError, match="unknown tier"):
        tier_factors(["T4"], [1])
    with pytest.raises(ValueError, match="differ in length"):
        tier_factors(["T1"], [1, 2])
    with pytest.raises(ValueError, match="rank must be an integer"):
        tier_factors(["T1"], [1.5])


def test_negative_factor_configuration_is_rejected():
    with pytest.raises(ValueError, match="t3"):
        TierFactors(t3=-0.1)
