"""Words from a list the docstring quotes: a shape of string (and list-of-string) arguments.

"Valid choices are 'zero', 'one', 'two', ... and 'nine'", "each command is 'push', 'pop'
or 'peek'": where the docstring quotes three words or more and every word the tests pass
in an argument is among them, the argument's words come from that list. Without it the
draws make new words over the letters (``'ezro'``), every honest reader raises or skips
there, the inputs are ``novel`` and refused, and no drawn input is in the domain at all
(HumanEval/19 in spent set 3: 42 of 48 draws bad) — a reader that knows only the words
the tests show is never contradicted.

Single characters quoted ("each one of '.', '/', '_', ':'") are an alphabet, not a list of
words: strings over it may be longer than one character (spent set 9's separators ``"::"``).
Strings quoted in examples (doctest lines and their answers, calls such as ``f('aba')``)
are inputs, not a list: they are left out (HumanEval/48's palindromes ``'aba'``,
``'aaaaa'``, ``'zbcd'`` are no vocabulary).

The shape is ``vocab|w1,w2,...`` (:mod:`gar.grading.shapes`): a string whose words (split
on whitespace), or a list whose strings, are not all in the list is outside the domain, and
draws are repaired into it (a word outside becomes the listed word its text hashes to, so
repaired values still vary and cover the whole list, not only the visible words).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import Any

PREFIX = "vocab|"
MIN_WORDS = 3
_CALL = re.compile(r"\w+\s*\([^()]*\)")
_QUOTED = re.compile(r"'([^'\s,]{1,24})'|\"([^\"\s,]{1,24})\"")  # tokens: 'zero', 'o|', '.|'


def _words(value: Any) -> list[str] | None:
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list | tuple) and all(isinstance(x, str) for x in value):
        return list(value)
    return None


def adopted(values: Sequence[Any], doc: str) -> str | None:
    """The shape of an argument whose observed words all come from the docstring's quoted
    words (module doc); None otherwise."""
    quoted = list(dict.fromkeys(a or b for a, b in _QUOTED.findall(_prose(doc))))
    if len(quoted) < MIN_WORDS or not values:
        return None
    seen = [_words(v) for v in values]
    if any(w is None for w in seen):
        return None
    used = {w for words in seen for w in words or ()}
    if len(used) < 2 or not used <= set(quoted) or all(len(w) == 1 for w in quoted):
        return None  # single characters quoted are an alphabet ("each one of '.', '/'")
    return PREFIX + ",".join(quoted)


def _prose(doc: str) -> str:
    """``doc`` without its examples: doctest lines and their answers, and calls
    (``f('aba')``) — strings quoted there are inputs and outputs, not a list of words."""
    lines, example = [], False
    for line in doc.splitlines():
        if line.strip().startswith(">>>"):
            example = True
            continue
        if example and line.strip():  # the example's answer
            example = False
            continue
        example = False
        lines.append(_CALL.sub(" ", line))
    return "\n".join(lines)


def _listed(shape: str) -> list[str]:
    return shape[len(PREFIX):].split(",")


def keeps(value: Any, shape: str) -> bool:
    words = _words(value)
    return words is not None and set(words) <= set(_listed(shape))


def repaired(value: Any, shape: str) -> Any:
    """``value`` with every word outside the list replaced by a listed one (module doc)."""
    listed = _listed(shape)

    def fixed(word: str) -> str:
        return word if word in listed else listed[zlib.crc32(word.encode()) % len(listed)]

    if isinstance(value, str):
        return " ".join(fixed(w) for w in value.split())
    if isinstance(value, list | tuple) and all(isinstance(x, str) for x in value):
        return type(value)(fixed(w) for w in value)
    return value
