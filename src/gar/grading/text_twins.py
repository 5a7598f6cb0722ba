"""An int written as its own text beside it: lists whose items the tests show as ints in one
call and as strs in another.

Where a list argument holds ints in one observed call and strs in another (cache keys,
tokens, ids: "each an int or a str"), the domain has both kinds of item, but every visible
list holds one kind and every draw of a list keeps to the kinds its observed values show:
no input ever holds ``1`` beside ``"1"``. Code that normalises items through their text
(``str(key)`` as a dict key, ``",".join(map(str, items))`` as a signature, a sort on
``repr``) takes the two for one item and is right on every such input (session 24, spent
set 31: an LRU cache keyed on ``str(key)`` counted ``1`` and ``"1"`` as one key). A
type-aware fuzzer swaps a value for its text on purpose; so each observed list of ints gets
one item in turn replaced by its text (a repeated item first: its text then meets the int
it came from), and each list of strs one item that is an int's text replaced by that int.

Only lists at positions where the observed calls show both kinds of item. The inputs are
``near`` of origin ``text-twin`` and ``novel``: a pass that raises on a list of mixed kinds
puts the input outside the domain for the whole group, and where honest readings scatter
the origin is judged apart (:func:`gar.grading.voters.unreliable_origins_as_edge`).
Deterministic, at most ``limit``, round-robin over the observed calls.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions

ORIGIN = "text-twin"
MAX_BASES = 8  # observed calls whose lists get twins


def text_twin_inputs(pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one item of a list written as the other kind
    (module doc), none in ``seen``."""
    if limit <= 0:
        return ()
    per_call: list[list[tuple[Any, ...]]] = []
    for position in range(pre.arity):
        column = [a[position] for a in pre.observed]
        kinds = {type(x) for v in column if type(v) is list for x in v}
        if not {int, str} <= kinds:
            continue
        for base in pre.observed[:MAX_BASES]:
            value = base[position]
            if type(value) is list:
                per_call.append([(*base[:position], twin, *base[position + 1:])
                                 for twin in _twins(value)])
    new = NewInputs.beside(pre, seen)
    return new.first(((args, True) for args in round_robin(per_call)), limit, "near", ORIGIN)


def _twins(items: list[Any]) -> Iterator[list[Any]]:
    """``items`` with one item written as the other kind: an int as its text, a str that
    is an int's text as that int; repeated items first."""
    spots = [i for i, x in enumerate(items) if type(x) is int or (
        type(x) is str and x.isascii() and x.lstrip("-").isdigit() and str(int(x)) == x)]
    spots.sort(key=lambda i: items.count(items[i]) < 2)  # stable: a repeated item first
    for i in spots:
        item = items[i]
        yield [*items[:i], str(item) if type(item) is int else int(item), *items[i + 1:]]
