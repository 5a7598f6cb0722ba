"""Token lists under a stack discipline: a precondition on the order of a list's operands
and operators, learnt from the visible lists (:mod:`gar.grading.shapes` adopts it as the
shape ``stack:<arity>:<total>:<operators>``).

Reverse Polish expressions (``["4", "13", "5", "/", "+"]``), postfix programs, stack-machine
scripts: every token is an *operand* (it holds a letter or a digit: ``"7"``, ``"-4"``,
``"x"``, or is no string) or an *operator* (a string of punctuation only: ``"+"``,
``"/"``). An operator of arity ``a`` takes ``a`` values and leaves one, so, reading the list
left to right, the count of values on the stack is ``+1`` per operand and ``1 - a`` per
operator; the list is *well-formed* when that count never drops below one after a token
(no operator lacks its operands) and ends at the same *total* in every visible list (one
value left). A list that breaks it — leftover operands (``["2", "1", "+", "3"]``), an
operator too early — is no instance of what the tests show, and honest evaluators differ
on it by construction (one raises on unpacking the final stack, one returns its top, one
its bottom).

The discipline is adopted when every visible list (and prompt example) keeps it with one
arity ``a`` in {2, 3} shared by every operator, at least one list holds an operator, and
keeping it by chance is unlikely: were a list's tokens shuffled, its count would stay
positive with the probability :func:`chance_of_order` computes (the ballot problem: ``1/L``
for ``L`` tokens of binary operators leaving one value), multiplied over the distinct
lists, at most ``chance``. Operators that consume nothing (arity 1) leave the count alone
and say nothing about order, so they are not a discipline.

Under an adopted discipline the tokens keep the visible vocabulary too: an operator is one
the visible lists use (``"++"`` is none), and an operand string keeps the visible operands'
form — its leading punctuation one the visible operands lead with (``"-"`` of ``"-4"``, or
none), the rest letters and digits of the visible classes (``"*756"``, ``"0/0"``, ``"+9"``
are malformed literals, on which every evaluator raises alike and which test nothing).

:func:`repaired` rebuilds a drawn or mutated list into the discipline: an operator whose
operands are missing is dropped, and operators are appended (cycling through those of the
list, else the visible ones) until the count comes down to the total, so generation keeps
drawing well-formed lists — longer ones, with deeper stacks, too. A malformed operand
loses the punctuation it may not hold; an unknown operator becomes its first character when
that is a visible operator, else it is dropped.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

PREFIX = "stack:"
ARITIES = (2, 3)
_WORD = re.compile(r"[^\W_]")  # a letter or a digit


def is_operator(token: Any) -> bool:
    """A string of punctuation only (``"+"``, ``"**"``); anything else is an operand."""
    return isinstance(token, str) and bool(token.strip()) and not _WORD.search(token)


def _counts(tokens: Sequence[Any], arity: int) -> list[int]:
    """The stack count after each token."""
    count, out = 0, []
    for token in tokens:
        count += 1 - arity if is_operator(token) else 1
        out.append(count)
    return out


def _keeps(tokens: Sequence[Any], arity: int, total: int) -> bool:
    counts = _counts(tokens, arity)
    return bool(counts) and min(counts) >= 1 and counts[-1] == total


@lru_cache(maxsize=4096)
def _orders_kept(operands: int, operators: int, step: int) -> int:
    """How many orders of ``operands`` (+1) and ``operators`` (``step`` < 0) keep every
    prefix's sum at least one (a dynamic programme over the counts used)."""
    ways = [[0] * (operators + 1) for _ in range(operands + 1)]
    for i in range(operands + 1):
        for j in range(operators + 1):
            if i == j == 0:
                ways[i][j] = 1
                continue
            if i + j * step < 1:
                continue
            ways[i][j] = (ways[i - 1][j] if i else 0) + (ways[i][j - 1] if j else 0)
    return ways[operands][operators]


def chance_of_order(values: Sequence[Sequence[Any]], arity: int) -> float:
    """How likely every distinct list keeps a positive count by chance, its tokens shuffled
    (see module doc)."""
    odds = 1.0
    for tokens in {json.dumps(list(v), sort_keys=True, default=repr): v for v in values}.values():
        operators = sum(is_operator(t) for t in tokens)
        operands = len(tokens) - operators
        odds *= _orders_kept(operands, operators, 1 - arity) / math.comb(len(tokens), operators)
    return odds


def _lead(token: str) -> str:
    """The punctuation before the first letter or digit of an operand string."""
    found = _WORD.search(token)
    return token[:found.start()] if found else token


def _classes(text: str) -> str:
    return "".join(sorted({"d" if c.isdigit() else "a" for c in text if _WORD.fullmatch(c)}))


def _form(operands: Sequence[Any]) -> tuple[list[str], str] | None:
    """The visible operand strings' leads and character classes (``d`` digits, ``a``
    letters), or None where an operand holds punctuation past its lead (or none is a string)."""
    strings = [t for t in operands if isinstance(t, str)]
    if not strings or not all(t[len(_lead(t)):].isalnum() for t in strings):
        return None
    return sorted({_lead(t) for t in strings}), "".join(sorted(
        set("".join(_classes(t) for t in strings))))


def shape_name(arity: int, total: int, operators: Sequence[str],
               form: tuple[list[str], str] | None = None) -> str:
    return PREFIX + json.dumps([arity, total, sorted(set(operators)), form])


def _parsed(shape: str) -> tuple[int, int, list[str], tuple[list[str], str] | None]:
    arity, total, operators, form = json.loads(shape[len(PREFIX):])
    return arity, total, operators, form


def _token_ok(token: Any, operators: list[str], form: tuple[list[str], str] | None) -> bool:
    if is_operator(token):
        return token in operators
    if form is None or not isinstance(token, str):
        return True
    leads, classes = form
    body = token[len(_lead(token)):]
    return _lead(token) in leads and body.isalnum() and set(_classes(body)) <= set(classes)


def _fixed_token(token: Any, operators: list[str], form: tuple[list[str], str] | None
                 ) -> Any | None:
    """``token`` brought into the vocabulary (see module doc), None when dropped."""
    if _token_ok(token, operators, form):
        return token
    if is_operator(token):
        return token[0] if token[0] in operators else None
    lead, body = _lead(token), token[len(_lead(token)):]
    assert form is not None
    leads, classes = form
    kept = "".join(c for c in body if c.isalnum() and set(_classes(c)) <= set(classes))
    lead = lead if lead in leads else ("" if "" in leads else leads[0])
    return lead + kept if kept else None


def adopted_shape(values: Sequence[Any], chance: float) -> str | None:
    """The stack discipline every value keeps beyond chance (see module doc); None otherwise."""
    if not values or not all(isinstance(v, list | tuple) and v for v in values):
        return None
    operators = [t for v in values for t in v if is_operator(t)]
    if not operators:
        return None
    for arity in ARITIES:
        totals = {_counts(v, arity)[-1] for v in values}
        if len(totals) != 1 or not all(min(_counts(v, arity)) >= 1 for v in values):
            continue
        if chance_of_order(values, arity) <= chance:
            operands = [t for v in values for t in v if not is_operator(t)]
            return shape_name(arity, totals.pop(), operators, _form(operands))
    return None


def keeps(value: Any, shape: str) -> bool:
    """Whether ``value`` is a list (or tuple) that keeps the shape's discipline."""
    arity, total, operators, form = _parsed(shape)
    return isinstance(value, list | tuple) and _keeps(value, arity, total) and all(
        _token_ok(t, operators, form) for t in value)


def repaired(value: Any, shape: str) -> Any:
    """``value`` rebuilt into the discipline (see module doc); other values, and lists the
    appended operators cannot bring to the total, unchanged."""
    if not isinstance(value, list | tuple) or keeps(value, shape):
        return value
    arity, total, visible, form = _parsed(shape)
    kept, count = [], 0
    for token in (_fixed_token(t, visible, form) for t in value):
        if token is None:
            continue
        if is_operator(token):
            if count < arity:
                continue
            count -= arity - 1
        else:
            count += 1
        kept.append(token)
    own = [t for t in kept if is_operator(t)] or visible
    index = 0
    while count - total >= arity - 1:
        kept.append(own[index % len(own)])
        index += 1
        count -= arity - 1
    return type(value)(kept) if count == total else value


def deepest(pool: Sequence[Any], shape: str, size: int, choose: Callable[[list[Any]], Any]
            ) -> list[list[Any]]:
    """Lists of at most ``size`` tokens that keep the discipline with the stack as deep as
    that length allows: as many operands as fit (drawn by ``choose`` from the operands in
    ``pool``), all of them first, then the operators — one list per visible operator alone,
    so that an operator that fails somewhere (a division reaching zero) spoils only its own
    list. A random arrangement of ``L`` tokens reaches a depth of about ``sqrt(L)`` only (the
    ballot walk), so code right only up to a depth the tests never reach (a preallocated
    stack of 16, a recursion per operand) meets no such depth among the draws of a stated
    length; this is the stated length's own depth."""
    arity, total, operators, _ = _parsed(shape)
    step = arity - 1
    operands = (size * step + total) // arity  # n + (n - total) / step <= size
    while operands > total and (operands - total) % step:
        operands -= 1
    values = [t for t in pool if not is_operator(t)]
    if operands <= total or not values:
        return []
    drawn = [choose(values) for _ in range(operands)]
    return [drawn + [operator] * ((operands - total) // step) for operator in operators]
