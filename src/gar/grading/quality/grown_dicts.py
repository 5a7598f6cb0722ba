"""Dict arguments grown for the quality stage's scaled-up inputs (session 20).

:mod:`gar.grading.quality.probe_inputs` grows sequences, strings and ints, and the
pipeline's derived inputs mutate no dict: a task that takes a dict (an adjacency list, a
dependency map, a table of records) had no scaled input at all, so every pass ran only the
tests' three-key dicts. A pass that rescans every edge list once per node tied a single
pass over the edges, and one that sorted the caller's edge lists in place was never seen
mutating anything (the visible lists were already sorted): no op count, no mutation check.

The grown dict keeps the visible one's entries and adds fresh keys up to
:data:`~gar.grading.quality.probe_inputs.LARGE_TARGET` in all: strings over the letters the
visible dicts' keys use, shortest first (:func:`gar.grading.graphs._fresh_names`), or ints
counting up from the largest visible key. A fresh key's value is, where the position is a
graph (:mod:`gar.grading.graphs`: every listed name a key), a list of names drawn from all
the keys, as long as the longest visible list and at least two, in a drawn order (so a
sort in place changes it); otherwise the visible values in turn, a list or tuple among them
in a drawn order where the domain allows it (else as it is). The result is brought into
the adopted shapes (a dag, a tree, undirected lists: :func:`gar.grading.shapes.repair`) and
kept only inside the inferred domain: a grown input is a size the task allows, never an
input honest passes may disagree on. Deterministic: drawn from the visible value's text.
"""

from __future__ import annotations

import itertools
import random
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading import graphs
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.shapes import repair
from gar.grading.values import safe_repr


def grown_dict_calls(pre: Preconditions, target: int) -> list[tuple[Any, ...]]:
    """One call per dict position: the observed call with the largest dict there (keys
    and the items their values hold), that dict grown to ``target`` keys (module doc); none where it cannot grow in the domain."""
    found = []
    for position in range(pre.arity):
        column = [args for args in pre.observed if isinstance(args[position], dict)]
        if not column:
            continue
        base = max(column, key=lambda args: _size(args[position]))
        letters = "".join(sorted({c for args in column for key in args[position]
                                  if isinstance(key, str) for c in key}))
        graph = any(i == position and graphs.is_graph(s) for i, s in pre.shapes)
        # the first of: a graph's drawn name lists, the visible values in a drawn order,
        # the visible values as they are, that the domain allows
        for mode in (("graph",) if graph else ()) + ("drawn", "as_is"):
            value = _grown(base[position], target, letters, mode)
            if value is None:
                continue
            args = repair(base[:position] + (value,) + base[position + 1:], pre.shapes)
            if len(args[position]) > len(base[position]) and satisfies(args, pre):
                found.append(args)
                break
    return found


def _size(value: dict[Any, Any]) -> int:
    """Keys and the items their values hold: the richest visible dict is grown."""
    return len(value) + sum(len(v) for v in value.values() if isinstance(v, list | tuple | dict))


def _grown(value: dict[Any, Any], target: int, letters: str, mode: str
           ) -> dict[Any, Any] | None:
    """``value`` with fresh keys to ``target`` in all; ``mode``: ``graph`` (each fresh
    key lists names drawn from all the keys, a weighted graph's at visible costs),
    ``drawn`` (the visible values in turn, lists and tuples in a drawn order) or
    ``as_is`` (the visible values in turn)."""
    if not value or len(value) >= target:
        return None
    fresh = _fresh_keys(value, letters)
    if fresh is None:
        return None
    keys = list(value) + list(itertools.islice(fresh, target - len(value)))
    rng = random.Random(zlib.crc32(safe_repr(value).encode()))
    visible = list(value.values())
    grown = dict(value)
    if mode == "graph":
        edges = [v for v in visible if isinstance(v, list | tuple | dict)]
        if not edges:
            return None
        costs = [c for v in edges if isinstance(v, dict) for c in v.values()] or [1]
        fan_out = max(2, *map(len, edges))
        for key in keys[len(value):]:
            listed = [rng.choice(keys) for _ in range(rng.randint(0, fan_out))]
            kind = rng.choice(edges)
            grown[key] = ({name: rng.choice(costs) for name in listed}
                          if isinstance(kind, dict) else type(kind)(listed))
        return grown
    for k, key in enumerate(keys[len(value):]):
        item = visible[k % len(visible)]
        if mode == "drawn" and isinstance(item, list | tuple):
            item = type(item)(rng.sample(list(item), len(item)))
        grown[key] = item
    return grown


def _fresh_keys(value: dict[Any, Any], letters: str) -> Iterator[Any] | None:
    """Keys none of ``value``'s, of its keys' one type (str or int); None for another."""
    kinds = {type(k) for k in value}
    if kinds == {str}:
        return graphs._fresh_names(value, letters)
    if kinds == {int}:
        return itertools.count(max(value) + 1)
    return None
