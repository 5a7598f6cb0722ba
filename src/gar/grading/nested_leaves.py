"""One integer inside a structure set alone past a machine word, the others kept as observed.

A number held inside an argument — the operand of a ``("push", v)`` instruction, a field of
a record dict, a coordinate of a point tuple — is bound by no stated bound the grader reads
(those bind a parameter's value, a list's items, a length), so every generator keeps it near
the visible ones: draws pick items around their observed range, and scaling a whole call
(:mod:`gar.grading.ceiling_scalings`, :mod:`gar.grading.inputs` magnified calls) grows
every number at once, where a domain, a jump target or an index among them rejects it, and
where a bug that needs one large value beside small ones never shows. Code that is right
only while that one number fits a word — values kept as 64-bit words, ids compared as
floats past ``2**53``, a loop count held in the program data capped at ``10**4`` steps —
agrees everywhere the grader looks (spent sets 31 and 32, session 25's miss census, family
A: a dict field at ``10**18``, an instruction pushing ``2**40``, a loop of 2000 rounds).

So for the largest observed calls, the integer leaves nested inside their lists, tuples
and dicts (a bool is no int; a dict's keys are never written) are set one at a time, each
to one value of a ladder taken in turn (leaf ``k`` of the ``r``-th call gets rung ``k + r``
first, so a few inputs cover both many leaves and every rung): :data:`LADDER` — ``10**4`` (a count past the small caps
code puts on loops, still cheap to run), ``2**32 + 1``, ``2**53 + 1`` and ``2**64 + 1``
(past a 32-bit word, a float's exact integers and a 64-bit word; one past a whole word, not
past its sign bit: ``2**63 + 1`` beside a small negative sum lands back inside a signed
word, where a wrapped and an exact total agree) — and, where the docstring
states an upper bound on the numbers inside that argument, that bound itself. The leaf
keeps its sign; everything else is as observed. Then *near twins*: two leaves in the same
place of two records (the same field of two dicts in a list, the same slot of two tuples)
are set to ``T`` and ``T + 1`` with ``T = 2**53`` (or the stated top and one below),
both orders: equal as floats, unequal as ints, so a sort or a comparison through
``float`` ties them where the task does not.

Every input must satisfy the full preconditions; they are ``scaled`` with their own origin
(``nested-leaf``), so that where they break an unstated relation (a jump target past the
program's end) and honest passes scatter, they are judged apart
(:func:`gar.grading.voters.unreliable_origins_as_edge`). Deterministic per task, at most
``limit`` single leaves and :data:`TWINS` twin pairs.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs, input_key
from gar.grading.moves import replaced_at
from gar.grading.preconditions import Preconditions

BASES = 3  # the largest observed calls (by the size of their repr) whose leaves are set
MAX_LEAVES = 12  # leaves set per call (a seeded choice where it holds more)
LADDER = (10**4, 2**32 + 1, 2**53 + 1, 2**64 + 1)
TWIN = 2**53  # the first integer a float cannot tell from its successor
TWINS = 4  # near-twin inputs (module doc)

Path = tuple[Any, ...]


def _leaves(value: Any, path: Path) -> Iterator[tuple[Path, int]]:
    """The int leaves inside ``value`` (reading order) with their paths of indices and keys."""
    if type(value) is int:
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _leaves(item, (*path, index))


def _nested_leaves(args: tuple[Any, ...]) -> list[tuple[Path, int]]:
    """The int leaves held inside an argument (an int argument itself is not one)."""
    return [(path, value) for position, arg in enumerate(args) if type(arg) is not int
            for path, value in _leaves(arg, (position,))]


def _with(args: tuple[Any, ...], writes: list[tuple[Path, int]]) -> tuple[Any, ...]:
    out = list(args)
    for path, new in writes:
        out[path[0]] = replaced_at(out[path[0]], path[1:], new)
    return tuple(out)


def _signed(value: int, target: int) -> int:
    return -target if value < 0 else target


def _stated_tops(pre: Preconditions) -> dict[int, int]:
    """Per argument position, the stated upper bound on the numbers inside it, where it is an
    integer (``Bound.items``)."""
    tops: dict[int, int] = {}
    for bound in pre.bounds:
        if bound.items and bound.high is not None and bound.high == int(bound.high) \
                and bound.high >= 2:
            tops[bound.position] = min(tops.get(bound.position, int(bound.high)),
                                       int(bound.high))
    return tops


def _singles(args: tuple[Any, ...], leaves: list[tuple[Path, int]],
             tops: dict[int, int], offset: int) -> Iterator[tuple[Any, ...]]:
    """Each leaf set alone, leaf ``k`` to rung ``k + offset`` of its ladder first, then to
    the rest (``offset``: the call's rank, so that the calls' first leaves differ in rung)."""
    ladders = [[*LADDER, *([tops[p[0]]] if p[0] in tops else [])] for p, _ in leaves]
    for shift in range(max(map(len, ladders), default=0)):
        for k, (path, value) in enumerate(leaves):
            ladder = ladders[k]
            if shift < len(ladder):
                target = ladder[(k + shift + offset) % len(ladder)]
                if target != abs(value):
                    yield _with(args, [(path, _signed(value, target))])


def _place(path: Path) -> Path:
    """Where a leaf sits regardless of which record holds it: its path with every list or
    tuple index but the last blanked (``(0, 3, "id")`` and ``(0, 5, "id")`` share one)."""
    return tuple(None if type(p) is int and 0 < i < len(path) - 1 else p
                 for i, p in enumerate(path))


def _twins(args: tuple[Any, ...], leaves: list[tuple[Path, int]],
           tops: dict[int, int]) -> Iterator[tuple[Any, ...]]:
    """Two leaves in one place of two records set to ``T`` and ``T + 1``, both orders."""
    for k, (path, value) in enumerate(leaves):
        other = next((p for p, _ in leaves[k + 1:] if _place(p) == _place(path)), None)
        if other is None:
            continue
        low = tops[path[0]] - 1 if path[0] in tops else TWIN
        for first, second in ((low + 1, low), (low, low + 1)):
            yield _with(args, [(path, _signed(value, first)), (other, _signed(value, second))])


def nested_leaf_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                       ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one nested int leaf set alone past a machine word,
    and up to :data:`TWINS` with two leaves set to near twins (module doc), none in
    ``seen``."""
    if limit <= 0:
        return ()
    rng = random.Random(zlib.crc32(f"{task_id}/nested-leaves".encode()))
    new = NewInputs.beside(pre, seen)
    tops = _stated_tops(pre)
    bases = sorted(pre.observed, key=lambda args: len(input_key(args)), reverse=True)[:BASES]
    singles, twins = [], []
    for rank, base in enumerate(bases):
        leaves = _nested_leaves(base)
        if len(leaves) > MAX_LEAVES:
            leaves = [leaves[i] for i in sorted(rng.sample(range(len(leaves)), MAX_LEAVES))]
        singles.append(_singles(base, leaves, tops, rank))
        twins.append(_twins(base, leaves, tops))
    return (*new.in_turn(singles, limit, "scaled", "nested-leaf"),
            *new.in_turn(twins, TWINS, "scaled", "nested-leaf"))
