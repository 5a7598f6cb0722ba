"""The words and numbers docstrings state bounds with, shared by the readers of stated
conditions (:mod:`gar.grading.stated_bounds`, :mod:`gar.grading.field_words`,
:mod:`gar.grading.stated_digits`, :mod:`gar.grading.text_numbers`).

A leaf module (``re`` and ``math`` only): the readers import each other's neighbours
(``stated_bounds`` -> ``shapes`` -> ``back_references`` -> ``record_fields`` ->
``field_words``), so what they all parse with lives apart from all of them.
"""

from __future__ import annotations

import math
import re

# A number as docstrings write bounds: 100, -2.5, 10^3, 10**5, 1e6, 1,000.
_NUMBER = r"-?\d{1,3}(?:,\d{3})+(?!\d)|-?\d+(?:\.\d+)?(?:\s*(?:\^|\*\*)\s*\d+|e\d+)?"


def _number(text: str) -> float:
    """The value of a :data:`_NUMBER`: exact for integers (``2**63 - 1`` stays below
    ``2**63``), ``10^3`` a power as docstrings mean it, ``-10**6`` negative."""
    text = re.sub(r"[\s,]+", "", text).replace("**", "^")
    sign, text = (-1, text[1:]) if text.startswith("-") else (1, text)
    base, _, power = text.partition("^")
    if power and int(power) > 4000:
        return sign * math.inf
    try:
        value: float = int(base) if base.isdigit() else float(base)
        if "e" in base and float(base).is_integer():
            value = int(float(base))
        return sign * (value ** int(power) if power else value)
    except OverflowError:
        return sign * math.inf


# "less than 10" and its kin: (low or high side, exclusive) per phrase.
_PHRASES = {"less than": ("high", True), "smaller than": ("high", True),
            "lower than": ("high", True), "below": ("high", True),
            "at most": ("high", False), "no more than": ("high", False), "up to": ("high", False),
            "not more than": ("high", False), "no greater than": ("high", False),
            "no larger than": ("high", False), "greater than": ("low", True),
            "larger than": ("low", True), "more than": ("low", True),
            "bigger than": ("low", True), "above": ("low", True),
            "at least": ("low", False), "no less than": ("low", False),
            "not less than": ("low", False), "no smaller than": ("low", False)}
_LIMIT = (rf"(?:(between|in\s+\[)\s*({_NUMBER})\s*(?:and|,)\s*({_NUMBER})(?:\s*\])?|"
          rf"({'|'.join(_PHRASES)})\s+(?:or equal to\s+)?({_NUMBER}))(?![\w(]|\.\d)")


def _limits(match: re.Match[str], first: int) -> tuple[float | None, float | None] | None:
    """(low, high) of a :data:`_LIMIT` whose groups start at ``first``."""
    between, low, high, phrase, number = match.groups()[first:first + 5]
    if between:
        return _number(low), _number(high)
    side, exclusive = _PHRASES[phrase.lower()]
    exclusive = exclusive and "or equal" not in match.group(0).lower()
    value = _number(number)
    if exclusive and math.isfinite(value) and value == int(value):  # "less than 10": <= 9
        value += -1 if side == "high" else 1
    return (value, None) if side == "low" else (None, value)


# Where a sentence ends: a full stop, semicolon or line break, but not a decimal point
# ("2.5"); a stop right after a number ends one too where a word follows ("each 0 to
# 5000. moves: ..." — session 22: the two sentences were read as one, which named two
# lists, and neither's bounds were bound).
SENTENCE_END = r"(?<!\d)[.;\n](?!\d)|(?<=\d)[.;](?=\s+[A-Za-z])"


def _unwrapped(doc: str) -> str:
    """``doc`` with each sentence's line breaks joined (a wrapped "ints in\\n [0, 10**6]"),
    paragraphs and example lines (``>>>``) kept apart."""
    return re.sub(r"(?<=\S)[ \t]*\n[ \t]*(?=[^\s>])", " ", doc)
