"""Bugs planted in a project's functions by AST mutation (the SWE-smith way).

Every operator edits one node of one function body and rewrites only that node's text in the
file (positions from :mod:`ast`; everything else — formatting, comments — is kept), so the
task's reference patch is the small hunk that undoes it. Operators:

- ``flip_compare``: ``<`` ↔ ``>=``, ``<=`` ↔ ``>``, ``==`` ↔ ``!=``, ``is`` ↔ ``is not``,
  ``in`` ↔ ``not in``; ``boundary``: ``<`` ↔ ``<=``, ``>`` ↔ ``>=`` (off by one);
- ``swap_arith``: ``+`` ↔ ``-``, ``*`` ↔ ``//``; ``swap_operands`` of ``-``, ``/``, ``//``,
  ``+`` (string concatenation is not commutative either);
- ``off_by_one``: an integer literal ``n`` becomes ``n + 1`` or ``n - 1``;
- ``swap_boolop``: ``and`` ↔ ``or``; ``drop_not``: ``not x`` → ``x``;
  ``negate_condition`` of an ``if``/``while``/ternary;
- ``drop_statement``: an ``if`` block without ``else``, or an augmented assignment, becomes
  ``pass``; ``remove_body``: the body (after its docstring) becomes
  ``raise NotImplementedError`` — the agent must write the function again.

Expression operators only touch nodes on one line (a multi-line node would lose its
comments). A mutant must parse and differ from the original AST
(:func:`compiles_differently`, checked before it is screened).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

_FLIP: dict[type, type] = {ast.Lt: ast.GtE, ast.LtE: ast.Gt, ast.Gt: ast.LtE, ast.GtE: ast.Lt,
                           ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Is: ast.IsNot,
                           ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
_BOUNDARY: dict[type, type] = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE,
                               ast.GtE: ast.Gt}
_ARITH: dict[type, type] = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv,
                            ast.FloorDiv: ast.Mult}
_ORDERED = (ast.Sub, ast.Div, ast.FloorDiv, ast.Add)
_SYMBOL: dict[type, str] = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
           ast.NotEq: "!=", ast.Is: "is", ast.IsNot: "is not", ast.In: "in",
           ast.NotIn: "not in", ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/",
           ast.FloorDiv: "//", ast.And: "and", ast.Or: "or"}
MAX_BODY_LINES = 40


@dataclass(frozen=True)
class Mutation:
    """One planted bug: ``text`` is the whole mutated file."""

    path: str
    function: str
    kind: str
    line: int
    col: int
    description: str
    text: str

    @property
    def key(self) -> str:
        return f"{self.path}:{self.line}:{self.col}:{self.kind}:{self.description}"


def functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Module-level functions and methods (classes nested in classes too), by qualname."""
    def walk(body: list[ast.stmt], prefix: str) -> Iterator[tuple[str, ast.AST]]:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                yield prefix + node.name, node
            elif isinstance(node, ast.ClassDef):
                yield from walk(node.body, f"{prefix}{node.name}.")
    yield from walk(tree.body, "")  # type: ignore[misc]


def mutations(path: str, text: str, wanted: set[str] | None = None) -> list[Mutation]:
    """Every mutant of the functions of ``path`` (those named in ``wanted``; all when None),
    in source order. A file that does not parse yields none."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    editor = _Editor(text)
    out: list[Mutation] = []
    for qualname, func in functions(tree):
        if wanted is not None and qualname not in wanted:
            continue
        for node, kind, replacement, description in _sites(func):
            mutated = editor.replace(node, replacement)
            if mutated is None or mutated == text:
                continue
            line, col = node.lineno, node.col_offset  # type: ignore[attr-defined]
            out.append(Mutation(path, qualname, kind, line, col,
                                f"{description} in {qualname} (line {line})", mutated))
    return out


def compiles_differently(bug: Mutation, original: str) -> bool:
    """The mutant parses and its AST differs from the original's. Checked for the bugs that
    are screened only: parsing every mutant of a large module up front costs minutes."""
    try:
        return ast.dump(ast.parse(bug.text)) != ast.dump(ast.parse(original))
    except (SyntaxError, ValueError):
        return False


class _Editor:
    """Source spans by node (ast positions are UTF-8 byte columns) and their replacement."""

    def __init__(self, text: str) -> None:
        self.data = text.encode("utf-8")
        self.starts = [0] + [m.end() for m in re.finditer(rb"\n", self.data)]

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self.starts[node.lineno - 1] + node.col_offset,  # type: ignore[attr-defined]
                self.starts[node.end_lineno - 1] + node.end_col_offset)  # type: ignore[attr-defined]

    def text(self, start: int, end: int) -> str:
        return self.data[start:end].decode("utf-8")

    def replace(self, node: ast.AST, edit: Edit) -> str | None:
        try:
            start, end = self.span(node)
            new = edit(self) if callable(edit) else edit
        except (IndexError, TypeError, UnicodeDecodeError, ValueError):
            return None
        try:
            return (self.data[:start] + new.encode("utf-8") + self.data[end:]).decode("utf-8")
        except UnicodeDecodeError:
            return None


#: A replacement: fixed text, or a function of the editor (to reuse the original spans).
Edit = str | Callable[[_Editor], str]
_OPERATOR = re.compile(r"[^\s()]+(?:\s+(?:in|not))?")


def _swap_symbol(node: ast.AST, left: ast.AST, right: ast.AST, symbol: str) -> Edit:
    """The node's own text with the operator between ``left`` and ``right`` replaced: the
    operands' text, parentheses and spacing stay exactly as written."""
    def edit(editor: _Editor) -> str:
        start, end = editor.span(node)
        gap_start, gap_end = editor.span(left)[1], editor.span(right)[0]
        gap = editor.text(gap_start, gap_end)
        match = _OPERATOR.search(gap)
        if match is None:
            raise ValueError("no operator in the gap")
        gap = gap[:match.start()] + symbol + gap[match.end():]
        return editor.text(start, gap_start) + gap + editor.text(gap_end, end)
    return edit


def _swap_sides(node: ast.BinOp) -> Edit:
    def edit(editor: _Editor) -> str:
        start, end = editor.span(node)
        gap_start, gap_end = editor.span(node.left)[1], editor.span(node.right)[0]
        gap = editor.text(gap_start, gap_end)
        match = _OPERATOR.search(gap)
        if match is None:
            raise ValueError("no operator in the gap")
        left = editor.text(start, gap_start + match.start()).strip()
        right = editor.text(gap_start + match.end(), end).strip()
        return f"{right} {match.group()} {left}"
    return edit


def _segment(node: ast.AST, wrap: bool = False) -> Edit:
    def edit(editor: _Editor) -> str:
        text = editor.text(*editor.span(node))
        return f"({text})" if wrap else text
    return edit


def _negated(test: ast.AST) -> Edit:
    atomic = isinstance(test, ast.Name | ast.Call | ast.Attribute | ast.Subscript | ast.Constant)
    inner = _segment(test, wrap=not atomic)
    return lambda editor: "not " + inner(editor)  # type: ignore[operator]


def _one_line(node: ast.AST) -> bool:
    return getattr(node, "lineno", None) is not None and node.lineno == node.end_lineno  # type: ignore[attr-defined]


def _body_nodes(func: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[ast.AST]:
    """The nodes of the function's statements; f-strings (odd positions) are skipped."""
    stack: list[ast.AST] = list(reversed(func.body))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.JoinedStr):
            continue
        yield node
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


Site = tuple[ast.AST, str, Edit, str]


def _sites(func: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[Site]:
    """``(node, kind, replacement, description)`` for every mutation site."""
    yield from _remove_body(func)
    for node in _body_nodes(func):
        if isinstance(node, ast.If | ast.AugAssign) and not getattr(node, "orelse", None):
            what = "`if` block" if isinstance(node, ast.If) else "augmented assignment"
            yield node, "drop_statement", "pass", f"{what} removed"
        if isinstance(node, ast.If | ast.While) and _one_line(node.test):
            keyword = "if" if isinstance(node, ast.If) else "while"
            yield node.test, "negate_condition", _negated(node.test), \
                f"condition of the `{keyword}` negated"
        if _one_line(node):
            yield from _expression_sites(node)


def _expression_sites(node: ast.AST) -> Iterator[Site]:
    op: type
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        op = type(node.ops[0])
        for table, kind in ((_FLIP, "flip_compare"), (_BOUNDARY, "boundary")):
            if op in table:
                yield node, kind, _swap_symbol(node, node.left, node.comparators[0],
                                               _SYMBOL[table[op]]), \
                    f"comparison `{_SYMBOL[op]}` became `{_SYMBOL[table[op]]}`"
    elif isinstance(node, ast.BinOp):
        op = type(node.op)
        if op in _ARITH:
            yield node, "swap_arith", _swap_symbol(node, node.left, node.right,
                                                   _SYMBOL[_ARITH[op]]), \
                f"`{_SYMBOL[op]}` became `{_SYMBOL[_ARITH[op]]}`"
        if isinstance(node.op, _ORDERED):
            yield node, "swap_operands", _swap_sides(node), f"operands of `{_SYMBOL[op]}` swapped"
    elif isinstance(node, ast.Constant) and type(node.value) is int and abs(node.value) < 10**6:
        for delta in (1, -1):
            if node.value + delta >= 0:
                yield node, "off_by_one", repr(node.value + delta), \
                    f"constant {node.value} became {node.value + delta}"
    elif isinstance(node, ast.BoolOp) and len(node.values) == 2:
        other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        yield node, "swap_boolop", _swap_symbol(node, node.values[0], node.values[1],
                                                _SYMBOL[type(other)]), \
            f"`{_SYMBOL[type(node.op)]}` became `{_SYMBOL[type(other)]}`"
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        wrap = isinstance(node.operand, ast.BoolOp | ast.IfExp | ast.Lambda | ast.NamedExpr)
        yield node, "drop_not", _segment(node.operand, wrap), "`not` removed"
    elif isinstance(node, ast.IfExp):
        yield node.test, "negate_condition", _negated(node.test), \
            "condition of the conditional expression negated"


def _remove_body(func: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[Site]:
    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    if not body or (body[-1].end_lineno or 0) - body[0].lineno + 1 > MAX_BODY_LINES:
        return
    if len(body) == 1 and isinstance(body[0], ast.Raise):
        return
    span = ast.Module(body=body, type_ignores=[])
    span.lineno, span.col_offset = body[0].lineno, body[0].col_offset  # type: ignore[attr-defined]
    span.end_lineno, span.end_col_offset = body[-1].end_lineno, body[-1].end_col_offset  # type: ignore[attr-defined]
    yield span, "remove_body", "raise NotImplementedError", "body removed"
