"""Permutations: lists whose integers are exactly ``0..m-1`` or ``1..m`` — a shape of list
arguments (:mod:`gar.grading.shapes`, ``perm0`` / ``perm1``).

Adopted where every observed list is one and chance rules out an accident (``m!/m**m`` per
distinct list); a list that is none is outside the domain, and drawn lists are repaired
(:func:`ranked`: each integer replaced by its rank from the base).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any


def _ints(value: Any) -> list[int]:
    if type(value) is int:
        return [value]
    if isinstance(value, list | tuple):
        return [x for item in value for x in _ints(item)]
    return []


def is_permutation(value: Any, base: int) -> bool:
    numbers = _ints(value)
    return isinstance(value, list | tuple) and sorted(numbers) == list(
        range(base, base + len(numbers)))


def permutation_base(values: Sequence[Any], chance: float) -> int | None:
    """0 or 1 when every value's integers are exactly ``base..base+m-1``, beyond chance."""
    distinct = {repr(v): v for v in values if isinstance(v, list | tuple)}
    if not distinct or not all(isinstance(v, list | tuple) for v in values):
        return None
    for base in (0, 1):
        if all(is_permutation(v, base) for v in distinct.values()):
            sizes = [len(_ints(v)) for v in distinct.values()]
            if math.prod(math.factorial(m) / m**m for m in sizes if m) <= chance:
                return base
    return None


def ranked(value: Any, base: int) -> Any:
    """``value`` with its integers replaced by their ranks from ``base`` (ties in order)."""
    numbers = _ints(value)
    order = sorted(range(len(numbers)), key=lambda k: (numbers[k], k))
    rank = {k: base + r for r, k in enumerate(order)}
    counter = iter(range(len(numbers)))

    def rebuild(item: Any) -> Any:
        if type(item) is int:
            return rank[next(counter)]
        if isinstance(item, list | tuple):
            return type(item)(rebuild(x) for x in item)
        return item

    return rebuild(value)
