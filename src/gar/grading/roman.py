"""Roman numerals in standard form: a shape of string arguments the docstring names.

A task that reads Roman numerals almost always means the standard form (``XIV``, never
``XIIII`` or ``IIX``; "standard subtractive form", "valid numeral"). Edits and draws of
the visible numerals are almost never standard (``IVL``, ``IIIIIIII``): on those honest
readers differ by construction — one sums with the subtractive rule, one looks pairs up,
one validates and raises — so such inputs scattered, the draws read as out of the domain,
and a reader wrong on valid numerals the tests do not show (``CM`` read as 1100) was never
contradicted, while three honest readers were demoted on invalid ones (spent sets 7 and
14, found by ``bench/generation_health.py``: 46 of 48 draws bad).

Adopted where the docstring says "Roman" and every observed value of the argument is a
standard numeral (:data:`STANDARD`, 1 to 3999); a string that is none is then outside the
domain (:func:`keeps`), and a drawn one is brought back into it (:func:`repaired`: the
numeral of a value its text hashes to, 1 to 3999) — draws then cover the numerals' values,
not their letters.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import Any

SHAPE = "roman"
STANDARD = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_STATED = re.compile(r"\broman\b", re.IGNORECASE)
_DIGITS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def keeps(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and STANDARD.fullmatch(value) is not None


def adopts(values: Sequence[Any], doc: str) -> bool:
    return bool(values) and bool(_STATED.search(doc)) and all(map(keeps, values))


def numeral(n: int) -> str:
    """The standard Roman numeral of ``n`` (1 to 3999)."""
    out = []
    for value, letters in _DIGITS:
        count, n = divmod(n, value)
        out.append(letters * count)
    return "".join(out)


def repaired(value: Any) -> Any:
    """``value`` as it is where it keeps the shape or is no string; otherwise the numeral of
    the value its text hashes to (module doc)."""
    if not isinstance(value, str) or keeps(value):
        return value
    return numeral(zlib.crc32(value.encode()) % 3999 + 1)
