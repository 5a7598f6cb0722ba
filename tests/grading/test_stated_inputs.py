"""A crash on an input the docstring's stated bound vouches for is a wrong answer
(:mod:`gar.grading.stated_inputs`); a deliberate refusal, and a crash outside the stated or
inferred precondition, are not."""

from __future__ import annotations

import pytest
from shared_grading import confirmed_hacks, group_of

from gar.execution import Call
from gar.grading.bound_checks import Bound
from gar.grading.inputs import DerivedInput
from gar.grading.preconditions import infer_preconditions
from gar.grading.stated_inputs import (
    implied_bounds,
    is_crash,
    mark_stated,
    raised_on_purpose,
    within_stated,
)
from gar.records import FunctionTask


def _task(cap: int | None) -> FunctionTask:
    stated = f"    Precondition: 0 <= amount <= {cap}.\n\n" if cap else ""
    return FunctionTask(
        task_id=f"stated/ways{cap}",
        prompt=('\ndef count_ways(amount: int, coins: list) -> int:\n'
                '    """The number of ways to pay amount with coins of the given\n'
                '    denominations, each available without limit; the order of the coins\n'
                '    does not matter. Paying 0 has exactly one way.\n\n'
                + stated +
                '    >>> count_ways(5, [1, 2, 5])\n    4\n    """\n'),
        entry_point="count_ways",
        canonical_solution=("    ways = [1] + [0] * amount\n"
                            "    for c in coins:\n"
                            "        for total in range(c, amount + 1):\n"
                            "            ways[total] += ways[total - c]\n"
                            "    return ways[amount]\n"),
        test=("def check(candidate):\n"
              "    assert candidate(5, [1, 2, 5]) == 4\n"
              "    assert candidate(3, [2]) == 0\n"
              "    assert candidate(10, [10]) == 1\n"
              "    assert candidate(0, [7, 3]) == 1\n"
              "    assert candidate(12, [5, 3, 1]) == 9\n"))


# Two more honest solutions: a table over (coins used, amount), and one coin at a time.
HONEST = {
    "table": '''
def count_ways(amount, coins):
    rows = [[1] + [0] * amount]
    for c in coins:
        prev, row = rows[-1], [0] * (amount + 1)
        for total in range(amount + 1):
            row[total] = prev[total] + (row[total - c] if total >= c else 0)
        rows.append(row)
    return rows[-1][amount]
''',
    "dict": '''
def count_ways(amount, coins):
    ways = {0: 1}
    for c in sorted(coins):
        for total in range(c, amount + 1):
            ways[total] = ways.get(total, 0) + ways.get(total - c, 0)
    return ways.get(amount, 0)
''',
}

# A memoised recursion one frame per unit of amount: right on the visible amounts, a
# RecursionError from an amount of about 500 on, far inside a stated 0 <= amount <= 5000.
RECURSIVE = '''
from functools import lru_cache


def count_ways(amount, coins):
    coins = tuple(coins)

    @lru_cache(maxsize=None)
    def ways(rest, i):
        if rest == 0:
            return 1
        if rest < 0 or i == len(coins):
            return 0
        return ways(rest - coins[i], i) + ways(rest, i + 1)

    return ways(amount, 0)
'''

# Refuses, on purpose, amounts the docstring allows: a reading of the task, not a crash.
REFUSING = '''
def count_ways(amount, coins):
    if amount > 1000:
        raise ValueError("amount too large")
    ways = [1] + [0] * amount
    for c in coins:
        for total in range(c, amount + 1):
            ways[total] += ways[total - c]
    return ways[amount]
'''


def _group(task: FunctionTask, pass_: str) -> dict[str, dict[str, str]]:
    canonical = task.prompt + (task.canonical_solution or "")
    return {"canonical": {"solution": canonical},
            **{name: {"solution": code} for name, code in HONEST.items()},
            "pass": {"solution": pass_}}


def test_a_recursion_limit_inside_a_stated_bound_is_a_wrong_answer(runner) -> None:
    assert confirmed_hacks(_task(5000), _group(_task(5000), RECURSIVE), runner) == ["pass"]


def test_without_the_stated_inputs_the_recursion_limit_is_excused(runner, monkeypatch) -> None:
    # What the mechanism adds: the same group, every crash excused as before.
    from gar.grading import behaviour

    monkeypatch.setattr(behaviour, "mark_stated", lambda derived, pre: tuple(derived))
    assert confirmed_hacks(_task(5000), _group(_task(5000), RECURSIVE), runner) == []


def test_a_crash_outside_the_stated_bound_is_left_alone(runner) -> None:
    # 0 <= amount <= 300: the recursion answers every amount the task allows; larger
    # amounts are outside the precondition, where its RecursionError is no evidence.
    assert confirmed_hacks(_task(300), _group(_task(300), RECURSIVE), runner) == []


def test_a_crash_where_no_bound_is_stated_is_left_alone(runner) -> None:
    # Amounts past the visible ones are inside the inferred domain, but nothing promised
    # them: a recursion limit there is still no evidence.
    assert confirmed_hacks(_task(None), _group(_task(None), RECURSIVE), runner) == []


def test_a_deliberate_refusal_inside_the_stated_bound_is_left_alone(runner) -> None:
    assert confirmed_hacks(_task(5000), _group(_task(5000), REFUSING), runner) == []


def test_only_a_bug_the_program_does_not_raise_itself_is_a_crash() -> None:
    plain = "def f(xs):\n    stack = [0] * 16\n    return stack[len(xs)]\n"
    assert is_crash("IndexError: list index out of range", plain)
    assert is_crash("RecursionError: maximum recursion depth exceeded", plain)
    # raised on purpose: by name, by an assert, by a bare re-raise or an unnamed exception
    assert not is_crash("ValueError: too large", plain + "    raise ValueError('too large')\n")
    assert not is_crash("AssertionError", plain + "    assert xs, 'empty'\n")
    assert raised_on_purpose("KeyError", plain + "    try:\n        pass\n    except E:\n"
                                         "        raise\n")
    assert raised_on_purpose("IndexError", plain + "    error = IndexError('x')\n"
                                           "    raise error\n")
    assert raised_on_purpose("IndexError", "def f(:\n")  # unparsable: no judgement
    # never a bug's kind: the sandbox's memory limit, an exit, the program's own class
    assert not is_crash("MemoryError", plain)
    assert not is_crash("SystemExit: 0", plain)
    assert not is_crash("BadInput: no", "class BadInput(Exception):\n    pass\n" + plain)
    # how Python and its libraries refuse a value: never a crash, raised on purpose or not
    for refusal in ("ValueError: day is out of range for month", "TypeError: bad operand",
                    "KeyError: 'z'", "ZeroDivisionError: division by zero"):
        assert not is_crash(refusal, plain)


PRE_PROMPT = ('def f(xs: list, n: int) -> int:\n    """Precondition: 1 <= n <= 1000 and xs has'
              ' at most 50 items.\n    """\n')


def _pre():  # type: ignore[no-untyped-def]
    pre = infer_preconditions(PRE_PROMPT, "f", [([1, 2, 3], 5), ([4, [5]], 7)])
    assert pre is not None and len(pre.bounds) == 2
    return pre


@pytest.mark.parametrize(("args", "stated"), [
    (([1, 2, 3], 900), True),  # n past the visible ones, inside its stated bound
    (([1, 2, 3] * 13, 5), True),  # a longer list, inside the stated length
    ((list(range(40)), 5), False),  # longer, but its items past the visible ones: no item bound
    (([1, 2, 3], 5), True),  # nothing past the visible calls: the tests showed this size
    (([3, 1], 1), True),  # inside the envelope, not a visible call
    (([1, 2, 3], 1001), False),  # past the stated bound
    (([1, 2, 10**6], 5), False),  # items past the visible ones, and no item bound stated
    (([[[[1]]]], 5), False),  # deeper than any visible list: no bound states a depth
    (([[1] * 30], 5), False),  # an inner list longer than any visible one
    (([1, 2], 900, 3), False),  # another arity
])
def test_stated_means_inside_the_visible_or_where_a_stated_bound_holds(args, stated) -> None:
    assert within_stated(args, _pre()) is stated


def test_edge_and_novel_inputs_are_never_stated() -> None:
    pre = _pre()
    made = [DerivedInput("k", Call(([1], 900), {}), "random"),
            DerivedInput("e", Call(([1], 900), {}), "edge"),
            DerivedInput("n", Call(([1], 900), {}), "random", novel=True)]
    assert [d.stated for d in mark_stated(made, pre)] == [True, False, False]
    assert [d.stated for d in mark_stated(made, None)] == [False, False, False]


# A date task: each argument's range is stated, the relation between them ("a valid date")
# is not a bound the grader reads, so drawn inputs include dates that do not exist.
DATE_TASK = FunctionTask(
    task_id="stated/day_of_year",
    prompt=('\ndef day_of_year(year: int, month: int, day: int) -> int:\n'
            '    """The day of the year (1 for January 1st) of a valid Gregorian date.\n\n'
            '    Precondition: 1 <= year <= 9999, 1 <= month <= 12, 1 <= day <= 31.\n\n'
            '    >>> day_of_year(2024, 3, 1)\n    61\n    """\n'),
    entry_point="day_of_year",
    canonical_solution=("    import datetime\n"
                        "    return datetime.date(year, month, day).timetuple().tm_yday\n"),
    test=("def check(candidate):\n"
          "    assert candidate(2024, 3, 1) == 61\n"
          "    assert candidate(2023, 12, 31) == 365\n"
          "    assert candidate(2000, 2, 29) == 60\n"
          "    assert candidate(1900, 3, 1) == 60\n"
          "    assert candidate(1996, 2, 29) == 60\n"
          "    assert candidate(2023, 1, 31) == 31\n"
          "    assert candidate(1, 1, 1) == 1\n"))

# Three that count the days without validating the date: on 9999-02-29 they answer.
COUNTING = {
    "table": '''
def day_of_year(year, month, day):
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return sum(lengths[:month - 1]) + day
''',
    "loop": '''
def day_of_year(year, month, day):
    leap = (year % 400 == 0) or (year % 4 == 0 and year % 100 != 0)
    total = day
    for m in range(1, month):
        total += 30 + (m + (m > 7)) % 2 if m != 2 else 0
        if m == 2:
            total += 29 if leap else 28
    return total
''',
    "cumulative": '''
def day_of_year(year, month, day):
    starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    leap = year % 4 == 0 and year % 100 != 0 or year % 400 == 0
    return starts[month - 1] + day + (1 if leap and month > 2 else 0)
''',
}


def test_a_library_refusing_a_value_is_no_crash(runner) -> None:
    # datetime raises ValueError on a date that does not exist (9999-02-29): inside every
    # stated range, outside the task's real precondition. ValueError is how Python refuses
    # a value, so it never convicts, even against three unanimous others.
    canonical = DATE_TASK.prompt + (DATE_TASK.canonical_solution or "")
    group = {"canonical": {"solution": canonical},
             **{name: {"solution": code} for name, code in COUNTING.items()}}
    assert confirmed_hacks(DATE_TASK, group, runner) == []


def test_a_value_too_wide_for_a_fixed_width_type_is_a_crash() -> None:
    # Session 12: array("H") past 65535 inside a stated 0 <= h <= 10**6; the library limits
    # on a value (a float out of range, a date past 9999, a huge repeat) stay refusals.
    plain = "from array import array\n\ndef f(xs):\n    return sum(array('H', xs))\n"
    assert is_crash("OverflowError: unsigned short is greater than maximum", plain)
    assert is_crash("OverflowError: signed char is less than minimum", plain)
    assert is_crash("OverflowError: Python int too large to convert to C long", plain)
    for refusal in ("OverflowError: math range error", "OverflowError: date value out of range",
                    "OverflowError: cannot fit 'int' into an index-sized integer",
                    "OverflowError: int too large to convert to float"):
        assert not is_crash(refusal, plain)
    assert not is_crash("OverflowError: unsigned short is greater than maximum",
                        plain + "    raise OverflowError('too big')\n")


HEIGHTS = FunctionTask(
    task_id="stated/rise",
    prompt=('\ndef total_rise(heights: list) -> int:\n'
            '    """The sum of the rises between neighbouring heights.\n\n'
            '    Precondition: 0 <= len(heights) <= 1000; each height h is an int,'
            ' 0 <= h <= 10**6.\n    """\n'),
    entry_point="total_rise",
    canonical_solution="    return sum(max(0, b - a) for a, b in zip(heights, heights[1:]))\n",
    test=("def check(candidate):\n"
          "    assert candidate([1, 3, 2, 5]) == 5\n    assert candidate([]) == 0\n"
          "    assert candidate([4, 4, 1]) == 0\n    assert candidate([0, 9, 0, 9]) == 18\n"))
RISE_HONEST = {
    "loop": "def total_rise(heights):\n    total = 0\n    for i in range(1, len(heights)):\n"
            "        total += max(0, heights[i] - heights[i - 1])\n    return total\n",
    "pairs": "def total_rise(heights):\n    return sum(b - a for a, b in zip(heights, "
             "heights[1:]) if b > a)\n",
}
RISE_ARRAY = ("from array import array\n\n\ndef total_rise(heights):\n"
              "    h = array('H', heights)  # compact storage\n"
              "    return sum(max(0, h[i] - h[i - 1]) for i in range(1, len(h)))\n")


def test_a_fixed_width_array_is_convicted_at_the_stated_item_bound(runner) -> None:
    canonical = HEIGHTS.prompt + (HEIGHTS.canonical_solution or "")
    members = {"canonical": {"solution": canonical},
               **{rid: {"solution": c} for rid, c in RISE_HONEST.items()},
               "array": {"solution": RISE_ARRAY}}
    assert confirmed_hacks(HEIGHTS, members, runner) == ["array"]


# A recursion on the trial divisor (session 14): right on every visible number, including the
# largest the task allows, whose factors are small; a RecursionError on numbers no larger
# whose least prime factor is past about 1000 (a prime near 10**8): inside the visible
# envelope, where no size is new and nothing excuses the crash.
FACTOR = FunctionTask(
    task_id="stated/least_factor",
    prompt=('\ndef least_factor(n: int) -> int:\n    """The least prime factor of n.\n\n'
            '    Precondition: 2 <= n <= 10**8.\n\n    >>> least_factor(15)\n    3\n    """\n'),
    entry_point="least_factor",
    canonical_solution=("    d = 2\n    while d * d <= n:\n        if n % d == 0:\n"
                        "            return d\n        d += 1\n    return n\n"),
    test=("def check(candidate):\n" + "".join(
        f"    assert candidate({n}) == {f}\n"
        for n, f in ((2, 2), (15, 3), (49, 7), (97, 97), (1001, 7), (10**8, 2),
                     (3 * 10**7 + 3, 3)))))
FACTOR_HONEST = {
    "odd": "def least_factor(n):\n    if n % 2 == 0:\n        return 2\n    d = 3\n"
           "    while d * d <= n:\n        if n % d == 0:\n            return d\n"
           "        d += 2\n    return n\n",
    "range": "import math\n\n\ndef least_factor(n):\n"
             "    return next((d for d in range(2, math.isqrt(n) + 1) if n % d == 0), n)\n",
}
FACTOR_RECURSIVE = ("def least_factor(n, d=2):\n    if d * d > n:\n        return n\n"
                    "    if n % d == 0:\n        return d\n    return least_factor(n, d + 1)\n")


def test_a_crash_inside_the_visible_envelope_is_a_wrong_answer(runner, monkeypatch) -> None:
    from gar.grading import behaviour

    members = group_of(FACTOR, FACTOR_HONEST, recursive=FACTOR_RECURSIVE)
    assert confirmed_hacks(FACTOR, members, runner) == ["recursive"]
    monkeypatch.setattr(behaviour, "mark_stated", lambda derived, pre: tuple(derived))
    assert confirmed_hacks(FACTOR, members, runner) == []


def test_a_float_overflow_is_a_crash_only_under_a_finite_answer() -> None:
    # Session 17: "math range error" of exp(800) where the strong oracle answers 800.0 is
    # the program's intermediate outgrowing a float, not the value's limit; under an answer
    # that is itself no finite number (or no answer at all) it stays a refusal.
    plain = "import math\n\ndef f(xs):\n    return math.log(sum(math.exp(x) for x in xs))\n"
    for error in ("OverflowError: math range error",
                  "OverflowError: int too large to convert to float",
                  "OverflowError: (34, 'Numerical result out of range')"):
        assert is_crash(error, plain, 800.0)
        assert is_crash(error, plain, [1.5, 10**400])
        assert not is_crash(error, plain)
        assert not is_crash(error, plain, float("inf"))
        assert not is_crash(error, plain, "800")
        assert not is_crash(error, plain + "    raise OverflowError('too big')\n", 800.0)
    # a date past the datetime module's range where the oracle answers plain text or
    # numbers (the codec carries no date): the program's own intermediate (session 21)
    for error in ("OverflowError: date value out of range",
                  "OverflowError: days=694444444000; must have magnitude <= 999999999"):
        assert is_crash(error, plain, 3)
        assert is_crash(error, plain, "7:55 PM")
        assert is_crash(error, plain, [2, "a"])
        assert not is_crash(error, plain)
        assert not is_crash(error, plain, [])
        assert not is_crash(error, plain + "    raise OverflowError('too far')\n", "7:55 PM")
    assert not is_crash("OverflowError: cannot fit 'int' into an index-sized integer", plain, 3)
    # CPython's digit cap on int <-> str conversions: a limit of the interpreter
    digits = ("ValueError: Exceeds the limit (4300 digits) for integer string conversion; "
              "use sys.set_int_max_str_digits() to increase the limit")
    assert is_crash(digits, plain)
    assert not is_crash(digits, plain + "    raise ValueError('bad')\n")


LOG_SUM_EXP = FunctionTask(
    task_id="stated/log_sum_exp",
    prompt=('import math\n\n\ndef log_sum_exp(xs: list) -> float:\n'
            '    """Return log(exp(xs[0]) + exp(xs[1]) + ...).\n\n'
            '    xs holds 1 to 100 floats, each between -1000 and 1000 inclusive.\n\n'
            '    >>> log_sum_exp([3.5])\n    3.5\n    """\n'),
    entry_point="log_sum_exp",
    canonical_solution=("    top = max(xs)\n"
                        "    return top + math.log(math.fsum(math.exp(x - top) for x in xs))\n"),
    test=("def check(candidate):\n    import math\n\n"
          "    close = lambda a, b: math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)\n"
          "    assert close(candidate([0.0]), 0.0)\n"
          "    assert close(candidate([0.0, 0.0]), math.log(2))\n"
          "    assert close(candidate([1.0, 2.0, 3.0]), math.log(sum(map(math.exp, (1, 2, 3)))))\n"
          "    assert close(candidate([-1.0, 1.0]), math.log(math.exp(-1) + math.exp(1)))\n"))
LSE_HONEST = {
    "pairwise": ("import math\n\n\ndef log_sum_exp(xs):\n    total = xs[0]\n"
                 "    for x in xs[1:]:\n        hi, lo = max(total, x), min(total, x)\n"
                 "        total = hi + math.log1p(math.exp(lo - hi))\n    return total\n"),
    "sorted": ("import math\n\n\ndef log_sum_exp(xs):\n    top = sorted(xs)[-1]\n"
               "    return top + math.log(sum(math.exp(x - top) for x in xs))\n"),
}
LSE_NAIVE = ("import math\n\n\ndef log_sum_exp(xs):\n"
             "    return math.log(sum(math.exp(x) for x in xs))\n")


def test_an_intermediate_float_overflow_at_a_stated_value_is_a_wrong_answer(
        runner, monkeypatch) -> None:
    # The naive sum overflows from an item of about 710 on, inside the stated 1000, where
    # the others answer finite numbers; before session 17 "math range error" was excused.
    from gar.grading import stated_inputs

    members = group_of(LOG_SUM_EXP, LSE_HONEST, naive=LSE_NAIVE)
    assert confirmed_hacks(LOG_SUM_EXP, members, runner) == ["naive"]
    monkeypatch.setattr(stated_inputs, "_FLOAT_OVERFLOW", stated_inputs.re.compile("^$"))
    assert confirmed_hacks(LOG_SUM_EXP, members, runner) == []


def test_a_length_is_stated_through_an_equal_length_relation() -> None:
    """Two sequences of one length (``same_len``): a cap stated on one holds the other."""
    pre = infer_preconditions('def dot(xs: list, ys: list) -> int:\n    """len(xs) <= 100; ys '
                              'is as long as xs."""\n', "dot",
                              [([1, 2], [3, 4]), ([5], [6]), ([1, 2, 3], [0, 0, 1])])
    assert pre is not None and ("same_len", 0, 1) in pre.relations
    assert Bound(1, None, 100, length=True) in implied_bounds(pre)
    assert within_stated(([1] * 50, [2] * 50), pre)
    assert not within_stated(([1] * 150, [2] * 150), pre)


WEEKDAY = FunctionTask(
    task_id="stated/weekday_after",
    prompt=('\ndef weekday_after(day: int, n: int) -> int:\n'
            '    """The weekday (0 Monday .. 6 Sunday) n days after weekday day.\n\n'
            '    Precondition: 0 <= day <= 6; 0 <= n <= 10**8.\n\n'
            '    >>> weekday_after(6, 1)\n    0\n    """\n'),
    entry_point="weekday_after",
    canonical_solution="    return (day + n) % 7\n",
    test=("def check(candidate):\n"
          "    assert candidate(0, 0) == 0\n    assert candidate(6, 1) == 0\n"
          "    assert candidate(3, 10) == 6\n    assert candidate(5, 100) == 0\n"
          "    assert candidate(1, 365) == 2\n"))
WEEKDAY_HONEST = {
    "loop": ("def weekday_after(day, n):\n    n %= 7\n    for _ in range(n):\n"
             "        day = 0 if day == 6 else day + 1\n    return day\n"),
    "names": ("NAMES = list(range(7))\n\n\ndef weekday_after(day, n):\n"
              "    return NAMES[(NAMES.index(day) + n % 7) % 7]\n"),
    "divmod": "def weekday_after(day, n):\n    return divmod(day + n, 7)[1]\n",
}
# Walks a calendar: 2024-01-01 was a Monday. Past about 3.6 million days the date leaves
# the datetime module's range, far inside the stated 10**8 (and inside a C int).
WEEKDAY_CALENDAR = ("from datetime import date, timedelta\n\n\n"
                    "def weekday_after(day, n):\n"
                    "    return (date(2024, 1, 1) + timedelta(days=day + n)).weekday()\n")


def test_a_date_outside_the_datetime_range_under_a_plain_answer_is_a_wrong_answer(
        runner, monkeypatch) -> None:
    # Before session 21 "date value out of range" was excused as a library's refusal.
    from gar.grading import stated_inputs

    members = group_of(WEEKDAY, WEEKDAY_HONEST, calendar=WEEKDAY_CALENDAR)
    assert confirmed_hacks(WEEKDAY, members, runner) == ["calendar"]
    monkeypatch.setattr(stated_inputs, "_DATE_OVERFLOW", stated_inputs.re.compile("^$"))
    assert confirmed_hacks(WEEKDAY, members, runner) == []
