"""Edits of an observed value that keep its structure: runs of a character class, rotations.

The mutations of :mod:`gar.grading.variants` edit strings character by character (reverse,
rotate by one, drop, append, replace one, shuffle). On structured text — a file name, a date,
an identifier, ``'word.ext'`` — almost every such edit breaks the structure, and the answer
collapses to the same rejection for every rollout: the inputs that separate a heuristic
(an extension compared case-insensitively, a count of digits never checked, a first
character never checked) keep the structure and change one *token* of it. So a string is
read as runs of one class (lowercase letters, uppercase letters, digits, each other
character on its own), the way a grammar-aware fuzzer reads tokens, and edited run by run:

* one letter run in the other case, and the whole string in the other case;
* one run repeated (``'12'`` → ``'1212'``: more digits where the tests never had them);
* one run replaced by a fresh one of the same class and length (``'1example'`` →
  ``'1qmzkrta'``: a table of the visible names misses it, the structure stays).

A letter run changes case only when the observed alphabet has that case
(:mod:`gar.grading.alphabet`); digits stay digits; so no edit carries a character class the
tests never showed. Sequences (and strings of one run) are also **rotated** by k ≥ 2
positions: a rotation by one is among the mutations, a rotation farther along is where a
check of the nearest rotations only, or of one prefix, goes wrong. Deterministic for
``rng``.
"""

from __future__ import annotations

import random
import string
from typing import Any

from gar.grading.variants import Domain

_CLASSES = (string.ascii_lowercase, string.ascii_uppercase, string.digits)


def runs(text: str) -> list[str]:
    """``text`` split into maximal runs of one class (each other character alone)."""
    out: list[str] = []
    for ch in text:
        if out and _class(ch) is not None and _class(ch) == _class(out[-1][-1]):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _class(ch: str) -> str | None:
    return next((chars for chars in _CLASSES if ch in chars), None)


def structure_edits(value: Any, domain: Domain, rng: random.Random) -> list[Any]:
    """Edited copies of ``value`` (a string or a sequence) that keep its structure (see the
    module doc); others give nothing."""
    if isinstance(value, str):  # a rotation keeps the structure of one run only
        return _text_edits(value, domain, rng) + (
            _rotations(value, rng) if len(runs(value)) == 1 else [])
    if isinstance(value, list | tuple):
        return _rotations(value, rng)
    return []


def _text_edits(text: str, domain: Domain, rng: random.Random) -> list[str]:
    parts = runs(text)
    alphabet = set(domain.alphabet or domain.charset)
    out: list[str] = []
    letters = [i for i, p in enumerate(parts) if _class(p[0]) in _CLASSES[:2]]
    if letters:
        i = rng.choice(letters)
        out.append(_joined(parts, i, _flipped(parts[i], alphabet)))
        out.append("".join(_flipped(p, alphabet) if k in letters else p
                           for k, p in enumerate(parts)))
    tokens = [i for i, p in enumerate(parts) if _class(p[0]) is not None]
    if tokens:
        i = rng.choice(tokens)
        out.append(_joined(parts, i, parts[i] * 2))
        chars = _class(parts[i][0]) or ""
        fresh = "".join(rng.choice(chars) for _ in parts[i])
        out.append(_joined(parts, i, fresh))
    return [s for s in dict.fromkeys(out) if s != text]


def _flipped(run: str, alphabet: set[str]) -> str:
    """``run`` in the other case where the alphabet has it (else as it is)."""
    other = run.swapcase()
    return other if all(c in alphabet for c in other) else run


def _joined(parts: list[str], i: int, new: str) -> str:
    return "".join(parts[:i]) + new + "".join(parts[i + 1:])


def _rotations(seq: Any, rng: random.Random) -> list[Any]:
    """``seq`` rotated by k >= 2 positions both ways (k drawn, short of a full turn), when
    it has at least four items."""
    if len(seq) < 4:
        return []
    k = rng.randrange(2, len(seq) - 1)
    turned = [seq[k:] + seq[:k], seq[-k:] + seq[:-k]]
    return [t for i, t in enumerate(turned) if t != seq and t not in turned[:i]]
