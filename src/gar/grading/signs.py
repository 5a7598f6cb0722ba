"""Negative numbers where the tests show none and the task's words do not rule them out.

The domain inferred from the observed calls keeps "every number seen is >= 0" as a trait
(:class:`gar.grading.variants.Domain` ``nonneg``), so no fresh input ever carries a sign the
tests never show. That is right for what the tests vouch for and too narrow for what a
``List[int]`` allows: a sweep over ``range(2 * start, ...)`` indexes from the end once a
coordinate is negative; a running maximum seeded with ``-1000`` answers its seed once every
value lies below it; a search that stops at a "balance point" of prefix sums is right only
while the prefix sums grow. So each observed call is also tried with one list of numbers
(nested lists too) moved to the other side of zero:

* **shifted**: every number of the argument minus ``max + 1`` (all negative, order and
  differences kept: intervals stay intervals, a sorted list stays sorted), and minus
  ``max + FAR`` (far below any small sentinel);
* **straddling zero** (session 12): every number minus the middle of its range (mixed
  signs, order and differences kept, lists of lists too: an interval ``[-3, 2]`` across
  zero, where a coverage array indexed by coordinate wraps to its end; the all-negative
  shifts make it raise, which is a refusal);
* **one negated**: the largest item of a flat list negated (mixed signs, as no visible list
  has). Lists of lists are only shifted: negating them reverses the order inside each
  item (an interval ``[1, 3]`` becomes ``[-1, -3]``, no interval), a structure stated in
  words that no inferred trait keeps (measured: an honest interval merger was demoted on
  negated intervals).

A dict whose values are all numbers (a score per name) has its values moved the same way, its
keys kept: an inversion that buckets keys by value in a list indexes from the end once a
value is negative.

Only where the docstring leaves the sign open (:func:`sign_open`): it says numbers may be
negative (:data:`OPEN`), or it has none of "positive", "non-negative", "natural", "prime",
"count", "length", "index", "digit", "n >= 0" and their kin (:data:`SIGNED`: a genuine
``is_prime`` answers ``-11`` unlike the canonical solution). Where the observed values
already show the argument negative, only the far shift is made.
Every such input is ``novel``: where any pass raises on it, it is outside the domain for the
whole group (an honest solution that rejects negatives is never convicted there), and the
scatter rules (:mod:`gar.grading.voters`) make it ``edge`` where honest readings differ. The
other traits of the domain (relations, bounds, annotations, shapes, sortedness) must hold.
A lone number argument is never moved: ``sum_to_n(n)`` ("the numbers from 1 to n") or a
bucket's capacity are counts the words do not call counts, and honest solutions answer a
negative one differently (measured: an honest closed form fell to T3 beside two loops on
``-n``). Deterministic, at most ``limit``, round-robin over the kinds of move (each in call
order): the far shift, the straddle, the one negated, then the near shift. Since session 24
the near shift comes last: it gives a call the signs the far shift already gave it (all
negative), and with three kinds a call the limit reached only the first three calls' moves;
spent set 32's stack machine had its division program's straddle, ``3 // -2``, cut while
two all-negative copies of it ran, and a truncating ``int(a / b)`` passed.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from gar.grading.inputs import DerivedInput
from gar.grading.moves import moved_calls
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.variants import is_number, numbers_in

MAX_BASES = 8  # observed calls moved below zero
NEGATED = 3  # a dict's values negated one at a time
FAR = 10**4  # a shift far below the sentinels code seeds a running extreme with
SIGNED = re.compile(
    r"\b(positive|non-?negative|natural|whole numbers?|primes?|factorial|fibonacci|counts?|"
    r"length|index|indices|digits?|size|how many|number of|amount|ages?|years?|months?|"
    r"days?|hours?|minutes?|width|height|distance|weight|price|base)\b|>=?\s*0\b|≥\s*0\b",
    re.IGNORECASE)
# Words that open the sign whatever else the docstring says.
OPEN = re.compile(r"(?<!non-)(?<!non)\bnegative\b|\bany sign\b|\bsigned\b|(?<![\w)])-\d",
                  re.IGNORECASE)
# "never go negative", "is not negative", "cannot be negative": the word denied, which
# closes the sign (blind set 18: balances that "never go negative" were moved below zero).
_DENIED = re.compile(r"\b(?:never|not|no|cannot|can't|won't|neither|nor)\b(?:\s+\w+){0,2}\s*$",
                     re.IGNORECASE)


def sign_open(doc: str) -> bool:
    """Whether the docstring leaves the sign of numbers open: it says they may be negative
    (not "never negative"), or it says nothing that restricts them (:data:`SIGNED`)."""
    opened = any(m.group(0).lower() != "negative" or not _DENIED.search(doc[:m.start()])
                 for m in OPEN.finditer(doc))
    return opened or not SIGNED.search(doc)


def sign_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one numeric argument moved below zero (see the
    module doc), as ``near`` inputs marked ``novel``; none of them in ``seen``."""
    # The whole prompt, not only the docstring: a prompt whose "docstring" follows an
    # import is no docstring to ``ast`` (HumanEval/115 states ``1 <= capacity`` there).
    if not sign_open(prompt) or not pre.observed:
        return ()
    relaxed = dataclasses.replace(pre, domains=tuple(
        dataclasses.replace(d, nonneg=False, positive=False) for d in pre.domains))
    return moved_calls(
        pre, seen, limit, 4, MAX_BASES,
        lambda base, position: ((kind, moved, True) for kind, moved
                                in _moved(base[position], pre.domains[position].nonneg)),
        lambda args: satisfies(args, relaxed),
        lambda key, call, kind, _: DerivedInput(key, call, "near", novel=True, origin="sign"))


def _moved(value: Any, nonneg: bool) -> list[tuple[int, Any]]:
    """(kind, moved value) of a list, or of a dict's number values: 0 shifted far, 1 shifted
    to straddle zero, 2 one negated, 3 shifted near (the kinds in the order the round robin
    takes them: mixed signs before a second all-negative copy); where the tests already
    show negatives (``nonneg`` false), the far shift only."""
    if isinstance(value, dict):
        return _moved_values(value, nonneg)
    numbers = _numbers(value)
    if not numbers or max(abs(x) for x in numbers) > 10**12:
        return []
    top = max(numbers)
    if not isinstance(value, list | tuple):
        return []  # a lone number is a count or a size more often than its words say
    out = [(0, _mapped(value, lambda x: x - (top + FAR)))]
    if nonneg:
        out.append((3, _mapped(value, lambda x: x - (top + 1))))
        bottom = min(numbers)
        if top > bottom:  # straddling zero: mixed signs, order and differences kept
            middle = (top + bottom + 1) // 2 if type(top) is int else (top + bottom) / 2
            out.append((1, _mapped(value, lambda x: x - middle)))
        if len(numbers) >= 2 and top > 0 and all(is_number(v) for v in value):
            out.append((2, _one_negated(value, top)))
    return [(k, v) for k, v in out if v != value]


def _moved_values(mapping: dict[Any, Any], nonneg: bool) -> list[tuple[int, Any]]:
    """The moves of :func:`_moved` on a dict whose values are all numbers (a score per
    name, a count per key): its values moved as a flat list, its keys kept; and, as a
    dict's values have no order that makes the largest the one to negate, each of its
    first :data:`NEGATED` values negated alone."""
    values = list(mapping.values())
    if not values or not all(is_number(v) and not isinstance(v, bool) for v in values):
        return []
    out = [(kind, dict(zip(mapping, moved))) for kind, moved in _moved(values, nonneg)]
    if nonneg and len(values) >= 2:  # no order among a dict's values: each may be the one
        out += [(2, {**mapping, key: -value}) for key, value in list(mapping.items())[
            :NEGATED] if value > 0 and value != max(values)]
    return out


def _numbers(value: Any) -> list[Any]:
    """The numbers inside a list or tuple, nested ones and the values of the records
    (dicts) it holds too: session 24, spent set 31's records ``{"id": .., "ts": ..}``
    under "timestamps ... may be negative" were never moved, and a newest-record pick
    seeded with ``ts = 0`` dropped every id whose stamps are all negative."""
    if isinstance(value, dict):
        return [x for item in value.values() for x in _numbers(item)]
    if isinstance(value, list | tuple):
        return [x for item in value for x in _numbers(item)]
    return numbers_in(value)


def _mapped(value: Any, move: Any) -> Any:
    if is_number(value):
        moved = move(value)
        return type(value)(moved) if isinstance(value, float) else moved
    if isinstance(value, list | tuple):
        return type(value)(_mapped(v, move) for v in value)
    if isinstance(value, dict):  # a record inside a list: its keys kept
        return {k: _mapped(v, move) for k, v in value.items()}
    return value


def _one_negated(value: Any, top: Any) -> Any:
    """The first occurrence of the largest number of a flat list negated."""
    items = list(value)
    items[items.index(top)] = -top
    return type(value)(items)
