"""Numbers written as text (``"15.3"``, ``"-14.5"``): a shape of string arguments.

A task that reads a number from a string ("value (string) representing a number") is shown
decimal numbers only; edits and draws of them over their characters make ``"1.2.3"``,
``"-"``, ``"5-."`` about half of the time (HumanEval/99: 20 of 47 draws bad, every run and
stem of digits bad), where honest readers differ by construction (``float`` raises, a
digit scan answers), so those inputs scattered and what is left is few.

Adopted where every observed value of the argument is a decimal number written plainly
(:data:`FORM`: an optional sign, digits, an optional fraction) and some value has a sign or
a fraction (plain digit strings are left to :mod:`gar.grading.numerals` and the alphabet).
A string of another form is outside the domain (:func:`keeps`); a drawn one is brought
into it (:func:`repaired`: its sign if it starts with one, its digits, the first point
between two of them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

SHAPE = "number_text"
FORM = re.compile(r"[-+]?\d+(?:\.\d+)?")


def keeps(value: Any) -> bool:
    return isinstance(value, str) and FORM.fullmatch(value) is not None


def adopts(values: Sequence[Any]) -> bool:
    return all(map(keeps, values)) and len(set(values)) >= 2 and any(
        "." in v or v[0] in "+-" for v in values)


def repaired(value: Any) -> Any:
    """``value`` as it is where it keeps the shape or is no string; otherwise its sign,
    digits and first inner point (module doc), ``"0"`` where it has no digit."""
    if not isinstance(value, str) or keeps(value):
        return value
    sign = value[0] if value[:1] in ("-", "+") else ""
    whole, _, rest = value.partition(".")
    digits = "".join(c for c in whole if c.isdigit())
    fraction = "".join(c for c in rest if c.isdigit())
    if not digits:
        digits, fraction = fraction or "0", ""
    return sign + digits + (f".{fraction}" if fraction else "")
