"""Numbers written inside text drawn at the top of their stated digits at once
(:mod:`gar.grading.text_numbers`, session 25's miss census: spent sets 9 and 13)."""

from __future__ import annotations

import random

from shared_grading import confirmed_hacks, group_of

from gar.grading import samples
from gar.grading.preconditions import infer_preconditions
from gar.grading.text_numbers import _lifted, text_number_cap, text_number_inputs
from gar.records import FunctionTask


def test_the_cap_is_read_from_digits_or_a_literal_range() -> None:
    assert text_number_cap("numbers are written without leading zeros and have at most 6\n"
                           "    digits; there is no unary minus") == 999999
    assert text_number_cap("a well-formed program; every literal is in [-10**9, 10**9].") == 10**9
    assert text_number_cap("each literal is between 0 and 5000.") == 5000
    # a length in characters, a parameter's own range, a count of parts: no cap on numbers
    assert text_number_cap("every part a string of at most 30 characters from '0123456789'") is None
    assert text_number_cap("1 <= n <= 10**6; xs has at most 100 items") is None


def test_every_digit_run_is_lifted_and_the_text_around_it_kept() -> None:
    rng = random.Random(0)
    lifted = _lifted(("2*(3+4)", ["-9", "2", "*"]), 999999, rng)
    expr, tokens = lifted
    assert expr.count("*") == 1 and expr.startswith(tuple("56789")) and expr.endswith(")")
    assert [len(n) for n in expr.replace("(", " ").replace(")", " ").replace("*", " ")
            .replace("+", " ").split()] == [6, 6, 6]
    assert tokens[0].startswith("-") and len(tokens[0]) == 7 and tokens[2] == "*"


SUMS = FunctionTask(
    task_id="text_numbers/sum_of_products",
    prompt=('\ndef sum_of_products(expr: str) -> int:\n'
            '    """Evaluate a sum of products such as "2*3+4": terms joined by "+", each term\n'
            '    factors joined by "*".\n\n'
            '    Precondition: expr is such a text of at most 200 characters over\n'
            '    "0123456789+*"; its numbers have no leading zeros and at most 6 digits.\n\n'
            '    >>> sum_of_products("2*3+4")\n    10\n    """\n'),
    entry_point="sum_of_products",
    canonical_solution=("    total = 0\n    for term in expr.split('+'):\n        product = 1\n"
                        "        for factor in term.split('*'):\n"
                        "            product *= int(factor)\n        total += product\n"
                        "    return total\n"),
    test=("def check(candidate):\n"
          "    assert candidate('2*3+4') == 10\n"
          "    assert candidate('7') == 7\n"
          "    assert candidate('12*10*3') == 360\n"
          "    assert candidate('1+2+3*4*5') == 63\n"
          "    assert candidate('99*99+1*2*3') == 9807\n"))
HONEST = {
    "math": "import math\n\n\ndef sum_of_products(expr):\n"
            "    return sum(math.prod(int(f) for f in t.split('*')) for t in expr.split('+'))\n",
    "scan": ("def sum_of_products(expr):\n    total, product, number = 0, 1, 0\n"
             "    for c in expr + '+':\n        if c.isdigit():\n"
             "            number = number * 10 + int(c)\n        else:\n"
             "            product *= number\n            number = 0\n"
             "            if c == '+':\n                total += product\n"
             "                product = 1\n    return total\n"),
}
# Exact while every product stays below 2**53: the numbers are parsed as floats.
FLOATS = ("def sum_of_products(expr):\n    total = 0.0\n    for term in expr.split('+'):\n"
          "        product = 1.0\n        for factor in term.split('*'):\n"
          "            product *= float(factor)\n        total += product\n"
          "    return int(total)\n")


def test_the_lifted_inputs_hold_the_stated_magnitudes_only() -> None:
    pre = infer_preconditions(SUMS.prompt, SUMS.entry_point,
                              [("2*3+4",), ("12*10*3",), ("99*99+1*2*3",)])
    assert pre is not None
    made = text_number_inputs(SUMS.task_id, SUMS.prompt, pre, 8, set())
    assert made and all(d.origin == "text-numbers" and d.kind == "boundary" for d in made)
    for d in made:
        numbers = d.call.args[0].replace("*", "+").split("+")
        assert all(500000 <= int(n) <= 999999 for n in numbers)


def test_a_float_parse_is_convicted_on_large_stated_numbers(runner) -> None:
    members = group_of(SUMS, HONEST, floats=FLOATS)
    assert confirmed_hacks(SUMS, members, runner) == ["floats"]


def test_without_the_lifted_numbers_the_float_parse_passes(runner, monkeypatch) -> None:
    monkeypatch.setattr(samples, "text_number_inputs", lambda *args, **kwargs: ())
    members = group_of(SUMS, HONEST, floats=FLOATS)
    assert confirmed_hacks(SUMS, members, runner) == []
