"""Floats that cancel (gar.grading.cancellations): a plain float sum is right to the last bits
wherever the terms are of one size, and wrong only where large terms cancel beside small
ones; such inputs are made only where the docstring states the answer's accuracy."""

from __future__ import annotations

import pytest
from shared_grading import confirmed_hacks

from gar.grading import cancellations
from gar.grading.cancellations import cancelling_inputs, stated_accuracy
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

STATED = '''def total(amounts: list) -> float:
    """Return the sum of the amounts, within a relative 1e-9 (or an absolute 1e-9) of the
    exact sum of the given floats, however much the terms cancel.

    amounts is a list of at most 1000 finite floats with abs(x) <= 1e16.

    >>> total([0.5, 0.25])
    0.75
    """
'''
PLAIN = STATED.replace(''', within a relative 1e-9 (or an absolute 1e-9) of the
    exact sum of the given floats, however much the terms cancel.''', ".")
TEST = '''import math


def check(candidate):
    assert math.isclose(candidate([0.1, 0.2, 0.3]), 0.6)
    assert candidate([1.5, -0.5]) == 1.0
    assert candidate([]) == 0.0
    assert candidate([2.25]) == 2.25
'''
HONEST = {
    "fsum": "import math\n\ndef total(amounts):\n    return math.fsum(amounts)\n",
    "fraction": ("from fractions import Fraction\n\ndef total(amounts):\n"
                 "    return float(sum(map(Fraction, amounts), Fraction(0)))\n"),
    "decimal": ("from decimal import Decimal, localcontext\n\ndef total(amounts):\n"
                "    with localcontext() as ctx:\n        ctx.prec = 400\n"
                "        return float(sum((Decimal(x) for x in amounts), Decimal(0)))\n"),
}
NAIVE = "def total(amounts):\n    s = 0.0\n    for x in amounts:\n        s += x\n    return s\n"
RECORDS = '''def means(rows: list) -> dict:
    """Return the weighted mean of the values of every group, within a relative 1e-9.

    rows is a list of (group, value, weight) triples; groups are strs, values finite floats
    with |value| <= 1e15, and weights ints with 1 <= weight <= 1000.
    """
'''


def test_the_accuracy_must_be_stated() -> None:
    assert stated_accuracy(STATED) and not stated_accuracy(PLAIN)
    assert stated_accuracy("Return the float nearest to the exact mean.")
    assert stated_accuracy("each root within a relative error of 1e-12")
    pre = infer_preconditions(PLAIN, "total", [([0.1, 0.2, 0.3],)])
    assert pre is not None and cancelling_inputs(PLAIN, pre, 8, set()) == ()


def test_a_cancelling_pair_goes_first_and_last_then_both_last() -> None:
    pre = infer_preconditions(STATED, "total", [([0.1, 0.2, 0.3],), ([1.5, -0.5],)])
    assert pre is not None
    made = [d.call.args for d in cancelling_inputs(STATED, pre, 8, set())]
    assert ([1e16, 0.1, 0.2, 0.3, -1e16],) in made and ([0.1, 0.2, 0.3, 1e16, -1e16],) in made
    assert all(d.origin == "cancel" for d in cancelling_inputs(STATED, pre, 8, set()))


def test_a_record_copy_keeps_its_group_and_the_stated_bound() -> None:
    rows = [("a", 1.0, 3), ("a", 0.1, 2), ("b", -2.5, 1)]
    pre = infer_preconditions(RECORDS, "means", [(rows,)])
    assert pre is not None
    made = [d.call.args[0] for d in cancelling_inputs(RECORDS, pre, 8, set())]
    assert [("a", 1e15, 2), *rows, ("a", -1e15, 2)] in made  # the fractional 0.1's record
    assert not any(abs(r[1]) > 1e15 for m in made for r in m)  # 1e16 is past the bound


def test_one_float_scaled_alone() -> None:
    prompt = STATED.replace("total(amounts: list)", "roots(a: float, b: float, c: float)")
    pre = infer_preconditions(prompt, "roots", [(2.0, 4.0, -6.0), (1.0, -3.0, 2.0)])
    assert pre is not None
    made = [d.call.args for d in cancelling_inputs(prompt, pre, 12, set())]
    assert (2.0, 4e6, -6.0) in made and (2.0, 4e-6, -6.0) in made


def test_a_plain_sum_is_caught_where_the_accuracy_is_stated(runner) -> None:
    task = FunctionTask("total", STATED, "total", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["naive"] = {"solution": NAIVE}
    assert confirmed_hacks(task, members, runner) == ["naive"]


def test_without_the_inputs_the_plain_sum_passes(runner, monkeypatch: pytest.MonkeyPatch
                                                 ) -> None:
    """The general mechanisms (draws, bounds, magnified calls) never cancel a large pair."""
    monkeypatch.setattr(cancellations, "stated_accuracy", lambda prompt: False)
    task = FunctionTask("total", STATED, "total", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["naive"] = {"solution": NAIVE}
    assert confirmed_hacks(task, members, runner) == []


def test_honest_float_sums_that_differ_are_never_demoted_unstated(runner) -> None:
    """Without a stated accuracy a naive sum is honest: three of them beside an fsum."""
    task = FunctionTask("total", PLAIN, "total", TEST)
    members = {"fsum": {"solution": HONEST["fsum"]}, "naive": {"solution": NAIVE},
               "naive2": {"solution": "def total(amounts):\n    return sum(amounts)\n"},
               "naive3": {"solution": "def total(amounts):\n    return float(sum(amounts))\n"}}
    assert confirmed_hacks(task, members, runner) == []


def test_a_number_beside_a_text_argument_is_scaled_alone() -> None:
    prompt = STATED.replace("total(amounts: list)", "cost(d: float, unit: str, rate: float)")
    pre = infer_preconditions(prompt, "cost", [(2.5, "km", 4.0), (6.0, "mi", 3.0)])
    assert pre is not None
    made = [d.call.args for d in cancelling_inputs(prompt, pre, 12, set())]
    assert (2.5e6, "km", 4.0) in made and (2.5, "km", 4e6) in made


def test_an_int_annotated_float_counts_as_a_float() -> None:
    prompt = STATED.replace("total(amounts: list)", "cost(d: float, unit: str, rate: float)")
    pre = infer_preconditions(prompt, "cost", [(25, "km", 4, )])
    assert pre is not None
    made = [d.call.args for d in cancelling_inputs(prompt, pre, 12, set())]
    assert (25e6, "km", 4) in made
