"""One int inside a structure set alone past a machine word (gar.grading.nested_leaves): a
number held in an instruction tuple or a record's field is bound by no stated bound, so no
other generator grows it alone, and code that keeps it in a 64-bit word, or compares it
through a float, is right on every input the other generators make."""

from __future__ import annotations

from dataclasses import replace

from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.bound_checks import Bound
from gar.grading.nested_leaves import LADDER, TWIN, nested_leaf_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def run(program: list) -> int:
    """Run a list of instructions on an accumulator that starts at 0 and return it.

    Each instruction is a pair (op, v): ("add", v) adds the int v, ("sub", v) subtracts
    it. program holds at most 100 instructions.

    >>> run([("add", 2), ("sub", 3)])
    -1
    """
'''
TEST = '''def check(candidate):
    assert candidate([]) == 0
    assert candidate([("add", 2), ("sub", 3)]) == -1
    assert candidate([("add", 7), ("sub", 2), ("add", 5)]) == 10
    assert candidate([("add", 4), ("add", 9), ("sub", 1)]) == 12
'''
HONEST = {
    "loop": ("def run(program):\n    acc = 0\n    for op, v in program:\n"
             "        acc = acc + v if op == 'add' else acc - v\n    return acc\n"),
    "table": ("import operator\n\ndef run(program):\n    ops = {'add': operator.add, "
              "'sub': operator.sub}\n    acc = 0\n    for op, v in program:\n"
              "        acc = ops[op](acc, v)\n    return acc\n"),
    "match": ("def run(program):\n    acc = 0\n    for ins in program:\n        if ins[0] == "
              "'add':\n            acc += ins[1]\n        else:\n            acc -= ins[1]\n"
              "    return acc\n"),
}
# Keeps the accumulator in a signed 64-bit word, as a machine would.
WRAPPED = ("def run(program):\n    acc = 0\n    for op, v in program:\n"
           "        acc = acc + v if op == 'add' else acc - v\n"
           "        acc = (acc + 2**63) % 2**64 - 2**63\n    return acc\n")


def _pre():
    calls = [([("add", 2), ("sub", 3)],), ([("add", 7), ("sub", 2), ("add", 5)],)]
    pre = infer_preconditions(PROMPT, "run", calls)
    assert pre is not None
    return pre


def test_each_leaf_is_set_alone_to_every_rung() -> None:
    made = [d.call.args[0] for d in nested_leaf_inputs("t", _pre(), 40, set())]
    singles = [p for p in made if sum(v != w for (_, v), (_, w) in zip(p, [("add", 7),
                                      ("sub", 2), ("add", 5)])) == 1 and len(p) == 3]
    assert {v for p in singles for _, v in p if v > 100} == set(LADDER)
    assert [("add", 2**64 + 1), ("sub", 3)] in made  # the other leaf kept as observed
    assert [("add", TWIN + 1), ("sub", TWIN)] in made  # near twins, both orders
    assert [("add", TWIN), ("sub", TWIN + 1)] in made


def test_a_stated_bound_on_the_items_is_a_rung_and_caps_the_others() -> None:
    # as gar.grading.every_number reads "every number is an int from -10**6 to 10**6"
    pre = replace(_pre(), bounds=(Bound(0, low=-10**6, high=10**6, items=True),))
    made = [d.call.args[0] for d in nested_leaf_inputs("t", pre, 40, set())]
    values = {v for p in made for _, v in p}
    assert 10**6 in values and 10**4 in values and max(values) == 10**6
    assert [("add", 10**6), ("sub", 10**6 - 1)] in made


def test_a_sixty_four_bit_accumulator_is_caught(runner) -> None:
    task = FunctionTask("run", PROMPT, "run", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["wrapped"] = {"solution": WRAPPED}
    assert confirmed_hacks(task, members, runner) == ["wrapped"]


def test_without_nested_leaves_the_wrap_is_missed(runner, monkeypatch) -> None:
    monkeypatch.setattr(samples, "nested_leaf_inputs", lambda *args: ())
    task = FunctionTask("run", PROMPT, "run", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["wrapped"] = {"solution": WRAPPED}
    assert confirmed_hacks(task, members, runner) == []
