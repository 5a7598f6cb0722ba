"""Dimensions a docstring names by letter: "grid is an m x n matrix ... with m and n even,
2 <= m <= 50 and 2 <= n <= 50" — the ``dims|...`` relation of :mod:`gar.grading.preconditions`.

The bound parser reads ranges of parameters and of counted nouns; ``m`` and ``n`` are
neither: they are the number of rows and the length of each row of the parameter the
sentence names. Unread, a generated 3 x 4 grid counted as in the domain of a ring rotation
stated for even sides only, where honest solutions each do their own thing with the middle
row, and one was convicted on it (blind set 33, read for false demotions only).

A parameter is bound to its two letters by "<param> is an <a> x <b> <matrix|grid|board|
table|array>" (``x`` or ``×``, up to a few words between). Each letter's stated range
(``lo <= a <= hi``, ``<`` too, integer literals) and parity ("a and b even", "a is odd",
"both a and b are even") becomes the kind ``dims|<rows>|<cols>``, each side
``<lo>:<hi>:<parity>`` with empty fields where nothing is stated. It is kept, as every
stated relation, only where every observed call satisfies it. An argument that is no list
of sequences breaks it; a call that breaks it is ``edge`` and never convicts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

PREFIX = "dims|"
_SHAPE_NOUN = r"(?:matrix|grid|board|table|array)"
_INT = r"(-?\d+)"


def _binding(doc: str, name: str) -> tuple[str, str] | None:
    pattern = (rf"\b{re.escape(name)}\b\s+(?:is|:)\s+(?:an?\s+)?([a-z])\s*[x×]\s*([a-z])\s+"
               rf"(?:[\w-]+\s+){{0,2}}?{_SHAPE_NOUN}\b")
    match = re.search(pattern, doc)
    if match is None or match.group(1) == match.group(2):
        return None
    return match.group(1), match.group(2)


def _parity(doc: str, letter: str, other: str) -> str:
    both = rf"(?:both\s+)?(?:{letter}\s+and\s+{other}|{other}\s+and\s+{letter})"
    one = rf"\b(?:{both}|{letter})\s+(?:are\s+|is\s+)?(?:both\s+)?(even|odd)\b"
    found = {m.group(1) for m in re.finditer(one, doc)}
    return found.pop() if len(found) == 1 else ""


def _range(doc: str, letter: str) -> tuple[str, str]:
    low = high = ""
    for m in re.finditer(rf"{_INT}\s*(<=|<)\s*{letter}\s*(<=|<)\s*{_INT}(?![\d*])", doc):
        low = str(int(m.group(1)) + (m.group(2) == "<"))
        high = str(int(m.group(4)) - (m.group(3) == "<"))
    return low, high


def _side(doc: str, letter: str, other: str) -> str:
    low, high = _range(doc, letter)
    return f"{low}:{high}:{_parity(doc, letter, other)}"


def dimension_relations(doc: str, names: Sequence[str]) -> list[tuple[str, int, int]]:
    """``(dims|<rows>|<cols>, i, i)`` for each parameter ``i`` stated as an ``a x b`` matrix
    with a range or a parity stated of ``a`` or ``b`` (module doc)."""
    relations = []
    for position, name in enumerate(names):
        letters = _binding(doc, name)
        if letters is None:
            continue
        rows, cols = _side(doc, *letters), _side(doc, *reversed(letters))
        if rows != "::" or cols != "::":
            relations.append((f"{PREFIX}{rows}|{cols}", position, position))
    return relations


def _fits(size: int, spec: str) -> bool:
    low, high, parity = spec.split(":")
    return ((not low or size >= int(low)) and (not high or size <= int(high))
            and (not parity or size % 2 == (parity == "odd")))


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether ``args[i]`` is a list of sequences whose row count and row lengths fit."""
    rows, cols = kind[len(PREFIX):].split("|")
    value = args[i]
    if not isinstance(value, list | tuple) or not all(isinstance(r, list | tuple | str)
                                                      for r in value):
        return False
    return _fits(len(value), rows) and all(_fits(len(r), cols) for r in value)
