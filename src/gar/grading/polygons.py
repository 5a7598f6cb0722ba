"""Simple polygons: a shape of list arguments whose docstring says the polygon is simple.

"polygon is a simple polygon (its edges meet only at shared endpoints)" rules out the
vertex lists that edits and splices of the visible polygons make — two squares end to end,
a vertex repeated, a bow tie — and on those honest solutions differ by construction: a
winding number and a crossing count disagree on a point inside a doubly covered region
(blind set 19's point-in-polygon task: an honest winding-number test demoted on two
squares joined end to end, against three crossing counts).

Adopted where the docstring says "simple polygon" (or "non-self-intersecting") and every
observed value is one: at least three distinct points, none repeated, and no two edges
meeting except adjacent ones at their shared vertex. A list that is none is outside the
domain (:func:`keeps`), and a drawn one is brought back into one (:func:`repaired`: its
distinct points ordered by angle around their centre, a star-shaped polygon — simple unless
three of them are collinear through the centre).

Every edge is tested against every other at any size (session 18): until then only the
repeats were checked above 300 vertices, and a grown list of 500 points in random order —
a tangle of crossing edges, no polygon the task allows — was in the domain; Pick's theorem
on it gives a negative count, one honest solution answered ``max(0, ...)`` and was demoted
against three that return the negative number (blind set 26). Integer vertices within
``2**30`` (and float ones) are tested with :mod:`numpy` a block of edges at a time, exact
for such integers (a cross product stays under ``2**63``); larger integers keep the
pairwise test in Python up to :data:`MAX_CHECKED` vertices and only the repeat test above.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from typing import Any

import numpy as np

SHAPE = "simple_polygon"
MAX_CHECKED = 300  # vertices up to which edges of wide integers are tested in Python
EXACT = 2 ** 30  # integer coordinates below this are tested exactly with numpy's int64
BLOCK = 128  # edges tested against all the others at once (memory: BLOCK x n per array)
_STATED = re.compile(r"\bsimple\s+polygons?\b|\bnon-?self-?intersecting\b", re.IGNORECASE)


def _points(value: Any) -> list[tuple[float, float]] | None:
    if not isinstance(value, list | tuple) or len(value) < 3:
        return None
    points = []
    for p in value:
        if not (isinstance(p, list | tuple) and len(p) == 2 and all(
                type(c) in (int, float) for c in p)):
            return None
        points.append((p[0], p[1]))
    return points


def _cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _on(p: Any, q: Any, r: Any) -> bool:
    return min(p[0], r[0]) <= q[0] <= max(p[0], r[0]) and min(p[1], r[1]) <= q[1] <= max(
        p[1], r[1])


def _meet(a: Any, b: Any, c: Any, d: Any) -> bool:
    """Whether segments ab and cd share a point."""
    d1, d2, d3, d4 = _cross(c, d, a), _cross(c, d, b), _cross(a, b, c), _cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and d1 and d2 and ((d3 > 0) != (d4 > 0)) and d3 and d4:
        return True
    return any(x == 0 and _on(*seg) for x, seg in (
        (d1, (c, a, d)), (d2, (c, b, d)), (d3, (a, c, b)), (d4, (a, d, b))))


def keeps(value: Any) -> bool:
    points = _points(value)
    if points is None or len(set(points)) != len(points):
        return False
    return _simple(tuple(points))


@functools.lru_cache(maxsize=256)
def _simple(points: tuple[tuple[float, float], ...]) -> bool:
    """Whether distinct ``points`` in order make a simple polygon of non-zero area (each list
    is tested once: draws are checked as they are made and again as they are judged)."""
    n = len(points)
    if not any(_cross(points[0], points[1], p) for p in points[2:]):
        return False
    if all(type(c) is int and abs(c) < EXACT for p in points for c in p) or all(
            type(c) is float for p in points for c in p):
        return not _crossing_numpy(points)
    if n > MAX_CHECKED:
        return True
    edges = [(points[k], points[(k + 1) % n]) for k in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue  # adjacent edges share their vertex
            if _meet(*edges[i], *edges[j]):
                return False
    return True


def _crossing_numpy(points: tuple[tuple[float, float], ...]) -> bool:
    """Whether two edges that are not neighbours share a point (:func:`_meet` for every
    pair at once, a block of edges against all of them at a time)."""
    dtype = np.int64 if type(points[0][0]) is int else np.float64
    a = np.array(points, dtype=dtype)
    b = np.roll(a, -1, axis=0)
    n = len(points)
    idx = np.arange(n)
    for start in range(0, n, BLOCK):
        rows = idx[start:start + BLOCK]
        # edge i = (a[i], b[i]) of the block against every edge j = (c, d)
        ai, bi = a[rows, None, :], b[rows, None, :]
        c, d = a[None, :, :], b[None, :, :]
        d1, d2 = _cross_np(c, d, ai), _cross_np(c, d, bi)
        d3, d4 = _cross_np(ai, bi, c), _cross_np(ai, bi, d)
        meet = (np.sign(d1) * np.sign(d2) < 0) & (np.sign(d3) * np.sign(d4) < 0)
        meet |= (d1 == 0) & _on_np(c, ai, d) | (d2 == 0) & _on_np(c, bi, d)
        meet |= (d3 == 0) & _on_np(ai, c, bi) | (d4 == 0) & _on_np(ai, d, bi)
        gap = (idx[None, :] - rows[:, None]) % n
        meet &= (gap > 1) & (gap < n - 1)  # itself and its neighbours share vertices
        if meet.any():
            return True
    return False


def _cross_np(o: Any, p: Any, q: Any) -> Any:
    return (p[..., 0] - o[..., 0]) * (q[..., 1] - o[..., 1]) - (
        p[..., 1] - o[..., 1]) * (q[..., 0] - o[..., 0])


def _on_np(p: Any, q: Any, r: Any) -> Any:
    """Whether q lies in the box of p and r (broadcast)."""
    return ((np.minimum(p[..., 0], r[..., 0]) <= q[..., 0])
            & (q[..., 0] <= np.maximum(p[..., 0], r[..., 0]))
            & (np.minimum(p[..., 1], r[..., 1]) <= q[..., 1])
            & (q[..., 1] <= np.maximum(p[..., 1], r[..., 1])))


def adopts(values: Sequence[Any], doc: str) -> bool:
    return bool(values) and bool(_STATED.search(doc)) and all(map(keeps, values))


def repaired(value: Any) -> Any:
    """``value`` as it is where it keeps the shape or holds no points; otherwise its
    distinct points around their centre (module doc)."""
    points = _points(value)
    if points is None or keeps(value):
        return value
    distinct = list(dict.fromkeys(points))
    cx = sum(p[0] for p in distinct) / len(distinct)
    cy = sum(p[1] for p in distinct) / len(distinct)
    distinct.sort(key=lambda p: (math.atan2(p[1] - cy, p[0] - cx),
                                 (p[0] - cx) ** 2 + (p[1] - cy) ** 2))
    kind = type(value[0])
    return type(value)(kind(p) for p in distinct)
