"""Sequences whose consecutive items differ, where the docstring says so: a shape of list
arguments (``consec_distinct`` and, around the end, ``consec_distinct_cyclic``).

"Consecutive vertices (the last and the first included) differ" is a precondition on a
polygon's vertex list that edits and splices of the visible values break about one time in
ten — a vertex repeated in place, a list ending where it starts — and honest solutions
differ there by construction: one that drops the repeat first answers for the polygon
without it, one that tests the turn at each vertex finds a zero cross product (blind set
24's honest convexity tests, demoted on ``[(0, 0), (4, 0), (0, 3), (0, 0)]``).

Adopted where a sentence of the docstring that is not the question says that
consecutive (adjacent, successive, neighbouring) items differ ("... differ", "are
distinct", "no two consecutive ... are equal") and every observed value keeps it; the
sentence names the argument, or names none and the argument is the only sequence among
the parameters. Where the same sentence says the last and the first count too ("the last
and the first included", "cyclically"), the shape wraps around. A value that repeats an
item in place is outside the domain (:func:`keeps`); a drawn one loses its repeats
(:func:`repaired`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

PREFIX = "consec_distinct"
CYCLIC = PREFIX + "_cyclic"
_NEIGHBOURS = r"(?:consecutive|adjacent|successive|neighbou?ring)"
_STATED = re.compile(
    rf"\b{_NEIGHBOURS}\s+\w+\b[^.;]*?\b(?:differ\b(?!\s+by)|are (?:all )?(?:different|distinct)|are "
    rf"never (?:equal|the same)|are not (?:equal|the same))\b|\bno two {_NEIGHBOURS}\s+\w+\s+"
    rf"(?:are|may be|can be)\s+(?:equal|the same)\b", re.IGNORECASE)
_AROUND = re.compile(r"\b(?:last and (?:the )?first|first and (?:the )?last|cyclic(?:ally)?|"
                     r"wrap(?:ping|s)? around)\b", re.IGNORECASE)
_QUESTION = re.compile(r"\b(?:whether|return|returns|true|false|check|checks|count)\b",
                       re.IGNORECASE)


def _sequence(value: Any) -> bool:
    return isinstance(value, list | tuple)


def keeps(value: Any, shape: str) -> bool:
    if not _sequence(value):
        return False
    if any(value[k] == value[k - 1] for k in range(1, len(value))):
        return False
    return shape != CYCLIC or len(value) < 2 or value[0] != value[-1]


def _statements(doc: str) -> list[tuple[str, bool]]:
    """(sentence, wraps around) for each sentence stating that consecutive items differ."""
    text = re.sub(r"\s+", " ", doc)
    return [(s, bool(_AROUND.search(s))) for s in re.split(r"(?<!\d)[.;](?!\d)", text)
            if _STATED.search(s) and not _QUESTION.search(s)]


def adopted(columns: Sequence[Sequence[Any]], doc: str, names: Sequence[str]
            ) -> list[tuple[int, str]]:
    """The positions (each with its shape) whose values keep a stated "consecutive items
    differ" (module doc)."""
    sequences = [k for k, values in enumerate(columns)
                 if values and all(map(_sequence, values))]
    found: list[tuple[int, str]] = []
    for sentence, around in _statements(doc):
        named = [k for k in sequences if k < len(names) and names[k]
                 and re.search(rf"\b{re.escape(names[k])}\b", sentence)]
        named_any = any(n and re.search(rf"\b{re.escape(n)}\b", sentence) for n in names)
        targets = named or ([] if named_any or len(sequences) != 1 else sequences)
        shape = CYCLIC if around else PREFIX
        found += [(k, shape) for k in targets
                  if all(keeps(v, shape) for v in columns[k]) and (k, shape) not in found]
    return found


def repaired(value: Any, shape: str) -> Any:
    """``value`` without the items that repeat the one before them (and, around the end,
    without the last items that repeat the first); another kind of value as it is."""
    if not _sequence(value) or keeps(value, shape):
        return value
    kept = [x for k, x in enumerate(value) if k == 0 or x != value[k - 1]]
    while shape == CYCLIC and len(kept) > 1 and kept[-1] == kept[0]:
        kept.pop()
    return type(value)(kept)
