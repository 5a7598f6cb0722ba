"""Inputs that reach the limits of the domain: the bounds the task states, sizes and
magnitudes far past the visible ones.

Draws grow around the visible values (:mod:`gar.grading.generate`: 4x-64x), so code that is
right only below a limit the tests never approach — a search capped at the largest visible
item, a 64-bit accumulator, a recursion as deep as the list, a window of the first thousand
items — passes them. A stated bound (:mod:`gar.grading.stated_bounds`) says how far the
domain goes; these inputs go there, each an observed call with one argument moved:

* **to a stated value bound** (``boundary``): a number argument at its stated maximum and
  one below it, at its stated minimum and one above it, and drawn in the top half of the
  stated range;
* **to a stated item bound** (``boundary``): a list's largest item set to the stated
  maximum and its smallest to the stated minimum at once (extremes that cancel beside the
  small items kept), its items shifted so that its largest is the stated maximum (order and
  differences kept), its largest item alone set to it, its items shifted so that its
  smallest is the stated minimum, its items drawn in the top half of the stated range;
  an integer argument's values at a limit are moved to the nearest integer with the
  domain's adopted traits (a prime near ``10**30`` where every visible modulus is prime);
* **to a stated or no length cap** (``scaled``, ``large``): a flat list grown to
  ``min(cap, REACH_LEN)`` items, drawn within the stated item bounds (or the visible
  items' range), sorted or distinct where the domain is, its second half drawn from
  another distribution than its first (a prefix read as a sample of the whole is wrong);
  and, from the first observed call, where a stated item bound is wider than the visible
  magnitudes, as many distinct integers spread over the square of that many values
  (:func:`_sparse`: a dense list holds every value's complement, where a top-64 scan is
  right);
  a grid of integers grown in both dimensions at once to ``min(cap, GRID_SIDE)`` rows and
  columns (a path sum past a sentinel of 9999 needs both);
* **past a machine word** (``scaled``, ``large``): a list of integers shifted by ``2**32``
  and by ``2**64`` where no item bound is stated and the tests' integers all lie below
  ``2**31`` (a wrap, an int64 cast, a float on the way);
* **as deep as the length allows** (``scaled``, ``large``): a token list under a stack
  discipline (:mod:`gar.grading.token_stacks`) grown to ``min(cap, REACH_LEN)`` tokens with
  every operand first, one list per visible operator (:func:`~gar.grading.token_stacks.
  deepest`): random arrangements of that length stay about ``sqrt(L)`` deep;
* **deeper** (``scaled``, ``large``): where the domain is nesting itself — a balanced
  bracket string, a list the tests show mixing numbers and lists at one level — the
  observed value nested two levels deeper than any visible one and ``DEEP`` deep (a
  walk that stops at three levels, a guard against "runaway" depth at 50); a dict the
  tests show holding a dict is put under more mappings the same way (a flattener that
  stops at three levels).

What no bound states (a size past the visible ones, a magnitude past a word) is ``novel``:
a pass that raises there makes the input ``edge`` for the whole group (a recursion limit
an honest recursive solution meets is no evidence). Every input must satisfy the full
preconditions. Deterministic, at most ``limit``, round-robin over the kinds of move.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable
from typing import Any

from gar.grading import graphs, parent_maps, token_stacks
from gar.grading.bound_checks import length_cap
from gar.grading.deeper_nesting import CLOSE, DEEP, deep_accepts, nested_deeper, self_nested
from gar.grading.float_edges import square_edges
from gar.grading.inputs import DerivedInput
from gar.grading.moves import moved_calls
from gar.grading.preconditions import Bound, Preconditions
from gar.grading.set_grids import set_grids
from gar.grading.variants import TRAITS, is_number
from gar.records import FunctionTask

GRID_SIDE = 50  # rows and columns of a grown grid (2500 cells): both dimensions at once
REACH_LEN = 3000  # items in a list grown towards (or with no) stated length cap: past the
# round caps code scans up to (1000, 2048)
NEAR = 3  # draws per observed call in the top half of a stated range
WORDS = (2**64, 2**32)  # shifts past a 64-bit word (and 2**53: floats) and a 32-bit one
MAX_BASES = 4  # observed calls moved
TRAIT_STEPS = 2000  # how far a value at a limit moves to the nearest with the adopted
# traits: primes near 10**30 are about 69 apart
STRETCH = 64  # edges each visible edge becomes in a stretched graph: past level caps of
# 50 or 64, under Python's recursion limit for the visible graphs' distances


def reach_inputs(task: FunctionTask, pre: Preconditions, limit: int, seen: set[str]
                 ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain inputs at the domain's limits (module doc), none in
    ``seen``."""
    rng = random.Random(zlib.crc32(f"{task.task_id}/reach".encode()))

    def make(key: str, call: Any, kind: int, stated: bool) -> DerivedInput:
        large = 2 <= kind <= 5 or kind == 7
        return DerivedInput(key, call, "scaled" if large else "boundary", large=large,
                            novel=not stated, origin="reach")

    return moved_calls(pre, seen, limit, 9, MAX_BASES,
                       lambda base, position: _moves(base, position, pre, rng),
                       deep_accepts(task.prompt, pre), make)


def _moves(base: tuple[Any, ...], position: int, pre: Preconditions, rng: random.Random
           ) -> list[tuple[int, Any, bool]]:
    """(kind, moved value, whether a stated bound vouches for it): 0 a value at a stated
    bound, 1 items at a stated item bound, 2 a longer list, 3 and 4 items past a 64-bit
    and a 32-bit word, 5 deeper nesting, 6 a list stretched to both item bounds (a kind
    of its own, so that the round robin takes it from every base), 8 floats scaled past the
    square root of the float range (:mod:`gar.grading.float_edges`)."""
    value = base[position]
    bounds = [b for b in pre.bounds if b.position == position]
    graph = [s for i, s in pre.shapes if i == position and graphs.is_graph(s)]
    deeper = [(5, v, False) for v in nested_deeper(value, pre, position)] if not graph else []
    deeper += [(5, v, True) for v in _deepest_brackets(value, pre, position)]
    deeper += [(5, v, False) for v in self_nested(base, position, pre)]
    if deeper:
        return deeper
    if is_number(value):
        plain = [b for b in bounds if not (b.length or b.items)]
        moved = _at_bounds(value, plain, rng)
        traits = pre.domains[position].int_traits if position < len(pre.domains) else ()
        if traits and type(value) is int:
            moved = [v for v in dict.fromkeys(_with_traits(x, traits, plain) for x in moved)
                     if v is not None and v != value]
        return [(0, v, True) for v in moved]
    if graph:  # graphs of as many names as the stated cap allows, and half as many: one
        # value at a limit is one contradiction (gar.grading.graphs); a weighted graph
        # (a dict of dicts) is not nesting, so it is never wrapped deeper
        size, stated = _reach_length(pre, position)
        grown = [graphs.grown(value, n, graph[-1], rng) for n in (size, size // 2)]
        edges = graphs.edge_count(value)
        factors = dict.fromkeys((STRETCH, max(STRETCH, (size - len(value)) // max(1, edges))))
        letters = "".join(sorted({c for a in pre.observed if isinstance(a[position], dict)
                                  for name in a[position] for c in str(name)}))
        stretched = [graphs.stretched(value, factor, letters) for factor in factors]
        # and each long path also listed backwards: a dict's order is no promise, and a
        # pass in the listed order that settles a path only in order needs one round a hop
        grown += stretched + [dict(reversed(g.items())) for g in stretched if g]
        return [(2, g, stated and len(g) <= size) for g in grown if g is not None]
    if _tree_column(pre, position):
        return [(2, t, stated) for t, stated in _deep_trees(value, pre, position)]
    if not isinstance(value, list | tuple) or not value:
        return []
    items = [b for b in bounds if b.items]
    out = [(1, v, True) for v in _items_at_bounds(value, items, rng)]
    out += [(6, v, True) for v in _stretched(value, items)]
    out += [(8, v, True) for v in square_edges(value, items)]
    longer = _longer(value, pre, position, items, rng) or _grid_grown(
        value, pre, position, items, rng)
    if longer is not None:
        out.append((2, longer[0], longer[1]))
        if base is pre.observed[0]:
            out += [(7, v, longer[1]) for v in _sparse(value, pre, position, items, rng)]
    out += [(2, v, stated) for v, stated in _deepest_stacks(value, pre, position, rng)]
    out += [(2, v, stated) for v, stated in set_grids(value, pre, position, GRID_SIDE, rng)]
    if not items and all(type(x) is int for x in value) and all(
            abs(x) < 2**31 for x in value):
        out += [(3 + k, type(value)(x + shift for x in value), False)
                for k, shift in enumerate(WORDS)]
    return out


def _at_bounds(value: Any, bounds: list[Bound], rng: random.Random) -> list[Any]:
    """A number at each finite stated limit and one step inside it, and :data:`NEAR` drawn
    in the top half of the stated range (one value at a limit is one contradiction; the
    consensus bar wants several)."""
    step = 1 if type(value) is int else 0
    found = []
    for b in bounds:
        if b.high is not None and math.isfinite(b.high):
            found += [b.high, b.high - step, *_near(b.high, b.low, value, rng)]
        if b.low is not None and math.isfinite(b.low):
            found += [b.low, b.low + step]
    cast: Callable[[Any], Any] = int if type(value) is int else float
    return [cast(v) for v in dict.fromkeys(found) if v != value]


def _with_traits(value: int, traits: frozenset[str], bounds: list[Bound]) -> int | None:
    """The integer nearest ``value`` (below first) that has every adopted trait and stays
    inside the stated ranges; None when none lies within :data:`TRAIT_STEPS`. A trait the
    domain adopted (every visible modulus prime, every visible n odd) otherwise rules out
    the stated limit itself, and the top of a range is almost never prime by chance:
    ``10**30`` and ``10**30 - 1`` were both dropped, so nothing reached the limit at all."""
    def inside(n: int) -> bool:
        return all((b.low is None or n >= b.low) and (b.high is None or n <= b.high)
                   for b in bounds)

    for step in range(TRAIT_STEPS):
        for n in (value - step, value + step):
            if inside(n) and all(TRAITS[t](n) for t in traits):
                return n
    return None


def _near(high: Any, low: Any, like: Any, rng: random.Random) -> list[Any]:
    """:data:`NEAR` values in ``[max(low, high / 2), high]`` (none for a range as small as
    the visible values: draws already cover it)."""
    bottom = max(high / 2, low if low is not None and math.isfinite(low) else high / 2)
    if high - bottom < 16:
        return []
    if type(like) is int:
        return [rng.randint(int(bottom), int(high)) for _ in range(NEAR)]
    return [rng.uniform(bottom, high) for _ in range(NEAR)]


def _items_at_bounds(value: list[Any] | tuple[Any, ...], bounds: list[Bound],
                     rng: random.Random) -> list[Any]:
    """A flat list of numbers moved to its stated item limits (module doc), and one of
    its length drawn in the top half of the stated range."""
    leaves = _leaves(value)
    if not leaves or not all(is_number(x) for x in leaves):
        return []
    high = min((b.high for b in bounds if b.high is not None), default=None)
    low = max((b.low for b in bounds if b.low is not None), default=None)
    top, bottom = max(leaves), min(leaves)
    out = []
    if high is not None and math.isfinite(high) and high > top:
        out.append(_mapped(value, lambda x: x + (high - top)))
        if all(is_number(x) for x in value):
            out.append(_replaced(value, top, high))
        if high - max(high / 2, low if low is not None else high / 2) >= 16:
            out.append(_mapped(value, lambda x: _near(high, low, x, rng)[0]))
    if low is not None and math.isfinite(low) and low < bottom:
        out.append(_mapped(value, lambda x: x + (low - bottom)))
    return out


def _stretched(value: list[Any] | tuple[Any, ...], bounds: list[Bound]) -> list[Any]:
    """A flat list of numbers with its largest item at the stated maximum and its smallest
    at the stated minimum at once, the others kept (none unless both limits are stated and
    finite and the list has two extremes): extremes that cancel beside small items —
    ``[1e10, 1.0, -1e10]`` becomes ``[1e16, 1.0, -1e16]``, where a plain float sum loses
    the 1.0 — and a range ``max - min`` as wide as the statement allows. Moving one side at
    a time keeps the sum far from zero, so a rounding error stays within tolerance."""
    if not value or not all(is_number(x) for x in value):
        return []
    high = min((b.high for b in bounds if b.high is not None), default=None)
    low = max((b.low for b in bounds if b.low is not None), default=None)
    top, bottom = max(value), min(value)
    if high is None or low is None or not (math.isfinite(high) and math.isfinite(low)):
        return []
    if not (high > top and low < bottom < top):
        return []
    return [_replaced(_replaced(value, top, high), bottom, low)]


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [x for item in value for x in _leaves(item)]
    return [value]


def _mapped(value: Any, move: Callable[[Any], Any]) -> Any:
    """Every number inside ``value`` moved (type kept; lists of lists too)."""
    if isinstance(value, list | tuple):
        return type(value)(_mapped(x, move) for x in value)
    return type(value)(move(value)) if is_number(value) else value


def _replaced(value: Any, old: Any, new: Any) -> Any:
    items = list(value)
    items[items.index(old)] = type(old)(new)
    return type(value)(items)


def _longer(value: list[Any] | tuple[Any, ...], pre: Preconditions, position: int,
            items: list[Bound], rng: random.Random) -> tuple[Any, bool] | None:
    """(a list of ``min(cap, REACH_LEN)`` items, whether a stated cap vouches for the
    size), for a flat list of numbers or strings longer than any visible one; None
    otherwise. Its second half is drawn from another distribution than its first (numbers
    from the range's upper half; strings from the later half of the visible items): a
    head that stands for the whole list (counts taken on the first thousand items, a
    sample) then answers differently, where a stationary list agrees with it by the law
    of large numbers."""
    size, stated = _reach_length(pre, position)
    visible = max(len(a[position]) for a in pre.observed if isinstance(
        a[position], list | tuple))
    if size <= max(visible * 2, 16):
        return None
    domain = pre.domains[position]
    pool = [x for a in pre.observed if isinstance(a[position], list | tuple)
            for x in a[position]]
    if pool and all(type(x) is int for x in pool):
        low = max([b.low for b in items if b.low is not None] + [min(pool)])
        high = min([b.high for b in items if b.high is not None] + [max(
            max(pool) * 4, max(pool) + 2 * size)])
        if domain.distinct:
            if high - low + 1 < size:
                return None
            made = rng.sample(range(int(low), int(high) + 1), size)
        else:
            upper = (int(low) + int(high) + 1) // 2
            made = [rng.randint(int(low), int(high)) for _ in range(size // 2)] + [
                rng.randint(upper, int(high)) for _ in range(size - size // 2)]
    elif pool and all(isinstance(x, str) for x in pool) and not domain.distinct:
        kinds = list(dict.fromkeys(pool))
        made = [rng.choice(pool) for _ in range(size // 2)] + [
            rng.choice(kinds[len(kinds) // 2:]) for _ in range(size - size // 2)]
    else:
        return None
    if domain.sorted_seqs:
        made.sort()
    return type(value)(made), stated


def _sparse(value: list[Any] | tuple[Any, ...], pre: Preconditions, position: int,
            items: list[Bound], rng: random.Random) -> list[Any]:
    """``min(cap, REACH_LEN)`` distinct ints over the square of that many values, where the
    stated item bounds allow more than :func:`_longer`'s dense range (module doc)."""
    size, _ = _reach_length(pre, position)
    pool = [x for a in pre.observed if isinstance(a[position], list | tuple)
            for x in a[position]]
    highs = [b.high for b in items if b.high is not None and math.isfinite(b.high)]
    if not pool or not highs or not all(type(x) is int for x in pool):
        return []
    low = int(max([b.low for b in items if b.low is not None] + [min(pool)]))
    top = int(min(min(highs), low + size * size))
    if top - low <= max(max(pool) * 4, max(pool) + 2 * size) - low:
        return []  # no wider than the longer list's own range
    made = rng.sample(range(low, top + 1), size)
    if pre.domains[position].sorted_seqs:
        made.sort()
    return [type(value)(made)]


def _tree_column(pre: Preconditions, position: int) -> bool:
    """Whether argument ``position`` is a tree given as a parent map
    (:mod:`gar.grading.parent_maps`)."""
    return (position, parent_maps.SHAPE) in pre.shapes


def _deep_trees(value: Any, pre: Preconditions, position: int) -> list[tuple[Any, bool]]:
    """(``value`` with every edge a chain, whether a stated cap vouches for its length): by
    ``STRETCH`` and as far as the stated cap on the dict's length (or ``REACH_LEN``) allows."""
    size, stated = _reach_length(pre, position)
    letters = "".join(sorted({c for a in pre.observed if isinstance(a[position], dict)
                              for name in a[position] for c in name}))
    factors = dict.fromkeys((STRETCH, max(STRETCH, (size - len(value)) // max(1, len(value)))))
    trees = [parent_maps.stretched(value, factor, letters) for factor in factors]
    return [(t, stated and len(t) <= size) for t in trees if t is not None]


def _reach_length(pre: Preconditions, position: int) -> tuple[int, bool]:
    """(the length a list argument is grown to, ``min(cap, REACH_LEN)``; whether a stated
    cap vouches for it)."""
    cap = length_cap(pre.bounds, position)
    size = int(min(cap, REACH_LEN)) if cap is not None and math.isfinite(cap) else REACH_LEN
    return size, cap is not None and size <= cap


def _deepest_stacks(value: list[Any] | tuple[Any, ...], pre: Preconditions, position: int,
                    rng: random.Random) -> list[tuple[Any, bool]]:
    """(a token list of ``min(cap, REACH_LEN)`` tokens as deep as that length allows, whether
    a stated cap vouches for it), one per visible operator, where the argument keeps a stack
    discipline (:func:`gar.grading.token_stacks.deepest`); none otherwise."""
    shape = next((s for p, s in pre.shapes if p == position
                  and s.startswith(token_stacks.PREFIX)), None)
    if shape is None:
        return []
    size, stated = _reach_length(pre, position)
    pool = [x for a in pre.observed if isinstance(a[position], list | tuple)
            for x in a[position]]
    return [(type(value)(made), stated)
            for made in token_stacks.deepest(pool, shape, size, rng.choice)]


def _grid_grown(value: Any, pre: Preconditions, position: int, items: list[Bound],
                rng: random.Random) -> tuple[Any, bool] | None:
    """(a grid of integers grown in *both* dimensions to ``min(cap, GRID_SIDE)`` rows and
    as many columns, whether a stated cap vouches for it): a rectangle the tests show a
    few cells wide, whose items are drawn within the stated item bounds (the later rows
    from the range's upper half, so sums along the grid pass the sentinels code
    initialises with, 9999; a grid whose values keep a set, 0/1, fails the preconditions
    and is dropped); None for anything else."""
    if not (isinstance(value, list) and value and all(
            isinstance(r, list) and r and all(type(x) is int for x in r) for r in value)):
        return None
    cap = length_cap(pre.bounds, position)
    capped = cap is not None and math.isfinite(cap)
    side = int(min(GRID_SIDE, cap)) if cap is not None and capped else GRID_SIDE
    pool = sorted({x for a in pre.observed if isinstance(a[position], list)
                   for r in a[position] if isinstance(r, list) for x in r if type(x) is int})
    if not pool or side <= 2 * max(len(value), max(len(r) for r in value)):
        return None
    low = max([b.low for b in items if b.low is not None] + [min(pool)])
    stated = [b.high for b in items if b.high is not None and math.isfinite(b.high)]
    high = min(stated) if stated else max(max(pool) * 4, 16)
    upper = (int(low) + int(high) + 1) // 2

    def cell(row: int) -> int:
        return rng.randint(upper if row >= side // 2 else int(low), int(high))

    return [[cell(i) for _ in range(side)] for i in range(side)], capped


def _deepest_brackets(value: Any, pre: Preconditions, position: int) -> list[str]:
    """A balanced bracket string nested as deep as its stated length cap allows (up to
    :data:`REACH_LEN` characters): for brackets the depth is the size that counts, as it is
    for a stack (``token_stacks.deepest``), and the cap vouches for it — a recursive
    descent that runs out of stack at depth 1000 under "len(s) <= 10**4" is wrong there.
    Only under a stated cap: :data:`DEEP` levels otherwise."""
    if not isinstance(value, str) or (position, "balanced") not in pre.shapes:
        return []
    opener = next((c for v in (value, *(a[position] for a in pre.observed)) if isinstance(
        v, str) for c in v if c in CLOSE), None)  # a base without brackets: another's
    size, stated = _reach_length(pre, position)
    levels = (size - len(value)) // 2
    if opener is None or not stated or levels <= DEEP:
        return []
    return [opener * levels + value + CLOSE[opener] * levels]
