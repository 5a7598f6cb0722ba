"""The candidate process's call (``sandboxed/candidate.py``, loaded as the server loads it):
argument mutation is reported without encoding arguments that cannot change."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from gar.execution import sandboxed


@pytest.fixture
def candidate(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(Path(sandboxed.__file__).parent))
    return importlib.import_module("candidate")


def _call(candidate: ModuleType, function, args: tuple, kwargs: dict | None = None) -> dict:
    codec = candidate.codec
    request = {"a": codec.to_wire(args), "k": codec.to_wire(kwargs or {})}
    return candidate._call(function, request, candidate._Audit(), True)


def test_immutable_arguments_are_not_encoded(candidate, monkeypatch) -> None:
    encoded: list[object] = []
    real = candidate.codec.encode
    monkeypatch.setattr(candidate.codec, "encode", lambda v: encoded.append(v) or real(v))
    nested = (1, "a", b"x", 2.5, None, True, 1j, (3, frozenset({4, (5,)})), 10**400)
    reply = _call(candidate, lambda *a: len(a), nested)
    assert reply["s"] == "ok" and reply["v"] == len(nested) and reply["mut"] is False
    assert encoded == []
    reply = _call(candidate, lambda *a: len(a), ([[1]],))  # a nested list: encoded
    assert reply["mut"] is False and len(encoded) == 2
    reply = _call(candidate, lambda *a: len(a), ([1, "a", 2.5], 3))  # a list of atoms: copied
    assert reply["mut"] is False and len(encoded) == 2


def _old_mutated(candidate: ModuleType, function, args: tuple) -> bool:
    """The reading before copies: the arguments' encodings before and after the call."""
    codec = candidate.codec
    args, kwargs = codec.from_wire(codec.to_wire(args)), {}
    before = codec.encode((args, kwargs))
    try:
        function(*args)
    except Exception:  # noqa: BLE001, S110
        pass
    try:
        return codec.encode((args, kwargs)) != before
    except (codec.Unserializable, RecursionError):
        return True


def _replace_first(items: list, value: object) -> None:
    items[0] = value


def _grow_into_itself(items: list) -> None:
    items.append(items)


@pytest.mark.parametrize("function, args", [
    (lambda items: None, ([1, 2, 3],)),
    (lambda items: items.sort(), ([3, 1, 2],)),
    (lambda items: (items.reverse(), items.reverse()), ([3, 1, 2],)),  # changed and restored
    (lambda items: _replace_first(items, int("1000")), ([1000, 2],)),  # an equal new object
    (lambda items: _replace_first(items, -0.0), ([0.0],)),  # equal, but not the same text
    (lambda items: _replace_first(items, True), ([1],)),
    (lambda items: items.append(object()), ([1],)),  # unserializable after the call
    (_grow_into_itself, ([1],)),
    (lambda items, other: other.pop(), ([1], ["a", "b"])),
    (lambda items, n: items.clear(), ([], 3)),
    (lambda items: items.extend([None, b"x", 1j]), ([10**400],)),
])
def test_copies_read_mutation_as_the_encodings_do(candidate, function, args) -> None:
    expected = _old_mutated(candidate, function, args)
    assert _call(candidate, function, args)["mut"] is expected


def test_mutation_still_reported(candidate) -> None:
    def append(items: list) -> None:
        items.append(1)

    assert _call(candidate, append, ([0],))["mut"] is True
    assert _call(candidate, lambda t: t[1].append(1), ((1, [0]),))["mut"] is True

    def reach_back(x: int) -> int:  # the caller's keyword dict, through the frame
        sys._getframe(1).f_locals["kwargs"]["added"] = 1
        return x

    assert _call(candidate, reach_back, (1,))["mut"] is True

    def reach_back_past_a_list(items: list, x: int) -> int:
        sys._getframe(1).f_locals["kwargs"]["added"] = 1
        return x

    assert _call(candidate, reach_back_past_a_list, ([1], 1))["mut"] is True
    assert _call(candidate, lambda x, k=0: x + k, (1,), {"k": 2})["mut"] is False


def test_unchangeable(candidate) -> None:
    deep: object = 1
    for _ in range(candidate._SHALLOW + 1):
        deep = (deep,)
    assert candidate._unchangeable((1, ("a", frozenset({(2.0, None)}))))
    assert not candidate._unchangeable((1, [2]))
    assert not candidate._unchangeable((1, (2, {3: 4})))
    assert not candidate._unchangeable(deep)  # left to the encoding, which bounds the depth


def test_begin_frame_is_the_encoders_frame(candidate) -> None:
    frame = candidate._begin_frame()
    size = candidate.wire._HEADER.unpack(frame[:4])[0]
    data = frame[4:]
    assert size == len(data)
    message = json.loads(data)
    assert candidate.wire.frame(message) == frame
    assert set(message) == {"b", "w"} and all(type(v) is float for v in message.values())
