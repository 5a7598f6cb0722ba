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
domain (:func:`keeps`; above :data:`MAX_CHECKED` vertices only the repeats are checked,
the pairwise test being quadratic), and a drawn one is brought back into one
(:func:`repaired`: its distinct points ordered by angle around their centre, a star-shaped
polygon — simple unless three of them are collinear through the centre).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

SHAPE = "simple_polygon"
MAX_CHECKED = 300  # vertices up to which edges are tested pairwise
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
    n = len(points)
    if n > MAX_CHECKED:
        return True
    edges = [(points[k], points[(k + 1) % n]) for k in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue  # adjacent edges share their vertex
            if _meet(*edges[i], *edges[j]):
                return False
    return n >= 3 and any(_cross(points[0], points[1], p) for p in points[2:])


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
