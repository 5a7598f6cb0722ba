"""The strict codec: exact builtin types round-trip, everything else is refused."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
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


def _item_by_item(value, depth: int = 0):  # type: ignore[no-untyped-def]
    """The wire form as the codec built it before its shortcut: every item tagged alone."""
    from gar.execution.sandboxed import codec as wire_codec

    if depth > wire_codec.MAX_DEPTH:
        raise Unserializable("value nested too deeply")
    tags = {list: "l", tuple: "t", set: "s", frozenset: "f"}
    if type(value) in tags:
        return [tags[type(value)], *(_item_by_item(v, depth + 1) for v in value)]
    if type(value) is dict:
        return ["d", *([_item_by_item(k, depth + 1), _item_by_item(v, depth + 1)]
                       for k, v in value.items())]
    return wire_codec.to_wire(value)  # an atom (or bytes, complex): tagged alone


atoms = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=3)
         | st.sampled_from([10**300, -10**300, 10**300 - 1, 2**63]))
long_plain = st.recursive(
    atoms, lambda inner: st.lists(inner, min_size=14, max_size=40)
    | st.lists(inner, max_size=3).map(tuple)
    | st.frozensets(st.integers() | st.text(max_size=2), min_size=15, max_size=30)
    | st.sets(st.booleans() | st.floats(allow_nan=False), max_size=3),
    max_leaves=80)


def _decoded_item_by_item(wire):  # type: ignore[no-untyped-def]
    """The value as the codec decoded it before its shortcut: every item alone."""
    from gar.execution.sandboxed import codec as wire_codec

    if type(wire) is not list or wire[0] not in ("l", "t", "s", "f", "d"):
        return wire_codec.from_wire(wire)
    if wire[0] == "d":
        return {_decoded_item_by_item(k): _decoded_item_by_item(v) for k, v in wire[1:]}
    kind = {"l": list, "t": tuple, "s": set, "f": frozenset}[wire[0]]
    return kind(_decoded_item_by_item(item) for item in wire[1:])


@settings(max_examples=60, deadline=None)
@given(long_plain)
def test_long_sequences_of_atoms_have_the_wire_form_and_value_item_by_item_gave(value) -> None:
    """Sequences and sets of atoms travel as their tag and the items (one pass in C):
    the same JSON text as tagging each item, and decoded to the same value."""
    import json

    from gar.execution.codec import from_wire, to_wire

    expected = json.dumps(_item_by_item(value))
    assert json.dumps(to_wire(value)) == expected
    back = from_wire(json.loads(expected))
    reference = _decoded_item_by_item(json.loads(expected))
    assert repr(back) == repr(reference) and type(back) is type(value)


def test_the_shortcut_keeps_the_depth_limit() -> None:
    value: object = list(range(20))
    for _ in range(199):
        value = [value]
    assert decode(encode(value)) == value
    with pytest.raises(Unserializable):
        encode([value])
    wire = ["l", *range(20)]
    for _ in range(200):
        wire = ["l", wire]
    with pytest.raises(ValueError, match="nested too deeply"):
        decode(json_text(wire))


def json_text(wire: object) -> str:
    import json

    return json.dumps(wire)


def test_a_long_list_of_numbers_is_tagged_in_one_call(monkeypatch: pytest.MonkeyPatch) -> None:
    from gar.execution.sandboxed import codec as wire_codec

    calls = [0]
    tag = wire_codec._tag

    def counting(value, depth):  # type: ignore[no-untyped-def]
        calls[0] += 1
        return tag(value, depth)

    monkeypatch.setattr(wire_codec, "_tag", counting)
    assert wire_codec.to_wire([list(range(3000)), [10**301] * 20]) == [
        "l", ["l", *range(3000)], ["l", *[["I", hex(10**301)]] * 20]]
    assert calls[0] == 1 + 1 + 1 + 20  # the outer list, each inner one, each huge int
