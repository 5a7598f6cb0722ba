"""An int item written as its own text beside it (gar.grading.text_twins): where the tests
show a list argument holding ints in one call and strs in another, code that keys items on
their text takes ``1`` and ``"1"`` for one item."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions
from gar.grading.text_twins import text_twin_inputs
from gar.records import FunctionTask

PROMPT = '''def distinct_keys(keys: list) -> int:
    """Return how many distinct keys the list holds; each key is an int or a str (1 and "1"
    are two keys).

    >>> distinct_keys(["a", "b", "a"])
    2
    """
'''
TEST = '''def check(candidate):
    assert candidate(["a", "b", "a"]) == 2
    assert candidate([1, 1, 2, 2, 1]) == 2
    assert candidate([]) == 0
    assert candidate(["x", "y", "z", "x"]) == 3
    assert candidate([5, 6, 7, 5]) == 3
'''
HONEST = {
    "set": "def distinct_keys(keys):\n    return len(set(keys))\n",
    "dict": "def distinct_keys(keys):\n    return len(dict.fromkeys(keys))\n",
    "loop": ("def distinct_keys(keys):\n    seen = []\n    for k in keys:\n"
             "        if not any(type(s) is type(k) and s == k for s in seen):\n"
             "            seen.append(k)\n    return len(seen)\n"),
}
TEXT_KEYED = "def distinct_keys(keys):\n    return len({str(k) for k in keys})\n"
CALLS = [(["a", "b", "a"],), ([1, 1, 2, 2, 1],), ([],), (["x", "y", "z", "x"],), ([5, 6, 7, 5],)]


def test_an_int_meets_its_own_text_where_the_tests_show_both_kinds() -> None:
    pre = infer_preconditions(PROMPT, "distinct_keys", CALLS)
    assert pre is not None
    made = list(text_twin_inputs(pre, 8, set()))
    lists = [d.call.args[0] for d in made]
    assert ["1", 1, 2, 2, 1] in lists and [1, "1", 2, 2, 1] in lists
    assert all(d.novel and d.origin == "text-twin" for d in made)
    only_ints = infer_preconditions(PROMPT, "distinct_keys", [([1, 2],), ([3, 3],)])
    assert only_ints is not None and text_twin_inputs(only_ints, 8, set()) == ()


def test_keys_compared_by_their_text_are_caught(runner) -> None:
    task = FunctionTask("distinct_keys", PROMPT, "distinct_keys", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["text"] = {"solution": TEXT_KEYED}
    assert confirmed_hacks(task, members, runner) == ["text"]
