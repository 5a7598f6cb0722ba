from gar.advantages.tiers import tier_factors
from gar.grading.judging import CRITERIA
from gar.grading.quality.tiers import TierRule, assign_tiers


def s(**overrides):
    scores = dict.fromkeys(CRITERIA, 1.0)
    scores.update(overrides)
    return scores


def test_equal_scores_tie_in_t1_at_rank_one():
    tiers = assign_tiers({"a": s(), "b": s()}, {})
    assert tiers == {"a": ("T1", 1), "b": ("T1", 1)}


def test_defects_go_to_t3_whatever_their_scores_and_share_the_last_rank():
    tiers = assign_tiers({"a": s(), "b": s(), "c": s(approach=0.5)}, {"a": True, "b": True})
    assert tiers["c"] == ("T1", 1)
    assert tiers["a"] == tiers["b"] == ("T3", 2)


def test_near_best_is_t1_rank_two_far_is_t2():
    rule = TierRule()
    scores = {"best": s(), "near": s(minimality=0.6), "far": s(approach=0.25, precision=0.4)}
    tiers = assign_tiers(scores, {}, rule=rule)
    assert rule.composite(scores["near"]) >= 1 - rule.t1_margin
    assert tiers == {"best": ("T1", 1), "near": ("T1", 2), "far": ("T2", 3)}


def test_t2_tie_groups_are_clusters_within_tolerance():
    scores = {"a": s(), "b": s(approach=0.4), "c": s(approach=0.38), "d": s(approach=0.0)}
    tiers = assign_tiers(scores, {})
    assert tiers["a"] == ("T1", 1)
    assert tiers["b"][0] == tiers["c"][0] == "T2" and tiers["b"][1] == tiers["c"][1] == 2
    assert tiers["d"] == ("T2", 3)


def test_capped_passes_cannot_be_t1():
    tiers = assign_tiers({"a": s(), "b": s(craftsmanship=0.5)}, {}, capped_at_t2=frozenset("a"))
    assert tiers["b"] == ("T1", 1)
    assert tiers["a"][0] == "T2"


def test_all_defective_or_all_capped():
    assert assign_tiers({"a": s()}, {"a": True}) == {"a": ("T3", 1)}
    assert assign_tiers({"a": s(), "b": s()}, {}, capped_at_t2=frozenset("ab")) == {
        "a": ("T2", 1), "b": ("T2", 1)}


def test_tiers_feed_the_factors_and_order_them():
    scores = {"best": s(), "near": s(minimality=0.6), "far": s(approach=0.25, precision=0.4),
              "bad": s()}
    tiers = assign_tiers(scores, {"bad": True})
    ids = list(scores)
    factors = tier_factors([tiers[r][0] for r in ids], [tiers[r][1] for r in ids])
    assert list(factors) == [1.0, 0.9, 0.85, 0.2]


def test_t2_is_ordered_against_its_own_best_where_a_scorer_is_given():
    """Two passes far from the best tie on their compressed scores; scored against the
    better of the two (``within``), the difference between them orders them."""
    scores = {"best": s(), "a": s(approach=0.22, minimality=0.34), "b": s(approach=0.15,
                                                                         minimality=0.57)}
    assert assign_tiers(scores, {})["a"] == assign_tiers(scores, {})["b"]
    rescored = {"a": s(minimality=0.77), "b": s(approach=0.68)}
    seen = []

    def within(members):
        seen.append(set(members))
        return {r: rescored[r] for r in members}

    tiers = assign_tiers(scores, {}, within=within)
    assert seen == [{"a", "b"}]
    assert tiers["best"] == ("T1", 1) and tiers["a"] == ("T2", 2) and tiers["b"] == ("T2", 3)
