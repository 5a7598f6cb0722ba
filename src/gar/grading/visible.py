"""Visible test calls read from a HumanEval ``check()``.

The visible calls are the literal ``assert candidate(...) == expected`` lines (and their
``abs(candidate(...) - y) < tol``, truthiness and ``is`` variants), the source of expected
values where they exist; calls built in loops or from computed values are left out here and
seen instead as the calls the harness observes (:func:`gar.grading.inputs.observed_inputs`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from typing import Any, TypeGuard

from gar.execution import Call
from gar.grading.context import VisibleCall
from gar.records import FunctionTask


def visible_calls(task: FunctionTask) -> tuple[VisibleCall, ...]:
    """The literal candidate calls and expected values asserted in ``check()``."""
    try:
        tree = ast.parse(task.test)
    except SyntaxError:
        return ()
    check = next(
        (n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "check"), None
    )
    if check is None:
        return ()
    param = check.args.args[0].arg if check.args.args else "candidate"
    found: list[VisibleCall] = []
    for node in _top_level_asserts(check.body):
        visible = _visible_from_assert(node, param)
        if visible is not None:
            found.append(visible)
    return tuple(found)


def _top_level_asserts(body: Sequence[ast.stmt]) -> Iterable[ast.Assert]:
    """Asserts not inside loops or functions (those use computed values)."""
    for stmt in body:
        if isinstance(stmt, ast.Assert):
            yield stmt
        elif isinstance(stmt, ast.If | ast.With | ast.Try):
            yield from _top_level_asserts(stmt.body)


def _visible_from_assert(node: ast.Assert, param: str) -> VisibleCall | None:
    test = node.test
    if _is_candidate_call(test, param):
        return _make(test, True, node.lineno, "truthy")
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and _is_candidate_call(
        test.operand, param
    ):
        return _make(test.operand, False, node.lineno, "falsy")
    if not isinstance(test, ast.Compare) or len(test.ops) != 1:
        return None
    left, op, right = test.left, test.ops[0], test.comparators[0]
    if isinstance(op, ast.Eq | ast.Is):
        if _is_candidate_call(right, param):
            left, right = right, left
        if _is_candidate_call(left, param):
            expected = _literal(right)
            if expected is not _MISSING:
                return _make(left, expected, node.lineno, "eq")
        return None
    if isinstance(op, ast.Lt | ast.LtE):
        return _approx_from(left, right, param, node.lineno)
    return None


def _approx_from(left: ast.expr, bound: ast.expr, param: str, line: int) -> VisibleCall | None:
    """``abs(candidate(x) - y) < tol`` (also ``math.fabs``, either operand order)."""
    tolerance = _literal(bound)
    if not isinstance(left, ast.Call) or len(left.args) != 1 or not isinstance(
        tolerance, int | float
    ):
        return None
    name = left.func.attr if isinstance(left.func, ast.Attribute) else getattr(
        left.func, "id", ""
    )
    inner = left.args[0]
    if name not in ("abs", "fabs") or not isinstance(inner, ast.BinOp):
        return None
    if not isinstance(inner.op, ast.Sub):
        return None
    call, other = inner.left, inner.right
    if _is_candidate_call(other, param):
        call, other = other, call
    expected = _literal(other)
    if not _is_candidate_call(call, param) or not isinstance(expected, int | float):
        return None
    visible = _make(call, expected, line, "approx")
    if visible is None:
        return None
    return VisibleCall(visible.call, expected, line, "approx", float(tolerance))


def _is_candidate_call(node: ast.expr, param: str) -> TypeGuard[ast.Call]:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
        node.func.id == param
    )


_MISSING = object()


def _literal(node: ast.expr) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _MISSING


def _make(node: ast.Call, expected: Any, line: int, compare: str) -> VisibleCall | None:
    if any(isinstance(a, ast.Starred) for a in node.args):
        return None
    args = [_literal(a) for a in node.args]
    kwargs = {k.arg: _literal(k.value) for k in node.keywords if k.arg}
    if len(kwargs) != len(node.keywords):
        return None
    if any(v is _MISSING for v in [*args, *kwargs.values()]):
        return None
    return VisibleCall(Call(tuple(args), kwargs), expected, line, compare)


# ---------------------------------------------------------------- derived inputs
