"""Hypothesis strategies for values shaped like the observed ones, and boundary values.

One strategy per argument (:func:`strategy`), built from the observed values' shape and the
docstring's bounds, at the three sizes of :mod:`gar.grading.generate` (``random``,
``scaled``, ``large``); :func:`boundaries` gives the smallest and largest values the domain
allows. Hypothesis is imported where a strategy is built, so importing this module is cheap.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
from collections.abc import Sequence
from typing import Any

from gar.grading.alphabet import draw_alphabet
from gar.grading.draw_sizes import _clamped, _size_range, _sized
from gar.grading.preconditions import Bound, Preconditions
from gar.grading.values import value_key
from gar.grading.variants import TRAITS, Domain


def bounds_at(pre: Preconditions, position: int) -> list[Bound]:
    return [b for b in pre.bounds if b.position == position]


def _number_range(values: Sequence[float], size: str, bounds: Sequence[Bound]
                  ) -> tuple[float, float]:
    low, high = min(values), max(values)
    span = max(3, (high - low) / 2)
    if size == "scaled":
        high = max(high * 4, high + 20)
    elif size == "large":  # well beyond the visible magnitudes
        low, high = max(high * 4, high + 20), max(high * 64, high + 1000)
    else:
        low, high = low - span, high + span
    # the visible sign, unless a stated range reaches below zero (gar.grading.stated_signs:
    # the statement wins; draws then cross zero, where sums cancel and prefixes repeat)
    stated_negative = any(b.low is not None and b.low < 0 for b in bounds
                          if not (b.length or b.items))
    if min(values) >= 0 and not stated_negative:
        low = max(low, 0 if min(values) < 1 else 1)
    return _clamped(low, high, bounds, top=max(values), length=False)


def shape_of(domain: Domain) -> tuple[bool, bool]:
    """(distinct, sorted): the collection shape the domain adopted (None-safe for tests)."""
    return domain.distinct, domain.sorted_seqs


def strategy(values: list[Any], size: str, bounds: Sequence[Bound],
              traits: frozenset[str] = frozenset(), shape: tuple[bool, bool] | None = None,
              alphabet: str = "") -> Any:
    """A Hypothesis strategy for values shaped like ``values`` (None: no idea how);
    ``traits``: the arithmetic traits the domain adopted for these integers; ``shape``: the
    (distinct, sorted) collection shape it adopted (None: read off ``values``);
    ``alphabet``: the characters a docstring states for these strings, which bound the
    visible ones widened (:func:`~gar.grading.alphabet.draw_alphabet`).

    ``scaled`` values are up to 4x the visible magnitudes and lengths, ``large`` ones well
    beyond them (numbers 4x-64x, sequences 4x-8x longer), so that code right only below some
    cap (a trial-division limit, a float formula exact to 2**53, a 32-bit accumulator, a
    window or prefix) meets inputs past it; the items of longer sequences are drawn half at
    the visible magnitudes and half at the larger ones."""
    from hypothesis import strategies as st

    if not values:
        return None
    kinds = {_kind(v) for v in values}
    if kinds in ({"int"}, {"float"}, {"int", "float"}):
        low, high = _number_range(values, size, bounds)
        if kinds == {"int"}:
            ints = st.integers(int(low), int(high))
            parities = [p for p, trait in enumerate(("even", "odd")) if trait in traits]
            if traits & {"prime", "composite"}:  # repaired to the trait, not filtered out
                return ints.map(functools.partial(with_trait, tuple(sorted(traits)),
                                                  int(low), int(high)))
            if parities:  # an adopted parity trait
                return ints.map(functools.partial(_with_parity, parities[0]))
            return ints
        return _floats(values, low, high)
    if kinds == {"bool"}:
        return st.booleans()
    if kinds == {"str"}:
        return _text(values, size, bounds, alphabet)
    if kinds in ({"list"}, {"tuple"}) and (fields := _record_fields(values, size)) is not None:
        made: Any = st.tuples(*fields)
        return made if kinds == {"tuple"} else made.map(list)
    if kinds in ({"list"}, {"tuple"}):
        return _sequences(values, kinds == {"tuple"}, size, bounds, shape)
    if kinds == {"dict"}:
        keys = strategy([k for v in values for k in v], "random", ())
        items = strategy([x for v in values for x in v.values()], "random", ())
        if keys is None or items is None:
            return None
        low, high = _size_range([len(v) for v in values], size, ())
        return st.dictionaries(keys, items, min_size=low, max_size=high)
    return st.sampled_from(values)  # None, mixed types: reuse what the tests used


def _sequences(values: list[Any], tuples: bool, size: str, bounds: Sequence[Bound],
               shape: tuple[bool, bool] | None) -> Any:
    """:func:`strategy` for lists (or tuples, ``tuples``) of items: each item drawn as the
    visible items are, the lengths as the visible lengths (scaled by ``size``), distinct or
    ascending where every visible sequence is (``shape`` overrides both)."""
    from hypothesis import strategies as st

    items = [x for v in values for x in v]
    inner = _item_bounds(bounds, items)
    if {_kind(x) for x in items} == {"list", "tuple"}:
        # pairs passed as lists in some calls and tuples in others: new pairs, each list
        # of one container type as every visible one is (pooled as they were, the item
        # strategy fell back to reusing the visible values: no new interval was drawn)
        element = strategy([list(x) for x in items], "random", inner)
        if element is None:
            return None
        elements = [element, element.map(tuple)]
    else:
        element = strategy(items, "random", inner)
        if element is None:
            return None
        elements = [element]
    if items and all(isinstance(x, str) for x in items):
        # A third of the lists are made of the items the tests used alone (tokens of a
        # vocabulary: operators, numerals, names — a list of four is otherwise all
        # tokens one time in sixteen), the rest mix them with new text over the alphabet.
        tokens = st.sampled_from(sorted(set(items)))
        elements = [tokens, st.one_of(tokens, element), st.one_of(tokens, element)]
    numeric = bool(items) and all(_kind(x) in ("int", "float") for x in items)
    larger = strategy(items, size, inner) if numeric and size in ("scaled", "large") \
        else None
    if larger is not None:  # longer, and half of the items larger
        elements = [st.one_of(element, larger)]
    low, high = _size_range([len(v) for v in values], size, bounds)
    longer = any(len(v) >= 2 for v in values)
    distinct, ascending = shape if shape is not None else (
        all(_distinct(v) for v in values), all(_ascending(v) for v in values))
    unique = value_key if distinct and longer else None
    made = st.one_of([_sized(functools.partial(_list_of, e, unique), low, high,
                             size == "large" and unique is None) for e in elements])
    if ascending and longer:
        made = made.map(_sorted)
    return made.map(tuple) if tuples else made


def _record_fields(values: Sequence[Any], size: str) -> list[Any] | None:
    """A strategy per field of ``values`` read as records — every value of one width (2 to
    6), each field of one kind, and the fields of more than one kind (``(name, qty)``); None
    otherwise, or where a field has none. Drawn field by field, as a record is, a name stays
    a name and a quantity a number; pooled, the fields trade kinds (``(4, 'a')``) and every
    draw is a type error for every pass."""
    widths = {len(v) for v in values}
    if len(widths) != 1 or not 2 <= (width := widths.pop()) <= 6:
        return None
    fields = [[v[i] for v in values] for i in range(width)]
    kinds = [{_kind(x) for x in f} for f in fields]
    if any(len(k) != 1 for k in kinds) or len({k.pop() for k in kinds}) < 2:
        return None
    drawn = [strategy(f, size, ()) for f in fields]
    return drawn if all(d is not None for d in drawn) else None


def _item_bounds(bounds: Sequence[Bound], items: Sequence[Any]) -> list[Bound]:
    """A list's stated item bounds (:mod:`gar.grading.stated_bounds`) as the bounds of its
    items: plain bounds for number items, still item bounds for nested lists."""
    stated = [b for b in bounds if b.items]
    if items and all(isinstance(x, list | tuple) for x in items):
        return stated
    return [dataclasses.replace(b, items=False) for b in stated]


def _list_of(element: Any, unique: Any, low: int, high: int) -> Any:
    from hypothesis import strategies as st

    return st.lists(element, min_size=low, max_size=high, unique_by=unique)


def _with_parity(parity: int, n: int) -> int:
    return n - (n % 2) + parity


REPAIR_STEPS = 2000  # how far a draw is moved at most to reach its trait


def with_trait(traits: tuple[str, ...], low: int, high: int, n: int) -> int:
    """The integer nearest ``n`` inside ``[low, high]`` with every arithmetic trait of
    ``traits`` (the next one up first; ``n`` itself where none is within
    :data:`REPAIR_STEPS`, which the domain check then rejects). A draw filtered on a rare trait was mostly thrown away (a
    prime: about one scaled or large draw in 20 near 10**10), so the sample held a handful
    of primes where the generator asked for 32 (spent set 30, session 24: a primitive root
    that checks only the factors up to 13 of p - 1 was wrong on primes no draw kept)."""
    for step in range(REPAIR_STEPS):
        for m in ((n + step, n - step) if step else (n,)):
            if low <= m <= high and all(TRAITS[t](m) for t in traits):
                return m
    return n


def _floats(values: Sequence[float], low: float, high: float) -> Any:
    """Floats in ``[low, high]``, a third rounded to the visible precision (the decimals the
    observed values carry: test-like values such as 3.5), a third at full precision (code
    that rounds, or is otherwise right only on short decimals, differs there), and a third
    reused from the observed values (equal and close values, which tests of closeness or
    duplicates need, are rare among random floats)."""
    from hypothesis import strategies as st

    places = max([_decimals(v) for v in values if isinstance(v, float)], default=1)
    full = st.floats(low, high, allow_nan=False, allow_infinity=False)
    return st.one_of(full.map(lambda x: round(x, places)), full,
                     st.sampled_from(sorted(set(values))))


def _decimals(x: float) -> int:
    """Decimal places of ``x`` as written (``repr``), 1 to 6."""
    text = repr(x)
    if "e" in text or "." not in text:
        return 1
    return min(6, max(1, len(text.split(".")[1].rstrip("0"))))


def _text(values: list[str], size: str, bounds: Sequence[Bound], stated: str = "") -> Any:
    """Strings like ``values``: word lists from their words and new ones, other strings
    over the visible characters widened to their classes, cut to the stated alphabet where
    there is one (a stated "GLR" widened to ``G..R`` made draws of which nearly none kept
    the statement: two of 32 kept, spent set 27; a stated ``a-z`` the widening stays
    inside is no change)."""
    from hypothesis import strategies as st

    words = [s.split(" ") for s in values if " " in s.strip()]
    lengths = [len(s) for s in values]
    if words:  # word lists, single spaces: words the tests use, and new ones
        vocabulary = sorted({w for s in values for w in s.split(" ") if w})
        counts = [len(s.split()) for s in values]
        low, high = _size_range(counts, size, ())
        return st.lists(st.one_of(st.sampled_from(vocabulary), _new_words(vocabulary, size)),
                        min_size=max(1, low), max_size=high).map(" ".join)
    widened = draw_alphabet(values)
    alphabet = "".join(c for c in widened if c in stated) if stated else widened
    alphabet = alphabet or "ab"
    low, high = _size_range(lengths, size, bounds)
    return _sized(lambda a, b: st.text(alphabet=alphabet, min_size=a, max_size=b), low, high,
                  size == "large")


def _new_words(vocabulary: list[str], size: str) -> Any:
    """Words the tests never used, over the widened alphabet of theirs, as long as theirs
    (all of one length when every visible word has it) or, scaled, longer: a word whose
    length matters (a prime length, a long name) may not be among the visible ones."""
    from hypothesis import strategies as st

    lengths = sorted({len(w) for w in vocabulary})
    alphabet = draw_alphabet(vocabulary).replace(" ", "") or "ab"
    low, high = (lengths[0], lengths[0]) if len(lengths) == 1 else _size_range(lengths, size, ())
    return st.text(alphabet=alphabet, min_size=max(1, low), max_size=max(1, high))


def boundaries(values: list[Any], bounds: Sequence[Bound]) -> list[Any]:
    kinds = {_kind(v) for v in values}
    if kinds == {"int"}:
        found = [min(values), max(values), 0, 1]
        own = [b for b in bounds if not b.length and not b.items]
        found += [int(b.low) for b in own if b.low is not None and math.isfinite(b.low)]
        found += [int(b.high) for b in own if b.high is not None and math.isfinite(b.high)]
        return list(dict.fromkeys(found))
    if kinds in ({"list"}, {"tuple"}, {"str"}):
        kind = type(values[0])
        items = [x for v in values for x in v]
        out: list[Any] = [kind()]
        if items:
            out += [kind(items[:1]) if kind is not str else items[0],
                    kind([min(items, key=value_key)] * 2) if kind is not str else items[0] * 2]
        return out
    return []


# ------------------------------------------------------------------ helpers


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    return type(value).__name__


def _distinct(seq: Sequence[Any]) -> bool:
    return len({value_key(x) for x in seq}) == len(seq)


def _ascending(seq: Sequence[Any]) -> bool:
    try:
        return all(a <= b for a, b in itertools.pairwise(seq))
    except TypeError:
        return False


def _sorted(items: list[Any]) -> list[Any]:
    try:
        return sorted(items)
    except TypeError:
        return items
