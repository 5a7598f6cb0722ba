"""Strategies that tie a drawn call's arguments together, for :mod:`gar.grading.generate`: the
cross-argument relations of the :class:`~gar.grading.preconditions.Preconditions` made to hold
(an index within the sequence drawn for it, an order swapped back, equal lengths or lengths
a constant apart, strings cut to a length another argument bounds; shapes repaired, :func:`gar.grading.shapes.repair`) and arguments borrowed
from another argument's drawn data (an item ±1, a slice, a slice of one run rotated) where
the observed calls place them inside it.

Held apart from the per-argument strategies because these act on a whole drawn call, after
each argument has been drawn on its own.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from gar.grading.preconditions import Preconditions, len_offset
from gar.grading.shapes import repair
from gar.grading.stated_item_lengths import repaired as lengths_repaired
from gar.grading.stated_spans import span_strategy
from gar.grading.structure_edits import runs
from gar.grading.variants import is_number


def _borrowing(pre: Preconditions) -> list[tuple[int, int]]:
    """(position, data position) pairs where some observed call's argument lies inside
    another argument's data: an integer among a list's numbers (a threshold, a target, a
    key to find), or a string that is a substring of a string argument or of a list's
    strings (a pattern, a prefix). Draws then take half of such arguments from the drawn
    data (an item ±1, a slice), so the value sits inside the data as the tests place it,
    not almost always past every item, or a pattern that occurs nowhere."""
    found = []
    for i, j in itertools.permutations(range(pre.arity), 2):
        for args in pre.observed:
            a, b = args[i], args[j]
            if _inside(a, b):
                found.append((i, j))
                break
    return found


def _inside(a: Any, data: Any) -> bool:
    if type(a) is int:
        numbers = [x for x in data if is_number(x)] if isinstance(data, list | tuple) else []
        return bool(numbers) and min(numbers) - 1 <= a <= max(numbers) + 1
    if isinstance(a, str) and a:
        return any(a in text and a != text for text in _texts(data))
    return False


def _texts(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, list | tuple):
        return [x for x in data if isinstance(x, str)]
    return []


def _borrowed(value: Any, data: Any) -> Any:
    """A strategy for an argument taken from the drawn ``data`` (see :func:`_borrowing`);
    None when ``data`` has nothing to take."""
    from hypothesis import strategies as st

    if type(value) is int:
        items = sorted({int(x) for x in data if is_number(x)}) if isinstance(
            data, list | tuple) else []
        return st.sampled_from(items).flatmap(
            lambda v: st.sampled_from((v - 1, v, v + 1))) if items else None
    texts = [t for t in _texts(data) if t]
    if isinstance(value, str) and texts:
        sliced = st.sampled_from(texts).flatmap(lambda t: st.tuples(
            st.just(t), st.integers(0, len(t) - 1), st.integers(1, max(1, len(value) * 2)))
        ).map(lambda drawn: drawn[0][drawn[1]:drawn[1] + drawn[2]])
        # A slice, or a slice of one run rotated (a pattern that occurs only turned: what a
        # search of the nearest rotations, or of the pattern alone, misses), as the structure
        # edits rotate; a slice across runs ('n d' across two words) stays as it is.
        return st.one_of(sliced, st.tuples(sliced, st.integers(1, 64)).map(_turned))
    return None


def _turned(drawn: tuple[str, int]) -> str:
    text, k = drawn
    if not text or len(runs(text)) != 1:
        return text
    k %= len(text)
    return text[k:] + text[:k]


def _repaired(args: tuple[Any, ...], pre: Preconditions,
              borrow: Sequence[tuple[int, int]] = ()) -> Any:
    """A strategy for ``args`` with the cross-argument relations made to hold (and
    arguments borrowed from another argument's data, see :func:`_borrowing`)."""
    from hypothesis import strategies as st

    fixed = list(repair(args, pre.shapes))
    draws: dict[int, Any] = {}
    for i, j in borrow:
        taken = _borrowed(fixed[i], fixed[j]) if i not in draws else None
        if taken is not None:
            draws[i] = st.one_of(st.just(fixed[i]), taken)
    for kind, i, j in pre.relations:
        if kind in ("le_len", "lt_len") and type(fixed[i]) is int and hasattr(fixed[j], "__len__"):
            top = len(fixed[j]) - (kind == "lt_len")
            observed = [a[i] for a in pre.observed]
            low = min(min(observed), top) if observed else 0
            draws[i] = st.integers(max(0, low), top) if top >= 0 else st.nothing()
        elif kind.startswith("span_") and (
                spanned := span_strategy(fixed[i], fixed[j], kind)) is not None:
            draws[i] = spanned
        elif kind in ("item_len_le", "len_le"):
            lengths_repaired(fixed, kind, i, j)  # strings cut to the stated limit
        elif kind == "le" and is_number(fixed[i]) and is_number(fixed[j]) and fixed[i] > fixed[j]:
            fixed[i], fixed[j] = fixed[j], fixed[i]
        elif len_offset(kind) is not None and hasattr(fixed[i], "__len__") and fixed[j]:
            # len(args[i]) == len(args[j]) + c: args[j] cut or repeated to that length
            other, n = fixed[j], len(fixed[i]) - (len_offset(kind) or 0)
            if n >= 0:
                fixed[j] = (other * (n // max(1, len(other)) + 1))[:n]
    if not draws:
        return st.just(tuple(fixed))
    positions = sorted(draws)
    return st.tuples(*(draws[p] for p in positions)).map(
        lambda drawn: tuple(dict(zip(positions, drawn)).get(k, v) for k, v in enumerate(fixed)))
