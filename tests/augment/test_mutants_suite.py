"""The mutation operators and the hidden-test source (no sandbox needed)."""

from __future__ import annotations

import ast

from gar.augment.mutants import mutants
from gar.augment.suite import hidden_assert, literal, same, with_hidden_tests

PROGRAM = '''LIMIT = 3

def f(xs, k):
    """Docstring with 1 < 2."""
    total = 0
    for x in xs:
        if x < k and x != 0:
            total += x * 2
    return max(total, -1)
'''


def test_every_operator_family_is_applied_inside_functions_only() -> None:
    found = mutants(PROGRAM)
    changes = {(m.operator, m.change) for m in found}
    assert {("compare", "< -> <="), ("compare", "< -> >"), ("compare", "!= -> =="),
            ("boolean", "and -> or"), ("arith", "+ -> -"), ("arith", "* -> /"),
            ("constant", "0 -> 1"), ("constant", "2 -> 3"), ("sign", "-x -> +x"),
            ("call", "max -> min")} <= changes
    for mutant in found:  # module-level code and the docstring are never touched
        assert mutant.program.startswith("LIMIT = 3\n") and "1 < 2" in mutant.program
        assert mutant.program != ast.unparse(ast.parse(PROGRAM))
    assert len({m.program for m in found}) == len(found)


def test_mutants_are_deterministic_and_capped() -> None:
    assert mutants(PROGRAM) == mutants(PROGRAM)
    few = mutants(PROGRAM, limit=4)
    assert len(few) == 4 and set(few) <= set(mutants(PROGRAM))
    assert mutants("def broken(:\n") == ()


def test_hidden_tests_are_appended_to_check_keeping_its_text() -> None:
    test = "X = 1\n\n\ndef check(c):\n    assert c(1) == 2  # visible\n\nY = 2\n"
    line = hidden_assert((3,), 4, "c")
    assert line == "assert _gar_same(c(3), 4)"
    augmented = with_hidden_tests(test, [line], "reference")
    assert augmented.startswith("X = 1\n\n\ndef check(c):\n    assert c(1) == 2  # visible\n")
    namespace: dict = {}
    exec(augmented, namespace)  # noqa: S102 — our own generated source
    namespace["check"](lambda x: x + 1)
    try:
        namespace["check"](lambda x: 2)
    except AssertionError:
        pass
    else:
        raise AssertionError("the hidden test did not fail a wrong candidate")


def test_values_that_do_not_read_back_are_not_written() -> None:
    assert literal(float("nan")) is None and literal(float("inf")) is None
    assert literal(object()) is None and literal("x" * 5000) is None
    assert literal((1, [2.5, "a"], {"k": None})) == "(1, [2.5, 'a'], {'k': None})"
    assert same(0.1 + 0.2, 0.3) and not same([1], (1,)) and not same(1.0, 1.1)
