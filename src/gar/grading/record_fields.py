"""Conditions the docstring states on the named fields of records: ``transfers is a list of
triples [source, target, amount] with source != target, source and target keys of
balances, 1 <= amount <= 10**9`` — a precondition on every record (``each|...`` relations,
:mod:`gar.grading.preconditions`).

A list argument whose observed items are all lists or tuples of one length ``k``, and a
docstring that writes ``k`` names in brackets (``[source, target, amount]``, ``(u, v, w)``),
names the fields by position. Then, each stated on a field:

* an equality or inequality between fields or with a literal (``source != target``,
  ``u != v``, ``kind == 'buy'``);
* a range (``1 <= amount <= 10**9``, ``start <= end``, ``weight >= 0``; powers of ten read);
* membership in another argument (``source and target keys of balances``, ``u is a key of
  graph``, ``u in nodes``).

Each becomes a condition every record must keep, kept where every observed call keeps it.
Bounds on plain parameters are read elsewhere (:mod:`gar.grading.stated_bounds`); a field
is no parameter, so its bound was read nowhere and drawn records broke it: a self-transfer
convicted an honest solution that reads it its own way (blind set 18).

A tuple argument is itself a record where every observed value is a tuple of one length
``k`` of scalars and the docstring names ``k`` fields that are no parameters: a square
``(row, col) with 0 <= row, col < n`` (``each|<position>r|...``). A field's bound may read
other parameters (``col < n``), and one bound may name several fields (``0 <= row, col <
n`` is a bound on each). Knight squares drawn off the board convicted an honest search
that starts from the end square (blind set 21).

A field the docstring says may be None ("times None or an int with 1 <= times <= 10**18",
"end is an int or None") keeps its conditions only where it is not None: the relation's
kind carries the nullable fields it reads (``each|0?2|1 <= _r[2] <= 10 ** 18``). Before,
the observed None broke the condition, so it was dropped, and drawn records with
``times == 0`` convicted an honest solution that reads 0 as "forever" (blind set 31).

Conditions are parsed with :mod:`ast` and evaluated by the interpreter of
:mod:`gar.grading.stated_conditions` (comparisons, integer subscripts, literals, ``-``,
``**`` of small literals), never executed as code; a record the condition cannot be
evaluated on breaks it.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Sequence
from typing import Any

from gar.grading import field_words
from gar.grading.stated_conditions import UNREADABLE, into_range, satisfied

PREFIX = "each|"
_FIELDS = re.compile(r"[\[(]\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*){1,7})\s*[\])]")
_NUM = r"-?\d+(?:\.\d+)?(?:\s*\*\*\s*\d+)?"
_OPS = r"<=|<|>=|>|==|!="


def _field_names(doc: str, length: int) -> list[str] | None:
    for match in _FIELDS.finditer(doc):
        names = [n.strip() for n in match.group(1).split(",")]
        if len(names) == length and len(set(names)) == length:
            return names
    return None


def _record_length(column: Sequence[Any]) -> int | None:
    lengths = {len(r) for v in column if isinstance(v, list | tuple) for r in v
               if isinstance(r, list | tuple)}
    ok = column and all(isinstance(v, list | tuple) and all(isinstance(r, list | tuple) for r in v)
                        for v in column)
    return lengths.pop() if ok and len(lengths) == 1 else None


def _direct_length(column: Sequence[Any]) -> int | None:
    """The one length of an argument whose every observed value is a tuple of scalars."""
    lengths = {len(v) for v in column if type(v) is tuple}
    ok = column and all(type(v) is tuple and not any(
        isinstance(x, list | tuple | dict | set) for x in v) for v in column)
    length = lengths.pop() if ok and len(lengths) == 1 else 0
    return length if length >= 2 else None


def _grouped(text: str, fields: Sequence[str], side: str) -> list[str]:
    """One bound on several fields, one condition each: ``0 <= row, col < n`` is ``0 <= row
    < n`` and ``0 <= col < n``."""
    one = "|".join(map(re.escape, fields))
    group = re.compile(rf"(?<![\w.])(?:({side})\s*({_OPS})\s*)?((?:{one})(?:\s*(?:,|and)\s*"
                       rf"(?:{one}))+)\s*({_OPS})\s*({side})(?![\w(\[])")
    found = []
    for match in group.finditer(text):
        low, op1, named, op2, high = match.groups()
        for name in re.findall(rf"\b(?:{one})\b", named):
            found.append(" ".join(p for p in (low, op1, name, op2, high) if p))
    return found


def _sentences(doc: str, fields: Sequence[str], params: Sequence[str]) -> list[str]:
    """Condition texts over ``_r[i]`` (the record's fields) and ``_j`` (parameters)."""
    text = " ".join(doc.split())
    side = rf"(?:{'|'.join(map(re.escape, [*fields, *params]))}|{_NUM}|'[^']{{0,20}}')"
    found = [*_grouped(text, fields, side), *field_words.worded(doc, fields, params)]
    chain = re.compile(rf"(?<![\w.])({side})\s*({_OPS})\s*({side})(?:\s*({_OPS})\s*({side}))?"
                       r"(?![\w(\[])")
    for match in chain.finditer(text):
        parts = [p for p in match.groups() if p]
        if any(p in fields for p in parts[::2]):
            found.append(" ".join(parts))
    members = re.compile(rf"(?<![=<>]\s)(?<![=<>])\b({'|'.join(map(re.escape, fields))})(?:\s*(?:,|and)\s*"
                         rf"({'|'.join(map(re.escape, fields))}))*\s+(?:are|is)?\s*(?:both\s+|all\s+)?"
                         rf"(?:an?\s+)?(?:keys?|members?|items?|elements?)\s+(?:of|in)\s+(\w+)")
    for match in members.finditer(text):
        if match.group(3) in params:
            named = re.findall(rf"\b({'|'.join(map(re.escape, fields))})\b",
                               text[match.start():match.start(3)])
            found += [f"{name} in {match.group(3)}" for name in dict.fromkeys(named)]
    return found


def list_fields(doc: str, column: Sequence[Any]) -> list[str] | None:
    """The field names of a list argument's records (None where it holds none)."""
    length = _record_length(column)
    return _field_names(doc, length) if length else None


def read_record_conditions(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                           ) -> list[tuple[str, int, int]]:
    """The ``each|...`` relations the docstring states on records' fields (module doc)."""
    found: list[tuple[str, int, int]] = []
    for position, column in enumerate(columns):
        length, direct = _record_length(column), ""
        if length is None:
            length, direct = _direct_length(column), "r"
        fields = _field_names(doc, length) if length else None
        if not fields or (direct and set(fields) & set(names)):
            continue
        nullable = _nullable(doc, fields)
        for sentence in _sentences(doc, fields, [n for n in names if n]):
            tree = _parsed(sentence, fields, names)
            if tree is not None:
                read = sorted(i for i in nullable if f"_r[{i}]" in ast.unparse(tree))
                marks = f"?{','.join(map(str, read))}" if read else ""
                relation = (f"{PREFIX}{position}{direct}{marks}|{ast.unparse(tree)}", position,
                            position)
                if relation not in found:
                    found.append(relation)
    return found


def _nullable(doc: str, fields: Sequence[str]) -> set[int]:
    """The fields the docstring says may be None: "times None or an int", "end is an int or
    None", "end may be None"."""
    text = " ".join(doc.split())
    found = set()
    for i, field in enumerate(fields):
        name = re.escape(field)
        if re.search(rf"\b{name}\s+(?:is\s+|may\s+be\s+|can\s+be\s+)?(?:either\s+)?None\b"
                     rf"|\b{name}\s+(?:is\s+|may\s+be\s+|can\s+be\s+)?(?:[\w-]+\s+){{0,4}}?or\s+None\b",
                     text):
            found.add(i)
    return found


def _parsed(sentence: str, fields: Sequence[str], names: Sequence[str]) -> ast.expr | None:
    try:
        tree = ast.parse(sentence, mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(tree, ast.Compare):
        return None

    def renamed(node: ast.expr) -> ast.expr | None:
        if isinstance(node, ast.Name):
            if node.id in fields:
                return ast.Subscript(ast.Name("_r", ast.Load()),
                                     ast.Constant(fields.index(node.id)), ast.Load())
            if node.id in names:
                return ast.Name(f"_{names.index(node.id)}", ast.Load())
            return None
        if isinstance(node, ast.Constant) and type(node.value) in (int, float, str):
            return node
        if isinstance(node, ast.UnaryOp | ast.BinOp) and all(
                isinstance(n, ast.Constant | ast.UnaryOp | ast.BinOp | ast.operator | ast.unaryop)
                for n in ast.walk(node)):
            return node
        return None

    sides = [renamed(n) for n in (tree.left, *tree.comparators)]
    if any(s is None for s in sides):
        return None
    return ast.Compare(sides[0], tree.ops, sides[1:])  # type: ignore[arg-type]


def holds(args: tuple[Any, ...], kind: str) -> bool:
    """Whether every record of the argument ``kind`` names keeps its condition."""
    position, direct, nullable, tree = _condition(kind)
    try:
        records = [args[position]] if direct else args[position]
        return all(satisfied(tree, args, record) for record in records
                   if not _unset(record, nullable))
    except UNREADABLE:
        return False


def repaired(fixed: list[Any], kind: str) -> None:
    """Fields a condition puts in a range (``0 <= row < n``) brought into it, in place, in
    every record of the argument (:func:`gar.grading.stated_conditions.into_range`)."""
    position, direct, nullable, tree = _condition(kind)
    nodes = [tree.left, *tree.comparators]
    value = fixed[position]
    records = [value] if direct else value
    if not isinstance(records, list | tuple) or not all(
            isinstance(r, list | tuple) for r in records):
        return
    out = []
    for record in records:
        if _unset(record, nullable):
            out.append(record)
            continue
        fields = list(record)
        for k, new in into_range(tree, tuple(fixed), record).items():
            node = nodes[k]
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and (
                    type(node.slice.value) is int and isinstance(node.value, ast.Name)
                    and node.value.id == "_r"):
                fields[node.slice.value] = new
        out.append(type(record)(fields))
    fixed[position] = out[0] if direct else type(value)(out)


def _unset(record: Any, nullable: tuple[int, ...]) -> bool:
    """Whether a field the condition reads is one the docstring lets be None, and is."""
    return any(isinstance(record, list | tuple) and i < len(record) and record[i] is None
               for i in nullable)


@functools.lru_cache(maxsize=256)
def _condition(kind: str) -> tuple[int, bool, tuple[int, ...], ast.Compare]:
    """The argument position, whether it is the record itself, the fields that may be
    None, and the parsed condition of ``kind``, once per kind (every drawn input is
    checked)."""
    _, where, text = kind.split("|", 2)
    position, _, marks = where.partition("?")
    tree = ast.parse(text, mode="eval").body
    assert isinstance(tree, ast.Compare)
    nullable = tuple(int(i) for i in marks.split(",")) if marks else ()
    return int(position.rstrip("r")), position.endswith("r"), nullable, tree
