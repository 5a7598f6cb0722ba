"""How long (or how large) drawn values are, per size class — shared by the Hypothesis
strategies of :mod:`gar.grading.generate` and the layouts of :mod:`gar.grading.layouts`
(held apart so that neither imports the other: ``layouts`` is read by ``shapes``, which
the preconditions that ``generate`` reads import)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # only a type here: stated_bounds reads shapes, which reads layouts
    from gar.grading.bound_checks import Bound


def _clamped(low: float, high: float, bounds: Sequence[Bound], top: float, length: bool
             ) -> tuple[float, float]:
    """``[low, high]`` inside the stated bounds. A range past a stated maximum (a ``large``
    range for ``base < 10``) becomes the top of the allowed range: from the largest
    observed value up to the bound, rather than values every draw would have to reject."""
    own = [b for b in bounds if b.length == length and not b.items]
    bound_low = max((b.low for b in own if b.low is not None), default=None)
    bound_high = min((b.high for b in own if b.high is not None), default=None)
    if bound_low is not None:
        low, high = max(low, bound_low), max(high, bound_low)
    if bound_high is not None and high > bound_high:
        high = bound_high
        if low > high:
            low = min(high, top if bound_low is None else max(top, bound_low))
    return low, max(low, high)


WORD = 64  # bits in a machine word: ``large`` sequences reach past it (a 64-bit mask)


def _size_range(lengths: Sequence[int], size: str, bounds: Sequence[Bound]) -> tuple[int, int]:
    low, high = min(lengths), max(lengths)
    if size == "scaled":
        low, high = high + 1, max(8, high * 4 + 8)
    elif size == "large":
        low, high = max(8, high * 4 + 8), max(WORD + 16, high * 8 + 16)
    elif low != high:
        low, high = max(0, low - 1) if low > 1 else low, high + 2
    # (one visible length: a pair, a list of two strings; random draws keep it, scaled
    # ones leave it, and a pass that raises there shows the length is part of the domain)
    if min(lengths) >= 1:
        low = max(low, 1)
    clamped_low, clamped_high = _clamped(low, high, bounds, top=max(lengths), length=True)
    return int(clamped_low), int(clamped_high)


def _sized(make: Any, low: int, high: int, spread: bool) -> Any:
    """``make(low, high)``; with ``spread``, the length is drawn first, evenly over the
    range: Hypothesis keeps collections near their minimum size, so a ``large`` string
    would rarely pass a length-64 cap that the range reaches."""
    from hypothesis import strategies as st

    if not spread or high <= low:
        return make(low, high)
    return st.integers(low, high).flatmap(lambda n: make(n, n))
