"""Test methods of test classes, for the scenarios (:mod:`gar.repo.scenarios`).

Two kinds of class are read: pytest's (``class TestParser:`` without ``__init__``) and
``unittest.TestCase`` subclasses. A method ``tests/test_p.py::TestParser::test_x`` becomes a
scenario whose module builds the instance first (``TestParser()``, or
``TestParser("test_x")`` then ``setUp()`` for unittest; ``setup_method`` when the class defines
it) and whose function starts with ``self = _gar_self``: the instance set-up keeps its literals,
the method's body gets the variant's rewrite. ``self.assertEqual(a, b)`` and its siblings are
recorded like ``assert a == b`` (see :func:`unittest_assert`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

_BINARY = {
    "assertEqual": "==", "assertEquals": "==", "assertNotEqual": "!=", "assertIs": "is",
    "assertIsNot": "is not", "assertIn": "in", "assertNotIn": "not in", "assertLess": "<",
    "assertLessEqual": "<=", "assertGreater": ">", "assertGreaterEqual": ">=",
}
_AGAINST_NONE = {"assertIsNone": "is", "assertIsNotNone": "is not"}
_TRUTH = {"assertTrue": False, "assertFalse": True}  # name -> negate


@dataclass(frozen=True)
class Method:
    test_id: str  # "tests/test_p.py::TestParser::test_x"
    function: ast.FunctionDef  # the method without ``self`` (its other parameters kept)
    owner: ast.ClassDef | None  # None: a module-level test function
    instance: list[ast.stmt]  # module-level: builds ``_gar_self``


def test_methods(rel: str, node: ast.stmt) -> Iterator[Method]:
    """The test methods of a module-level test class (nothing for anything else)."""
    if not isinstance(node, ast.ClassDef):
        return
    unittest = any(ast.unparse(base).endswith("TestCase") for base in node.bases)
    names = {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
    if not unittest and (not node.name.startswith("Test") or "__init__" in names):
        return
    for item in node.body:
        if not (isinstance(item, ast.FunctionDef) and item.name.startswith("test")
                and item.args.args and item.args.args[0].arg == "self"):
            continue
        view = ast.parse(ast.unparse(item)).body[0]
        assert isinstance(view, ast.FunctionDef)
        view.args.args = view.args.args[1:]
        view.body = [ast.parse("self = _gar_self").body[0], *view.body]
        yield Method(f"{rel}::{node.name}::{item.name}", ast.fix_missing_locations(view), node,
                     _instance(node.name, item.name, unittest, names))


def _instance(owner: str, method: str, unittest: bool, names: set[str]) -> list[ast.stmt]:
    if unittest:
        text = f"_gar_self = {owner}({method!r})\n_gar_self.setUp()\n"
    else:
        text = f"_gar_self = {owner}()\n"
        if "setup_method" in names:
            text += f"_gar_self.setup_method(_gar_self.{method})\n"
    return ast.parse(text).body


def unittest_assert(call: ast.Call) -> tuple[str, list[ast.expr]] | None:
    """``self.assertX(...)`` as ``("compare", [left, op, right])`` or ``("check", [expr])``;
    None for any other call (and for assertion methods this does not know)."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.value.id == "self"):
        return None
    args = call.args
    if func.attr in _BINARY and len(args) >= 2:
        return "compare", [args[0], ast.Constant(_BINARY[func.attr]), args[1]]
    if func.attr in _AGAINST_NONE and args:
        return "compare", [args[0], ast.Constant(_AGAINST_NONE[func.attr]), ast.Constant(None)]
    if func.attr in _TRUTH and args:
        value = ast.UnaryOp(ast.Not(), args[0]) if _TRUTH[func.attr] else args[0]
        return "check", [value]
    return None
