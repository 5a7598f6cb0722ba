"""Readability signals read from the syntax tree: precondition guards and terse names.

* **Precondition guards** (minimality). The leading statements of a function that only
  check its input and raise — ``if not isinstance(n, int) or n < 0: raise ValueError(...)``,
  ``assert k >= 0`` — state its contract; they are robustness, not bloat, so their tokens are
  not counted in its size (:func:`guard_tokens`). Checks after other code, and checks that do
  anything but raise (``if not xs: return None``: an answer, counted), are not guards.
* **Terse names** (craftsmanship). A local variable a function binds by assignment under a
  one-letter name (``t = 1``, ``o = []``, ``z = [...]``) makes the reader work out what it
  holds; a loop or comprehension variable (``for x in xs``), a parameter (the task names it)
  and the index and size letters of long convention (``i``, ``j``, ``k``, ``n``, ``_``) are
  not counted (:func:`terse_names`). Each such name is one craftsmanship point, counted once
  per function however often it is rebound.
* **Deep nesting** (craftsmanship). Blocks nested more than ``NESTING_LIMIT`` deep inside a
  function (``if`` in ``if`` in ``if`` in ``if``, where early returns or a table would keep
  the code flat) are one craftsmanship point per level beyond the limit, at the function's
  deepest point (:func:`deep_nesting`). An ``elif`` is the same level as its ``if``, and a
  nested function starts again at zero.
* **Magic numbers** (craftsmanship) and **named constants** (minimality). A numeric literal
  in a function's logic (``min(overdue * 25, 1000)``) leaves the reader to guess what it
  stands for; one point per distinct value per function (:func:`magic_numbers`), but the
  values of everyday arithmetic (0, 1, 2, 10), indices and slice bounds, defaults, and a
  literal that is the whole value assigned to a name (``cents_per_day = 25``: named). The
  module-level definitions that name them (``GRACE_DAYS = 14``) are documentation, like a
  guard, not size (:func:`constant_tokens`).
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections.abc import Iterable

CONVENTIONAL_LETTERS = frozenset({"i", "j", "k", "n", "_"})
# Three levels (a loop in a loop with a test inside) is ordinary; a fourth is where readers
# lose track (the usual lint limits are 3-5; SonarSource's cognitive complexity charges
# every level).
NESTING_LIMIT = 3
EVERYDAY_NUMBERS = frozenset({0.0, 1.0, 2.0, 10.0})
_BLOCKS = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try,
           ast.Match)

_LAYOUT = {tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT,
           tokenize.ENCODING, tokenize.ENDMARKER}


def code_tokens(code: str) -> int:
    """Code tokens of ``code`` (layout and comments not counted)."""
    try:
        return sum(1 for t in tokenize.generate_tokens(io.StringIO(code).readline)
                   if t.type not in _LAYOUT)
    except (tokenize.TokenError, SyntaxError):
        return len(code.split())


def _functions(nodes: Iterable[ast.AST]) -> Iterable[ast.FunctionDef | ast.AsyncFunctionDef]:
    return (n for n in nodes if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))


def _is_docstring(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, str))


def _is_guard(stmt: ast.stmt) -> bool:
    """``assert ...``, or ``if ...: raise ...`` with nothing else in it."""
    if isinstance(stmt, ast.Assert):
        return True
    return (isinstance(stmt, ast.If) and not stmt.orelse
            and all(isinstance(s, ast.Raise) for s in stmt.body))


def guards(nodes: Iterable[ast.AST]) -> list[ast.stmt]:
    """The precondition guards of every function: its leading guard statements (after the
    docstring), up to its first other statement."""
    found: list[ast.stmt] = []
    for function in _functions(nodes):
        body = function.body[1:] if function.body and _is_docstring(function.body[0]) \
            else function.body
        for stmt in body[:-1]:  # a body that is only a guard is all the function does
            if not _is_guard(stmt):
                break
            found.append(stmt)
    return found


def guard_tokens(nodes: Iterable[ast.AST]) -> int:
    """The code tokens of every precondition guard (as normalised code)."""
    return sum(code_tokens(ast.unparse(stmt)) for stmt in guards(nodes))


def _assigned(stmt: ast.AST) -> Iterable[ast.Name]:
    targets: list[ast.AST] = []
    if isinstance(stmt, ast.Assign):
        targets = list(stmt.targets)
    elif isinstance(stmt, ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
        targets = [stmt.target]
    for target in targets:
        yield from (n for n in ast.walk(target)
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))


def terse_names(nodes: Iterable[ast.AST]) -> list[str]:
    """``"name:line"`` for each one-letter local a function binds by assignment (the first
    binding), but the conventional index and size letters; once per function."""
    found: list[str] = []
    for function in _functions(nodes):
        params = {a.arg for a in (*function.args.posonlyargs, *function.args.args,
                                  *function.args.kwonlyargs)}
        seen: dict[str, int] = {}
        for node in ast.walk(function):
            for name in _assigned(node):
                if len(name.id) == 1 and name.id not in CONVENTIONAL_LETTERS | params:
                    seen[name.id] = min(seen.get(name.id, name.lineno), name.lineno)
        found += [f"{name}:{line}" for name, line in seen.items()]
    # a nested function is walked with its outer one too: each binding once
    return sorted(set(found), key=lambda item: (int(item.rsplit(":", 1)[1]), item))


def deep_nesting(nodes: Iterable[ast.AST]) -> list[str]:
    """``"depth:line"`` points for each function whose blocks nest deeper than
    ``NESTING_LIMIT``: one per level beyond it, at its deepest block."""
    found: list[str] = []
    for function in _functions(nodes):
        depth, line = _deepest(function.body, 0)
        found += [f"depth {depth}:{line}"] * max(0, depth - NESTING_LIMIT)
    return found


def _deepest(body: list[ast.stmt], depth: int) -> tuple[int, int]:
    """(the deepest block level under ``body``, which sits at ``depth``, and that block's
    line; 0 where ``body`` holds no block)."""
    best = (depth, 0)
    for stmt in body:
        if not isinstance(stmt, _BLOCKS):
            continue  # a nested function or class is counted as one of its own
        found = (depth + 1, stmt.lineno)
        for child in _child_bodies(stmt):
            inner = _deepest(child, depth + 1)
            if inner[0] > found[0]:
                found = inner
        if found[0] > best[0]:
            best = found
    return best


def _child_bodies(stmt: ast.stmt) -> list[list[ast.stmt]]:
    """The statement lists one level inside ``stmt``; an ``elif`` chain's bodies are all
    one level inside its first ``if``."""
    if isinstance(stmt, ast.If):
        bodies = [stmt.body]
        while len(stmt.orelse) == 1 and isinstance(stmt.orelse[0], ast.If):
            stmt = stmt.orelse[0]
            bodies.append(stmt.body)
        return [*bodies, stmt.orelse]
    if isinstance(stmt, ast.Try):
        return [stmt.body, *(h.body for h in stmt.handlers), stmt.orelse, stmt.finalbody]
    if isinstance(stmt, ast.Match):
        return [case.body for case in stmt.cases]
    return [getattr(stmt, "body", []), getattr(stmt, "orelse", [])]


def _numbers_named_or_indexed(function: ast.AST) -> set[int]:
    """ids of the numeric literals that are not magic: the whole value assigned to a name
    (with its sign), those in a default, an index or a slice bound."""
    exempt: set[int] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value.operand if isinstance(node.value, ast.UnaryOp) else node.value
            if all(isinstance(t, ast.Name) for t in targets) and isinstance(value, ast.Constant):
                exempt.add(id(value))
        elif isinstance(node, ast.arguments):
            for default in (*node.defaults, *(d for d in node.kw_defaults if d is not None)):
                exempt |= {id(n) for n in ast.walk(default)}
        elif isinstance(node, ast.Subscript):
            exempt |= {id(n) for n in ast.walk(node.slice)}
    return exempt


def magic_numbers(nodes: Iterable[ast.AST]) -> list[str]:
    """``"value:line"`` for each distinct numeric literal a function's logic uses unnamed
    (see the module docstring), once per function."""
    found: set[str] = set()
    for function in _functions(nodes):
        exempt = _numbers_named_or_indexed(function)
        seen: dict[float, int] = {}
        for node in ast.walk(function):
            if not isinstance(node, ast.Constant) or type(node.value) not in (int, float) or \
                    id(node) in exempt:
                continue
            value = abs(float(node.value))  # type: ignore[arg-type]  # int or float, above
            if value not in EVERYDAY_NUMBERS:
                seen[value] = min(seen.get(value, node.lineno), node.lineno)
        found |= {f"{value:g}:{line}" for value, line in seen.items()}
    return sorted(found, key=lambda item: (int(item.rsplit(":", 1)[1]), item))


def constant_tokens(nodes: Iterable[ast.AST]) -> int:
    """The code tokens of the module-level definitions of named constants: an UPPER_CASE
    name assigned a number or a string."""
    total = 0
    for module in (n for n in nodes if isinstance(n, ast.Module)):
        for stmt in module.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                    isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id.isupper() and \
                    _scalar_literal(stmt.value):
                total += code_tokens(ast.unparse(stmt))
    return total


def _scalar_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) in (int, float, str)
