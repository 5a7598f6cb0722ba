"""A stated range wins over the sign the visible calls happen to share.

The domain of an argument is inferred from what the tests show (:mod:`gar.grading.variants`:
every visible ``k`` positive makes ``k`` positive, every visible ``k`` no larger than the
string makes ``k <= len(s)``), and those readings are adopted without a chance test: they
are cheap to be wrong about in the *narrow* direction only when the docstring says nothing.
Where the docstring states the argument's range and that range reaches below zero
(``-10**9 <= k <= 10**9``: "k may be negative"), the narrow reading hides exactly the inputs
the statement adds — a Caesar shift that takes ``abs(k)`` is right on every positive ``k``
the tests use — and every draw with a negative ``k`` is judged outside the domain.

So a stated lower bound below zero on a number (or on a list's items) clears the inferred
``nonneg``/``positive`` of that argument, and a stated lower bound of zero clears
``positive``; for a number it also drops the inferred (not stated) ``le_len``/``lt_len``
relations that place it among a sequence's indices (``0 <= k``), when the stated upper bound
lies past every visible length. Stated relations stay.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_checks import Bound
from gar.grading.variants import Domain

Relation = tuple[str, int, int]


def widened(domains: Sequence[Domain], relations: Sequence[Relation], stated: Sequence[Relation],
            bounds: Sequence[Bound], observed: Sequence[tuple[Any, ...]]
            ) -> tuple[tuple[Domain, ...], list[Relation]]:
    """``domains`` and ``relations`` widened by the stated lower bounds (module doc)."""
    fixed = list(domains)
    kept = list(relations)
    for bound in bounds:
        if bound.length or bound.low is None or bound.position >= len(fixed):
            continue
        domain = fixed[bound.position]
        if bound.low < 0 and (domain.nonneg or domain.positive):
            fixed[bound.position] = dataclasses.replace(domain, nonneg=False, positive=False)
        elif bound.low <= 0 and domain.positive:
            fixed[bound.position] = dataclasses.replace(domain, positive=False)
        if bound.low < 0 and not bound.items:
            kept = [r for r in kept if r in stated or not _index_of(r, bound, observed)]
    return tuple(fixed), kept


def _index_of(relation: Relation, bound: Bound, observed: Sequence[tuple[Any, ...]]) -> bool:
    """Whether ``relation`` reads the bound's number as an index of a sequence no visible
    length of which reaches the stated upper bound."""
    kind, i, j = relation
    if kind not in ("le_len", "lt_len") or i != bound.position:
        return False
    lengths = [len(a[j]) for a in observed if len(a) > j and hasattr(a[j], "__len__")]
    return bound.high is None or bound.high > max(lengths, default=0)
