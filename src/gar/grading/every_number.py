"""A bound stated of *every number* of the call, read onto each argument that holds numbers.

:mod:`gar.grading.stated_bounds` binds a worded bound to its subject: a parameter it names,
or the one list of numbers a clause about items can mean. A clause that names no parameter
and speaks of every number at once — "every number is an int from -10**9 to 10**9", "all
integers are between 0 and 1000", "each number lies in [-100, 100]" — binds every number
the call holds: the items of each list of numbers (nested tuples too) and each number
parameter's value. Unread, the sign and size of every argument were inferred from the
visible calls alone (spent set 30, session 23: a greedy interval cover written with ``-1``
as "none" was wrong only where every end is below -1, and ``intervals``, ``start`` and
``end`` were inferred non-negative, so no negative call was in the domain).

Only "number(s)", "integer(s)" and "int(s)" after "every", "each", "all" or "any" are
universal ("every value" may be a dict's values, "every element" one list's items); a
clause that names a parameter is left to :mod:`gar.grading.stated_bounds`. The limits are
read as there (``between a and b``, ``in [a, b]``, "at most b") and also as ``from a to b``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_checks import Bound, numeric_list
from gar.grading.stated_bounds import (
    _LIMIT,
    _NUMBER,
    SENTENCE_END,
    _limits,
    _number,
    _unwrapped,
)
from gar.grading.variants import is_number, numbers_in

_EVERY = (r"\b(?:every|each|all|any)\s+(?:of the\s+)?(?:numbers?|integers?|ints?)\b"
          r"(?:\s+\w+){0,2}?\s+(?:is|are|must be|will be|lies|lie)\s+(?:always\s+)?"
          r"(?:(?:an?\s+)?(?:integers?|numbers?|ints?)\s+)?(?:in the range\s+)?")
_FROM = re.compile(_EVERY + rf"(?:from\s+)?({_NUMBER})\s+to\s+({_NUMBER})(?![\w(*^]|\.\d)",
                   re.IGNORECASE)
_WORDED = re.compile(_EVERY + _LIMIT, re.IGNORECASE)


def every_number_bounds(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                        ) -> list[Bound]:
    """Bounds on every argument holding numbers, from each clause that bounds every number
    and names no parameter (module doc); ``columns``: the observed values per parameter."""
    limits: list[tuple[float | None, float | None]] = []
    for sentence in re.split(SENTENCE_END, _unwrapped(doc)):
        if any(n and re.search(rf"\b{re.escape(n)}\b", sentence) for n in names):
            continue
        limits += [(_number(m.group(1)), _number(m.group(2))) for m in _FROM.finditer(sentence)]
        limits += [pair for m in _WORDED.finditer(sentence)
                   if (pair := _limits(m, 0)) is not None]
    if not limits:
        return []
    found: list[Bound] = []
    for position, column in enumerate(columns):
        if column and all(_number_value(v) for v in column):
            found += [Bound(position, low, high) for low, high in limits]
        elif column and all(numeric_list(v) for v in column) and any(
                numbers_in(v) for v in column):
            found += [Bound(position, low, high, items=True) for low, high in limits]
    return found


def _number_value(value: Any) -> bool:
    return is_number(value) and not isinstance(value, bool)
