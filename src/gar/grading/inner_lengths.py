"""Lengths a docstring states for what lies *inside* an argument: "grid is a list of 1 to 100
rows, each a list of 1 to 100 ints", "words: a list of at most 50 strings, each of at most 20
characters", "every row has at most 100 cells".

The bound parser (:mod:`gar.grading.stated_bounds`) reads a counted noun ("1 to 100 ints") as
the length of the argument itself. A count that follows "each" or "every" in its clause,
after the argument's own count or its kind ("a list of", "rows"), is about the argument's
parts instead, and so is a count of letters or characters in a list or a dict ("names are
strings of 1 to 8 lowercase letters"), which only its strings can have: every string or collection inside it has that many items at most
(:class:`~gar.grading.stated_bounds.Bound` with ``length`` set, kept in
:attr:`gar.grading.preconditions.Preconditions.inner_bounds`). The behaviour stage reads it
where it decides whether the docstring promised an input
(:func:`gar.grading.stated_inputs.within_stated`): a 50 x 50 grid under "each a list of 1 to
100 ints" is promised, so a ``RecursionError`` of a flood fill there is a wrong answer, not a
refusal of a size nobody stated. Since session 22 every derived input keeps them too
(:func:`gar.grading.preconditions.satisfies`): "words is a list of 1 to 100 strings of at
most 20 characters" no longer gets 40-letter words, on which an honest segmenter that tries
only the last 20 letters answers False.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_checks import Bound
from gar.grading.stated_bounds import (
    _COUNTED,
    _COUNTED_RANGE,
    _LIMIT,
    _NUMBER,
    _QUESTION,
    _TEXT_NOUNS,
    _limits,
    _Names,
    _number,
    _target,
)

# "each", "every": what follows is said of every part of the argument, not of the whole.
_EACH = re.compile(r"\b(?:each|every)\b", re.IGNORECASE)
# The argument's own kind, said before "each": what the parts are parts of.
_KIND = re.compile(r"\b(?:lists?|rows|strings|dicts?|dictionary|tuples?|grid|matrix)\b",
                   re.IGNORECASE)


def inner_bounds(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                 ) -> list[Bound]:
    """The stated upper limits on the lengths inside the list or dict arguments (module
    doc); ``columns``: the observed values per parameter."""
    known = _Names.of(names, columns)
    holders = tuple(sorted({*known.lists, *known.dicts}))
    bounds = []
    for clause in re.split(r"(?<!\d)[.;\n](?!\d)", doc):
        target = _target(clause, holders, known.names)
        if target is None:
            continue
        counts = _counts(clause)
        for start, limits, noun in counts:
            if _QUESTION.search(clause[:start]) or limits[1] is None:
                continue
            each = _EACH.search(clause, 0, start)
            whole = clause[:each.start()] if each else ""  # the argument, said before its parts
            if noun.lower() in _TEXT_NOUNS or each and (
                    _KIND.search(whole) or any(s < each.start() for s, _, _ in counts)):
                bounds.append(Bound(target, *limits, length=True))
    return bounds


# "each a list of the same length 1 to 50", "each of length at most 100": a count said as
# a length (of the parts' items).
_LENGTH_RANGE = re.compile(rf"\blength\s+(?:from\s+)?({_NUMBER})\s+to\s+({_NUMBER})",
                           re.IGNORECASE)
_LENGTH_LIMIT = re.compile(rf"\blength\s+{_LIMIT}", re.IGNORECASE)


def _counts(clause: str) -> list[tuple[int, tuple[float | None, float | None], str]]:
    """Where each counted noun of ``clause`` starts, its (low, high) and the noun (a length
    counts items)."""
    found = [(m.start(), _limits(m, 0), m.group(6)) for m in _COUNTED.finditer(clause)]
    found += [(m.start(), (_number(m.group(1)), _number(m.group(2))), m.group(3))
              for m in _COUNTED_RANGE.finditer(clause)]
    found += [(m.start(), (_number(m.group(1)), _number(m.group(2))), "items")
              for m in _LENGTH_RANGE.finditer(clause)]
    found += [(m.start(), _limits(m, 0), "items") for m in _LENGTH_LIMIT.finditer(clause)]
    return [(start, limits, noun) for start, limits, noun in found if limits]


def kept(bounds: Sequence[Bound], calls: Sequence[tuple[Any, ...]]) -> list[Bound]:
    """The bounds every observed call keeps (the tests, not the prose, are what a solution
    passed)."""
    return [b for b in bounds if all(
        len(c) > b.position and b.high is not None and longest_part(c[b.position]) <= b.high
        for c in calls)]


def longest_part(value: Any) -> int:
    """The length of the longest string or collection inside ``value``, at any depth (-1
    where there is none)."""
    if isinstance(value, dict):
        parts = [x for pair in value.items() for x in pair]
    elif isinstance(value, list | tuple | set | frozenset):
        parts = list(value)
    else:
        return -1
    sized = [len(x) for x in parts if isinstance(x, str | list | tuple | dict | set | frozenset)]
    return max([*sized, *(longest_part(x) for x in parts)], default=-1)


def inner_holds(value: Any, bound: Bound) -> bool:
    """Whether every part inside ``value`` keeps a stated inner ``bound`` (a value with no
    parts does)."""
    return bound.high is None or longest_part(value) <= bound.high


def inner_held(value: Any, size: float, bounds: Sequence[Bound], position: int) -> bool:
    """Whether a stated inner bound on argument ``position`` holds the longest part
    (``size``) of ``value``."""
    return isinstance(value, list | tuple | dict) and any(
        b.position == position and b.high is not None and size <= b.high for b in bounds)
