"""Digit strings past CPython's int-string conversion cap, where the task states that long.

Since Python 3.11 ``int(s)`` of a string of more than 4300 digits, and ``str(n)`` of an int
that long, raise ``ValueError`` ("Exceeds the limit (4300 digits) for integer string
conversion"): a limit of the interpreter, as the recursion limit is, that a program meets
only by converting the whole number (``str(int(digits))`` to strip leading zeros, ``int(a) +
int(b)`` to add two numbers given as strings). The draws and runs stay far below it (the
long runs stop at 1200 items), as they stay below a machine word, which
:mod:`gar.grading.rare_values` crosses on purpose; this module crosses this cap the same way.
For each string argument that is a non-empty string of digits without a leading zero in
every observed call, the first calls get it led by a run of its first digit to
:data:`LENGTH` digits — only where a stated length bound allows that many (so the input is
*stated*, :mod:`gar.grading.stated_inputs`, and the conversion's ``ValueError`` a crash, not
a refusal). Each input is checked against the domain (the other arguments' relations to its
length kept). Deterministic, at most ``limit`` inputs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

CAP = 4300  # sys.get_int_max_str_digits() by default
LENGTH = 2 * CAP  # digits: past the cap with room for the digits a call removes
MAX_BASES = 2  # observed calls grown


def digit_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one digit-string argument grown past the cap
    (module doc), none in ``seen`` or observed."""
    return NewInputs.beside(pre, seen).first(_grown(pre), limit, "scaled", "digits",
                                             large=True)


def _grown(pre: Preconditions) -> Iterator[tuple[tuple[Any, ...], bool]]:
    for position in range(pre.arity):
        cap = length_cap(pre.bounds, position)
        column = [args[position] for args in pre.observed]
        if cap is None or not math.isfinite(cap) or cap < LENGTH or not column or not all(
                map(_number_text, column)):
            continue
        for base in pre.observed[:MAX_BASES]:
            value = base[position]
            if value[0] == "0":  # "0" grown would lead with zeros
                continue
            grown = value[0] * (LENGTH - len(value)) + value
            yield (*base[:position], grown, *base[position + 1:]), False


def _number_text(value: Any) -> bool:
    """A non-empty string of ASCII digits without a leading zero (or ``"0"`` itself)."""
    return isinstance(value, str) and value.isascii() and value.isdigit() and (
        value == "0" or value[0] != "0")
