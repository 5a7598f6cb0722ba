"""Broad fresh inputs inside the inferred domain: Hypothesis draws and boundary values.

The mutations of :mod:`gar.grading.variants` stay close to the visible inputs (EvalPlus's
type-aware mutation); code that is right only on small or visible-like inputs slips past
them. This module adds, from the :class:`~gar.grading.preconditions.Preconditions`:

* **random draws** with Hypothesis: a strategy per argument built from the observed values'
  shape (numbers in a range grown around the observed one — floats both at the visible
  precision and at full precision, integers keeping an adopted parity trait — strings over
  the observed alphabet widened to its classes (:mod:`gar.grading.alphabet`), word lists of
  the observed words and new ones, lists of such elements keeping sortedness and
  distinctness, string items half from the observed tokens), at three sizes — ``random``
  (the observed sizes), ``scaled`` (several times longer / larger) and ``large`` (far
  beyond; with several arguments, all or one of them far out) — with the cross-argument
  relations repaired (an index drawn within the sequence drawn for it, an order swapped
  back, equal lengths), arguments that lie inside another's data borrowed from it (an item
  ±1, a slice; :mod:`gar.grading.joint_draws`), and every draw checked against the domain;
* **boundary values** inside the domain: the smallest and largest observed numbers, the
  docstring's bounds, the shortest allowed sequence, substituted into the observed calls.

Generation is deterministic per group (Hypothesis seeded from the task id, no example
database, and none of the constants Hypothesis harvests from the source of the process's
"local" modules: :func:`_without_local_constants`) and bounded in count and time.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import math
import threading
import time
import zlib
from collections.abc import Sequence
from typing import Any

from gar.grading import layouts
from gar.grading.alphabet import draw_alphabet
from gar.grading.draw_sizes import WORD, _clamped, _size_range, _sized  # noqa: F401 (WORD: read as generate.WORD)
from gar.grading.joint_draws import _borrowing, _repaired
from gar.grading.preconditions import Bound, Preconditions, satisfies
from gar.grading.values import value_key
from gar.grading.variants import Domain

# A safety net for pathological strategies, far above the normal cost (a few ms per draw, at
# most ~0.5 s for a whole size class): past it a size class yields no draws at all, rather
# than a speed-dependent subset. It counts this thread's CPU time, never wall time: a grader
# starved of CPU on a loaded machine (or niced behind other work) must draw what an idle one
# draws, and the draws are cached for the task, so one starved draw would last the process.
MAX_TIME_S = 10.0
_CACHE: dict[str, list[tuple[Any, ...]]] = {}  # a task recurs in every training step
_CACHE_SIZE = 1024
BATCH = 8  # calls per Hypothesis example
BATCHES = 4  # examples beyond count / BATCH (the first is Hypothesis's minimal one)


# BaseException, not Exception: Hypothesis takes an Exception for a failing test and runs
# that example once more to report it (a whole batch drawn again and pretty-printed, ~20% of
# the draws' cost); a BaseException ends the search at once. The draws are the same.
class _Enough(BaseException):
    pass


class _OutOfTime(BaseException):
    pass


def random_calls(pre: Preconditions, seed_text: str, count: int, size: str,
                 budget_s: float = MAX_TIME_S) -> list[tuple[Any, ...]]:
    """Up to ``count`` distinct in-domain argument tuples of size class ``size``
    (``"random"`` or ``"scaled"``), deterministic for ``seed_text`` and ``pre``; cached."""
    # Everything _draw reads: the shape too (a docstring can state "distinct" or "sorted"
    # for the same observed calls, and a task id can recur with another prompt).
    traits = [sorted(d.int_traits) for d in pre.domains]
    shapes = [_shape(d) for d in pre.domains]
    key = (f"{seed_text}|{size}|{count}|{value_key(pre.observed)}|{pre.relations}|"
           f"{pre.bounds}|{traits}|{shapes}|{pre.shapes}")
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = _draw(pre, seed_text, count, size, budget_s)
    return list(_CACHE[key])


def _draw(pre: Preconditions, seed_text: str, count: int, size: str, budget_s: float
          ) -> list[tuple[Any, ...]]:
    from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
    from hypothesis import strategies as st

    strategies = [_strategy([a[i] for a in pre.observed], size, _bounds(pre, i),
                            pre.domains[i].int_traits, _shape(pre.domains[i]))
                  for i in range(pre.arity)]
    for i, shape in pre.shapes:  # strings laid out as records: drawn item by item
        if shape.startswith(layouts.PREFIX):
            strategies[i] = layouts.strategy([a[i] for a in pre.observed], shape, size)
    if not pre.arity or any(s is None for s in strategies):
        return []
    borrow = _borrowing(pre)
    arguments = st.tuples(*strategies)
    if size == "large" and pre.arity > 1:
        arguments = _one_far_out(pre, strategies)
    one_call = arguments.flatmap(lambda args: _repaired(args, pre, borrow))
    # Hypothesis costs a few ms per example, so each example is a batch of calls; a small
    # batch, because an example that outgrows Hypothesis's choice buffer is thrown away and
    # drawn again (slow, and fewer draws for big nested values).
    # Large values go one call per example: a batch of them outgrows the buffer every time.
    per_batch = 1 if size == "large" else min(count, BATCH)
    batch = st.lists(one_call, min_size=per_batch, max_size=per_batch)
    found: list[tuple[Any, ...]] = []
    seen: set[str] = {value_key(a) for a in pre.observed}
    deadline = time.thread_time() + budget_s

    @seed(zlib.crc32(f"{seed_text}/{size}".encode()))
    @settings(max_examples=-(-count // per_batch) + BATCHES, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck), derandomize=False,
              report_multiple_bugs=False, verbosity=Verbosity.quiet)
    @given(batch)
    def collect(calls: list[tuple[Any, ...]]) -> None:
        if time.thread_time() > deadline:
            raise _OutOfTime
        for args in calls:
            key = value_key(args)
            if len(found) < count and key not in seen and satisfies(args, pre):
                seen.add(key)
                found.append(args)
        if len(found) >= count:
            raise _Enough

    # No database, so no key: without one Hypothesis derives it from the test's source
    # (inspect and tokenize, ~3 ms a draw). ``hypothesis.find`` sets the same attribute.
    collect._hypothesis_internal_database_key = None  # type: ignore[attr-defined]
    try:
        with _without_local_constants():
            collect()
    except _Enough:
        pass
    except (Exception, _OutOfTime):  # noqa: BLE001 - out of time, or a strategy that cannot draw
        return []
    return found


@contextlib.contextmanager
def _without_local_constants() -> Any:
    """Hypothesis without the constants it reads from "local" source files (any module
    imported from outside the standard library and site-packages: gar's own, the script
    that runs the grader, a training loop's) for a share of its draws (~5% of choices,
    Hypothesis >= 6.13x). With them the inputs drawn for a group would depend on which code
    the grading process happens to have imported, and on every constant written in it: the
    same group graded by the CLI and by a trainer, or after an unrelated edit, got other
    inputs (16 of the dev set's 180 draws changed when a script defined seven constants).
    Hypothesis's own built-in constants stay. Only this thread's draws inside the block go
    without (:func:`_constants_hook`); the constants' cache is cleared on the way in and
    out, so none computed with local constants is used here, nor ours elsewhere."""
    providers = _constants_hook()
    if providers is None:  # a Hypothesis without local constants
        yield
        return
    depth = getattr(_DRAWING, "depth", 0)
    _DRAWING.depth = depth + 1
    providers.CONSTANTS_CACHE.cache.clear()
    try:
        yield
    finally:
        _DRAWING.depth = depth
        providers.CONSTANTS_CACHE.cache.clear()


_DRAWING = threading.local()  # depth of _without_local_constants blocks in this thread


@functools.cache
def _constants_hook() -> Any:
    """Hypothesis's providers module with its harvest of local constants wrapped (once, for
    the process) to give none inside a :func:`_without_local_constants` block of the
    calling thread and what it always gave elsewhere; None where this Hypothesis has no
    such harvest. A wrapper rather than a swap in and out: two threads drawing at once
    cannot leave it swapped."""
    try:
        from hypothesis.internal.conjecture import providers

        harvest, none = providers._get_local_constants, providers.Constants()
        providers.CONSTANTS_CACHE.cache.clear()
    except (ImportError, AttributeError):
        return None

    def harvest_unless_drawing() -> Any:
        return none if getattr(_DRAWING, "depth", 0) else harvest()

    providers._get_local_constants = harvest_unless_drawing
    return providers


def _one_far_out(pre: Preconditions, large: list[Any]) -> Any:
    """Argument tuples with every argument ``large``, or one of them ``large`` and the rest
    at the visible sizes (each as likely): a number past a cap that bites only for a
    small base, a long text with a short pattern; never a draw with nothing far out."""
    from hypothesis import strategies as st

    visible = [_strategy([a[i] for a in pre.observed], "random", _bounds(pre, i),
                         pre.domains[i].int_traits, _shape(pre.domains[i]))
               for i in range(pre.arity)]
    mixes = [st.tuples(*large)] + [
        st.tuples(*(s if k == far or v is None else v for k, (s, v) in enumerate(
            zip(large, visible)))) for far in range(pre.arity)]
    return st.one_of(mixes)


def boundary_calls(pre: Preconditions, limit: int = 8) -> list[tuple[Any, ...]]:
    """The observed calls with one argument moved to a boundary of its domain."""
    out: list[tuple[Any, ...]] = []
    seen = {value_key(a) for a in pre.observed}
    for base in pre.observed[:4]:
        for position in range(pre.arity):
            values = [a[position] for a in pre.observed]
            for value in _boundaries(values, _bounds(pre, position)):
                args = base[:position] + (value,) + base[position + 1:]
                if value_key(args) not in seen and satisfies(args, pre):
                    seen.add(value_key(args))
                    out.append(args)
    return out[:limit]


# --------------------------------------------------------------- strategies


def _bounds(pre: Preconditions, position: int) -> list[Bound]:
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
    if min(values) >= 0:
        low = max(low, 0 if min(values) < 1 else 1)
    return _clamped(low, high, bounds, top=max(values), length=False)


def _shape(domain: Domain) -> tuple[bool, bool]:
    """(distinct, sorted): the collection shape the domain adopted (None-safe for tests)."""
    return domain.distinct, domain.sorted_seqs


def _strategy(values: list[Any], size: str, bounds: Sequence[Bound],
              traits: frozenset[str] = frozenset(), shape: tuple[bool, bool] | None = None
              ) -> Any:
    """A Hypothesis strategy for values shaped like ``values`` (None: no idea how);
    ``traits``: the arithmetic traits the domain adopted for these integers; ``shape``: the
    (distinct, sorted) collection shape it adopted (None: read off ``values``).

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
            if parities:  # an adopted parity trait
                return ints.map(functools.partial(_with_parity, parities[0]))
            return ints
        return _floats(values, low, high)
    if kinds == {"bool"}:
        return st.booleans()
    if kinds == {"str"}:
        return _text(values, size, bounds)
    if kinds in ({"list"}, {"tuple"}):
        items = [x for v in values for x in v]
        inner = _item_bounds(bounds, items)
        element = _strategy(items, "random", inner)
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
        larger = _strategy(items, size, inner) if numeric and size in ("scaled", "large") \
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
        return made.map(tuple) if kinds == {"tuple"} else made
    if kinds == {"dict"}:
        keys = _strategy([k for v in values for k in v], "random", ())
        items = _strategy([x for v in values for x in v.values()], "random", ())
        if keys is None or items is None:
            return None
        low, high = _size_range([len(v) for v in values], size, ())
        return st.dictionaries(keys, items, min_size=low, max_size=high)
    return st.sampled_from(values)  # None, mixed types: reuse what the tests used


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


def _text(values: list[str], size: str, bounds: Sequence[Bound]) -> Any:
    from hypothesis import strategies as st

    words = [s.split(" ") for s in values if " " in s.strip()]
    lengths = [len(s) for s in values]
    if words:  # word lists, single spaces: words the tests use, and new ones
        vocabulary = sorted({w for s in values for w in s.split(" ") if w})
        counts = [len(s.split()) for s in values]
        low, high = _size_range(counts, size, ())
        return st.lists(st.one_of(st.sampled_from(vocabulary), _new_words(vocabulary, size)),
                        min_size=max(1, low), max_size=high).map(" ".join)
    alphabet = draw_alphabet(values) or "ab"
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


def _boundaries(values: list[Any], bounds: Sequence[Bound]) -> list[Any]:
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
