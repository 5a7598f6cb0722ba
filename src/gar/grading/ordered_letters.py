"""Strings written with their letters in order: a shape of string arguments (dict keys too).

Some tasks fix how a value is spelled: a monomial as its variables in alphabetical order
(``"xxy"`` for x**2 * y), a multiset or a sorted word as its letters in order, an anagram
class by its sorted letters. Drawn or edited text almost never keeps it (``"yx"``), and on
such text honest solutions differ by construction: one sorts every key again, one merges
two keys it trusts to be sorted, one looks the spelling up as it is; four that agree by
accident outvote a fifth that is as right as they are. So where the docstring states it of
the input ("letters in alphabetical order", "characters in sorted order", in a sentence that
asks nothing back) and no observed string breaks it, a string out of order is outside the
domain (:func:`keeps`), and drawn values are brought back into it (:func:`repaired`: each
string's letters sorted; dict keys too, where keys that meet keep the first value).

Only where stated: visible strings that happen to be sorted (``"aabccc"``, ``"zzz"`` for a
run-length encoder) are no evidence that the task wants them so, and the narrower domain
would hide exactly the inputs a heuristic gets wrong (a per-letter count is right on every
sorted string): held-out set 7's run-length counter was missed when the order was also
adopted by chance (one arrangement of ``n! / (k1! k2! ...)``, multiplied over the strings).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

SHAPE = "ordered_letters"

_STATED = re.compile(r"\b(?:letters|characters|chars|variables)\b[^.;]{0,60}?\bin\s+"
                     r"(?:alphabetical|sorted|ascending|lexicographic)\s+order\b", re.IGNORECASE)
_ASKS = re.compile(r"\b(?:return|returns|output|outputs|print|prints)\b", re.IGNORECASE)


def stated(doc: str) -> bool:
    """Whether ``doc`` states, in a sentence that asks nothing back, that the strings are
    written with their letters in order."""
    return any(_STATED.search(s) and not _ASKS.search(s)
               for s in re.split(r"(?<=[.;])\s+", " ".join(doc.split())))


def strings_in(value: Any) -> Iterator[str]:
    """The strings inside ``value``: itself, those in its lists and tuples, a dict's keys
    and values."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_in(item)


def keeps(value: Any) -> bool:
    return all(list(s) == sorted(s) for s in strings_in(value))


def adopts(values: Sequence[Any], doc: str) -> bool:
    """Whether an argument whose observed values are ``values`` keeps the shape (module
    doc)."""
    strings = [s for v in values for s in strings_in(v)]
    return bool(strings) and stated(doc) and all(keeps(v) for v in values)


def repaired(value: Any) -> Any:
    """``value`` with every string in it spelled in order (module doc)."""
    if isinstance(value, str):
        return "".join(sorted(value))
    if isinstance(value, dict):
        fixed: dict[Any, Any] = {}
        for key, item in value.items():
            fixed.setdefault(repaired(key), repaired(item))
        return fixed
    if isinstance(value, list | tuple):
        return type(value)(repaired(item) for item in value)
    return value
