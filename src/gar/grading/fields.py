"""Strings of ordered fields: a precondition on the layout of a string, learnt from the
visible inputs (:mod:`gar.grading.shapes` adopts it as the shape ``fields_<u>_<u>...``).

Durations (``"2h15m30s"``), sizes (``"1g512m"``), dates spelt by parts (``"3y2m"``): each
string is one or more *fields*, a decimal number followed by its unit (a run of letters);
the units come from a small closed set, each at most once, in one fixed order. A string that
breaks this — a number without its unit (``"10m5"``), a unit twice (``"1h1h"``), units out of
order, an unknown unit — is no instance of what the tests show, and honest parsers differ on
it by construction (one raises, one ignores the tail, one adds the repeats). The layout is
adopted when every visible string follows it and following it by chance is unlikely:
``k`` units drawn from ``n`` are distinct and in the one order ``C(n, k) / n**k`` of the
time, multiplied over the distinct strings, at most ``chance`` (three strings with three,
two and two of ``h``, ``m``, ``s`` in order: 1/243). Strings of one field say nothing about
order and cost nothing; at least two units must be seen.

:func:`repaired` brings a drawn or mutated string back into the layout (its numbers kept,
each given its own unit or one chosen from its last digit, repeats dropped, units put in
order), so generation keeps drawing well-formed strings with new numbers — long ones too.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

_FIELD = re.compile(r"(\d+)([A-Za-z]+)")
_WHOLE = re.compile(r"(?:\d+[A-Za-z]+)+")
PREFIX = "fields_"


def _fields(text: str) -> list[tuple[str, str]] | None:
    """``text`` as (number, unit) pairs, or None when it is not made of fields only."""
    if not _WHOLE.fullmatch(text):
        return None
    return _FIELD.findall(text)


def _order(strings: Sequence[list[tuple[str, str]]]) -> list[str] | None:
    """One order of the units in which every string's units strictly increase (first seen
    first among those unordered), or None when none exists (a repeat, a cycle)."""
    before: dict[str, set[str]] = {}
    for fields in strings:
        units = [u for _, u in fields]
        if len(set(units)) != len(units):
            return None
        for k, unit in enumerate(units):
            before.setdefault(unit, set()).update(units[:k])
    order: list[str] = []
    while len(order) < len(before):
        ready = [u for u in before if u not in order and before[u] <= set(order)]
        if not ready:
            return None
        order.append(ready[0])
    return order


def adopted_units(values: Sequence[Any], chance: float) -> list[str] | None:
    """The units, in order, when every value is a string of ordered fields beyond chance
    (see module doc); None otherwise."""
    if not values or not all(isinstance(v, str) for v in values):
        return None
    distinct = {v: _fields(v) for v in values}
    if any(f is None for f in distinct.values()):
        return None
    parsed = [f for f in distinct.values() if f]
    order = _order(parsed)
    if order is None or len(order) < 2:
        return None
    n = len(order)
    odds = math.prod(math.comb(n, len(f)) / n ** len(f) for f in parsed)
    return order if odds <= chance else None


def shape_name(units: Sequence[str]) -> str:
    return PREFIX + "_".join(units)


def _units(shape: str) -> list[str]:
    return shape[len(PREFIX):].split("_")


def keeps(value: Any, shape: str) -> bool:
    """Whether ``value`` is a string of fields in the shape's units, each once, in order."""
    if not isinstance(value, str):
        return False
    fields = _fields(value)
    units = _units(shape)
    if fields is None:
        return False
    places = [units.index(u) if u in units else -1 for _, u in fields]
    return -1 not in places and places == sorted(set(places))


def repaired(value: Any, shape: str) -> Any:
    """``value`` brought into the layout (see module doc); other values unchanged."""
    if not isinstance(value, str):
        return value
    units = _units(shape)
    found: dict[str, str] = {}
    for number, unit in re.findall(r"(\d+)([A-Za-z]*)", value):
        if unit not in units:
            unit = units[int(number[-1]) % len(units)]
        found.setdefault(unit, number)
    if not found:
        return value
    return "".join(found[u] + u for u in units if u in found)
