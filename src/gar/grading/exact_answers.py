"""Answers the docstring states exactly: floats compared to the last bit.

The group's answers are compared as the tests accept them (:func:`gar.grading.detectors.
lookups.same_value`: floats within a relative and an absolute ``1e-9``), because honest
float code differs in its last bits. Where the docstring *states* the answer to the last
bit — "the float nearest to the exact value", "correctly rounded", "the nearest float" —
it does not: every honest program returns that one float (``int / int`` and
``float(Fraction)`` are correctly rounded), and a float shortcut that loses precision
(sums of squares near ``10**18`` in floats, a product of two 30-bit ints through a double)
is off by far less than the tolerance on most inputs — a slope of ``3.000000012e-09``
answered ``2.9999995e-09`` is within an absolute ``1e-9``, and ``13.691632628077532``
answered ``13.6916326283564`` within a relative one (blind set 24's least-squares slope
in floats, `b24-slope-float-sums`). There the tolerance is :data:`~gar.grading.detectors.
lookups.EXACT`: a float answer that is not the consensus's float is a different answer.
The bar for a conviction does not move (floats still need two contradictions).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gar.grading.context import VisibleCall
from gar.grading.detectors.lookups import EXACT

_STATED = re.compile(r"\b(?:float|double)\s+(?:that is\s+)?(?:nearest|closest)\s+to\b|"
                     r"\b(?:nearest|closest)\s+(?:representable\s+)?(?:float|double)\b|"
                     r"\bcorrectly[\s-]+rounded\b", re.IGNORECASE)


def stated_exact(prompt: str) -> bool:
    """Whether the prompt states its float answer to the last bit (module doc)."""
    return bool(_STATED.search(prompt))


def comparison_tolerance(visible: Sequence[VisibleCall], prompt: str) -> float:
    """The tolerance the group's answers are compared with: :data:`EXACT` where the prompt
    states the answer exactly, else the widest the visible tests allow."""
    if stated_exact(prompt):
        return EXACT
    return max((v.tolerance for v in visible), default=0.0)
