"""Preconditions on the shape of an argument, read from the observed calls and the docstring.

:mod:`gar.grading.preconditions` infers the per-argument domains and cross-argument
relations; this module adds the structural preconditions a task keeps without saying them
in symbols, each adopted only on evidence beyond chance or a statement of the docstring:

* **records**: a tuple argument whose every observed value has the same length (an
  interval ``(start, end)``, a point) is a fixed-arity record: another length is outside
  the domain (a length bound). A list's one visible length stays soft (``Domain.length``).
* **balanced brackets**: strings whose brackets are always balanced, where that is unlikely
  by chance (a random arrangement of ``k`` bracket pairs is balanced one time in ``k + 1``)
  or the docstring says so ("balanced", "properly closed"); an unbalanced string is outside.
* **square grids and permutations**: a list of lists whose every observed value is a square
  grid (at least two of them), and values whose integers are always exactly ``1..m`` (or
  ``0..m-1``), where that is unlikely by chance (``m!/m**m`` a value: a grid holding
  each of 1..9 once is not drawn by chance);
* **rectangles**: a list of lists (or of strings of two or more characters: a grid of
  ``"#.."`` rows) whose every observed value has rows of one length (a matrix), where that is unlikely by chance (rows of ``k`` possible lengths, the lengths
  the visible rows take, agree within a value of ``m`` rows one time in ``k**(m-1)``) or
  the docstring says so ("rectangle", "rectangular", "the same number of columns", "rows
  all of one length", "of equal length"): a
  ragged value is outside the domain, and drawn values get their rows cut or padded to the
  first row's length. Otherwise a mutation that drops one item of one row makes a ragged
  matrix, on which honest solutions differ by construction;
* **delimited records**: strings of items joined by one separator, each with the same
  punctuation skeleton (``"a=1&b=2"``), beyond chance (:mod:`gar.grading.layouts`): a
  malformed string is outside, drawn strings are rebuilt into the layout;
* **stack disciplines**: token lists of operands and operators (``["4", "13", "5", "/",
  "+"]``) whose stack count never underflows and always ends at one total, beyond chance
  (:mod:`gar.grading.token_stacks`): leftover operands are outside, drawn lists rebuilt;
* **ordered fields**: strings made of ``<number><unit>`` fields (``"2h15m30s"``), the units
  from a closed set, each at most once, in one order, beyond chance
  (:mod:`gar.grading.fields`): a malformed string (``"10m5"``, ``"1h1h"``) is outside, and
  drawn strings are rebuilt from their numbers;
* **presupposed items**: "the largest prime", "the smallest even number" presuppose that
  the list holds one (unless the docstring says what happens when there is none): a list
  without one is outside, when every observed list holds one;
* **numerals**: digit strings without a leading zero, where the docstring says so
  (:mod:`gar.grading.numerals`): ``"05"`` is outside, drawn strings are stripped;
* **roman**: Roman numerals in standard form where the docstring says "Roman"
  (:mod:`gar.grading.roman`): ``"IIX"`` is outside, drawn strings become numerals;
* **number_text**: decimal numbers written as text (:mod:`gar.grading.number_texts`):
  ``"1.2.3"`` is outside, drawn strings keep their sign, digits and first point;
* **simple_polygon**: vertex lists of a simple polygon where the docstring says so
  (:mod:`gar.grading.polygons`): a bow tie or a repeated vertex is outside, drawn lists are
  reordered around their centre;
* **undirected_lists**: adjacency lists of an undirected graph where the docstring says so
  (:mod:`gar.grading.undirected_lists`): a self-loop, a repeat or an edge listed one way is
  outside, drawn lists are made symmetric;
* **consec_distinct**: sequences whose consecutive items differ (around the end too), where
  the docstring says so (:mod:`gar.grading.consecutive_items`): a repeat in place is
  outside, drawn lists lose it;
* **backref**: records that reach back into the list's prefix no further than its position
  where the docstring bounds a field by what came "so far" (:mod:`gar.grading.back_references`):
  a copy token first is outside, drawn records wait for items before them;
* **item formats**: list items of literal words and integers in a few patterns
  (``"push 3"``, ``"pop"``; :mod:`gar.grading.item_formats`): an item of another pattern is
  outside, drawn items are rebuilt into one;
* **character placement**: where the docstring constrains where a character may stand,
  its runs keep the contexts the visible strings show (:mod:`gar.grading.char_placement`);
* **vocab**: words from a list the docstring quotes (:mod:`gar.grading.word_sets`):
  another word is outside, drawn words become listed ones;
* **triangles**: lists of rows growing by one from one (a number triangle), beyond chance
  or where the docstring says "triangle" (:mod:`gar.grading.triangles`): ragged lists are
  outside, drawn ones are cut or filled row by row;
* **letters in order**: strings (dict keys too) spelled with their letters in order, where
  the docstring says so (:mod:`gar.grading.ordered_letters`): a monomial
  ``"yx"`` is outside, drawn strings are sorted;
* **value sets**: integers that only ever take a few values (a 0/1 grid), beyond chance
  or as the docstring states (:mod:`gar.grading.value_sets`);
* **graphs**: dicts whose lists name only keys of the dict, acyclic where stated or beyond
  chance (:mod:`gar.grading.graphs`): dangling names and cycles are outside, drawn dicts
  are repaired into graphs;
* **neighbour grammars**: structured strings (two kinds of punctuation or more: an
  expression, a path) whose pairs of neighbouring character classes are always among the
  observed ones, beyond chance (:mod:`gar.grading.adjacency`): ``"3(1+2)"`` is outside where
  no visible value puts a digit before ``(``, and drawn strings walk the grammar;
* **size symbols**: "a grid with N rows", "an array 'arr' of N integers" define ``N`` as
  a parameter's size, so that a stated "N >= 2" bounds that parameter's length.

A shape is a name per argument position (:data:`Shape`): :func:`infer_shapes` adopts them,
:func:`holds` checks one, and :func:`repair` brings a drawn input back into them (drops
unmatched closing brackets and closes the open ones, cuts or pads a grid's rows to its
size, replaces numbers by their ranks), so generation keeps drawing in-domain inputs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from gar.grading import (
    adjacency,
    back_references,
    char_placement,
    consecutive_items,
    denials,
    fields,
    graphs,
    item_formats,
    layouts,
    number_texts,
    numerals,
    ordered_letters,
    parent_maps,
    permutations,
    polygons,
    roman,
    token_stacks,
    triangles,
    undirected_lists,
    value_sets,
    word_sets,
)
from gar.grading.brackets import balanced, rebalanced_value
from gar.grading.values import leaf_strings
from gar.grading.variants import TRAITS

Shape = tuple[int, str]  # (position, "balanced" | "numeral" | "square" | "rect" | "perm0" | "perm1"
#                          | "has_<trait>" | "fields_<unit>_<unit>..." (gar.grading.fields)
#                          | "in_<v>_<v>..." (gar.grading.value_sets))

_QUESTION = re.compile(r"\b(whether|return|returns|true|false|check|checks|if|count)\b",
                       re.IGNORECASE)


def sentences(doc: str) -> list[str]:
    """The docstring's sentences that are not the task's question (see module doc)."""
    return [s for s in re.split(r"(?<!\d)[.;\n](?!\d)", doc) if s.strip()
            and not _QUESTION.search(s)]


# ----------------------------------------------------------------------- records


def record_length(values: Sequence[Any]) -> int | None:
    """The one length of every value when they are all tuples (at least two different ones)
    of the same length >= 2; None otherwise."""
    if not values or not all(type(v) is tuple for v in values):
        return None
    lengths = {len(v) for v in values}
    if len(lengths) != 1 or len({repr(v) for v in values}) < 2:
        return None
    length = lengths.pop()
    return length if length >= 2 else None


# ------------------------------------------------------------------ brackets



def chance_of_balanced(strings: Sequence[str]) -> float:
    """How likely these (distinct) strings' brackets are all balanced by chance: a random
    arrangement of ``k`` opening and ``k`` closing brackets is balanced one time in
    ``k + 1`` (the Catalan number over the binomial); strings without brackets say
    nothing."""
    return math.prod(1 / (sum(s.count(c) for c in "([{") + 1) for s in set(strings))


# A grammar production that quotes an opening bracket, names a symbol and quotes its
# closing bracket (``factor := "(" expr ")"``; not ``"(" and ")"``, an alphabet) generates
# balanced brackets only, and so do brackets said to nest ("parentheses may nest as deep
# as the length allows"; not "are not nested").
_SYMBOL = r"\s*(?!(?:and|or|to|then)\b)[A-Za-z_]\w*\s*"
_GRAMMAR_BRACKETS = re.compile(rf"""(["'])\(\1{_SYMBOL}(["'])\)\2|(["'])\[\3{_SYMBOL}(["'])\]\4|"""
                               r"\b(?:parenthes[ie]s|brackets)\b[^.;]{0,40}?\bnest",
                               re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no|cannot)\b|n't\b", re.IGNORECASE)


def states_balanced(doc: str) -> bool:
    """Whether the docstring states balanced brackets (module doc; grammar, nesting)."""
    return any(re.search(r"\bbalanced\b|\bproperly (?:closed|nested)\b", s, re.IGNORECASE)
               for s in sentences(doc)) or any(
        not _NEGATED.search(m.group()) for m in _GRAMMAR_BRACKETS.finditer(doc))


def adopts_balanced(observed: Sequence[Any], examples: Sequence[Any], doc: str,
                    chance: float) -> bool:
    """Whether balanced brackets are a precondition of this argument (see module doc)."""
    strings = [s for v in [*observed, *examples] for s in leaf_strings(v)
               if any(c in s for c in "()[]{}")]
    if not strings or not all(balanced(s) for s in strings):
        return False
    return states_balanced(doc) or chance_of_balanced(strings) <= chance


def keeps_balanced(value: Any) -> bool:
    return all(balanced(s) for s in leaf_strings(value))


def infer_shapes(columns: Sequence[Sequence[Any]], examples: Sequence[Sequence[Any]],
                 doc: str, chance: float, names: Sequence[str] = ()) -> tuple[Shape, ...]:
    """The shapes every observed value (and prompt example) of each position keeps, adopted
    on evidence beyond ``chance`` or a statement of the docstring (see module doc)."""
    found: list[Shape] = []
    stated = sentences(doc)
    for position, (observed, shown) in enumerate(zip(columns, examples)):
        values = [*observed, *shown]
        name = names[position] if position < len(names) else ""
        container = bool(values) and all(isinstance(v, list | tuple) for v in values)
        allowed = value_sets.value_set(
            observed, shown, value_sets.stated_sets(name, stated, container), chance)
        # Adjacency lists' integers are node ids, bounded by the list's length: a value set
        # of the visible ids would cap every fresh graph at the visible node count.
        if allowed is not None and not undirected_lists.adopts(values, doc):
            found.append((position, value_sets.shape_name(allowed)))
        units = fields.adopted_units(values, chance)
        if units is not None:
            found.append((position, fields.shape_name(units)))
        elif (layout := layouts.adopted_layout(values, chance)) is not None:
            found.append((position, layout.shape))
        if (stack := token_stacks.adopted_shape(values, chance)) is not None:
            found.append((position, stack))
        if adopts_balanced(observed, shown, doc, chance):
            found.append((position, "balanced"))
        if numerals.adopts(values, doc):
            found.append((position, numerals.SHAPE))
        if roman.adopts(values, doc):
            found.append((position, roman.SHAPE))
        if number_texts.adopts(values):
            found.append((position, number_texts.SHAPE))
        if (vocabulary := word_sets.adopted(values, doc)) is not None:
            found.append((position, vocabulary))
        if (formats := item_formats.adopted(values)) is not None:
            found.append((position, formats))
        found += [(position, shape) for shape in char_placement.adopted(values, doc)]
        if ordered_letters.adopts(values, doc):
            found.append((position, ordered_letters.SHAPE))
        # A neighbour grammar only where no structure of its own kind (a record layout,
        # ordered fields) already draws and rebuilds the strings; brackets and numerals
        # (digit runs without leading zeros) are checks beside it.
        if not any(p == position and shape.startswith((layouts.PREFIX, fields.PREFIX))
                   for p, shape in found) and (
                grammar := adjacency.adopted(values, chance, doc)) is not None:
            found.append((position, grammar))
        if polygons.adopts(values, doc):
            found.append((position, polygons.SHAPE))
        if undirected_lists.adopts(values, doc):
            found.append((position, undirected_lists.SHAPE))
        if triangles.adopts(values, doc, chance):
            found.append((position, triangles.SHAPE))
        elif _squares(values) and not denials.denied("square", doc, name, names):
            found.append((position, "square"))
        elif adopts_rectangles(values, doc, chance):
            found.append((position, "rect"))
        base = permutations.permutation_base(values, chance)
        if base is not None and not denials.denied("perm", doc, name, names):
            found.append((position, f"perm{base}"))
        if denials.adopts_sorted_items(values, doc, name, names, chance):
            found.append((position, denials.ITEMS_SORTED))
        found += [(position, f"has_{t}") for t in _presupposed(values, doc)]
        found += [(position, shape) for shape in graphs.adopted(values, doc, chance)]
        if parent_maps.adopts(values, doc):
            found.append((position, parent_maps.SHAPE))
    both = [[*observed, *shown] for observed, shown in zip(columns, examples)]
    found += consecutive_items.adopted(both, doc, names)
    found += back_references.adopted(both, doc, names)
    return tuple(found)


# Shapes kept and repaired by a module of their own: by name (``keeps(value)``,
# ``repaired(value)``), and by prefix (``keeps(value, shape)``, ``repaired(value, shape)``:
# the shape's name carries its parameters).
_NAMED: dict[str, Any] = {m.SHAPE: m for m in (
    numerals, roman, number_texts, ordered_letters, triangles, polygons, undirected_lists,
    parent_maps)}
_PREFIXED: tuple[tuple[str, Any], ...] = (
    (word_sets.PREFIX, word_sets), ("in_", value_sets), (fields.PREFIX, fields),
    (layouts.PREFIX, layouts), (token_stacks.PREFIX, token_stacks),
    (item_formats.PREFIX, item_formats), (char_placement.PREFIX, char_placement),
    (consecutive_items.PREFIX, consecutive_items), (back_references.PREFIX, back_references))


def _keyed(shape: str) -> Any:
    """The module that keeps and repairs a shape named by prefix; None for another shape."""
    return next((module for prefix, module in _PREFIXED if shape.startswith(prefix)), None)


def holds(value: Any, shape: str) -> bool:
    """Whether ``value`` keeps ``shape``."""
    if shape == "balanced":
        return keeps_balanced(value)
    if shape in _NAMED:
        return _NAMED[shape].keeps(value)
    if (keyed := _keyed(shape)) is not None:
        return keyed.keeps(value, shape)
    if shape == "square":
        return _is_square(value)
    if shape == denials.ITEMS_SORTED:
        return denials.keeps_sorted_items(value)
    if shape == "rect":
        return _is_rectangle(value)
    if shape.startswith("perm"):
        return permutations.is_permutation(value, int(shape[4:]))
    if shape.startswith(adjacency.PREFIX):
        return adjacency.keeps(value, shape)
    if graphs.is_graph(shape):
        return graphs.keeps(value, shape)
    if shape.startswith("has_"):
        return isinstance(value, list | tuple) and any(
            type(x) is int and TRAITS[shape[4:]](x) for x in value)
    return True


def repair(args: tuple[Any, ...], adopted: Sequence[Shape]) -> tuple[Any, ...]:
    """``args`` brought back into the adopted shapes (see module doc)."""
    fixed = list(args)
    for position, shape in adopted:
        value = fixed[position]
        if shape == "balanced":
            fixed[position] = rebalanced_value(value)
        elif shape in _NAMED:
            fixed[position] = _NAMED[shape].repaired(value)
        elif (keyed := _keyed(shape)) is not None:
            fixed[position] = keyed.repaired(value, shape)
        elif shape == "square" and isinstance(value, list) and value and all(
                isinstance(r, list) and r for r in value):
            n = len(value)
            fixed[position] = [[row[k % len(row)] for k in range(n)] for row in value]
        elif shape == "rect" and _is_grid(value):
            n = len(value[0])
            rows = [[row[k % len(row)] for k in range(n)] for row in value]
            fixed[position] = rows if isinstance(value[0], list) else [
                "".join(row) for row in rows]
        elif shape == denials.ITEMS_SORTED:
            fixed[position] = denials.sorted_items(value)
        elif shape.startswith("perm"):
            fixed[position] = permutations.ranked(fixed[position], int(shape[4:]))
        elif graphs.is_graph(shape):
            fixed[position] = graphs.repaired(value, shape)
    return tuple(fixed)


def _is_square(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(r, list) and len(r) == len(value) for r in value)


def _squares(values: Sequence[Any]) -> bool:
    return len({repr(v) for v in values}) >= 2 and all(_is_square(v) for v in values) and any(
        len(v) >= 2 for v in values)


def _is_grid(value: Any) -> bool:
    """A non-empty list of non-empty lists, or of non-empty strings (rows of characters:
    ``["#..", ".#."]``)."""
    return isinstance(value, list) and bool(value) and (
        all(isinstance(r, list) and r for r in value)
        or all(isinstance(r, str) and r for r in value))


def _is_rectangle(value: Any) -> bool:
    return _is_grid(value) and len({len(r) for r in value}) == 1


def chance_of_rectangles(grids: Sequence[list[list[Any]]]) -> float:
    """How likely these (distinct) grids all have rows of one length by chance: each row
    after the first takes one of the ``k`` lengths the visible rows take (at least 2)."""
    distinct = {repr(g): g for g in grids}.values()
    k = max(2, len({len(r) for g in distinct for r in g}))
    return math.prod(k ** -(len(g) - 1) for g in distinct)


# "rectangular", "the same number of columns", "rows all of one length", "of equal length"
_RECTANGLE = re.compile(r"\brectangle\b|\brectangular\b|\b(?:same|one|equal|a common)\s+"
                        r"(?:number of\s+)?(?:columns|lengths?|width)\b|\bm\s*[x×]\s*n\b",
                        re.IGNORECASE)


def adopts_rectangles(values: Sequence[Any], doc: str, chance: float) -> bool:
    """Whether every value is a rectangle of lists, beyond chance or as the docstring says
    (see module doc); values with one row say nothing, and one must have two."""
    if not values or not all(_is_rectangle(v) for v in values):
        return False
    if not any(len(v) >= 2 for v in values):
        return False
    if all(isinstance(v[0], str) for v in values) and all(len(v[0]) < 2 for v in values):
        return False  # strings of one character: a list of characters, no rows
    return bool(_RECTANGLE.search(doc)) or chance_of_rectangles(values) <= chance


_EXTREME = r"(?:largest|smallest|biggest|greatest|maximum|minimum|lowest|highest|first|last)"
_ABSENCE = re.compile(r"\b(?:if there (?:is|are) no|no such|if none|does not exist|"
                      r"doesn't exist|there is no|there are no|if no)\b", re.IGNORECASE)
_TRAIT_NOUN = {"prime": "prime", "even": "even", "odd": "odd"}


def _presupposed(values: Sequence[Any], doc: str) -> list[str]:
    """Traits a definite description of the docstring presupposes of a list's items ("the
    largest prime"), when every observed list holds such an item and the docstring does
    not say what happens without one."""
    lists = [v for v in values if isinstance(v, list | tuple)]
    if not lists or len(lists) != len(values) or _ABSENCE.search(doc):
        return []
    return [trait for word, trait in _TRAIT_NOUN.items()
            if re.search(rf"\bthe {_EXTREME} {word}\b", doc, re.IGNORECASE)
            and all(holds(v, f"has_{trait}") for v in lists)]


_SIZE_SYMBOL = re.compile(
    r"\b(?:with|of|has|having)\s+(?P<a>[A-Z]\w*)\s+(?:rows|elements|items|numbers|integers"
    r"|characters|columns|words)\b|\b(?:length|size)\s+(?:of\s+)?(?P<b>[A-Z]\w*)\b")


def size_symbols(doc: str, names: Sequence[str]) -> dict[str, int]:
    """Symbols the docstring defines as a parameter's size ("a grid with N rows", "an array
    'arr' of N integers", "of length L"): symbol -> the position of the parameter named
    last before it in its sentence, so that "N >= 2" bounds that parameter's length."""
    found: dict[str, int] = {}
    for sentence in re.split(r"(?<!\d)[.;\n](?!\d)", doc):
        for match in _SIZE_SYMBOL.finditer(sentence):
            symbol = match.group("a") or match.group("b")
            before = sentence[:match.start()]
            named = [(m.start(), k) for k, name in enumerate(names) if name
                     for m in re.finditer(rf"\b{re.escape(name)}\b", before)]
            if named and symbol not in names:
                found.setdefault(symbol, max(named)[1])
    return found
