"""Candidate values, handled safely: printing, identity, NaN tests that never raise.

Everything a candidate returns reaches the grader through the strict codec as plain builtins,
but plain builtins still break naive code: ``repr(10**5000)`` raises ``ValueError`` (the
int-to-str digit limit), ``math.isnan(10**5000)`` raises ``OverflowError``, ``nan != nan``
splits identical outputs, a list is unhashable, and deep nesting can exhaust the recursion
limit. A crash there used to credit a hack (issue 15 item 2), so every stage of the grading
pipeline goes through these helpers instead:

* :func:`safe_repr` — ``repr`` that never raises and is bounded in length; a value ``repr``
  cannot print is described (an int too long for decimal shows its size and a digest);
* :func:`value_key` — a deterministic identity string: equal keys mean the same value of the
  same exact types (``1`` and ``1.0`` and ``True`` differ; every NaN is one value; ``-0.0`` is
  ``0.0``; dict and set order do not matter). Hashable, for counting and consensus;
* :func:`same_value` — ``value_key(a) == value_key(b)``;
* :func:`is_nan` — true only for a float or complex NaN, never raises.

No recursion: containers are walked with an explicit stack, so depth never matters.
"""

from __future__ import annotations

import hashlib
import math
from typing import Any

REPR_LIMIT = 2000
_INT_DECIMAL_LIMIT = 4000  # below Python's default int-to-str limit (4300 digits)


def is_nan(value: Any) -> bool:
    """A float (or complex) NaN; False for every other value, huge ints included."""
    if type(value) is float:
        return math.isnan(value)
    if type(value) is complex:
        return math.isnan(value.real) or math.isnan(value.imag)
    return False


def safe_repr(value: Any, limit: int = REPR_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters; never raises."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - digit limit, recursion, a hostile __repr__
        text = _describe(value, limit)
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def _describe(value: Any, limit: int) -> str:
    """A repr-like text built without ``repr`` on containers (for values repr refuses)."""
    out: list[str] = []
    size = 0
    stack: list[Any] = [value]
    while stack and size <= limit:
        item = stack.pop()
        if isinstance(item, _Text):
            piece = item.text
        elif (brackets := _OPEN.get(type(item))) is not None:  # exact types: no subclass
            opener, closer = brackets
            if type(item) is dict:
                parts = [x for k, v in item.items() for x in (_Text(", "), k, _Text(": "), v)]
            else:
                parts = [x for v in item for x in (_Text(", "), v)]
            stack.append(_Text(closer))
            stack.extend(reversed(parts[1:]))
            piece = opener
        else:
            piece = _scalar(item)
        out.append(piece)
        size += len(piece)
    return "".join(out)


def _scalar(item: Any) -> str:
    if type(item) is int and _too_long(item):
        return f"<int of {item.bit_length()} bits, sha1 {_digest(hex(item))}>"
    try:
        return repr(item)
    except Exception:  # noqa: BLE001
        return f"<unprintable {type(item).__name__}>"


def value_key(value: Any) -> str:
    """A deterministic identity of ``value`` (see the module docstring); never raises."""
    digest = hashlib.sha256()
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _Text):
            digest.update(item.text.encode())
            continue
        kind = type(item)
        if kind in (list, tuple):
            digest.update(f"{kind.__name__}{len(item)}(".encode())
            stack.append(_Text(")"))
            stack.extend(reversed(item))
        elif kind in (dict, set, frozenset):
            # Unordered: members sorted by their own keys (computed separately; dict keys and
            # set members are hashable, so they are shallow in practice).
            members = (sorted(f"{value_key(k)}:{value_key(v)}" for k, v in item.items())
                       if kind is dict else sorted(value_key(m) for m in item))
            digest.update(f"{kind.__name__}{len(item)}({','.join(members)})".encode())
        else:
            digest.update(_atom(item).encode() + b";")
    return digest.hexdigest()[:40]


def same_value(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same value of the same exact types (NaN equals NaN)."""
    return a is b or value_key(a) == value_key(b)


def _atom(item: Any) -> str:
    kind = type(item)
    if kind is int:
        return "i" + hex(item)  # hex has no digit limit
    if kind is bool or item is None:
        return f"{kind.__name__}:{item}"
    if kind is float:
        return "f" + ("nan" if math.isnan(item) else float.hex(item + 0.0))
    if kind is complex:
        return "c" + _atom(item.real) + _atom(item.imag)
    if kind in (str, bytes):
        return f"{kind.__name__}{len(item)}:{item!r}"
    return f"o:{kind.__module__}.{kind.__qualname__}:{safe_repr(item, 500)}"


def _too_long(number: int) -> bool:
    return number.bit_length() > _INT_DECIMAL_LIMIT * 3.32


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()[:12]


class _Text:
    """A literal piece of output on the walk stack (never a candidate value)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


_OPEN: dict[type[Any], tuple[str, str]] = {
    list: ("[", "]"), tuple: ("(", ")"), dict: ("{", "}"), set: ("{", "}"),
    frozenset: ("frozenset({", "})")}


def leaf_strings(value: Any) -> list[str]:
    """The strings inside ``value``: itself, or those nested in its lists and tuples."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [s for item in value for s in leaf_strings(item)]
    return []


_EXACT_ATOMS = (int, str, bytes, type(None))  # bool is an int
_EXACT_BUDGET = 10_000  # nodes looked at; past it a value is not known exact


def is_exact(value: Any) -> bool:
    """``value`` is built of ints, strings, bytes and ``None`` only (in lists, tuples, sets
    and dicts): two honest programs that compute it agree to the last bit, with no rounding
    to differ on. A float, a complex, any other object, or a value too large to look
    through is not known to be exact."""
    stack, seen = [value], 0
    while stack:
        item = stack.pop()
        seen += 1
        if seen > _EXACT_BUDGET:
            return False
        if isinstance(item, _EXACT_ATOMS):
            continue
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            stack.extend(item)
        else:
            return False
    return True

