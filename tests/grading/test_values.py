"""Values that break naive code — huge ints, NaN, deep nesting, unhashables — handled safely."""

from __future__ import annotations

import math

import pytest

from gar.grading.values import is_nan, safe_repr, same_value, value_key

HUGE = 10**5000


def deep(n: int) -> list:
    value: list = []
    for _ in range(n):
        value = [value]
    return value


def test_safe_repr_never_raises_and_is_bounded() -> None:
    with pytest.raises(ValueError):
        repr(HUGE)  # what the grader used to do
    text = safe_repr(HUGE)
    assert text.startswith("<int of 16610 bits") and len(text) < 100
    assert safe_repr([1, HUGE]).startswith("[1, <int of")
    assert safe_repr(HUGE) != safe_repr(HUGE + 1)  # the digest tells them apart
    assert len(safe_repr(deep(100_000), 300)) <= 300  # RecursionError in repr, walked here
    assert safe_repr("x" * 5000, 50).endswith("…") and len(safe_repr("x" * 5000, 50)) == 50
    assert safe_repr({"a": (1, 2.5)}) == repr({"a": (1, 2.5)})


def test_value_key_is_exact_identity() -> None:
    assert value_key(HUGE) == value_key(10**5000) != value_key(HUGE + 1)
    assert value_key(float("nan")) == value_key(float("nan"))
    assert value_key(0.0) == value_key(-0.0)
    assert len({value_key(v) for v in (1, 1.0, True, "1", b"1", (1,), [1])}) == 7
    assert value_key({1: [2], 3: {4}}) == value_key({3: {4}, 1: [2]})
    assert value_key({"b", "a"}) == value_key({"a", "b"})
    assert value_key(deep(100_000)) == value_key(deep(100_000)) != value_key(deep(99_999))
    assert value_key([[1, 2], 3]) != value_key([[1], 2, 3])  # structure, not just the atoms


def test_same_value_and_is_nan() -> None:
    nan = float("nan")
    assert same_value([nan, 1], [nan, 1]) and not same_value(1, 1.0)
    assert not same_value([1, 2], [1, 3]) and same_value([[1]], [[1]])
    assert is_nan(nan) and is_nan(complex(0, nan))
    assert not is_nan(HUGE) and not is_nan([nan]) and not is_nan("nan")
    with pytest.raises(OverflowError):
        math.isnan(HUGE)  # what the grader used to do


def test_records_with_hostile_values_can_be_written() -> None:
    import json

    from gar.records import Finding, to_dict

    finding = Finding(detector="x", message="m", evidence={"got": [HUGE], HUGE: float("nan")})
    text = json.dumps(to_dict(finding))
    assert "<int of 16610 bits>" in text and "NaN" in text
