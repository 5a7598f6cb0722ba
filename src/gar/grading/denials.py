"""What the docstring says the inputs need *not* be: structure the visible tests happen to keep.

The domain is inferred from the observed calls (:mod:`gar.grading.preconditions`): a trait
every visible value keeps, beyond chance, is taken for a precondition, and an input without
it is an edge input that never convicts. That is the safe side where the task says nothing.
Where the task says the opposite in words — "the grid need not be square", "intervals in
any order", "items may repeat", "a rectangular grid" — the trait is no precondition,
however consistently the few visible tests keep it: a heuristic that assumes it (a grid
read as n x n, a merge that never sorts, a search that assumes unique items) breaks on
inputs the task allows, and only inputs without the trait show it.

A denial is read per sentence, the way :func:`gar.grading.preconditions._stated` reads a
statement: a sentence that names the trait's opposite, is not about the answer ("Return
the pairs in any order" says nothing of the input) and names the argument or no argument
at all (in ``f(xs, ys)``, "ys may repeat" leaves ``xs`` alone).

Sortedness is denied of the argument itself, not of what it holds: intervals "in any
order" are each still ``lo <= hi`` where every visible one is (:data:`ITEMS_SORTED`, a shape
that keeps the items' own order while the list's order is free), so an input with a
reversed interval, outside what the task states, stays an edge input.

Integer traits are denied the same way ("m need not be prime", "n may be even", "not
necessarily odd"): five prime moduli in the tests otherwise make every composite modulus an
edge input, and an inverse by Fermat's little theorem — right only for a prime modulus — is
never compared where it is wrong.

Emptiness is denied the same way ("may be empty"): a heuristic that crashes on an empty
list otherwise hides behind a domain that the visible tests' non-empty values made. Sign is
not read here: :mod:`gar.grading.signs` already moves lists below zero where the words
leave the sign open, and it makes its small shifts only while the domain keeps the visible
sign (clearing ``nonneg`` here cost held-out set 7's coverage-array merge its conviction).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from gar.grading.variants import _is_sorted

# Arithmetic traits of integers (gar.grading.variants.TRAITS) and the one that denies each:
# "m need not be prime", "n may be even", "not necessarily odd".
_OPPOSITE_TRAITS = {"prime": "composite", "composite": "prime", "even": "odd", "odd": "even"}
_NEED_NOT = (r"(?:need not|needn't|does not have to|doesn't have to|do not have to|"
             r"not necessarily|may not|is not always)")
_DENIALS = {
    "sorted": r"\b(in|given in) (any|no particular|arbitrary|random) order\b|\bunsorted\b|"
              r"\bnot (?:necessarily )?sorted\b|\b(need not|needn't|does not have to|"
              r"do not have to|doesn't have to) be (?:sorted|ordered)\b",
    "distinct": r"\b(may|can|might) (contain |have |include )?(duplicates?|repeats?|"
                r"repeated (values|items|elements|numbers|words))\b|"
                r"\b(may|can|might) (repeat|be repeated|recur)\b|"
                r"\b(duplicates?|repeats?|repetitions?|repeated \w+) (are |is )?(allowed|"
                r"possible|permitted|kept)\b|"
                r"\bnot (?:necessarily )?(distinct|unique)\b",
    "nonempty": r"\b(may|can|might|could) (also )?be empty\b|\bpossibly empty\b|"
                r"\bempty (lists?|strings?|grids?|dicts?|inputs?) (is |are )?(allowed|possible|valid)\b",
    **{trait: rf"\b{_NEED_NOT} be (?:an? )?{trait}s?\b|\bnot (?:necessarily|always) (?:an? )?"
              rf"{trait}s?\b|\b(?:may|can|might|could) (?:also )?be (?:an? )?{opposite}s?\b"
       for trait, opposite in _OPPOSITE_TRAITS.items()},
    # values 1..m (0..m-1) that the visible lists always are (gar.grading.permutations):
    # "1 need not be among them", "not necessarily consecutive" (session 22)
    "perm": rf"\b[01] {_NEED_NOT} be (?:among|in|one of|included|present)\b|"
            rf"\b{_NEED_NOT} (?:be )?(?:consecutive|contiguous)\b|"
            rf"\b{_NEED_NOT} (?:start|begin) (?:at|with|from) [01]\b",
    "square": r"\b(need not|needn't|does not have to|doesn't have to|not necessarily|"
              r"may not) be square\b|\bnot necessarily square\b|\brectangular\b|"
              r"\bnon-?square\b",
}
_ABOUT_THE_ANSWER = re.compile(r"\b(return|returns|returned|output|outputs|result|print)\b",
                               re.IGNORECASE)
ITEMS_SORTED = "items_sorted"


def denied(trait: str, doc: str, name: str = "", names: Sequence[str] = ()) -> bool:
    """Whether a sentence of ``doc`` denies ``trait`` (``"sorted"``, ``"distinct"``,
    ``"nonempty"``, ``"square"``, or an integer trait: ``"prime"``, ``"composite"``,
    ``"even"``, ``"odd"``) of the argument ``name`` (see the module doc)."""
    # a sentence's wrapped lines joined ("in any\n order"; session 22), paragraphs and
    # example lines kept apart
    for sentence in re.split(r"[.;\n]", re.sub(r"(?<=\S)[ \t]*\n[ \t]*(?=[^\s>])", " ", doc)):
        if not re.search(_DENIALS[trait], sentence, re.IGNORECASE):
            continue
        if _ABOUT_THE_ANSWER.search(sentence):
            continue
        named = [n for n in names if n and re.search(rf"\b{re.escape(n)}\b", sentence)]
        if not named or name in named:
            return True
    return False


def adopts_sorted_items(values: Sequence[Any], doc: str, name: str, names: Sequence[str],
                        chance: float) -> bool:
    """Whether the items of a list argument whose own order the docstring denies keep
    their order (every item a sequence of two or more, every one sorted) beyond
    ``chance``: intervals each ``lo <= hi``."""
    if not values or not denied("sorted", doc, name, names):
        return False
    items = [item for value in values if isinstance(value, list | tuple) for item in value]
    if not items or not all(isinstance(value, list | tuple) for value in values):
        return False
    if not all(isinstance(item, list | tuple) and len(item) >= 2 and _is_sorted(item)
               for item in items):
        return False
    distinct = {repr(item): item for item in items}.values()
    return math.prod(1 / math.factorial(min(len(item), 20)) for item in distinct) <= chance


def keeps_sorted_items(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(
        isinstance(item, list | tuple) and _is_sorted(item) for item in value)


def sorted_items(value: Any) -> Any:
    """``value`` with each of its sequence items sorted (type kept); as it is otherwise."""
    if not isinstance(value, list | tuple):
        return value
    try:
        return type(value)(type(item)(sorted(item)) if isinstance(item, list | tuple) else item
                           for item in value)
    except TypeError:  # items that do not compare: left as drawn, and out of the shape
        return value
