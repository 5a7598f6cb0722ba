"""One argument of an observed call moved at a time: the loop that the separating-input
generators share (:mod:`gar.grading.signs`, :mod:`gar.grading.bound_reach`; the call and
the round-robin also :mod:`gar.grading.unseen_classes`).

Each observed call (up to ``bases`` of them) has each argument in turn replaced by the
values a generator's ``moves`` proposes, each tagged with a kind of move; a moved call that
repeats one already taken, or that ``accept`` refuses, is dropped; the kinds are then taken
round-robin (each in call order), so a small ``limit`` still sees every kind.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from gar.execution import Call
from gar.grading.inputs import DerivedInput, input_key
from gar.grading.preconditions import Preconditions

T = TypeVar("T")
# (kind of move, the moved value, what the generator tags it with)
Move = tuple[int, Any, bool]


def call_of(args: tuple[Any, ...]) -> Call:
    return Call(args, {})


def round_robin(per_kind: Sequence[Sequence[T]]) -> list[T]:
    """The first of each kind, then the second of each, and so on."""
    return [x for turn in itertools.zip_longest(*per_kind) for x in turn if x is not None]


def moved_calls(pre: Preconditions, seen: set[str], limit: int, kinds: int, bases: int,
                moves: Callable[[tuple[Any, ...], int], Iterable[Move]],
                accept: Callable[[tuple[Any, ...]], bool],
                make: Callable[[str, Call, int, bool], DerivedInput]
                ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` moved calls (module doc), none in ``seen`` or observed."""
    taken = set(seen) | {input_key(a) for a in pre.observed}
    per_kind: list[list[DerivedInput]] = [[] for _ in range(kinds)]
    for base in pre.observed[:bases]:
        for position in range(pre.arity):
            for kind, value, tag in moves(base, position):
                args = base[:position] + (value,) + base[position + 1:]
                key = input_key(args)
                if key not in taken and accept(args):
                    taken.add(key)
                    per_kind[kind].append(make(key, call_of(args), kind, tag))
    return tuple(round_robin(per_kind)[:limit])


def replaced_at(value: Any, path: Sequence[Any], new: Any) -> Any:
    """``value`` with the part at ``path`` (dict keys and list or tuple indexes) replaced by
    ``new``; the containers along the path are copied, everything else shared."""
    if not path:
        return new
    step, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {k: (replaced_at(v, rest, new) if k == step else v) for k, v in value.items()}
    items = [(replaced_at(v, rest, new) if i == step else v) for i, v in enumerate(value)]
    return tuple(items) if isinstance(value, tuple) else items
