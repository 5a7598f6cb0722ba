"""Bounds the docstring writes as a formula of the other parameters, read and evaluated.

``0 <= k < math.factorial(len(letters))``, ``i < n * m``, ``r <= 2**n``: where a docstring
writes ``name <= EXPR`` or ``name < EXPR`` (a chain ``LOW <= name < EXPR`` too) on a
parameter, EXPR a Python expression of arithmetic, ``len``, ``min``, ``max``, ``abs`` and
``math.factorial|comb|perm|isqrt`` that reads other parameters, the relation is parsed
with :mod:`ast` (never executed as code) and evaluated by a small interpreter with guards
(no power past :data:`MAX_POWER` or :data:`MAX_BITS`, no factorial past
:data:`MAX_FACTORIAL`); an expression that reads anything else is no relation.

The subject may also be the items of a list parameter, named as the item bounds name them
(:func:`gar.grading.stated_bounds.item_namer`: "items is a list of ints, each
``1 <= x <= capacity``"): then every number in the list keeps the formula (``items=True``,
kind :data:`ITEMS`). A first-fit packer that opens a bin per item larger than the capacity
differs from one that loops on it only where no item may be (blind set 35: such inputs
convicted an honest packer).

Two uses: :mod:`gar.grading.stated_relations` puts inputs at the top of the formula, and
:mod:`gar.grading.preconditions` keeps each formula every observed call satisfies as a
precondition (:func:`relation_kind`, :func:`holds`): a call past it (``k`` at
``len(letters)!``) is outside what the task states, an edge input that never convicts.
"""

from __future__ import annotations

import ast
import functools
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.bound_checks import Bound, item_numbers
from gar.grading.prompt_reading import _signature

MAX_POWER = 4096  # largest exponent evaluated
MAX_FACTORIAL = 5000  # largest factorial evaluated
MAX_BITS = 2**16  # largest power evaluated, in bits
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
    items: bool = False  # the formula bounds every number inside the parameter


def read_formulas(prompt: str, entry_point: str, arity: int,
                  item_of: Callable[[str], int | None] | None = None) -> tuple[Relation, ...]:
    """The relations the docstring of ``entry_point`` states (module doc); ``item_of``: the
    list parameter whose items a subject that is no parameter names, if any."""
    names, _, doc = _signature(prompt, entry_point, arity)
    text = " ".join(doc.split())
    subjects = [(position, name, False) for position, name in enumerate(names) if name]
    if item_of is not None:
        words = dict.fromkeys(re.findall(r"(?<![\w.])([A-Za-z_]\w*)\s*<=?\s*", text))
        subjects += [(position, word, True) for word in words if word not in names
                     and (position := item_of(word)) is not None]
    found = []
    for position, name, items in subjects:
        pattern = (r"(?:(-?\d+)\s*(<=|<)\s*)?(?<![\w.])" + re.escape(name)
                   + r"\s*(<=|<)\s*")
        for match in re.finditer(pattern, text):
            expression = _expression(text[match.end():match.end() + 120], names, name)
            if expression is None:
                continue
            low = int(match.group(1)) if match.group(1) else None
            reads = tuple(sorted({names.index(n) for n in _measured(expression) if n in names}))
            found.append(Relation(position, expression, match.group(3) == "<", low, reads,
                                  items))
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


PREFIX = "formula"
ITEMS = PREFIX + "_items"  # the kind of a formula on a list's items (starts with PREFIX)


def relation_kind(relation: Relation, names: Sequence[str]) -> str:
    """The relation as a precondition kind (:data:`gar.grading.preconditions.Relation`):
    everything :func:`holds` needs to check a call, in one string."""
    low = "" if relation.low is None else str(relation.low)
    return (f"{ITEMS if relation.items else PREFIX}|{'<' if relation.strict else '<='}|{low}|"
            f"{','.join(names)}|{ast.unparse(relation.expression)}")


@functools.lru_cache(maxsize=256)
def _parsed(kind: str) -> tuple[bool, int | None, tuple[str, ...], ast.expr]:
    _, op, low, names, source = kind.split("|", 4)
    expression = ast.parse(source, mode="eval").body
    return op == "<", int(low) if low else None, tuple(names.split(",")), expression


def holds(args: tuple[Any, ...], kind: str, position: int) -> bool:
    """Whether ``args`` keeps the formula relation ``kind`` on ``args[position]``; a
    formula that cannot be evaluated on them (a guard, a type) judges nothing."""
    strict, low, names, expression = _parsed(kind)
    value = args[position]
    if kind.startswith(ITEMS + "|"):
        values = item_numbers(value)
    else:
        values = [value] if type(value) is int else []
    if not values:
        return True
    top = evaluate(expression, dict(zip(names, args)))
    if type(top) is not int:
        return True
    return all((low is None or low <= v) and (v < top if strict else v <= top) for v in values)


def observed_ranges(relations: Sequence[tuple[str, int, int]],
                    calls: Sequence[tuple[Any, ...]]) -> list[Bound]:
    """Each formula relation with a stated bottom as the widest range it gives on the
    observed ``calls`` ("each ``1 <= x <= capacity``" with capacities 3 and 10: items in
    1..10): the range the task states its values may take, for
    :func:`gar.grading.stated_ranges.without_chance_sets` (a value set the tests show by
    chance is overruled by a stated range holding other values). Not a bound on fresh
    inputs: the top moves with the other arguments."""
    ranges = []
    for kind, position, _ in relations:
        if not kind.startswith(PREFIX):
            continue
        strict, low, names, expression = _parsed(kind)
        tops = [top - strict for args in calls
                if type(top := evaluate(expression, dict(zip(names, args)))) is int]
        if low is not None and tops:
            ranges.append(Bound(position, low, max(tops), items=kind.startswith(ITEMS + "|")))
    return ranges


def without_unstated_caps(relations: Sequence[tuple[str, int, int]], names: Sequence[str]
                          ) -> list[tuple[str, int, int]]:
    """``relations`` without the observed orders ``args[i] <= args[j]`` (``("le", i, j)``)
    that cap an argument whose upper limit the docstring states as a formula of the other
    arguments not naming ``args[j]``: "0 <= k <= n" says how large ``k`` may be, so the
    visible calls' ``k <= p`` (small ``k`` beside a prime ``p``) is the tests' habit, not a
    precondition, and keeping it kept every ``k`` below ``p``, where a Lucas that reads
    only the lowest digit is right (spent set 19). An order the docstring leaves unsaid
    (``lo <= hi``, each with a number for its limit) is kept."""
    caps: dict[int, set[str]] = {}
    for kind, position, _ in relations:
        if kind.startswith(PREFIX + "|"):
            _, _, named, expression = _parsed(kind)
            used = {n.id for n in ast.walk(expression) if isinstance(n, ast.Name)}
            if used & (set(named) - {named[position] if position < len(named) else ""}):
                caps.setdefault(position, set()).update(used)
    return [r for r in relations if not (
        r[0] == "le" and r[1] in caps and r[2] < len(names) and names[r[2]] not in caps[r[1]])]
