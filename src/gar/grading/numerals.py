"""Numerals without leading zeros: a shape of string arguments the docstring states.

Tasks on numbers written as digit strings ("add two numbers given as strings") usually
state that the inputs carry no leading zero ("no leading zero unless the string is '0'",
"do not contain any leading zero"). Edits and draws of ``"123"`` make ``"0123"`` or ``"05"``
easily, and on those honest solutions differ by construction: one reading through ``int``
answers ``"5"``, a digit-by-digit one ``"05"``. Where the docstring says so and every
observed digit string keeps it, a digit string with a leading zero is outside the domain
(:func:`keeps`), and drawn values are brought back into it (:func:`repaired`: the zeros
stripped). Strings that are not all digits are left to the other shapes and the alphabet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.values import leaf_strings

SHAPE = "numeral"

_STATED = re.compile(
    r"\b(?:no|without|not (?:contain|have) any|never (?:a|any)|free of)\s+leading\s+zeros?\b"
    r"|\bleading\s+zeros?\s+(?:are|is)\s+not\s+(?:allowed|permitted|present)\b",
    re.IGNORECASE)


def stated(doc: str) -> bool:
    """Whether ``doc`` states that numerals carry no leading zero."""
    return bool(_STATED.search(" ".join(doc.split())))


def adopts(values: Sequence[Any], doc: str) -> bool:
    """Whether an argument whose observed values are ``values`` keeps the shape: the
    docstring states it, some value holds a digit string, and every value keeps it."""
    digit_strings = [s for v in values for s in leaf_strings(v) if s.isdigit()]
    return bool(digit_strings) and stated(doc) and all(keeps(v) for v in values)


def keeps(value: Any) -> bool:
    """Whether no digit string inside ``value`` has a leading zero (``"0"`` itself may)."""
    return all(not (s.isdigit() and len(s) > 1 and s[0] == "0") for s in leaf_strings(value))


def repaired(value: Any) -> Any:
    """``value`` with the leading zeros of its digit strings stripped."""
    if isinstance(value, str):
        return (value.lstrip("0") or "0") if value.isdigit() else value
    if isinstance(value, list | tuple):
        return type(value)(repaired(item) for item in value)
    return value

