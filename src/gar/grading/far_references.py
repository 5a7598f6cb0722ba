"""Back references that reach the farthest: a copy from the very start of a long prefix.

A list of plain items and records whose field may reach back only as far as the items
before it (an LZ77 token list, ``(offset, length)`` with ``1 <= offset <= the length decoded
so far``: the ``backref|...`` shape of :mod:`gar.grading.back_references`) is shown short in
the tests, so every copy reaches back a few items, and draws repeat the visible lengths. A
decoder that keeps only a window of the last 255 items (a byte-sized offset) or of the last
few thousand is then right on every input made, and wrong on the first copy that reaches
past its window, which the task allows (session 22: spent set 26's byte-window decoder).

So each observed list with such records (the first four calls) is led by fresh plain items —
the plain items the tests show in that argument, in a seeded order — 300 (past a byte-sized
window) and as many as a stated length cap allows (at most :data:`FAR_LEN`), and every
record's bounded field is set to its largest value, the count of items before it: each copy
then reaches back to the list's very start. Each must keep the domain; ``scaled``, ``large``,
origin ``far-back``; deterministic.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from typing import Any

from gar.grading.back_references import PREFIX, _allowed, _like, _parsed, _record
from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

ORIGIN = "far-back"
FAR_LENGTHS = (300,)  # leading items: past a byte-sized window of 255 or 256
FAR_LEN = 5000  # the most leading items a stated length cap gives
BASES = 4  # observed calls led so


def reaching(value: Sequence[Any], shape: str, lead: Sequence[Any]) -> Any:
    """``value`` led by ``lead``, each record's bounded field at its largest."""
    width, field, low, strict = _parsed(shape)
    out: list[Any] = list(lead)
    for item in value:
        if _record(item, width):
            record = list(item)
            least, most = _allowed(len(out), low, strict)
            record[field] = most if least is None else max(most, least)
            item = _like(record, value, width)
        out.append(item)
    return tuple(out) if isinstance(value, tuple) else out


def _sizes(pre: Preconditions, position: int, length: int) -> list[int]:
    cap = length_cap(pre.bounds, position)
    capped = [int(min(cap, FAR_LEN)) - length] if cap is not None and math.isfinite(cap) else []
    return sorted({n for n in (*FAR_LENGTHS, *capped) if n > 0})


def _made(pre: Preconditions) -> Iterator[tuple[tuple[Any, ...], bool]]:
    for position, shape in pre.shapes:
        if not shape.startswith(PREFIX):
            continue
        width = _parsed(shape)[0]
        plain = list(dict.fromkeys(x for args in pre.observed for x in args[position]
                                   if not _record(x, width)))
        rng = random.Random(f"{position}|{shape}")
        for args in pre.observed[:BASES]:
            value = args[position]
            if not plain or not any(_record(x, width) for x in value):
                continue
            for size in _sizes(pre, position, len(value)):
                lead = [rng.choice(plain) for _ in range(size)]
                yield (*args[:position], reaching(value, shape, lead),
                       *args[position + 1:]), False


def farthest_inputs(pre: Preconditions, limit: int, seen: set[str]
                    ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls whose list of back references is led by fresh plain
    items, every record reaching back to the start (module doc); in the domain only."""
    return NewInputs.beside(pre, seen).first(_made(pre), limit, "scaled", ORIGIN, large=True)
