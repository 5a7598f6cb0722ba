"""Floats that cancel, where the docstring states the accuracy of a float answer.

A float shortcut — a plain left-to-right sum, ``math.fsum`` of rounded products, the
textbook ``(-b + sqrt(b*b - 4*a*c)) / (2*a)`` — is right to the last few bits on every input
whose terms are of one size, and wrong only where large terms cancel beside small ones:
``1e15 + 0.3 - 1e15`` is ``0.25`` in doubles, and ``-b + sqrt(b*b - 4*a*c)`` keeps few
correct digits once ``b*b`` dwarfs ``4*a*c``. Draws pick every number around the visible
ones and :mod:`gar.grading.inputs` magnifies a whole call, ratios kept, so the terms never
differ by ten orders of magnitude (spent sets 30 and 31: weighted means within a relative
``1e-9`` "however much the terms cancel", quadratic roots within a relative ``1e-9``;
census family C, ``bench/results/miss_census_h25.md``).

Honest float code differs exactly there when the task does not ask for more than a float
computation gives (a naive mean and an ``fsum`` one disagree on ``[1e15, 0.3, -1e15]``): such
an input is no evidence. So these inputs are made only where the docstring *states* the
accuracy of its float answer (:func:`stated_accuracy`: "within a relative 1e-9", "relative
error", "correctly rounded", "however much the terms cancel"); there an answer off by the
cancelled digits is wrong by the task's own words. From each observed call:

* **cancelling pair** — a sequence holding floats (a flat list, or records with a float
  field) gets a term ``+M`` and a term ``-M`` (``M`` in :data:`MAGNITUDES`): first and last,
  and both last; a record's copy keeps its other fields (its group, its weight), so the pair
  lands in the same group and cancels there. The copied record is the first one whose float
  has a fraction (the bits a large neighbour rounds away).
* **one float scaled alone** — in a call with two number arguments or more, one a float
  (or an int whose parameter is annotated ``float``; other arguments, a unit's name, kept),
  one number multiplied, then divided, by
  :data:`SCALE` with the others kept: ``(2.0, 4.0, -6.0)`` gives ``(2.0, 4e6, -6.0)``,
  where ``b*b`` is ``3e11`` times ``4*a*c``.

Every input must satisfy the full preconditions (a stated ``|value| <= 1e15`` keeps
``1e16`` out). Their origin is their own (``cancel``), so where the honest passes scatter on
them anyway they are judged apart (:func:`gar.grading.voters.unreliable_origins_as_edge`).
Deterministic, at most ``limit``, round-robin over the observed calls, one per pattern of
signs (the first).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

from gar.grading.exact_answers import stated_exact
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

MAGNITUDES = (1e16, 1e15)  # past 2**53 (ulp 2) and just below it (ulp 0.125)
SCALE = 1e6  # one number a million times larger (then smaller) than the others

_ACCURACY = re.compile(
    r"\bwithin\s+(?:an?\s+)?(?:relative|absolute)\b|"
    r"\brelative\s+(?:error|tolerance|precision|accuracy)\b|\brel_tol\b|"
    r"\bhowever\s+(?:much|badly)\b[^.]{0,40}\bcancel", re.IGNORECASE)


def stated_accuracy(prompt: str) -> bool:
    """Whether the docstring states the accuracy of a float answer (module doc)."""
    return bool(_ACCURACY.search(prompt)) or stated_exact(prompt)


def _is_float(x: Any) -> bool:
    return type(x) is float and math.isfinite(x)


def _field(item: Any) -> int | None:
    """The position of a record's first finite float field, None where it has none."""
    if isinstance(item, list | tuple):
        return next((k for k, x in enumerate(item) if _is_float(x)), None)
    return None


def _pairs(value: Any) -> Iterator[Any]:
    """``value`` (a list holding floats, directly or in a record field) with a ``+M`` and a
    ``-M`` term added: first and last, then both last."""
    if not isinstance(value, list) or not value:
        return
    if all(type(x) in (int, float) for x in value) and any(_is_float(x) for x in value):
        for m in MAGNITUDES:
            yield [m, *value, -m]
            yield [*value, m, -m]
        return
    fields = [(item, _field(item)) for item in value]
    kept = [(item, k) for item, k in fields if k is not None]
    if not kept or len(kept) != len(value):
        return
    item, k = next(((i, k) for i, k in kept if not float(i[k]).is_integer()), kept[0])
    for m in MAGNITUDES:
        plus, minus = (type(item)((*item[:k], s * m, *item[k + 1:])) for s in (1, -1))
        yield [plus, *value, minus]
        yield [*value, plus, minus]


def _scaled(base: tuple[Any, ...], annotations: tuple[str, ...]
            ) -> Iterator[tuple[Any, ...]]:
    """``base`` with one number scaled alone by :data:`SCALE`, up then down (module doc); an
    int whose parameter is annotated ``float`` counts as a float."""
    numbers = [k for k, x in enumerate(base) if type(x) in (int, float) and math.isfinite(x)]
    floats = [k for k in numbers if type(base[k]) is float
              or (k < len(annotations) and annotations[k] == "float")]
    if len(numbers) < 2 or not floats:
        return
    for up in (True, False):
        for position in numbers:
            x = base[position]
            if x:
                moved = float(x) * SCALE if up else float(x) / SCALE
                yield base[:position] + (moved,) + base[position + 1:]


def _signs(value: Any) -> Any:
    """``value``'s shape with every number replaced by its sign: where terms cancel depends
    on their signs, so one observed call per sign pattern is a base."""
    if type(value) in (int, float):
        return (value > 0) - (value < 0)
    if isinstance(value, list | tuple):
        return tuple(_signs(x) for x in value)
    return type(value).__name__


def _candidates(base: tuple[Any, ...], annotations: tuple[str, ...]
                ) -> Iterator[tuple[Any, ...]]:
    yield from _scaled(base, annotations)
    for position, value in enumerate(base):
        for paired in _pairs(value):
            yield base[:position] + (paired,) + base[position + 1:]


def cancelling_inputs(prompt: str, pre: Preconditions, limit: int, seen: set[str]
                      ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with cancelling terms or one float scaled alone (module
    doc), one observed call per sign pattern (the first), none in ``seen``; nothing unless
    the docstring states its accuracy."""
    if not stated_accuracy(prompt):
        return ()
    # one base per sign pattern, its first observed call (deterministic order)
    bases = {_signs(tuple(base)): tuple(base) for base in reversed(pre.observed)}
    streams = [_candidates(base, pre.annotations) for base in reversed(bases.values())]
    return NewInputs.beside(pre, seen).in_turn(streams, limit, "scaled", "cancel")
