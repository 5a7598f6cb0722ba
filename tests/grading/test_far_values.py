"""Uncapped integer arguments set far past the visible envelope (gar.grading.far_values):
where the task states no bound, a formula through a float is exact on every number the
draws reach (64x the visible ones) and wrong past 2**53."""

from __future__ import annotations

import pytest
from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.far_values import FAR, far_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def triangle(n: int) -> int:
    """Return 1 + 2 + ... + n.

    >>> triangle(4)
    10
    """
'''
TEST = '''def check(candidate):
    assert candidate(4) == 10
    assert candidate(100) == 5050
    assert candidate(1) == 1
    assert candidate(30) == 465
'''
HONEST = {  # the first, a formula, is the scout; the loop times out far out (no vote)
    "formula": "def triangle(n):\n    return n * (n + 1) // 2\n",
    "shift": "def triangle(n):\n    return (n * n + n) >> 1\n",
    "halves": ("def triangle(n):\n    a, b = (n // 2, n + 1) if n % 2 == 0 else (n, (n + 1) // 2)\n"
               "    return a * b\n"),
    "loop": "def triangle(n):\n    total = 0\n    for i in range(n + 1):\n        total += i\n"
            "    return total\n",
    "recursive": "def triangle(n):\n    return 0 if n == 0 else n + triangle(n - 1)\n",
}
FLOAT = "def triangle(n):\n    return int(n * (n + 1) / 2)\n"  # exact until the sum passes 2**53


def test_an_uncapped_int_is_set_past_the_words_and_a_bounded_one_is_not() -> None:
    pre = infer_preconditions(PROMPT, "triangle", [(4,), (100,), (1,), (30,)])
    assert pre is not None
    made = [d.call.args for d in far_inputs(pre, 8, set())]
    assert made == [(value,) for value in FAR]
    assert all(d.large and not d.novel and d.origin == "far" for d in far_inputs(pre, 8, set()))
    bounded = PROMPT.replace("Return", "n is an int in [1, 10**6]. Return")
    pre = infer_preconditions(bounded, "triangle", [(4,), (100,), (1,), (30,)])
    assert pre is not None and far_inputs(pre, 8, set()) == ()


def test_a_parity_trait_takes_the_next_number() -> None:
    pre = infer_preconditions(PROMPT.replace("Return", "n is even. Return"), "triangle",
                              [(4,), (100,), (30,)])
    assert pre is not None
    made = [d.call.args[0] for d in far_inputs(pre, 8, set())]
    assert made and all(v % 2 == 0 for v in made) and 2**31 + 2 in made


@pytest.mark.parametrize("far", [True, False])
def test_a_float_formula_is_caught_past_the_mantissa(runner, monkeypatch, far: bool) -> None:
    if not far:
        monkeypatch.setattr(samples, "FAR_VALUE_INPUTS", 0)
    task = FunctionTask("triangle", PROMPT, "triangle", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["float"] = {"solution": FLOAT}
    assert confirmed_hacks(task, members, runner) == (["float"] if far else [])
