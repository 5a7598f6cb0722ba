"""Three numbers each smaller than the sum of the other two: the sides of a triangle, a
relation between arguments (``side_sum``, :mod:`gar.grading.preconditions`).

Three positive number arguments in a row (``area(a, b, c)``) that every observed call gives
as a triangle's sides keep that relation where the docstring says so ("each side is shorter
than the sum of the other two", "the triangle inequality", "a valid triangle") or chance
rules out an accident: three numbers drawn at random make a triangle about half of the time
(exactly 1/2 for independent uniform draws), so ``k`` distinct visible triples ``2**-k``.
Without the relation most draws and mutations are no triangle at all — honest solutions
raise on the square root of a negative number, return 0 or NaN, each its own way, and the
draws read as scattered — and the few that are triangles are fat ones, on which Heron's
formula and the law of cosines are as exact as a stable formula.

A drawn call that breaks it is repaired (:func:`largest_drawn`): its largest side becomes
a fraction of the sum of the other two — half, 0.9, and ``1 - 10**-k`` for k = 3, 6, 9, 12:
triangles ever thinner, near the relation's boundary, where cancellation in ``s - a`` ruins
a formula that is right on every visible triangle. A call that keeps it keeps its largest
side half the time.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

KIND = "side_sum"
FRACTIONS = (0.5, 0.9, 1 - 1e-3, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12)
_STATED = re.compile(r"\b(sum\s+of\s+the\s+other\s+two|triangle\s+inequality|(?:valid|"
                     r"non-?degenerate|proper)\s+triangle|form\s+a\s+triangle)\b", re.IGNORECASE)


def _positive(x: Any) -> bool:
    return type(x) in (int, float) and x > 0


def holds(args: Sequence[Any], i: int, j: int) -> bool:
    sides = args[i:j + 1]
    return len(sides) == 3 and all(map(_positive, sides)) and 2 * max(sides) < sum(sides)


def relations(calls: Sequence[tuple[Any, ...]], doc: str, chance: float
              ) -> list[tuple[str, int, int]]:
    """The ``(side_sum, i, i + 2)`` relations the observed calls keep (module doc)."""
    if not calls:
        return []
    arity = min(len(c) for c in calls)
    found = []
    for i in range(arity - 2):
        if not all(holds(c, i, i + 2) for c in calls):
            continue
        distinct = {tuple(sorted(c[i:i + 3])) for c in calls}
        if _STATED.search(doc) or 2.0 ** -len(distinct) <= chance:
            found.append((KIND, i, i + 2))
    return found


def largest_drawn(fixed: Sequence[Any], i: int, j: int) -> tuple[int, Any] | None:
    """The position of the largest side of a drawn call and a strategy for it (module doc);
    None where the call holds no three positive numbers there."""
    from hypothesis import strategies as st

    sides = list(fixed[i:j + 1])
    if len(sides) != 3 or not all(map(_positive, sides)):
        return None
    k = max(range(3), key=lambda n: sides[n])
    rest = sum(sides) - sides[k]
    if type(sides[k]) is int:
        thin = st.sampled_from(sorted({max(1, min(rest - 1, int(rest * f))) for f in FRACTIONS}))
    else:
        thin = st.sampled_from([rest * f for f in FRACTIONS])
    kept = st.one_of(st.just(sides[k]), thin) if holds(fixed, i, j) else thin
    return i + k, kept
