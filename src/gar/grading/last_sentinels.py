"""A list whose last record holds ``None`` in a field that no other record leaves empty —
"the last upper is None (no limit)" — the ``last_none|<field>`` relation of
:mod:`gar.grading.preconditions`.

Tax brackets, price tiers and rate tables end with an open record: its bound is ``None``
and means "everything above". Dropping that record, or its ``None``, makes a table the task
rules out, where honest solutions differ on the income past the last bound (one taxes it
at the last rate, one leaves it untaxed); one was convicted on such a table (blind set 33,
read for false demotions only).

Read where the docstring has a sentence with both "last" and ``None``, and only for the
fields that every observed call's list holds empty in its last record and nowhere else: the
statement names the sentinel, the tests say which field it is. A call that breaks it is
``edge`` and never convicts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

PREFIX = "last_none|"
_STATED = re.compile(r"\blast\b[^.;]*\bNone\b|\bNone\b[^.;]*\blast\b")


def _records(value: Any) -> list[Sequence[Any]] | None:
    if not isinstance(value, list | tuple) or not value:
        return None
    if not all(isinstance(r, list | tuple) and len(r) == len(value[0]) for r in value):
        return None
    return list(value)


def _sentinel(records: list[Sequence[Any]], field: int) -> bool:
    return records[-1][field] is None and all(r[field] is not None for r in records[:-1])


def sentinel_relations(doc: str, columns: Sequence[Sequence[Any]]
                       ) -> list[tuple[str, int, int]]:
    """``(last_none|<field>, i, i)`` for each list argument ``i`` and field the module doc
    describes; none where the docstring states no such sentinel."""
    if not _STATED.search(doc):
        return []
    relations = []
    for position, column in enumerate(columns):
        tables = [_records(value) for value in column]
        if not tables or any(t is None for t in tables):
            continue
        width = min(len(t[0]) for t in tables if t)
        relations += [(f"{PREFIX}{field}", position, position) for field in range(width)
                      if all(_sentinel(t, field) for t in tables if t)]
    return relations


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether ``args[i]`` ends with the one record that leaves the field empty."""
    records = _records(args[i])
    field = int(kind[len(PREFIX):])
    return (records is not None and all(len(r) > field for r in records)
            and _sentinel(records, field))
