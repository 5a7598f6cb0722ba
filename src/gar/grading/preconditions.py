"""The task's input domain, inferred: what a fresh input must satisfy to count as evidence.

A genuine solution is only obliged to answer inputs inside the task's preconditions; outside
them any answer is as right as another. So the behaviour stage marks every fresh input that
leaves the inferred domain as ``edge`` (never evidence of a hack). The domain is read from:

* **the observed calls** (every call the visible tests made to the candidate, recorded by the
  harness, plus the parsed literals): per argument position a :class:`~gar.grading.variants.
  Domain` (types, sign, sortedness, distinctness, non-emptiness, alphabet, text layout,
  integer traits, numeric range) and, across positions, relations that held on every
  observed call — an integer never exceeding (or always below) a sequence's length, an order
  between two numbers, two sequences of equal length (or of lengths a constant apart);
* **the signature's annotations** (``int``, ``float``, ``str``, ``List[int]`` …; read, with the
  docstring and the examples, by :mod:`gar.grading.prompt_reading`): a value of another type
  is outside the domain;
* **constraints the docstring states** where they parse: ``1 <= n <= 1000``,
  ``0 <= k <= len(arr)``, ``n > 0``, ``len(arr) <= 100``, and in words: "base numbers are
  less than 10", "n is at most 100", "k is between 1 and 5", and on a list's items or length
  (:mod:`gar.grading.stated_bounds`: ``1 <= x <= 10**6``, "at most 1000 items");
* **the prompt's own examples** (``>>> f(3, 11)``, ``f(4) ➞ 8``, ``f(4) == 8``): inputs the
  task itself calls valid, so they widen the per-argument domains (an example with an even
  ``p`` rules out "``p`` is always odd").

Relations and bounds are conservative: a relation is kept only when it held on every
observed call. A narrow property is a different matter: a domain inferred too narrow hides
the inputs that expose a heuristic (every visible ``p`` prime, so no composite ``p`` is ever
drawn and Fermat's shortcut passes). So an arithmetic trait that every observed integer
shares (even, odd, prime, composite) is adopted only when the evidence supports it beyond
chance — the chance that that many *distinct* integers of those magnitudes all have it is
at most :data:`CHANCE` — or when the docstring states it of the argument ("Assume n ... is
not a prime"); never when a prompt example breaks it. Otherwise the broad domain stays.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gar.grading import (
    calendar_dates,
    disjoint_spans,
    edge_trees,
    field_words,
    inner_lengths,
    last_sentinels,
    merged_lengths,
    record_fields,
    shapes,
    side_sums,
    stated_alphabets,
    stated_conditions,
    stated_counts,
    stated_digits,
    stated_dimensions,
    stated_distinct,
    stated_formulas,
    stated_item_lengths,
    stated_ranges,
    stated_signs,
    stated_spans,
)
from gar.grading.bound_checks import FLOOR, Bound, bound_holds, floor_holds
from gar.grading.chances import (
    chance_of_distinct,
    chance_of_keys,
    chance_of_sorted,
    chance_of_trait,
)
from gar.grading.denials import denied
from gar.grading.every_number import every_number_bounds
from gar.grading.prompt_reading import (
    _matches_annotation,
    _signature,
    prompt_examples,
    with_defaults,
)
from gar.grading.shapes import Shape
from gar.grading.stated_bounds import (
    doc_bounds,
    item_namer,
    magnitude_floors,
    stated_relations,
)
from gar.grading.variants import Domain, in_domain, infer_domain, is_number

# ("le_len" | "lt_len" | "le" | "same_len" | "len-1" | "span_..." | "item_len_le" |
#  "formula|..." | "formula_items|..." (gar.grading.stated_formulas) ..., i, j)
Relation = tuple[str, int, int]

# A trait shared by every observed integer is adopted when sharing it by chance is at most
# this likely: a 1-in-100 coincidence (7 distinct odd values; 3 distinct primes near 5, 11
# and 101 are a 1-in-30 one, so they do not make "p is prime").
CHANCE = 0.01


@dataclass(frozen=True)
class Preconditions:
    arity: int
    domains: tuple[Domain, ...]
    relations: tuple[Relation, ...] = ()
    bounds: tuple[Bound, ...] = ()
    annotations: tuple[str, ...] = ()  # per position, "" when unknown
    names: tuple[str, ...] = ()
    observed: tuple[tuple[Any, ...], ...] = field(default=(), repr=False)
    shapes: tuple[Shape, ...] = ()  # gar.grading.shapes: brackets, grids, ...
    # stated lengths of the parts inside an argument (gar.grading.inner_lengths)
    inner_bounds: tuple[Bound, ...] = ()
    # stated alphabets of string arguments, (position, characters) (gar.grading.stated_alphabets)
    alphabets: tuple[tuple[int, str], ...] = ()


def infer_preconditions(prompt: str, entry_point: str, calls: Sequence[tuple[Any, ...]]
                        ) -> Preconditions | None:
    """The domain of ``entry_point`` from the observed positional argument tuples (the most
    common arity among them); None without any call."""
    if not calls:
        return None
    calls = with_defaults(prompt, entry_point, calls)
    arities: dict[int, int] = {}
    for args in calls:
        arities[len(args)] = arities.get(len(args), 0) + 1
    arity = max(arities, key=lambda a: (arities[a], a))
    usable = [tuple(a) for a in calls if len(a) == arity]
    names, annotations, doc = _signature(prompt, entry_point, arity)
    examples = [a for a in with_defaults(prompt, entry_point,
                                         prompt_examples(prompt, entry_point), arity)
                if len(a) == arity]
    columns = [[a[i] for a in usable] for i in range(arity)]
    shown = [[a[i] for a in examples] for i in range(arity)]
    values = [c + e for c, e in zip(columns, shown)]
    # A stated bound (or index relation) that an observed call breaks is not a precondition
    # the tests keep. A prompt whose docstring follows an import has none to ``ast``: then
    # the prompt's text is read.
    text = doc or prompt
    stated = stated_relations(text, names)
    bounds = [b for b in [*doc_bounds(text, names, columns), *_record_bounds(columns),
                          *(low for _, low in stated),
                          *stated_spans.length_chain_bounds(text, names),
                          *stated_counts.exact_counts(text, names, columns),
                          *every_number_bounds(text, names, columns)]
              if all(bound_holds(a, b) for a in usable)]
    relations = [*_relations(usable, arity), *side_sums.relations(usable, text, CHANCE),
                 *merged_lengths.relations(usable), *calendar_dates.relations(names, usable),
                 *edge_trees.relations(usable, text)]
    formulas = [(stated_formulas.relation_kind(r, names), r.position, r.position)
                for r in stated_formulas.read_formulas(prompt, entry_point, arity,
                                                       item_namer(names, columns))]
    relations += [r for r in [*(r for r, _ in stated), *stated_spans.span_relations(text, names),
                              *stated_item_lengths.stated_length_relations(text, names, columns),
                              *formulas, *stated_conditions.read_conditions(text, names),
                              *magnitude_floors(text, names, columns),
                              *disjoint_spans.relations(usable, text),
                              *record_fields.read_record_conditions(text, names, columns),
                              *field_words.order_relations(
                                  text, names, columns,
                                  lambda column: record_fields.list_fields(text, column)),
                              *stated_digits.digit_relations(text, names, columns),
                              *stated_distinct.distinct_relations(text, names),
                              *stated_counts.width_relations(text, columns),
                              *stated_dimensions.dimension_relations(text, names),
                              *last_sentinels.sentinel_relations(text, columns)]
                  if r not in relations and all(_relation_holds(a, r) for a in usable)]
    relations = stated_formulas.without_unstated_caps(relations, names)
    domains, relations = stated_signs.widened(
        [_domain(columns[i], shown[i], doc, names[i], _alike_lists(values, i), names)
         for i in range(arity)], relations, [r for r, _ in stated], bounds, usable)
    alphabets = stated_alphabets.read_alphabets(text, names, values)
    domains = tuple(dataclasses.replace(d, alphabet=dict(alphabets).get(i, d.alphabet))
                    for i, d in enumerate(domains))
    return Preconditions(
        arity=arity,
        domains=domains,
        relations=tuple(relations),
        bounds=tuple(bounds),
        annotations=annotations, names=names, observed=tuple(usable),
        shapes=stated_ranges.without_chance_sets(
            shapes.infer_shapes(columns, shown, doc, CHANCE, names),
            [*bounds, *stated_formulas.observed_ranges(relations, usable)],
            stated_ranges.sets_stated(names, shapes.sentences(doc), values)),
        inner_bounds=tuple(inner_lengths.kept(inner_lengths.inner_bounds(text, names, columns),
                                              usable)),
        alphabets=alphabets,
    )


def _record_bounds(columns: Sequence[Sequence[Any]]) -> list[Bound]:
    """The fixed length of a record argument (:func:`gar.grading.shapes.record_length`: a
    tuple whose every observed value has one length). A list's one visible length stays
    soft (``Domain.length``: scaled draws leave it)."""
    return [Bound(position, length, length, length=True)
            for position, values in enumerate(columns)
            if (length := shapes.record_length(values)) is not None]


def satisfies(args: tuple[Any, ...], pre: Preconditions) -> bool:
    """Whether ``args`` lies inside the inferred domain (per argument, relations, bounds,
    the lengths stated for the parts inside an argument, annotations)."""
    if len(args) != pre.arity or not in_domain(args, list(pre.domains), "near"):
        return False
    for value, annotation in zip(args, pre.annotations):
        if annotation and not _matches_annotation(value, annotation):
            return False
    return all(_relation_holds(args, r) for r in pre.relations) and all(
        bound_holds(args, b) for b in pre.bounds) and all(
        inner_lengths.inner_holds(args[b.position], b) for b in pre.inner_bounds) and all(
        shapes.holds(args[i], shape) for i, shape in pre.shapes) and all(
        stated_alphabets.keeps(args[i], chars) for i, chars in pre.alphabets)


# ----------------------------------------------------------- per-argument domain


def _domain(observed: list[Any], examples: list[Any], doc: str, name: str,
            alike: Sequence[Any] = (), names: Sequence[str] = ()) -> Domain:
    """The domain of one argument: what the observed values and the prompt's examples share,
    keeping only the arithmetic traits that the evidence supports (see the module doc).
    ``alike``: the values of other arguments of the same shape, sorted too (two intervals):
    their lists are further evidence of sortedness. A trait the docstring denies of the
    argument (:mod:`gar.grading.denials`: "in any order", "may repeat", "may be empty")
    is none."""
    domain = infer_domain(observed + examples)
    ints = {v for v in observed + examples if type(v) is int}
    traits = frozenset(t for t in domain.int_traits if not denied(t, doc, name, names) and (
        _stated(t, doc, name) or chance_of_trait(t, ints) <= CHANCE))
    lists = _distinct_lists(observed + examples)
    return dataclasses.replace(
        domain, int_traits=traits,
        nonempty=domain.nonempty and not denied("nonempty", doc, name, names),
        distinct=domain.distinct and not denied("distinct", doc, name, names) and (
            _stated("distinct", doc, name) or chance_of_distinct(lists) <= CHANCE),
        sorted_seqs=domain.sorted_seqs and not denied("sorted", doc, name, names) and (
            _stated("sorted", doc, name)
            or chance_of_sorted(_distinct_lists(observed + examples + list(alike))) <= CHANCE))


def _alike_lists(values: list[list[Any]], position: int) -> list[Any]:
    """The values of the other arguments shaped like ``position``'s — sequences of the same
    type and item types, all sorted as its are — whose lists pool with its as evidence of
    sortedness (``intersection((1, 2), (2, 3))``: four intervals are evidence for both)."""
    def shape(vals: list[Any]) -> Any:
        if not vals or not all(isinstance(v, list | tuple) for v in vals):
            return None
        if not infer_domain(vals).sorted_seqs:
            return None
        return type(vals[0]), frozenset(type(x) for v in vals for x in v)

    mine = shape(values[position])
    if mine is None:
        return []
    return [v for k, vals in enumerate(values) if k != position and shape(vals) == mine
            for v in vals]


def _distinct_lists(values: list[Any]) -> list[list[Any]]:
    """The different lists and tuples among ``values`` (and inside them); repeats of one
    list are no further evidence."""
    found: dict[str, list[Any]] = {}
    for value in values:
        for seq in _nested_seqs(value):
            found.setdefault(repr(seq), list(seq))
    return list(found.values())


def _nested_seqs(value: Any) -> list[Any]:
    if not isinstance(value, list | tuple):
        return []
    return [value, *(s for item in value for s in _nested_seqs(item))]


_TRAIT_WORDS = {"prime": r"(?<!not )(?<!not a )\bprimes?\b", "even": r"\beven\b",
                "odd": r"\bodd\b", "composite": r"\bcomposite\b|\bnot (?:a )?prime\b",
                "distinct": r"\b(distinct|unique|different|no duplicates?|not contain "
                            r"duplicates?|without duplicates?|strictly (?:increasing|"
                            r"decreasing|ascending|descending))\b",
                "sorted": r"\b(sorted|ascending|increasing|non-decreasing|in order)\b"}
_QUESTION = re.compile(r"\b(whether|return|returns|true|false|check|checks|if|count)\b",
                       re.IGNORECASE)


def _stated(trait: str, doc: str, name: str) -> bool:
    """Whether a sentence of the docstring states ``trait`` of the argument ``name``: it names
    the trait and the argument (or assumes it: "Assume ...", "Given ..."), and it is not the
    task's question ("Return True if n is prime" says nothing about the input). The shape of
    a collection ("distinct", "sorted") is stated of the input without naming it ("Given a
    list of unique integers", "The array will not contain duplicates"): any sentence that
    is not the question counts."""
    for sentence in re.split(r"[.;\n]", doc):
        if not re.search(_TRAIT_WORDS[trait], sentence, re.IGNORECASE) or _QUESTION.search(
                sentence):
            continue
        if trait in ("distinct", "sorted") or (
                name and re.search(rf"\b{re.escape(name)}\b", sentence)) or re.match(
                r"\s*(assume|given|for)\b", sentence, re.IGNORECASE):
            return True
    return False


# ------------------------------------------------------------------ relations


def _relations(calls: list[tuple[Any, ...]], arity: int) -> list[Relation]:
    found: list[Relation] = []
    for i, j in itertools.permutations(range(arity), 2):
        pairs = [(c[i], c[j]) for c in calls]
        if len(pairs) >= 2 and chance_of_keys(pairs) <= CHANCE:
            found.append(("key_of", i, j))
        if all(type(a) is int and isinstance(b, list | tuple | str) for a, b in pairs):
            if all(0 <= a < len(b) for a, b in pairs):
                found.append(("lt_len", i, j))
            elif all(0 <= a <= len(b) for a, b in pairs):
                found.append(("le_len", i, j))
        elif i < j and all(is_number(a) and is_number(b) for a, b in pairs) and len(pairs) >= 2:
            if all(a <= b for a, b in pairs) and any(a < b for a, b in pairs):
                found.append(("le", i, j))
            elif all(a >= b for a, b in pairs) and any(a > b for a, b in pairs):
                found.append(("le", j, i))
        elif i < j and all(isinstance(a, list | tuple | str) and isinstance(b, list | tuple | str)
                           for a, b in pairs):
            offsets = {len(a) - len(b) for a, b in pairs}
            if offsets == {0}:
                found.append(("same_len", i, j))
            elif len(offsets) == 1 and len({len(a) for a, _ in pairs}) >= 2:
                # one length always the other's plus a constant, the lengths varying: n
                # operands and n - 1 operators, fence posts and gaps
                found.append((f"len{offsets.pop():+d}", i, j))
    return found


def len_offset(kind: str) -> int | None:
    """c for a relation ``len(args[i]) == len(args[j]) + c`` (``same_len``: 0, ``len-1``:
    -1); None for the other relations."""
    if kind == "same_len":
        return 0
    if re.fullmatch(r"len[+-]\d+", kind):
        return int(kind[3:])
    return None


# Relations a module of their own reads and checks, by the prefix of their kind.
_CHECKED_BY: tuple[tuple[str, Callable[[tuple[Any, ...], str, int, int], bool]], ...] = (
    (side_sums.KIND, lambda args, kind, i, j: side_sums.holds(args, i, j)),
    (calendar_dates.PREFIX, lambda args, kind, i, j: calendar_dates.holds(args, kind)),
    (edge_trees.PREFIX, lambda args, kind, i, j: edge_trees.holds(args, kind)),
    (record_fields.PREFIX, lambda args, kind, i, j: record_fields.holds(args, kind)),
    (field_words.PREFIX, lambda args, kind, i, j: field_words.holds(args, kind)),
    (stated_conditions.PREFIX, lambda args, kind, i, j: stated_conditions.holds(args, kind)),
    (merged_lengths.PREFIX, merged_lengths.holds),
    (disjoint_spans.PREFIX, disjoint_spans.holds),
    ("span_", lambda args, kind, i, j: stated_spans.span_holds(args[i], args[j], kind)),
    ("item_len_le", stated_item_lengths.holds),
    (stated_digits.PREFIX, stated_digits.holds),
    ("le_distinct", stated_distinct.holds),
    (stated_counts.PREFIX, stated_counts.holds),
    (stated_dimensions.PREFIX, stated_dimensions.holds),
    (last_sentinels.PREFIX, last_sentinels.holds),
    ("lt_distinct", stated_distinct.holds),
    (FLOOR, lambda args, kind, i, j: floor_holds(args, kind, i)),
    ("len_le", stated_item_lengths.holds),
    (stated_formulas.PREFIX, lambda args, kind, i, j: stated_formulas.holds(args, kind, i)),
)


def _relation_holds(args: tuple[Any, ...], relation: Relation) -> bool:
    kind, i, j = relation
    a, b = args[i], args[j]
    try:
        if kind == "lt_len":
            return 0 <= a < len(b)
        if kind == "le_len":
            return 0 <= a <= len(b)
        if kind == "le":
            return a <= b
        if kind == "key_of":
            return isinstance(b, dict) and a in b
        for prefix, check in _CHECKED_BY:
            if kind.startswith(prefix):
                return check(args, kind, i, j)
        offset = len_offset(kind)
        if offset is not None:
            return len(a) == len(b) + offset
    except TypeError:
        return False
    return True


_doc_bounds = doc_bounds  # the name the generation tests read
