"""A date given as three int arguments (year, month, day): a relation between arguments
(``date|y|m|d``, :mod:`gar.grading.preconditions`).

"1 <= day <= the number of days of that month" is stated in words; each argument's own
range is read (:mod:`gar.grading.stated_bounds`), the relation between them is not. Drawn
and edited calls then name February 30 or April 31 about one time in ten (spent set 10's
weekday task: 23 of 48 draws bad), honest solutions differ there — ``datetime.date``
raises, a formula answers — the draws read as scattered, and a formula wrong on dates the
tests do not show was never contradicted.

Adopted where three int parameters are named as a date's parts (``year``/``month``/``day``,
or ``y``/``m``/``d``) and every observed call is a real date of the proleptic Gregorian
calendar (years 1 to 9999, as :mod:`datetime` has them). A drawn call is repaired
(:func:`repaired`): the month brought into 1..12 and the day into the month.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence
from typing import Any

PREFIX = "date|"
_PARTS = (("year", "month", "day"), ("y", "m", "d"), ("yyyy", "mm", "dd"))


def _is_int(x: Any) -> bool:
    return type(x) is int


def relations(names: Sequence[str], calls: Sequence[tuple[Any, ...]]
              ) -> list[tuple[str, int, int]]:
    """The ``date|y|m|d`` relation where the parameters name a date's parts and every
    observed call is a real date (module doc)."""
    lowered = [n.lower() for n in names]
    for parts in _PARTS:
        if all(p in lowered for p in parts):
            y, m, d = (lowered.index(p) for p in parts)
            kind = f"{PREFIX}{y}|{m}|{d}"
            if calls and all(holds(c, kind) for c in calls):
                return [(kind, y, d)]
    return []


def _positions(kind: str) -> tuple[int, int, int]:
    y, m, d = (int(p) for p in kind[len(PREFIX):].split("|"))
    return y, m, d


def holds(args: Sequence[Any], kind: str) -> bool:
    y, m, d = _positions(kind)
    if max(y, m, d) >= len(args) or not all(_is_int(args[p]) for p in (y, m, d)):
        return False
    year, month, day = args[y], args[m], args[d]
    return 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= calendar.monthrange(
        year, month)[1]


def repaired(args: list[Any], kind: str) -> None:
    """The drawn call ``args`` (a list, changed in place) brought to a real date."""
    y, m, d = _positions(kind)
    if max(y, m, d) >= len(args) or not all(_is_int(args[p]) for p in (y, m, d)):
        return
    year = min(max(args[y], 1), 9999)
    month = (args[m] - 1) % 12 + 1
    days = calendar.monthrange(year, month)[1]
    args[y], args[m], args[d] = year, month, (args[d] - 1) % days + 1
