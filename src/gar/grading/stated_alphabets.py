"""Alphabets a task's docstring states for its string arguments.

Where the tests show only some characters, :mod:`gar.grading.alphabet` widens them to their
class (``G``, ``L``, ``R`` to ``G..R``): an extrapolation that finds code right only on the
characters shown. Where the docstring *states* the alphabet ("cmds is a string of letters
from "GLR"", "s consists only of '(' and ')'", "a string over {a, b}"), the extrapolation is
wrong: a string with another character is outside the task's domain, any answer to it is as
right as any other, and a genuine pass that answers it differently from the group must
never be demoted on it. So a stated alphabet bounds the domain
(:func:`gar.grading.preconditions.satisfies`) and is what fresh strings are drawn from.

A statement is read from one sentence that is not the task's question: a word for
characters (``letters``, ``characters``, ``symbols``, ``digits``, ``string``) followed by
``from``/``in``/``of``/``over``/``among``, or ``consists (only) of``, or ``only``, and then
the characters themselves, quoted (``"GLR"``; ``'(' and ')'``; ``'a' to 'f'``) or braced
(``{a, b}``). It binds the argument the sentence names, or the only string argument. Like a
stated bound, it is dropped where an observed call breaks it: a misread sentence can then
narrow nothing the tests use.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from typing import Any

_TRIGGER = re.compile(
    r"\b(?:letters?|characters?|chars?|symbols?|digits?|strings?)\b[^.;\n]{0,24}?"
    r"\b(?:from|in|of|over|among)\b|\bconsist(?:s|ing)?\s+(?:only\s+|solely\s+|entirely\s+)?"
    r"of\b|\bonly\b", re.IGNORECASE)
_QUOTED = re.compile(r"""(["'])((?:(?!\1).){1,64}?)\1""")
_BRACED = re.compile(r"\{([^{}]{1,128})\}")
_QUESTION = re.compile(r"\b(return|returns|count|counts|whether|check|checks)\b", re.IGNORECASE)


def read_alphabets(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                   ) -> tuple[tuple[int, str], ...]:
    """``(position, characters)`` for each string argument whose alphabet ``doc`` states and
    every observed value (``columns[position]``) keeps."""
    textual = [i for i, column in enumerate(columns) if column and all(
        _strings(v) for v in column)]
    found: dict[int, str] = {}
    # docstrings wrap their lines: a sentence ends at a full stop, a semicolon or a blank line
    for sentence in re.split(r"(?<=[.;])\s+|\n\s*\n", doc):
        sentence = " ".join(sentence.split())
        if _QUESTION.search(sentence):
            continue
        chars = next((c for m in _TRIGGER.finditer(sentence)
                      if (c := _characters(sentence[m.end():]))), "")
        if not chars:
            continue
        named = [i for i in textual if i < len(names) and re.search(
            rf"\b{re.escape(names[i])}\b", sentence)]
        for position in named or (textual if len(textual) == 1 else []):
            found.setdefault(position, chars)
    return tuple((position, chars) for position, chars in sorted(found.items())
                 if all(keeps(value, chars) for value in columns[position]))


def _characters(tail: str) -> str:
    """The characters stated right after a trigger: one quoted run of several characters,
    quoted single characters (and ranges between two of them), or a braced set."""
    tail = tail.lstrip(" :")
    braced = _BRACED.match(tail)
    if braced:
        items = [item.strip().strip("'\"") for item in braced.group(1).split(",")]
        return _joined(items) if all(len(item) == 1 for item in items) else ""
    quotes = list(_QUOTED.finditer(tail[:160]))
    if not quotes or quotes[0].start() > 12:
        return ""
    if len(quotes[0].group(2)) > 1:
        return _joined(list(quotes[0].group(2)))
    chars: list[str] = []
    previous = None
    for quote in quotes:
        gap = tail[previous.end():quote.start()] if previous else ""
        if previous and not re.fullmatch(r"\s*(?:,|and|or|,\s*and|,\s*or|to|-|through|\.\.)\s*",
                                         gap):
            break
        if len(quote.group(2)) != 1:
            break
        if previous and re.fullmatch(r"\s*(?:to|-|through|\.\.)\s*", gap):
            chars += _span(chars[-1], quote.group(2))
        else:
            chars.append(quote.group(2))
        previous = quote
    return _joined(chars) if len(chars) >= 2 else ""


def _span(low: str, high: str) -> list[str]:
    for chars in (string.ascii_lowercase, string.ascii_uppercase, string.digits):
        if low in chars and high in chars and chars.index(low) <= chars.index(high):
            return list(chars[chars.index(low):chars.index(high) + 1])
    return [high]


def _joined(chars: list[str]) -> str:
    return "".join(sorted(set(chars)))


def _strings(value: Any) -> bool:
    """Whether ``value`` is a string or a sequence holding only strings (at any depth)."""
    if isinstance(value, str):
        return True
    return isinstance(value, list | tuple) and bool(value) and all(_strings(v) for v in value)


def keeps(value: Any, chars: str) -> bool:
    """Whether every character of every string in ``value`` is one of ``chars``."""
    if isinstance(value, str):
        return all(c in chars for c in value)
    if isinstance(value, list | tuple):
        return all(keeps(v, chars) for v in value)
    return True
