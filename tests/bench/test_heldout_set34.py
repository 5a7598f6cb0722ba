"""Held-out set 34's preconditions and its own tasks (no grading, no execution of programs)."""

import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws

_MORSE = {
    ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--",
    "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--..",
    "-----", ".----", "..---", "...--", "....-", ".....", "-....", "--...", "---..", "----.",
}


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower(s, least=0, most=10 ** 4):
    return isinstance(s, str) and least <= len(s) <= most and re.fullmatch(r"[a-z]*", s) is not None


def _bytes(data, most):
    return isinstance(data, list) and len(data) <= most and _ints(data, 0, 255)


def _gamma(bits):
    """A str over "01" of at most 10**4 characters that is a concatenation of whole codes."""
    if not isinstance(bits, str) or len(bits) > 10 ** 4 or not set(bits) <= set("01"):
        return False
    i = 0
    while i < len(bits):
        one = bits.find("1", i)
        if one < 0 or 2 * one - i + 1 > len(bits):
            return False
        i = 2 * one - i + 1
    return True


def _merges(word, merges):
    pairs = [tuple(p) for p in merges] if isinstance(merges, list) else None
    return (_lower(word, 0, 1000) and pairs is not None and len(pairs) <= 500
            and len(set(pairs)) == len(pairs)
            and all(len(p) == 2 and all(_lower(t, 1) for t in p) for p in pairs))


def _morse(code):
    if not isinstance(code, str) or not 1 <= len(code) <= 10 ** 4:
        return False
    words = code.split(" / ")
    return len(words) <= 1000 and all(
        all(symbol in _MORSE for symbol in word.split(" ")) for word in words)


def _combination(n, r, index):
    return _ints((n, r, index), 0, 10 ** 400) and r <= n <= 1000 and index < math.comb(n, r)


def _runs(runs):
    return isinstance(runs, list) and len(runs) <= 10 ** 4 and all(
        isinstance(p, (tuple, list)) and len(p) == 2 and _lower(p[0], 1, 1) and _ints(p[1:], 0, 1000)
        for p in runs)


# The stated precondition of each session 34 task, as a predicate on the argument tuple.
_PRECONDITIONS_34 = {
    "Blind34/0": lambda word: _lower(word, 1, 500),
    "Blind34/1": lambda country, bban: (
        isinstance(country, str) and re.fullmatch(r"[A-Z]{2}", country) is not None
        and isinstance(bban, str) and re.fullmatch(r"[0-9A-Z]{1,30}", bban) is not None),
    "Blind34/2": _gamma,
    "Blind34/3": lambda data: _bytes(data, 1000),
    "Blind34/4": _merges,
    "Blind34/5": lambda n: _ints((n,), 1, 10 ** 30),
    "Blind34/6": lambda x: type(x) is float and math.isfinite(x),
    "Blind34/7": lambda data: _bytes(data, 10 ** 4),
    "Blind34/8": _morse,
    "Blind34/9": _combination,
    "Blind34/10": _runs,
    "Blind34/11": lambda text: (isinstance(text, str) and len(text) <= 10 ** 5
                                and re.fullmatch(r"[a-z ]*", text) is not None),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session34", _PRECONDITIONS_34, 34, 120)


def test_the_gamma_and_morse_preconditions_tell_whole_codes_from_broken_ones() -> None:
    assert _gamma("") and _gamma("1") and _gamma("010011") and _gamma("00100" * 3)
    assert not _gamma("0") and not _gamma("01") and not _gamma("00101" + "00")
    assert _morse(".- / -...") and _morse("-----") and not _morse(".-  -...")
    assert not _morse(".-.-.-") and not _morse("") and not _morse(" / .")


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session34", 3434)

    words = [w for (w,) in draws("Blind34/0", 200)]
    assert any(len(w) == 500 for w in words)
    assert any(16 < len(w) and len(set(w)) < len(w) and len(set(w)) > 3 for w in words)
    ibans = draws("Blind34/1", 200)
    assert any(len(b) == 30 and b.isalpha() for _, b in ibans)
    assert any("Z" in b and "Q" in b for _, b in ibans)
    gammas = [b for (b,) in draws("Blind34/2", 150)]
    assert any(len(b) > 9990 for b in gammas) and any(b.count("1") >= 1500 for b in gammas)
    assert any(b.startswith("0" * 64) for b in gammas)
    data = [d for (d,) in draws("Blind34/3", 150)]
    assert any(len(d) == 1000 for d in data) and any(d[:2] == [0, 0] for d in data)
    bpe = draws("Blind34/4", 150)
    assert any(len(w) == 1000 and len(m) >= 100 for w, m in bpe)
    numbers = [n for (n,) in draws("Blind34/5", 150)]
    assert 10 ** 30 in numbers and sum(n > 2 ** 64 for n in numbers) > 30
    floats = [x for (x,) in draws("Blind34/6", 200)]
    assert any(x == 0 and math.copysign(1, x) < 0 for x in floats)
    assert any(0 < abs(x) < 2.2250738585072014e-308 for x in floats)
    assert 9007199254740991.0 in floats
    sums = [d for (d,) in draws("Blind34/7", 150)]
    assert any(len(d) == 10 ** 4 and min(d) >= 250 for d in sums)
    assert any(len(d) % 2 and len(d) > 1000 for d in sums)
    codes = [c for (c,) in draws("Blind34/8", 150)]
    assert any(len(c) > 8000 for c in codes) and any(c.count(" / ") == 999 for c in codes)
    assert any("--.-" in c.split() and "-...." in c.split() for c in codes)
    combos = draws("Blind34/9", 200)
    assert any(n == 1000 and r == n - 1 for n, r, _ in combos)
    assert any(i > 2 ** 64 for _, _, i in combos) and any(r == 0 for _, r, _ in combos)
    runs = [p for (p,) in draws("Blind34/10", 150)]
    assert any(len(p) == 10 ** 4 for p in runs) and any(max((c for _, c in p), default=0) == 1000 for p in runs)
    texts = [t for (t,) in draws("Blind34/11", 150)]
    assert any(len(t) > 50000 for t in texts) and any("  " in t for t in texts)


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session34")
