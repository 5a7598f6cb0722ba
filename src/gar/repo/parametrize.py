"""``pytest.mark.parametrize`` read statically: each case's id and parameter values.

Only literal values are read (``ast.literal_eval``), in pytest's order and with pytest's ids:
stacked decorators multiply (the decorator nearest the function comes first in the id, the
outermost varies fastest), ``pytest.param(..., id=...)`` and ``ids=[...]`` lists name cases,
other values get pytest's automatic id (the value where simple, else name + index). The values
may be written inline or name a module-level constant assigned once to a literal list or tuple
(``CASES = [("a", 1), ...]`` then ``@parametrize("x, y", CASES)``: suites that share their
tables between tests do this). A callable ``ids``, ``indirect``, ``scope`` or a computed value
makes the test unreadable (``None``).
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from typing import Any

Case = dict[str, Any]  # a parametrized test's parameter name -> value (innermost first)
Row = tuple[str, tuple[Any, ...]]  # pytest's id for the row, its values


def module_constants(tree: ast.Module) -> dict[str, ast.expr]:
    """Module-level names assigned exactly once, to a literal list or tuple."""
    counts: dict[str, int] = {}
    found: dict[str, ast.expr] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else []
        for target in targets:
            if isinstance(target, ast.Name):
                counts[target.id] = counts.get(target.id, 0) + 1
                value = getattr(node, "value", None)
                if isinstance(node, ast.Assign | ast.AnnAssign) and \
                        isinstance(value, ast.List | ast.Tuple):
                    found[target.id] = value
    return {name: value for name, value in found.items() if counts[name] == 1}


def parametrize_cases(function: ast.FunctionDef, fixtures: frozenset[str] = frozenset(),
                      constants: Mapping[str, ast.expr] | None = None,
                      ) -> list[tuple[str, Case]] | None:
    """``(pytest's id, parameter bindings)`` of each case of a test: ``[("", {})]`` for a test
    without parametrize; for one whose decorators are all ``pytest.mark.parametrize`` with
    literal values, the cases in pytest's order (stacked decorators multiply). Parameters not
    bound by parametrize must be in ``fixtures``. ``None`` for anything else (other fixtures
    or decorators, ``indirect``, computed values). ``constants`` (:func:`module_constants`)
    resolves values given by name."""
    args = function.args
    if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs:
        return None
    axes = [_parametrize_axis(decorator, constants or {})
            for decorator in function.decorator_list]
    if any(axis is None for axis in axes):
        return None
    names = [name for axis in axes for name in axis[0]]  # type: ignore[index]
    params = [a.arg for a in args.args]
    if len(set(names)) != len(names) or not set(names) <= set(params):
        return None
    if any(p not in names and p not in fixtures for p in params):
        return None
    # pytest's order: the decorator nearest the function comes first in the id, the outermost
    # varies fastest (``@parametrize("x", [1, 2]) @parametrize("y", "pq")``: p-1, p-2, q-1, q-2).
    cases: list[tuple[str, Case]] = [("", {})]
    for axis_names, rows in reversed(axes):  # type: ignore[misc]
        cases = [("-".join(filter(None, (case_id, row_id))),
                  {**case, **dict(zip(axis_names, values, strict=True))})
                 for case_id, case in cases for row_id, values in rows]
    return cases


def _parametrize_axis(decorator: ast.expr, constants: Mapping[str, ast.expr]
                      ) -> tuple[list[str], list[Row]] | None:
    if not (isinstance(decorator, ast.Call) and _dotted(decorator.func).endswith(
            "mark.parametrize") and len(decorator.args) == 2):
        return None
    keywords = {k.arg: k.value for k in decorator.keywords}
    if set(keywords) - {"ids"}:  # indirect, scope: not plain values
        return None
    try:
        names = ast.literal_eval(decorator.args[0])
        if isinstance(names, str):
            names = [n.strip() for n in names.split(",") if n.strip()]
        node = decorator.args[1]
        if isinstance(node, ast.Name):
            node = constants.get(node.id, node)
        if not names or not isinstance(node, ast.List | ast.Tuple):
            return None
        ids = ast.literal_eval(keywords["ids"]) if "ids" in keywords else None
        rows = [_row(element, names, index, ids) for index, element in enumerate(node.elts)]
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError, IndexError):
        return None  # a callable ``ids`` lands here too: its ids are not knowable statically
    if any(row is None for row in rows):
        return None
    return list(names), rows  # type: ignore[return-value]


def _row(element: ast.expr, names: list[str], index: int, ids: Any) -> Row | None:
    given = ids[index] if isinstance(ids, list | tuple) else None
    if isinstance(element, ast.Call) and _dotted(element.func).endswith("param"):
        values = tuple(ast.literal_eval(a) for a in element.args)  # pytest.param(..., id=...)
        given = next((ast.literal_eval(k.value) for k in element.keywords if k.arg == "id"),
                     given)
    else:
        value = ast.literal_eval(element)
        values = (value,) if len(names) == 1 else tuple(value)
    if len(values) != len(names) or not all(_round_trips(v) for v in values):
        return None
    if given is None:  # pytest's automatic id: the value where simple, else name + index
        given = "-".join(str(v) if isinstance(v, str | int | float | bool) or v is None
                         else f"{name}{index}" for name, v in zip(names, values, strict=True))
    return str(given), values


def _round_trips(value: Any) -> bool:
    """The value can be written back as a literal (so a scenario can bind it)."""
    try:
        return ast.literal_eval(repr(value)) == value
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""
