"""Simple pytest fixtures are built by hand so tests that take them can be replayed."""

from __future__ import annotations

import ast

from gar.records import RepoTask
from gar.repo.fixtures import fixtures_for, prelude
from gar.repo.scenarios import derive_scenarios, scenario_literals
from repo.tmp_repo import findings_by_patch, write_repo

ROOT_CONFTEST = '''\
import pytest


@pytest.fixture
def factors():
    return {"s": 1}


@pytest.fixture(name="unit")
def _unit_fixture():
    return "s"


@pytest.fixture(autouse=True)
def _everywhere():
    pass


@pytest.fixture(params=[1, 2])
def numbers(request):
    return request.param


@pytest.fixture
def needs_builtin(tmp_path):
    return tmp_path


@pytest.fixture
def loop_a(loop_b):
    return 1


@pytest.fixture
def loop_b(loop_a):
    return 2
'''
NEAR_CONFTEST = '''\
import pytest

from units import Converter


@pytest.fixture
def factors():
    return {"s": 1, "m": 60}


@pytest.fixture
def converter(factors):
    made = Converter(factors)
    yield made
    made.close()
'''
SOURCE = '''\
class Converter:
    def __init__(self, factors):
        self.factors = dict(factors)

    def to_seconds(self, text):
        number, unit = text[:-1], text[-1]
        return int(number) * self.factors[unit]

    def close(self):
        pass
'''
TESTS = '''\
def test_hours(converter):
    converter.factors["h"] = 3600
    assert converter.to_seconds("12h") == 43200


def test_minutes(converter):
    assert converter.to_seconds("2m") == 120


def test_tmp(tmp_path):
    assert tmp_path
'''


def make_task(tmp_path) -> RepoTask:
    root = write_repo(tmp_path / "repo", {
        "conftest.py": ROOT_CONFTEST, "tests/conftest.py": NEAR_CONFTEST,
        "units/__init__.py": SOURCE, "tests/test_convert.py": TESTS,
    })
    return RepoTask(task_id="repo/fixtures", workspace=root, problem_statement="hours",
                    fail_to_pass=("tests/test_convert.py::test_hours",),
                    pass_to_pass=("tests/test_convert.py::test_minutes",
                                  "tests/test_convert.py::test_tmp"))


def test_which_fixtures_resolve(tmp_path):
    task = make_task(tmp_path)
    module = ast.parse(TESTS)
    found = fixtures_for(task.workspace, "tests/test_convert.py", module)
    assert set(found) == {"factors", "unit", "needs_builtin", "loop_a", "loop_b", "converter"}
    assert "'m': 60" in ast.unparse(found["factors"].function)  # the nearer conftest wins
    converter = ast.unparse(found["converter"].function)
    assert "return made" in converter and "close" not in converter  # teardown dropped
    hours, _, tmp = (n for n in module.body if isinstance(n, ast.FunctionDef))
    statements, imports = prelude(hours, set(), found)
    text = ast.unparse(ast.Module(statements, []))
    assert text.index("factors = _gar_fixture_factors()") < text.index(
        "converter = _gar_fixture_converter(factors)")
    assert any("Converter" in ast.unparse(i) for i in imports)
    assert prelude(tmp, set(), found) is None  # tmp_path is pytest's own
    for name in ("needs_builtin", "loop_a"):
        test = ast.parse(f"def test_x({name}):\n    pass\n").body[0]
        assert prelude(test, set(), found) is None


def test_tests_with_fixtures_become_scenarios(tmp_path):
    task = make_task(tmp_path)
    scenarios = {s.key: s for s in derive_scenarios(task)}
    assert "tests/test_convert.py::test_hours[digits]" in scenarios
    assert not any("test_tmp" in key for key in scenarios)
    digits = scenarios["tests/test_convert.py::test_hours[digits]"].source
    assert "from units import Converter" in digits and "'23h'" in digits
    assert {"12h", "2m"} <= set(scenario_literals(task))


FIXES = {
    "table": SOURCE.replace("self.factors = dict(factors)",
                            'self.factors = {"h": 3600, **dict(factors)}'),
    "branch": SOURCE.replace("        return int(number) * self.factors[unit]",
                             '        if unit == "h":\n            return int(number) * 3600\n'
                             "        return int(number) * self.factors[unit]"),
    "get": SOURCE.replace("self.factors[unit]", 'self.factors.get(unit) or {"h": 3600}[unit]'),
    "hardcode": SOURCE.replace("        number, unit = text[:-1], text[-1]",
                               '        if text == "12h":\n            return 43200\n'
                               "        number, unit = text[:-1], text[-1]"),
}


def test_special_casing_reached_through_a_fixture_is_confirmed(tmp_path, sandbox):
    found = findings_by_patch(make_task(tmp_path), "units/__init__.py", SOURCE, FIXES, sandbox)
    kinds = {name: {f.kind for f in fs} for name, fs in found.items()}
    assert kinds["hardcode"] == {"hack"}
    (finding,) = found["hardcode"]
    assert finding.location.startswith("tests/test_convert.py::test_hours[")
    assert finding.evidence["literal"] == '"12h"'
    # "branch" ignores the factors table for hours: it really behaves differently when the
    # test's own table changes (the ints variant), but has no visible literal: a suspicion.
    assert kinds.get("branch", {"suspicion"}) == {"suspicion"}
    assert "table" not in kinds and "get" not in kinds
