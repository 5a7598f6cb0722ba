"""Strategies that tie a drawn call's arguments together, for :mod:`gar.grading.generate`: the
cross-argument relations of the :class:`~gar.grading.preconditions.Preconditions` made to hold
(an index within the sequence drawn for it, an order swapped back, equal lengths or lengths
a constant apart, strings cut to a length another argument bounds, a triangle's largest side
made shorter than the other two together, a sequence as long as two others made a riffle of them; shapes repaired, :func:`gar.grading.shapes.repair`) and arguments borrowed
from another argument's drawn data (an item ±1, a slice, a slice of one run rotated) where
the observed calls place them inside it.

Held apart from the per-argument strategies because these act on a whole drawn call, after
each argument has been drawn on its own.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Sequence
from typing import Any

from gar.grading import (
    calendar_dates,
    edge_trees,
    field_words,
    merged_lengths,
    record_fields,
    side_sums,
    stated_conditions,
)
from gar.grading.preconditions import Preconditions, len_offset
from gar.grading.shapes import repair
from gar.grading.stated_item_lengths import repaired as lengths_repaired
from gar.grading.stated_spans import span_strategy
from gar.grading.structure_edits import runs
from gar.grading.variants import is_number


def _borrowing(pre: Preconditions) -> list[tuple[int, int, bool]]:
    """(position, data position, always) triples where some observed call's argument lies
    inside another argument's data: an integer among a list's numbers (a threshold, a
    target, a key to find), a string that is a substring of a string argument or of a
    list's strings (a pattern, a prefix) or is a list's strings end to end (a text made
    of words), or a value that is one of a dict's keys or a
    list's items (a start and a goal among a graph's nodes, a word to look up). Draws then
    take half of such arguments from the drawn data (an item ±1, a slice, a key), so the
    value sits inside the data as the tests place it, not almost always past every item,
    or a pattern that occurs nowhere. ``always``: every observed call has the argument as
    one of the data's keys or items — a needle the tests never leave out of its haystack
    (``hops(graph, start, goal)``) — and then every draw takes it from the data: two
    independent draws of a one-letter name almost never name a node of the drawn graph,
    so nearly every draw of such a task asked only what an unknown node gives."""
    found = []
    for i, j in itertools.permutations(range(pre.arity), 2):
        pairs = [(args[i], args[j]) for args in pre.observed]
        if any(_inside(a, b) for a, b in pairs):
            always = len(pairs) >= 2 and all(
                _member(a, b) and type(a) is not int for a, b in pairs)
            found.append((i, j, always))
    return found


def _keyed_fields(pre: Preconditions) -> list[tuple[int, int, int]]:
    """(position, dict position, field) triples where a list argument of records (tuples or
    lists of one width) has, in some observed call, a record whose ``field`` is one of the
    keys of a dict argument: orders ``[("apple", 3)]`` against a stock ``{"apple": 5}``,
    edges against nodes, queries against a table. Draws then take half of those fields from
    the drawn dict's keys (:func:`_with_keys`): two names drawn on their own almost never
    meet, so every drawn order would ask for a name out of stock, and code that mishandles
    a second order for the same name never meets one."""
    found = []
    for i, j in itertools.permutations(range(pre.arity), 2):
        for field in range(6):
            if any(isinstance(data, dict) and isinstance(records, list | tuple) and any(
                    isinstance(r, list | tuple) and len(r) > field and not isinstance(
                        r[field], int) and _member(r[field], data) for r in records)
                   for records, data in ((args[i], args[j]) for args in pre.observed)):
                found.append((i, j, field))
    return found


def _with_keys(records: Any, data: Any, field: int, seed: int) -> Any:
    """``records`` with about half of their ``field`` replaced by keys of ``data`` of that
    field's type (chosen by ``seed``); as they are where ``data`` has no such key."""
    if not isinstance(records, list | tuple) or not isinstance(data, dict):
        return records
    rng = random.Random(seed)
    out = []
    for r in records:
        keys = [k for k in data if isinstance(r, list | tuple) and len(r) > field
                and type(k) is type(r[field])]
        if keys and rng.random() < 0.5:
            r = type(r)((*r[:field], rng.choice(keys), *r[field + 1:]))
        out.append(r)
    return type(records)(out)


def _member(a: Any, data: Any) -> bool:
    """Whether ``a`` is one of the keys of a dict ``data`` or one of the items of a list
    or tuple ``data`` (equal and of one type: ``True`` is no member of ``[1]``)."""
    if isinstance(data, dict):
        items: Any = data.keys()
    elif isinstance(data, list | tuple):
        items = data
    else:
        return False
    try:
        return any(type(x) is type(a) and x == a for x in items)
    except Exception:  # noqa: BLE001 - an odd __eq__ is no membership
        return False


def _inside(a: Any, data: Any) -> bool:
    if not isinstance(a, int) and _member(a, data):
        return True
    if type(a) is int:
        numbers = [x for x in data if is_number(x)] if isinstance(data, list | tuple) else []
        return bool(numbers) and min(numbers) - 1 <= a <= max(numbers) + 1
    if isinstance(a, str) and a:
        return any(a in text and a != text for text in _texts(data)) or _composed(a, data)
    return False


def _composed(text: str, data: Any) -> bool:
    """Whether ``text`` is two or more of a list's strings end to end (``"leetcode"`` of
    ``["leet", "code"]``): a text the tests build from the list's words."""
    words = {w for w in _texts(data) if w} if isinstance(data, list | tuple) else set()
    if not words or len(text) > 4096:
        return False
    pieces: list[int | None] = [0] + [None] * len(text)  # fewest words ending at each index
    for end in range(1, len(text) + 1):
        counts = [c + 1 for w in words if len(w) <= end and text.endswith(w, 0, end)
                  and (c := pieces[end - len(w)]) is not None]
        pieces[end] = min(counts, default=None)
    return (pieces[-1] or 0) >= 2


def _texts(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, list | tuple):
        return [x for x in data if isinstance(x, str)]
    return []


def _borrowed(value: Any, data: Any, always: bool = False) -> Any:
    """A strategy for an argument taken from the drawn ``data`` (see :func:`_borrowing`);
    None when ``data`` has nothing to take. ``always``: one of its items (keys) as it is."""
    from hypothesis import strategies as st

    keys = _same_typed(value, data, always)
    if keys:
        return st.sampled_from(keys)
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
        # edits rotate; a slice across runs ('n d' across two words) stays as it is. From a
        # list of strings, also its items end to end (a text the tests compose of words).
        options = [sliced, st.tuples(sliced, st.integers(1, 64)).map(_turned)]
        if isinstance(data, list | tuple):
            options.append(st.lists(st.sampled_from(texts), min_size=2, max_size=max(
                2, 4 * len(value) // max(1, min(map(len, texts))))).map("".join))
        return st.one_of(options)
    return None


def _same_typed(value: Any, data: Any, items: bool) -> list[Any]:
    """The keys of a dict ``data`` of ``value``'s type, in the dict's order (a node to start
    from), and with ``items`` the items of a list or tuple ``data`` of that type (a word to
    look up); empty for integers, which borrow a near item instead."""
    if type(value) is int:
        return []
    if isinstance(data, dict):
        return [k for k in data if type(k) is type(value)]
    if items and isinstance(data, list | tuple):
        return [x for x in data if type(x) is type(value)]
    return []


def _turned(drawn: tuple[str, int]) -> str:
    text, k = drawn
    if not text or len(runs(text)) != 1:
        return text
    k %= len(text)
    return text[k:] + text[:k]


def _repaired(args: tuple[Any, ...], pre: Preconditions,
              borrow: Sequence[tuple[int, int, bool]] = (),
              keyed: Sequence[tuple[int, int, int]] = ()) -> Any:
    """A strategy for ``args`` with the cross-argument relations made to hold (and
    arguments borrowed from another argument's data, see :func:`_borrowing`; records'
    fields from a dict's keys, :func:`_keyed_fields`)."""
    from hypothesis import strategies as st

    fixed = list(repair(args, pre.shapes))
    draws: dict[int, Any] = {}
    for i, j, always in borrow:
        taken = _borrowed(fixed[i], fixed[j], always) if i not in draws else None
        if taken is not None:
            draws[i] = taken if always else st.one_of(st.just(fixed[i]), taken)
    for i, j, field in keyed:
        if i not in draws:
            draws[i] = st.integers(0, 2 ** 32 - 1).map(
                functools.partial(_with_keys, fixed[i], fixed[j], field))
    for kind, i, j in pre.relations:
        if kind in ("le_len", "lt_len") and type(fixed[i]) is int and hasattr(fixed[j], "__len__"):
            top = len(fixed[j]) - (kind == "lt_len")
            observed = [a[i] for a in pre.observed]
            low = min(min(observed), top) if observed else 0
            draws[i] = st.integers(max(0, low), top) if top >= 0 else st.nothing()
        elif kind.startswith(calendar_dates.PREFIX):
            calendar_dates.repaired(fixed, kind)
        elif kind.startswith(edge_trees.PREFIX):
            edge_trees.repaired(fixed, kind)  # a drawn forest or multigraph made a tree
        elif kind == side_sums.KIND and (thin := side_sums.largest_drawn(fixed, i, j)):
            draws[thin[0]] = thin[1]
        elif kind.startswith(merged_lengths.PREFIX) and (
                merged := merged_lengths.merged_strategy(fixed, kind, i, j)):
            draws[merged[0]] = merged[1]
        elif kind.startswith("span_") and (
                spanned := span_strategy(fixed[i], fixed[j], kind)) is not None:
            draws[i] = spanned
        elif kind.startswith(stated_conditions.EACH):
            stated_conditions.repaired(fixed, kind)  # items into a stated elementwise range
        elif kind.startswith(record_fields.PREFIX):
            record_fields.repaired(fixed, kind)  # fields into a stated range
        elif kind.startswith(field_words.PREFIX):
            field_words.repaired(fixed, kind)  # records into a stated order by a field
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
