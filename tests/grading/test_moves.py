"""The shared path edit of nested call arguments."""

from gar.grading.moves import replaced_at, round_robin


def test_replaced_at_copies_only_the_containers_on_the_path() -> None:
    value = {"a": [1, (2, 3)], "b": [4]}
    new = replaced_at(value, ("a", 1, 0), 99)
    assert new == {"a": [1, (99, 3)], "b": [4]}
    assert value == {"a": [1, (2, 3)], "b": [4]}  # the original is untouched
    assert new["b"] is value["b"] and isinstance(new["a"][1], tuple)
    assert replaced_at(value, (), 7) == 7


def test_round_robin_takes_one_of_each_kind_in_turn() -> None:
    assert round_robin([[1, 2, 3], [10], [20, 21]]) == [1, 10, 20, 2, 21, 3]
