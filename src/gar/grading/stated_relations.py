"""Bounds the docstring writes as an expression of the other arguments: inputs at their top.

A stated bound is often no number but a formula over the other parameters: ``0 <= k <
math.factorial(len(letters))``, ``k <= len(s)``, ``0 <= i < n * m``, ``r <= 2**n``. Code
right only while that formula stays small — a factorial table cut at 12!, a float division
``k / block`` exact only below ``2**53``, a 32-bit index — passes every visible call, whose
formula is a few dozen, and every draw, which keeps the number at the visible magnitudes
while the other arguments grow: ``k`` near ``20! - 1`` is never drawn by chance.

So where a docstring writes ``name <= EXPR`` or ``name < EXPR`` (a chain ``0 <= name <
EXPR`` too) on a parameter, EXPR a Python expression (arithmetic, ``len``, ``min``,
``max``, ``abs``, ``math.factorial|comb|perm|isqrt``) reading other parameters, each of the
first observed calls gives inputs with ``name`` at the top of its range (the bound, one
below it, two thirds of it), with the sequences EXPR measures grown item by item (fresh
items: letters of the argument's alphabet it lacks, the next integers) to the smallest
length where EXPR passes ``2**32``, ``2**53`` and ``2**64`` — a 32-bit word, a float's
exact integers, a 64-bit word, the caps such code has — within :data:`MAX_GROWN` items
(the largest first), and then as the call is. An int parameter EXPR reads by name (``0 <= k
<= 2**n - 1``, ``0 <= n < 2**width``) grows the same way, alone, to the smallest value past
each word that its own stated upper bound allows (session 24, :func:`_grown_ints`: spent set
32's Tower of Hanoi and bit reversal showed ``n <= 20`` and ``width <= 32``, so ``k`` and
``n`` stayed below ``2**53`` and a float division and a 64-bit mask passed; a parameter with
no stated upper bound is never grown, as nothing vouches for the larger value). The statement vouches for the magnitude, so
the inputs are ``boundary``; each must satisfy the inferred preconditions. Evaluation is
guarded (no power past :data:`MAX_POWER` or :data:`MAX_BITS`, no factorial past
:data:`MAX_FACTORIAL`); an expression that reads anything else is no relation.
Deterministic, round-robin over the observed calls. The formulas are read and evaluated by
:mod:`gar.grading.stated_formulas`, which also makes each one a precondition: an input past
it is ``edge``.
"""

from __future__ import annotations

import ast
import math
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions
from gar.grading.stated_formulas import Relation, evaluate, read_formulas

MAX_BASES = 4  # observed calls moved
MAX_GROWN = 3000  # longest a measured sequence is grown
WORDS = (2**32, 2**53, 2**64)  # the magnitudes EXPR is grown past


def relation_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                    seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain inputs at the top of the stated relations (module doc),
    none in ``seen``."""
    relations = read_formulas(prompt, entry_point, pre.arity)
    if not relations:
        return ()
    new = NewInputs.beside(pre, seen)
    per_base: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        made = (new.derive(args, "boundary", "relation")
                for relation in relations for args in _at_top(base, relation, pre))
        per_base.append([d for d in made if d is not None])
    return tuple(round_robin(per_base)[:limit])


def _at_top(base: tuple[Any, ...], relation: Relation, pre: Preconditions
            ) -> list[tuple[Any, ...]]:
    """``base`` with the related argument at the top of its range, as it is and grown."""
    if type(base[relation.position]) is not int:
        return []
    out = []
    grown = [*_grown(base, relation, pre), *_grown_ints(base, relation, pre)]
    for args in [*reversed(grown), base]:  # the largest first
        top = evaluate(relation.expression, dict(zip(pre.names, args)))
        if type(top) is not int:
            continue
        top -= relation.strict
        for value in (top, top - 1, top * 2 // 3):
            if relation.low is None or value >= relation.low:
                out.append(args[:relation.position] + (value,) + args[relation.position + 1:])
    return out


def _grown(base: tuple[Any, ...], relation: Relation, pre: Preconditions
           ) -> list[tuple[Any, ...]]:
    """``base`` with the sequences the relation measures grown to the smallest lengths at
    which it passes each of :data:`WORDS` (module doc): a binary search over the length,
    the formula taken to grow with it (a length, a factorial, a power of it)."""
    reads = [i for i in relation.reads
             if isinstance(base[i], list | tuple | str) and base[i]]
    if not reads:
        return []

    def at(length: int) -> tuple[Any, ...]:
        return tuple(_lengthened(a, length, pre.domains[i].alphabet) if i in reads else a
                     for i, a in enumerate(base))

    def top(length: int) -> Any:
        return evaluate(relation.expression, dict(zip(pre.names, at(length))))

    out: list[tuple[Any, ...]] = []
    shortest = max(len(base[i]) for i in reads) + 1
    for word in WORDS:
        longest = top(MAX_GROWN)
        if type(longest) is not int or longest <= word:
            break
        low = _smallest_past(top, shortest, MAX_GROWN, word)
        if at(low) not in out:
            out.append(at(low))
        shortest = low
    return out


def _grown_ints(base: tuple[Any, ...], relation: Relation, pre: Preconditions
                ) -> list[tuple[Any, ...]]:
    """``base`` with each int parameter the relation reads by name (not by ``len``) grown
    alone to the smallest value at which the formula passes each of :data:`WORDS`, within
    that parameter's stated upper bound (module doc); a binary search, the formula taken to
    grow with the value."""
    values = dict(zip(pre.names, base))
    read = {n.id for n in ast.walk(relation.expression) if isinstance(n, ast.Name)}
    out: list[tuple[Any, ...]] = []
    for i, name in enumerate(pre.names):
        if (name not in read or i == relation.position or i in relation.reads
                or type(base[i]) is not int):
            continue
        highs = [b.high for b in pre.bounds if b.position == i and not (b.length or b.items)
                 and b.high is not None and math.isfinite(b.high)]
        if not highs:
            continue
        high = int(min(highs))

        def top(value: int, name: str = name) -> Any:
            return evaluate(relation.expression, {**values, name: value})

        low = base[i] + 1
        high = _evaluable(top, low, high)
        for word in WORDS:
            if low > high or type(top(high)) is not int or top(high) <= word:
                break
            low = _smallest_past(top, low, high, word)
            args = base[:i] + (low,) + base[i + 1:]
            if args not in out:
                out.append(args)
    return out


def _smallest_past(top: Any, low: int, high: int, word: int) -> int:
    """The smallest value in ``[low, high]`` at which ``top`` is an int above ``word``
    (``high`` where none below it is): a binary search, ``top`` taken to grow."""
    while low < high:
        middle = (low + high) // 2
        value = top(middle)
        if type(value) is int and value > word:
            high = middle
        else:
            low = middle + 1
    return low


def _evaluable(top: Any, low: int, high: int) -> int:
    """The largest value in ``[low, high]`` at which ``top`` evaluates (the guards refuse a
    formula past :data:`~gar.grading.stated_formulas.MAX_BITS` at the top of a stated
    ``width <= 10**4``, and refuse it for every larger value); ``low - 1`` where none."""
    if type(top(high)) is int:
        return high
    if type(top(low)) is not int:
        return low - 1
    while low < high:
        middle = (low + high + 1) // 2
        if type(top(middle)) is int:
            low = middle
        else:
            high = middle - 1
    return low


def _lengthened(value: Any, length: int, alphabet: str) -> Any:
    """``value`` grown to ``length`` items with fresh ones: the letters of ``alphabet`` it
    lacks (then its own, again), the integers after its largest, else its items again."""
    extra = length - len(value)
    if extra <= 0:
        return value
    if isinstance(value, str):
        fresh = "".join(dict.fromkeys(c for c in alphabet if c not in value)) or value
        return value + (fresh * (extra // len(fresh) + 1))[:extra]
    items = list(value)
    if all(type(x) is int for x in items):
        items += range(max(items) + 1, max(items) + 1 + extra)
    else:
        items += (items * (extra // len(items) + 1))[:extra]
    return type(value)(items)
