"""The approach score of an op count: past the knee (8x the group's best) it keeps losing,
slowly, to a last value at 64x, so a quadratic pass is not tied with a linear one that the
best's single pass in C put past the knee."""

import math

from gar.grading.quality import scoring
from gar.grading.quality.tiers import assign_tiers


def test_the_score_falls_through_the_knee_to_the_tail_floor():
    best = 1_000
    ratios = [1, 1.1, 2, 4, 8, 12, 30, 64, 100, 10_000]
    scores = [scoring.ops_score(best * r, best) for r in ratios]
    assert scores == sorted(scores, reverse=True)
    assert scores[0] == scores[1] == 1.0  # within noise
    assert math.isclose(scoring.ops_score(8 * best, best), scoring.FLOOR)
    assert scoring.OPS_TAIL_FLOOR < scoring.ops_score(12 * best, best) < scoring.FLOOR
    assert scores[-3] == scores[-2] == scores[-1] == scoring.OPS_TAIL_FLOOR
    assert scoring.ops_score(math.inf, best) == scoring.OPS_TAIL_FLOOR


def test_a_quadratic_pass_ranks_below_a_linear_one_both_past_the_knee():
    """The best reads its input once in C (~200 ops), a linear Python loop ~12x that, a
    quadratic one ~60x (Blind14/10's pair 4 before C copies were charged): the two used to
    score the same floor and tie."""
    best, linear, quadratic = 200, 2_300, 12_000
    scores = {rid: dict.fromkeys(("approach", "precision", "minimality", "side_effects",
                                  "craftsmanship"), 1.0) for rid in ("best", "lin", "quad")}
    for rid, ops in (("lin", linear), ("quad", quadratic)):
        scores[rid]["approach"] = scoring.ops_score(ops, best)
    tiers = assign_tiers(scores, {})
    assert tiers["best"][1] < tiers["lin"][1] < tiers["quad"][1]


def test_the_recount_budget_is_where_the_tail_ends():
    """A recount stopped at the budget scores what its full count would: the tail's floor."""
    best = 5_000
    budget = scoring._floor_budget(best)
    assert scoring.ops_score(budget, best) == scoring.OPS_TAIL_FLOOR
    assert scoring.ops_score(budget * 0.9, best) > scoring.OPS_TAIL_FLOOR
