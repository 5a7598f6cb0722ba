import itertools

from gar.judge.aggregate import mean_scores, permutation_orders, position_consistency
from gar.judge.parse import CRITERIA


def flat(x):
    return dict.fromkeys(CRITERIA, x)


def test_two_orders_are_a_seeded_shuffle_and_its_reverse():
    orders = permutation_orders(4, 2, seed=7)
    assert len(orders) == 2 and sorted(orders[0]) == [0, 1, 2, 3]
    assert orders[1] == tuple(reversed(orders[0]))
    assert orders == permutation_orders(4, 2, seed=7)


def test_more_orders_are_distinct_permutations():
    orders = permutation_orders(4, 7, seed=3)
    assert len(orders) == len(set(orders)) == 7
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders)


def test_orders_stop_at_the_number_of_distinct_permutations():
    assert len(permutation_orders(2, 5, seed=0)) == 2
    assert len(permutation_orders(3, 10, seed=0)) == 6
    assert permutation_orders(1, 3, seed=0) == [(0,)]
    assert permutation_orders(0, 3, seed=0) == []


def test_every_candidate_moves_position_across_rotations():
    for n in (3, 4, 5):
        orders = permutation_orders(n, n, seed=1)
        for item in range(n):
            assert len({o.index(item) for o in orders}) == n  # a Latin square


def test_mean_scores_average_over_runs():
    runs = [{"a": flat(2), "b": flat(5)}, {"a": flat(4), "b": flat(5)}]
    assert mean_scores(runs) == {"a": flat(3.0), "b": flat(5.0)}


def test_consistency_is_one_when_order_never_changes_a_preference():
    runs = [{"a": flat(5), "b": flat(3), "c": flat(1)}, {"a": flat(4), "b": flat(2), "c": flat(1)}]
    assert position_consistency(runs) == 1.0


def test_consistency_measures_flipped_preferences():
    # A judge that always prefers whoever is shown first: every preference flips.
    runs = [{"a": flat(5), "b": flat(1)}, {"a": flat(1), "b": flat(5)}]
    assert position_consistency(runs) == 0.5
    three = [{"a": flat(5), "b": flat(1)}, {"a": flat(1), "b": flat(5)}, {"a": flat(5), "b": flat(1)}]
    assert abs(position_consistency(three) - 2 / 3) < 1e-9


def test_consistency_counts_ties_as_a_preference():
    runs = [{"a": flat(3), "b": flat(3)}, {"a": flat(3), "b": flat(4)}]
    assert position_consistency(runs) == 0.5


def test_consistency_is_undefined_with_one_run_or_one_candidate():
    assert position_consistency([{"a": flat(1), "b": flat(2)}]) is None
    assert position_consistency([{"a": flat(1)}, {"a": flat(2)}]) is None


def test_consistency_over_all_pairs():
    runs = [{k: flat(v) for k, v in zip("abc", p, strict=True)}
            for p in itertools.islice(itertools.permutations([1, 2, 3]), 2)]
    # (1,2,3) then (1,3,2): a<b, a<c agree; b<c flips.
    assert abs(position_consistency(runs) - (1 + 1 + 0.5) / 3) < 1e-9
