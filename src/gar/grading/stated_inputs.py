"""Inputs the docstring's *stated* precondition vouches for, and raises there.

A pass that raises where the others answer is usually excused (a refusal,
:func:`gar.grading.detectors.differential.compare_to_oracles`): a genuine solution may reject
inputs outside a precondition stated in words only, and a recursion limit on a big input says
nothing about correctness. Neither excuse holds on an input that goes past the visible sizes
or magnitudes only as far as a bound the docstring *states* (``0 <= amount <= 5000``, "at
most 201 tokens"): the task promised the pass such inputs. An input is *stated* when it is
in the inferred domain, at least one argument goes past everything the visible calls show,
and every argument that does is held by a stated bound with an upper limit — its value
(a number), its length (a sequence, a string, a dict), its items (a list of numbers) — so
inside the visible envelope or inside a stated bound, nowhere past both.

On such an input a runtime exception the pass's own code does not raise on purpose
(``IndexError`` from a preallocated stack, ``RecursionError`` from a recursion at a stated
depth) where a strong consensus answers (three or more others, unanimous, or the reference)
is a wrong answer, not a refusal. An exception the pass raises itself (``raise ValueError``)
stays a refusal: that is a reading of the precondition, not a crash.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

from gar.grading.inputs import DerivedInput
from gar.grading.preconditions import Preconditions
from gar.grading.stated_bounds import Bound, bound_holds
from gar.grading.variants import is_number

# Past the visible envelope along one dimension of one argument: "value", "length", "items".
_DIMENSIONS = ("value", "length", "items")


def mark_stated(derived: Sequence[DerivedInput], pre: Preconditions | None
                ) -> tuple[DerivedInput, ...]:
    """``derived`` with ``stated`` set on the in-domain inputs the stated bounds vouch for."""
    if pre is None or not pre.bounds:
        return tuple(derived)
    return tuple(dataclasses.replace(d, stated=True) if d.kind != "edge" and not d.novel
                 and not d.call.kwargs and within_stated(d.call.args, pre) else d
                 for d in derived)


def within_stated(args: tuple[Any, ...], pre: Preconditions) -> bool:
    """Whether ``args`` goes past the visible calls somewhere, and only where a stated bound
    with an upper limit holds it (module doc)."""
    if len(args) != pre.arity:
        return False
    past_visible = False
    for position, value in enumerate(args):
        for dimension in _DIMENSIONS:
            size = _size(value, dimension)
            if size is None or size <= _visible_size(pre, position, dimension):
                continue
            if not any(_holds(args, bound, dimension) for bound in pre.bounds
                       if bound.position == position):
                return False
            past_visible = True
    return past_visible


def raised_on_purpose(error: str, program: str) -> bool:
    """Whether the exception in ``error`` (a traceback's last line) is one the program raises
    itself: ``raise ValueError(...)`` for a ValueError, or a bare ``raise``."""
    lines = error.strip().splitlines()
    name = lines[-1].split(":")[0].strip().split(".")[-1] if lines else ""
    if not name:
        return True
    return re.search(rf"\braise\s+(?:\w+\.)*{re.escape(name)}\b|\braise\s*$", program,
                     re.MULTILINE) is not None


def _holds(args: tuple[Any, ...], bound: Bound, dimension: str) -> bool:
    kind = "items" if bound.items else "length" if bound.length else "value"
    return kind == dimension and bound.high is not None and bound_holds(args, bound)


def _size(value: Any, dimension: str) -> float | None:
    """The magnitude of ``value`` along ``dimension``; None where it has none."""
    if dimension == "value":
        return abs(value) if is_number(value) and not isinstance(value, bool) else None
    if dimension == "length":
        return len(value) if isinstance(value, list | tuple | str | dict) else None
    numbers = _numbers(value) if isinstance(value, list | tuple) else []
    return max((abs(x) for x in numbers), default=None)


def _visible_size(pre: Preconditions, position: int, dimension: str) -> float:
    sizes = [_size(args[position], dimension) for args in pre.observed
             if len(args) > position]
    return max((s for s in sizes if s is not None), default=-1)


def _numbers(value: Any) -> list[Any]:
    if is_number(value) and not isinstance(value, bool):
        return [value]
    if isinstance(value, list | tuple):
        return [x for item in value for x in _numbers(item)]
    return []
