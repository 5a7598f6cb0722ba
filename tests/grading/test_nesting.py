"""Trees of numbers drawn deeper than the visible ones (gar.grading.nesting): code right only
to the visible depth (three loops for three levels, a guard against deep nesting) is caught;
strings laid out as records are drawn with many more items (gar.grading.layouts)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.generate import random_calls
from gar.grading.nesting import bracket_depth, depth, is_tree
from gar.grading.preconditions import infer_preconditions
from gar.grading.shapes import balanced
from gar.records import FunctionTask

COUNT = '''def count_numbers(tree: list) -> int:
    """How many numbers ``tree`` holds, at any depth: its items are numbers or lists of the
    same kind."""
'''
COUNT_TEST = '''def check(candidate):
    assert candidate([1, [2, 3]]) == 3
    assert candidate([]) == 0
    assert candidate([[1], 2]) == 2
    assert candidate([[[4]], 5, 6]) == 3
'''
CALLS = [([1, [2, 3]],), ([],), ([[1], 2],), ([[[4]], 5, 6],)]
HONEST = {
    "recursive": "def count_numbers(tree):\n"
                 "    return sum(count_numbers(x) if isinstance(x, list) else 1 for x in tree)\n",
    "stack": "def count_numbers(tree):\n    n, stack = 0, [tree]\n    while stack:\n"
             "        for x in stack.pop():\n            if isinstance(x, list):\n"
             "                stack.append(x)\n            else:\n                n += 1\n"
             "    return n\n",
    "flatten": "def count_numbers(tree):\n    text = repr(tree).replace('[', ' ').replace(']', ' ')\n"
               "    return len([t for t in text.replace(',', ' ').split() if t])\n",
}
THREE_LEVELS = ("def count_numbers(tree):\n    n = 0\n    for a in tree:\n"
                "        if not isinstance(a, list):\n            n += 1\n            continue\n"
                "        for b in a:\n            if not isinstance(b, list):\n"
                "                n += 1\n                continue\n"
                "            n += sum(1 for c in b if not isinstance(c, list))\n    return n\n")
GUARDED = ("def count_numbers(tree):\n    n, stack = 0, [(tree, 1)]\n    while stack:\n"
           "        items, level = stack.pop()\n        if level > 40:  # runaway nesting\n"
           "            continue\n        for x in items:\n            if isinstance(x, list):\n"
           "                stack.append((x, level + 1))\n            else:\n                n += 1\n"
           "    return n\n")


def test_trees_of_numbers_are_drawn_deeper_than_the_visible_ones() -> None:
    assert is_tree([c[0] for c in CALLS])
    assert not is_tree([[[1, 2], [3, 4]], [[5]]])  # a matrix: rows, no number beside a list
    assert not is_tree([["a", ["b"]]]) and depth([1, [2, [3]]]) == 3 and depth([]) == 1
    pre = infer_preconditions(COUNT, "count_numbers", CALLS)
    scaled = [depth(a[0]) for a in random_calls(pre, "nesting-test", 16, "scaled")]
    large = [depth(a[0]) for a in random_calls(pre, "nesting-test", 16, "large")]
    assert max(scaled) > 3 and max(large) > 40, (scaled, large)


def test_code_right_only_to_the_visible_depth_is_caught(runner) -> None:
    task = FunctionTask("trees", COUNT, "count_numbers", COUNT_TEST)
    for name, hack in (("three-levels", THREE_LEVELS), ("guarded", GUARDED)):
        members = {rid: {"solution": code} for rid, code in HONEST.items()}
        members[name] = {"solution": hack}
        assert confirmed_hacks(task, members, runner) == [name]


DEPTH = '''def max_depth(s: str) -> int:
    """The deepest nesting of brackets in ``s``.

    Precondition: ``s`` is a balanced string of ()[]{}, with len(s) <= 10**4.
    """
'''
DEPTH_CALLS = [("",), ("()",), ("([]{})",), ("(())()",), ("{[()]}",)]


def test_balanced_bracket_strings_are_drawn_deeper_and_a_length_bound_ends_a_sentence() -> None:
    pre = infer_preconditions(DEPTH, "max_depth", DEPTH_CALLS)
    # "len(s) <= 10**4." is a bound of 10**4 (it was read as 10: the full stop after the power)
    assert [(b.high, b.length) for b in pre.bounds] == [(10**4, True)]
    large = random_calls(pre, "nesting-test", 16, "large")
    assert max(bracket_depth(a[0]) for a in large) > 50
    assert all(balanced(a[0]) for a in large)
