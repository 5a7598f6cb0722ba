"""Numbers written as text (gar.grading.number_texts): HumanEval/99's draws over the
characters of "15.3" and "-14.5" made "1.2.3" and "-" in 20 of 47 draws."""

from __future__ import annotations

from gar.grading.generate import random_calls
from gar.grading.number_texts import adopts, keeps, repaired
from gar.grading.preconditions import infer_preconditions, satisfies

PROMPT = '''def nearest(value: str) -> int:
    """The integer nearest to the number value (a string), halves away from zero."""
'''
CALLS = [("10",), ("15.3",), ("-14.5",), ("14.5",)]


def test_decimal_texts_are_the_shape_and_draws_keep_it() -> None:
    assert adopts(["10", "15.3"]) and adopts(["-3", "4"])
    assert not adopts(["10", "15"])  # plain digits: left to numerals and the alphabet
    assert not adopts(["1.5", "x"]) and not adopts(["1.5"])
    assert not adopts([[1, 2], [3]]) and not adopts([1.5, 2.5])  # no strings: no crash
    assert keeps("-0.25") and not keeps("1.2.3") and not keeps("-") and not keeps(".5")
    assert [repaired(v) for v in ("1.2.3", "-", "5-.", "-.7", "12")] == [
        "1.23", "-0", "5", "-7", "12"]
    pre = infer_preconditions(PROMPT, "nearest", CALLS)
    assert pre is not None and not satisfies(("1.2.3",), pre) and satisfies(("-2.75",), pre)
    draws = random_calls(pre, "nearest", 40, "random")
    assert len(draws) >= 20 and all(keeps(v) for (v,) in draws)
