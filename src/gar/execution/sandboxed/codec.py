"""The strict value codec: the only way values cross between a candidate and the grader.

Only these exact types are encodable: ``None, bool, int, float (nan/inf too), complex, str,
bytes, list, tuple, dict, set, frozenset`` — checked with ``type(x) is T``, never
``isinstance``, so subclasses (an ``int`` subclass, a ``str`` with a custom ``__eq__``) and
arbitrary objects (an always-equal object, a generator) are rejected with
:class:`Unserializable`. Decoding rebuilds fresh builtin objects in the receiving process, so a
comparison done there runs the builtin ``__eq__`` only.

The wire format is JSON text with tagged containers (``["l", ...]`` list, ``["t", ...]`` tuple,
``["s", ...]`` set, ``["f", ...]`` frozenset, ``["d", [k, v], ...]`` dict, ``["b", base64]``
bytes, ``["c", re, im]`` complex, ``["I", hex]`` huge int). JSON ints and floats stay
distinct (``1`` vs ``1.0``). Decoding never evaluates code (unlike pickle or marshal).

This module imports only the standard library and nothing from ``gar``: it is also loaded,
as a single file, inside the sandbox.
"""

from __future__ import annotations

import base64
import json
from typing import Any

MAX_DEPTH = 200
MAX_BYTES = 64 * 1024 * 1024
_BIG_INT = 10**300  # beyond this, ints travel as hex (JSON parsers limit int digits)
_DUMPS = json.JSONEncoder(separators=(",", ":")).encode  # one encoder, not one per value


class Unserializable(ValueError):
    """The value is not one of the plain types the codec carries."""


def encode(value: Any) -> str:
    """JSON text for ``value``; raise :class:`Unserializable` for any other type."""
    try:
        return _DUMPS(_tag(value, 0))
    except RecursionError as exc:
        raise Unserializable("value nested too deeply") from exc


def decode(text: str | bytes) -> Any:
    """The value ``text`` encodes; raise :class:`ValueError` on malformed input."""
    if len(text) > MAX_BYTES:
        raise ValueError(f"encoded value larger than {MAX_BYTES} bytes")
    try:
        return _untag(json.loads(text), 0)
    except RecursionError as exc:
        raise ValueError("encoded value nested too deeply") from exc
    except (TypeError, KeyError, IndexError) as exc:
        raise ValueError(f"malformed encoded value: {exc}") from exc


def to_wire(value: Any) -> Any:
    """The JSON-ready tagged form (for embedding in a larger JSON message)."""
    return _tag(value, 0)


def from_wire(data: Any) -> Any:
    """Inverse of :func:`to_wire`."""
    try:
        return _untag(data, 0)
    except RecursionError as exc:
        raise ValueError("encoded value nested too deeply") from exc
    except (TypeError, KeyError, IndexError) as exc:
        raise ValueError(f"malformed encoded value: {exc}") from exc


def _tag(value: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise Unserializable("value nested too deeply")
    kind = type(value)
    if value is None or kind is bool or kind is str or kind is float:
        return value
    if kind is int:
        return value if -_BIG_INT < value < _BIG_INT else ["I", hex(value)]
    depth += 1
    if kind in _TAGS and len(value) >= _PLAIN_MIN and depth <= MAX_DEPTH and \
            _plain_items(value):
        return [_TAGS[kind], *value]
    if kind is list:
        return ["l", *(_tag(item, depth) for item in value)]
    if kind is tuple:
        return ["t", *(_tag(item, depth) for item in value)]
    if kind is dict:
        return ["d", *([_tag(k, depth), _tag(v, depth)] for k, v in value.items())]
    if kind is set:
        return ["s", *(_tag(item, depth) for item in value)]
    if kind is frozenset:
        return ["f", *(_tag(item, depth) for item in value)]
    if kind is bytes:
        return ["b", base64.b64encode(value).decode("ascii")]
    if kind is complex:
        return ["c", value.real, value.imag]
    raise Unserializable(f"unserializable value of type {_type_name(kind)}")


def _untag(data: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise ValueError("encoded value nested too deeply")
    kind = type(data)
    if data is None or kind is bool or kind is str or kind is float or kind is int:
        return data
    if kind is not list or not data or type(data[0]) is not str:
        raise ValueError(f"malformed encoded value of JSON type {kind.__name__}")
    tag, items = data[0], data[1:]
    depth += 1
    if len(items) >= _PLAIN_MIN and tag in _SEQUENCES and depth <= MAX_DEPTH and \
            set(map(type, items)) <= _JSON_ATOMS:
        return _SEQUENCES[tag](items)  # every item decodes to itself (see _untag's start)
    if tag == "l":
        return [_untag(item, depth) for item in items]
    if tag == "t":
        return tuple(_untag(item, depth) for item in items)
    if tag == "d":
        return {_untag(k, depth): _untag(v, depth) for k, v in items}
    if tag == "s":
        return {_untag(item, depth) for item in items}
    if tag == "f":
        return frozenset(_untag(item, depth) for item in items)
    if tag == "b":
        return base64.b64decode(items[0], validate=True)
    if tag == "c":
        return complex(float(items[0]), float(items[1]))
    if tag == "I":
        return int(items[0], 16)
    raise ValueError(f"unknown tag {tag!r}")


# A sequence or set whose items are all atoms that encode to themselves travels as its tag
# and the items as they are: one pass in C over the items' types (and, for integers, their
# least and greatest) instead of a call per item, with the same wire form and value. Not
# worth its checks below a few items.
_PLAIN_MIN = 16
_TAGS: dict[type, str] = {list: "l", tuple: "t", set: "s", frozenset: "f"}
_SEQUENCES: dict[str, Any] = {"l": list, "t": tuple, "s": set, "f": frozenset}
_SELF_ENCODED = frozenset({str, float, bool, type(None)})
_INTEGRAL = frozenset({int, bool})
_JSON_ATOMS = frozenset({str, float, bool, type(None), int})  # what _untag returns as it is


def _plain_items(value: Any) -> bool:
    """Whether :func:`_tag` returns every item of ``value`` as it is: strings, floats,
    booleans and None, or integers (booleans among them) inside the plain range."""
    kinds = set(map(type, value))
    if kinds <= _SELF_ENCODED:
        return True
    return kinds <= _INTEGRAL and -_BIG_INT < min(value) and max(value) < _BIG_INT


def _type_name(kind: type) -> str:
    try:
        return f"{kind.__module__}.{kind.__qualname__}"
    except Exception:  # a hostile metaclass may break attribute access  # noqa: BLE001
        return "<unknown type>"
