"""References back into a sequence's own prefix, where the docstring says so: a shape of list
arguments whose items mix plain values and records (``backref|...``).

"A token is either a letter or a tuple (offset, length) ... 1 <= offset <= the length
decoded so far" bounds a field of each record by what the items *before* it produce: a copy
may reach back only as far as the output already made. No number states that bound, so it
was read nowhere, and edits and draws of the visible token lists broke it nearly every
other time — a copy token first in the list, a letter deleted before a copy that reached it.
There honest decoders differ by construction: Python's negative indices wrap around
(``out[len(out) - offset]`` answers from the end), an ``out[-offset]`` raises
``IndexError``, and the raise was counted as a crash on a stated input against the
others' unanimous answer (blind set 26: an honest decoder demoted in 6 of 7 groups).

Adopted where the list's record items (tuples or lists of one width ``k``, 2 to 4, of
integers) have their fields named in the docstring (``(offset, length)``, as
:mod:`gar.grading.record_fields` reads them), a field is bounded above by something that
came *before* ("so far", "before it", "preceding", "earlier", "already", "previous"), and
every observed value keeps the reading below. The bound is read as the number of items
before the record in the list — each item produces something, so that count never exceeds
what the prefix produced: the domain is at most narrower than the one stated, which costs
inputs, never a false conviction. A stated lower bound on the field (``1 <= offset``) is
kept too. A value whose record reaches back past its position is outside the domain
(:func:`keeps`); a drawn one is repaired (:func:`repaired`: a record with too few items
before it waits for them, its field cut to its position).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.record_fields import _field_names

PREFIX = "backref|"
_BEFORE = (r"(?:so\s+far|before\s+(?:it|that|this|them)|preceding|earlier|already|"
           r"previous(?:ly)?|up\s+to\s+(?:that|this)\s+point|until\s+then)")
_AT_MOST = r"(?:<=|<|is\s+at\s+most|is\s+no\s+more\s+than|does\s+not\s+exceed|is\s+less\s+than)"


def _record(item: Any, width: int) -> bool:
    return isinstance(item, list | tuple) and len(item) == width and all(
        type(x) is int for x in item)


def _width(values: Sequence[Any]) -> int | None:
    """The one width of the record items of list ``values`` (each holding some plain item
    too, or some record); None where there is no such width."""
    if not values or not all(isinstance(v, list | tuple) for v in values):
        return None
    widths = {len(x) for v in values for x in v if isinstance(x, list | tuple)}
    width = widths.pop() if len(widths) == 1 else 0
    return width if 2 <= width <= 4 and all(
        _record(x, width) for v in values for x in v if isinstance(x, list | tuple)) else None


def _statement(doc: str, name: str) -> tuple[int | None, bool] | None:
    """(the stated lower bound, whether the upper one is strict) where the docstring bounds
    field ``name`` above by what came before it; None where it does not."""
    text = " ".join(doc.split())
    match = re.search(rf"(?:(-?\d+)\s*(<=|<)\s*)?(?<![\w.]){re.escape(name)}\s*({_AT_MOST})"
                      rf"\s*[^.;,<>=]{{0,60}}?\b{_BEFORE}\b", text, re.IGNORECASE)
    if match is None:
        return None
    low = None if match.group(1) is None else int(match.group(1)) + (match.group(2) == "<")
    return low, match.group(3) in ("<", "is less than")


def adopted(columns: Sequence[Sequence[Any]], doc: str, names: Sequence[str]
            ) -> list[tuple[int, str]]:
    """The list positions whose records' field the docstring bounds by the prefix, each with
    its shape ``backref|<width>|<field>|<low>|<strict>``, kept where every observed value
    keeps it (module doc)."""
    found: list[tuple[int, str]] = []
    for position, values in enumerate(columns):
        width = _width(values)
        fields = _field_names(doc, width) if width else None
        if not fields or set(fields) & set(names):
            continue
        for field, name in enumerate(fields):
            stated = _statement(doc, name)
            if stated is None:
                continue
            low, strict = stated
            shape = f"{PREFIX}{width}|{field}|{'' if low is None else low}|{int(strict)}"
            if all(keeps(v, shape) for v in values):
                found.append((position, shape))
    return found


def _parsed(shape: str) -> tuple[int, int, int | None, bool]:
    width, field, low, strict = shape[len(PREFIX):].split("|")
    return int(width), int(field), int(low) if low else None, strict == "1"


def _allowed(before: int, low: int | None, strict: bool) -> tuple[int | None, int]:
    """The range of the field of a record with ``before`` items before it."""
    return low, before - 1 if strict else before


def keeps(value: Any, shape: str) -> bool:
    if not isinstance(value, list | tuple):
        return False
    width, field, low, strict = _parsed(shape)
    for before, item in enumerate(value):
        if _record(item, width):
            least, most = _allowed(before, low, strict)
            if item[field] > most or least is not None and item[field] < least:
                return False
    return True


def repaired(value: Any, shape: str) -> Any:
    """``value`` with every record after enough items and its field cut into its range (a
    record that never gets enough items before it is left out); another value as it is."""
    if not isinstance(value, list | tuple) or keeps(value, shape):
        return value
    width, field, low, strict = _parsed(shape)
    out: list[Any] = []
    waiting: list[Any] = []
    for item in value:
        (waiting if _record(item, width) else out).append(item)
        while waiting:
            least, most = _allowed(len(out), low, strict)
            if least is not None and most < least:
                break
            record = list(waiting.pop(0))
            record[field] = min(record[field] if least is None else max(record[field], least),
                                most)
            out.append(_like(record, value, width))
    return type(value)(out)


def _like(record: list[int], value: Sequence[Any], width: int) -> Any:
    """``record`` as the container type the value's records use (tuple or list)."""
    kind = next((type(x) for x in value if _record(x, width)), tuple)
    return kind(record)
