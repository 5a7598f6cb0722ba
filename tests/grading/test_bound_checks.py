"""The checks a stated bound holds an input to (gar.grading.bound_checks), hand-computed."""

from gar.grading.bound_checks import (
    FLOOR,
    Bound,
    bound_holds,
    dict_numbers,
    floor_holds,
    item_numbers,
    length_cap,
    numeric_dict,
    numeric_list,
)


def test_a_value_bound_checks_numbers_and_ignores_other_types() -> None:
    bound = Bound(0, low=1, high=10)
    assert bound_holds((1,), bound) and bound_holds((10,), bound)
    assert not bound_holds((0,), bound) and not bound_holds((11,), bound)
    assert bound_holds(("abc",), bound)  # a string is not a number's business
    assert bound_holds((5, 99), bound)  # only its own position is checked
    assert not bound_holds((5, 99), Bound(1, high=10))


def test_a_length_bound_checks_sequences_strings_and_dicts() -> None:
    bound = Bound(0, high=2, length=True)
    assert bound_holds(([1, 2],), bound) and bound_holds(("ab",), bound)
    assert not bound_holds(((1, 2, 3),), bound) and not bound_holds(({1: 1, 2: 2, 3: 3},), bound)
    assert bound_holds((7,), bound)  # an int has no length


def test_an_item_bound_checks_every_nested_number_or_a_dicts_values() -> None:
    bound = Bound(0, low=-5, high=5, items=True)
    assert bound_holds(([[1, -5], [5]],), bound)
    assert not bound_holds(([[1, -6]],), bound)
    assert bound_holds(({"a": 5},), bound) and not bound_holds(({"a": 6},), bound)
    assert bound_holds(({"a": "x", "b": 99},), bound)  # not a dict of numbers: unchecked
    assert bound_holds((3,), bound)  # no list: items are not its business


def test_an_open_side_is_unbounded() -> None:
    assert bound_holds((-10**30,), Bound(0, high=0)) and bound_holds((10**30,), Bound(0, low=0))


def test_a_magnitude_floor_puts_zero_out_for_the_value_or_its_items() -> None:
    assert floor_holds((1,), FLOOR + "1|0", 0) and floor_holds((-1,), FLOOR + "1|0", 0)
    assert not floor_holds((0,), FLOOR + "1|0", 0)
    assert floor_holds(([2, -3],), FLOOR + "2|1", 0) and not floor_holds(([2, 1],), FLOOR + "2|1", 0)
    assert floor_holds(("s",), FLOOR + "1|0", 0)  # no number: nothing to hold


def test_the_length_cap_is_the_tightest_stated_one_for_its_position() -> None:
    bounds = [Bound(0, high=100, length=True), Bound(0, high=50, length=True),
              Bound(0, high=7), Bound(1, high=3, length=True), Bound(0, low=2, length=True)]
    assert length_cap(bounds, 0) == 50
    assert length_cap(bounds, 1) == 3
    assert length_cap(bounds, 2) is None


def test_numeric_shapes() -> None:
    assert numeric_list([[1, 2.5], []]) and numeric_list(()) and not numeric_list([1, "a"])
    assert not numeric_list("12")
    assert numeric_dict({}) and numeric_dict({"a": 1}) and not numeric_dict({"a": [1]})
    assert dict_numbers({"a": 1, "b": 2}) == [1, 2] and dict_numbers({"a": "x"}) == []


def test_item_numbers_are_a_lists_nested_numbers_or_a_dicts_values() -> None:
    assert item_numbers([[1, 2.5], (3,), "x"]) == [1, 2.5, 3]
    assert item_numbers({"a": 1, "b": 2}) == [1, 2] and item_numbers({"a": "x"}) == []
    assert item_numbers(7) == [] and item_numbers("12") == []
