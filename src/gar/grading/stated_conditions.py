"""Conditions the docstring writes as Python equalities on the parameters: ``grid[0][0] ==
0``, ``c != 0``, ``a != b``, ``s[0] == 'x'`` — a precondition (``cond|...`` relations,
:mod:`gar.grading.preconditions`).

Bounds (``<=``, ``<``) are read elsewhere (:mod:`gar.grading.stated_bounds`,
:mod:`gar.grading.stated_formulas`); an equality or an inequality is neither a range nor a
length, and was read nowhere: a maze whose start cell the docstring requires open, drawn
with a wall there, convicted the honest search that answers -1 for it against three that
answer as if it were open (blind set 18).

Each ``X == Y`` or ``X != Y`` in the docstring whose sides are parameters, their items
(subscripts by an integer, ``grid[-1][-1]``) or literals (numbers, strings), and that reads
at least one parameter, is parsed with :mod:`ast` (never executed) and kept where every
observed call satisfies it. The kind carries the condition with the parameters renamed by
position (``cond|_0[0][0] == 0``), so the check needs no names; a value the condition cannot
be evaluated on (an index past the end, a type without items) breaks it. A call that
breaks a kept condition is ``edge``: it never convicts.

A side may also be a call of a pure function of the integers and sizes, ``gcd`` (or
``math.gcd``), ``len``, ``abs``, ``min``, ``max``, on such sides: ``gcd(a, n) == 1``,
``len(a) != len(b)``; and "a and n are coprime", "a is coprime to n", "relatively prime",
read as ``gcd(a, n) == 1``. It was read nowhere: a modular inverse or an order drawn with
``gcd(a, m) > 1``, where honest solutions loop, raise or answer each their own way, made the
whole origin of inputs at the stated top scatter and be dropped as unreliable, and with it
the inputs in the domain that separate a float quotient or a Fermat shortcut (spent sets 18
and 20).

A comparison chain over items of lists by one symbolic index — ``0 <= residues[i] <
moduli[i]``, ``lo[i] <= hi[i]``, ``a[i] != b[i]`` — relates parallel lists item by item
(``cond|each:...`` with the index renamed ``_i``): it must hold at every index both lists
have. It was read nowhere: residues drawn past their moduli (``([7], [2])``) convicted an
honest solution that answers them its own way (blind set 20).
"""

from __future__ import annotations

import ast
import functools
import itertools
import math
import re
from collections.abc import Sequence
from typing import Any

PREFIX = "cond|"
_SIMPLE = r"(?:[A-Za-z_]\w*(?:\[-?\d{1,6}\])*|-?\d+(?:\.\d+)?|'[^'\n]{0,20}'|\"[^\"\n]{0,20}\")"
_FUNCTIONS: dict[str, Any] = {"gcd": math.gcd, "len": len, "abs": abs, "min": min, "max": max}
_SIDE = (rf"(?:(?:math\.)?(?:{'|'.join(_FUNCTIONS)})\(\s*{_SIMPLE}(?:\s*,\s*{_SIMPLE})*\s*\)"
         rf"|{_SIMPLE})")
_CONDITION = re.compile(rf"(?<![\w.\[])({_SIDE})\s*(==|!=)\s*({_SIDE})(?![\w(\[])")
# A chain over items by a symbolic index: ``0 <= residues[i] < moduli[i]``.
_ITEM_SIDE = (r"(?:[A-Za-z_]\w*\[[A-Za-z_]\w*\]|-?\d+(?:\.\d+)?(?:\s*\*\*\s*\d+)?"
              r"|[A-Za-z_]\w*)")
_ELEMENTWISE = re.compile(rf"(?<![\w.\[])({_ITEM_SIDE}(?:\s*(?:<=|<|>=|>|==|!=)\s*{_ITEM_SIDE})+)"
                          r"(?![\w(\[])")
EACH = PREFIX + "each:"


def _renamed(node: ast.expr, names: Sequence[str]) -> ast.expr | None:
    """``node`` with each parameter named ``_<position>``; None where it reads anything but
    parameters, integer subscripts and literals."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float, str):
        return node
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(
            node.operand, ast.Constant) and type(node.operand.value) in (int, float):
        return node
    if isinstance(node, ast.Name):
        return ast.Name(f"_{names.index(node.id)}", ast.Load()) if node.id in names else None
    if isinstance(node, ast.Call) and _called(node) is not None and not node.keywords:
        args = [_renamed(a, names) for a in node.args]
        if not args or any(a is None for a in args):
            return None
        return ast.Call(ast.Name(_called(node), ast.Load()), args, [])  # type: ignore[arg-type]
    if isinstance(node, ast.Subscript):
        base, index = _renamed(node.value, names), _renamed(node.slice, names)
        if base is None or index is None or isinstance(index, ast.Name):
            return None
        return ast.Subscript(base, index, ast.Load())
    return None


def _called(node: ast.Call) -> str | None:
    """The name of a function a condition may call (``gcd`` or ``math.gcd`` ...), or None."""
    func = node.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and (
            func.value.id == "math"):
        return func.attr if func.attr == "gcd" else None
    return func.id if isinstance(func, ast.Name) and func.id in _FUNCTIONS else None


_COPRIME = re.compile(r"\b([A-Za-z_]\w*) and ([A-Za-z_]\w*) are (?:co-?prime|relatively prime)"
                      r"|\b([A-Za-z_]\w*) (?:is )?(?:co-?prime|relatively prime) to ([A-Za-z_]\w*)")


def _coprime_words(doc: str, names: Sequence[str]) -> str:
    """The docstring's "a and n are coprime" / "a is coprime to n" on two parameters,
    written as ``gcd(a, n) == 1`` conditions for the reader (module doc)."""
    found = []
    for match in _COPRIME.finditer(" ".join(doc.split())):
        a, b = [g for g in match.groups() if g]
        if a in names and b in names and a != b:
            found.append(f"gcd({a}, {b}) == 1")
    return " ".join(found)


def read_conditions(doc: str, names: Sequence[str]) -> list[tuple[str, int, int]]:
    """The ``cond|...`` relations the docstring states (module doc), in order, unique."""
    found: list[tuple[str, int, int]] = []
    for match in _CONDITION.finditer(f"{doc} {_coprime_words(doc, names)}"):
        try:
            tree = ast.parse(match.group(0), mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(tree, ast.Compare) or len(tree.comparators) != 1:
            continue
        left, right = _renamed(tree.left, names), _renamed(tree.comparators[0], names)
        if left is None or right is None:
            continue
        text = ast.unparse(ast.Compare(left, tree.ops, [right]))
        if "_" in text and re.search(r"\b_\d+\b", text):
            relation = (PREFIX + text, 0, 0)
            if relation not in found:
                found.append(relation)
    return found + [r for r in _elementwise(doc, names) if r not in found]


def _elementwise(doc: str, names: Sequence[str]) -> list[tuple[str, int, int]]:
    """The ``cond|each:...`` relations: chains reading items of parameters by one symbolic
    index that is no parameter (module doc)."""
    found: list[tuple[str, int, int]] = []
    text = " ".join(doc.split())
    for match in _ELEMENTWISE.finditer(text):
        if re.search(r"[-+*/%]\s*$", text[:match.start()]):
            continue  # a side of a larger expression (``x % m[i] == r[i]``): not a chain
        try:
            tree = ast.parse(match.group(1), mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(tree, ast.Compare):
            continue
        sides = [_indexed(n, names) for n in (tree.left, *tree.comparators)]
        indices = {ast.unparse(n.slice) for n in (tree.left, *tree.comparators)
                   if isinstance(n, ast.Subscript)}
        if any(s is None for s in sides) or len(indices) != 1 or indices & set(names):
            continue
        text = ast.unparse(ast.Compare(sides[0], tree.ops, sides[1:]))  # type: ignore[arg-type]
        if "[_i]" in text and (EACH + text, 0, 0) not in found:
            found.append((EACH + text, 0, 0))
    return found


def _indexed(node: ast.expr, names: Sequence[str]) -> ast.expr | None:
    """A side of an elementwise chain renamed: a parameter's item by the index (``_k[_i]``),
    a parameter, a literal or a small power of literals; None otherwise."""
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and isinstance(
            node.slice, ast.Name) and node.value.id in names:
        return ast.Subscript(ast.Name(f"_{names.index(node.value.id)}", ast.Load()),
                             ast.Name("_i", ast.Load()), ast.Load())
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and all(
            isinstance(n, ast.Constant) for n in (node.left, node.right)):
        return node
    return _renamed(node, names)


def holds(args: tuple[Any, ...], kind: str) -> bool:
    """Whether ``args`` satisfies the condition ``kind`` (module doc)."""
    try:
        if kind.startswith(EACH):
            return all(satisfied(_condition(kind), args, index=i) for i in _indices(args, kind))
        return satisfied(_condition(kind), args)
    except UNREADABLE:
        return False


def into_range(tree: ast.Compare, args: tuple[Any, ...], record: Any = None,
               index: int | None = None) -> dict[int, int]:
    """For an ascending chain (``<``, ``<=``): each middle side (by its place in the chain)
    whose integer value lies outside the range its neighbours set, with the value brought
    into it modulo the range's width (draws repaired into a stated range keep varying)."""
    if not all(isinstance(op, ast.Lt | ast.LtE) for op in tree.ops):
        return {}
    nodes = [tree.left, *tree.comparators]
    try:
        values = [_value(n, args, record if index is None else {"_i": index}) for n in nodes]
    except UNREADABLE:
        return {}
    out = {}
    for k in range(1, len(nodes) - 1):
        low = values[k - 1] + isinstance(tree.ops[k - 1], ast.Lt)
        high = values[k + 1] - isinstance(tree.ops[k], ast.Lt)
        if all(type(x) is int for x in (values[k], low, high)) and low <= high and not (
                low <= values[k] <= high):
            out[k] = low + (values[k] - low) % (high - low + 1)
    return out


def repaired(fixed: list[Any], kind: str) -> None:
    """Items an elementwise chain puts in a range brought into it, in place (each list
    changed is a copy): residues drawn past their moduli made residues."""
    tree = _condition(kind)
    nodes = [tree.left, *tree.comparators]
    try:
        indices = _indices(tuple(fixed), kind)
    except UNREADABLE:
        return
    kinds = {n: type(v) for n, v in enumerate(fixed)}
    for i in indices:
        for k, value in into_range(tree, tuple(fixed), index=i).items():
            node = nodes[k]
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
                n = int(node.value.id[1:])
                items = list(fixed[n])
                items[i] = value
                fixed[n] = kinds[n](items)


def _indices(args: tuple[Any, ...], kind: str) -> range:
    """The indices every list an elementwise condition reads has."""
    return range(min(len(args[k]) for k in _lists_read(kind)))


@functools.lru_cache(maxsize=256)
def _lists_read(kind: str) -> frozenset[int]:
    """The arguments an elementwise condition reads item by item (``_<n>[_i]``), once per
    kind (every drawn input is checked)."""
    return frozenset(int(n) for n in re.findall(r"\b_(\d+)\[_i\]", kind))


@functools.lru_cache(maxsize=256)
def _condition(kind: str) -> ast.Compare:
    """The parsed condition of ``kind``, once per kind (every drawn input is checked)."""
    tree = ast.parse(kind[len(EACH if kind.startswith(EACH) else PREFIX):], mode="eval").body
    assert isinstance(tree, ast.Compare)
    return tree


# What a value the condition cannot be read on raises: the condition is then broken.
UNREADABLE = (IndexError, KeyError, TypeError, ValueError, OverflowError)
_OPERATORS: dict[type, Any] = {
    ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b,
    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b}


def satisfied(tree: ast.Compare, args: tuple[Any, ...], record: Any = None,
              index: int | None = None) -> bool:
    """Whether a parsed (comparison chain) condition holds: ``_<n>`` names the n-th argument,
    ``_r`` the record (:mod:`gar.grading.record_fields`); literals, ``-``, integer items and
    small powers are read, nothing is executed; ``_i`` is ``index`` (an elementwise
    condition). Raises one of :data:`UNREADABLE`."""
    values = [_value(n, args, record if index is None else {"_i": index})
              for n in (tree.left, *tree.comparators)]
    return all(_OPERATORS[type(op)](a, b)
               for op, (a, b) in zip(tree.ops, itertools.pairwise(values)))


def _value(node: ast.expr, args: tuple[Any, ...], record: Any) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand, args, record)
    if isinstance(node, ast.Name):
        if node.id == "_i":
            return record["_i"]
        return record if node.id == "_r" else args[int(node.id[1:])]
    if isinstance(node, ast.Subscript):
        base = _value(node.value, args, record)
        if not isinstance(base, list | tuple | str):
            raise TypeError("no items")
        return base[_value(node.slice, args, record)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return _FUNCTIONS[node.func.id](*(_value(a, args, record) for a in node.args))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        base, power = _value(node.left, args, record), _value(node.right, args, record)
        if abs(power) > 64:
            raise OverflowError("power")
        return base ** power
    raise TypeError("not a condition")
