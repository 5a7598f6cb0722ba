"""Collinear points: observed point lists with the midpoint of one of their edges inserted.

Three collinear points are the degenerate case of geometric code (a turn of zero, an angle
of 180 degrees, a point on a hull's edge), and the one a heuristic gets wrong: a convexity
test that lets a zero turn pass, a path length that takes a straight start for a straight
track, a hull that keeps the points on its edges. Draws of integer points are collinear
almost never, and mutations move one coordinate by a small step off any line. So where the
docstring speaks of geometry (points, a polygon, vertices, coordinates, ``(x, y)``) and every
observed value of a list argument is a list of points (pairs of numbers), each observed
list of two or more gets the midpoint of an edge inserted between its two ends: of its first edge
(after the first point) and of its closing edge (after the last point, where the list is a
closed polygon); integer points are doubled first, so the midpoint stays an integer point
(``[(0, 0), (1, 0), (1, 1), (0, 1)]`` gives ``[(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]``),
and the figure's shape, orientation and order are kept.

Not where the docstring rules collinear points out ("no three points collinear", "in
general position"). The inputs are ``near`` (made of the visible figures) and must satisfy
the full preconditions (a stated coordinate bound, a point count). Deterministic, at most
``limit``: each list's first-edge insertion first, then the closing ones.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

_GEOMETRY = re.compile(r"\b(?:points?|polygons?|vert(?:ex|ices)|coordinates?|collinear)\b"
                       r"|\(\s*x\s*,\s*y\s*\)", re.IGNORECASE)
_RULED_OUT = re.compile(r"\bno (?:three|3)\b[^.]*\bcollinear\b|\bgeneral position\b"
                        r"|\bnon-?collinear\b|\bnot collinear\b", re.IGNORECASE)


def _number(x: Any) -> bool:
    return type(x) in (int, float)


def is_point_list(value: Any) -> bool:
    """A list or tuple of points: pairs (tuples or lists) of ints or floats."""
    return isinstance(value, list | tuple) and all(
        isinstance(p, list | tuple) and len(p) == 2 and all(map(_number, p)) for p in value)


def _between(a: Any, b: Any, whole: bool) -> Any:
    """The point halfway from ``a`` to ``b`` (their sum where the list was doubled)."""
    mid = [x + y if whole else (x + y) / 2 for x, y in zip(a, b)]
    return type(a)(mid)


def with_midpoints(value: list[Any] | tuple[Any, ...]) -> list[Any]:
    """``value`` with the midpoint of its first edge inserted, then of its closing edge
    (module doc); integer lists doubled first."""
    whole = all(type(x) is int for p in value for x in p)
    points = [type(p)(2 * x for x in p) if whole else p for p in value]
    first = [points[0], _between(value[0], value[1], whole), *points[1:]]
    closing = [*points, _between(value[-1], value[0], whole)]
    return [type(value)(edited) for edited in (first, closing)
            if all(a != b for a, b in itertools.pairwise(edited))]


def collinear_inputs(prompt: str, pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one point list given a collinear point (module
    doc), in-domain and none in ``seen``."""
    if not _GEOMETRY.search(prompt) or _RULED_OUT.search(prompt):
        return ()
    new = NewInputs.beside(pre, seen)
    turns: list[list[tuple[Any, ...]]] = [[], []]
    for position in range(pre.arity):
        if not pre.observed or not all(is_point_list(a[position]) for a in pre.observed):
            continue
        for base in (b for b in pre.observed if len(b[position]) >= 2):
            for turn, edited in zip(turns, with_midpoints(base[position])):
                turn.append(base[:position] + (edited,) + base[position + 1:])
    found = (new.take(args, "near", "collinear") for args in turns[0] + turns[1])
    return tuple(itertools.islice((d for d in found if d is not None), limit))
