"""Digit counts a docstring states for the numbers written inside a string argument: "text is
a decimal number (1 to 18 digits, optionally followed by "." and 1 to 18 digits) ...", "a
code of at most 9 digits".

The length bounds (:mod:`gar.grading.stated_bounds`) count a string's characters; a count of
*digits* bounds each number written in it instead, whatever else the text holds around it.
Without it a run of a visible digit grown to a thousand places (``"5" * 1200 + "12B"``) was
an input of the task, and an honest parser that computes in 100-digit decimals rounded there
where the others did not: a genuine pass convicted (blind set 29, session 22). Read as the
relation ``digits_le|<n>`` on the string argument (every run of consecutive ASCII digits has
at most ``n``), kept by :mod:`gar.grading.preconditions` where every observed call keeps it,
so every derived input keeps it too.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from gar.grading.stated_bounds import _LIMIT, _NUMBER, _QUESTION, _limits, _number

PREFIX = "digits_le|"

_COUNT = re.compile(rf"{_LIMIT}\s+(?:[\w-]+\s+)?digits\b", re.IGNORECASE)
_RANGE = re.compile(rf"(?<![\w.])(?:from\s+)?({_NUMBER})\s+to\s+({_NUMBER})\s+"
                    rf"(?:[\w-]+\s+)?digits\b", re.IGNORECASE)
_DIGIT_RUN = re.compile(r"[0-9]+")


def digit_relations(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                    ) -> list[tuple[str, int, int]]:
    """``(digits_le|<n>, i, i)`` for the string argument ``i`` a sentence of ``doc`` names
    (or the only string argument) with the largest count of digits the sentence states; the
    caller keeps those every observed call keeps."""
    textual = [i for i, column in enumerate(columns)
               if column and all(isinstance(v, str) for v in column)]
    caps: dict[int, int] = {}
    for sentence in re.split(r"(?<=[.;])\s+|\n\s*\n", doc):
        sentence = " ".join(sentence.split())
        highs = [_limits(m, 0) for m in _COUNT.finditer(sentence)
                 if not _QUESTION.search(sentence[:m.start()])]
        highs += [(None, _number(m.group(2))) for m in _RANGE.finditer(sentence)
                  if not _QUESTION.search(sentence[:m.start()])]
        counts = [int(h) for _, h in filter(None, highs)
                  if h is not None and math.isfinite(h) and h == int(h)]
        if not counts:
            continue
        named = [i for i in textual if i < len(names) and names[i]
                 and re.search(rf"\b{re.escape(names[i])}\b", sentence)]
        for position in named or (textual if len(textual) == 1 else []):
            caps[position] = max(caps.get(position, 0), *counts)
    return [(f"{PREFIX}{cap}", i, i) for i, cap in sorted(caps.items())]


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether every run of digits in the string ``args[i]`` has at most the stated count
    (a value of another type is not this relation's business)."""
    value = args[i]
    if not isinstance(value, str):
        return True
    cap = int(kind[len(PREFIX):])
    return all(len(run) <= cap for run in _DIGIT_RUN.findall(value))
