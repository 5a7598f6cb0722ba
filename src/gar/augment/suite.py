"""Hidden tests as HumanEval ``check()`` source, and the one comparison rule they use.

A hidden test is one ``assert _gar_same(candidate(ARGS), EXPECTED)`` statement appended to the
end of the task's own ``check`` body, so the original text (and its line numbers) is kept and
each hidden test is a test case of its own in the harness (one statement, one case). The
comparison :data:`SAME_SOURCE` is defined once and used both in the sandboxed test and in the
grader's process to decide which mutants a test kills, so the two always agree: floats (and
numbers compared with floats) are equal within ``rel_tol=1e-6, abs_tol=1e-9``, lists and
tuples element by element (same container type), everything else by ``==``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

SAME_SOURCE = '''
def _gar_same(got, expected):
    import math
    if isinstance(expected, float) and isinstance(got, (int, float)) and not isinstance(got, bool):
        return math.isclose(got, expected, rel_tol=1e-6, abs_tol=1e-9) or got == expected
    if isinstance(expected, (list, tuple)):
        return (type(got) is type(expected) and len(got) == len(expected)
                and all(_gar_same(g, e) for g, e in zip(got, expected)))
    return got == expected
'''

MARKER = "# hidden tests added by `gar tests augment`"
MAX_LITERAL_CHARS = 2_000  # a test whose call or answer is longer is not written


def _compile_same() -> Callable[[Any, Any], bool]:
    namespace: dict[str, Any] = {}
    exec(SAME_SOURCE, namespace)  # noqa: S102 — our own constant source, not untrusted code
    return namespace["_gar_same"]


same = _compile_same()


def literal(value: Any) -> str | None:
    """``repr(value)`` when it reads back as an equal literal (plain data, finite floats) and is
    short enough to write; None otherwise."""
    text = repr(value)
    if len(text) > MAX_LITERAL_CHARS:
        return None
    try:
        back = ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    return text if type(back) is type(value) and same(back, value) else None


def hidden_assert(args: tuple[Any, ...], expected: Any, param: str = "candidate") -> str | None:
    """The assert statement of one hidden test (None when a value cannot be written)."""
    arg_texts = [literal(a) for a in args]
    answer = literal(expected)
    if answer is None or any(t is None for t in arg_texts):
        return None
    call = f"{param}({', '.join(arg_texts)})"  # type: ignore[arg-type]
    return f"assert _gar_same({call}, {answer})"


def check_parameter(test: str) -> str | None:
    """The name ``check`` calls its candidate, or None when the test has no ``check``."""
    check = _check_def(test)
    if check is None:
        return None
    return check.args.args[0].arg if check.args.args else None


def with_hidden_tests(test: str, asserts: Sequence[str], oracle: str) -> str:
    """``test`` with ``asserts`` appended to the end of its ``check`` body and the comparison
    helper defined after it. Raises ``ValueError`` when ``check`` cannot be found."""
    check = _check_def(test)
    if check is None or check.end_lineno is None or not check.body:
        raise ValueError("the task's test defines no check() function")
    lines = test.splitlines()
    indent = " " * check.body[0].col_offset
    added = [f"{indent}{MARKER} (oracle: {oracle})", *[indent + a for a in asserts]]
    end = check.end_lineno
    out = [*lines[:end], *added, *lines[end:], "", SAME_SOURCE.strip("\n"), ""]
    return "\n".join(out)


def _check_def(test: str) -> ast.FunctionDef | None:
    try:
        tree = ast.parse(test)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "check"),
                None)
