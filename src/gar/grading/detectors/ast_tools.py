"""Small AST helpers shared by the static detectors: import aliases, dotted names, locations."""

from __future__ import annotations

import ast
import functools
import operator
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from gar.records import Finding, FindingKind

# The static stages' deterministic budget: syntax nodes per program (the audit counts the
# code it finds handed to exec/eval too). About 100x HumanEval's largest canonical program
# (218 nodes, median 57); at the budget the audit takes ~0.3 s and the quality stage's
# analysis ~0.7 s. A count, not a clock, so an idle and a loaded machine decide alike;
# wall-clock limits remain only as a safety net behind it.
MAX_SYNTAX_NODES = 20_000


class OverBudget(Exception):
    """A static stage's budget ran out: never a verdict on the code (never credit it)."""


def syntax_nodes(tree: ast.AST, limit: int = MAX_SYNTAX_NODES) -> int:
    """The nodes of ``tree``, counted up to ``limit + 1`` (enough to know it is over)."""
    count = 0
    for _ in ast.walk(tree):
        count += 1
        if count > limit:
            break
    return count


@dataclass(frozen=True)
class Source:
    """One program as the static detectors see it."""

    text: str
    tree: ast.Module
    aliases: dict[str, str]  # local name -> dotted origin ("s" -> "sys", "ex" -> "sys.exit")
    modules: frozenset[str]  # local names bound to modules by ``import``
    main_guard: frozenset[int] = field(default_factory=frozenset)  # ids of nodes never run
    parents: dict[int, ast.AST] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> Source:
        tree = ast.parse(text)
        aliases: dict[str, str] = {}
        modules: set[str] = {"builtins", "__builtins__"}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for name in node.names:
                    local = name.asname or name.name.split(".")[0]
                    aliases[local] = name.name if name.asname else local
                    modules.add(local)
            elif isinstance(node, ast.ImportFrom) and node.module:
                for name in node.names:
                    aliases[name.asname or name.name] = f"{node.module}.{name.name}"
        parents = {id(child): node for node in ast.walk(tree) for child in
                   ast.iter_child_nodes(node)}
        return cls(text, tree, aliases, frozenset(modules), _main_guard(tree), parents)

    def live_nodes(self) -> Iterator[ast.AST]:
        """Every node except those under ``if __name__ == "__main__":`` (never run here)."""
        return iter(self._live)

    @functools.cached_property
    def _live(self) -> tuple[ast.AST, ...]:
        # Walked once per program: every static detector iterates it (8 walks before).
        return tuple(n for n in ast.walk(self.tree) if id(n) not in self.main_guard)

    def line(self, node: ast.AST) -> str:
        number = getattr(node, "lineno", 0)
        lines = self.text.splitlines()
        return lines[number - 1].strip() if 0 < number <= len(lines) else ""

    def in_function(self, node: ast.AST) -> bool:
        parent = self.parents.get(id(node))
        while parent is not None:
            if isinstance(parent, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                return True
            parent = self.parents.get(id(parent))
        return False

    def finding(self, detector: str, family: str, kind: FindingKind, node: ast.AST,
                message: str, **evidence: Any) -> Finding:
        number = getattr(node, "lineno", 0)
        return Finding(
            detector=detector, message=message, kind=kind, family=family,
            location=f"solution:{number}",
            evidence={"line": number, "code": self.line(node), **evidence},
        )


def _main_guard(tree: ast.Module) -> frozenset[int]:
    skipped: set[int] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.If) and _is_main_test(stmt.test):
            for child in stmt.body:
                skipped.update(id(n) for n in ast.walk(child))
    return frozenset(skipped)


def _is_main_test(test: ast.expr) -> bool:
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_is_main_test(value) for value in test.values)
    if not isinstance(test, ast.Compare) or len(test.comparators) != 1:
        return False
    sides = [test.left, test.comparators[0]]
    names = {s.id for s in sides if isinstance(s, ast.Name)}
    consts = {s.value for s in sides if isinstance(s, ast.Constant)}
    return names == {"__name__"} and consts == {"__main__"}


def dotted(node: ast.AST, src: Source) -> str:
    """``sys.exit`` for ``sys.exit``, ``s.exit`` (``import sys as s``), ``__import__('sys').exit``,
    ``importlib.import_module('sys').exit`` and ``getattr(sys, 'exit')``; ``""`` when the name
    is not static."""
    if isinstance(node, ast.Name):
        return src.aliases.get(node.id, node.id)
    if isinstance(node, ast.Attribute):
        base = dotted(node.value, src)
        return f"{base}.{node.attr}" if base else ""
    if isinstance(node, ast.Call) and len(node.args) == 2 and isinstance(
        node.args[1], ast.Constant
    ) and isinstance(node.args[1].value, str) and dotted(node.func, src) == "getattr":
        base = dotted(node.args[0], src)  # getattr(sys, "exit") is sys.exit
        return f"{base}.{node.args[1].value}" if base else ""
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
        func = dotted(node.func, src)
        if func in ("__import__", "importlib.import_module") and isinstance(
            node.args[0].value, str
        ):
            return node.args[0].value
    return ""


def root_name(node: ast.AST) -> str:
    """The name an attribute/subscript chain starts from (``a`` for ``a.b[c].d``)."""
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else ""


def string_constants(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(
        n.value, str)]


def returns(func: ast.FunctionDef | ast.Lambda) -> list[ast.expr | None]:
    """The returned expressions of a function (its body for a lambda), nested defs excluded."""
    if isinstance(func, ast.Lambda):
        return [func.body]
    found: list[ast.expr | None] = []
    stack: list[ast.AST] = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            found.append(node.value)
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda |
                            ast.ClassDef):
            stack.extend(ast.iter_child_nodes(node))
    return found


def constant_value(node: ast.expr | None) -> tuple[bool, Any]:
    """``(True, value)`` when ``node`` is a literal or a constant expression built from
    literals with ``not``/``and``/``or``/comparisons (``not False``, ``1 == 1``); ``None`` for a
    bare ``return``."""
    if node is None:
        return True, None
    try:
        return True, ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        pass
    try:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            ok, value = constant_value(node.operand)
            return (True, not value) if ok else (False, None)
        if isinstance(node, ast.BoolOp):
            values = [constant_value(v) for v in node.values]
            if all(ok for ok, _ in values):
                items = [v for _, v in values]
                return True, (all(items) if isinstance(node.op, ast.And) else any(items))
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            (ok_l, left), (ok_r, right) = constant_value(node.left), constant_value(
                node.comparators[0])
            compare = _COMPARE.get(type(node.ops[0]))
            if ok_l and ok_r and compare is not None:
                return True, compare(left, right)
    except Exception:  # noqa: BLE001, S110 - an expression that cannot be evaluated is not constant
        pass
    return False, None


_COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt,
            ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
            ast.Is: operator.is_, ast.IsNot: operator.is_not}


def names_loaded(nodes: Iterable[ast.AST]) -> set[str]:
    return {n.id for node in nodes for n in ast.walk(node) if isinstance(n, ast.Name)}
