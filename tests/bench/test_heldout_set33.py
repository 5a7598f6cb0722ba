"""Held-out set 33's preconditions and its own tasks (no grading, no execution of programs)."""

import calendar
import functools
import re
import sys
from bisect import bisect_right
from datetime import date
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _day(text):
    """A "YYYY-MM-DD" date string, as a date, or None."""
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def _business_days(start, n, holidays):
    first = _day(start)
    days = [_day(h) for h in holidays] if isinstance(holidays, list) else [None]
    if first is None or None in days or not _ints((n,), 0, 10 ** 6) or len(days) > 10 ** 4:
        return False
    # The answer (found as the canonical solution finds it, on day ordinals, without making
    # a date) must not pass 9999-12-31.
    base = first.toordinal()
    off = sorted({d.toordinal() for d in days if d.weekday() < 5})

    def weekdays(o):
        return o // 7 * 5 + min(o % 7, 5)

    def count(o):
        return weekdays(o) - weekdays(base) - (bisect_right(off, o) - bisect_right(off, base))

    lo, hi = base, base + 2 * n + 2 * len(off) + 7
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if count(mid) >= n else (mid + 1, hi)
    return lo <= date.max.toordinal()


def _loan(principal, rate_bp, payment):
    if not (_ints((principal,), 1, 10 ** 15) and _ints((rate_bp,), 0, 10 ** 4)
            and _ints((payment,), 1, 10 ** 16)):
        return False
    balance = principal
    for _ in range(10 ** 4):
        balance += (balance * rate_bp + 5000) // 10000
        if balance <= payment:
            return True
        balance -= payment
    return False


def _brackets(income, brackets):
    if not _ints((income,), 0, 10 ** 18) or not isinstance(brackets, list):
        return False
    if not 1 <= len(brackets) <= 50 or any(len(b) != 2 for b in brackets):
        return False
    uppers = [u for u, _ in brackets]
    return (uppers[-1] is None and _ints(uppers[:-1], 1, 10 ** 18)
            and all(a < b for a, b in pairwise(uppers[:-1]))
            and _ints([rate for _, rate in brackets], 0, 10 ** 4))


def _board(board):
    return (isinstance(board, list) and 1 <= len(board) <= 100
            and all(isinstance(row, str) and 1 <= len(row) == len(board[0]) <= 100
                    and set(row) <= set("*.") for row in board))


def _layers(grid, k):
    return (isinstance(grid, list) and 2 <= len(grid) <= 50 and len(grid) % 2 == 0
            and all(isinstance(row, list) and 2 <= len(row) == len(grid[0]) <= 50
                    and _ints(row, -10 ** 9, 10 ** 9) for row in grid)
            and len(grid[0]) % 2 == 0 and _ints((k,), 0, 10 ** 18))


def _fuel(distance, dist_unit, economy, econ_unit):
    return (type(distance) in (int, float) and 0 <= distance <= 1e9
            and type(economy) in (int, float) and 0.01 <= economy <= 1e4
            and dist_unit in ("km", "mi", "nmi") and econ_unit in ("L/100km", "km/L", "mpg", "mpg_imp"))


def _spans(ivs):
    return (isinstance(ivs, list) and len(ivs) <= 10 ** 4
            and all(len(iv) == 2 and _ints(iv, -10 ** 18, 10 ** 18) and iv[0] < iv[1] for iv in ivs))


@functools.cache
def _clock(text):
    """Minutes of a "HH:MM" time from 00:00 to 24:00, or None."""
    if re.fullmatch(r"\d\d:\d\d", text) is None:
        return None
    h, m = int(text[:2]), int(text[3:])
    return h * 60 + m if m < 60 and h * 60 + m <= 1440 else None


def _slots(busy, day_start, day_end, minutes):
    if not isinstance(busy, list) or len(busy) > 100:
        return False
    for cal in busy:
        if not isinstance(cal, list) or len(cal) > 1000:
            return False
        for a, b in cal:
            if not (isinstance(a, str) and isinstance(b, str)) or _clock(a) is None or _clock(b) is None or _clock(a) >= _clock(b):
                return False
    if not (isinstance(day_start, str) and isinstance(day_end, str)):
        return False
    lo, hi = _clock(day_start), _clock(day_end)
    return lo is not None and hi is not None and lo < hi and _ints((minutes,), 1, 1440)


def _spec(spec, size):
    if spec == "*":
        return True
    if isinstance(spec, str) and re.fullmatch(r"\*/[0-9]{1,2}", spec):
        return 1 <= int(spec[2:]) <= 99
    return (isinstance(spec, str) and re.fullmatch(r"[0-9]+(,[0-9]+)*", spec) is not None
            and all(int(v) < size for v in spec.split(",")))


def _weekday(year, month, weekday, n):
    if not (_ints((year,), 1, 9999) and _ints((month,), 1, 12) and _ints((weekday,), 0, 6)
            and _ints((n,), -5, 5) and n != 0):
        return False
    first_weekday, days = calendar.monthrange(year, month)
    count = (days - 1 - (weekday - first_weekday) % 7) // 7 + 1
    return abs(n) <= count


# The stated precondition of each session 33 task, as a predicate on the argument tuple.
_PRECONDITIONS_33 = {
    "Blind33/0": _business_days,
    "Blind33/1": _loan,
    "Blind33/2": _brackets,
    "Blind33/3": _board,
    "Blind33/4": _layers,
    "Blind33/5": _fuel,
    "Blind33/6": lambda base, cut: _spans(base) and _spans(cut),
    "Blind33/7": _slots,
    "Blind33/8": lambda ms, hs, after: _spec(ms, 60) and _spec(hs, 24) and _ints((after,), 0, 10 ** 18),
    "Blind33/9": _weekday,
    "Blind33/10": lambda times, window: (isinstance(times, list) and len(times) <= 10 ** 4
                                         and _ints(times, -10 ** 12, 10 ** 12) and times == sorted(times)
                                         and _ints((window,), 1, 10 ** 12)),
    "Blind33/11": lambda m: (isinstance(m, list) and len(m) <= 10 ** 4
                             and all(isinstance(row, list) and len(row) <= 50
                                     and _ints(row, -10 ** 18, 10 ** 18) for row in m)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session33", _PRECONDITIONS_33, 33, 120)


def test_the_preconditions_tell_edge_inputs_apart() -> None:
    assert _business_days("9999-12-30", 1, []) and not _business_days("9999-12-30", 2, [])
    assert not _business_days("9999-12-24", 5, ["9999-12-27", "9999-12-28"])
    assert not _business_days("2024-3-1", 1, []) and not _business_days("2024-02-30", 1, [])
    assert _loan(3000, 0, 1) and not _loan(10 ** 15, 0, 1) and not _loan(100, 10 ** 4, 100)
    assert _slots([[("00:00", "24:00")]], "00:00", "24:00", 1)
    assert not _slots([[("09:00", "24:01")]], "09:00", "17:00", 1)
    assert not _slots([], "09:00", "09:00", 1) and not _slots([], "9:00", "10:00", 1)
    assert _spec("*/99", 24) and not _spec("*/0", 60) and not _spec("24", 24) and _spec("0,0", 24)
    assert _weekday(2024, 9, 0, 5) and not _weekday(2024, 9, 1, 5) and not _weekday(2024, 9, 0, 0)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session33", 3333)

    days = draws("Blind33/0", 300)
    assert any(n == 10 ** 6 for _, n, _ in days) and any(len(h) == 10 ** 4 for _, _, h in days)
    assert any(len(h) > len(set(h)) for _, _, h in days)
    assert any(any(_day(d).weekday() >= 5 for d in h) for _, _, h in days)
    assert any(_day(s).weekday() >= 5 and n > 0 for s, n, _ in days)
    assert any(s.startswith("2100-") for s, _, _ in days)
    loans = draws("Blind33/1", 300)
    assert any(p == 10 ** 15 for p, _, _ in loans) and any(rate == 10 ** 4 for _, rate, _ in loans)
    assert any(p * rate % 10000 == 5000 for p, rate, _ in loans)
    assert any(-(-p // pay) > 1200 for p, rate, pay in loans if rate == 0)
    taxes = draws("Blind33/2", 200)
    assert any(len(b) == 50 for _, b in taxes) and any(i == 10 ** 18 for i, _ in taxes)
    assert any(i in [u for u, _ in b] for i, b in taxes)
    boards = [b for (b,) in draws("Blind33/3", 200)]
    assert any(len(b) == 100 and len(b[0]) == 100 for b in boards)
    assert any(len(b) != len(b[0]) for b in boards) and any(len(b) == 1 for b in boards)
    grids = draws("Blind33/4", 200)
    assert any(len(g) == 50 and len(g[0]) == 50 for g, _ in grids)
    assert any(len(g) != len(g[0]) for g, _ in grids) and any(k == 10 ** 18 for _, k in grids)
    fuel = draws("Blind33/5", 200)
    assert {u for _, u, _, _ in fuel} == {"km", "mi", "nmi"}
    assert {u for _, _, _, u in fuel} == {"L/100km", "km/L", "mpg", "mpg_imp"}
    assert any(d == 1e9 for d, _, _, _ in fuel) and any(e == 0.01 for _, _, e, _ in fuel)
    spans = draws("Blind33/6", 120)
    assert any(len(b) == 10 ** 4 and len(c) == 10 ** 4 for b, c in spans)
    assert any(max(abs(x) for iv in b for x in iv) > 10 ** 17 for b, _ in spans if b)
    assert any(any(x[1] == y[0] for x in b for y in b) for b, _ in spans if len(b) <= 50)
    slots = draws("Blind33/7", 120)
    # (100 calendars and 1000-meeting calendars, not both at once: 10**5 meetings per call
    # would make the claim checker's 300 calls per program outrun its time limit.)
    assert any(len(busy) == 100 for busy, _, _, _ in slots)
    assert any(len(c) == 1000 for busy, _, _, _ in slots for c in busy)
    assert any(end == "24:00" for _, _, end, _ in slots) and any(m == 1440 for _, _, _, m in slots)
    assert any(any(a < s for c in busy for a, _ in c) for busy, s, _, _ in slots)
    fires = draws("Blind33/8", 200)
    assert any(after == 10 ** 18 for _, _, after in fires)
    assert any(ms == "*/7" for ms, _, _ in fires) and any(hs.startswith("*/") for _, hs, _ in fires)
    assert any("," in ms for ms, _, _ in fires)
    weekdays = draws("Blind33/9", 300)
    assert any(n == 5 for *_, n in weekdays) and any(n == -5 for *_, n in weekdays)
    assert any(y == 9999 and m == 12 for y, m, _, _ in weekdays) and any(y == 2100 for y, *_ in weekdays)
    assert any(len(t) == 10 ** 4 and w == 10 ** 12 for t, w in draws("Blind33/10", 100))
    matrices = [m for (m,) in draws("Blind33/11", 80)]
    assert any(len(m) == 10 ** 4 for m in matrices) and any(len(r) == 50 for m in matrices for r in m)
    assert any(abs(x) > 2 ** 53 for m in matrices for r in m for x in r)


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session33")
