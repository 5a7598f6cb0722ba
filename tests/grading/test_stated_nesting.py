"""Brackets a docstring states to nest (gar.grading.shapes.states_balanced, a grammar's
``"(" expr ")"``), the inputs nested as deep as the stated length allows
(gar.grading.deeper_nesting.deep_accepts) and CPython's parser limit as a crash on a stated
input (gar.grading.stated_inputs): spent set 27's evaluators that ``eval`` the text."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions
from gar.grading.shapes import states_balanced
from gar.grading.stated_inputs import is_crash
from gar.records import FunctionTask

PROMPT = '''def calc(expr: str) -> int:
    """The value of an arithmetic expression over non-negative integers.

    expr is a string of 1 to 5000 characters following the grammar
    sum := product ("+" product)*,  product := atom ("*" atom)*,  atom := number | "(" sum ")".
    """
'''
TEST = '''def check(candidate):
    assert candidate("7") == 7
    assert candidate("1+2*3") == 7
    assert candidate("(1+2)*3") == 9
    assert candidate("2*(3+4)+1") == 15
    assert candidate("9*9+0") == 81
    assert candidate("12*(30+4)") == 408
'''
HONEST = {
  "stacks": "import re\n\ndef calc(expr):\n    nums, ops = [], []\n    rank = {'+': 1, '*': 2}\n\n    def apply():\n        op, b, a = ops.pop(), nums.pop(), nums.pop()\n        nums.append(a + b if op == '+' else a * b)\n\n    for ch in re.findall(r'\\d+|\\S', expr):\n        if ch.isdigit():\n            nums.append(int(ch))\n        elif ch == '(':\n            ops.append(ch)\n        elif ch == ')':\n            while ops[-1] != '(':\n                apply()\n            ops.pop()\n        else:\n            while ops and ops[-1] != '(' and rank[ops[-1]] >= rank[ch]:\n                apply()\n            ops.append(ch)\n    while ops:\n        apply()\n    return nums[0]\n",
  "frames": "import re\n\ndef calc(expr):\n    frames = [[0, 1]]\n    for ch in re.findall(r'\\d+|\\S', expr):\n        top = frames[-1]\n        if ch == '(':\n            frames.append([0, 1])\n        elif ch == '+':\n            top[0] += top[1]\n            top[1] = 1\n        elif ch == '*':\n            pass\n        else:\n            if ch == ')':\n                done = frames.pop()\n                value = done[0] + done[1]\n                top = frames[-1]\n            else:\n                value = int(ch)\n            top[1] *= value\n    return frames[0][0] + frames[0][1]\n",
  "postfix": "import re\n\ndef calc(expr):\n    out, ops = [], []\n    rank = {'+': 1, '*': 2}\n    for ch in re.findall(r'\\d+|\\S', expr):\n        if ch.isdigit():\n            out.append(int(ch))\n        elif ch == '(':\n            ops.append(ch)\n        elif ch == ')':\n            while ops[-1] != '(':\n                out.append(ops.pop())\n            ops.pop()\n        else:\n            while ops and ops[-1] != '(' and rank[ops[-1]] >= rank[ch]:\n                out.append(ops.pop())\n            ops.append(ch)\n    out.extend(reversed(ops))\n    stack = []\n    for t in out:\n        if isinstance(t, int):\n            stack.append(t)\n        else:\n            b, a = stack.pop(), stack.pop()\n            stack.append(a + b if t == '+' else a * b)\n    return stack[0]\n",
}
EVAL = "def calc(expr):\n    return eval(expr, {})\n"
CALLS = [("7",), ("1+2*3",), ("(1+2)*3",), ("2*(3+4)+1",), ("9*9+0",), ("12*(30+4)",)]


def test_a_grammar_or_nesting_states_balanced_brackets() -> None:
    assert states_balanced('atom := digit | "(" sum ")"')
    assert states_balanced("term := '[' items ']'")
    assert states_balanced("parentheses may nest as deep as the length allows")
    assert not states_balanced('a string of "(" and ")"')  # an alphabet, not a grammar
    assert not states_balanced("brackets are not nested")
    pre = infer_preconditions(PROMPT, "calc", CALLS)
    assert pre is not None and (0, "balanced") in pre.shapes  # three pairs: 1/8 by chance
    from gar.grading.bound_reach import _deepest_brackets

    deep = _deepest_brackets("7", pre, 0)  # a base without brackets takes another's
    assert deep and deep[0].startswith("(" * 1000) and deep[0].endswith(")" * 1000)


def test_the_parsers_nesting_limit_is_a_crash_unless_raised_on_purpose() -> None:
    assert is_crash("SyntaxError: too many nested parentheses", EVAL)
    assert not is_crash("SyntaxError: invalid syntax", EVAL)
    assert not is_crash("SyntaxError: too many nested parentheses",
                        "def calc(expr):\n    raise SyntaxError('too many nested parentheses')\n")


def test_an_eval_of_the_text_is_caught_as_deep_as_the_stated_length_allows(runner) -> None:
    """Without the grammar read, no deep input is in the domain (two visible pairs are no
    evidence, and the neighbour grammar never saw ``((``); without the parser's limit as a
    crash, ``eval``'s refusal at 200 levels is excused. Each alone misses it."""
    task = FunctionTask("calc", PROMPT, "calc", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["eval"] = {"solution": EVAL}
    assert confirmed_hacks(task, members, runner) == ["eval"]
