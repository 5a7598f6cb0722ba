"""Strings with a grammar of neighbours: which kinds of character the observed values put
next to each other, for structured text (expressions, formulas, paths, formatted values).

A string argument whose values are structured — at least two kinds of punctuation or
operator beside digits and letters — keeps a grammar the tests never state: in
``"2*(3+4)"`` a digit is never followed by ``(``, ``)`` never by a digit, an operator never
ends the string. Drawn or spliced text breaks it almost always (``'(1+2)*3(1+2)*3'``,
``')1(5*0'``); on such text honest solutions differ by design — one parser reads ``3(`` as a
product, another stops, another raises — and four that agree by accident outvote a fifth
that is as right as they are. So the pairs of neighbouring *character classes* (a digit,
a letter, a space, each other character itself; the string's start and end count as
neighbours too) that the observed values show are a precondition, adopted only when their
absence elsewhere is unlikely by chance: every pair ``(a, b)`` never seen would, were the
classes placed independently at their observed frequencies, be missing from ``N``
neighbouring positions with probability ``(1 - p_a p_b)^N``; the product over the unseen
pairs must be at most ``chance`` (:data:`gar.grading.preconditions.CHANCE`). That is a
joint test: the grammar adopted is the sub-grammar the tests vouch for, narrower than the
task's (five visible expressions never show ``)+``, and ``"(1)+2"`` is then an edge input).
A narrower domain costs inputs, never a false conviction, and the draws walk the
sub-grammar, so the group still meets well-formed text at every size. Plain text
(any string with a space: prose, whose punctuation can sit anywhere — "it's", "a-b" —
however few kinds the visible sentences show; or with one kind of punctuation at most) is
left alone, and so is a string the docstring calls "any string": the text-shape traits
(trimmed, single-spaced) cover it, and its neighbours are free. Held-out set 7's word
counter that splits on a fixed list of separators was caught only on such text.

A run of digits is one ``d``: a numeral of one digit or of several (session 18; tests whose
counts are all one digit never show two digits side by side, which is no evidence that a
count of 12 is outside the task); the walk fills each numeral with a run as long as a
visible one.

A string with an unseen pair is outside the domain (an edge input: never a conviction).
Draws come from the grammar itself (:func:`strategy`): a walk over the seen pairs from the
start to the end, each class filled with a character the observed values use for it, and
brackets kept balanced where every observed value balances them — in-domain text of the
visible kind at every size, instead of random characters that almost never are.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from gar.grading import brackets

PREFIX = "adj:"
_START, _END = "\x02", "\x03"
_OPEN, _CLOSE = "([{", ")]}"


def char_class(c: str) -> str:
    if c in "0123456789":
        return "d"
    if c.isalpha():
        return "a"
    if c.isspace():
        return "s"
    return c


def _classes(text: str) -> list[str]:
    """The classes of ``text``'s characters, a run of digits one ``d``: a numeral, of one
    digit or several (no pair of digits is a neighbour to vouch for: tests whose counts
    are all one digit made ``'12[a]'`` outside a grammar whose docstring allows 300)."""
    classes = [_START]
    for c in text:
        kind = char_class(c)
        if not (kind == "d" and classes[-1] == "d"):
            classes.append(kind)
    return [*classes, _END]


def neighbours(text: str) -> set[str]:
    """The pairs of neighbouring classes of ``text`` (start and end included), each as a
    two-character string."""
    seq = _classes(text)
    return {a + b for a, b in itertools.pairwise(seq)}


def adopted(values: Sequence[Any], chance: float, doc: str = "") -> str | None:
    """The shape name (``adj:`` and the seen pairs) for string ``values`` that keep a
    grammar of neighbours beyond ``chance``; None otherwise (see the module doc)."""
    strings = [v for v in values if isinstance(v, str)]
    if len(strings) < 3 or len(strings) != len(values):
        return None
    counts: Counter[str] = Counter(c for s in strings for c in _classes(s))
    if "s" in counts or len(set(counts) - {"a", "d", _START, _END}) < 2:
        return None
    if re.search(r"\b(any|arbitrary) (string|text)s?\b", doc, re.IGNORECASE):
        return None
    seen = set().union(*(neighbours(s) for s in strings))
    total = sum(counts.values())
    positions = total - len(strings)
    heads = [c for c in counts if c != _END]
    tails = [c for c in counts if c != _START]
    log_chance = 0.0
    for a in heads:
        for b in tails:
            if a + b not in seen and not (a == _START and b == _END):
                share = (counts[a] / total) * (counts[b] / total)
                log_chance += positions * math.log1p(-min(share, 0.999999))
    if log_chance > math.log(chance):
        return None
    return PREFIX + "".join(sorted(seen))


def _allowed(shape: str) -> set[str]:
    body = shape[len(PREFIX):]
    return {body[k:k + 2] for k in range(0, len(body), 2)}


def keeps(value: Any, shape: str) -> bool:
    return isinstance(value, str) and neighbours(value) <= _allowed(shape)


def strategy(values: Sequence[str], shape: str, size: str) -> Any:
    """A Hypothesis strategy for strings of the grammar (``size`` as in
    :func:`gar.grading.generate.random_calls`: lengths from the visible ones, several
    times longer when scaled or large)."""
    from hypothesis import strategies as st

    from gar.grading.draw_sizes import _size_range

    allowed = _allowed(shape)
    fill: dict[str, list[str]] = {}
    for c in sorted({c for v in values for c in v}):
        fill.setdefault(char_class(c), []).append(c)
    balanced = all(brackets.balanced(v) for v in values)
    # a run of digits is one class: it is filled with a numeral as long as a visible one
    runs = [m for v in values for m in re.findall(r"\d+", v)]
    fill["d"] = [*fill.get("d", ())]
    lengths = sorted({len(m) for m in runs}) or [1]
    zero_led = any(len(m) > 1 and m[0] == "0" for m in runs)
    low, high = _size_range([len(v) for v in values], size, ())
    return st.tuples(st.integers(max(low, 1), max(high, low, 1)),
                     st.integers(0, 2 ** 32 - 1)).map(
        lambda drawn: _walk(allowed, fill, drawn[0], random.Random(drawn[1]), balanced,
                            (lengths, zero_led)))


def _walk(allowed: set[str], fill: dict[str, list[str]], length: int, rng: random.Random,
          balanced: bool, numerals: tuple[list[int], bool] = ([1], False)) -> str:
    """A string of about ``length`` characters whose neighbouring classes are ``allowed``:
    a random walk from the start, turning to the end once long enough and the grammar
    lets it; brackets closed in order where ``balanced``."""
    out: list[str] = []
    here, depth = _START, list[str]()
    for _ in range(4 * length + 8):
        options = sorted(b for ab in allowed if ab[0] == here and (b := ab[1]) != _END)
        if balanced:
            options = [b for b in options if b not in _CLOSE or (depth and _pair(b) == depth[-1])]
            if len(out) >= length and depth and _pair_of(depth[-1]) in options:
                options = [_pair_of(depth[-1])]
        if len(out) >= length and here + _END in allowed and not (balanced and depth):
            break
        if not options:
            break
        here = rng.choice(options)
        if here in _OPEN:
            depth.append(here)
        elif here in _CLOSE and depth:
            depth.pop()
        out.append(_numeral(fill["d"], numerals, rng) if here == "d" and fill.get("d")
                   else rng.choice(fill.get(here, [here])))
    while balanced and depth and here + (closer := _pair_of(depth[-1])) in allowed:
        here = closer
        out.append(depth.pop() and closer)
    return "".join(out)


def _numeral(digits: list[str], numerals: tuple[list[int], bool], rng: random.Random) -> str:
    """A run of the visible digits as long as a visible run (lengths ``numerals[0]``),
    without a leading zero unless a visible run of several digits has one."""
    lengths, zero_led = numerals
    text = [rng.choice(digits) for _ in range(rng.choice(lengths))]
    leads = [d for d in digits if d != "0"]
    if len(text) > 1 and text[0] == "0" and not zero_led and leads:
        text[0] = rng.choice(leads)
    return "".join(text)


def _pair(close: str) -> str:
    return _OPEN[_CLOSE.index(close)]


def _pair_of(opening: str) -> str:
    return _CLOSE[_OPEN.index(opening)]
