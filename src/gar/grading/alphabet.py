"""The characters fresh strings are drawn from: the observed ones, widened to their class.

Strings drawn only from the characters the visible tests use hide code that is right only
on those characters: ``sum(1 for ch in s if ch in 'hello')`` is ``len(s)`` on every string
over ``{e, h, l, o}``. So each character class the tests touch — lowercase letters,
uppercase letters, digits — is widened to the whole class; every other character
(punctuation, spaces, non-ASCII) is kept as seen, and a class never seen is never added
(a task shown only lowercase words is not asked about capitals).

A class is not widened when its observed characters look like a *vocabulary*: they sit in
a narrow span of the class that random text of that length would leave only by chance
(:data:`~gar.grading.preconditions.CHANCE`, the rule the integer traits follow): binary
strings (14 digits, all 0 or 1), hexadecimal digits (letters A to F only). Then the class
is drawn from that span (``A..F``), never past it. ``'hello'`` (five letters between e and
o) is one-in-five by chance: a–z.

Word lists draw new words over that alphabet beside the words the tests use.

Widening is an extrapolation, so the behaviour stage treats a fresh input that carries a
character, or a word, the tests never showed as outside the domain as soon as a pass raises
on it (``int(c, 16)`` on ``'G'``, a numeral table on ``'abc'``): the honest reaction to an
input outside the alphabet or vocabulary, never evidence
(:func:`gar.grading.voters.refused_novel_as_edge`).
"""

from __future__ import annotations

import string
from collections.abc import Iterable

CLASSES = (string.ascii_lowercase, string.ascii_uppercase, string.digits)
CHANCE = 0.01  # as gar.grading.preconditions.CHANCE (not imported: that module imports this)


def draw_alphabet(strings: Iterable[str]) -> str:
    """The characters to draw fresh strings from, given the observed ``strings`` (sorted;
    empty when no character was observed)."""
    texts = list(strings)
    seen = {c for s in texts for c in s}
    found = set(seen)
    for chars in CLASSES:
        ranks = [chars.index(c) for s in texts for c in s if c in chars]
        if ranks:
            found |= set(class_span(chars, ranks))
    return "".join(sorted(found))


def class_span(chars: str, ranks: list[int]) -> str:
    """The part of class ``chars`` to draw from, given the ranks of the observed
    occurrences: the whole class, or the observed span when a window that narrow holding
    every occurrence is unlikely by chance (see the module doc)."""
    low, high = min(ranks), max(ranks)
    width = high - low + 1
    windows = len(chars) - width + 1
    chance = windows * (width / len(chars)) ** len(ranks)
    return chars[low:high + 1] if chance <= CHANCE else chars


def novel_text(value: object, seen: str, vocabulary: frozenset[str] = frozenset()) -> bool:
    """Whether a string in ``value`` (or inside its lists, tuples, dict keys and values)
    carries a character outside ``seen``, or, where the tests pass words (``vocabulary``
    non-empty), a word they never used."""
    if isinstance(value, str):
        return any(c not in seen for c in value) or bool(vocabulary) and any(
            w not in vocabulary for w in value.split())
    if isinstance(value, list | tuple):
        return any(novel_text(v, seen, vocabulary) for v in value)
    if isinstance(value, dict):
        return any(novel_text(v, seen, vocabulary) for v in (*value.keys(), *value.values()))
    return False
