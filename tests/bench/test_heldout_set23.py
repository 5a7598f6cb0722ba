"""Held-out set 23's preconditions and its own tasks (no grading, no execution of programs)."""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws

_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79,
           83, 89, 97}
_CLOCK = re.compile(r"(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)")
_SIMPLE_ESCAPES = set('"\\/bfnrt')
_HEX = set("0123456789abcdefABCDEF")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _utf8(data):
    if not (isinstance(data, list) and len(data) <= 10 ** 4 and _ints(data, 0, 255)):
        return False
    try:
        bytes(data).decode("utf-8")  # strict: no overlong forms, surrogates or values past U+10FFFF
    except UnicodeDecodeError:
        return False
    return True


def _prime_args(n, primes):
    return (_ints((n,), 0, 10 ** 18) and isinstance(primes, list) and 1 <= len(primes) <= 12
            and len(set(primes)) == len(primes) and all(type(p) is int and p in _PRIMES
                                                        for p in primes))


def _clock_args(time, minutes):
    return (isinstance(time, str) and _CLOCK.fullmatch(time) is not None
            and _ints((minutes,), -10 ** 12, 10 ** 12))


def _unicode_escape(s, i, high_pending):
    """(next index, whether a high surrogate now waits for its low half) or None."""
    digits = s[i + 2:i + 6]
    if len(digits) != 4 or not set(digits) <= _HEX:
        return None
    code = int(digits, 16)
    if 0xD800 <= code < 0xDC00:
        return None if high_pending else (i + 6, True)
    if 0xDC00 <= code < 0xE000:
        return (i + 6, False) if high_pending else None
    return None if high_pending else (i + 6, False)


def _json_body(s):
    if not (isinstance(s, str) and len(s) <= 10 ** 4 and all(32 <= ord(c) <= 126 for c in s)):
        return False
    i, high_pending = 0, False
    while i < len(s):
        if s[i] == '"':
            return False
        if s[i] != "\\":
            if high_pending:
                return False
            i += 1
        elif s[i + 1:i + 2] == "u":
            step = _unicode_escape(s, i, high_pending)
            if step is None:
                return False
            i, high_pending = step
        elif s[i + 1:i + 2] in _SIMPLE_ESCAPES and s[i + 1:i + 2] and not high_pending:
            i += 2
        else:
            return False
    return not high_pending


def _matrix(m, bound=None):
    if not (isinstance(m, list) and 1 <= len(m) <= 100):
        return False
    return all(isinstance(row, list) and 1 <= len(row) == len(m[0]) <= 100
               and all(type(x) is int for x in row)
               and (bound is None or _ints(row, -bound, bound)) for row in m)


# The stated precondition of each session 23 task, as a predicate on the argument tuple.
_PRECONDITIONS_23 = {
    "Blind23/0": _utf8,
    "Blind23/1": _prime_args,
    "Blind23/2": lambda g: _ints((g,), 0, 2 ** 64 - 1),
    "Blind23/3": lambda y1, y2: _ints((y1, y2), 1, 9999) and y1 <= y2,
    "Blind23/4": _clock_args,
    "Blind23/5": lambda n, k, c: _ints((n,), 0, 2000) and _ints((k,), 1, 200)
    and _ints((c,), 0, 2000),
    "Blind23/6": lambda n, k: _ints((n,), 1, 2000) and _ints((k,), 1, 1000),
    "Blind23/7": _json_body,
    "Blind23/8": _matrix,
    "Blind23/9": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, 0, 2 ** 60 - 1),
    "Blind23/10": lambda s: isinstance(s, str) and len(s) <= 10 ** 4,
    "Blind23/11": lambda m: _matrix(m, 10 ** 9),
}


def test_the_json_precondition_follows_the_stated_escape_rules() -> None:
    assert _json_body('a\\"b\\\\c\\/\\n\\u00e9\\uD83D\\uDE00')
    assert not _json_body('a"b')
    assert not _json_body("a\\x")
    assert not _json_body("\\ud83d")
    assert not _json_body("\\ude00")
    assert not _json_body("\\ud83dx\\ude00")
    assert not _json_body("a\\")
    assert not _json_body("a\tb")


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session23", _PRECONDITIONS_23, 23, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session23", 2323)

    zero = draws("Blind23/0", 80)
    assert any(len(data) >= 5000 for (data,) in zero)
    assert any(any(b >= 0xF0 for b in data) for (data,) in zero)
    one = draws("Blind23/1")
    assert any(n == 10 ** 18 for n, _ in one) and any(len(ps) == 12 for _, ps in one)
    assert any(g == 2 ** 64 - 1 for (g,) in draws("Blind23/2"))
    assert any((y1, y2) == (1, 9999) for y1, y2 in draws("Blind23/3"))
    four = draws("Blind23/4")
    assert any(abs(m) == 10 ** 12 for _, m in four)
    assert any(t.startswith("12:") and t.endswith("PM") for t, _ in four)
    five = draws("Blind23/5")
    assert any(k == 200 and n > 1000 for n, k, _ in five) and any(c == 2000 for _, _, c in five)
    six = draws("Blind23/6")
    assert any(n == 2000 for n, _ in six) and any(k == 1000 for _, k in six)
    seven = draws("Blind23/7", 80)
    assert any(len(s) > 3000 for (s,) in seven) and any("\\ud83d\\ude00" in s for (s,) in seven)
    assert any(len(m) == 100 and len(m[0]) == 100 for (m,) in draws("Blind23/8", 200))
    nine = draws("Blind23/9", 60)
    assert any(len(xs) == 10 ** 4 for (xs,) in nine)
    assert any(x >= 2 ** 59 for (xs,) in nine for x in xs)
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind23/10", 60))
    assert any(len(m) == 100 and len(m[0]) == 100 for (m,) in draws("Blind23/11", 200))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session23")
