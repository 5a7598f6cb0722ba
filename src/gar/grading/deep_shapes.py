"""Inputs shaped for depth at the stated size: a tree that is one long path, a grid whose
values climb along a snake.

A recursion that follows the structure of its input — a height computed child by child, a
memoised search that moves to a larger neighbour — is as deep as the longest chain the
input holds, and that chain, not the input's size, is what meets the interpreter's recursion
limit. Random inputs of the stated size hold short chains: a random tree of ``n`` nodes is
about ``sqrt(n)`` deep, a random grid's longest increasing path a few dozen cells. So code
that raises ``RecursionError`` on the deepest input the task allows passes every draw, however
large (blind set 24's tree diameter by recursive heights and its longest increasing path by
memoised recursion, each right on every random tree and grid). Like the ascending runs of a
list (:mod:`gar.grading.ascending_runs`) these inputs give the structure its full depth:

* **a path** (:func:`path_trees`): a tree given as a node count and an edge list
  (:mod:`gar.grading.edge_trees`) with ``min(cap, DEPTH)`` nodes in one chain, node 0 at
  one end, and again with node 0 in the middle (a recursion from any node is then at least
  half as deep);
* **a snake** (:func:`snake_grids`): a grid of integers with ``min(cap, GRID_SIDE)`` rows
  and as many columns holding one path that rises by one a step, back and forth along the
  even rows, the odd rows walls at the lowest value with one opening where the path turns
  (about half the cells in one chain, and no shortcut: in a grid filled by the path alone
  the neighbouring rows are larger too, and a memoised search reaches most cells through
  them, never deep); and again along the columns (a search started at the first cell is as
  deep either way only where the path starts there), both again falling, the walls at the
  top, within the stated item bounds;
* **a snake maze** (:func:`maze_snakes`): where the grid's cells take two values only (a
  value set, :mod:`gar.grading.value_sets`: open and wall), the same snake with its path at
  one value and the walls at the other, each way round, ``min(cap, GRID_SIDE)`` rows and
  columns and one fewer (the path ends in the last row's far corner for an odd side): the
  only way through turns left and back up the columns, so a walk that moves only right and
  down, or a recursion per step, meets it (spent set 18's b18-4-rightdown: random mazes of
  the stated size connect their corners about a third of the time, mostly down and right).

Only under a stated cap on the size (the cap vouches for it; without one a recursion limit
is no evidence), each input checked against the full preconditions; ``scaled`` and
``large``, origin ``deep``. A pass that raises ``RecursionError`` there where a strong
consensus answers is wrong (:mod:`gar.grading.stated_inputs`): the task promised that size.
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

from gar.grading import edge_trees, value_sets
from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

DEPTH = 3000  # nodes on a path: past CPython's recursion limit (1000) from either end
GRID_SIDE = 50  # rows and columns of a snake: 2500 cells in one increasing path


def deep_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` inputs of the first observed call shaped for depth (module doc), none
    in ``seen``."""
    if not pre.observed:
        return ()
    new = NewInputs.beside(pre, seen)
    base = pre.observed[0]
    made = [new.take(args, "scaled", "deep", large=True)
            for args in [*path_trees(base, pre), *snake_grids(base, pre),
                         *maze_snakes(base, pre)]]
    return tuple(d for d in made if d is not None)[:limit]


def path_trees(base: tuple[Any, ...], pre: Preconditions) -> list[tuple[Any, ...]]:
    """``base`` with each edge-list tree of the domain made a path of ``min(cap, DEPTH)``
    nodes: node 0 at an end, then in the middle."""
    found = []
    for kind, n_at, e_at in pre.relations:
        if not kind.startswith(edge_trees.PREFIX):
            continue
        first = int(kind.rsplit("|", 1)[1])  # nodes 0 .. n-1, or 1 .. n
        caps = [b.high for b in pre.bounds if b.position == n_at and not (b.length or b.items)
                and b.high is not None and math.isfinite(b.high)]
        size = int(min([*caps, DEPTH])) if caps else 0
        edges = base[e_at]
        if size <= max(3, len(edges) + 1):
            continue
        pair = type(edges[0]) if edges else list
        middle = [*reversed(range(1, size, 2)), 0, *range(2, size, 2)]
        for order in (list(range(size)), middle):
            args = list(base)
            args[n_at] = size
            ends = sorted(sorted((u + first, v + first)) for u, v in pairwise(order))
            args[e_at] = type(edges)(pair(e) for e in ends)  # in order, as tests list them
            found.append(tuple(args))
    return found


def snake_grids(base: tuple[Any, ...], pre: Preconditions) -> list[tuple[Any, ...]]:
    """``base`` with each grid of integers under a stated row cap made a snake of
    ``min(cap, GRID_SIDE)`` rows and columns, rising and falling, along the rows and the
    columns."""
    found = []
    for position, value in enumerate(base):
        cap = length_cap(pre.bounds, position)
        if not _int_grid(value) or cap is None or not math.isfinite(cap):
            continue
        side = int(min(cap, GRID_SIDE))
        low, high = _item_range(pre, position)
        if side <= len(value) or high - low < side * side:
            continue
        for rising in (True, False):
            snake = _snake(side, low, rising)
            for grid in (snake, [list(column) for column in zip(*snake)]):
                args = list(base)
                args[position] = grid
                found.append(tuple(args))
    return found


def maze_snakes(base: tuple[Any, ...], pre: Preconditions) -> list[tuple[Any, ...]]:
    """``base`` with each grid of two values under a stated row cap made a snake maze
    (module doc): the path at either value, along the rows and the columns, at the side
    ``min(cap, GRID_SIDE)`` and one less."""
    found = []
    for position, value in enumerate(base):
        cap = length_cap(pre.bounds, position)
        two = [value_sets.members(shape) for at, shape in pre.shapes
               if at == position and shape.startswith("in_")]
        if not _int_grid(value) or cap is None or not math.isfinite(cap) or not two or len(
                two[0]) != 2:
            continue
        for side in dict.fromkeys((int(min(cap, GRID_SIDE)), int(min(cap, GRID_SIDE)) - 1)):
            if side <= max(2, len(value)):
                continue
            for path_value, wall in (two[0], two[0][::-1]):
                snake = [[path_value if x else wall for x in row] for row in _snake(side, 0, True)]
                for grid in (snake, [list(column) for column in zip(*snake)]):
                    found.append((*base[:position], grid, *base[position + 1:]))
    return found


def _int_grid(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(r, list) and r and all(type(x) is int for x in r) for r in value)


def _item_range(pre: Preconditions, position: int) -> tuple[int, float]:
    """(lowest, highest) value a grid's cell may take: the stated item bounds, else from
    the visible cells' smallest up."""
    items = [b for b in pre.bounds if b.position == position and b.items]
    lows = [b.low for b in items if b.low is not None and math.isfinite(b.low)]
    highs = [b.high for b in items if b.high is not None]
    cells = [x for a in pre.observed for r in a[position] for x in r] if all(
        _int_grid(a[position]) for a in pre.observed) else [0]
    low = int(max(lows)) if lows else min(cells)
    return low, min(highs) if highs else math.inf


def _snake(side: int, low: int, rising: bool) -> list[list[int]]:
    """A ``side`` x ``side`` grid holding one monotone path: along the even rows, back and
    forth, through one opening at the turning end of each odd row; every other cell a wall
    at the far side of the path's values (below them where they rise, above where they
    fall), so the path has no shortcut and is the only way on from any of its cells."""
    path = []
    for row in range(0, side, 2):
        cols = range(side) if row % 4 == 0 else range(side - 1, -1, -1)
        path += [(row, col) for col in cols]
        if row + 2 < side:
            path.append((row + 1, path[-1][1]))
    top = low + len(path) + 1
    grid = [[low if rising else top] * side for _ in range(side)]
    for k, (row, col) in enumerate(path, start=1):
        grid[row][col] = low + k if rising else top - k
    return grid
