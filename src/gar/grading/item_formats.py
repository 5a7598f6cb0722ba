"""Items of a closed format: a list of strings each made of literal words and integers in
one of a few patterns — ``"push 3"``, ``"pop"``, ``"min"``; ``"add 2 5"``, ``"undo"`` — a
shape of :mod:`gar.grading.shapes`.

An item's pattern is its space-separated tokens with every integer made a slot
(``push #``). Where every item of every visible list has a pattern, the patterns are few
(at most :data:`MAX_FORMATS`), at least one has a slot and one a word, and the items are
at least :data:`EVIDENCE` times as many as the patterns (a list of free-form sentences
repeats no pattern), the argument's items keep those patterns: an item of another one
(``"kw 5 7"``, a new word drawn over the letters) is outside the domain. Such an item is
no operation the task defines; an honest simulator raises, skips or misreads it as it
likes, and one of them was convicted for it (blind set 21). Draws are repaired into the
shape: an item of another pattern becomes the pattern its text hashes to, its slots
filled with its own integers (else numbers its text hashes to), so repaired lists still
vary and cover every pattern.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import Any

PREFIX = "fmt|"
MAX_FORMATS = 6
EVIDENCE = 2
SLOT = "#"
_INT = re.compile(r"[+-]?\d{1,19}")
_WORD = re.compile(r"[A-Za-z_]{1,24}")


def pattern(item: Any) -> str | None:
    """``item``'s pattern (module doc); None for anything but a string of single-spaced
    words and integers."""
    if not isinstance(item, str) or not item or item != " ".join(item.split()):
        return None
    tokens = []
    for token in item.split():
        if _INT.fullmatch(token):
            tokens.append(SLOT)
        elif _WORD.fullmatch(token):
            tokens.append(token)
        else:
            return None
    return " ".join(tokens)


def adopted(values: Sequence[Any]) -> str | None:
    """The ``fmt|p1;p2;...`` shape every value keeps (module doc); None where they keep none."""
    if not values or not all(isinstance(v, list | tuple) for v in values):
        return None
    items = [x for v in values for x in v]
    found = [pattern(x) for x in items]
    if not items or any(p is None for p in found):
        return None
    patterns = sorted({p for p in found if p is not None})
    slots = [p for p in patterns if SLOT in p.split()]
    words = [p for p in patterns if any(t != SLOT for t in p.split())]
    if not slots or not words or len(patterns) > MAX_FORMATS or len(
            items) < EVIDENCE * len(patterns):
        return None
    return PREFIX + ";".join(patterns)


def _patterns(shape: str) -> list[str]:
    return shape[len(PREFIX):].split(";")


def keeps(value: Any, shape: str) -> bool:
    """Whether every item of ``value`` (a list) has one of the shape's patterns; another kind
    of value is not this shape's business."""
    if not isinstance(value, list | tuple):
        return True
    allowed = set(_patterns(shape))
    return all(pattern(x) in allowed for x in value)


def repaired(value: Any, shape: str) -> Any:
    """``value`` with every item of another pattern rebuilt into one (module doc)."""
    if not isinstance(value, list | tuple):
        return value
    allowed = _patterns(shape)
    fixed = [x if pattern(x) in allowed else _rebuilt(x, allowed) for x in value]
    return type(value)(fixed)


def _rebuilt(item: Any, allowed: Sequence[str]) -> str:
    text = str(item)
    seed = zlib.crc32(text.encode())
    chosen = allowed[seed % len(allowed)]
    numbers = re.findall(r"[+-]?\d{1,18}", text) or [str(seed % 21 - 10)]
    tokens, k = [], 0
    for token in chosen.split():
        if token == SLOT:
            tokens.append(str(int(numbers[k % len(numbers)])))
            k += 1
        else:
            tokens.append(token)
    return " ".join(tokens)
