"""AST mutations: one node's text changes, everything else (comments, formatting) is kept."""

from __future__ import annotations

import ast
import difflib

from gar.synth.mutate import compiles_differently, functions, mutations

SOURCE = '''\
import math

LABEL = "ünïcode"  # non-ASCII before the functions: positions are UTF-8 byte columns


def clamp(x, lo, hi):
    """Clamp x into [lo, hi]."""
    if x < lo:  # below
        return lo
    if x > hi and not math.isnan(hi):
        return hi
    return x


class Box:
    def area(self, w, h):
        total = 0
        total += w * h
        return total - 0 if w != h else (w + 1) * h


def untouched():
    return "é" + "x"
'''


def _changed(text: str) -> list[str]:
    return [line for line in difflib.unified_diff(SOURCE.splitlines(), text.splitlines(),
                                                  lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


def test_functions_are_module_functions_and_methods_by_qualname() -> None:
    assert [name for name, _ in functions(ast.parse(SOURCE))] == ["clamp", "Box.area",
                                                                   "untouched"]


def test_each_operator_rewrites_only_its_node() -> None:
    found = {(m.kind, _changed(m.text)[1] if len(_changed(m.text)) == 2 else None)
             for m in mutations("lib.py", SOURCE, {"clamp", "Box.area"})}
    assert ("flip_compare", "+    if x >= lo:  # below") in found
    assert ("boundary", "+    if x <= lo:  # below") in found
    assert ("negate_condition", "+    if not x < lo:  # below") in found or \
        ("negate_condition", "+    if not (x < lo):  # below") in found
    assert ("swap_boolop", "+    if x > hi or not math.isnan(hi):") in found
    assert ("drop_not", "+    if x > hi and math.isnan(hi):") in found
    assert ("swap_arith", "+        total += w // h") in found
    assert ("off_by_one", "+        total = 1") in found
    assert ("swap_arith", "+        return total - 0 if w != h else (w - 1) * h") in found
    assert ("swap_operands", "+        return 0 - total if w != h else (w + 1) * h") in found
    assert ("flip_compare", "+        return total - 0 if w == h else (w + 1) * h") in found


def test_removed_body_keeps_the_docstring_and_dropped_statement_becomes_pass() -> None:
    bugs = mutations("lib.py", SOURCE, {"clamp"})
    body = next(m.text for m in bugs if m.kind == "remove_body")
    assert '"""Clamp x into [lo, hi]."""\n    raise NotImplementedError\n' in body
    assert "return x\n" not in body.split("class Box")[0]
    dropped = [m.text for m in bugs if m.kind == "drop_statement"]
    assert any("    pass\n    if x > hi" in text for text in dropped)


def test_every_mutant_parses_differs_and_stays_in_its_function() -> None:
    bugs = mutations("lib.py", SOURCE)
    assert len({m.key for m in bugs}) == len(bugs) > 20
    for bug in bugs:
        assert compiles_differently(bug, SOURCE)
        assert bug.text.startswith('import math\n\nLABEL = "ünïcode"  # non-ASCII')
    assert {m.function for m in bugs} == {"clamp", "Box.area", "untouched"}
    assert all(m.function != "untouched" for m in mutations("lib.py", SOURCE, {"clamp"}))
    assert mutations("lib.py", "def broken(:\n") == []
