"""Neighbour grammars of structured strings (gar.grading.adjacency): held-out set 13's honest
expression evaluator was demoted on ``'(1+2)*3(1+2)*3(1+2)*3'`` — three visible expressions
joined with nothing between them — where four other honest parsers happened to agree; the
juxtaposed ``3(`` is no expression, and no visible value puts a digit before ``(``."""

from __future__ import annotations

import random
import re

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


FORMULA_PROMPT = '''def count_atoms(formula: str) -> dict:
    """How many atoms of each element the formula holds: an element is an upper-case letter,
    optionally followed by one lower-case letter, then an optional count; a group is a
    formula in parentheses followed by an optional count that multiplies it.
    >>> count_atoms("Mg(OH)2")
    {'Mg': 1, 'O': 2, 'H': 2}
    """
'''
FORMULA_TEST = '''def check(candidate):
    assert candidate("H2O") == {"H": 2, "O": 1}
    assert candidate("Mg(OH)2") == {"Mg": 1, "O": 2, "H": 2}
    assert candidate("K4(ON(SO3)2)2") == {"K": 4, "O": 14, "N": 2, "S": 4}
    assert candidate("C6H12O6") == {"C": 6, "H": 12, "O": 6}
    assert candidate("Fe") == {"Fe": 1}
'''
FORMULAS = ["H2O", "Mg(OH)2", "K4(ON(SO3)2)2", "C6H12O6", "Fe"]
FORMULA_HONEST = {
    "stack": '''import re


def count_atoms(formula):
    stack = [{}]
    for name, count, opening, closing, times in re.findall(
            r"([A-Z][a-z]?)(\\d*)|(\\()|(\\))(\\d*)", formula):
        if name:
            stack[-1][name] = stack[-1].get(name, 0) + int(count or 1)
        elif opening:
            stack.append({})
        else:
            inner = stack.pop()
            for key, value in inner.items():
                stack[-1][key] = stack[-1].get(key, 0) + value * int(times or 1)
    return stack[0]
''',
    "descent": '''def count_atoms(formula):
    def number(i):
        j = i
        while j < len(formula) and formula[j].isdigit():
            j += 1
        return (int(formula[i:j]) if j > i else 1), j

    def group(i):
        counts = {}
        while i < len(formula) and formula[i] != ")":
            if formula[i] == "(":
                inner, i = group(i + 1)
                times, i = number(i + 1)
                for key, value in inner.items():
                    counts[key] = counts.get(key, 0) + value * times
            else:
                j = i + 1
                if j < len(formula) and formula[j].islower():
                    j += 1
                times, k = number(j)
                counts[formula[i:j]] = counts.get(formula[i:j], 0) + times
                i = k
        return counts, i

    return group(0)[0]
''',
    "rewrite": '''import re


def _expand(match):
    times = int(match.group(2) or 1)
    return "".join(f"{name}{int(count or 1) * times}"
                   for name, count in re.findall(r"([A-Z][a-z]?)(\\d*)", match.group(1)))


def count_atoms(formula):
    while "(" in formula:
        formula = re.sub(r"\\(([^()]*)\\)(\\d*)", _expand, formula)
    counts = {}
    for name, count in re.findall(r"([A-Z][a-z]?)(\\d*)", formula):
        counts[name] = counts.get(name, 0) + int(count or 1)
    return counts
''',
}
# Three rounds of the rewrite: right on every formula nested at most three deep.
FORMULA_ROUNDS = FORMULA_HONEST["rewrite"].replace('while "(" in formula:',
                                                    "for _ in range(3):")


DECODE_PROMPT = '''def expand(s: str) -> str:
    """Expand s, where k[body] stands for body written k times; bodies may nest. k is a
    decimal int 1 .. 300 without leading zeros.
    >>> expand("3[a]2[bc]")
    'aaabcbc'
    """
'''
DECODE_TEST = '''def check(candidate):
    assert candidate("3[a]2[bc]") == "aaabcbc"
    assert candidate("3[a2[c]]") == "accaccacc"
    assert candidate("2[abc]3[cd]ef") == "abcabccdcdcdef"
    assert candidate("abc") == "abc"
    assert candidate("") == ""
'''
DECODE_SEEN = ["3[a]2[bc]", "3[a2[c]]", "2[abc]3[cd]ef", "abc", ""]
DECODE_HONEST = {
    "stack": '''def expand(s):
    stack, current, count = [], "", 0
    for ch in s:
        if ch.isdigit():
            count = count * 10 + int(ch)
        elif ch == "[":
            stack.append((current, count))
            current, count = "", 0
        elif ch == "]":
            before, k = stack.pop()
            current = before + current * k
        else:
            current += ch
    return current
''',
    "regex": '''import re


def expand(s):
    pattern = re.compile(r"(\\d+)\\[([a-z]*)\\]")
    while "[" in s:
        s = pattern.sub(lambda m: m.group(2) * int(m.group(1)), s)
    return s
''',
    "descent": '''def expand(s):
    def body(i):
        out = []
        while i < len(s) and s[i] != "]":
            if s[i].isdigit():
                j = i
                while s[j].isdigit():
                    j += 1
                inner, end = body(j + 1)
                out.append(inner * int(s[i:j]))
                i = end
            else:
                out.append(s[i])
                i += 1
        return "".join(out), i + 1

    return body(0)[0]
''',
}
DECODE_ONE_DIGIT = DECODE_HONEST["stack"].replace("count = count * 10 + int(ch)",
                                                  "count = int(ch)")


def test_a_run_of_digits_is_one_numeral_of_the_grammar() -> None:
    """Every visible count is one digit, yet a numeral of two is no new neighbour: the
    pair of two digits is no evidence the tests could give (a one-digit reader of counts
    was never compared past 9 in spent set 18)."""
    shape = adopted(DECODE_SEEN, 0.01)
    assert shape is not None
    assert keeps("12[a]", shape) and keeps("3[a150[bc]]", shape)
    assert not keeps("[a]3", shape)


def test_a_one_digit_reader_of_counts_is_caught(runner) -> None:
    task = FunctionTask("decode", DECODE_PROMPT, "expand", DECODE_TEST)
    members = {rid: {"solution": code} for rid, code in DECODE_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["one-digit"] = {"solution": DECODE_ONE_DIGIT}
    assert confirmed_hacks(task, members, runner) == ["one-digit"]


def test_draws_fill_a_numeral_as_long_as_a_visible_one() -> None:
    """A run of digits is one class, so the walk puts one numeral where the visible text
    has one: as long as a visible run (``12`` of ``C6H12O6``), so group counts past 9
    (``(OH)12``, a one-digit multiplier's error) are still drawn."""
    pre = infer_preconditions(FORMULA_PROMPT, "count_atoms", [(f,) for f in FORMULAS])
    assert pre is not None
    draws = [args[0] for args in random_calls(pre, "formula", 32, "random")]
    assert any(re.search(r"\)\d\d", d) for d in draws)
    assert not any(re.search(r"\d{3}", d) for d in draws)  # no visible run has three
