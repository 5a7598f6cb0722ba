"""Numeric bounds the task states, read as preconditions (:mod:`gar.grading.preconditions`).

A bound the prompt states is what the task promises its solutions, whatever the visible tests
happen to show, so an input that breaks it is no evidence against anyone (an honest
``lcm_all`` answers ``[-10002, -10000]`` as it likes when the docstring says
``1 <= x <= 10**6``). Read, where they parse, and bound to their subject:

* **a parameter**: ``1 <= n <= 1000``, ``0 <= n < 2**31``, ``n > 0``, ``abs(n) <= 10**6``, and in words
  "n is at most 100", "k is between 1 and 5", "base numbers are less than 10";
* **its length**: ``len(arr) <= 10**5``, a size symbol the docstring defines ("a grid with N
  rows ... N >= 2"), and counted nouns: "at most 1000 items", "between 1 and 50 numbers",
  "no more than 200 characters", "at most 500 nodes" (bound to the one list, string or
  dict parameter that can hold them, or to the one the clause names);
* **the items of a list parameter** (``Bound.items``; every number inside it, nested lists
  too): ``-10**9 <= a[i] <= 10**9``, ``abs(x) <= 10**9`` (a magnitude: both signs), ``1 <= x <= 10**6`` where ``x`` is no parameter but an
  item's name (one letter other than the size and index letters, the parameter's singular
  ``num`` of ``nums``, or item, element, value, entry), and in words "each element is
  between 1 and 100", "all numbers are at most 1000", "a list of positive integers",
  "non-negative integers"; where no list of numbers holds the item, the values of every
  dict of numbers ("every value an int c with -10**9 <= c <= 10**9", session 19);
* **an index relation**: ``1 <= k <= len(xs)``, ``0 <= i < len(xs)``
  (:func:`stated_relations`: ``le_len`` / ``lt_len``, and the lower bound on ``k``).

A magnitude's floor (``1 <= abs(x) <= 10**9``, ``abs(d) >= 1``: zero is out) is no range
of values but of their sizes, which :class:`Bound` cannot say: :func:`magnitude_floors`
reads it as a relation (``abs_ge|<low>``) that
:func:`~gar.grading.bound_checks.floor_holds` checks. Zeros drawn
into a list whose items the docstring says are nonzero convicted an honest solution that
treats a zero its own way (blind set 20).

Numbers as docstrings write them: ``100``, ``-2.5``, ``10**5``, ``10^3``, ``1e6``, ``2**31``,
``1,000``; ``-10**6`` is ``-(10**6)``, as Python reads it. A bound that an observed call
breaks is dropped by the caller (the tests, not the prose, are what a solution passed).
Where nothing parses, nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading import shapes
from gar.grading.bound_checks import FLOOR, Bound, dict_numbers, numeric_dict, numeric_list
from gar.grading.bound_words import (  # re-exported: readers import them from here too
    _LIMIT,
    _NUMBER,
    SENTENCE_END,
    _limits,
    _number,
    _unwrapped,
)
from gar.grading.variants import numbers_in

_SUBJECT = r"(len\(\s*\w+\s*\)|\w+\s*\[\s*\w+\s*\]|\w+)"
_RANGE = re.compile(rf"({_NUMBER})\s*(<=|<|≤)\s*{_SUBJECT}\s*(<=|<|≤)\s*({_NUMBER})")
_ONE_SIDED = re.compile(rf"{_SUBJECT}\s*(>=|>|<=|<|≥|≤)\s*({_NUMBER})(?![\w(*^]|\.\d)")
# ``abs(x) <= 10**9``, ``|x| < 100``: a magnitude bound, both signs at once.
_ABS = re.compile(rf"(?:abs\(\s*{_SUBJECT}\s*\)|\|\s*{_SUBJECT}\s*\|)\s*(<=|<|≤)\s*({_NUMBER})"
                  r"(?![\w(*^]|\.\d)")
# ``1 <= abs(x)``, ``abs(x) >= 1``, ``0 < |x|``: a floor on the magnitude.
_ABS_SUBJECT = rf"(?:abs\(\s*{_SUBJECT}\s*\)|\|\s*{_SUBJECT}\s*\|)"
_ABS_FLOOR = re.compile(rf"(?<![\w.*^])({_NUMBER})\s*(<=|<|≤)\s*{_ABS_SUBJECT}|"
                        rf"{_ABS_SUBJECT}\s*(>=|>|≥)\s*({_NUMBER})(?![\w(*^]|\.\d)")
_TO_LEN = re.compile(rf"({_NUMBER})\s*(<=|<|≤)\s*(\w+)\s*(<=|<|≤)\s*len\(\s*(\w+)\s*\)")
# Names an item of a list goes by when it is no parameter: one letter other than the usual
# size (n, m, k, N, ...) and index (i, j) letters, or one of these words.
_ITEM_WORDS = {"item", "items", "element", "elements", "value", "values", "entry",
               "entries", "x_i", "a_i", "num", "number", "numbers", "integer", "integers",
               "cell", "cells"}
_NOT_ITEMS = set("nmkijlNMKL")


@dataclass(frozen=True)
class _Names:
    """The parameters, and which of them hold lists of numbers or strings (per the
    observed values), for binding a subject."""

    names: tuple[str, ...]
    numeric_lists: tuple[int, ...]
    lists: tuple[int, ...]
    strings: tuple[int, ...]
    dicts: tuple[int, ...] = ()
    numeric_dicts: tuple[int, ...] = ()  # dicts whose every value is a number

    @classmethod
    def of(cls, names: Sequence[str], columns: Sequence[Sequence[Any]]) -> _Names:
        def every(test: Any) -> tuple[int, ...]:
            return tuple(i for i, values in enumerate(columns) if values and all(
                test(v) for v in values))
        numeric = every(numeric_list)
        if not any(numbers_in(v) for i in numeric for v in columns[i]):
            numeric = ()
        return cls(tuple(names), numeric, every(lambda v: isinstance(v, list | tuple)),
                   every(lambda v: isinstance(v, str)), every(lambda v: isinstance(v, dict)),
                   every(numeric_dict) if any(
                       dict_numbers(v) for column in columns for v in column) else ())


def doc_bounds(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]] = ()
               ) -> list[Bound]:
    """Every bound the docstring states (see the module doc); ``columns``: the observed
    values per parameter, which tell which parameters hold lists (items and counts bind
    only to those)."""
    known = _Names.of(names, columns)
    bounds: list[Bound] = []
    spans: list[tuple[int, int]] = []
    symbols = shapes.size_symbols(doc, names)
    for match in _RANGE.finditer(doc):
        low, op1, subject, op2, high = match.groups()
        bound = _bound(subject, known, _number(low) + (op1 == "<"),
                       _number(high) - (op2 == "<"), symbols)
        if bound is not None:
            bounds.append(bound)
            spans.append(match.span())
    for match in _ONE_SIDED.finditer(doc):
        if any(a <= match.start() < b for a, b in spans):
            continue
        subject, op, number = match.groups()
        value = _number(number)
        low = value + (op == ">") if op in (">", ">=", "≥") else None
        high = value - (op == "<") if op in ("<", "<=", "≤") else None
        bound = _bound(subject, known, low, high, symbols)
        if bound is not None:
            bounds.append(bound)
    for match in _ABS.finditer(doc):
        subject = match.group(1) or match.group(2)
        value = _number(match.group(4)) - (match.group(3) == "<")
        bound = _bound(subject, known, -value, value, symbols)
        if bound is not None:
            bounds.append(bound)
    bounds = _on_every_dict(bounds, known)
    return bounds + _worded_bounds(doc, known) + _item_words(doc, known) + _counted(doc, known)


def _on_every_dict(bounds: list[Bound], known: _Names) -> list[Bound]:
    """An item bound read onto a dict of numbers (its values: "every value an int c with
    -10**9 <= c <= 10**9" of "p and q are dicts") bound to every dict of numbers: the item's
    name is no parameter's, so it names the values of each (session 19)."""
    spread = [Bound(other, b.low, b.high, items=True) for b in bounds
              if b.items and b.position in known.numeric_dicts
              for other in known.numeric_dicts if other != b.position]
    return bounds + [b for b in dict.fromkeys(spread) if b not in bounds]


def magnitude_floors(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]] = ()
                     ) -> list[tuple[str, int, int]]:
    """``(abs_ge|<low>|<items>, position, position)`` for each floor the docstring puts on the
    magnitude of a parameter or of its items (module doc)."""
    known = _Names.of(names, columns)
    found: list[tuple[str, int, int]] = []
    for match in _ABS_FLOOR.finditer(doc):
        low, op1, subject1, subject2, subject3, subject4, op2, number = match.groups()
        value = _number(low if low is not None else number) + (op1 == "<" or op2 == ">")
        bound = _bound(subject1 or subject2 or subject3 or subject4, known, value, None)
        if bound is not None and value > 0 and not bound.length:
            relation = (f"{FLOOR}{value}|{int(bound.items)}", bound.position, bound.position)
            if relation not in found:
                found.append(relation)
    return found


def stated_relations(doc: str, names: Sequence[str]) -> list[tuple[tuple[str, int, int], Bound]]:
    """``1 <= k <= len(xs)``: the relation (``le_len`` or ``lt_len``, k's position, xs's
    position) with the lower bound it states on ``k``."""
    found = []
    for match in _TO_LEN.finditer(doc):
        low, op1, name, op2, target = match.groups()
        if name in names and target in names and name != target:
            i, j = names.index(name), names.index(target)
            kind = "lt_len" if op2 == "<" else "le_len"
            found.append(((kind, i, j), Bound(i, _number(low) + (op1 == "<"))))
    return found


_WORDED = (r"(?:\s+\w+){0,2}?\s+(?:(?:is|are|will be|must be|should be|lies|lie)\s+"
           r"(?:always\s+)?(?:(?:an?\s+)?(?:integers?|numbers?|ints?|floats?|values?)\s+)?"
           r"(?:in the range\s+)?|(?=in\s+\[|between\s))" + _LIMIT)
_ITEM_PHRASE = (r"\b(?:(?:each|every|all|any)\s+(?:of the\s+|the\s+)?(?:\w+\s+)?(?:elements?|items?|"
                r"values?|numbers?|integers?|ints?|floats?|entries|entry|cells?|coordinates?)|"
                r"(?:elements|items|values|numbers|integers|ints|floats|entries|cells|coordinates)|"
                r"each(?=\s+(?:in\s+\[|between\s)))\b")
# ("ints, each in [a, b]", "ints, each between a and b")


def _worded_bounds(doc: str, known: _Names) -> list[Bound]:
    """Bounds stated in words on a parameter: "base numbers are less than 10", "n is at
    most 100", "k is between 1 and 5" (inclusive), "x will be greater than or equal to 0"."""
    bounds = []
    for name in dict.fromkeys(n for n in known.names if n):
        for match in re.finditer(rf"\b{re.escape(name)}\b{_WORDED}", doc, re.IGNORECASE):
            limits = _limits(match, 0)
            bound = _bound(name, known, *limits) if limits else None
            if bound is not None and bound.position in known.numeric_lists and _ITEM_NOUN.search(
                    match.group(0)):
                # "arrivals are ints in [0, 10**9]": a list's items (a value bound on a
                # list binds nothing)
                bound = Bound(bound.position, bound.low, bound.high, items=True)
            elif bound is not None and _counts_a_container(bound, known, doc, match.end()):
                # "freqs maps between 2 and 10**4 symbols": a value bound on a dict or a
                # list binds nothing; a count of a plural noun is its length, whatever the
                # noun (a dict's keys are named for what they stand for)
                bound = Bound(bound.position, bound.low, bound.high, length=True)
            if bound is not None:
                bounds.append(bound)
    return bounds


_PLURAL_NEXT = re.compile(r"\s+(?:[a-z-]+\s+)?[a-z]{2,}s\b")


def _counts_a_container(bound: Bound, known: _Names, doc: str, end: int) -> bool:
    return (not bound.items and not bound.length and bound.position in (
        known.dicts + known.lists) and _PLURAL_NEXT.match(doc, end) is not None)


# The nouns that make a worded bound on a list parameter one on its items.
_ITEM_NOUN = re.compile(r"\b(?:integers|ints|numbers|floats|values|elements|items|entries|"
                        r"coordinates)\b", re.IGNORECASE)


def _item_words(doc: str, known: _Names) -> list[Bound]:
    """Item bounds in words: "each element is between 1 and 100", "all numbers are at most
    1000", "a list of positive integers", "non-negative integers" — on the one list of
    numbers (or the one a sentence names), in sentences that are not the task's question."""
    bounds = []
    for sentence in re.split(SENTENCE_END, _unwrapped(doc)):
        for clause in re.split(r"(?<!\d),(?!\d)", sentence):
            targets = _item_targets(clause, sentence, known)
            if not targets or _QUESTION.search(clause):
                continue
            bounds += _clause_item_bounds(clause, targets, known.names)
    return bounds


def _item_targets(clause: str, sentence: str, known: _Names) -> list[int]:
    """The lists of numbers a clause's item bound binds: the one it is about
    (:func:`_target`), else those its sentence opens with joined by "and" ("xs and ys are
    lists of one length, 2 to 10**4, of ints in [-10**9, 10**9]": both), where the clause
    names no other."""
    target = _target(clause, known.numeric_lists, known.names)
    if target is not None:
        return [target]
    if not any(n and re.search(rf"\b{re.escape(n)}\b", clause) for n in known.names):
        # "heaps: 1 to 50 ints, each 0 to 5000": a clause that names nothing is about the
        # one list of numbers its sentence names (session 22)
        one = _named(sentence, known.numeric_lists, known.names)
        if one is not None and _named(sentence, range(len(known.names)), known.names) == one:
            return [one]
    opening = _JOINED.match(sentence)
    if not opening:
        return []
    subjects = [known.names.index(n) for n in re.split(r"\s*,\s*|\s+and\s+", opening.group(1))
                if n in known.names]
    named = {i for i in known.numeric_lists if known.names[i] and re.search(
        rf"\b{re.escape(known.names[i])}\b", clause)}
    together = len(subjects) > 1 and all(i in known.numeric_lists for i in subjects)
    return subjects if together and named <= set(subjects) else []


# A sentence about two or more parameters at once: "xs and ys are", "a, b and c have".
_JOINED = re.compile(r"\s*((?:\w+\s*,\s*)*\w+\s+and\s+\w+)\s+(?:are|have|hold)\b")


def _clause_item_bounds(clause: str, targets: Sequence[int], names: Sequence[str]
                        ) -> list[Bound]:
    """The item bounds one clause states, on each of ``targets``; never one said of another
    parameter ("ints and k is an int in [1, 50]": k's, not the items')."""
    bounds = []
    others = [n for i, n in enumerate(names) if n and i not in targets]
    for target in targets:
        for match in re.finditer(_ITEM_PHRASE + _WORDED, clause, re.IGNORECASE):
            limits = _limits(match, 0)
            if limits and not any(re.search(rf"\b{re.escape(n)}\b", match.group(0))
                                  for n in others):
                bounds.append(Bound(target, *limits, items=True))
        for match in _EACH_RANGE.finditer(clause):
            bounds.append(Bound(target, _number(match.group(1)), _number(match.group(2)),
                                items=True))
        sign = re.search(r"\b(?:of|are|all|only)\s+(non-?negative|positive|natural)\s+"
                         r"(?:integers|numbers|ints|values|whole numbers)\b|" + _ITEM_PHRASE
                         + r"\s+(?:is|are|will be|must be)\s+(?:all\s+|always\s+)?"
                         r"(non-?negative|positive)\b", clause, re.IGNORECASE)
        if sign:
            word = (sign.group(1) or sign.group(2)).lower()
            bounds.append(Bound(target, 0 if word.startswith("non") else 1, items=True))
    return bounds


# "ints, each 0 to 5000": a range after "each" with no counted noun after it (that would be
# an inner length, "each 1 to 100 ints": gar.grading.inner_lengths) — session 22.
_EACH_RANGE = re.compile(rf"\beach\s+(?:from\s+)?({_NUMBER})\s+to\s+({_NUMBER})"
                         rf"(?![\w(*^]|\.\d|\s+(?:\w+\s+)?[a-z]+s\b)", re.IGNORECASE)
_QUESTION = re.compile(r"\b(whether|return|returns|true|false|check|checks|if|count|counts|"
                       r"how many|find|compute|computes)\b", re.IGNORECASE)
_NOUNS = (r"(items|elements|numbers|integers|ints|floats|values|entries|strings|words|tokens|"
          r"operands|terms|pairs|points|intervals|tuples|records|lists|rows|characters|letters|"
          r"chars|nodes|vertices|keys|cells)\b")
_TEXT_NOUNS = ("characters", "letters", "chars")
_DICT_NOUNS = ("nodes", "vertices", "keys")  # a dict's length: a graph's nodes, a table's keys
# One qualifier may stand between the count and its noun, hyphenated or not ("at most 100
# distinct numbers", "1 to 100 non-empty strings").
_COUNTED = re.compile(rf"{_LIMIT}\s+(?:[\w-]+\s+)?{_NOUNS}", re.IGNORECASE)
# "a list of 0 to 5000 strings", "from 1 to 50 numbers": the same count as a range.
_COUNTED_RANGE = re.compile(rf"(?<![\w.])(?:from\s+)?({_NUMBER})\s+to\s+({_NUMBER})\s+"
                            rf"(?:[\w-]+\s+)?{_NOUNS}", re.IGNORECASE)


def _counted(doc: str, known: _Names) -> list[Bound]:
    """Length bounds stated as counted nouns: "at most 1000 items", "between 1 and 50
    numbers", "no more than 200 characters", "0 to 5000 strings", "at most 500 nodes" (of
    a dict: a graph's nodes, a table's keys)."""
    bounds = []
    for clause in re.split(SENTENCE_END, doc):
        found = [(m, m.group(6), _limits(m, 0)) for m in _COUNTED.finditer(clause)]
        found += [(m, m.group(3), (_number(m.group(1)), _number(m.group(2))))
                  for m in _COUNTED_RANGE.finditer(clause)]
        for match, noun, limits in found:
            # items of a list, or of the one dict where no list can hold them ("a dict
            # of 1 to 2000 cells")
            candidates = (known.strings if noun.lower() in _TEXT_NOUNS else known.dicts
                          if noun.lower() in _DICT_NOUNS else known.lists or known.dicts)
            target = _target(clause, candidates, known.names)
            if noun.lower() in _TEXT_NOUNS and _about_a_list(clause[:match.start()], known):
                # "words is a list of ... strings of at most 20 characters": the characters
                # are its items', not the one string parameter's
                target = _named(clause, candidates, known.names)
            if target is None and noun.lower() in _DICT_NOUNS and not known.dicts:
                # no dict to count them: the list the clause names ("poly is a list of 3
                # to 1000 vertices"), never one it leaves unnamed
                target = _named(clause, known.lists, known.names)
            if target is not None and limits and not _QUESTION.search(clause[:match.start()]):
                bounds.append(Bound(target, *limits, length=True))
    return bounds


def _about_a_list(text: str, known: _Names) -> bool:
    """Whether ``text`` (a clause up to a count) names a list parameter: what it counts
    then belongs to that list or its items."""
    return any(known.names[i] and re.search(rf"\b{re.escape(known.names[i])}\b", text)
               for i in known.lists)


def _named(clause: str, candidates: Sequence[int], names: Sequence[str]) -> int | None:
    """The one candidate parameter the clause names, if exactly one."""
    named = [i for i in candidates if names[i] and re.search(
        rf"\b{re.escape(names[i])}\b", clause)]
    return named[0] if len(named) == 1 else None


def _target(clause: str, candidates: Sequence[int], names: Sequence[str]) -> int | None:
    """The one candidate parameter a clause is about: the one it names, or the only one."""
    named = [i for i in candidates if names[i] and re.search(
        rf"\b{re.escape(names[i])}\b", clause)]
    if len(named) == 1:
        return named[0]
    return candidates[0] if len(candidates) == 1 and not named else None


def _bound(subject: str, known: _Names, low: float | None, high: float | None,
           symbols: dict[str, int] | None = None) -> Bound | None:
    """The bound on a parameter, on its length (``len(arr)``, or a symbol the docstring
    defines as its size: "a grid with N rows ... (N >= 2)"), or on its items (``a[i]``, or
    an item's name: the module doc)."""
    names = known.names
    subject = re.sub(r"\s+", "", subject)
    if subject.startswith("len("):
        name = subject[4:-1]
        return Bound(names.index(name), low, high, True) if name in names else None
    indexed = re.fullmatch(r"(\w+)\[\w+\]", subject)
    if indexed:
        name = indexed.group(1)
        return Bound(names.index(name), low, high, items=True) if (
            name in names and names.index(name) in known.lists) else None
    if symbols and subject in symbols:
        return Bound(symbols[subject], low, high, True)
    if subject in names:
        return Bound(names.index(subject), low, high)
    item = _item_of(subject, known)
    return None if item is None else Bound(item, low, high, items=True)


def item_namer(names: Sequence[str], columns: Sequence[Sequence[Any]]
               ) -> Callable[[str], int | None]:
    """The list of numbers whose items a subject that is no parameter names ("each
    ``1 <= x <= capacity``" of a list ``items``), as the item bounds bind it (module doc);
    for the readers of item relations written as formulas (:mod:`gar.grading.stated_formulas`)."""
    known = _Names.of(names, columns)
    return lambda subject: None if subject in known.names else _item_of(subject, known)


def _item_of(subject: str, known: _Names) -> int | None:
    """The list of numbers whose items ``subject`` names, if it names one (module doc)."""
    for i in known.numeric_lists:
        name = known.names[i]
        if name and len(name) > 1 and subject in (name[:-1], name.rstrip("s"), name + "_i"):
            return i
    words = subject.lower() in _ITEM_WORDS or (len(subject) == 1 and subject.isalpha()
                                                and subject not in _NOT_ITEMS)
    if words and not known.numeric_lists and known.numeric_dicts:
        return known.numeric_dicts[0]  # the values of dicts of numbers (_on_every_dict)
    return known.numeric_lists[0] if words and len(known.numeric_lists) == 1 else None
