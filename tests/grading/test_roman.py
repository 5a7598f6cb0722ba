"""Roman numerals in standard form (gar.grading.roman): spent sets 7 and 14 drew numerals
that are none (``IVL``, ``IIIIIIII``) 46 times in 48, honest readers differed there (three
demoted), and a reader without ``CD`` was never contradicted."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.generate import random_calls
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.roman import adopts, keeps, numeral, repaired
from gar.records import FunctionTask

PROMPT = '''def from_roman(s: str) -> int:
    """The value of the Roman numeral s, a numeral in standard form from 1 to 3999.
    >>> from_roman("XIV")
    14
    """
'''
TEST = '''def check(candidate):
    for s, n in [("III", 3), ("XIV", 14), ("XC", 90), ("MMXXIV", 2024), ("LVIII", 58)]:
        assert candidate(s) == n
'''
CALLS = [("III",), ("XIV",), ("XC",), ("MMXXIV",), ("LVIII",)]
_VALUES = "{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}"
HONEST = {
    "scan": (f"def from_roman(s):\n    v = {_VALUES}\n    total = 0\n"
             "    for a, b in zip(s, s[1:] + ' '):\n"
             "        total += -v[a] if b != ' ' and v[a] < v[b] else v[a]\n    return total\n"),
    "pairs": ("def from_roman(s):\n    table = [('CM', 900), ('CD', 400), ('XC', 90), ('XL', 40),"
              " ('IX', 9), ('IV', 4), ('M', 1000), ('D', 500), ('C', 100), ('L', 50),"
              " ('X', 10), ('V', 5), ('I', 1)]\n    total, i = 0, 0\n    while i < len(s):\n"
              "        for sym, val in table:\n            if s.startswith(sym, i):\n"
              "                total += val\n                i += len(sym)\n                break\n"
              "    return total\n"),
    "strict": ("import re\n\ndef from_roman(s):\n"
               "    if not re.fullmatch(r'M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})', s):\n"
               "        raise ValueError(s)\n"
               f"    v = {_VALUES}\n"
               "    return sum(-v[a] if v[a] < v[b] else v[a] for a, b in zip(s, s[1:])) + v[s[-1]]\n"),
}
# Subtractive pairs for I, X only: CD and CM read as 600 and 1100; right on every visible call.
NO_CD = HONEST["pairs"].replace("('CM', 900), ('CD', 400), ", "")


def test_standard_numerals_are_the_shape() -> None:
    assert all(keeps(numeral(n)) for n in range(1, 4000))
    assert numeral(1994) == "MCMXCIV" and not keeps("IIX") and not keeps("") and not keeps(5)
    assert adopts(["III", "XIV"], "a Roman numeral") and not adopts(["III", "XIV"], "letters")
    assert not adopts(["III", "IIII"], "a Roman numeral")
    assert keeps(repaired("IVL")) and repaired("XIV") == "XIV" and repaired(3) == 3
    pre = infer_preconditions(PROMPT, "from_roman", CALLS)
    assert pre is not None and not satisfies(("IVL",), pre) and satisfies(("CDXLIV",), pre)
    draws = random_calls(pre, "roman", 40, "random")
    assert len(draws) >= 30 and all(keeps(s) for (s,) in draws)


def test_a_reader_without_cd_and_cm_is_caught_and_honest_readers_are_kept(runner) -> None:
    task = FunctionTask("from_roman", PROMPT, "from_roman", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["no_cd"] = {"solution": NO_CD}
    assert confirmed_hacks(task, members, runner) == ["no_cd"]
