"""Exact sizes a docstring states of a named parameter: "hand is a list of four such cards",
"pts is a tuple of 3 floats", "``code`` has exactly 8 characters"; and strings of a stated width: "a card is a
two-character str" (the relation ``str_len_eq|<n>``).

The bound parser (:mod:`gar.grading.stated_bounds`) reads counted nouns under a limit ("at
most 1000 items", "between 1 and 50 numbers"); a count with no limit word is a fixed size,
and docstrings often spell small ones as words. Unread, it let mutations drop a card from a
cribbage hand (blind set 32): every honest scorer answers a three-card hand its own way,
and one was convicted on an input the task rules out. Read, it is a length :class:`Bound`
with ``low == high`` that :mod:`gar.grading.preconditions` keeps only where every observed
call has that length (the tests, not the prose, are what a solution passed).

A width ("a two-character str", "4-letter codes") names a kind of string, not a parameter
("a card"): it binds, as the relation ``str_len_eq|<n>``, to every argument whose observed
strings (itself, or every string inside it at any depth) all have exactly ``n`` characters.
Without it, mutations lengthened the cards to "5HH", which honest scorers read apart.

A size is bound only to the parameter the clause opens with ("hand is ...", "``hand``: ..."), never
to whatever list a clause is near: "a list of pairs, each a tuple of two ints" speaks of
the items, and is not read as the list's size. Where nothing parses, nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_checks import Bound

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_COUNT = rf"(\d+|{'|'.join(_WORDS)})"
_CONTAINER = r"(?:list|tuple|sequence|array|string|str)"
# What may follow the count and is no noun of a fixed size: "3 or more", "2 to 10", "four
# times", "two less than".
_NOT_FIXED = r"(?!(?:or|to|and|more|fewer|less|at|through|times|per)\b)"
_FORM = (rf"(?:is|are|has|holds|contains|:)\s+(?:an?\s+)?"
         rf"(?:(?:[\w-]+\s+)?{_CONTAINER}\s+(?:of\s+length\s+|of\s+)?)?(?:exactly\s+)?"
         rf"{_COUNT}\b(?![,.]\d)(?:\s+{_NOT_FIXED}(?:[\w-]+\s+){{0,2}}?([a-z]+s)\b|(?=\s*[,.;)]))")
# What a string's length counts ("address has exactly four parts" is no length of it).
_TEXT_UNITS = ("characters", "chars", "letters", "symbols", "digits")


def exact_counts(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                 ) -> list[Bound]:
    """A length bound ``n <= len(arg) <= n`` for each sized parameter (observed as a list,
    tuple, string or dict) whose clause states its size ``n`` (see the module doc)."""
    bounds = []
    for position, name in enumerate(names):
        column = columns[position] if position < len(columns) else []
        if not name or not column or not all(isinstance(v, list | tuple | str | dict)
                                              for v in column):
            continue
        opening = rf"(?<![\w.])`*{re.escape(name)}`*\s*"
        for match in re.finditer(opening + _FORM, doc, re.IGNORECASE):
            word, noun = match.group(1).lower(), (match.group(2) or "").lower()
            if isinstance(column[0], str) and noun not in _TEXT_UNITS and (
                    noun or "length" not in match.group(0).lower()):
                continue
            size = _WORDS.get(word) or int(word)
            bounds.append(Bound(position, size, size, length=True))
    return bounds


PREFIX = "str_len_eq|"
_WIDTH = re.compile(rf"(?<![\w-]){_COUNT}-(?:character|char|letter|symbol)\b", re.IGNORECASE)


def width_relations(doc: str, columns: Sequence[Sequence[Any]]) -> list[tuple[str, int, int]]:
    """``(str_len_eq|<n>, i, i)`` for each stated width ``n`` and each argument ``i`` whose
    observed strings all have ``n`` characters (see the module doc)."""
    widths = sorted({_WORDS.get(m.group(1).lower()) or int(m.group(1))
                     for m in _WIDTH.finditer(doc)})
    relations = []
    for position, column in enumerate(columns):
        lengths = {len(text) for value in column for text in _strings(value)}
        if len(lengths) == 1 and (width := lengths.pop()) in widths:
            relations.append((f"{PREFIX}{width}", position, position))
    return relations


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether every string of ``args[i]`` (itself, or inside it) has the stated width."""
    width = int(kind[len(PREFIX):])
    return all(len(text) == width for text in _strings(args[i]))


def _strings(value: Any, depth: int = 0) -> list[str]:
    """``value`` itself if a string, else every string inside it (dict keys too), to a
    modest depth: a width is stated of flat records, not of deep trees."""
    if isinstance(value, str):
        return [value]
    if depth > 8:
        return []
    if isinstance(value, dict):
        value = [x for pair in value.items() for x in pair]
    if isinstance(value, list | tuple | set | frozenset):
        return [s for x in value for s in _strings(x, depth + 1)]
    return []
