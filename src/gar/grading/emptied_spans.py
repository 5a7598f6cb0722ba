"""Spans between two equal punctuation characters emptied: an empty field, an empty quote.

The tests show fields with something in them: ``'a,b,c'``, ``'"x,y",z'``. The degenerate
field — nothing between two commas, nothing between an opening and a closing quote, a quote
that opens right before a doubled one — is the classic corner of a delimited format, and
the one a parser that swaps ``""`` for a placeholder before it splits, or strips quotes off
a field's ends, gets wrong (``'"",a'`` read as one quote; a field opening with three quotes
read without its leading doubled quote: spent set 20's b20-2-placeholder and
b20-2-strip-quotes). Character edits almost never make it: they change one character, and
an empty span needs a whole field's text removed at once; token edits
(:mod:`gar.grading.structure_edits`) change one run of a class, never the text between two
delimiters.

So each string argument of the observed calls (and each string item of a list argument)
gives, per punctuation character it holds twice or more (not letters, digits, spaces or
brackets: the text between two opening brackets holds the first one's partner, and removing
it unbalances the string),
itself with the text between two consecutive occurrences removed, the spans in order. Each
edit must satisfy the preconditions as it is (no repair: a repair would put back or move
the delimiters, undoing the edit); most edits of a quoted format leave a quote unpaired and
are dropped there. The inputs are ``near`` with an origin of their own, so that where an
empty field is outside an unstated format and honest passes scatter, they are judged apart
(:func:`gar.grading.voters.unreliable_origins_as_edge`). Round-robin over the observed
calls, at most ``limit``; deterministic.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

ORIGIN = "emptied"
BRACKETS = "()[]{}<>"


def emptied(text: str) -> list[str]:
    """``text`` with the text between two consecutive occurrences of one punctuation
    character removed, for each such non-empty span in order of its start."""
    found = []
    for char in dict.fromkeys(c for c in text if not (c.isalnum() or c.isspace()
                                                      or c in BRACKETS)):
        at = [i for i, c in enumerate(text) if c == char]
        found += [(start, text[:start + 1] + text[end:])
                  for start, end in itertools.pairwise(at) if end > start + 1]
    return [edit for _, edit in sorted(found, key=lambda pair: pair[0])]


def _edits(args: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    for position, value in enumerate(args):
        if isinstance(value, str):
            for edit in emptied(value):
                yield args[:position] + (edit,) + args[position + 1:]
        elif isinstance(value, list | tuple) and all(isinstance(x, str) for x in value):
            for k, item in enumerate(value):
                for edit in emptied(item):
                    items = type(value)([*value[:k], edit, *value[k + 1:]])
                    yield args[:position] + (items,) + args[position + 1:]


def emptied_span_inputs(pre: Preconditions, limit: int, seen: set[str]
                        ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one delimited span emptied (module doc), none in
    ``seen``, each inside the domain: the first in-domain edit of each call in turn, then
    the second, and so on."""
    return NewInputs.beside(pre, seen).in_turn(
        (_edits(args) for args in pre.observed), limit, "near", ORIGIN)
