"""First-order AST mutants of a reference program, to measure how strong a test suite is.

A small, classic operator set (the mutation-testing core that mutmut and MutPy share), applied
one change at a time inside the program's function bodies (never to module-level code, never
to docstrings):

* ``compare`` — relational swaps that move a boundary (``<`` ↔ ``<=``, ``>`` ↔ ``>=``), flip
  a direction (``<`` ↔ ``>``) or negate (``==`` ↔ ``!=``, ``in`` ↔ ``not in``, ``is`` ↔
  ``is not``);
* ``arith`` — ``+`` ↔ ``-``, ``*`` ↔ ``/``, ``//`` ↔ ``/``, ``%`` → ``//``, ``**`` → ``*``
  (in expressions and augmented assignments alike);
* ``boolean`` — ``and`` ↔ ``or``, ``True`` ↔ ``False``;
* ``constant`` — a number literal ``c`` becomes ``c + 1`` and ``c - 1`` (off-by-one
  boundaries: loop bounds, slice ends, indices);
* ``sign`` — a unary minus dropped (``-x`` → ``+x``);
* ``call`` — ``max`` ↔ ``min``, ``any`` ↔ ``all`` where called by those names.

Mutants whose source equals the original or an earlier mutant are dropped; past ``limit`` an
evenly spaced, deterministic subset is kept, so the same program always gives the same
mutants. Some mutants are equivalent to the original (no test can kill them): mutation
scores count them in the denominator, before and after alike, as EvalPlus does.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from dataclasses import dataclass

MAX_MUTANTS = 40

_COMPARE: dict[type, tuple[type, ...]] = {
    ast.Lt: (ast.LtE, ast.Gt), ast.LtE: (ast.Lt, ast.GtE), ast.Gt: (ast.GtE, ast.Lt),
    ast.GtE: (ast.Gt, ast.LtE), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,), ast.NotIn: (ast.In,), ast.Is: (ast.IsNot,), ast.IsNot: (ast.Is,),
}
_ARITH: dict[type, tuple[type, ...]] = {
    ast.Add: (ast.Sub,), ast.Sub: (ast.Add,), ast.Mult: (ast.Div,), ast.Div: (ast.Mult,),
    ast.FloorDiv: (ast.Div,), ast.Mod: (ast.FloorDiv,), ast.Pow: (ast.Mult,),
}
_BOOLEAN: dict[type, tuple[type, ...]] = {ast.And: (ast.Or,), ast.Or: (ast.And,)}
_SYMBOL = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
    ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not", ast.Add: "+",
    ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
    ast.And: "and", ast.Or: "or",
}


@dataclass(frozen=True)
class Mutant:
    """One first-order mutant: ``operator`` (compare, arith, boolean, constant), where
    (``line`` of the original program) and what changed (``change``, e.g. ``"< -> <="``)."""

    operator: str
    line: int
    change: str
    program: str


# A mutation point: (position in ast.walk order, operator, change, edit applied to that node).
_Point = tuple[int, str, str, Callable[[ast.AST], None]]


def mutants(program: str, limit: int = MAX_MUTANTS) -> tuple[Mutant, ...]:
    """Up to ``limit`` distinct first-order mutants of ``program`` (none if it does not
    parse), deterministic for the program."""
    try:
        tree = ast.parse(program)
        original = ast.unparse(tree)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()
    points = list(_points(tree))
    found: list[Mutant] = []
    seen = {original}
    for position, operator, change, edit in points:
        fresh = ast.parse(program)
        node = next(n for i, n in enumerate(ast.walk(fresh)) if i == position)
        edit(node)
        source = ast.unparse(fresh)
        if source not in seen:
            seen.add(source)
            found.append(Mutant(operator, getattr(node, "lineno", 0), change, source))
    if len(found) <= limit:
        return tuple(found)
    step = len(found) / limit
    return tuple(found[int(k * step)] for k in range(limit))


def _points(tree: ast.Module) -> Iterator[_Point]:
    inside = _function_nodes(tree)
    for position, node in enumerate(ast.walk(tree)):
        if id(node) in inside:
            yield from _node_points(position, node)


def _function_nodes(tree: ast.Module) -> set[int]:
    """Ids of the nodes inside function bodies, docstrings excluded."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            body = node.body if isinstance(node.body, list) else [node.body]
            if body and _is_docstring(body[0]):
                body = body[1:]
            for statement in body:
                inside.update(id(n) for n in ast.walk(statement))
    return inside


def _is_docstring(statement: ast.AST) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) and (
        isinstance(statement.value.value, str))


def _node_points(position: int, node: ast.AST) -> Iterator[_Point]:
    if isinstance(node, ast.Compare):
        for index, op in enumerate(node.ops):
            for alternative in _COMPARE.get(type(op), ()):
                yield (position, "compare", _change(op, alternative),
                       _set_compare(index, alternative))
    elif isinstance(node, ast.BinOp | ast.AugAssign):
        for alternative in _ARITH.get(type(node.op), ()):
            yield position, "arith", _change(node.op, alternative), _set_op(alternative)
    elif isinstance(node, ast.BoolOp):
        for alternative in _BOOLEAN.get(type(node.op), ()):
            yield position, "boolean", _change(node.op, alternative), _set_op(alternative)
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        yield position, "boolean", f"{node.value} -> {not node.value}", _negate_constant
    elif isinstance(node, ast.Constant) and isinstance(node.value, int | float) and (
            type(node.value) is not bool):
        for delta in (1, -1):
            yield (position, "constant", f"{node.value} -> {node.value + delta}",
                   _add_to_constant(delta))


    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        yield position, "sign", "-x -> +x", _set_op(ast.UAdd)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
            node.func.id in _CALLS):
        name = node.func.id
        yield position, "call", f"{name} -> {_CALLS[name]}", _rename_call(_CALLS[name])


_CALLS = {"max": "min", "min": "max", "any": "all", "all": "any"}


def _negate_constant(node: ast.AST) -> None:
    node.value = not node.value  # type: ignore[attr-defined]


def _rename_call(name: str) -> Callable[[ast.AST], None]:
    def edit(node: ast.AST) -> None:
        node.func.id = name  # type: ignore[attr-defined]
    return edit


def _change(op: ast.AST, alternative: type[ast.AST]) -> str:
    return f"{_SYMBOL[type(op)]} -> {_SYMBOL[alternative]}"


def _set_compare(index: int, alternative: type) -> Callable[[ast.AST], None]:
    def edit(node: ast.AST) -> None:
        node.ops[index] = alternative()  # type: ignore[attr-defined]
    return edit


def _set_op(alternative: type) -> Callable[[ast.AST], None]:
    def edit(node: ast.AST) -> None:
        node.op = alternative()  # type: ignore[attr-defined]
    return edit


def _add_to_constant(delta: int) -> Callable[[ast.AST], None]:
    def edit(node: ast.AST) -> None:
        node.value += delta  # type: ignore[attr-defined]
    return edit
