"""The inclusive ends of stated spans as fresh inputs (:mod:`gar.grading.stated_spans`):
every observed call with its number moved to each end a span ``xs[0] <= x <= xs[-1]``
includes. Apart from the spans themselves because :mod:`gar.grading.preconditions` reads
the spans while these inputs need its domain check."""

from __future__ import annotations

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions
from gar.grading.stated_spans import MAX_CORNERS, span_limits


def corner_inputs(pre: Preconditions, limit: int, seen: set[str]
                  ) -> tuple[DerivedInput, ...]:
    """Every observed call with its number moved to each inclusive end of a stated span
    (module doc), none in ``seen``."""
    new = NewInputs.beside(pre, seen)
    found = []
    for kind, i, j in pre.relations:
        if not kind.startswith("span_") or kind.endswith("_open"):
            continue
        for base in pre.observed:
            for end in span_limits(base[j], kind) or ():
                args = (*base[:i], type(base[i])(end), *base[i + 1:])
                made = new.take(args, "boundary", "corner")
                if made is not None:
                    found.append(made)
    return tuple(found[:min(limit, MAX_CORNERS)])
