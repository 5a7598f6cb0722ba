"""Characters whose placement the docstring constrains, kept where the visible strings put
them: a shape of :mod:`gar.grading.shapes`.

"A double quote occurs only as the first or last character of a quoted field or doubled
inside it", "a hyphen never starts or ends a name": a sentence of the docstring that
names a character (in words — "double quote", "comma", "hyphen" — or quoted, ``'#'``),
says where it may stand (occurs, appears, first, last, inside, between, doubled ...) and
restricts it (only, never, must) constrains that character's placement, a rule the
grader cannot read. So its places are taken from the tests: each maximal run of the
character in a visible string has a context — the run's length (capped at
:data:`MAX_RUN`) and the classes of its neighbours (a letter, a digit, a space, another
character as itself, the string's start or end) — and a string argument keeps the
contexts its visible strings show: a run in another context is outside the domain. A
character every visible string holds an even number of times pairs up (a quote opens and
closes a span): its runs' contexts also say whether they stand inside a span (an odd
number of the character before them), and an odd count is outside — a doubled quote
inside a quoted field is no doubled quote in an unquoted one. Drawn
text put quotes inside an unquoted field (``'c"say'``) or after a space, and the
canonical parser, honest by definition, was outvoted there (blind set 20). A domain that
narrow costs inputs, never a conviction, and draws are repaired into it (misplaced runs
removed, first one first); a statement that only lists the characters a
string consists of ("only of '(' and ')'") says nothing of placement and is left alone.

A run of a paired character may also be visible runs *joined where a span opens or closes*
(:func:`_joined`): ``""`` opening and at once closing an empty quoted field (``'"",a'``:
an opening quote after the line's start, a closing one before a comma, both seen), or
three quotes opening a field whose text starts with a doubled quote. Each piece keeps a visible
context on its outer side and the parity its place gives it; the side where it meets the
next piece is free. Without it a well-formed line the tests happen not to show was outside,
and two parsers that read an empty quoted field or a leading doubled quote as an escape
were never asked (spent set 20's b20-2-placeholder, b20-2-strip-quotes). Only a paired
character joins runs, and only where one piece has odd length (a span's edge): ``##a`` is
no two hashes each at a word's start.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from typing import Any

PREFIX = "place|"
MAX_RUN = 4
_NAMES = {
    "double quotes?": '"', "quotation marks?": '"', "single quotes?": "'",
    "apostrophes?": "'", "commas?": ",", "semicolons?": ";", "colons?": ":",
    "hyphens?": "-", "dash(?:es)?": "-", "slash(?:es)?": "/", "backslash(?:es)?": "\\",
    "periods?": ".", "dots?": ".", "asterisks?": "*", "hash(?:es)?": "#", "pipes?": "|",
    "underscores?": "_", "at signs?": "@", "dollar signs?": "$", "percent signs?": "%",
    "ampersands?": "&", "equals signs?": "=", "plus signs?": "+", "tildes?": "~",
    "backticks?": "`", "carets?": "^"}
_QUOTED = re.compile(r"'([^\w\s'])'|\"([^\w\s\"])\"|'(')'|\"(\")\"")
# A restriction said by negation ("a key does not start with '['", "a name holds no ']'")
# restricts as "never" does (session 23: spent set 29's INI docstring stated its line
# grammar so, and an honest parser was outvoted on a mutated line that broke it).
_RESTRICT = re.compile(r"\b(only|never|must|cannot|may not|does not|do not|holds? no|has no)\b",
                       re.IGNORECASE)
_PLACE = re.compile(r"\b(occurs?|occurring|appears?|first|last|starts?|ends?|begins?|"
                    r"inside|between|doubled|adjacent|next to|followed|preceded|edges?)\b",
                    re.IGNORECASE)
# A sentence about the answer ("the result has no trailing '/'") constrains no input.
_QUESTION = re.compile(r"\b(return|returns|whether|true|false|check|checks|result)\b",
                       re.IGNORECASE)


def constrained(doc: str) -> list[str]:
    """The characters whose placement a sentence of ``doc`` constrains (module doc)."""
    found: list[str] = []
    for sentence in re.split(r"[.;\n]\s", doc):
        if not (_RESTRICT.search(sentence) and _PLACE.search(sentence)) or _QUESTION.search(
                sentence):
            continue
        chars = [c for words, c in _NAMES.items()
                 if re.search(rf"\b{words}\b", sentence, re.IGNORECASE)]
        chars += [next(g for g in m.groups() if g) for m in _QUOTED.finditer(sentence)]
        found += [c for c in dict.fromkeys(chars) if c not in found]
    return found


def _class(c: str) -> str:
    if c.isalpha():
        return "a"
    if c.isdigit():
        return "d"
    return "s" if c.isspace() else c


def contexts(text: str, char: str, paired: bool = False) -> set[str]:
    """The contexts of ``char``'s runs in ``text``: length, left and right neighbour, and
    where it ``paired``, whether the run starts inside a span (module doc)."""
    return {context for context, _ in _runs(text, char, paired)}


def _runs(text: str, char: str, paired: bool) -> list[tuple[str, tuple[int, int]]]:
    """Each run of ``char`` in ``text`` with its context (:func:`contexts`) and span."""
    found, before = [], 0
    for match in re.finditer(f"{re.escape(char)}+", text):
        start, end = match.span()
        left = _class(text[start - 1]) if start else "^"
        right = _class(text[end]) if end < len(text) else "$"
        inside = f"|{before % 2}" if paired else ""
        found.append((f"{min(end - start, MAX_RUN)}{left}{right}{inside}", (start, end)))
        before += end - start
    return found


def _joined(context: str, seen: frozenset[str]) -> bool:
    """Whether a paired run's ``context`` (``<length><left><right>|<parity>``) splits into
    pieces of visible contexts, one of them of odd length, each free on the sides where it
    meets another (module doc)."""
    length, left, right, parity = int(context[0]), context[1], context[2], int(context[-1])
    if length < 2 or length >= MAX_RUN:
        return False
    pieces = {(int(c[0]), c[1], c[2], int(c[-1])) for c in seen}

    def split(rest: int, at_left: str, parity: int, odd: bool) -> bool:
        for size in range(1, rest + 1):
            last = size == rest
            if not any(n == size and p == parity and (at_left == "*" or a == at_left)
                       and (not last or b == right) for n, a, b, p in pieces):
                continue
            if last and (odd or size % 2) and size < length:
                return True
            if not last and split(rest - size, "*", (parity + size) % 2, odd or size % 2 == 1):
                return True
        return False

    return split(length, left, parity, False)


def _fits(context: str, seen: frozenset[str], paired: bool) -> bool:
    return context in seen or (paired and _joined(context, seen))


def _strings(value: Any) -> list[str] | None:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple) and all(isinstance(x, str) for x in value):
        return list(value)
    return None


def adopted(values: Sequence[Any], doc: str) -> list[str]:
    """One ``place|`` shape per constrained character the visible strings hold."""
    texts = [_strings(v) for v in values]
    if not values or any(t is None for t in texts):
        return []
    strings = [s for t in texts if t is not None for s in t]
    shapes = []
    for char in constrained(doc):
        paired = all(s.count(char) % 2 == 0 for s in strings)
        seen = set().union(*(contexts(s, char, paired) for s in strings))
        if seen:
            shapes.append(PREFIX + json.dumps([char, sorted(seen), paired]))
    return shapes


@functools.lru_cache(maxsize=64)
def _read(shape: str) -> tuple[str, frozenset[str], bool]:
    char, seen, paired = json.loads(shape[len(PREFIX):])
    return char, frozenset(seen), paired


def keeps(value: Any, shape: str) -> bool:
    """Whether every run of the shape's character in ``value`` has a visible context;
    another kind of value is not this shape's business."""
    strings = _strings(value)
    if strings is None:
        return True
    char, seen, paired = _read(shape)
    return all(all(_fits(c, seen, paired) for c in contexts(s, char, paired))
               and not (paired and s.count(char) % 2) for s in strings)


def repaired(value: Any, shape: str) -> Any:
    """``value`` with misplaced runs removed, the first one first, until every run keeps a
    visible context (removing one can misplace the next; with none left, none is
    misplaced), and for a paired character the last run dropped if the count is odd."""
    strings = _strings(value)
    if strings is None:
        return value
    char, seen, paired = _read(shape)
    fixed = [_placed(s, char, seen, paired) for s in strings]
    return fixed[0] if isinstance(value, str) else type(value)(fixed)


def _placed(text: str, char: str, seen: frozenset[str], paired: bool) -> str:
    while True:
        runs = _runs(text, char, paired)
        wrong = next((span for context, span in runs if not _fits(context, seen, paired)),
                     None)
        if wrong is None and paired and text.count(char) % 2:
            wrong = runs[-1][1]
        if wrong is None:
            return text
        text = text[:wrong[0]] + text[wrong[1]:]
