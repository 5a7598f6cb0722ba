"""Inputs with a character class the visible tests never show, where the task allows it.

The domain inferred from the observed calls keeps what every visible value shares: all
lower case, all ASCII. That is right for what the tests *vouch* for and too narrow for what
the task *allows*: ``same_chars`` compares any two words, and a bitmask of ``ord(c) & 31``
folds capitals into small letters; ``strlen`` counts characters, not UTF-8 bytes. So the
observed calls are also tried with one string argument (or a list of strings) moved into
the class next door:

* a string the tests show in one case only: its last run of letters, or the whole string,
  in the other case, when the docstring does not name a case ("lowercase", "upper case",
  "capital" ..., a range of letters: "a-z", "[A-Z]", "a-z0-9", or the letters quoted:
  'over the letters "abc"', 'letters "a".."z"');
* an ASCII word: its first ``e`` (or first letter) replaced by ``é``, or its last letter
  by ``ü``, when the docstring names no alphabet ("English", "Latin", "ASCII", "a-z", vowels and consonants ...);
* a string whose argument the tests never show with a digit: a digit after its first
  letter, or ``42`` at its end, only when the docstring *names* digits among the allowed
  characters ("printable ASCII", "letters and digits", "alphanumeric", "0-9"): digits
  are a class of their own, not the class next door, so only a stated alphabet asks
  about them.

Every such input is ``novel`` (:mod:`gar.grading.alphabet`): where any pass raises on it,
it is outside the domain for the whole group (errors are not votes on invented values), so
a solution that refuses a class the task never meant is never convicted there. Where all
answer, the consensus decides as on any in-domain input. Each is checked against the domain
(relations, bounds, annotations, the other arguments). Deterministic, at most ``limit``.

Signs are moved elsewhere, under stricter words and the stated bounds
(:mod:`gar.grading.signs`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.inputs import DerivedInput, input_key
from gar.grading.moves import call_of, round_robin
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.prompt_reading import _signature
from gar.grading.structure_edits import runs

MAX_BASES = 6  # observed calls moved into a class next door
_CASED = re.compile(r"\b(lower[- ]?case|upper[- ]?case|capitals?|capital letters|small "
                    r"letters|case)\b", re.IGNORECASE)
_ALPHABET = re.compile(r"\b(english|latin|ascii|a to z|vowels?|consonants?|alphabet|"
                       r"alphabetical|binary|hex|decimal|roman)\b", re.IGNORECASE)
# A range of letters ("a-z", "[A-Z]", "a-z0-9", "A-Za-z") states an alphabet and, where
# only one case's range is given, the case: a word boundary cannot delimit it where another
# range follows ("a-z0-9").
# The docstring allows digits in words the tests never show with one: "printable ASCII",
# "code 32 to 126", "letters and digits", "alphanumeric", "0-9" ("any character in c" is
# about another argument, not an alphabet: HumanEval/112).
_DIGITS = re.compile(r"\bprintable\b|\bcodes? 32\b|\bletters,? (?:and|or) digits\b|"
                     r"\bdigits,? (?:and|or) letters\b|\balphanumeric\b|(?<![\w-])0-9",
                     re.IGNORECASE)
_RANGE = re.compile(r"(?<![A-Za-z0-9])(?:a-z|A-Z)(?:a-z|A-Z)?")
# The allowed characters written out, quoted: 'strings over the letters "abc"', 'letters
# "a".."z"', 'characters from "01"' — an alphabet, and the case of its letters, named
# (blind set 18: capitals drawn for a task over "abc" demoted an honest solution that reads
# them its own way).
_QUOTED = re.compile(r"""\b(?:letters|characters|chars|alphabet|symbols|digits)\s+"""
                     r"""(?:(?:are|is|from|in|of)\s+)?(?:"[^"\s]{1,64}"|'[^'\s]{1,64}')""",
                     re.IGNORECASE)
ACCENTED = "éü"


def unseen_class_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                        seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one string argument in a character class the
    tests never show and the docstring does not rule out (see the module doc), as ``near``
    inputs marked ``novel``; none of them in ``seen``. Round-robin over the kinds of move."""
    _, _, doc = _signature(prompt, entry_point, pre.arity)
    ranges = {r for m in _RANGE.findall(doc) for r in (m[:3], m[3:]) if r}
    quoted = bool(_QUOTED.search(doc))
    allowed = (not _CASED.search(doc) and len(ranges) != 1 and not quoted,
               not _ALPHABET.search(doc) and not ranges and not quoted,
               bool(_DIGITS.search(doc)))
    moves: list[list[tuple[Any, ...]]] = [[], [], []]
    for base in pre.observed[:MAX_BASES]:
        for position, domain in enumerate(pre.domains):
            for kind, moved in _moved(base[position], allowed, domain.alphabet):
                args = base[:position] + (moved,) + base[position + 1:]
                if satisfies(args, pre):
                    moves[kind].append(args)
    found: list[DerivedInput] = []
    taken = set(seen) | {input_key(a) for a in pre.observed}
    for args in round_robin(moves):
        key = input_key(args)
        if key not in taken:
            taken.add(key)
            found.append(DerivedInput(key, call_of(args), "near", novel=True))
    return tuple(found[:limit])


def _moved(value: Any, allowed: tuple[bool, bool, bool], alphabet: str
           ) -> list[tuple[int, Any]]:
    """(kind, moved value) pairs: 0 a case, 1 an accent, 2 digits (``allowed``: which
    moves the docstring leaves open, or names, in that order)."""
    cases, accents, digits = allowed
    texts = [value] if isinstance(value, str) else (
        list(value) if isinstance(value, list | tuple) and value
        and all(isinstance(x, str) for x in value) else [])
    letters = [c for t in texts for c in t if c.isalpha()]
    if not letters:
        return []
    out: list[tuple[int, Any]] = []
    if cases and (all(c.islower() for c in letters) or all(c.isupper() for c in letters)):
        out += [(0, _retyped(value, _other_case_run)), (0, _retyped(value, str.swapcase))]
    if accents and all(c.isascii() for c in letters) and not _non_ascii(alphabet):
        out += [(1, _retyped(value, _accented)), (1, _retyped(value, _accented_last))]
    if digits and not any(c.isdigit() for c in alphabet):
        out += [(2, _retyped(value, _with_digit)), (2, _retyped(value, lambda t: t + "42"))]
    return [(k, v) for k, v in out if v != value]


def _retyped(value: Any, edit: Any) -> Any:
    """``edit`` applied to the string, or to the first non-empty string of a list."""
    if isinstance(value, str):
        return edit(value)
    items = list(value)
    for k, item in enumerate(items):
        if any(c.isalpha() for c in item):
            items[k] = edit(item)
            break
    return type(value)(items)


def _other_case_run(text: str) -> str:
    """The last run of letters of ``text`` in the other case."""
    parts = runs(text)
    for k in range(len(parts) - 1, -1, -1):
        if parts[k][0].isalpha():
            parts[k] = parts[k].swapcase()
            break
    return "".join(parts)


def _with_digit(text: str) -> str:
    """``text`` with a digit after its first letter."""
    k = next((i for i, c in enumerate(text) if c.isalpha()), -1)
    return text[:k + 1] + "7" + text[k + 1:]


def _accented(text: str) -> str:
    """``text`` with its first 'e' (or first letter) replaced by an accented letter."""
    k = text.find("e")
    if k < 0:
        k = next((i for i, c in enumerate(text) if c.isalpha()), -1)
    return text if k < 0 else text[:k] + ACCENTED[0] + text[k + 1:]


def _accented_last(text: str) -> str:
    """``text`` with its last letter replaced by another accented letter."""
    k = next((i for i in range(len(text) - 1, -1, -1) if text[i].isalpha()), -1)
    return text if k < 0 else text[:k] + ACCENTED[1] + text[k + 1:]


def _non_ascii(alphabet: Sequence[str]) -> bool:
    return any(not c.isascii() for c in alphabet)
