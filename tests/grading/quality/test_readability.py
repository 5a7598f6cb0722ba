"""Precondition guards are not size, and one-letter locals are a craftsmanship finding
(``gar.grading.quality.readability``). The pairs below were ties or the wrong way round
before: the guard's tokens outweighed an ``eval`` of built source text, and nothing saw
``t``, ``o`` and ``z`` where the better solution says what each value holds."""

import ast

from pair_helpers import pair_ranks, task

from gar.grading.quality.readability import (
    constant_tokens,
    deep_nesting,
    guard_tokens,
    guards,
    magic_numbers,
    terse_names,
)
from gar.grading.quality.static import analyse


def _nodes(code: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(ast.parse(code)))


def test_leading_checks_that_raise_are_guards_and_later_ones_are_not():
    code = ('def f(xs, k):\n    """Doc."""\n    if not isinstance(xs, list):\n'
            '        raise TypeError("xs")\n    assert k >= 0\n    total = sum(xs)\n'
            '    if total < 0:\n        raise ValueError("late")\n    return total * k\n')
    found = guards(_nodes(code))
    assert [type(s).__name__ for s in found] == ["If", "Assert"]
    assert guard_tokens(_nodes(code)) == 14 + 4  # `if not isinstance(xs, list): raise ...`


def test_a_check_that_answers_is_not_a_guard():
    """``if not xs: return None`` is part of the answer, and counts as size."""
    code = "def f(xs):\n    if not xs:\n        return None\n    return max(xs)\n"
    assert guards(_nodes(code)) == []
    signals = analyse(code, "f", code)
    assert signals.guard_tokens == 0


def test_one_letter_locals_are_terse_names_once_each():
    code = ("def f(xs, n):\n    t = 1\n    o = []\n    for x in xs:\n        t = t * x\n"
            "        o.append(t)\n    i = j = k = _ = 0\n    n = len(xs)\n"
            "    return [y for y in o], i, j, k, _, n\n")
    assert terse_names(_nodes(code)) == ["t:2", "o:3"]


def test_blocks_nested_past_three_levels_are_one_point_per_level():
    """An ``elif`` chain is one level, a loop in a loop with a test inside is ordinary, and
    ``if`` in ``if`` in ``if`` in ``if`` is one level too deep."""
    flat = ("def f(xs):\n    for a in xs:\n        for b in xs:\n            if a < b:\n"
            "                pass\n            elif a > b:\n                pass\n"
            "            elif a:\n                pass\n    return 0\n")
    deep = ("def f(s):\n    if s < 9:\n        if s < 8:\n            if s < 7:\n"
            "                if s < 6:\n                    return 'F'\n"
            "                return 'D'\n            return 'C'\n        return 'B'\n"
            "    return 'A'\n")
    deeper = deep.replace("return 'F'", "if s < 5:\n                        return 'G'")
    assert deep_nesting(_nodes(flat)) == []
    assert deep_nesting(_nodes(deep)) == ["depth 4:5"]
    assert len(deep_nesting(_nodes(deeper))) == 2


def test_unnamed_numbers_in_the_logic_are_magic_and_named_constants_are_not_size():
    """Everyday values (0, 1, 2, 10), indices and slice bounds, defaults and a literal
    assigned whole to a name are not magic; each other value once per function."""
    code = ("LIMIT = 1000\nNAME = 'x'\n\n\ndef f(xs, k=7):\n    step = -5\n"
            "    if xs[3] > 25 and xs[-4:] and len(xs) > 25:\n"
            "        return min(sum(xs) * 2 + 10, LIMIT) / 0.5\n    return step\n")
    nodes = _nodes(code)
    assert magic_numbers(nodes) == ["25:7", "0.5:8"]
    assert constant_tokens(nodes) == 6  # `LIMIT = 1000` and `NAME = 'x'`


def test_a_nested_function_counts_its_names_once():
    code = "def f(xs):\n    def g(y):\n        z = y + 1\n        return z\n    return g(xs)\n"
    assert terse_names(_nodes(code)) == ["z:3"]


MEAN = task("mean", 'def mean(xs):\n    """The arithmetic mean of the non-empty list of numbers '
            'xs.\n\n    >>> mean([1, 2, 3])\n    2.0\n    """\n', "mean",
            "    return sum(xs) / len(xs)\n",
            ["candidate([1, 2, 3]) == 2.0", "candidate([4]) == 4.0", "candidate([1, 2]) == 1.5"])
PRODUCTS = task("products", 'def running_products(xs):\n    """Item i is the product of '
                'xs[0..i] (a list of ints).\n\n    >>> running_products([2, 3, 4])\n'
                '    [2, 6, 24]\n    """\n', "running_products",
                "    out, acc = [], 1\n    for x in xs:\n        acc *= x\n        out.append(acc)\n"
                "    return out\n",
                ["candidate([2, 3, 4]) == [2, 6, 24]", "candidate([]) == []",
                 "candidate([0, 5]) == [0, 0]"])


def test_a_validating_solution_beats_one_that_evals_built_source(runner):
    """Without the guard rule the check's tokens cost more minimality (0.15 weight) than
    ``eval`` costs side effects (0.5 of 0.10): the pair tied."""
    validating = ("def mean(xs):\n    if not isinstance(xs, list) or not xs:\n"
                  "        raise ValueError(\"mean expects a non-empty list of numbers\")\n"
                  "    return sum(xs) / len(xs)\n")
    evaluating = 'def mean(xs):\n    return eval("+".join(map(str, xs))) / len(xs)\n'
    better, worse = pair_ranks(MEAN, validating, evaluating, runner)
    assert better < worse


def test_names_that_say_what_they_hold_beat_one_letter_locals(runner):
    """The same loop; without the terse-name rule the two tied."""
    named = ("def running_products(xs):\n    products = []\n    product = 1\n    for x in xs:\n"
             "        product *= x\n        products.append(product)\n    return products\n")
    terse = ("def running_products(xs):\n    o = []\n    p = 1\n    for x in xs:\n"
             "        p *= x\n        o.append(p)\n    return o\n")
    better, worse = pair_ranks(PRODUCTS, named, terse, runner)
    assert better < worse
