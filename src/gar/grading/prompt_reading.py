"""What the prompt itself says of the entry point, read for :mod:`gar.grading.preconditions`:
its signature (parameter names, annotation types, docstring) and the example calls it
writes (``>>> f(3, 11)``, ``f(4) ➞ 8``).

Held apart from the domain inference because it is plain reading of the prompt's text and
syntax tree: no observed call, no chance, no verdict on what counts as in the domain.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from typing import Any

from gar.grading.variants import is_number


def prompt_examples(prompt: str, entry_point: str) -> list[tuple[Any, ...]]:
    """The positional literal arguments of every ``entry_point(...)`` call written in the
    prompt outside its ``def`` line (doctest lines, "f(4) ➞ 8" examples)."""
    found = []
    for match in re.finditer(rf"(?<![\w.]){re.escape(entry_point)}\(", prompt):
        if prompt[max(0, match.start() - 4):match.start()] == "def ":
            continue
        inner = _balanced(prompt, match.end())
        try:
            call = ast.parse(f"f({inner})", mode="eval").body
            if isinstance(call, ast.Call) and not call.keywords:
                found.append(tuple(ast.literal_eval(a) for a in call.args))
        except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
            continue
    return found


def _balanced(text: str, start: int) -> str:
    depth, end = 1, start
    while end < len(text) and depth and end - start < 2000:
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
    return text[start:end - 1] if depth == 0 else ""


def _signature(prompt: str, entry_point: str, arity: int
               ) -> tuple[tuple[str, ...], tuple[str, ...], str]:
    """(parameter names, annotation texts, docstring) of ``entry_point`` in the prompt."""
    func = _find_function(prompt, entry_point)
    if func is None:
        return ("",) * arity, ("",) * arity, ""
    params = [*func.args.posonlyargs, *func.args.args][:arity]
    names = tuple(p.arg for p in params) + ("",) * (arity - len(params))
    annotations = tuple(_annotation_text(p.annotation) for p in params) + ("",) * (
        arity - len(params))
    return names, annotations, ast.get_docstring(func) or ""


def _find_function(prompt: str, entry_point: str) -> ast.FunctionDef | None:
    for text in (prompt, prompt.rstrip() + "\n    pass\n"):
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == entry_point:
                return node
    return None


_SIMPLE = {"int": "int", "float": "float", "str": "str", "bool": "bool", "list": "list",
           "List": "list", "tuple": "tuple", "Tuple": "tuple", "dict": "dict", "Dict": "dict"}


def _annotation_text(node: ast.expr | None) -> str:
    """The annotation's outer type, normalised (``List[int]`` → ``list``); "" for the rest
    (``Optional``, unions, ``Any``: no constraint)."""
    if node is None:
        return ""
    base = node.value if isinstance(node, ast.Subscript) else node
    name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(
        base, ast.Attribute) else ""
    return _SIMPLE.get(name, "")


def _matches_annotation(value: Any, annotation: str) -> bool:
    if annotation == "float":
        return is_number(value)  # ints are fine where a float is expected
    if annotation == "int":
        return type(value) is int
    return type(value).__name__ == annotation


def with_defaults(prompt: str, entry_point: str, calls: Sequence[tuple[Any, ...]],
                  longest: int | None = None) -> list[tuple[Any, ...]]:
    """``calls`` with the positional parameters a call leaves out filled in with their
    literal defaults from the signature, up to the longest observed call: a call that
    leaves ``sep`` at ``"."`` is the same call as one passing ``"."``, so it joins the
    others (one arity: the grown values of one call meet the other calls' optional
    arguments). A parameter no observed call passes is never added (a pass's own
    signature may lack it), nor one whose default is not a literal. ``longest``: the
    arity to fill up to, when not the longest of ``calls``."""
    func = _find_function(prompt, entry_point)
    if func is None or not calls:
        return list(calls)
    params = [*func.args.posonlyargs, *func.args.args]
    longest = min(max(len(a) for a in calls) if longest is None else longest, len(params))
    defaults: dict[int, Any] = {}
    first_default = len(params) - len(func.args.defaults)
    for offset, node in enumerate(func.args.defaults):
        try:
            defaults[first_default + offset] = ast.literal_eval(node)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            continue
    out = []
    for args in calls:
        missing = range(len(args), longest)
        if all(i in defaults for i in missing):
            args = (*args, *(defaults[i] for i in missing))
        out.append(args)
    return out
