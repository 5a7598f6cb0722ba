"""Graphs given as lists of edge records, stretched: every edge made a path through fresh names.

A graph is often passed as a list of records naming two nodes — ``(a, b, factor)`` unit
rules, ``(x, y, km)`` roads, ``(u, v)`` pairs — with the nodes to start and end at as other
arguments. The visible lists are small, so every answer is a path of one to three edges,
and drawn lists, whose names are drawn on their own, almost never chain at all: a search
that stops after three levels (blind sets' "a few steps at most") is right on every input
made. Dict graphs were stretched since session 12 (:func:`gar.grading.graphs.stretched`);
edge lists were not (session 22: spent set 26's unit conversion capped at three hops).

An argument is such an edge list where every observed value of it is a list of records (tuples
or lists of one width, 2 to 4) with exactly two string fields, and in every observed call
some other string argument is one of the names those fields hold (a query on the graph).
Each of the first :data:`BASES` observed calls then gives the call with every record made a
path of ``k`` records (``k`` in :data:`FACTORS`, cut so the list stays within a stated length
cap) through fresh names — over the letters of the call's names, shortest first, none of
the call's strings — each new record a copy of the one it replaces with its two names
changed: reachability, the query's names and every record's other fields are kept, every
path is ``k`` times as long. Each must keep the domain; ``scaled``, origin ``edge-path``;
deterministic.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from typing import Any

from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions
from gar.grading.values import leaf_strings

ORIGIN = "edge-path"
FACTORS = (4, 64)  # records each visible record becomes: past a cap of a few hops, and far
BASES = 3


def _ends(record: Any) -> tuple[int, int] | None:
    """The positions of a record's two string fields, where it has exactly two."""
    if not isinstance(record, list | tuple) or not 2 <= len(record) <= 4:
        return None
    ends = [i for i, x in enumerate(record) if isinstance(x, str)]
    return (ends[0], ends[1]) if len(ends) == 2 else None


def edge_list_positions(observed: Sequence[tuple[Any, ...]]) -> list[int]:
    """The arguments that are edge lists queried by another string argument (module doc)."""
    found = []
    for position in range(len(observed[0]) if observed else 0):
        def queried(args: tuple[Any, ...], position: int = position) -> bool:
            value = args[position]
            if not isinstance(value, list | tuple) or not value:
                return False
            ends = {_ends(r) for r in value}
            if len(ends) != 1 or None in ends or len({len(r) for r in value}) != 1:
                return False
            first, second = ends.pop()  # type: ignore[misc]
            names = {r[i] for r in value for i in (first, second)}
            return any(isinstance(a, str) and a in names
                       for k, a in enumerate(args) if k != position)
        if all(queried(args) for args in observed):
            found.append(position)
    return found


def _fresh(args: tuple[Any, ...]) -> Iterator[str]:
    taken = {s for a in args for s in leaf_strings(a)}
    alphabet = sorted({c for s in taken for c in s if c.isalpha()}) or ["a"]
    for length in itertools.count(1):
        for chars in itertools.product(alphabet, repeat=length):
            if "".join(chars) not in taken:
                yield "".join(chars)


def stretched(args: tuple[Any, ...], position: int, factor: int) -> tuple[Any, ...]:
    """``args`` with every record of the edge list at ``position`` made a path of
    ``factor`` records through fresh names (module doc)."""
    value = args[position]
    fresh = _fresh(args)
    out = []
    for record in value:
        first, second = _ends(record)  # type: ignore[misc]
        names = [record[first], *(next(fresh) for _ in range(factor - 1)), record[second]]
        for here, there in itertools.pairwise(names):
            edge = list(record)
            edge[first], edge[second] = here, there
            out.append(type(record)(edge))
    return (*args[:position], type(value)(out), *args[position + 1:])


def stretched_edge_inputs(pre: Preconditions, limit: int, seen: set[str]
                          ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with an edge list stretched (module doc)."""
    def made() -> Iterator[tuple[tuple[Any, ...], bool]]:
        for position in edge_list_positions(pre.observed):
            cap = length_cap(pre.bounds, position)
            for args in pre.observed[:BASES]:
                size = len(args[position])
                for factor in FACTORS:
                    if cap is not None and math.isfinite(cap):
                        factor = min(factor, int(cap // size))
                    if factor >= 2:
                        yield stretched(args, position, factor), False

    return NewInputs.beside(pre, seen).first(made(), limit, "scaled", ORIGIN)
