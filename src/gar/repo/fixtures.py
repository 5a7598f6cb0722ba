"""Simple pytest fixtures, resolved statically so that tests using them can be replayed.

A scenario (:mod:`gar.repo.scenarios`) replays a test's body outside pytest, so a test that
takes fixtures needs them built by hand. Only *simple* fixtures are resolved: functions
decorated with ``pytest.fixture`` in the test module or in a ``conftest.py`` of its directory
or a parent (nearer wins, the module first), whose own parameters are simple fixtures too, and
whose body returns a value or yields once at its top level (the teardown after the ``yield`` is
dropped). Built-in fixtures (``tmp_path``, ``monkeypatch``, ``request``...), fixtures defined
in plugins and anything recursive are not: a test that needs one is not replayed.

The resolved fixtures become nested functions at the top of the test
(``def _gar_fixture_cache(): return LRUCache(2)`` then ``cache = _gar_fixture_cache()``), so
the variants' literal rewrite reaches their literals too, as it reaches the test's own.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

MAX_DEPTH = 8  # fixtures requesting fixtures


@dataclass(frozen=True)
class Fixture:
    name: str
    function: ast.FunctionDef  # undecorated, renamed, the teardown dropped
    requests: tuple[str, ...]  # the fixtures it takes
    imports: tuple[ast.stmt, ...]  # the imports of the file that defines it


def fixtures_for(workspace: Path, rel: str, module: ast.Module) -> dict[str, Fixture]:
    """The simple fixtures visible to the tests of ``rel``: conftest files from the
    workspace root down to the test's directory, then the module itself (nearer wins)."""
    found: dict[str, Fixture] = {}
    directory = Path(rel).parent
    for depth in range(len(directory.parts) + 1):
        conftest = workspace / Path(*directory.parts[:depth]) / "conftest.py"
        try:
            tree = ast.parse(conftest.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        found.update(_defined(tree))
    found.update(_defined(module))
    return found


def prelude(function: ast.FunctionDef, bound: set[str], fixtures: dict[str, Fixture]
            ) -> tuple[list[ast.stmt], list[ast.stmt]] | None:
    """``(statements, imports)`` that build the test's fixture parameters (those not in
    ``bound``): each needed fixture's function and its call, in dependency order, and the
    imports their files need. ``None`` if one of them cannot be resolved."""
    order: list[str] = []
    for arg in function.args.args:
        if arg.arg not in bound and not _resolve(arg.arg, fixtures, order, ()):
            return None
    statements: list[ast.stmt] = []
    imports: list[ast.stmt] = []
    for name in order:
        fixture = fixtures[name]
        call = ast.Call(ast.Name(fixture.function.name, ast.Load()),
                        [ast.Name(r, ast.Load()) for r in fixture.requests], [])
        statements += [fixture.function, ast.Assign([ast.Name(name, ast.Store())], call)]
        imports += [i for i in fixture.imports if i not in imports]
    ast.fix_missing_locations(ast.Module(statements, []))  # the new calls get line numbers
    return statements, imports


def _resolve(name: str, fixtures: dict[str, Fixture], order: list[str],
             chain: tuple[str, ...]) -> bool:
    if name in order:
        return True
    if name not in fixtures or name in chain or len(chain) >= MAX_DEPTH:
        return False
    if not all(_resolve(r, fixtures, order, (*chain, name)) for r in fixtures[name].requests):
        return False
    order.append(name)
    return True


def _defined(tree: ast.Module) -> dict[str, Fixture]:
    imports = tuple(n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and (name := _fixture_name(node)):
            function = _simple(node)
            if function is not None:
                requests = tuple(a.arg for a in node.args.args)
                found[name] = Fixture(name, function, requests, imports)
    return found


def _fixture_name(node: ast.FunctionDef) -> str | None:
    """The name a ``@pytest.fixture`` function provides (``name=`` wins), else None."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        dotted = ast.unparse(target)
        if dotted in ("pytest.fixture", "fixture"):
            if isinstance(decorator, ast.Call):
                for keyword in decorator.keywords:
                    if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                        return str(keyword.value.value)
                    if keyword.arg in ("params", "autouse") and not _is_false(keyword.value):
                        return None  # parametrized or autouse: not a plain value
            return node.name
    return None


def _is_false(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in (False, None)


def _simple(node: ast.FunctionDef) -> ast.FunctionDef | None:
    """The fixture as a plain function returning its value, or None (a nested ``yield``,
    more than one, ``*args``...)."""
    args = node.args
    if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs or args.defaults:
        return None
    body: list[ast.stmt] = []
    for statement in node.body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Yield):
            value = statement.value.value or ast.Constant(None)
            body.append(ast.copy_location(ast.Return(value), statement))
            break  # what follows the yield is the teardown
        if any(isinstance(n, ast.Yield | ast.YieldFrom) for n in ast.walk(statement)):
            return None
        body.append(statement)
    plain = ast.parse(ast.unparse(node)).body[0]  # a copy (this Python's node fields)
    assert isinstance(plain, ast.FunctionDef)
    plain.name, plain.decorator_list, plain.returns = f"_gar_fixture_{node.name}", [], None
    plain.body = ast.parse(ast.unparse(ast.Module(body or [ast.Pass()], []))).body
    return ast.fix_missing_locations(plain)
