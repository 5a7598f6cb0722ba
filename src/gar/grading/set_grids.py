"""Grids of a value set grown to the stated size, their values at the visible frequencies.

A grid whose cells keep a small value set (:mod:`gar.grading.value_sets`: a 0/1 maze, a map
of land and water) is drawn by :mod:`gar.grading.bound_reach` like any grid of integers —
and was dropped there, its cells drawn from a range — while random draws repair each cell
into the set about uniformly. Half the cells walls is far from what the tests show (a maze
of a few walls): almost no path crosses such a grid, every program answers "unreachable",
and a search that only moves right and down, stops after 100 steps or returns the first
path a depth-first walk finds agrees with the rest.

Here a visible grid is grown to the size the statement allows (its cap, at most
:data:`SIDE` a side; :data:`bound_reach.GRID_SIDE` where no cap is stated), each cell drawn
from the set with the frequencies its values have in the visible grids, and again halfway
from those frequencies to uniform (a denser maze: paths that must turn back up or left).
Stated conditions on the grid (an open start and goal) are the preconditions' to keep:
grids that break them are dropped by the caller.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from gar.grading import value_sets
from gar.grading.bound_checks import length_cap
from gar.grading.preconditions import Preconditions

SIDE = 64  # the largest side a stated cap is followed to (4096 cells)
MIXES = (0.0, 0.5)  # how far each grid's frequencies move from the visible ones to uniform
COPIES = 2  # grids per mix and base: a random maze connects its corners only some times


def set_grids(value: Any, pre: Preconditions, position: int, default_side: int,
              rng: random.Random) -> list[tuple[list[list[int]], bool]]:
    """(grid, whether a stated cap vouches for its size) for a grid of integers whose
    position keeps a value set (module doc); none otherwise."""
    shape = next((s for p, s in pre.shapes if p == position and s.startswith("in_")), None)
    if shape is None or not _int_grid(value):
        return []
    allowed = value_sets.members(shape)
    counts = Counter(x for a in pre.observed if _int_grid(a[position])
                     for row in a[position] for x in row)
    total = sum(counts[v] for v in allowed)
    cap = length_cap(pre.bounds, position)
    capped = cap is not None and math.isfinite(cap)
    side = int(min(SIDE, cap)) if cap is not None and capped else default_side
    if not total or side <= 2 * max(len(value), max(len(r) for r in value)):
        return []
    out = []
    for mix in MIXES:
        weights = [(1 - mix) * counts[v] / total + mix / len(allowed) for v in allowed]
        out += [([rng.choices(allowed, weights, k=side) for _ in range(side)], capped)
                for _ in range(COPIES)]
    return out


def _int_grid(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(r, list) and r and all(type(x) is int for x in r) for r in value)
