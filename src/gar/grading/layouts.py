"""Strings laid out as delimited records: a precondition on a string's punctuation, learnt
from the visible strings (:mod:`gar.grading.shapes` adopts it as the shape
``layout:<sep>:<item>``).

Query strings (``"a=1&b=2"``), key-value lists (``"x:1,y:2"``), clock times (``"12:30"``),
version numbers (``"1.2.3"``): every visible string is a sequence of *items* joined by one
separator character (or one item), and every item has the same *skeleton* — the same
punctuation characters in the same order — with runs of letters and digits (*slots*)
around them. A slot that is never empty in any visible string is required. A string that
breaks the layout — an empty key (``"=1"``), a pair without its ``=`` (``"a&b=2"``), two
``=`` in a pair — is no instance of what the tests show, and honest parsers differ on it by
construction (one raises, one skips the pair, one keeps an empty key).

The layout is adopted when every visible string (and prompt example) follows it and
following it by chance is unlikely: were the characters of a string shuffled, its
punctuation would come in the skeleton's order one time in the multinomial of its counts,
and would leave every required slot non-empty ``C(A - r + p, p) / C(L, p)`` of the time
(``p`` punctuation characters among ``L``, ``A`` slot characters, ``r`` required slots);
multiplied over the distinct strings, at most ``chance``. Strings without punctuation say
nothing; whitespace and brackets are left to the word and bracket rules (a string holding
one is never laid out). Where several layouts fit, a fixed skeleton (every string one item)
is preferred, else the separator that splits into the most items.

:func:`repaired` rebuilds a drawn or mutated string into the layout from its runs of letters
and digits (each slot takes the next run, a required slot the next non-empty one; an
unfinished last item is dropped), so generation keeps drawing well-formed strings — longer
ones, with more items, too.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

PREFIX = "layout:"
_MARK = re.compile(r"[\W_]")  # punctuation: neither a letter nor a digit
_EXCLUDED = re.compile(r"[\s()\[\]{}]")


@dataclass(frozen=True)
class Layout:
    sep: str  # "" when every string is one item
    literals: str  # the item's skeleton: its punctuation, in order
    required: tuple[bool, ...]  # per slot (len(literals) + 1): never empty
    empty: bool  # the empty string was shown

    @property
    def shape(self) -> str:
        marks = "".join("+" if r else "*" for r in self.required)
        return PREFIX + json.dumps([self.sep, self.literals, marks, self.empty])

    @classmethod
    def of(cls, shape: str) -> Layout:
        sep, literals, marks, empty = json.loads(shape[len(PREFIX):])
        return cls(sep, literals, tuple(m == "+" for m in marks), empty)


def _skeleton(item: str) -> str:
    return "".join(c for c in item if _MARK.fullmatch(c))


def _slots(item: str) -> list[str]:
    return _MARK.split(item)


def _fit(strings: Sequence[str], sep: str) -> Layout | None:
    """The layout with separator ``sep`` (``""``: one item a string) that every string
    follows, or None."""
    items = [piece for s in strings if s for piece in (s.split(sep) if sep else [s])]
    skeletons = {_skeleton(i) for i in items}
    if not items or len(skeletons) != 1:
        return None
    literals = skeletons.pop()
    if not sep and not literals:
        return None
    filled = [[bool(slot) for slot in _slots(i)] for i in items]
    required = tuple(all(column) for column in zip(*filled))
    return Layout(sep, literals, required, "" in strings)


def chance_of_layout(strings: Sequence[str], layout: Layout) -> float:
    """How likely every distinct string follows ``layout`` by chance (see module doc)."""
    odds = 1.0
    for text in set(strings):
        marks = [c for c in text if _MARK.fullmatch(c)]
        if not marks:
            continue
        counts = Counter(marks)
        orders = math.factorial(len(marks)) // math.prod(math.factorial(n) for n in counts.values())
        items = text.count(layout.sep) + 1 if layout.sep else 1
        required = items * sum(layout.required)
        free = len(text) - len(marks) - required
        placements = math.comb(free + len(marks), len(marks)) if free >= 0 else 0
        odds *= placements / math.comb(len(text), len(marks)) / orders
    return odds


def adopted_layout(values: Sequence[Any], chance: float) -> Layout | None:
    """The layout every value follows beyond chance (see module doc); None otherwise."""
    if not values or not all(isinstance(v, str) for v in values):
        return None
    strings = sorted(set(values))
    if any(_EXCLUDED.search(s) for s in strings):
        return None
    marked = [s for s in strings if _skeleton(s)]
    if len(marked) < 2:
        return None
    seps = sorted({c for s in marked for c in _skeleton(s)},
                  key=lambda c: -sum(s.count(c) for s in marked))
    for sep in ("", *seps):
        layout = _fit(strings, sep)
        if layout is not None and chance_of_layout(strings, layout) <= chance:
            return layout
    return None


def _pattern(layout: Layout) -> re.Pattern[str]:
    slot = {True: r"[^\W_]+", False: r"[^\W_]*"}
    parts = [slot[layout.required[0]]]
    for literal, required in zip(layout.literals, layout.required[1:]):
        parts += [re.escape(literal), slot[required]]
    item = "".join(parts)
    body = f"{item}(?:{re.escape(layout.sep)}{item})*" if layout.sep else item
    return re.compile(f"(?:{body})" + ("|" if layout.empty else ""))


def keeps(value: Any, shape: str) -> bool:
    """Whether ``value`` is a string that follows the shape's layout."""
    return isinstance(value, str) and _pattern(Layout.of(shape)).fullmatch(value) is not None


def repaired(value: Any, shape: str) -> Any:
    """``value`` rebuilt into the layout from its runs (see module doc); other values, and
    strings with no run to build from, unchanged."""
    if not isinstance(value, str) or keeps(value, shape):
        return value
    layout = Layout.of(shape)
    pieces = iter(_slots(value))
    items: list[str] = []
    while not items or layout.sep:
        slots: list[str] = []
        for required in layout.required:
            piece = next(pieces, None)
            while required and piece == "":
                piece = next(pieces, None)
            if piece is None:
                break
            slots.append(piece)
        if len(slots) < len(layout.required):
            break
        items.append(slots[0] + "".join(lit + s for lit, s in zip(layout.literals, slots[1:])))
    if not items:
        return "" if layout.empty else value
    return layout.sep.join(items)


def strategy(values: Sequence[str], shape: str, size: str) -> Any:
    """A Hypothesis strategy for strings in the layout (``size`` as in
    :func:`gar.grading.generate.random_calls`): the number of items is drawn like a list's
    length from the visible item counts — scaled and large strings have several times
    more items, not longer slots — and each slot half from the visible slots' contents
    (repeated keys, known tokens) and half as new text over their alphabet."""
    from hypothesis import strategies as st

    from gar.grading.alphabet import draw_alphabet
    from gar.grading.draw_sizes import _size_range, _sized

    layout = Layout.of(shape)
    items = [piece for v in values if v for piece in (v.split(layout.sep) if layout.sep else [v])]
    columns = list(zip(*(_slots(i) for i in items)))
    slots = []
    for column, required in zip(columns, layout.required):
        lengths = [len(c) for c in column]
        low, high = _size_range(lengths, "random", ())
        new = st.text(alphabet=draw_alphabet(column) or "a", min_size=max(low, int(required)),
                      max_size=max(high, 1))
        slots.append(st.one_of(st.sampled_from(sorted(set(column))), new))
    item = st.tuples(*slots).map(lambda parts: parts[0] + "".join(
        lit + part for lit, part in zip(layout.literals, parts[1:])))
    if not layout.sep:
        return item
    counts = [len(v.split(layout.sep)) if v else 0 for v in values]
    low, high = _size_range(counts, size, ())
    low = max(low, 0 if layout.empty else 1)
    return _sized(lambda a, b: st.lists(item, min_size=a, max_size=b), low, max(low, high),
                  size == "large").map(layout.sep.join)
