"""The visible tests replayed on derived inputs: scenarios for the behaviour comparison.

Many tests do not call one function with literal arguments; they build an object and drive
it (``cache = LRUCache(2); cache.put("a", 1); cache.get("a"); ... assert "a" in cache``).
Special-casing hides in such methods as easily as in functions, so each expected test
function without parameters — or whose parameters all come from ``pytest.mark.parametrize``
with literal values, one scenario per case with the values assigned at its top — is
rewritten into a *scenario*: its literals changed
consistently (letters shifted — a bijection, so equal keys stay equal and distinct ones stay
distinct —, digits bumped, integers incremented, or floats moved off round values — a
fudge factor fitted to the test's numbers, or a result rounded so that they come out
exact, answers the rewritten ones unlike an honest patch) and each ``assert`` turned into a
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
from gar.repo.classes import Method, test_methods, unittest_assert
from gar.repo.fixtures import fixtures_for, prelude
from gar.repo.parametrize import Case, module_constants, parametrize_cases
from gar.repo.workspace import test_files

MAX_SCENARIOS = 24
MAX_CASES = 4  # cases of one parametrized test replayed as scenarios (all count as literals)


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


def off_round(x: float) -> float:
    """``x`` moved by a non-round amount (3.5 → 3.8714…), away from the short decimals that
    test data is written in."""
    return round(x + 0.3714285714, 10)


def _same(value: Any) -> Any:
    return value


# name → (how strings change, how ints change, how floats change)
VARIANTS: dict[str, tuple[Callable[[str], str], Callable[[int], int],
                          Callable[[float], float]]] = {
    "letters": (shift_letters, _same, _same),
    "digits": (bump_digits, _same, _same),
    "ints": (_same, lambda n: n + 1, _same),
    "floats": (_same, _same, off_round),
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
    def __init__(self, strings: Callable[[str], str], ints: Callable[[int], int],
                 floats: Callable[[float], float] = _same) -> None:
        self.strings, self.ints, self.floats = strings, ints, floats

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, str):
            return ast.copy_location(ast.Constant(self.strings(value)), node)
        if isinstance(value, int) and not isinstance(value, bool):
            return ast.copy_location(ast.Constant(self.ints(value)), node)
        if isinstance(value, float):
            return ast.copy_location(ast.Constant(self.floats(value)), node)
        return node

    def visit_Assert(self, node: ast.Assert) -> ast.AST:
        test = self.visit(node.test)
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _OPS:
            call = _call("_gar_compare", [_thunk(test.left), ast.Constant(_OPS[type(test.ops[0])]),
                                          _thunk(test.comparators[0])])
        else:
            call = _call("_gar_check", [_thunk(test)])
        return ast.copy_location(ast.Expr(call), node)

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        self.generic_visit(node)  # literals first: the operator text below is not rewritten
        found = unittest_assert(node.value) if isinstance(node.value, ast.Call) else None
        if found is None:
            return node
        kind, parts = found
        if kind == "compare":
            call = _call("_gar_compare", [_thunk(parts[0]), parts[1], _thunk(parts[2])])
        else:
            call = _call("_gar_check", [_thunk(parts[0])])
        return ast.copy_location(ast.Expr(call), node)


def _thunk(expr: ast.expr) -> ast.Lambda:
    return ast.Lambda(ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[],
                                    kw_defaults=[], kwarg=None, defaults=[]), expr)


def _call(name: str, args: list[ast.expr]) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), args, [])


@dataclass(frozen=True)
class _Test:
    name: str  # the pytest id without a case: "tests/t.py::test_x", "tests/t.py::TestX::test_y"
    module: ast.Module
    function: ast.FunctionDef  # without ``self`` for a method
    cases: list[tuple[str, Case]]
    fixtures: list[ast.stmt]  # builds the fixture parameters (see gar.repo.fixtures)
    imports: list[ast.stmt]  # what those fixtures' files import
    owner: ast.ClassDef | None = None  # a method's class (see gar.repo.classes)
    instance: tuple[ast.stmt, ...] = ()  # module-level: builds the method's ``self``


def _test_functions(task: RepoTask) -> Iterator[_Test]:
    """Each expected test function or test-class method whose parameters all come from
    literal ``pytest.mark.parametrize`` values or simple fixtures, with its cases
    (``[("", {})]`` without parametrize). Other tests (built-in fixtures, other decorators)
    are left out."""
    wanted = {t.split("[", 1)[0] for t in task.expected_tests}
    for rel in test_files(task.expected_tests):
        try:
            tree = ast.parse((task.workspace / rel).read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        available = None
        constants = None
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                found = [Method(f"{rel}::{node.name}", node, None, [])]
            else:
                found = list(test_methods(rel, node))
            for method in found:
                if method.test_id not in wanted:
                    continue
                if available is None:
                    available = fixtures_for(task.workspace, rel, tree)
                if constants is None:
                    constants = module_constants(tree)
                cases = parametrize_cases(method.function, frozenset(available), constants)
                built = prelude(method.function, set(cases[0][1]), available) if cases else None
                if cases and built is not None:
                    yield _Test(method.test_id, tree, method.function, cases, *built,
                                owner=method.owner, instance=tuple(method.instance))


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
    one), skipping no-op rewrites. Up to ``limit``, taken from the variants in turn, so a
    large suite does not spend the whole budget on the first variant. The tests behind
    ``fail_to_pass`` come first: they are what a patch must newly satisfy, so that is where
    special-casing lives, and a large suite in file order would otherwise spend the budget
    on tests the bug never touched (inflection's 455 tests: the failing ones came last)."""
    failing = {t.split("[", 1)[0] for t in task.fail_to_pass}
    # Parsed and resolved once, replayed per variant; the stable sort keeps file order within.
    tests = sorted(_test_functions(task), key=lambda test: test.name not in failing)
    per_variant = [list(_variant_scenarios(tests, variant)) for variant in VARIANTS]
    found: list[Scenario] = []
    for turn in range(max(map(len, per_variant), default=0)):
        found += [scenarios[turn] for scenarios in per_variant if turn < len(scenarios)]
    return found[:limit]


def _variant_scenarios(tests: list[_Test], variant: str) -> Iterator[Scenario]:
    strings, ints, floats = VARIANTS[variant]
    for test in tests:
        for case_id, case in test.cases[:MAX_CASES]:
            bound = _bound(test.function, case, test.fixtures)
            rewritten = _Rewrite(strings, ints, floats).visit(
                _bound(test.function, case, test.fixtures))
            original = _Rewrite(_same, _same).visit(bound)
            if ast.dump(rewritten) == ast.dump(original):
                continue
            support = _support(test.module)
            owner = [test.owner] if test.owner and test.owner not in support else []
            module = ast.Module([*test.imports, *support, *owner, *test.instance, rewritten], [])
            source = ast.unparse(ast.fix_missing_locations(module))
            name = test.name + (f"[{case_id}]" if case else "")
            yield Scenario(name, variant, source, test.function.name)


def scenario_literals(task: RepoTask) -> list[Any]:
    """Literal arguments of every call in the expected tests (constructors and methods
    included), literals assigned to a name there (``text = "1h30m"``; the input of a later
    call) and every parametrized value: the inputs a special-casing patch would compare
    against."""
    values: list[Any] = []
    for test in _test_functions(task):
        for _, case in test.cases:
            values += case.values()
        for node in (n for part in (test.function, *test.fixtures) for n in ast.walk(part)):
            if isinstance(node, ast.Call) and node not in test.function.decorator_list:
                values += _literals((*node.args, *(k.value for k in node.keywords)))
            elif isinstance(node, ast.Assign):
                values += _literals((node.value,))
    return values


def _literals(nodes: tuple[ast.expr, ...]) -> list[Any]:
    found = []
    for node in nodes:
        try:
            found.append(ast.literal_eval(node))
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            continue
    return found


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
