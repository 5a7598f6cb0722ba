"""Signals read from a rollout's source without running it.

Size (minimality), unused and dead code, lint (ruff, run once per group), complexity and
maintainability (radon), duplication, naming, statically visible side effects (printing,
file / network / environment / process access, ``global`` writes, in-place mutation of a
parameter), swallowed exceptions and text aimed at an LLM judge. Everything is computed on
the full program; the task's prompt is common to the group, so differences come from the
rollouts.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gar.grading.detectors.ast_tools import MAX_SYNTAX_NODES, OverBudget, syntax_nodes
from gar.grading.judging import injection_markers
from gar.grading.quality import readability

RUFF_RULES = "E,F,W,B,SIM,C4,RET,PIE,PLR1714,A001,A002"
RUFF_IGNORE = "E501,W291,W293,E701,E702"  # long lines, trailing spaces: taste, not quality
LINT_TIMEOUT_S = 60.0

_SNAKE = re.compile(r"^_{0,2}[a-z][a-z0-9_]*_{0,2}$|^_$")
_CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")
_MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse",
             "update", "setdefault", "popitem", "add", "discard", "difference_update",
             "intersection_update", "symmetric_difference_update"}
_IO_CALLS = {"print": "print", "input": "input", "open": "open", "exec": "exec",
             "eval": "eval", "breakpoint": "breakpoint", "__import__": "import"}
_IO_MODULES = {"subprocess", "socket", "urllib", "requests", "http", "shutil", "tempfile",
               "ctypes", "multiprocessing", "threading", "logging"}
_OS_EFFECTS = {"system", "popen", "remove", "unlink", "rmdir", "mkdir", "makedirs", "rename",
               "replace", "putenv", "unsetenv", "chdir", "kill", "environ", "getenv",
               "listdir", "walk", "scandir", "spawnl", "execv", "fork", "_exit"}


@dataclass(frozen=True)
class StaticSignals:
    """Source-level facts about one rollout; tuples hold ``"what:line"`` items as evidence."""

    parses: bool
    tokens: int = 0
    guard_tokens: int = 0  # of the precondition guards, not counted as size (readability)
    lines: int = 0
    unused: tuple[str, ...] = ()
    dead_code: tuple[str, ...] = ()
    lint: tuple[str, ...] = ()
    max_complexity: int = 0
    maintainability: float = 100.0
    duplicate_lines: int = 0
    naming: tuple[str, ...] = ()
    terse_names: tuple[str, ...] = ()
    deep_nesting: tuple[str, ...] = ()
    magic_numbers: tuple[str, ...] = ()
    constant_tokens: int = 0  # of module-level named constants, not counted as size
    side_effects: tuple[str, ...] = ()
    global_state: tuple[str, ...] = ()
    swallowed: tuple[str, ...] = ()
    injection: tuple[str, ...] = ()


def analyse(program: str, entry_point: str, own_code: str) -> StaticSignals:
    """Static signals of ``program`` (``own_code`` is the part the rollout wrote).

    Raises :class:`~gar.grading.detectors.ast_tools.OverBudget` for a program over
    ``MAX_SYNTAX_NODES`` syntax nodes: the ranker then fails and the group is a counted
    fallback (baseline advantages), never a measured tier."""
    try:
        tree = ast.parse(program)
    except SyntaxError:
        return StaticSignals(parses=False, injection=tuple(injection_markers(own_code)))
    if syntax_nodes(tree) > MAX_SYNTAX_NODES:
        raise OverBudget(f"the static analysis is over its budget of {MAX_SYNTAX_NODES} "
                         "syntax nodes")
    nodes = tuple(ast.walk(tree))  # walked once: every signal below reads the same nodes
    stripped = _without_docstrings(tree, nodes)
    tokens, lines = _size(stripped)
    effects, global_state = _side_effects(nodes)
    complexity = _complexity(tree)
    return StaticSignals(
        parses=True,
        tokens=tokens,
        guard_tokens=readability.guard_tokens(nodes),
        lines=lines,
        unused=tuple(_unused(tree, nodes, entry_point)),
        dead_code=tuple(_dead_code(nodes)),
        max_complexity=_max_complexity(complexity),
        maintainability=_maintainability(program, tree, complexity),
        duplicate_lines=_duplicate_lines(own_code),
        naming=tuple(_naming(nodes)),
        terse_names=tuple(readability.terse_names(nodes)),
        deep_nesting=tuple(readability.deep_nesting(nodes)),
        magic_numbers=tuple(readability.magic_numbers(nodes)),
        constant_tokens=readability.constant_tokens(nodes),
        side_effects=tuple(effects),
        global_state=tuple(global_state),
        swallowed=tuple(_swallowed(nodes)),
        injection=tuple(injection_markers(own_code)),
    )


def _without_docstrings(tree: ast.Module, nodes: Sequence[ast.AST] | None = None) -> str:
    """The normalised code of ``tree`` without docstrings. The docstrings are taken out of
    ``tree`` itself for the unparse and put back after (a copy, ``parse(unparse(tree))``,
    cost a parse and an unparse more for the same text: unparsing round-trips)."""
    taken: list[tuple[ast.AST, list[ast.stmt]]] = []
    for node in ast.walk(tree) if nodes is None else nodes:
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and _is_docstring(body[0]):
            taken.append((node, body))
    try:
        for node, body in taken:
            node.body = body[1:] or [ast.Pass()]  # type: ignore[attr-defined]
        return ast.unparse(tree)
    finally:
        for node, body in taken:
            node.body = body  # type: ignore[attr-defined]


def _is_docstring(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, str))


def _size(code: str) -> tuple[int, int]:
    """Code tokens and non-blank lines of normalised code without comments or docstrings."""
    lines = sum(1 for line in code.splitlines() if line.strip())
    return readability.code_tokens(code), lines


def _names_used(nodes: Iterable[ast.AST]) -> Counter[str]:
    """Names read anywhere (attribute roots included), plus strings (``__all__`` entries)."""
    used: Counter[str] = Counter()
    for node in nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            used[node.id] += 1
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            used[node.value] += 1
    return used


def _unused(tree: ast.Module, nodes: Iterable[ast.AST], entry_point: str) -> Iterable[str]:
    """Module-level imports and helper functions/classes that nothing references."""
    used = _names_used(nodes)
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                name = (alias.asname or alias.name).split(".")[0]
                if name != "*" and used[name] == 0 and name != "annotations":
                    yield f"import {name}:{node.lineno}"
        elif (isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
              and node.name != entry_point and used[node.name] == 0):
                yield f"def {node.name}:{node.lineno}"


def _dead_code(nodes: Iterable[ast.AST]) -> Iterable[str]:
    """Statements after return/raise/continue/break, and ``if False`` style blocks."""
    for node in nodes:
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for i, stmt in enumerate(block[:-1]):
                if isinstance(stmt, ast.Return | ast.Raise | ast.Continue | ast.Break):
                    yield f"unreachable:{block[i + 1].lineno}"
                    break
        if (isinstance(node, ast.If | ast.While) and isinstance(node.test, ast.Constant)
                and not node.test.value):
                yield f"never runs:{node.lineno}"


def _complexity(tree: ast.Module) -> Any:
    """radon's complexity visitor over ``tree`` (None where radon fails): what
    ``cc_visit(code)`` and ``mi_visit(code)`` each parse the code again to compute (the same
    parser, so the same tree), computed once for both."""
    try:
        from radon.visitors import ComplexityVisitor

        return ComplexityVisitor.from_ast(tree)
    except Exception:  # noqa: BLE001 - radon chokes on some valid code; no signal then
        return None


def _max_complexity(visitor: Any) -> int:
    """radon's ``cc_visit``: the largest block complexity."""
    try:
        return max((block.complexity for block in visitor.blocks), default=0)
    except Exception:  # noqa: BLE001 - radon chokes on some valid code; no signal then
        return 0


def _maintainability(code: str, tree: ast.Module, visitor: Any) -> float:
    """radon's ``mi_visit(code, multi=True)`` from the tree and complexity already made."""
    try:
        from radon.metrics import h_visit_ast, mi_compute
        from radon.raw import analyze

        raw = analyze(code)
        comments = (raw.comments + raw.multi) / float(raw.sloc) * 100 if raw.sloc != 0 else 0
        return float(mi_compute(h_visit_ast(tree).total.volume, visitor.total_complexity,
                                raw.lloc, comments))
    except Exception:  # noqa: BLE001
        return 100.0


def _duplicate_lines(code: str) -> int:
    """Repeated substantial lines (≥ 16 characters after stripping) beyond their first use."""
    lines = [line.strip() for line in code.splitlines()]
    counts = Counter(line for line in lines if len(line) >= 16 and not line.startswith("#"))
    return sum(n - 1 for n in counts.values() if n > 1)


def _naming(nodes: Iterable[ast.AST]) -> Iterable[str]:
    """Function, argument and variable names that are not snake_case (module constants may
    be UPPER_CASE), and the ambiguous single letters l, O, I."""
    for node in nodes:
        names: list[tuple[str, int]] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            names.append((node.name, node.lineno))
            names += [(a.arg, node.lineno) for a in node.args.args + node.args.kwonlyargs]
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.append((node.id, node.lineno))
        for name, line in names:
            if name in {"l", "O", "I"} or not (_SNAKE.match(name) or _CONSTANT.match(name)):
                yield f"{name}:{line}"


def _side_effects(nodes: Sequence[ast.AST]) -> tuple[list[str], list[str]]:
    """(effects outside the function's result, writes to module-level state)."""
    effects: list[str] = []
    global_state: list[str] = []
    params = _parameters(nodes)
    rebound = _rebound(nodes, params)
    for node in nodes:
        if isinstance(node, ast.Global | ast.Nonlocal):
            global_state += [f"global {n}:{node.lineno}" for n in node.names]
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                node.module or ""]
            effects += [f"import {m}:{node.lineno}" for m in modules
                        if m.split(".")[0] in _IO_MODULES]
        elif isinstance(node, ast.Call):
            effects += _call_effect(node, _still_parameters(params, rebound, node))
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in {"os", "sys"} and node.attr in _OS_EFFECTS | {"stdout", "stderr"}:
                effects.append(f"{node.value.id}.{node.attr}:{node.lineno}")
        elif isinstance(node, ast.Assign | ast.AugAssign | ast.Delete):
            effects += _subscript_mutation(node, _still_parameters(params, rebound, node))
    return sorted(set(effects), key=_line_of), sorted(set(global_state), key=_line_of)


def _line_of(item: str) -> int:
    return int(item.rsplit(":", 1)[1])


def _parameters(nodes: Iterable[ast.AST]) -> set[str]:
    params: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            params |= {a.arg for a in node.args.args + node.args.kwonlyargs}
    return params - {"self", "cls"}


def _rebound(nodes: Iterable[ast.AST], params: set[str]) -> dict[str, tuple[int, int]]:
    """Where each parameter name is first rebound to a new object (``l = list(l)``,
    ``for l in …``): from there on the name is a local copy, and changing it changes nothing
    of the caller's."""
    first: dict[str, tuple[int, int]] = {}
    for node in nodes:
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign | ast.For | ast.AsyncFor | ast.NamedExpr):
            targets = [node.target]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            targets = [node.optional_vars]
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and name.id in params:
                    # An assignment rebinds after its right-hand side (``l = sorted(l)``).
                    line = (node.end_lineno or name.lineno) if isinstance(
                        node, ast.Assign | ast.AnnAssign) else name.lineno
                    where = (line, name.col_offset)
                    first[name.id] = min(first.get(name.id, where), where)
    return first


def _still_parameters(params: set[str], rebound: dict[str, tuple[int, int]],
                      node: ast.AST) -> set[str]:
    """The parameter names that still hold the caller's objects at ``node``."""
    at = (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))
    return {name for name in params if name not in rebound or at <= rebound[name]}


def _call_effect(node: ast.Call, params: set[str]) -> list[str]:
    func = node.func
    if isinstance(func, ast.Name) and func.id in _IO_CALLS:
        return [f"{_IO_CALLS[func.id]}:{node.lineno}"]
    if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.value.id in params and func.attr in _MUTATORS):
            return [f"mutates {func.value.id}.{func.attr}:{node.lineno}"]
    return []


def _subscript_mutation(node: ast.stmt, params: set[str]) -> list[str]:
    targets = (node.targets if isinstance(node, ast.Assign | ast.Delete)
               else [getattr(node, "target", None)])
    found = []
    for target in targets:
        base = target
        while isinstance(base, ast.Subscript | ast.Attribute):
            base = base.value
        if base is not target and isinstance(base, ast.Name) and base.id in params:
            found.append(f"mutates {base.id}[]:{node.lineno}")
        elif isinstance(node, ast.AugAssign) and isinstance(target, ast.Name):
            pass  # rebinding a local name (x += 1) is not a mutation of the caller's object
    return found


def _swallowed(nodes: Iterable[ast.AST]) -> Iterable[str]:
    """``except`` (bare or Exception/BaseException) whose body only passes, continues or
    returns a constant — a literal like ``0``, ``None``, ``[]``, ``{}``, ``(-1, "")`` or an
    empty ``list()``/``dict()``/``set()``: errors hidden behind a fixed answer instead of
    handled."""
    for node in nodes:
        if not isinstance(node, ast.ExceptHandler):
            continue
        broad = node.type is None or (
            isinstance(node.type, ast.Name) and node.type.id in {"Exception", "BaseException"}
        )
        quiet = all(
            isinstance(s, ast.Pass | ast.Continue)
            or (isinstance(s, ast.Return) and (s.value is None or _fixed_value(s.value)))
            for s in node.body
        )
        if broad and quiet:
            yield f"except:{node.lineno}"


_EMPTY_CONSTRUCTORS = frozenset({"list", "dict", "set", "tuple", "str", "frozenset"})


def _fixed_value(node: ast.expr) -> bool:
    """An expression that is the same value whatever happened: a literal (containers of
    literals included) or an empty builtin container built by a call without arguments."""
    if isinstance(node, ast.Call):
        return (isinstance(node.func, ast.Name) and node.func.id in _EMPTY_CONSTRUCTORS
                and not node.args and not node.keywords)
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


def lint_many(programs: Sequence[str]) -> list[tuple[str, ...]]:
    """Ruff findings (``"CODE:line"``) for each program, from one ruff process.

    Returns empty tuples when ruff is not available (lint then does not separate anyone).
    Raises :class:`OverBudget` when ruff does not finish within ``LINT_TIMEOUT_S`` (a safety
    net: a group's programs lint in milliseconds), rather than lint some groups and not others.
    """
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    if not Path(ruff).exists() or not programs:
        return [() for _ in programs]
    with tempfile.TemporaryDirectory(prefix="gar-lint-") as tmp:
        for i, program in enumerate(programs):
            Path(tmp, f"c{i}.py").write_text(program, encoding="utf-8")
        command = [ruff, "check", "--isolated", "--no-cache", "--output-format", "json",
                   "--select", RUFF_RULES, "--ignore", RUFF_IGNORE, "--exit-zero", tmp]
        try:
            done = subprocess.run(command, capture_output=True, text=True,
                                  timeout=LINT_TIMEOUT_S, check=False)
            items = json.loads(done.stdout or "[]")
        except subprocess.TimeoutExpired:
            raise OverBudget(f"ruff did not finish within {LINT_TIMEOUT_S:g}s") from None
        except (OSError, ValueError):
            return [() for _ in programs]
    found: list[list[str]] = [[] for _ in programs]
    for item in items:
        name = Path(item.get("filename", "")).stem
        if name.startswith("c") and name[1:].isdigit() and int(name[1:]) < len(programs):
            row = (item.get("location") or {}).get("row", 0)
            found[int(name[1:])].append(f"{item.get('code') or 'E999'}:{row}")
    return [tuple(sorted(f)) for f in found]
