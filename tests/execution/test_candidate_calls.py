"""The candidate process's call (``sandboxed/candidate.py``, loaded as the server loads it):
argument mutation is reported without encoding arguments that cannot change."""

from __future__ import annotations

import importlib
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
    reply = _call(candidate, lambda *a: len(a), ([1],))  # a list can change: encoded
    assert reply["mut"] is False and len(encoded) == 2


def test_mutation_still_reported(candidate) -> None:
    def append(items: list) -> None:
        items.append(1)

    assert _call(candidate, append, ([0],))["mut"] is True
    assert _call(candidate, lambda t: t[1].append(1), ((1, [0]),))["mut"] is True

    def reach_back(x: int) -> int:  # the caller's keyword dict, through the frame
        sys._getframe(1).f_locals["kwargs"]["added"] = 1
        return x

    assert _call(candidate, reach_back, (1,))["mut"] is True
    assert _call(candidate, lambda x, k=0: x + k, (1,), {"k": 2})["mut"] is False


def test_unchangeable(candidate) -> None:
    deep: object = 1
    for _ in range(candidate._SHALLOW + 1):
        deep = (deep,)
    assert candidate._unchangeable((1, ("a", frozenset({(2.0, None)}))))
    assert not candidate._unchangeable((1, [2]))
    assert not candidate._unchangeable((1, (2, {3: 4})))
    assert not candidate._unchangeable(deep)  # left to the encoding, which bounds the depth
