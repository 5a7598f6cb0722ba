"""Preconditions a docstring states between arguments in symbols that the bound parser
(:mod:`gar.grading.stated_bounds`) reads one side of: a number inside a list's span, and a
chain of lengths.

* **Spans**: ``xs[0] <= x <= xs[-1]`` (or ``min(xs) <= x <= max(xs)``, ``<`` for an open
  end) states that the number ``x`` lies between the ends of the list ``xs``: the relation
  ``span_ends`` (``span_range``; ``_open`` with a strict end), adopted when every observed
  call keeps it. Without it draws put ``x`` anywhere: past the last sample point, where
  honest interpolations differ by construction (one extrapolates, one clamps, one raises),
  so they scatter on most draws, the draws read as out of the domain, and a heuristic that
  assumes even spacing or single precision is never contradicted. Draws take ``x`` at an
  end, at an item, or between the ends (:func:`span_strategy`).
* **Corners**: an inclusive end is an input the docstring names: ``x == xs[-1]``. A pass
  that crashes there (an ``IndexError`` one past the last segment) is wrong, not refusing:
  :func:`gar.grading.span_corners.corner_inputs` puts ``x`` at each inclusive end of every
  observed call (:func:`at_corner` tells them), inside the visible envelope, where
  :mod:`gar.grading.stated_inputs` holds every in-domain input stated.
* **Length chains**: ``2 <= len(xs) == len(ys) <= 10**4`` bounds both lengths on both
  sides (the bound parser gives the upper bound to ``ys`` alone, and no lower bound: single
  points were drawn, where honest interpolations differ).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_checks import Bound
from gar.grading.variants import is_number

_NUMBER = r"-?\d+(?:\s*(?:\*\*|\^)\s*\d+)?(?:e\d+)?"
_OP = r"(<=|<|≤)"
_ENDS = re.compile(rf"\b(\w+)\[\s*0\s*\]\s*{_OP}\s*(\w+)\s*{_OP}\s*(\w+)\[\s*-\s*1\s*\]")
_RANGE = re.compile(rf"\bmin\(\s*(\w+)\s*\)\s*{_OP}\s*(\w+)\s*{_OP}\s*max\(\s*(\w+)\s*\)")
_LEN = r"len\(\s*(\w+)\s*\)"
_CHAIN = re.compile(rf"({_NUMBER})\s*{_OP}\s*{_LEN}((?:\s*==\s*{_LEN})+)\s*{_OP}\s*({_NUMBER})")
MAX_CORNERS = 12


def _number(text: str) -> int:
    text = re.sub(r"\s+", "", text)
    if "**" in text or "^" in text:
        base, power = re.split(r"\*\*|\^", text)
        return int(base) ** int(power)
    return int(float(text)) if "e" in text else int(text)


def span_relations(doc: str, names: Sequence[str]) -> list[tuple[str, int, int]]:
    """``(kind, x's position, xs's position)`` for every span the docstring states."""
    found = []
    for pattern, form in ((_ENDS, "ends"), (_RANGE, "range")):
        for match in pattern.finditer(doc):
            low_list, op1, value, op2, high_list = match.groups()
            if low_list != high_list or low_list not in names or value not in names:
                continue
            inclusive = op1 in ("<=", "≤") and op2 in ("<=", "≤")
            kind = f"span_{form}" + ("" if inclusive else "_open")
            found.append((kind, names.index(value), names.index(low_list)))
    return found


def span_limits(data: Any, kind: str) -> tuple[float, float] | None:
    """The two ends of the span a relation of ``kind`` reads off ``data``, or ``None``."""
    if not isinstance(data, list | tuple) or not data or not all(is_number(v) for v in data):
        return None
    return (data[0], data[-1]) if kind.startswith("span_ends") else (min(data), max(data))


def span_holds(value: Any, data: Any, kind: str) -> bool:
    """Whether ``value`` lies in ``data``'s span as ``kind`` states it."""
    ends = span_limits(data, kind)
    if ends is None or not is_number(value):
        return False
    low, high = ends
    return low < value < high if kind.endswith("_open") else low <= value <= high


def at_corner(args: tuple[Any, ...], relations: Sequence[tuple[str, int, int]]) -> bool:
    """Whether ``args`` puts a number at an inclusive end of a stated span."""
    for kind, i, j in relations:
        if kind.startswith("span_") and not kind.endswith("_open") and len(args) > max(i, j):
            ends = span_limits(args[j], kind)
            if ends is not None and is_number(args[i]) and args[i] in ends:
                return True
    return False


def held_by_span(args: tuple[Any, ...], position: int,
                 relations: Sequence[tuple[str, int, int]]) -> bool:
    """Whether a stated span holds the number at ``position`` of ``args`` (a bound on its
    value, as a stated range is)."""
    return any(kind.startswith("span_") and i == position and len(args) > j
               and span_holds(args[i], args[j], kind) for kind, i, j in relations)


def span_strategy(value: Any, data: Any, kind: str) -> Any:
    """A Hypothesis strategy for a number in ``data``'s span: an end, an item, or between;
    None where the span is empty or ``value`` no number."""
    from hypothesis import strategies as st

    ends = span_limits(data, kind)
    if ends is None or not is_number(value) or ends[0] > ends[1]:
        return None
    low, high = ends
    if type(value) is int and int(-(-low // 1)) > int(high // 1) or (
            kind.endswith("_open") and low >= high):
        return None  # no number of the argument's type lies inside: the draw stays as it is
    inside = [v for v in data if span_holds(v, data, kind)]
    choices = [v for v in (low, high) if span_holds(v, data, kind)]
    between = st.integers(int(-(-low // 1)), int(high // 1)) if type(value) is int else st.floats(
        low, high, allow_nan=False, allow_infinity=False,
        exclude_min=kind.endswith("_open"), exclude_max=kind.endswith("_open"))
    options = [st.sampled_from(c) for c in (choices, inside) if c]
    made = st.one_of(*options, between) if options else between
    return made.filter(lambda v: span_holds(v, data, kind))


def length_chain_bounds(doc: str, names: Sequence[str]) -> list[Bound]:
    """Both bounds of a chain of equal lengths, on every list in it."""
    found = []
    for match in _CHAIN.finditer(doc):
        low, op1, first, rest, op2, high = (match.group(k) for k in (1, 2, 3, 4, 6, 7))
        listed = [first, *re.findall(_LEN, rest)]
        for name in listed:
            if name in names:
                found.append(Bound(names.index(name), _number(low) + (op1 == "<"),
                                   _number(high) - (op2 == "<"), length=True))
    return found
