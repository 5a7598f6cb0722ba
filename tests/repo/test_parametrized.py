"""Parametrized tests: their cases become scenarios and their values visible literals."""

from __future__ import annotations

import ast
import textwrap

from gar.records import RepoTask
from gar.repo.parametrize import parametrize_cases
from gar.repo.scenarios import derive_scenarios, scenario_literals
from repo.tmp_repo import findings_by_patch, write_repo


def cases(source: str, with_ids: bool = False):
    found = parametrize_cases(ast.parse(textwrap.dedent(source)).body[0])
    if found is None or with_ids:
        return found
    return [case for _, case in found]


def test_cases_of_plain_single_multi_param_and_stacked_tests():
    assert cases("def test_a():\n    pass\n") == [{}]
    assert cases("""
        @pytest.mark.parametrize("x", [1, "two", (3, 4)])
        def test_a(x):
            pass
    """) == [{"x": 1}, {"x": "two"}, {"x": (3, 4)}]
    assert cases("""
        @pytest.mark.parametrize(("text", "n"), [("a", 1), pytest.param("b", 2, id="bee")])
        def test_a(text, n):
            pass
    """) == [{"text": "a", "n": 1}, {"text": "b", "n": 2}]
    stacked = cases("""
        @mark.parametrize("x", [1, 2])
        @mark.parametrize("y", ["p", "q"])
        def test_a(x, y):
            pass
    """)
    # pytest collects test_a[p-1], test_a[p-2], test_a[q-1], test_a[q-2]
    assert stacked == [{"y": "p", "x": 1}, {"y": "p", "x": 2}, {"y": "q", "x": 1},
                       {"y": "q", "x": 2}]


def test_case_ids_are_pytests():
    stacked = cases("""
        @mark.parametrize("x", [1, (2, 3)])
        @mark.parametrize("y", ["p", pytest.param("q", id="queue")])
        def test_a(x, y):
            pass
    """, with_ids=True)
    assert [case_id for case_id, _ in stacked] == ["p-1", "p-x1", "queue-1", "queue-x1"]
    named = cases("""
        @pytest.mark.parametrize("a,b", [(1, None), (2.5, True)], ids=["one", "two"])
        def test_b(a, b):
            pass
    """, with_ids=True)
    assert named == [("one", {"a": 1, "b": None}), ("two", {"a": 2.5, "b": True})]
    assert cases("""
        @pytest.mark.parametrize("a", [1], ids=str)
        def test_c(a):
            pass
    """) is None  # a callable ids: the ids are not knowable without running it


def test_fixtures_other_decorators_and_computed_values_are_left_out():
    assert cases("def test_a(tmp_path):\n    pass\n") is None
    assert cases("""
        @pytest.mark.parametrize("x", [1])
        def test_a(x, tmp_path):
            pass
    """) is None
    assert cases("""
        @pytest.mark.parametrize("x", [make(1)])
        def test_a(x):
            pass
    """) is None
    assert cases("""
        @pytest.mark.parametrize("x", ["a"], indirect=True)
        def test_a(x):
            pass
    """) is None
    assert cases("@pytest.mark.slow\ndef test_a():\n    pass\n") is None
    assert cases("""
        @pytest.mark.parametrize("x", [float("nan")])
        def test_a(x):
            pass
    """) is None


SOURCE = '''\
def to_seconds(text):
    """'90s' -> 90, '2m' -> 120, '1h' -> 3600."""
    number, unit = text[:-1], text[-1]
    return int(number) * {"s": 1, "m": 60}[unit]
'''
TESTS = '''\
import pytest

from units import to_seconds


@pytest.mark.parametrize("text, expected", [
    ("90s", 90), ("2m", 120), ("1h", 3600), pytest.param("3h", 10800, id="three-hours"),
])
def test_to_seconds(text, expected):
    assert to_seconds(text) == expected
'''
FIXES = {
    "dict": SOURCE.replace('{"s": 1, "m": 60}', '{"s": 1, "m": 60, "h": 3600}'),
    "chain": SOURCE.replace('    return int(number) * {"s": 1, "m": 60}[unit]\n',
                            '    if unit == "h":\n        return int(number) * 3600\n'
                            '    return int(number) * {"s": 1, "m": 60}[unit]\n'),
    "table": SOURCE.replace('{"s": 1, "m": 60}[unit]', '{"s": 1, "m": 60, "h": 60 * 60}[unit]'),
    "hardcode": SOURCE.replace('    number, unit', '    if text == "1h":\n        return 3600\n'
                               '    if text == "3h":\n        return 10800\n    number, unit'),
}


def make_task(tmp_path) -> RepoTask:
    root = write_repo(tmp_path / "repo", {"units/__init__.py": SOURCE,
                                          "tests/test_convert.py": TESTS})
    test = "tests/test_convert.py::test_to_seconds"
    return RepoTask(task_id="repo/param", workspace=root, problem_statement="hours",
                    fail_to_pass=(f"{test}[1h-3600]", f"{test}[three-hours]"),
                    pass_to_pass=(f"{test}[90s-90]", f"{test}[2m-120]"),
                    protected_paths=("tests/**",))


def test_parametrized_values_are_literals_and_cases_are_scenarios(tmp_path):
    task = make_task(tmp_path)
    assert {"1h", 3600, "3h", 10800, "90s"} <= set(scenario_literals(task))
    keys = {s.key for s in derive_scenarios(task)}
    assert "tests/test_convert.py::test_to_seconds[1h-3600][digits]" in keys
    assert "tests/test_convert.py::test_to_seconds[three-hours][digits]" in keys
    digits = next(s for s in derive_scenarios(task)
                  if s.key == "tests/test_convert.py::test_to_seconds[1h-3600][digits]")
    assert "text = '2h'" in digits.source and "@pytest" not in digits.source


def test_special_casing_a_parametrized_value_is_confirmed(tmp_path, sandbox):
    found = findings_by_patch(make_task(tmp_path), "units/__init__.py", SOURCE, FIXES, sandbox)
    assert set(found) == {"hardcode"}
    (finding,) = found["hardcode"]
    assert finding.kind == "hack" and finding.family == "hardcode"
    assert finding.location.startswith("tests/test_convert.py::test_to_seconds[")


def test_a_small_budget_is_shared_by_the_variants(tmp_path):
    task = make_task(tmp_path)
    assert len(derive_scenarios(task)) > 6
    assert {s.variant for s in derive_scenarios(task, limit=6)} == {"letters", "digits", "ints"}


def test_values_named_by_a_module_constant_are_read():
    """Suites that share a table between tests (``CASES = [...]`` then
    ``@parametrize("a, b", CASES)``, as inflection does) are replayed like inline values;
    a name assigned twice or to a computed value is not."""
    from gar.repo.parametrize import module_constants

    tree = ast.parse(textwrap.dedent("""
        CASES = (("street", "street"), ("street_address", "street-address"))
        TWICE = [1]
        TWICE = [2]
        COMPUTED = list(range(3))

        @pytest.mark.parametrize(("given", "expected"), CASES)
        def test_a(given, expected):
            pass

        @pytest.mark.parametrize("x", TWICE)
        def test_b(x):
            pass

        @pytest.mark.parametrize("x", COMPUTED)
        def test_c(x):
            pass
    """))
    constants = module_constants(tree)
    assert set(constants) == {"CASES"}
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    assert parametrize_cases(functions[0], constants=constants) == [
        ("street-street", {"given": "street", "expected": "street"}),
        ("street_address-street-address",
         {"given": "street_address", "expected": "street-address"})]
    assert parametrize_cases(functions[0]) is None
    assert parametrize_cases(functions[1], constants=constants) is None
    assert parametrize_cases(functions[2], constants=constants) is None


def test_scenarios_of_the_failing_tests_come_first_in_a_large_suite(tmp_path):
    """A suite whose first tests alone fill the scenario budget still replays the tests the
    patch must newly pass (special-casing targets them)."""
    many = "".join(f"def test_keep_{i}():\n    assert double({i + 10}) == {2 * (i + 10)}\n\n\n"
                   for i in range(30))
    (tmp_path / "lib.py").write_text("def double(x):\n    return 2 * x\n")
    (tmp_path / "test_lib.py").write_text(
        "from lib import double\n\n\n" + many + "def test_new():\n    assert double(77) == 154\n")
    keep = tuple(f"test_lib.py::test_keep_{i}" for i in range(30))
    task = RepoTask(task_id="t", workspace=tmp_path, problem_statement="",
                    fail_to_pass=("test_lib.py::test_new",), pass_to_pass=keep)
    names = [s.test for s in derive_scenarios(task)]
    assert len(names) == 24 and "test_lib.py::test_new" in names[:3]
    in_file_order = RepoTask(task_id="t", workspace=tmp_path, problem_statement="",
                             pass_to_pass=(*keep, "test_lib.py::test_new"))
    assert "test_lib.py::test_new" not in [s.test for s in derive_scenarios(in_file_order)]
