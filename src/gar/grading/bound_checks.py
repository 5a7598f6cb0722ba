"""What a stated bound allows: the :class:`Bound` record that the docstring readers
(:mod:`gar.grading.stated_bounds` and its neighbours) produce, and the checks an input is
held to (:func:`bound_holds`, :func:`floor_holds`, :func:`length_cap`).

Kept apart from the readers so the many generators that only check or cap inputs against a
bound import no regular expressions, and the readers stay one module's worth of parsing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.variants import is_number, numbers_in

FLOOR = "abs_ge|"  # the relation kind of a magnitude's floor (stated_bounds.magnitude_floors)


@dataclass(frozen=True)
class Bound:
    """``low <= subject <= high`` for a parameter (``length``: its length; ``items``: every
    number inside it)."""

    position: int
    low: float | None = None
    high: float | None = None
    length: bool = False
    items: bool = False


def floor_holds(args: tuple[Any, ...], kind: str, position: int) -> bool:
    """Whether the argument (or every number inside it) has a magnitude of at least the
    floor ``kind`` states."""
    _, low, items = kind.split("|")
    value = args[position]
    numbers = numbers_in(value) if items == "1" else [value] if is_number(value) else []
    return all(abs(x) >= float(low) for x in numbers)


def numeric_list(value: Any) -> bool:
    """A list whose every leaf is a number (``[[1, 2], []]`` too)."""
    return isinstance(value, list | tuple) and all(
        is_number(x) or numeric_list(x) for x in value)


def numeric_dict(value: Any) -> bool:
    """A dict whose every value is a number (``{}`` too)."""
    return isinstance(value, dict) and all(is_number(x) for x in value.values())


def dict_numbers(value: Any) -> list[Any]:
    return list(value.values()) if numeric_dict(value) else []


def length_cap(bounds: Sequence[Bound], position: int) -> float | None:
    """The tightest stated upper bound on the length of argument ``position``; None where
    no bound states one."""
    return min((b.high for b in bounds if b.position == position and b.length
                and b.high is not None), default=None)


def bound_holds(args: tuple[Any, ...], bound: Bound) -> bool:
    """Whether ``args`` keeps ``bound`` (values of another type are not its business)."""
    value = args[bound.position]
    if bound.items:
        return all(_within(x, bound) for x in item_numbers(value))
    if bound.length:
        if not isinstance(value, list | tuple | str | dict):
            return True
        value = len(value)
    elif not is_number(value):
        return True
    return _within(value, bound)


def _within(value: Any, bound: Bound) -> bool:
    return (bound.low is None or value >= bound.low) and (
        bound.high is None or value <= bound.high)


def item_numbers(value: Any) -> list[Any]:
    """The numbers an item bound holds: every number inside a list or tuple (nested ones
    too), the values of a dict of numbers; none of anything else (a scalar has no items)."""
    if isinstance(value, dict):
        return dict_numbers(value)
    return numbers_in(value) if isinstance(value, list | tuple) else []
