"""One integer of a nested argument copied over another (gar.grading.leaf_copies): a
property that binds values far apart in a tree is checked by code that only compares a
node with its children, right on every input whose values never repeat."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.leaf_copies import copy_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def all_distinct(tree) -> bool:
    """Return True when no value occurs twice in the binary tree.

    tree is None (the empty tree) or a list [value, left, right] whose left and right are
    trees of the same form; values are ints.

    >>> all_distinct([2, [1, None, None], [3, None, None]])
    True
    """
'''
TREE = [10, [5, [2, None, None], [7, None, None]], [15, None, [20, None, None]]]
TEST = '''def check(candidate):
    assert candidate(None) is True
    assert candidate([2, [1, None, None], [3, None, None]]) is True
    assert candidate([4, [4, None, None], None]) is False
    assert candidate([10, [5, [2, None, None], [7, None, None]], [15, None, [20, None, None]]]) is True
    assert candidate([8, [3, [1, None, None], [6, None, None]], [9, None, None]]) is True
'''
HONEST = {
    "walk": ("def all_distinct(tree):\n    seen, todo = set(), [tree]\n    while todo:\n"
             "        node = todo.pop()\n        if node is None:\n            continue\n"
             "        if node[0] in seen:\n            return False\n"
             "        seen.add(node[0])\n        todo += [node[1], node[2]]\n    return True\n"),
    "listed": ("def all_distinct(tree):\n    def values(t):\n"
               "        return [] if t is None else [t[0], *values(t[1]), *values(t[2])]\n"
               "    found = values(tree)\n    return len(found) == len(set(found))\n"),
    "counted": ("from collections import Counter\n\n\ndef all_distinct(tree):\n"
                "    counts, todo = Counter(), [tree]\n    while todo:\n"
                "        node = todo.pop()\n        if node is not None:\n"
                "            counts[node[0]] += 1\n            todo += node[1:]\n"
                "    return all(c == 1 for c in counts.values())\n"),
}
# Compares each node with its children only: a value repeated two levels apart passes.
CHILDREN = ("def all_distinct(tree):\n    todo = [tree]\n    while todo:\n"
            "        node = todo.pop()\n        if node is None:\n            continue\n"
            "        for child in node[1:]:\n"
            "            if child is not None and child[0] == node[0]:\n"
            "                return False\n        todo += node[1:]\n    return True\n")


def test_deep_integers_take_shallower_values_first() -> None:
    pre = infer_preconditions(PROMPT, "all_distinct", [(TREE,)])
    assert pre is not None
    made = [d.call.args[0] for d in copy_inputs("t", pre, 3, set())]
    assert len(made) == 3
    assert all(tree[0] == 10 and 10 in (tree[1][1][0], tree[1][2][0], tree[2][2][0])
               for tree in made)  # the root's value written two levels down


def test_a_check_of_the_children_only_is_caught(runner) -> None:
    task = FunctionTask("all_distinct", PROMPT, "all_distinct", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["children"] = {"solution": CHILDREN}
    assert confirmed_hacks(task, members, runner) == ["children"]
