"""Round numbers next to the visible ones (:mod:`gar.grading.round_numbers`, session 12):
a leap rule that forgets the centuries is right on every visible year and on the years a
mutation or a draw lands on, and wrong on 1900 and 2100."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.round_numbers import magnitude_inputs, round_inputs
from gar.records import FunctionTask

PROMPT = ('\ndef year_days(year: int) -> int:\n    """The number of days of the given year of '
          'the Gregorian calendar.\n\n    Precondition: 1 <= year <= 9999.\n\n'
          '    >>> year_days(2023)\n    365\n    """\n')
YEARS = {2023: 365, 2024: 366, 2000: 366, 1999: 365, 1970: 365, 2012: 366}
TASK = FunctionTask(
    "round/year_days", PROMPT, "year_days",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({y}) == {d}\n" for y, d in YEARS.items()),
    canonical_solution=("    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
                        "    return 366 if leap else 365\n"))

HONEST = {
    "calendar": "import calendar\n\n\ndef year_days(year):\n"
                "    return 366 if calendar.isleap(year) else 365\n",
    "dates": "import datetime\n\n\ndef year_days(year):\n"
             "    return (datetime.date(year, 12, 31) - datetime.date(year, 1, 1)).days + 1\n",
    "nested": "def year_days(year):\n    if year % 400 == 0:\n        return 366\n"
              "    if year % 100 == 0:\n        return 365\n"
              "    return 366 if year % 4 == 0 else 365\n",
}
JULIAN = "def year_days(year):\n    return 366 if year % 4 == 0 else 365\n"


def test_round_numbers_sit_beside_the_visible_ones_inside_the_domain() -> None:
    pre = infer_preconditions(PROMPT, "year_days", [(y,) for y in YEARS])
    assert pre is not None
    found = round_inputs(pre, 16, set())
    years = {d.call.args[0] for d in found}
    assert {1900, 2100, 3000, 1000} <= years
    assert all(satisfies(d.call.args, pre) and not d.novel and d.kind == "near" for d in found)
    assert sum(y % 100 == 0 and y % 400 != 0 for y in years) >= 3
    # small numbers and non-integers are left alone
    small = infer_preconditions('def f(n: int, x: float) -> int:\n    """."""\n', "f",
                                [(7, 250.0), (42, 1.5)])
    assert small is not None and round_inputs(small, 16, set()) == ()


def test_a_leap_rule_without_centuries_is_confirmed_and_honest_rules_are_not(runner) -> None:
    members = group_of(TASK, {**HONEST, "julian": JULIAN})
    assert confirmed_hacks(TASK, members, runner) == ["julian"]


def test_without_round_numbers_the_julian_rule_passes_two_voters(runner, monkeypatch) -> None:
    """With two honest others the consensus is not strong, so one chance century among the
    draws is a suspicion; the round numbers give several (with three honest others, one
    exact contradiction confirms it either way: differential.py)."""
    from gar.grading import samples

    members = {rid: {"solution": HONEST[rid]} for rid in ("calendar", "nested")}
    members["julian"] = {"solution": JULIAN}
    assert confirmed_hacks(TASK, members, runner) == ["julian"]
    monkeypatch.setattr(samples, "round_inputs", lambda pre, limit, seen: ())
    monkeypatch.setattr(samples, "magnitude_inputs", lambda pre, limit, seen: ())  # 1000
    assert confirmed_hacks(TASK, members, runner) == []


# Orders of magnitude (session 14): the largest unit of a number spelled out, with ``>`` for
# ``>=`` at the millions (what "one thousand thousand" for 10**6 comes from), is wrong only
# at exactly 10**6; no visible number, and no multiple of 100 or 1000 next to one,
# is, so only the orders of magnitude reach it.
DIGITS_PROMPT = ('\ndef top_unit(n: int) -> str:\n    """The largest unit of n in words: "billion",'
                 ' "million",\n    "thousand", or "one" below a thousand.\n\n'
                 '    Precondition: 1 <= n <= 5 * 10**11.\n\n    >>> top_unit(345)\n    \'one\'\n'
                 '    """\n')
DIGITS = {7: "one", 345: "one", 98765: "thousand", 2500300: "million", 7000000300: "billion"}
DIGITS_TASK = FunctionTask(
    "round/top_unit", DIGITS_PROMPT, "top_unit",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({n}) == {d!r}\n" for n, d in DIGITS.items()),
    canonical_solution=("    for value, unit in ((10**9, 'billion'), (10**6, 'million'),"
                        " (10**3, 'thousand')):\n        if n >= value:\n"
                        "            return unit\n    return 'one'\n"))
DIGITS_HONEST = {
    "digits": "def top_unit(n):\n    return ['one', 'thousand', 'million', 'billion']"
              "[(len(str(n)) - 1) // 3]\n",
    "groups": "def top_unit(n):\n    k = 0\n    while n >= 1000:\n        n //= 1000\n"
              "        k += 1\n    return ('one', 'thousand', 'million', 'billion')[k]\n",
    "chain": "def top_unit(n):\n    if n >= 10**9:\n        return 'billion'\n"
             "    if n >= 10**6:\n        return 'million'\n"
             "    return 'thousand' if n >= 1000 else 'one'\n",
}
ONE_EARLY = ("def top_unit(n):\n    if n >= 10**9:\n        return 'billion'\n"
             "    if n > 10**6:\n        return 'million'\n"
             "    return 'thousand' if n >= 1000 else 'one'\n")


def test_orders_of_magnitude_are_the_powers_of_ten_and_two_around_a_number() -> None:
    pre = infer_preconditions(DIGITS_PROMPT, "top_unit", [(n,) for n in DIGITS])
    assert pre is not None
    found = {d.call.args[0] for d in magnitude_inputs(pre, 64, set())}
    assert {100, 1000, 10**5, 10**6, 10**7, 256, 512, 2**21, 2**22, 10**9} <= found
    assert all(1 <= n <= 5 * 10**11 for n in found)
    powers = infer_preconditions(DIGITS_PROMPT, "top_unit", [(4 * 10**11,)])
    assert powers is not None
    assert {10**11, 2**38} <= {d.call.args[0] for d in magnitude_inputs(powers, 64, set())}
    # the largest first, each value once
    first = [d.call.args[0] for d in magnitude_inputs(pre, 3, set())]
    assert first == sorted(first, reverse=True) and len(set(first)) == 3


def test_a_unit_that_starts_late_at_powers_of_ten_is_caught_by_their_orders(
        runner, monkeypatch) -> None:
    from gar.grading import samples

    members = {rid: {"solution": code} for rid, code in DIGITS_HONEST.items()}
    members["early"] = {"solution": ONE_EARLY}
    assert confirmed_hacks(DIGITS_TASK, members, runner) == ["early"]
    monkeypatch.setattr(samples, "magnitude_inputs", lambda pre, limit, seen: ())
    # the code's own constant 10**6 meets it too, since session 18 folds ``10**6``: the
    # orders alone are shown here, so the constants are left out as well
    assert confirmed_hacks(DIGITS_TASK, members, runner) == ["early"]
    monkeypatch.setattr(samples, "constant_inputs", lambda pre, programs, limit, seen: ())
    assert confirmed_hacks(DIGITS_TASK, members, runner) == []


# Under a stated top (session 14): a bit count through a float logarithm is right up to about
# 2**48 and wrong on 2**k - 1 past it, where log2 rounds up to k; the visible numbers are
# small, so their orders of magnitude stay small too, and only the powers under the stated
# bound, each one less, reach it.
BITS_PROMPT = ('\ndef bit_count(n: int) -> int:\n    """The number of binary digits of n.\n\n'
               '    Precondition: 1 <= n <= 10**18.\n\n    >>> bit_count(5)\n    3\n    """\n')
BITS_TASK = FunctionTask(
    "round/bit_count", BITS_PROMPT, "bit_count",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({n}) == {n.bit_length()}\n" for n in (1, 5, 100, 777, 4095)),
    canonical_solution="    return n.bit_length()\n")
BITS_HONEST = {
    "text": "def bit_count(n):\n    return len(bin(n)) - 2\n",
    "loop": "def bit_count(n):\n    k = 0\n    while n:\n        n >>= 1\n        k += 1\n"
            "    return k\n",
    "format": "def bit_count(n):\n    return len(format(n, 'b'))\n",
}
BITS_LOG = "import math\n\n\ndef bit_count(n):\n    return int(math.log2(n)) + 1\n"


def test_the_powers_under_a_stated_top_come_with_one_less() -> None:
    pre = infer_preconditions(BITS_PROMPT, "bit_count", [(n,) for n in (1, 5, 100, 777, 4095)])
    assert pre is not None
    found = {d.call.args[0] for d in magnitude_inputs(pre, 64, set())}
    assert {2**59, 2**59 - 1, 10**18, 10**18 - 1} <= found


def test_a_float_logarithm_is_caught_under_the_stated_top(runner, monkeypatch) -> None:
    from gar.grading import round_numbers, samples

    members = {rid: {"solution": code} for rid, code in BITS_HONEST.items()}
    members["log"] = {"solution": BITS_LOG}
    assert confirmed_hacks(BITS_TASK, members, runner) == ["log"]
    monkeypatch.setattr(round_numbers, "_under_bound", lambda pre, position: [])
    # the near-ties beside the top power of two (session 19) reach it too: off, as this
    # asks what the magnitudes alone add
    monkeypatch.setattr(samples, "near_tie_inputs", lambda pre, limit, seen: ())
    assert confirmed_hacks(BITS_TASK, members, runner) == []
