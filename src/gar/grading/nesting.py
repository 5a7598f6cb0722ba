"""Nested lists drawn deeper than the visible ones: depth is a size, like length and
magnitude.

A list whose items are numbers or lists of the same kind (``[1, [2, [3]]]``: a tree of
numbers) has a third size beside its length and its numbers' magnitude: its nesting depth.
Code right only to a few levels — three loops for three levels, a guard at depth 50 against
"runaway" nesting, a recursion that assumes shallow input — is right on every visible
input, whose depth is small, and on every draw that only recombines the visible items. So
such an argument (every observed value a list of numbers and lists, at least one list
holding a number beside a list — a matrix's rows are the rectangle rule's) is also drawn as
a *spine*: a chain of nested lists, each level a few numbers with the next level placed
among them, its depth drawn like a length: ``random`` up to one level past the deepest
visible value, ``scaled`` up to 4× deeper, ``large`` 4–64× deeper (at most
:data:`MAX_DEPTH`, inside what the value codec carries). The numbers are drawn like the
visible numbers (larger ones too, scaled and large).

Balanced bracket strings (the shape :mod:`gar.grading.shapes` adopts) are the same kind of
value written out: random balanced strings are shallow (a depth near the square root of
their length), so they are also drawn as nests of a drawn depth, each level a bracket
kind the tests use with a visible string beside its content or not (a cap of 50 peeling
rounds, a recursion per level).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

MAX_DEPTH = 128  # the value codec carries 200 levels (gar.execution.sandboxed.codec)


def _number(x: Any) -> bool:
    return type(x) in (int, float)


def depth(value: Any) -> int:
    """Nesting depth of a list (a flat list is 1); 0 for a number."""
    if not isinstance(value, list):
        return 0
    deepest, stack = 1, [(value, 1)]
    while stack:
        items, level = stack.pop()
        deepest = max(deepest, level)
        stack += [(x, level + 1) for x in items if isinstance(x, list)]
    return deepest


def _numbers(value: list[Any]) -> list[Any] | None:
    """Every number at any depth, or None when something else (a string) is there."""
    found, stack = [], [value]
    while stack:
        for x in stack.pop():
            if isinstance(x, list):
                stack.append(x)
            elif _number(x):
                found.append(x)
            else:
                return None
    return found


def _mixed(value: list[Any]) -> bool:
    """Some list of ``value`` holds a number beside a list."""
    stack = [value]
    while stack:
        items = stack.pop()
        lists = [x for x in items if isinstance(x, list)]
        if lists and len(lists) < len(items):
            return True
        stack += lists
    return False


def deeper(values: Sequence[Any], balanced: bool, size: str) -> Any:
    """The deeper draws for an argument: spines for trees of numbers, nests for balanced
    bracket strings (``balanced``: the shape :mod:`gar.grading.shapes` adopted); None
    for other values."""
    if is_tree(values):
        return strategy(values, size)
    if balanced and values and all(isinstance(v, str) for v in values):
        return bracket_strategy(values, size)
    return None


def is_tree(values: Sequence[Any]) -> bool:
    """Whether the observed values are trees of numbers (see module doc)."""
    if not values or not all(isinstance(v, list) for v in values):
        return False
    if any(_numbers(v) is None for v in values):
        return False
    return any(_mixed(v) for v in values) and any(_numbers(v) for v in values)


def _depth_range(deepest: int, size: str) -> tuple[int, int]:
    """Depths to draw, from the deepest visible one: like a length (see module doc)."""
    deepest = max(deepest, 1)
    if size == "scaled":
        low, high = deepest + 1, 4 * deepest
    elif size == "large":
        low, high = 4 * deepest, 64 * deepest
    else:
        low, high = 1, deepest + 1
    return min(low, MAX_DEPTH), min(high, MAX_DEPTH)


def _chain(levels: list[tuple[list[Any], int]]) -> list[Any]:
    """The levels nested into one another: the last innermost, each placed among the
    numbers of the one above at its drawn position."""
    inner: list[Any] | None = None
    for numbers, place in reversed(levels):
        level = list(numbers)
        if inner is not None:
            level.insert(place % (len(level) + 1), inner)
        inner = level
    return inner or []


def strategy(values: Sequence[Any], size: str) -> Any:
    """A Hypothesis strategy for spines of the observed trees' kind (see module doc)."""
    from hypothesis import strategies as st

    from gar.grading.generate import _strategy

    leaves = [x for v in values for x in (_numbers(v) or [])]
    number = _strategy(leaves, "random", ())
    if size in ("scaled", "large"):
        number = st.one_of(number, _strategy(leaves, size, ()))
    level = st.tuples(st.lists(number, max_size=3), st.integers(0, 3))
    low, high = _depth_range(max(depth(v) for v in values), size)
    return st.integers(low, high).flatmap(
        lambda n: st.lists(level, min_size=n, max_size=n)).map(_chain)


_OPEN, _CLOSE = "([{", ")]}"


def bracket_depth(text: str) -> int:
    """The deepest nesting of brackets in ``text``."""
    level = deepest = 0
    for char in text:
        level += (char in _OPEN) - (char in _CLOSE)
        deepest = max(deepest, level)
    return deepest


def bracket_strategy(values: Sequence[str], size: str) -> Any:
    """Balanced bracket strings nested to a drawn depth, the same way (see module doc):
    each level a bracket kind the tests use, with a visible string beside its content or
    not; ``random`` up to one level past the deepest visible string, deeper scaled and
    large."""
    from hypothesis import strategies as st

    kinds = [(o, c) for o, c in zip(_OPEN, _CLOSE) if any(o in v for v in values)]
    if not kinds:
        return None
    deepest = max(bracket_depth(v) for v in values)
    low, high = _depth_range(deepest, size)
    beside = st.sampled_from(sorted({"", *values}))
    level = st.tuples(st.sampled_from(kinds), beside, st.booleans())

    def nest(levels: list[tuple[tuple[str, str], str, bool]]) -> str:
        inner = ""
        for (opening, closing), other, after in reversed(levels):
            inner = opening + (inner + other if after else other + inner) + closing
        return inner

    return st.integers(low, high).flatmap(
        lambda n: st.lists(level, min_size=n, max_size=n)).map(nest)
