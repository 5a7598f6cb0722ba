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
(the largest first), and then as the call is. The statement vouches for the magnitude, so
the inputs are ``boundary``; each must satisfy the inferred preconditions. Evaluation is
guarded (no power past :data:`MAX_POWER` or :data:`MAX_BITS`, no factorial past
:data:`MAX_FACTORIAL`); an expression that reads anything else is no relation.
Deterministic, round-robin over the observed calls. The relation does not (yet) narrow the
domain: an input past it is not ``edge`` (:mod:`gar.grading.preconditions` is unchanged).
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.inputs import DerivedInput, _derived, input_key
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.prompt_reading import _signature

MAX_BASES = 4  # observed calls moved
MAX_GROWN = 3000  # longest a measured sequence is grown
MAX_POWER = 4096  # largest exponent evaluated
MAX_FACTORIAL = 5000  # largest factorial evaluated
MAX_BITS = 2**16  # largest power evaluated, in bits
WORDS = (2**32, 2**53, 2**64)  # the magnitudes EXPR is grown past
_MATH: dict[str, Callable[..., int]] = {"factorial": math.factorial, "comb": math.comb, "perm": math.perm,
         "isqrt": math.isqrt}
_CALLS: dict[str, Callable[..., Any]] = {"len": len, "min": min, "max": max, "abs": abs}
_OPS: dict[type, Callable[[int, int], int]] = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b}


@dataclass(frozen=True)
class Relation:
    """``low <= args[position] <(=) expression``, the expression over other parameters."""

    position: int
    expression: ast.expr
    strict: bool
    low: int | None
    reads: tuple[int, ...]  # the positions of the parameters the expression measures by len


def stated_relations(prompt: str, entry_point: str, arity: int) -> tuple[Relation, ...]:
    """The relations the docstring of ``entry_point`` states (module doc)."""
    names, _, doc = _signature(prompt, entry_point, arity)
    text = " ".join(doc.split())
    found = []
    for position, name in enumerate(names):
        if not name:
            continue
        pattern = (r"(?:(-?\d+)\s*(<=|<)\s*)?(?<![\w.])" + re.escape(name)
                   + r"\s*(<=|<)\s*")
        for match in re.finditer(pattern, text):
            expression = _expression(text[match.end():match.end() + 120], names, name)
            if expression is None:
                continue
            low = int(match.group(1)) if match.group(1) else None
            reads = tuple(sorted({names.index(n) for n in _measured(expression) if n in names}))
            found.append(Relation(position, expression, match.group(3) == "<", low, reads))
    return tuple(found)


def _measured(expression: ast.expr) -> set[str]:
    """The names ``expression`` takes ``len`` of."""
    return {node.args[0].id for node in ast.walk(expression)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "len" and len(node.args) == 1
            and isinstance(node.args[0], ast.Name)}


def _expression(text: str, names: Sequence[str], subject: str) -> ast.expr | None:
    """The longest prefix of ``text`` that is an allowed expression reading another
    parameter and not ``subject``."""
    for end in range(len(text), 0, -1):
        if not text[end - 1].isalnum() and text[end - 1] not in ")_":
            continue
        try:
            tree = ast.parse(text[:end].strip(), mode="eval")
        except SyntaxError:
            continue
        read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - {"math", *_CALLS}
        if _allowed(tree.body) and read and read <= set(names) - {subject}:
            return tree.body
    return None


def _allowed(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, ast.Name):
        return True
    if isinstance(node, ast.BinOp):
        return (type(node.op) in _OPS or isinstance(node.op, ast.Pow)) and _allowed(
            node.left) and _allowed(node.right)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub) and _allowed(node.operand)
    if isinstance(node, ast.Call) and not node.keywords:
        func = node.func
        known = (isinstance(func, ast.Name) and func.id in _CALLS) or (
            isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.value.id == "math" and func.attr in _MATH)
        return known and all(_allowed(a) for a in node.args)
    return False


def evaluate(node: ast.expr, values: dict[str, Any]) -> Any:
    """``node`` on the parameters' ``values``; ``None`` where it cannot be (a guard)."""
    try:
        return _value(node, values)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError, KeyError):
        return None


def _value(node: ast.AST, values: dict[str, Any]) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return values[node.id]
    if isinstance(node, ast.UnaryOp):
        return -_value(node.operand, values)
    if isinstance(node, ast.BinOp):
        left, right = _value(node.left, values), _value(node.right, values)
        if isinstance(node.op, ast.Pow):
            if type(right) is not int or not 0 <= right <= MAX_POWER or (
                    type(left) is int and abs(left).bit_length() * right > MAX_BITS):
                raise ValueError("power")
            return left**right
        return _OPS[type(node.op)](left, right)
    assert isinstance(node, ast.Call)
    args = [_value(a, values) for a in node.args]
    if isinstance(node.func, ast.Name):
        return _CALLS[node.func.id](*args)
    assert isinstance(node.func, ast.Attribute)
    if node.func.attr in ("factorial", "perm", "comb") and max(args, default=0) > MAX_FACTORIAL:
        raise ValueError("factorial")
    return _MATH[node.func.attr](*args)


def relation_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                    seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain inputs at the top of the stated relations (module doc),
    none in ``seen``."""
    relations = stated_relations(prompt, entry_point, pre.arity)
    if not relations:
        return ()
    taken = set(seen) | {input_key(a) for a in pre.observed}
    per_base: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        made = []
        for relation in relations:
            for args in _at_top(base, relation, pre):
                key = input_key(args)
                if key not in taken and satisfies(args, pre):
                    taken.add(key)
                    made.append(_derived(key, args, "boundary", pre, origin="relation"))
        per_base.append(made)
    return tuple(round_robin(per_base)[:limit])


def _at_top(base: tuple[Any, ...], relation: Relation, pre: Preconditions
            ) -> list[tuple[Any, ...]]:
    """``base`` with the related argument at the top of its range, as it is and grown."""
    if type(base[relation.position]) is not int:
        return []
    out = []
    for args in [*reversed(_grown(base, relation, pre)), base]:  # the largest first
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
        low, high = shortest, MAX_GROWN
        while low < high:
            middle = (low + high) // 2
            value = top(middle)
            if type(value) is int and value > word:
                high = middle
            else:
                low = middle + 1
        if at(low) not in out:
            out.append(at(low))
        shortest = low
    return out


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
