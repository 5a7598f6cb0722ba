"""Exact answers (:func:`gar.grading.values.is_exact`): the values honest programs agree on
to the last bit, so one contradiction of a strong oracle settles it (differential.py)."""

from __future__ import annotations

import pytest

from gar.grading.values import is_exact


@pytest.mark.parametrize("value", [
    0, pytest.param(-10**5000, id="huge-int"), True, None, "", "abc", b"\x00", [], [1, [2, ("x", None)]],
    {"a": [1, 2], 3: {4, 5}}, frozenset({1, 2}), ((),),
])
def test_ints_strings_and_their_collections_are_exact(value) -> None:
    assert is_exact(value)


class Point:
    pass


@pytest.mark.parametrize("value", [
    1.0, float("nan"), 1j, [1, 2, 3.5], {"a": (1, 0.0)}, {1.5: "x"}, Point(), [Point()],
    list(range(20_000)),  # past the budget: not known exact
])
def test_floats_objects_and_oversized_values_are_not(value) -> None:
    assert not is_exact(value)


def test_deep_nesting_is_looked_through_without_recursion() -> None:
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    assert is_exact(deep)
