"""The strict codec: exact builtin types round-trip, everything else is refused."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gar.execution.codec import Unserializable, decode, encode

plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
    | st.binary() | st.complex_numbers(allow_nan=False),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=5) | st.integers(), inner, max_size=4)
    | st.frozensets(st.integers() | st.text(max_size=4), max_size=4),
    max_leaves=20,
)


@given(plain)
def test_plain_values_round_trip_with_their_exact_types(value) -> None:
    back = decode(encode(value))
    assert back == value and type(back) is type(value)


def test_containers_keep_their_kind() -> None:
    value = {"list": [1, 2], "tuple": (1, 2), "set": {1, 2}, "frozen": frozenset({3}),
             (1, "k"): b"\x00\xff", 10**400: -(10**500), "f": 1.0, "i": 1, "c": 1 + 2j}
    back = decode(encode(value))
    assert back == value
    assert [type(back[k]) for k in ("list", "tuple", "set", "frozen", "f", "i", "c")] == [
        list, tuple, set, frozenset, float, int, complex]


def test_nan_and_infinities() -> None:
    back = decode(encode([math.nan, math.inf, -math.inf, -0.0]))
    assert math.isnan(back[0]) and back[1:3] == [math.inf, -math.inf]
    assert math.copysign(1, back[3]) == -1


class AlwaysEqual:
    def __eq__(self, other):
        return True


class MyInt(int):
    pass


class MyStr(str):
    def __eq__(self, other):
        return True


@pytest.mark.parametrize("value", [
    AlwaysEqual(), MyInt(3), MyStr("x"), [1, MyInt(2)], {"k": AlwaysEqual()}, (x for x in []),
    object(), print, type, range(3), bytearray(b"x"),
])
def test_anything_else_is_unserializable(value) -> None:
    with pytest.raises(Unserializable):
        encode(value)


def test_cycles_and_deep_nesting_are_refused() -> None:
    cyclic: list = []
    cyclic.append(cyclic)
    with pytest.raises(Unserializable):
        encode(cyclic)


@pytest.mark.parametrize("text", ['["x", 1]', '{"a": 1}', '["s", ["l"]]', "[", '["b", "!!"]',
                                  "[" * 5000 + "]" * 5000])
def test_malformed_input_raises_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        decode(text)
