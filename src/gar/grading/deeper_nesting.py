"""Values nested deeper than any visible one, where the domain is nesting itself
(:mod:`gar.grading.bound_reach`'s move 5): a balanced bracket string, arbitrarily nested
lists, a tree of mappings. Recursion that is right on the tests' shallow values and runs out
of stack (or guards itself with a depth cap) is wrong only here.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from gar.grading import adjacency
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.shapes import states_balanced
from gar.grading.variants import is_number

DEEP = 100  # nesting depth: past the caps code guards its recursion with, well under
# Python's recursion limit (an honest recursive walk stays inside it)

CLOSE = {"(": ")", "[": "]", "{": "}"}
SELF_LEVELS = 2  # a group nested in itself: levels past the deepest visible value
SELF_DEEP = 20  # and this deep: past the few rounds or levels a parser caps itself at,
# well under the depth caps docstrings state (50, 100) and the recursion limit
SELF_GROWTH = 2**16  # at most this product of the nested counts: ``2[c]`` nested 16 times
# decodes to 65536 letters, ``(OH)2`` to 65536 atoms; a count of 300 nests once


def nested_deeper(value: Any, pre: Preconditions, position: int) -> list[Any]:
    """``value`` nested two levels deeper than any visible value and :data:`DEEP` levels
    deep, where the domain is nesting itself: a balanced bracket string (wrapped in its
    first bracket's pair), a list that the tests show mixing numbers and lists at one
    level (arbitrarily nested data, not a grid: wrapped in lists), or a dict where the
    tests show a dict holding a dict (put under mappings keyed by its first key)."""
    column = [a[position] for a in pre.observed]
    if isinstance(value, str) and (position, "balanced") in pre.shapes:
        opener = next((c for c in value if c in CLOSE), None)
        if opener is None:
            return []
        depth = max(_bracket_depth(v) for v in column if isinstance(v, str))
        return [opener * d + value + CLOSE[opener] * d for d in (depth + 2, DEEP)]
    if isinstance(value, list) and any(_mixed(v) for v in column):
        depth = max(_list_depth(v) for v in column)
        return [_wrapped(value, d) for d in (depth + 2, DEEP)]
    if isinstance(value, dict) and value and any(_nested_dict(v) for v in column):
        depth = max(_dict_depth(v) for v in column)
        return [_wrapped_dict(value, d - _dict_depth(value)) for d in (depth + 2, DEEP)]
    return []


def self_nested(base: tuple[Any, ...], position: int, pre: Preconditions) -> list[str]:
    """The string at ``position`` with its deepest bracket group (with the count written
    right before or after it: ``3[a]``, ``(OH)2``) nested inside itself until the string
    is :data:`SELF_LEVELS` levels deeper than any visible value at the position, and
    :data:`SELF_DEEP` levels deep: ``K4(ON(SO3)2)2`` becomes ``K4(ON(S(S(SO3)2O3)2O3)2)2``;
    fewer levels where the group's count, multiplied once a level, would pass
    :data:`SELF_GROWTH`.

    Wrapping in bare brackets (:func:`nested_deeper`) keeps neither the grammar the tests
    show (``((`` is seen nowhere) nor a count on each level, so a parser that expands a
    fixed number of rounds (spent set 20: three rewrite rounds of a formula) answers
    right on every wrapped value: an unmultiplied group multiplies by one. The group's
    copy goes at the first place inside it where the whole call stays in the domain
    (:func:`satisfies`: the neighbour grammar, the stated length), or nowhere."""
    value = base[position]
    if not isinstance(value, str):
        return []
    column = [a[position] for a in pre.observed if isinstance(a[position], str)]
    group = _deepest_group(value)
    if group is None:
        return []
    start, opened, closed, end = group
    inner, outer = value[opened + 1:closed], (value[start:opened + 1], value[closed:end])
    visible = max(_bracket_depth(v) for v in column)

    def nested(cut: int, levels: int) -> str:
        copy = value[start:end]
        for _ in range(levels):
            copy = outer[0] + inner[:cut] + copy + inner[cut:] + outer[1]
        return value[:start] + copy + value[end:]

    def fits(text: str) -> bool:
        return satisfies(base[:position] + (text,) + base[position + 1:], pre)

    cut = next((c for c in range(len(inner) + 1) if fits(nested(c, 1))), None)
    if cut is None:
        return []
    depth, count = _bracket_depth(value), int(outer[0][:-1] + outer[1][1:] or 1)
    # a count multiplies what the group makes on every level (a decoded text's length, an
    # atom's total), so the levels stop where the product passes SELF_GROWTH
    most = int(math.log(SELF_GROWTH, count)) if count > 1 else SELF_DEEP
    levels = dict.fromkeys(min(most, max(t, visible + SELF_LEVELS) - depth)
                           for t in (visible + SELF_LEVELS, SELF_DEEP))
    return [nested(cut, n) for n in levels if n > 0]


def _deepest_group(text: str) -> tuple[int, int, int, int] | None:
    """(start, opener, closer, end) of the first group nested deepest in ``text``, where
    its brackets match (the same kind, balanced up to there); the start and end take in
    the digits written right before the opener and right after the closer."""
    depth = deepest = 0
    stack: list[int] = []
    best: tuple[int, int] | None = None
    for i, c in enumerate(text):
        if c in CLOSE:
            stack.append(i)
            depth += 1
        elif c in CLOSE.values():
            if not stack or CLOSE[text[stack[-1]]] != c:
                return None
            opened = stack.pop()
            if depth > deepest:
                deepest, best = depth, (opened, i)
            depth -= 1
    if best is None or stack:
        return None
    opened, closed = best
    start, end = opened, closed + 1
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    while end < len(text) and text[end].isdigit():
        end += 1
    return start, opened, closed, end


def _nested_dict(value: Any) -> bool:
    """A dict holding a dict (a tree of mappings: nested configuration, a trie, JSON)."""
    return isinstance(value, dict) and any(isinstance(v, dict) for v in value.values())


def _dict_depth(value: Any) -> int:
    if not isinstance(value, dict):
        return 0
    return 1 + max((_dict_depth(v) for v in value.values()), default=0)


def _wrapped_dict(value: dict[Any, Any], levels: int) -> dict[Any, Any]:
    """``value`` under ``levels`` more mappings, each keyed by ``value``'s first key (a
    key the tests vouch for: the key alphabet and type are kept)."""
    key = next(iter(value))
    for _ in range(levels):
        value = {key: value}
    return value


def _bracket_depth(text: str) -> int:
    depth = deepest = 0
    for c in text:
        depth += 1 if c in CLOSE else -1 if c in CLOSE.values() else 0
        deepest = max(deepest, depth)
    return deepest


def _mixed(value: Any) -> bool:
    """A list holding both a number and a list at one level, here or deeper."""
    if not isinstance(value, list):
        return False
    kinds = {isinstance(x, list) for x in value if isinstance(x, list) or is_number(x)}
    return kinds == {True, False} or any(_mixed(x) for x in value)


def _list_depth(value: Any) -> int:
    return 1 + max((_list_depth(x) for x in value), default=0) if isinstance(value, list) else 0


def _wrapped(value: list[Any], depth: int) -> list[Any]:
    for _ in range(depth):
        value = [value]
    return value


def deep_accepts(prompt: str, pre: Preconditions) -> Callable[[tuple[Any, ...]], bool]:
    """The domain check for the inputs at the domain's limits: :func:`satisfies`, but a
    string nested deeper than :data:`DEEP` where the docstring states balanced brackets
    (a grammar's ``"(" expr ")"``, "parentheses may nest as deep as the length allows") is
    checked without the neighbour grammar inferred at its position. The tests show a few
    shallow expressions, so the grammar never saw ``((`` or ``))`` and refused every deep
    string the statement allows: spent set 27's evaluator that ``eval``s the text, which
    CPython's parser refuses past 200 levels, met none."""
    stated = states_balanced(prompt)

    def accept(args: tuple[Any, ...]) -> bool:
        if satisfies(args, pre):
            return True
        deep = [i for i, a in enumerate(args) if isinstance(a, str) and _depth(a) > DEEP]
        return stated and bool(deep) and satisfies(args, dataclasses.replace(pre, shapes=tuple(
            s for s in pre.shapes if not (s[0] in deep and s[1].startswith(adjacency.PREFIX)))))

    return accept


def _depth(text: str) -> int:
    depth = top = 0
    for char in text:
        depth += (char in CLOSE) - (char in CLOSE.values())
        top = max(top, depth)
    return top
