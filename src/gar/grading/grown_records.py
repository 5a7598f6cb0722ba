"""Lists of records (points, pairs, intervals) grown towards their stated length cap.

:mod:`gar.grading.bound_reach` grows flat lists of numbers or strings, and grids, to a
stated length cap; a list of small fixed-width tuples — ``(x, y)`` points, ``[start, end]``
intervals — is neither, so no input holds more records than the tests show, and code that
works on a sample of them (the first 200 points, a window of the first few after sorting)
passes. So each observed call with such an argument (every item a tuple or list of 2 to 4
integers, or of 2 to 4 floats, all of one width; session 14 added the floats) has it grown to ``min(cap, REACH_LEN)`` records when a length
cap is stated and that is more than twice the visible lengths; the integers are drawn
within the stated item bounds (else four times the visible range), the first half of the
records over the whole range and the second half over its upper half (a head that stands
for the whole list — the closest pair among the first 200 — then answers differently: the
denser half holds the answer). Each such call is also grown to ``min(cap, NARROW_LEN)``
records whose first field stays at the visible magnitudes while the others span the range
(fields at different scales, a fuzzer's mixed dictionary and random values): sorted by the
first field, the closest pair then lies far apart in the order, so a sweep that compares
each record with its next few neighbours misses it (left out where the visible records are
ordered: an interval's start and end share one scale). Records the tests always show in
order (``start <= end``) are drawn in order. Points (two unordered ints) are also grown to
:data:`CONVEX_LEN` points in convex position, on a parabola (:func:`_convex`): random
points keep about ``log n`` of theirs on the hull, so a hull walk capped at 64 corners is
right on every one of them. The stated cap vouches for the size (``stated`` by
:mod:`gar.grading.stated_inputs` where the item bounds are stated too); every input must
keep the full preconditions and is ``large`` (the scout tries it smallest first); a grown
list is first brought into the adopted shapes (:func:`gar.grading.shapes.repair`: 500
points in random order become a simple polygon around their centre, session 18).
Deterministic, at most ``limit``.

*Laid end to end* (:func:`laid_inputs`): where every observed record is ordered (``start <=
end``: an interval, a range of lines, a slot), each observed list of them is laid out in
its order with every record starting at the previous one's end plus a gap of 1, then of 0,
its own width kept. Two closed integer intervals ``[1, 3]`` and ``[4, 8]`` share no point
yet leave none between them: the comparison of a record with its neighbour (``lo <= hi``,
``lo <= hi + 1``, ``lo < hi``) is where off-by-one readings part, and drawn records meet
such an exact gap once in the width of their range a pair — a boundary value between
fields of two items, as the sentinel and the length are for one.
"""

from __future__ import annotations

import itertools
import math
import random
import zlib
from typing import Any

from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions
from gar.grading.shapes import repair

REACH_LEN = 2000  # records: past caps of 100-1000, and a quadratic honest scan still answers
NARROW_LEN = 500  # records with a narrow first field: a sweep along it cannot prune, so
# honest quadratic work — kept well inside the probe's limit
CONVEX_LEN = 200  # points in convex position: past hull caps of 64 and 128, and an honest
# gift-wrapping (n * h steps) still answers in milliseconds
MODES = ("spread", "narrow", "convex")
MAX_BASES = 2  # observed calls grown (each every way)
RECORD_INPUTS = 6  # per group: two bases, each spread, narrow and convex


def record_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                  ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one list of records grown (module doc), none in
    ``seen``."""
    rng = random.Random(zlib.crc32(f"{task_id}/records".encode()))
    new = NewInputs.beside(pre, seen)
    found: list[DerivedInput] = []
    for mode, base in itertools.product(MODES, pre.observed[:MAX_BASES]):
        for position, value in enumerate(base):
            grown = _grown(value, pre, position, rng, mode)
            if grown is None:
                continue
            # brought into the adopted shapes as draws are (a simple polygon: the points
            # around their centre), else a grown list that breaks one is lost
            made = new.take(repair(base[:position] + (grown,) + base[position + 1:],
                                   pre.shapes), "scaled", "records", large=True)
            if made is not None:
                found.append(made)
    return tuple(found[:limit])


def _width(value: Any) -> int | None:
    """The common width of a list of records of ints, or of floats (2 to 4 wide); None
    otherwise."""
    if not isinstance(value, list) or not value:
        return None
    kinds = {type(x) for r in value if isinstance(r, tuple | list) for x in r}
    if len(kinds) != 1 or not kinds <= {int, float}:
        return None
    widths = {len(r) if isinstance(r, tuple | list) else -1 for r in value}
    width = widths.pop() if len(widths) == 1 else -1
    return width if 2 <= width <= 4 else None


def _grown(value: Any, pre: Preconditions, position: int, rng: random.Random,
           mode: str) -> Any:
    width = _width(value)
    cap = length_cap(pre.bounds, position)
    if width is None or cap is None or not math.isfinite(cap):
        return None
    records = [r for a in pre.observed if _width(a[position]) == width for r in a[position]]
    narrow = mode == "narrow"
    size = int(min(cap, {"narrow": NARROW_LEN, "convex": CONVEX_LEN}.get(mode, REACH_LEN)))
    if size <= 2 * max(len(a[position]) for a in pre.observed if _width(a[position])):
        return None
    pool = [x for r in records for x in r]
    low, high = _range(pre, position, pool)
    ordered = all(list(r) == sorted(r) for r in records)
    kind = type(value[0])
    # float records (points with float coordinates) are drawn as floats: the same ranges
    draw = rng.uniform if type(value[0][0]) is float else rng.randint
    if mode == "convex":
        # the stated sides only: a parabola of 200 corners outgrows the visible magnitudes
        # (integer points in convex position inside an M x M box number about M ** (2/3))
        sides = _stated(pre, position)
        return _convex(size, *sides, rng, kind) if width == 2 and not ordered else None
    if narrow:  # the first field at the visible magnitudes, the others over the range
        first = (min(pool), max(max(pool), min(pool) + 16))
        made = [[draw(*first), *_record(low, high, width - 1, False, draw)]
                for _ in range(size)]
        return [kind(r) for r in made] if not ordered else None
    upper = (low + high + 1) // 2
    made = [_record(low if i < size // 2 else upper, high, width, ordered, draw)
            for i in range(size)]
    return [kind(r) for r in made]


def _convex(size: int, low: float, high: float, rng: random.Random, kind: type) -> Any:
    """``size`` points on a parabola, ``(x, x * x)`` for consecutive ``x`` around zero
    (fewer where the stated range is narrower), in random order: every one a corner of
    their hull, no three on a line. Random points keep about ``log n`` of theirs on the
    hull, so a count capped at 64 corners (or an answer any cap bounds that grows with
    the input only this way) is never reached by them."""
    if high < 0:
        return None
    top = math.isqrt(int(min(high, size * size)))  # x * x <= high
    if low < 0:
        half = int(min(size // 2, top, -low))
        xs = range(-half, half)
    else:
        start = math.isqrt(int(low) - 1) + 1 if low > 0 else 0  # x * x >= low
        xs = range(start, min(start + size, top + 1))
    if len(xs) < 4:
        return None
    points = [kind((x, x * x)) for x in xs]
    rng.shuffle(points)
    return points


def _stated(pre: Preconditions, position: int) -> tuple[float, float]:
    """The stated item bounds of the argument, each side unbounded where none is stated."""
    items = [b for b in pre.bounds if b.position == position and b.items]
    lows = [b.low for b in items if b.low is not None]
    highs = [b.high for b in items if b.high is not None]
    return max(lows, default=-math.inf), min(highs, default=math.inf)


def _range(pre: Preconditions, position: int, pool: list[int]) -> tuple[int, int]:
    """The stated item bounds of the argument where both sides are stated and finite, else
    four times the visible magnitudes (non-negative where the tests show no negative)."""
    items = [b for b in pre.bounds if b.position == position and b.items]
    lows = [b.low for b in items if b.low is not None and math.isfinite(b.low)]
    highs = [b.high for b in items if b.high is not None and math.isfinite(b.high)]
    if lows and highs and max(lows) < min(highs):
        return int(max(lows)), int(min(highs))
    span = max(4 * max(abs(x) for x in pool), 16)
    return (0 if min(pool) >= 0 else -span), span


def _record(low: int, high: int, width: int, ordered: bool, draw: Any) -> list[Any]:
    record = [draw(low, high) for _ in range(width)]
    return sorted(record) if ordered else record


GAPS = (1, 0)  # laid records: next to each other as integers, then sharing an end


def laid_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with a list of ordered records laid end to end
    (module doc), none in ``seen``."""
    new = NewInputs.beside(pre, seen)
    found: list[DerivedInput] = []
    for gap, base in itertools.product(GAPS, pre.observed):
        for position, value in enumerate(base):
            if not value or not _ordered_records(pre, position):
                continue
            laid = _laid(value if len(value) > 1 else value * 2, gap)
            made = new.take(base[:position] + (laid,) + base[position + 1:], "boundary",
                            "records")
            if made is not None:
                found.append(made)
    return tuple(found[:limit])


def _ordered_records(pre: Preconditions, position: int) -> bool:
    """Whether the argument is a list of int records every observed one of which is in
    order (``start <= end``)."""
    values = [a[position] for a in pre.observed if a[position]]
    return bool(values) and all(_width(v) is not None for v in values) and all(
        list(r) == sorted(r) for v in values for r in v)


def _laid(records: list[Any], gap: int) -> list[Any]:
    laid = [records[0]]
    for record in records[1:]:
        shift = laid[-1][-1] + gap - record[0]
        laid.append(type(record)(x + shift for x in record))
    return laid
