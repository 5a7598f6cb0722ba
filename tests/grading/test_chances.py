"""The odds that a visible regularity is chance, computed by hand."""

import math

from gar.grading.chances import (
    chance_of_distinct,
    chance_of_keys,
    chance_of_sorted,
    chance_of_trait,
)


def test_sorted_lists_are_chance_one_in_a_factorial_each() -> None:
    assert math.isclose(chance_of_sorted([[1, 2, 3], [4, 5]]), 1 / 6 * 1 / 2)
    assert chance_of_sorted([[7]]) == 1.0  # a single item says nothing


def test_distinct_items_follow_the_birthday_bound_over_the_pool_seen() -> None:
    # pool {1, 2, 3}: a list of three is distinct 1 * 2/3 * 1/3 of the time
    assert math.isclose(chance_of_distinct([[1, 2, 3]]), 2 / 9)
    assert chance_of_distinct([]) == 1.0


def test_a_trait_is_as_likely_as_its_density_near_each_value() -> None:
    # 9 of the 18 integers from 5 to 22 are even
    assert math.isclose(chance_of_trait("even", {10}), 0.5)
    assert math.isclose(chance_of_trait("even", {10, 11}), chance_of_trait("even", {10})
                        * chance_of_trait("even", {11}))


def test_keys_of_their_own_dicts_by_chance_and_not_where_one_is_missing() -> None:
    # names {a, b, c}: "a" is a key of a 1-key dict 1/3 of the time, "b" of a 2-key dict 2/3
    assert math.isclose(chance_of_keys([("a", {"a": 1}), ("b", {"b": 1, "c": 2})]), 2 / 9)
    assert chance_of_keys([("z", {"a": 1})]) == 1.0
