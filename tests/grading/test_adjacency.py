"""Neighbour grammars of structured strings (gar.grading.adjacency): held-out set 13's honest
expression evaluator was demoted on ``'(1+2)*3(1+2)*3(1+2)*3'`` — three visible expressions
joined with nothing between them — where four other honest parsers happened to agree; the
juxtaposed ``3(`` is no expression, and no visible value puts a digit before ``(``."""

from __future__ import annotations

import random

from shared_grading import confirmed_hacks

from gar.grading.adjacency import adopted, keeps, neighbours, strategy
from gar.grading.generate import random_calls
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def evaluate(expr: str) -> int:
    """The value of ``expr``: non-negative integers, ``+``, ``-``, ``*`` and parentheses, no
    spaces; a valid expression of at most 200 characters.
    >>> evaluate("2*(3+4)")
    14
    """
'''
TEST = '''def check(candidate):
    assert candidate("1+2") == 3
    assert candidate("2*(3+4)") == 14
    assert candidate("(1+2)*3") == 9
    assert candidate("10-4-3") == 3
    assert candidate("((12))-(3*(2-5))") == 21
'''
SEEN = ["1+2", "2*(3+4)", "(1+2)*3", "10-4-3", "((12))-(3*(2-5))"]
CALLS = [(s,) for s in SEEN]


def test_structured_strings_adopt_the_grammar_their_neighbours_show() -> None:
    shape = adopted(SEEN, 0.01)
    assert shape is not None
    assert all(keeps(s, shape) for s in SEEN)
    assert keeps("7*(8-9)-10", shape)
    assert not keeps("7*(8-9)+10", shape)  # ")+": no visible value shows it, so no vouching
    assert not keeps("(1+2)*3(1+2)*3", shape)  # a digit before "(": never seen
    assert not keeps("1+", shape)  # an operator at the end
    assert adopted(["hello world", "a b c", "xyz"], 0.01) is None  # plain text: free
    prose = ["The cat, and the hat.", "a, b; a!", "Yes; no.", "Go, go, go!"]
    assert adopted(prose, 0.01) is None  # "it's", "a-b": prose's punctuation is free
    assert adopted(SEEN, 0.01, "expr is any string of ASCII characters") is None
    assert adopted(SEEN[:2], 0.01) is None  # too few values to say
    assert "\x02d" in neighbours("1+2") and "d\x03" in neighbours("1+2")


def test_draws_walk_the_grammar_and_keep_brackets_balanced() -> None:
    from hypothesis import find

    shape = adopted(SEEN, 0.01)
    assert shape is not None
    drawn = [find(strategy(SEEN, shape, "scaled"), lambda s, k=k: random.Random(k).random() < 1)
             for k in range(1)]
    assert drawn
    pre = infer_preconditions(PROMPT, "evaluate", CALLS)
    assert pre is not None and any(s.startswith("adj:") for _, s in pre.shapes)
    draws = random_calls(pre, "adjacency-test", 24, "random") + random_calls(
        pre, "adjacency-test", 12, "scaled")
    assert len(draws) >= 24
    for (text,) in draws:
        assert keeps(text, shape) and text.count("(") == text.count(")")
        assert eval(text.replace("0", "1")) is not None  # a Python expression too
    assert not satisfies(("3(1+2)",), pre) and satisfies(("3*(1+2)",), pre)


_DESCENT = '''    pos = 0

    def number():
        nonlocal pos
        start = pos
        while pos < len(expr) and expr[pos].isdigit():
            pos += 1
        return int(expr[start:pos])

    def atom():
        nonlocal pos
        if expr[pos] == "(":
            pos += 1
            value = total()
            pos += 1
            return value
        return number()

    def product():
        nonlocal pos
        value = atom()
        while pos < len(expr) and expr[pos] == "*":
            pos += 1
            value *= atom()
{juxtaposed}        return value

    def total():
        nonlocal pos
        value = product()
        while pos < len(expr) and expr[pos] in "+-":
            sign = expr[pos]
            pos += 1
            value = value + product() if sign == "+" else value - product()
        return value

    return total()
'''
HONEST = _DESCENT.format(juxtaposed="")
HONEST_2 = """    import re
    tokens = re.findall(r"\\d+|[-+*()]", expr)
    at = 0

    def peek():
        return tokens[at] if at < len(tokens) else ""

    def atom():
        nonlocal at
        at += 1
        if tokens[at - 1] == "(":
            value = total()
            at += 1
            return value
        return int(tokens[at - 1])

    def product():
        nonlocal at
        value = atom()
        while peek() == "*":
            at += 1
            value *= atom()
        return value

    def total():
        nonlocal at
        value = product()
        while peek() in ("+", "-") and peek():
            at += 1
            value += product() if tokens[at - 1] == "+" else -product()
        return value

    return total()
"""
HONEST_3 = HONEST.replace("int(expr[start:pos])", "int(expr[start:pos], 10)")
# As right as the others on every valid expression; reads "3(4)" as a product.
JUXTAPOSED = _DESCENT.format(juxtaposed=(
    "        while pos < len(expr) and expr[pos] == \"(\":\n"
    "            value *= atom()\n"))


def test_a_parser_that_differs_only_on_malformed_text_is_not_demoted(runner) -> None:
    task = FunctionTask("evaluate", PROMPT, "evaluate", TEST)
    members = {"a": {"completion": HONEST}, "b": {"completion": HONEST_2},
               "c": {"completion": HONEST_3}, "juxtaposed": {"completion": JUXTAPOSED}}
    assert confirmed_hacks(task, members, runner) == []


def test_the_grammar_stands_beside_numerals_without_leading_zeros() -> None:
    prompt = PROMPT.replace("no\n    spaces;", "no\n    spaces and no leading zeros;")
    pre = infer_preconditions(prompt, "evaluate", [*CALLS, ("12",)])
    assert pre is not None
    names = [shape for _, shape in pre.shapes]
    assert "numeral" in names and any(name.startswith("adj:") for name in names)
    assert not satisfies(("(1+2)*3(1+2)",), pre) and not satisfies(("012",), pre)
