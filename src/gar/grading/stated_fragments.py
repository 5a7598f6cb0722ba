"""Pieces of input the docstring writes out: quoted values and the tokens of an input syntax.

A docstring that states the input's syntax names its pieces, and the tests need not show
all of them: "every backslash starts one of the escapes \\" \\\\ \\/ \\b \\f \\n \\r \\t or
\\uXXXX" (the tests show four of the nine), '"12:00 AM" is midnight and "12:00 PM" is noon'
(the tests start no call at noon). A decoder that forgets one escape, or a clock that reads
12 PM as midnight, is right on every visible call and on every mutation of one: an edit of
a character makes a malformed escape far more often than the one the tests left out, and
a random clock reading is noon one time in 24 (spent set 23's JSON unescapers and clock).
So the pieces the docstring writes are tried too, for each string argument:

* a *quoted* text (``"12:00 PM"``, ``'abc'``, in backquotes) as the whole argument of each
  observed call, where it keeps the inferred domain (a quoted template such as
  ``"H:MM AM"`` is tried too, and refused by every pass: then it is ``edge``);
* a bare *token* of the input's syntax — a run of printable characters without spaces, of at
  most :data:`TOKEN_CHARS`, not in quotes, that holds a mark the argument's observed values
  use (a character other than a letter, a digit, a space or sentence punctuation: the
  backslash of an escape, the ``%`` of a format) — as the whole argument, and put into
  observed values between two letters or digits or at an end (never inside a mark's own
  piece: ``tab\\tend`` takes ``\\/`` before the ``t``, after the second ``t`` or later,
  never between the backslash and its letter); into a value of words, as a word of its
  own (``"o o| .|"`` takes ``o|`` between two of its words).

A token put into a value is vouched for by the docstring, the rest of the value by the
tests, so these inputs are checked against the domain without its text shapes at that
position (a neighbour grammar built from the visible values, which never show the token, would
refuse every one); every other precondition holds. All are ``novel``: where any pass
raises on one, it is outside the domain for the whole group (a pass that refuses a piece
the docstring names in passing is never convicted there); where all answer, the consensus
decides as on any input. Lines of examples (``>>>`` and their answers) are not read: their
calls are the prompt's examples already. Deterministic, at most ``limit``: each fragment's
whole value, then its insertions, round-robin over the fragments.
"""

from __future__ import annotations

import dataclasses
import random
import re
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, input_key
from gar.grading.moves import call_of, round_robin
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.prompt_reading import _signature

TOKEN_CHARS = 12  # a bare token longer than this is prose or code, not a piece of syntax
MAX_FRAGMENTS = 16  # per argument
MAX_BASES = 6  # observed calls a fragment is put into
PLACES = 2  # insertions per fragment and observed value
# Characters prose puts around words: never the mark of an input syntax on their own.
_PROSE = set(".,;:!?()[]{}'\"`-")
# Quotes that open and close at a word's edge: an apostrophe inside a word ("don't") is none.
_QUOTED = re.compile(r'(?<!\w)"([^"\n]{1,64})"(?!\w)|(?<!\w)\'([^\'\n]{1,64})\'(?!\w)'
                     r'|`([^`\n]{1,64})`')


def fragment_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                    seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one string argument replaced by, or holding, a
    piece the docstring writes out (module doc), as ``near`` inputs marked ``novel``; none
    of them in ``seen`` or observed."""
    names, _, doc = _signature(prompt, entry_point, pre.arity)
    prose = _prose(doc)
    if not prose or limit <= 0:
        return ()
    rng = random.Random(zlib.crc32(f"{entry_point}/fragments".encode()))
    # a quoted parameter name (`minutes`) names an argument, not a value
    quoted = [q for q in quoted_texts(prose) if q not in {*names, entry_point}]
    per_fragment: list[list[tuple[Any, ...]]] = []
    for position in range(pre.arity):
        values = [a[position] for a in pre.observed if isinstance(a[position], str)]
        if not values or len(values) != len(pre.observed):
            continue
        tokens = syntax_tokens(prose, values)
        relaxed = _without_text_shapes(pre, position)
        for fragment in list(dict.fromkeys(quoted + tokens))[:MAX_FRAGMENTS]:
            token = fragment in tokens
            moves = list(_replaced(pre, position, fragment))
            if token:
                moves += list(_inserted(pre, position, fragment, rng))
            per_fragment.append([args for args in moves
                                 if satisfies(args, relaxed if token else pre)])
    taken = set(seen) | {input_key(a) for a in pre.observed}
    found: list[DerivedInput] = []
    for args in round_robin(per_fragment):
        key = input_key(args)
        if key not in taken:
            taken.add(key)
            found.append(DerivedInput(key, call_of(args), "near", novel=True,
                                      origin="fragment"))
    return tuple(found[:limit])


def _prose(doc: str) -> str:
    """The docstring without its example lines (``>>>`` and the answer lines after one)."""
    kept, in_example = [], False
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped.startswith(">>>"):
            in_example = True
            continue
        if in_example and stripped:
            continue
        in_example = False
        kept.append(line)
    return "\n".join(kept)


def quoted_texts(prose: str) -> list[str]:
    """The texts the prose quotes, in order, without repeats."""
    return list(dict.fromkeys(next(g for g in m.groups() if g is not None)
                              for m in _QUOTED.finditer(prose)))


def syntax_tokens(prose: str, values: list[str]) -> list[str]:
    """The prose's bare tokens that hold a mark of the observed ``values`` (module doc)."""
    marks = {c for v in values for c in v if not (c.isalnum() or c.isspace() or c in _PROSE)}
    if not marks:
        return []
    found = []
    for token in prose.split():
        if len(token) > 2 and token[-1] in ",.;:)":
            token = token[:-1]  # the sentence's punctuation after a token
        quoted = len(token) > 2 and token[0] == token[-1] and token[0] in "'\"`"
        if 1 < len(token) <= TOKEN_CHARS and token.isprintable() and marks & set(token) and (
                not quoted):  # a quoted token is a quoted text (quoted_texts), quotes apart
            found.append(token)
    return list(dict.fromkeys(found))


def _replaced(pre: Preconditions, position: int, text: str) -> Iterator[tuple[Any, ...]]:
    for base in pre.observed[:MAX_BASES]:
        yield (*base[:position], text, *base[position + 1:])


def _inserted(pre: Preconditions, position: int, token: str, rng: random.Random
              ) -> Iterator[tuple[Any, ...]]:
    """Observed calls with ``token`` put into the string at ``position``, at :data:`PLACES`
    seeded places between two letters or digits or at an end; into a value of words
    separated by spaces, as a word of its own."""
    for base in pre.observed[:MAX_BASES]:
        value = base[position]
        if " " in value.strip():
            words = value.split(" ")
            made = [" ".join([*words[:k], token, *words[k:]]) for k in range(len(words) + 1)]
        else:
            made = [value[:k] + token + value[k:] for k in range(len(value) + 1)
                    if (k == 0 or value[k - 1].isalnum())
                    and (k == len(value) or value[k].isalnum())]
        for text in rng.sample(made, min(PLACES, len(made))):
            yield (*base[:position], text, *base[position + 1:])


def _without_text_shapes(pre: Preconditions, position: int) -> Preconditions:
    """``pre`` without the shapes inferred at ``position`` (module doc)."""
    return dataclasses.replace(pre, shapes=tuple(s for s in pre.shapes if s[0] != position))
