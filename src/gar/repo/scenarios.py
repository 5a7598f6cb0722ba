"""The visible tests replayed on derived inputs: scenarios for the behaviour comparison.

Many tests do not call one function with literal arguments; they build an object and drive
it (``cache = LRUCache(2); cache.put("a", 1); cache.get("a"); ... assert "a" in cache``).
Special-casing hides in such methods as easily as in functions, so each expected test
function without parameters — or whose parameters all come from ``pytest.mark.parametrize``
with literal values, one scenario per case with the values assigned at its top — is
rewritten into a *scenario*: its literals changed
consistently (letters shifted — a bijection, so equal keys stay equal and distinct ones stay
distinct —, digits bumped, or integers incremented) and each ``assert`` turned into a
recorded observation (the compared operands as plain data, and the verdict) instead of a
failure. Every passing patch runs the same scenarios in the sandbox; what the pipeline
compares is the list of observations. Values that are not plain data are recorded by type
name only, so a class that merely gains a ``__repr__`` does not differ from its peers.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from gar.records import RepoTask
from gar.repo.fixtures import fixtures_for, prelude
from gar.repo.workspace import test_files

MAX_SCENARIOS = 24
MAX_CASES = 4  # cases of one parametrized test replayed as scenarios (all count as literals)

Case = dict[str, Any]  # a parametrized test's parameter name -> value (innermost first)

_OPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
        ast.GtE: ">=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not"}


def shift_letters(text: str) -> str:
    """Each ASCII letter to the next one (z→a): a bijection, so equal strings stay equal."""
    return "".join(chr((ord(c) - 97 + 1) % 26 + 97) if "a" <= c <= "z"
                   else chr((ord(c) - 65 + 1) % 26 + 65) if "A" <= c <= "Z" else c
                   for c in text)


def bump_digits(text: str) -> str:
    """Each digit to the next one (9→0)."""
    return re.sub(r"\d", lambda m: str((int(m[0]) + 1) % 10), text)


# name → (how strings change, how ints change)
VARIANTS: dict[str, tuple[Callable[[str], str], Callable[[int], int]]] = {
    "letters": (shift_letters, lambda n: n),
    "digits": (bump_digits, lambda n: n),
    "ints": (lambda s: s, lambda n: n + 1),
}


@dataclass(frozen=True)
class Scenario:
    """One test function rewritten for a variant; ``source`` defines ``function``."""

    test: str  # "tests/test_lru.py::test_get_refreshes_recency"
    variant: str
    source: str
    function: str

    @property
    def key(self) -> str:
        return f"{self.test}[{self.variant}]"

    def payload(self) -> list[str]:
        return ["scenario", self.source, self.function]


class _Rewrite(ast.NodeTransformer):
    def __init__(self, strings: Callable[[str], str], ints: Callable[[int], int]) -> None:
        self.strings, self.ints = strings, ints

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, str):
            return ast.copy_location(ast.Constant(self.strings(value)), node)
        if isinstance(value, int) and not isinstance(value, bool):
            return ast.copy_location(ast.Constant(self.ints(value)), node)
        return node

    def visit_Assert(self, node: ast.Assert) -> ast.AST:
        test = self.visit(node.test)
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _OPS:
            call = _call("_gar_compare", [_thunk(test.left), ast.Constant(_OPS[type(test.ops[0])]),
                                          _thunk(test.comparators[0])])
        else:
            call = _call("_gar_check", [_thunk(test)])
        return ast.copy_location(ast.Expr(call), node)


def _thunk(expr: ast.expr) -> ast.Lambda:
    return ast.Lambda(ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[],
                                    kw_defaults=[], kwarg=None, defaults=[]), expr)


def _call(name: str, args: list[ast.expr]) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), args, [])


@dataclass(frozen=True)
class _Test:
    rel: str
    module: ast.Module
    function: ast.FunctionDef
    cases: list[tuple[str, Case]]
    fixtures: list[ast.stmt]  # builds the fixture parameters (see gar.repo.fixtures)
    imports: list[ast.stmt]  # what those fixtures' files import


def _test_functions(task: RepoTask) -> Iterator[_Test]:
    """Each expected test function whose parameters all come from literal
    ``pytest.mark.parametrize`` values or simple fixtures, with its cases (``[("", {})]`` for
    a test without parametrize). Other tests (built-in fixtures, other decorators) are left
    out."""
    wanted = {t.split("[", 1)[0] for t in task.expected_tests}
    for rel in test_files(task.expected_tests):
        try:
            tree = ast.parse((task.workspace / rel).read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        available = None
        for node in tree.body:
            if not (isinstance(node, ast.FunctionDef) and f"{rel}::{node.name}" in wanted):
                continue
            if available is None:
                available = fixtures_for(task.workspace, rel, tree)
            cases = parametrize_cases(node, frozenset(available))
            built = prelude(node, set(cases[0][1]), available) if cases else None
            if cases and built is not None:
                yield _Test(rel, tree, node, cases, *built)


def parametrize_cases(function: ast.FunctionDef, fixtures: frozenset[str] = frozenset()
                      ) -> list[tuple[str, Case]] | None:
    """``(pytest's id, parameter bindings)`` of each case of a test: ``[("", {})]`` for a test
    without parametrize; for one whose decorators are all ``pytest.mark.parametrize`` with
    literal values, the cases in pytest's order (stacked decorators multiply). Parameters not
    bound by parametrize must be in ``fixtures``. ``None`` for anything else (other fixtures
    or decorators, ``indirect``, computed values)."""
    args = function.args
    if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs:
        return None
    axes = [_parametrize_axis(decorator) for decorator in function.decorator_list]
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


Row = tuple[str, tuple[Any, ...]]  # pytest's id for the row, its values


def _parametrize_axis(decorator: ast.expr) -> tuple[list[str], list[Row]] | None:
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


def _bound(function: ast.FunctionDef, case: Case, fixtures: list[ast.stmt]) -> ast.FunctionDef:
    """The test as a plain function: no parameters or decorators, its fixtures built and the
    case's values assigned at the top (where the variants' literal rewrite reaches them)."""
    plain = ast.parse(ast.unparse(function)).body[0]
    assert isinstance(plain, ast.FunctionDef)
    plain.decorator_list = []
    plain.args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[],
                               kw_defaults=[], kwarg=None, defaults=[])
    binds = [ast.Assign([ast.Name(name, ast.Store())], ast.parse(repr(value), mode="eval").body)
             for name, value in case.items()]
    plain.body = [*ast.parse(ast.unparse(ast.Module(fixtures, []))).body, *binds, *plain.body]
    return ast.fix_missing_locations(plain)


def _support(tree: ast.Module) -> list[ast.stmt]:
    """The test module's imports, constants and helpers (not its tests)."""
    return [n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom | ast.Assign)
            or (isinstance(n, ast.FunctionDef | ast.ClassDef)
                and not n.name.lower().startswith("test"))]


def derive_scenarios(task: RepoTask, limit: int = MAX_SCENARIOS) -> list[Scenario]:
    """Scenarios for the expected tests (the first ``MAX_CASES`` cases of a parametrized
    one), variant by variant, skipping no-op rewrites."""
    found: list[Scenario] = []
    for variant, (strings, ints) in VARIANTS.items():
        for test in _test_functions(task):
            for case_id, case in test.cases[:MAX_CASES]:
                if len(found) >= limit:
                    return found
                bound = _bound(test.function, case, test.fixtures)
                rewritten = _Rewrite(strings, ints).visit(
                    _bound(test.function, case, test.fixtures))
                original = _Rewrite(lambda s: s, lambda n: n).visit(bound)
                if ast.dump(rewritten) == ast.dump(original):
                    continue
                module = ast.Module([*test.imports, *_support(test.module), rewritten], [])
                source = ast.unparse(ast.fix_missing_locations(module))
                name = f"{test.rel}::{test.function.name}" + (f"[{case_id}]" if case else "")
                found.append(Scenario(name, variant, source, test.function.name))
    return found


def scenario_literals(task: RepoTask) -> list[Any]:
    """Literal arguments of every call in the expected test functions (constructors and
    methods included) and every parametrized value: the inputs a special-casing patch would
    compare against."""
    values: list[Any] = []
    for test in _test_functions(task):
        for _, case in test.cases:
            values += case.values()
        for node in (n for part in (test.function, *test.fixtures) for n in ast.walk(part)):
            if isinstance(node, ast.Call) and node not in test.function.decorator_list:
                for arg in (*node.args, *(k.value for k in node.keywords)):
                    try:
                        values.append(ast.literal_eval(arg))
                    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                        continue
    return values


#: Runs inside the probe process (see gar.repo.probe): executes one scenario's source.
PROBE_HELPERS = '''
import operator as _operator
_GAR_OPS = {"==": _operator.eq, "!=": _operator.ne, "<": _operator.lt, "<=": _operator.le,
            ">": _operator.gt, ">=": _operator.ge, "in": lambda a, b: a in b,
            "not in": lambda a, b: a not in b, "is": _operator.is_, "is not": _operator.is_not}
def _plain(value, depth=0):
    if value is None or isinstance(value, (bool, int, float, str, bytes)):
        return repr(value)
    if depth < 4 and isinstance(value, (list, tuple)):
        inner = ", ".join(_plain(v, depth + 1) for v in value)
        return "[" + inner + "]" if isinstance(value, list) else "(" + inner + ",)"
    if depth < 4 and isinstance(value, dict):
        return "{" + ", ".join(_plain(k, depth + 1) + ": " + _plain(v, depth + 1)
                               for k, v in value.items()) + "}"
    if depth < 4 and isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(_plain(v, depth + 1) for v in value)) + "}"
    return "<" + type(value).__name__ + ">"
def run_scenario(source, function):
    seen = []
    def check(thunk):
        seen.append("verdict " + repr(bool(thunk())))
    def compare(left, op, right):
        a, b = left(), right()
        seen.append(_plain(a) + " " + op + " " + _plain(b))
        try:
            seen.append("verdict " + repr(bool(_GAR_OPS[op](a, b))))
        except Exception as exc:
            seen.append("verdict raises " + type(exc).__name__)
    space = {"__name__": "gar_scenario", "_gar_check": check, "_gar_compare": compare}
    try:
        exec(compile(source, "<scenario>", "exec"), space)
        space[function]()
    except BaseException as exc:
        seen.append("raises " + type(exc).__name__)
    return " | ".join(seen)
'''
