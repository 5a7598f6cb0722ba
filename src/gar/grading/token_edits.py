"""Every token of a structured string edited in turn: its digit runs given fresh digits, and
the words the docstring quotes put in place of one another.

Structured text — a timestamp, a size with its unit, a version, a record — is a sequence of
tokens, and a heuristic is typically wrong on one token only: the minutes of a UTC offset
ignored, a year past a century, a fraction of another length than the visible
milliseconds, a unit the tests never show. Character edits break such a string (all passes
refuse it), and :mod:`gar.grading.structure_edits` edits one token per observed string, so
the one token that separates is edited in one call of eight. Here every token of every
observed string argument gets its edit, one token at a time (a grammar-aware fuzzer's
token-level mutation), the calls taking their turns so that each starts at another token:

* a run of digits: fresh digits of the same length (the first not above the run's first,
  or 1: a field that reads 06 is most often capped, a month or an hour), as long as a
  stated digit count allows, one digit longer, and fresh digits of the same length again (``digits_le|n``, :mod:`gar.grading.stated_digits`) — a
  number field keeps its place and its syntax, only its value and width move;
* a word (a run of letters, or letters joined by the characters of another quoted word)
  the docstring quotes: each other quoted word of letters in its place, those no observed
  value holds first ("TB" becomes "PB", "EiB": the units, keywords and names the prose
  lists and the tests leave out).

Every edit is checked against the inferred domain; they are ``near`` inputs of origin
``token`` (their reach is judged apart from the character edits'). Deterministic per task.
"""

from __future__ import annotations

import random
import re
import zlib
from gar.grading.inputs import DerivedInput, _derived, input_key
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.prompt_reading import _signature
from gar.grading.stated_digits import PREFIX as DIGITS
from gar.grading.stated_fragments import _prose, quoted_texts

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
    taken = set(seen) | {input_key(a) for a in pre.observed}
    per_call: list[list[DerivedInput]] = []
    # each call starts where the one before it stopped: few calls cover every token
    stagger = -(-limit // max(1, min(MAX_BASES, len(pre.observed))))
    for number, base in enumerate(pre.observed[:MAX_BASES]):
        edits: list[DerivedInput] = []
        for position, value in enumerate(base):
            if not isinstance(value, str):
                continue
            for text in _staggered(_edits(value, _digit_cap(pre, position), words, pre,
                                          rng), number * stagger):
                args = (*base[:position], text, *base[position + 1:])
                key = input_key(args)
                if key not in taken and satisfies(args, pre):
                    taken.add(key)
                    edits.append(_derived(key, args, "near", pre, origin="token"))
        per_call.append(edits)
    return tuple(round_robin(per_call)[:limit])


def _digit_cap(pre: Preconditions, position: int) -> int:
    caps = [int(name[len(DIGITS):]) for name, i, _ in pre.relations
            if i == position and name.startswith(DIGITS)]
    return min(caps) if caps else 0


def _edits(value: str, cap: int, words: list[str], pre: Preconditions, rng: random.Random) -> list[list[str]]:
    """Per token of ``value`` (in order), its edited copies of ``value``, first edits
    first."""
    shown = {w for a in pre.observed for v in a if isinstance(v, str)
             for w in _WORD.findall(v)}
    per_token: list[list[str]] = []
    for match in _DIGITS.finditer(value):
        run = match.group()
        widths = [len(run)] + ([cap] if cap > len(run) + 1 else []) + [len(run) + 1, len(run)]
        per_token.append([_put(value, match, _fresh_digits(run, w, rng)) for w in widths])
    for word in dict.fromkeys(words):
        for match in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", value):
            others = [w for w in words if w != word]
            others.sort(key=lambda w: w in shown)  # stable: the unshown first, in prose order
            per_token.append([_put(value, match, w) for w in others])
    return per_token


def _staggered(per_token: list[list[str]], start: int) -> list[str]:
    """The first edit of every token, then the second ..., starting at token ``start``."""
    if not per_token:
        return []
    shift = start % len(per_token)
    return round_robin(per_token[shift:] + per_token[:shift])


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

