"""The tenth blind held-out set: its inputs stay inside the stated preconditions, and its own
tasks load as a tasks file would (no grading, no execution of the set's programs)."""

import datetime
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower_words(ws, shortest, longest):
    return all(isinstance(w, str) and shortest <= len(w) <= longest and all("a" <= c <= "z" for c in w)
               for w in ws)


def _real_date(year, month, day):
    if not _ints([year, month, day], 1, 9999):
        return False
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


def _sorted_ints(xs):
    return len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9) and xs == sorted(xs)


# The stated precondition of each session 10 task, as a predicate on the argument tuple.
_PRECONDITIONS_10 = {
    "Blind10/0": lambda ws: 1 <= len(ws) <= 1000 and _lower_words(ws, 0, 200),
    "Blind10/1": lambda base, exp, mod: _ints([base, exp], 0, 10 ** 30) and _ints([mod], 1, 10 ** 12),
    "Blind10/2": lambda ps: 2 <= len(ps) <= 2000 and all(len(p) == 2 and _ints(p, -10 ** 9, 10 ** 9)
                                                         for p in ps),
    "Blind10/3": lambda hs: len(hs) <= 10 ** 4 and _ints(hs, 0, 10 ** 6),
    "Blind10/4": lambda g: 1 <= len(g) <= 200 and all(1 <= len(row) == len(g[0]) <= 200 for row in g)
    and all(c in (0, 1) and type(c) is int for row in g for c in row),
    "Blind10/5": lambda ws: len(ws) <= 10 ** 4 and _lower_words(ws, 1, 20),
    "Blind10/6": lambda xs: 1 <= len(xs) <= 10 ** 4 and all(type(x) in (int, float) and abs(x) <= 10 ** 9
                                                            for x in xs),
    "Blind10/7": lambda d: isinstance(d, dict) and len(d) <= 10 ** 4 and _lower_words(d, 1, 10)
    and _ints(d.values(), -10 ** 9, 10 ** 9),
    "Blind10/8": lambda s: len(s) <= 2000 and _lower_words([s], 0, 2000),
    "Blind10/9": _real_date,
    "Blind10/10": lambda xs, target: len(xs) <= 10 ** 4 and _ints(xs, -10 ** 9, 10 ** 9)
    and _ints([target], -2 * 10 ** 9, 2 * 10 ** 9),
    "Blind10/11": lambda a, b: _sorted_ints(a) and _sorted_ints(b),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session10", _PRECONDITIONS_10, 10, 200)
