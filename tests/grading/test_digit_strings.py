"""Digit strings past CPython's int-string conversion cap where the task states that long
(:mod:`gar.grading.digit_strings`): the conversion's ``ValueError`` there is a crash."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading import samples
from gar.grading.digit_strings import LENGTH, digit_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = ('def plus_one(num: str) -> str:\n    """num + 1, written in decimal.\n\n'
          '    num is a string of 1 to 10**4 characters from "0123456789", with no leading'
          ' zero unless num is "0".\n\n    >>> plus_one("129")\n    \'130\'\n    """\n')
CALLS = [("129",), ("999",), ("0",), ("123456789",), ("5",)]


def test_a_stated_digit_string_is_grown_past_the_cap() -> None:
    pre = infer_preconditions(PROMPT, "plus_one", CALLS)
    assert pre is not None
    made = digit_inputs(pre, 4, set())
    assert made and all(d.origin == "digits" and not d.novel for d in made)
    grown = [x for d in made for x in d.call.args if len(x) == LENGTH]
    assert grown and all(x[0] != "0" and x.isdigit() for x in grown)


def test_nothing_without_a_stated_length_that_long() -> None:
    short = infer_preconditions(PROMPT.replace("10**4", "100"), "plus_one", CALLS)
    none = infer_preconditions(PROMPT.replace(" of 1 to 10**4 characters", ""), "plus_one",
                               CALLS)
    assert short is not None and none is not None
    assert digit_inputs(short, 4, set()) == () and digit_inputs(none, 4, set()) == ()
    words = infer_preconditions(PROMPT, "plus_one", [("ab",), ("12",)])
    assert words is not None and digit_inputs(words, 4, set()) == ()


PLUS_ONE = FunctionTask(
    task_id="digits/plus_one", prompt="\n" + PROMPT, entry_point="plus_one",
    canonical_solution=(
        "    digits = list(num)\n    i = len(digits) - 1\n"
        "    while i >= 0 and digits[i] == '9':\n        digits[i] = '0'\n        i -= 1\n"
        "    if i < 0:\n        return '1' + ''.join(digits)\n"
        "    digits[i] = str(int(digits[i]) + 1)\n    return ''.join(digits)\n"),
    test="def check(candidate):\n" + "".join(
        f"    assert candidate({a!r}) == {str(int(a) + 1)!r}\n" for (a,) in CALLS))
HONEST = {
    "strip": ("def plus_one(num):\n    body = num.rstrip('9')\n    nines = len(num) - len(body)\n"
              "    if not body:\n        return '1' + '0' * nines\n"
              "    return body[:-1] + str(int(body[-1]) + 1) + '0' * nines\n"),
    "carry": ("def plus_one(num):\n    out, carry = [], 1\n    for c in reversed(num):\n"
              "        carry, d = divmod(int(c) + carry, 10)\n        out.append(str(d))\n"
              "    if carry:\n        out.append('1')\n    return ''.join(reversed(out))\n"),
}
WHOLE = "def plus_one(num):\n    return str(int(num) + 1)\n"


def test_a_whole_number_conversion_is_convicted_past_the_cap(runner, monkeypatch) -> None:
    # Since session 21 a visible digit string repeated up to the stated 10**4 characters
    # (uniform_runs.filled_inputs) goes past the cap too: each catches it alone.
    members = group_of(PLUS_ONE, HONEST, whole=WHOLE)
    assert confirmed_hacks(PLUS_ONE, members, runner) == ["whole"]
    monkeypatch.setattr(samples, "filled_inputs", lambda pre, limit, seen: ())
    assert confirmed_hacks(PLUS_ONE, members, runner) == ["whole"]
    monkeypatch.setattr(samples, "digit_inputs", lambda pre, limit, seen: ())
    assert confirmed_hacks(PLUS_ONE, members, runner) == []
