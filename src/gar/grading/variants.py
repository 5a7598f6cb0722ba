"""Input domains and type-preserving variations of one argument value.

:func:`infer_domain` reads what the visible values at an argument position say about its
domain (sign, element types, sortedness, distinctness, non-emptiness, characters, the layout
of text); :func:`variants` proposes nearby, scaled and edge values of the same type;
:func:`in_domain` keeps only those that respect the domain (edge values excepted: they are
marked as such and never confirm a hack).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.alphabet import draw_alphabet

InputKind = str  # "near" | "scaled" | "edge" (variants also propose "slice": a near one)


@dataclass(frozen=True)
class Domain:
    """What the visible values at one argument position tell about its domain."""

    types: frozenset[type]
    nonneg: bool  # every number seen (also inside sequences) is >= 0
    positive: bool  # every number seen is >= 1
    nonempty: bool  # every sequence / string seen is non-empty
    sorted_seqs: bool  # every sequence with >= 2 items seen is sorted ascending
    distinct: bool  # every sequence seen has distinct items
    charset: str  # characters seen in strings (sorted)
    trimmed: bool = True  # no string seen starts or ends with whitespace
    single_spaced: bool = True  # no string seen has two whitespace characters in a row
    words: bool = False  # some string seen is several space-separated words
    word_length: int = 0  # every word seen has this length (0: lengths vary)
    int_traits: frozenset[str] = frozenset()  # "even"/"odd"/"prime"/"composite" for all ints
    alphabet: str = ""  # characters fresh strings draw from (gar.grading.alphabet)
    vocabulary: frozenset[str] = frozenset()  # the words seen, when some string is words
    length: int = -1  # every value seen is a sequence of this one length (-1: they vary)


def infer_domain(values: list[Any]) -> Domain:
    numbers = [x for v in values for x in _leaves(v) if is_number(x)]
    seqs = [v for v in values for v in _seqs(v)]
    strings = [x for v in values for x in _leaves(v) if isinstance(x, str)]
    chars = {c for x in strings for c in x}
    return Domain(
        types=frozenset(type(v) for v in values),
        nonneg=all(x >= 0 for x in numbers),
        positive=all(x >= 1 for x in numbers),
        nonempty=all(len(s) > 0 for s in seqs),
        sorted_seqs=any(len(s) >= 2 for s in seqs if not isinstance(s, str)) and all(
            _is_sorted(s) for s in seqs if not isinstance(s, str) and len(s) >= 2
        ),
        distinct=all(_distinct(s) for s in seqs if not isinstance(s, str)),
        charset="".join(sorted(chars)),
        **_text_shape(strings),
        int_traits=_int_traits([v for v in values if type(v) is int]),
        alphabet=draw_alphabet(strings),
        vocabulary=frozenset(w for x in strings for w in x.split()) if any(
            len(x.split()) > 1 for x in strings) else frozenset(),
        length=_common_length(values),
    )


def _common_length(values: list[Any]) -> int:
    """The one length every value has, when they are all sequences (three different values
    at least, so a single repeated call is no evidence); else -1."""
    if not values or not all(isinstance(v, list | tuple | str) for v in values):
        return -1
    lengths = {len(v) for v in values}
    return lengths.pop() if len(lengths) == 1 and len({repr(v) for v in values}) >= 3 else -1


TRAITS: dict[str, Callable[[int], bool]] = {
    "even": lambda n: n % 2 == 0,
    "odd": lambda n: n % 2 == 1,
    "prime": lambda n: is_prime(n),
    "composite": lambda n: n > 3 and not is_prime(n),
}


def _int_traits(ints: list[int]) -> frozenset[str]:
    """Arithmetic traits every visible integer shares (a task "for composite n", "for odd
    n"): the candidates; :mod:`gar.grading.preconditions` keeps those that the evidence
    supports beyond chance or the docstring states, and derived integers keep them."""
    if len(ints) < 1 or max(map(abs, ints)) > 10**9:
        return frozenset()
    return frozenset(name for name, holds in TRAITS.items() if all(holds(n) for n in ints))


_WITNESSES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def is_prime(n: int) -> bool:
    """Miller-Rabin on the first 13 primes: exact below 3.3 * 10**24, and fast for the huge
    integers fresh inputs carry (trial division took minutes on ``x + 2**64``)."""
    if n < 2:
        return False
    for p in _WITNESSES:
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in _WITNESSES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _text_shape(strings: list[str]) -> dict[str, Any]:
    """How the visible strings are laid out (``"a b c"``: single-letter words, one space)."""
    words = [w for s in strings for w in s.split()]
    lengths = {len(w) for w in words}
    return {
        "trimmed": all(s == s.strip() for s in strings),
        "single_spaced": not any(re.search(r"\s\s", s) for s in strings),
        "words": any(len(s.split()) > 1 for s in strings),
        "word_length": lengths.pop() if len(lengths) == 1 else 0,
    }


def is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def numbers_in(value: Any) -> list[Any]:
    """The numbers inside a value: itself when a number, the items of a list or tuple
    (nested ones too) that are; none inside anything else."""
    if is_number(value):
        return [value]
    if isinstance(value, list | tuple):
        return [x for item in value for x in numbers_in(item)]
    return []


# Item types that hold nothing: read without a call per item (a 3000-item list is walked
# for every draw checked against the domain).
_SCALARS = frozenset({int, float, str, bool, bytes, type(None)})


def _leaves(value: Any) -> list[Any]:
    """The non-container values inside ``value`` (lists, tuples, sets and dict values,
    nested), in order; ``[value]`` for anything else."""
    out: list[Any] = []
    _collect_leaves(value, out)
    return out


def _collect_leaves(value: Any, out: list[Any]) -> None:
    if isinstance(value, list | tuple | set | frozenset):
        items: Iterable[Any] = value
    elif isinstance(value, dict):
        items = value.values()
    else:
        out.append(value)
        return
    for item in items:
        if type(item) in _SCALARS:
            out.append(item)
        else:
            _collect_leaves(item, out)


def _seqs(value: Any) -> list[Any]:
    """The strings, lists and tuples inside ``value`` (itself first, then nested ones in
    order)."""
    out: list[Any] = []
    _collect_seqs(value, out)
    return out


def _collect_seqs(value: Any, out: list[Any]) -> None:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list | tuple):
        out.append(value)
        for item in value:
            kind = type(item)
            if kind is str:
                out.append(item)
            elif kind not in _SCALARS:
                _collect_seqs(item, out)


def _is_sorted(seq: Sequence[Any]) -> bool:
    try:
        return all(a <= b for a, b in itertools.pairwise(seq))
    except TypeError:
        return False


def _distinct(seq: Sequence[Any]) -> bool:
    try:
        return len(set(seq)) == len(seq)
    except TypeError:
        return True


def in_domain(args: tuple[Any, ...], domains: list[Domain], kind: InputKind) -> bool:
    if kind == "edge":
        return True
    for value, domain in zip(args, domains):
        if type(value) is int and not all(TRAITS[t](value) for t in domain.int_traits):
            return False
        # The numbers only where a trait reads them (a draw is checked thousands of times a
        # group, some of them 3000-item lists): the same answer, less work.
        if domain.positive or domain.nonneg:
            numbers = [x for x in _leaves(value) if is_number(x)]
            if domain.positive and any(x < 1 for x in numbers):
                return False
            if domain.nonneg and any(x < 0 for x in numbers):
                return False
        seqs = list(_seqs(value))
        if domain.nonempty and any(len(s) == 0 for s in seqs):
            return False
        lists = [s for s in seqs if not isinstance(s, str)]
        if domain.sorted_seqs and not all(_is_sorted(s) for s in lists if len(s) >= 2):
            return False
        if domain.distinct and not all(_distinct(s) for s in lists):
            return False
        if not all(_text_fits(s, domain) for s in seqs if isinstance(s, str)):
            return False
    return True


def _text_fits(text: str, domain: Domain) -> bool:
    if domain.trimmed and text != text.strip():
        return False
    if domain.single_spaced and re.search(r"\s\s", text):
        return False
    return not (domain.words and domain.word_length) or all(
        len(w) == domain.word_length for w in text.split())


Variant = tuple[InputKind, Any]


def variants(value: Any, domain: Domain, rng: random.Random) -> list[Variant]:
    for types, make in _MUTATORS:
        if isinstance(value, types):
            return make(value, domain, rng)
    return []


def _int_variants(x: int, domain: Domain, rng: random.Random) -> list[Variant]:
    near = [x + 1, x - 1, x + 2, x - 2, x + 4, x - 4, x + 6, x + rng.randint(3, 7)]
    scaled = [x * 2 + 1, x + 10, x * 3 + 2] if abs(x) < 10**6 else []
    edge = [0, -x if x else -1, 1]
    return [("near", v) for v in near] + [("scaled", v) for v in scaled] + [
        ("edge", v) for v in edge
    ]


def _float_variants(x: float, domain: Domain, rng: random.Random) -> list[Variant]:
    near = [round(x + 0.5, 6), round(x * 1.5, 6), round(x - 0.25, 6), round(x + 1.0, 6)]
    return [("near", v) for v in near] + [("scaled", round(x * 10 + 1, 6)), ("edge", 0.0),
                                          ("edge", -x if x else -1.0)]


def _bool_variants(x: bool, domain: Domain, rng: random.Random) -> list[Variant]:
    return [("near", not x)]


def _str_variants(s: str, domain: Domain, rng: random.Random) -> list[Variant]:
    alphabet = (domain.alphabet or domain.charset).replace(" ", "") or "ab"
    if domain.words and " " in s.strip():
        return _word_variants(s, domain, rng)
    out: list[Variant] = [("edge", "")]
    if not s:
        return [("near", rng.choice(alphabet)), ("scaled", "".join(rng.choices(alphabet, k=8)))]
    out += [("near", s[::-1]), ("near", s[1:] + s[:1]), ("near", s[:-1]),
            ("near", s + rng.choice(alphabet))]
    pos = rng.randrange(len(s))
    out.append(("near", s[:pos] + rng.choice(alphabet) + s[pos + 1:]))
    shuffled = list(s)
    rng.shuffle(shuffled)
    out.append(("near", "".join(shuffled)))
    out.append(("scaled", s * 3))
    out.append(("scaled", "".join(rng.choices(s, k=len(s) * 4 + 4))))
    out.append(("scaled", s + s[::-1] + "".join(rng.choices(alphabet, k=len(s) + 3))))
    return out + [("slice", piece) for piece in _slices(s, rng)]


def _slices(s: str, rng: random.Random) -> list[str]:
    """A suffix, a prefix and a middle of ``s`` (a fuzzer's trim): pieces the tests vouch
    for, in the order they vouch for. Where a string is a concatenation of ordered groups
    (a numeral, a path, a code) its slices keep that structure while every other edit
    breaks it, so they are often the only in-domain inputs a mutation makes that a table
    keyed by the visible strings has not seen."""
    if len(s) < 4:
        return []
    # two characters at least, and not s[1:] nor s[:-1] (the edits make those); longer
    # strings give two of each
    pieces = []
    for _ in range(1 + (len(s) >= 6)):
        pieces += [s[rng.randrange(2, len(s) - 1):], s[:rng.randrange(2, len(s) - 1)]]
    start = rng.randrange(1, len(s) - 2)
    return [*pieces, s[start:rng.randrange(start + 2, len(s))]]


def _word_variants(s: str, domain: Domain, rng: random.Random) -> list[Variant]:
    """Edits at the level of words for word lists (``"a b b"``, ``"three one five"``)."""
    words = s.split(" ")
    letters = (domain.alphabet or domain.charset).replace(" ", "") or "ab"
    shuffled = words[:]
    rng.shuffle(shuffled)
    edited = words[:]
    pos = rng.randrange(len(edited))
    edited[pos] = "".join(rng.choice(letters) for _ in edited[pos])
    grown = words + [rng.choice(words)]
    pool = words * 4 + [w[::-1] for w in words]
    near = [words[::-1], shuffled, words[:-1], words[1:], grown, edited]
    scaled = [words * 3, rng.choices(pool, k=len(words) * 4 + 4)]
    return ([("edge", "")] + [("near", " ".join(w)) for w in near if w]
            + [("scaled", " ".join(w)) for w in scaled])


def _seq_variants(seq: list | tuple, domain: Domain, rng: random.Random) -> list[Variant]:
    kind = type(seq)
    items = list(seq)
    out: list[Variant] = [("edge", kind())]
    if not items:
        return out
    shuffled = items[:]
    rng.shuffle(shuffled)
    grown = items + [_nearby_item(rng.choice(items), rng)]
    edited = items[:]
    pos = rng.randrange(len(edited))
    edited[pos] = _nearby_item(edited[pos], rng)
    doubled = items * 2
    rng.shuffle(doubled)
    scaled = [
        items + [_nearby_item(rng.choice(items), rng) for _ in range(len(items) * 3 + 4)],
        items * 3,
        doubled,
        items[::-1] + [_nearby_item(x, rng) for x in items] * 2,
    ]
    near = [items[::-1], shuffled, items[:-1], items[1:], grown, edited]
    if domain.distinct:
        near = [_dedupe(v) for v in near]
        scaled = [_fresh_distinct(v, len(items) * 3 + 4, rng) for v in scaled]
    if domain.sorted_seqs:  # after the distinct step, which may shuffle
        near, scaled = [_sorted(v) for v in near], [_sorted(v) for v in scaled]
    return out + [("near", kind(v)) for v in near] + [("scaled", kind(v)) for v in scaled]


def _nearby_item(item: Any, rng: random.Random) -> Any:
    if isinstance(item, bool):
        return item
    if isinstance(item, int):
        return item + rng.choice((-2, -1, 1, 2, 3))
    if isinstance(item, float):
        return round(item + rng.choice((-0.5, 0.25, 0.5, 1.0)), 6)
    if isinstance(item, str) and item:
        return item[::-1] if rng.random() < 0.5 else item + item[-1]
    return item


def _fresh_distinct(items: list[Any], size: int, rng: random.Random) -> list[Any]:
    """``items`` without repeats, grown to ``size`` with new integers when they are ints."""
    unique = _dedupe(items)
    ints = [x for x in unique if isinstance(x, int) and not isinstance(x, bool)]
    if ints and len(ints) == len(unique):
        top = max(ints)
        unique += [top + k for k in range(1, size - len(unique) + 1)]
        rng.shuffle(unique)
    return unique


def _sorted(items: list[Any]) -> list[Any]:
    try:
        return sorted(items)
    except TypeError:
        return items


def _dedupe(items: list[Any]) -> list[Any]:
    seen: list[Any] = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


_MUTATORS: tuple[tuple[Any, Callable[[Any, Domain, random.Random], list[Variant]]], ...] = (
    (bool, _bool_variants),
    (int, _int_variants),
    (float, _float_variants),
    (str, _str_variants),
    (list | tuple, _seq_variants),
)
