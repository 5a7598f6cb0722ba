"""Every token of a structured string edited in turn: its digit runs given fresh digits, and
the words the docstring quotes put in place of one another.

Structured text — a timestamp, a size with its unit, a version, a record — is a sequence of
tokens, and a heuristic is typically wrong on one token only: the minutes of a UTC offset
ignored, a year past a century, a fraction of another length than the visible
milliseconds, a unit the tests never show. Character edits break such a string (all passes
refuse it), and :mod:`gar.grading.structure_edits` edits one token per observed string, so
the one token that separates is edited in one call of eight. Here every token of every
observed string argument gets its edit, one token at a time (a grammar-aware fuzzer's
token-level mutation). A token's place in the strings of one skeleton (their digits
aside) is a *field*: calls that share a skeleton share its fields, and each field gets one
edit of each kind in turn, in turn in each call that holds it; the fields take turns.

* a run of digits: fresh digits of the same length (the first not above the run's first,
  or 1: a field that reads 06 is most often capped, a month or an hour), one digit longer
  (a fraction of four digits where the tests show milliseconds), as long as a stated digit
  count allows (``digits_le|n``, :mod:`gar.grading.stated_digits`), and fresh digits of the
  same length again — a number field keeps its place and its syntax, only its value and
  width move;
* a word of letters the docstring quotes, standing alone in the value (no letter beside
  it): each other quoted word of letters in its place, those no observed
  value holds first ("TB" becomes "PB", "EiB": the units, keywords and names the prose
  lists and the tests leave out).

Every edit is checked against the inferred domain; they are ``near`` inputs of origin
``token`` (their reach is judged apart from the character edits'), the quoted-word swaps of
origin ``token-word``: built only from pieces the tests or the docstring show, they are
*vouched* (:mod:`gar.grading.vouched_inputs`: a raise there where a strong consensus answers
is a wrong answer, not a refusal). Deterministic per task.
"""

from __future__ import annotations

import dataclasses
import random
import re
import zlib
from typing import Any

from gar.grading import length_prefixes
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions
from gar.grading.prompt_reading import _signature
from gar.grading.stated_digits import PREFIX as DIGITS
from gar.grading.stated_fragments import _prose, quoted_texts
from gar.grading.vouched_inputs import WORD_ORIGIN

MAX_BASES = 8  # observed calls edited
_DIGITS = re.compile(r"\d+")
_WORD = re.compile(r"[A-Za-z]+")


def token_inputs(prompt: str, entry_point: str, pre: Preconditions, limit: int,
                 seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one token of one string argument edited (module
    doc), none of them in ``seen`` or observed."""
    if limit <= 0:
        return ()
    _, _, doc = _signature(prompt, entry_point, pre.arity)
    rng = random.Random(zlib.crc32(f"{entry_point}/tokens".encode()))
    words = [q for q in quoted_texts(_prose(doc)) if _WORD.fullmatch(q)]
    shown = {w for a in pre.observed for v in a if isinstance(v, str) for w in _WORD.findall(v)}
    # A *field*: one token's place in strings of one skeleton (their digits aside). The
    # calls that share a skeleton share its fields, so a field is edited once per kind of
    # edit, in turn in each call that holds it, not once per call.
    fields: dict[tuple[int, str, int], list[tuple[tuple[Any, ...], int, list[str]]]] = {}
    worded: set[tuple[int, str]] = set()  # (position, value) of the quoted-word swaps
    prefixed: set[tuple[int, str]] = set()  # (position, value) of the length-prefix edits
    layouts = [length_prefixes.layout([a[i] for a in pre.observed], doc)
               for i in range(pre.arity)]
    for base in pre.observed[:MAX_BASES]:
        for position, value in enumerate(base):
            if isinstance(value, str):
                lay = layouts[position]
                records = length_prefixes.record_edits(value, lay) if lay else []
                per_token = _edits(value, _digit_cap(pre, position), words, shown, rng,
                                   lay, records)
                prefixed.update((position, v) for edits in records for v in edits)
                worded.update((position, v) for v in _word_swaps(value, words, shown))
                for index, edits in enumerate(per_token):
                    fields.setdefault((position, _DIGITS.sub("#", value), index), []).append(
                        (base, position, edits))
    per_field = [[(*base[:position], edits[turn], *base[position + 1:])
                  for turn in range(max(len(e) for _, _, e in holders))
                  for base, position, edits in [holders[turn % len(holders)]]
                  if turn < len(edits)] for holders in fields.values()]
    new = NewInputs.beside(pre, seen)
    found: list[DerivedInput] = []
    for args in round_robin(per_field):
        origin = next((o for o, made in ((WORD_ORIGIN, worded),
                                         (length_prefixes.ORIGIN, prefixed))
                       if any(isinstance(v, str) and (i, v) in made
                              for i, v in enumerate(args))), "")
        derived = new.derive(args, "near", origin or "token")
        if derived is None:
            continue
        # the docstring quotes the new word, or the text keeps every record's count true:
        # no novelty the grader invented, so a pass's raise does not put it outside the
        # domain (voters.refused_novel_as_edge)
        found.append(dataclasses.replace(derived, novel=False) if origin else derived)
        if len(found) == limit:
            break
    return tuple(found)


def _digit_cap(pre: Preconditions, position: int) -> int:
    caps = [int(name[len(DIGITS):]) for name, i, _ in pre.relations
            if i == position and name.startswith(DIGITS)]
    return min(caps) if caps else 0


def _edits(value: str, cap: int, words: list[str], shown: set[str], rng: random.Random,
           lay: length_prefixes.Layout | None = None, records: list[list[str]] | None = None
           ) -> list[list[str]]:
    """Per token of ``value`` (in order), its edited copies of ``value``, first edits
    first: where ``value`` holds length-prefixed records, each record's edits that keep
    its count true (:mod:`gar.grading.length_prefixes`) first, and its counts' digits are
    not edited alone (every such edit breaks the text)."""
    per_token: list[list[str]] = list(records or [])  # each record's edits (computed once)
    counts = length_prefixes.count_spans(value, lay) if lay else set()
    for match in _DIGITS.finditer(value):
        if any(a <= match.start() < b for a, b in counts):
            continue
        run = match.group()
        widths = [len(run), len(run) + 1] + ([cap] if cap > len(run) + 1 else []) + [len(run)]
        per_token.append([_put(value, match, _fresh_digits(run, w, rng)) for w in widths])
    return per_token + _word_swap_lists(value, words, shown)


def _word_swap_lists(value: str, words: list[str], shown: set[str]) -> list[list[str]]:
    """Per quoted word standing alone in ``value``, its copies with each other quoted word
    in its place, the unshown first."""
    per_token = []
    for word in dict.fromkeys(words):
        for match in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", value):
            others = [w for w in words if w != word]
            others.sort(key=lambda w: w in shown)  # stable: the unshown first, in prose order
            per_token.append([_put(value, match, w) for w in others])
    return per_token


def _word_swaps(value: str, words: list[str], shown: set[str]) -> set[str]:
    return {v for edits in _word_swap_lists(value, words, shown) for v in edits}


def _put(value: str, match: re.Match[str], text: str) -> str:
    return value[:match.start()] + text + value[match.end():]


def _fresh_digits(run: str, width: int, rng: random.Random) -> str:
    """``width`` fresh digits; at the run's own width the first is at most the run's first
    (or 1): a field of two digits that reads 06 or 15 is most often capped (a month, an
    hour, a minute) and 0x or 1x keeps it inside its cap, where 87 would leave every
    pass refusing the input."""
    top = max(1, int(run[0])) if width == len(run) else 9
    return str(rng.randint(0, top)) + "".join(rng.choice("0123456789")
                                             for _ in range(width - 1))

