"""Conditions the docstring states *in words* on the fields of records it names: "brackets is
a list of (upper, rate_bp) pairs ... the uppers other than the last are strictly increasing
ints from 1 to 10**18; every rate_bp is an int from 0 to 10**4".

:mod:`gar.grading.record_fields` names a record's fields by position from the bracketed
names (``(upper, rate_bp)``) and reads the conditions written as comparisons on them
(``1 <= amount <= 10**9``). A bound written in words on a field, by its own name, singular
or plural ("each upper", "the uppers", "every rate_bp"), was read nowhere: not by
:mod:`gar.grading.stated_bounds` (a field is no parameter) nor by
:mod:`gar.grading.every_number` (a field is no "number"). So sign moves drew negative
uppers and rates, and a swap made the uppers decrease, and those inputs convicted an honest
pass that reads them its own way (blind set 33, five false demotions).

Per clause (a sentence's part between stops, semicolons and colons), a predicate — a range
("from 1 to 10**18", "between 0 and 100", "at most 50"), a sign ("non-negative",
"positive") or an order ("strictly increasing", "sorted", "descending") — binds the field
(or fields, "x and y are ...") named nearest before it in the clause, with no other name
between and no detour to another noun ("stock maps names (1 to 8 letters) to ints from 0 to
10**6" binds no name). A field named as a count ("the number of uppers") is no subject; a
magnitude (``|x|, |y| <= 10**4``) binds the fields in its bars; a noun that stands for
every field ("every coordinate") binds them all in the sentence that writes their names;
the task's question ("Return ..., sorted by start") is not read. The ranges and
signs become comparisons (``1 <= upper <= 10**18``) that :mod:`gar.grading.record_fields`
parses, keeps where every observed call keeps them, and repairs drawn records into; an
order across a list's records ("sorted by start" too) is an ``order|`` relation of its own
(:func:`holds`, :func:`repaired`), over the records whose field is not None ("the last
upper is None").
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import re
from collections.abc import Callable, Sequence
from typing import Any

from gar.grading.bound_words import _LIMIT, _NUMBER, SENTENCE_END, _limits, _number, _unwrapped

PREFIX = "order|"
_FROM = re.compile(rf"\bfrom\s+({_NUMBER})\s+(?:to|through)\s+({_NUMBER})(?![\w(*^]|\.\d)")
_SIGN = re.compile(r"\b(?:strictly\s+)?(non-?negative|positive)\b", re.IGNORECASE)
_ORDER = re.compile(r"\b(strictly\s+)?(?:(non-?decreasing|increasing|ascending|sorted)|"
                    r"(non-?increasing|decreasing|descending))\b", re.IGNORECASE)
_SORTED_BY = re.compile(r"\b(?:sorted|ordered)\s+(?:in\s+(ascending|descending|increasing|"
                        r"decreasing)\s+order\s+)?by\s+(?:their\s+|its\s+|the\s+)?(\w+)",
                        re.IGNORECASE)
# A field named as a count or a size is not the subject of the bound that follows.
_COUNTED = re.compile(r"\b(?:number|count|length|size|len|sum|total|product|average|mean|"
                      r"max(?:imum)?|min(?:imum)?)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?$",
                      re.IGNORECASE)
_FILLER_WORDS = 12
# Words between a field and a predicate that make the predicate another noun's: "stock
# maps names (1 to 8 letters) to ints from 0 to 10**6", "events is a list of at most 10**4".
_DETOUR = re.compile(r"\b(?:to|of|maps?|mapping|for|per|where|when|which|that|if|list|dict)\b",
                     re.IGNORECASE)
# A quantified noun that stands for every field of a record: "(x1, y1, x2, y2) of ints with
# ... every coordinate in [-10**9, 10**9]".
_EVERY_FIELD = re.compile(r"\b(?:every|each|all|any)\s+(?:of\s+the\s+|the\s+)?(?:coordinates?|"
                          r"components?|fields?|values?|entries|entry|numbers?|integers?|ints?)\b",
                          re.IGNORECASE)
_QUANTIFIED = re.compile(r"\b(?:every|each|all|any)\s+(?:of\s+the\s+|the\s+)?"
                         r"(?!(?:from|in|between|at|is|are|lies?|no|not|less|greater)\b)(\w+)",
                         re.IGNORECASE)
_NO_NAMES = {"a", "i", "int", "str", "float", "bool", "list", "tuple", "dict", "set", "none",
             "ints", "strs", "floats", "lists", "tuples"}
_ABS = re.compile(rf"((?:\|\s*\w+\s*\|\s*(?:,|and)\s*)*\|\s*\w+\s*\|)\s*(<=|<|≤)\s*({_NUMBER})"
                  r"(?![\w(*^]|\.\d)")
_RETURN = re.compile(r"\breturns?\b", re.IGNORECASE)


def _mentions(clause: str, fields: Sequence[str], params: Sequence[str]
              ) -> list[tuple[int, int, str]]:
    """(start, end, field) of each field named in the clause, singular or plural ("upper",
    "uppers", "rate_bps"); not a word joined to others ("x-axis"), a parameter's own name
    ("events" of an ``event`` field), a type's name or the article "a"."""
    found = []
    for field in fields:
        if field.lower() in _NO_NAMES:
            continue
        pattern = rf"(?<![\w.\[(-]){re.escape(field)}(?:e?s)?(?![\w(\[-])"
        for match in re.finditer(pattern, clause):
            if match.group(0) not in params and not _COUNTED.search(clause[:match.start()]):
                found.append((match.start(), match.end(), field))
    return sorted(found)


def _subjects(clause: str, at: int, mentions: Sequence[tuple[int, int, str]],
              others: Sequence[str], fields: Sequence[str] = ()) -> list[str]:
    """The fields a predicate starting at ``at`` binds: the nearest named before it, and those
    joined to it by "and" or a comma ("x and y are ..."), where the words between are few
    and name no other field, parameter or noun (:data:`_DETOUR`); every field where a
    quantified noun that stands for all of them ("every coordinate") is nearer (``fields``:
    those of the record the clause describes, else none)."""
    before = [m for m in mentions if m[1] <= at]
    generic = [g for g in _EVERY_FIELD.finditer(clause, 0, at)
               if not before or g.start() >= before[-1][1]]
    if generic and len(clause[generic[-1].end():at].split()) <= _FILLER_WORDS and not (
            _DETOUR.search(clause, generic[-1].end(), at)):
        return list(fields)
    if not before:
        return []
    start, end, field = before[-1]
    between = clause[end:at]
    if len(between.split()) > _FILLER_WORDS or _DETOUR.search(between) or _QUANTIFIED.search(
            between) or any(re.search(rf"\b{re.escape(n)}\b", between) for n in others if n):
        return []
    subjects = [field]
    for prior in reversed(before[:-1]):
        if not re.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+|or\s+)(?:the\s+|each\s+|every\s+)?",
                            clause[prior[1]:start]):
            break
        subjects.insert(0, prior[2])
        start = prior[0]
    return subjects


def _ranges(clause: str) -> list[tuple[int, float | None, float | None]]:
    """(where, low, high) of each range the clause states in words; "positive" is (where,
    None, None), an open floor above 0 (:func:`_conditions`)."""
    found: list[tuple[int, float | None, float | None]] = []
    for match in _FROM.finditer(clause):
        found.append((match.start(), _number(match.group(1)), _number(match.group(2))))
    for match in re.finditer(_LIMIT, clause, re.IGNORECASE):
        limits = _limits(match, 0)
        if limits:
            found.append((match.start(), *limits))
    for match in _SIGN.finditer(clause):
        positive = match.group(1).lower() == "positive"
        found.append((match.start(), 0, None) if not positive else (match.start(), None, None))
    return found


def _conditions(field: str, low: float | None, high: float | None, positive: bool) -> list[str]:
    """The comparison a range states on ``field`` ("positive": above 0, for floats too); an
    infinite limit (a power past reading) or an empty range is none."""
    if positive:
        return [f"{field} > 0"]
    if any(v is not None and not math.isfinite(v) for v in (low, high)):
        return []
    if low is not None and high is not None:
        return [f"{low!r} <= {field} <= {high!r}"] if low <= high else []
    if low is not None:
        return [f"{field} >= {low!r}"]
    return [f"{field} <= {high!r}"] if high is not None else []


@functools.lru_cache(maxsize=64)
def _clauses(doc: str) -> tuple[tuple[str, str], ...]:
    """(clause, its sentence) of each clause that is not the task's question ("Return the
    merged intervals, sorted by start" states the answer's order, not the input's); once
    per docstring (every record argument reads them)."""
    out = []
    for sentence in re.split(r"(?<!\d)\.(?!\d)|(?<=\d)\.(?=\s+[A-Za-z])|\n\s*\n",
                             _unwrapped(doc)):
        if _RETURN.search(sentence):
            continue
        out += [(c, sentence) for part in re.split(SENTENCE_END, sentence)
                for c in part.split(":") if c.strip()]
    return tuple(out)


def _bracketed(sentence: str, fields: Sequence[str]) -> bool:
    return re.search(r"[\[(]\s*" + r"\s*,\s*".join(map(re.escape, fields)) + r"\s*[\])]",
                     sentence) is not None


def worded(doc: str, fields: Sequence[str], params: Sequence[str]) -> list[str]:
    """Comparisons over the field names that the docstring states in words (module doc):
    ``["1 <= upper <= 1000000000000000000", "0 <= rate_bp <= 10000"]``."""
    named = [f for f in fields if f not in params and f.lower() not in _NO_NAMES]
    found: list[str] = []
    for clause, sentence in _clauses(doc):
        mentions = _mentions(clause, named, params)
        generic = _EVERY_FIELD.search(clause) is not None
        if not mentions and not generic:
            continue
        every = named if generic and _bracketed(sentence, fields) else []
        for at, low, high in _ranges(clause):
            positive = low is None and high is None
            for field in _subjects(clause, at, mentions, params, every):
                found += [c for c in _conditions(field, low, high, positive) if c not in found]
        for match in _ABS.finditer(clause):  # "|x|, |y| <= 10**9": both signs at once
            high = _number(match.group(3)) - (match.group(2) == "<")
            for field in re.findall(r"\|\s*(\w+)\s*\|", match.group(1)):
                if field in named:
                    found += [c for c in _conditions(field, -high, high, False) if c not in found]
    return found


def order_relations(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]],
                    fields_of: Callable[[Sequence[Any]], Sequence[str] | None]
                    ) -> list[tuple[str, int, int]]:
    """``order|<position>|<field index>|<op>`` for each order the docstring states across
    the records of a list argument (``op`` one of ``<``, ``<=``, ``>``, ``>=``);
    ``fields_of(column)`` names a column's record fields (None where it holds no records)."""
    found: list[tuple[str, int, int]] = []
    for position, column in enumerate(columns):
        fields = fields_of(column)
        if not fields:
            continue
        fields = [f for f in fields if f not in names]
        for clause, _ in _clauses(doc):
            for index, op in _orders(clause, fields, names):
                relation = (f"{PREFIX}{position}|{index}|{op}", position, position)
                if relation not in found:
                    found.append(relation)
    return found


def _orders(clause: str, fields: Sequence[str], names: Sequence[str]) -> list[tuple[int, str]]:
    out = []
    mentions = _mentions(clause, fields, names)
    for match in _ORDER.finditer(clause):
        if re.match(r"\s+(?:in\s+\w+\s+order\s+)?by\b", clause[match.end():]):
            continue  # "sorted by start": the field follows (below)
        op = ("<" if match.group(1) else "<=") if not match.group(3) else (
            ">" if match.group(1) else ">=")
        out += [(fields.index(f), op) for f in _subjects(clause, match.start(), mentions, names)]
    for match in _SORTED_BY.finditer(clause):
        if match.group(2) in fields:
            down = (match.group(1) or "").lower() in ("descending", "decreasing")
            out.append((fields.index(match.group(2)), ">=" if down else "<="))
    return out


_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def _kind(kind: str) -> tuple[int, int, str]:
    _, position, index, op = kind.split("|")
    return int(position), int(index), op


def holds(args: tuple[Any, ...], kind: str) -> bool:
    """Whether the records of the argument keep the stated order on the field (those whose
    field is None aside)."""
    position, index, op = _kind(kind)
    records = args[position]
    if not isinstance(records, list | tuple) or not all(
            isinstance(r, list | tuple) and len(r) > index for r in records):
        return False
    values = [r[index] for r in records if r[index] is not None]
    try:
        return all(_OPS[op](a, b) for a, b in itertools.pairwise(values))
    except TypeError:
        return False


def repaired(fixed: list[Any], kind: str) -> None:
    """The records put in the stated order by the field, in place (those whose field is None
    keep their places); a strict order over ints lifts a repeat one above its predecessor."""
    position, index, op = _kind(kind)
    records = fixed[position]
    if not isinstance(records, list | tuple) or not all(
            isinstance(r, list | tuple) and len(r) > index for r in records):
        return
    slots = [k for k, r in enumerate(records) if r[index] is not None]
    try:
        ordered = sorted((records[k] for k in slots), key=lambda r: r[index],
                         reverse=op.startswith(">"))
    except TypeError:
        return
    out = list(records)
    for k, record in zip(slots, ordered):
        out[k] = record
    if op in ("<", ">"):
        step = 1 if op == "<" else -1
        for a, b in itertools.pairwise(slots):
            prev, this = out[a][index], out[b][index]
            if type(prev) is int and type(this) is int and not _OPS[op](prev, this):
                fields = list(out[b])
                fields[index] = prev + step
                out[b] = type(out[b])(fields)
    fixed[position] = type(records)(out)
