"""One sequence as long as two others together: ``len(s) == len(a) + len(b)``, a relation
between arguments (``len_sum<k>``, :mod:`gar.grading.preconditions`).

Whether ``s`` interleaves ``a`` and ``b``, whether a list is the merge of two, whether a
text splits into a prefix and a suffix: the tests give ``s`` exactly as long as ``a`` and
``b`` together. Drawn and mutated calls almost never are — honest solutions then answer
False, raise, or index past the end, each its own way, and those inputs read as scattered —
and a random string of the right length is almost never made of ``a`` and ``b``, so a
greedy match that is right on the visible interleavings (take from ``a`` whenever its next
letter fits) is never contradicted.

Adopted where every observed call keeps it with ``a`` and ``b`` both non-empty in one call at
least and the length triples varying (two distinct ones; three calls or more): two lengths
summing to a third every time is no accident then. A drawn call is repaired
(:func:`merged_strategy`): ``s`` becomes, half of the time, a riffle of ``a`` and ``b`` (each
one's items in its own order, mixed at random: a concatenation or an interleaving, the
value the relation describes), otherwise ``s`` cut or repeated to the length.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

PREFIX = "len_sum"


def kind_for(k: int) -> str:
    return f"{PREFIX}{k}"


def target(kind: str) -> int | None:
    """``k`` for a relation ``len_sum<k>``; None for another relation."""
    return int(kind[len(PREFIX):]) if kind.startswith(PREFIX) else None


def _seq(x: Any) -> bool:
    return isinstance(x, str | list | tuple)


def holds(args: Sequence[Any], kind: str, i: int, j: int) -> bool:
    k = target(kind)
    if k is None or k >= len(args):
        return False
    a, b, s = args[i], args[j], args[k]
    return _seq(a) and _seq(b) and _seq(s) and len(s) == len(a) + len(b)


def relations(calls: Sequence[tuple[Any, ...]]) -> list[tuple[str, int, int]]:
    """The ``len_sum<k>`` relations the observed calls keep (module doc)."""
    if len(calls) < 3:
        return []
    arity = min(len(c) for c in calls)
    found = []
    for i, j in itertools.combinations(range(arity), 2):
        for k in set(range(arity)) - {i, j}:
            kind = kind_for(k)
            if not all(holds(c, kind, i, j) for c in calls):
                continue
            triples = {(len(c[i]), len(c[j])) for c in calls}
            if len(triples) >= 2 and any(x and y for x, y in triples):
                found.append((kind, i, j))
    return found


def riffle(a: Any, b: Any, seed: int) -> Any:
    """``a`` and ``b`` mixed at random, each in its own order (a string for strings)."""
    rng = random.Random(seed)
    left, right, out = list(a), list(b), []
    while left or right:
        take_left = rng.random() < len(left) / (len(left) + len(right))
        out.append((left if take_left else right).pop(0))
    return "".join(out) if isinstance(a, str) and isinstance(b, str) else out


def merged_strategy(fixed: Sequence[Any], kind: str, i: int, j: int) -> tuple[int, Any] | None:
    """The position of ``s`` in a drawn call and a strategy for it (module doc); None where
    the call's ``a`` and ``b`` are no sequences."""
    from hypothesis import strategies as st

    k = target(kind)
    if k is None or not (_seq(fixed[i]) and _seq(fixed[j]) and _seq(fixed[k])):
        return None
    a, b, s = fixed[i], fixed[j], fixed[k]
    n = len(a) + len(b)
    if isinstance(s, str) != (isinstance(a, str) and isinstance(b, str)):
        return None
    kind_of_s = tuple if isinstance(s, tuple) else (lambda x: x)
    mixed = st.integers(0, 2**32 - 1).map(lambda seed: kind_of_s(riffle(a, b, seed)))
    if not s:
        return k, mixed
    cut = (s * (n // len(s) + 1))[:n]
    return k, st.one_of(st.just(cut), mixed)
