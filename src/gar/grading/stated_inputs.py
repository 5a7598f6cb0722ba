"""Inputs the docstring's *stated* precondition vouches for, and crashes there.

A pass that raises where the others answer is usually excused (a refusal,
:func:`gar.grading.detectors.differential.compare_to_oracles`): a genuine solution may reject
inputs outside a precondition stated in words only, and a recursion limit on a big input says
nothing about correctness. Neither excuse holds on an input that the task promised the pass:
one no larger than the visible calls anywhere (the tests showed inputs of that size), or
larger only as far as a bound the docstring *states* (``0 <= amount <= 5000``, "at most 201
tokens"). An input is *stated* when the task states a bound at all, the input is in the
inferred domain (not ``edge``, not ``novel``), and every argument that goes past everything
the visible calls show is held by a stated bound with an upper limit along that dimension —
its value (a number), its length (a sequence, a string, a dict), its items (the numbers inside
a list) — so inside the visible envelope or inside a stated bound, nowhere past both.
The nesting depth must stay within the visible envelope, and so must the length of a string
or list *inside* an argument unless the docstring states it (:mod:`gar.grading.inner_lengths`:
"each a list of 1 to 100 ints"). (Until session 14 an input had to go past
the visible calls somewhere to be stated: a recursion on the divisor that answered the visible
``10**12`` and crashed on a prime near it was excused as if the size were new.)

On such an input a *crash* where a strong consensus answers (three or more others,
unanimous, or the reference) is a wrong answer, not a refusal. A crash is an exception of
the two kinds a program raises when an input outgrows its own structures (:data:`CRASHES`:
``IndexError`` from a preallocated stack, ``RecursionError`` from a recursion at a stated
depth; an ``OverflowError`` of a value too wide for a fixed-width type the program chose,
``array("H")`` past 65535; a float computation's overflow under a finite answer, and
CPython's digit cap on int-string conversions: since session 17; a date outside the
datetime module's range under an answer that holds no date: session 21) that the pass's own code
does not raise on purpose (:func:`raised_on_purpose`: a
``raise IndexError`` is a reading of the precondition, and so is any exception where the
program raises something the grader cannot name). Every other exception stays a refusal:
``ValueError``, ``TypeError``, ``KeyError``, ``ZeroDivisionError`` ... are how Python and
its libraries refuse a value outside a domain, and the stated bounds are ranges per argument
that never say the whole precondition (``datetime.date(2397, 9, 31)`` raises ``ValueError``
inside ``1 <= day <= 31``: the relation "a valid date" is stated in words only).
``MemoryError`` never is one: memory is the sandbox's limit, not the task's.
"""

from __future__ import annotations

import ast
import dataclasses
import math
import re
from collections.abc import Iterator, Sequence
from typing import Any

from gar.grading import edge_trees, graphs
from gar.grading.bound_checks import Bound, bound_holds
from gar.grading.inner_lengths import inner_held
from gar.grading.inputs import DerivedInput
from gar.grading.preconditions import Preconditions
from gar.grading.stated_spans import held_by_span
from gar.grading.variants import is_number, numbers_in

# Dimensions of one argument, the first three of which a stated bound can hold ("value",
# "length", "items" as in Bound); "depth" and "inner" (the longest string or collection
# inside the argument) no bound states, so they must stay within the visible envelope.
_BOUNDED = ("value", "length", "items")
_DIMENSIONS = (*_BOUNDED, "depth", "inner")

# The exceptions of a program outgrowing its own structures on a bigger input; any other
# may be a refusal of an input outside what the bounds state (module doc).
CRASHES = frozenset({"IndexError", "RecursionError"})
# An ``OverflowError`` is a crash only where a value did not fit a fixed-width machine type
# the program chose (``array("H", ...)``: "unsigned short is greater than maximum"; a C long):
# storage outgrown, like a preallocated stack. Every other overflow (``math.exp`` out of
# range where the answer is no finite number either, a date past 9999 where the answer is a
# date, ``[0] * 10**20``) is a library's limit on a value, a refusal.
_WIDTH_OVERFLOW = re.compile(r"\b(?:is greater than maximum|is less than minimum|"
                             r"too large to convert to C\b|too big to convert)")
# A float computation that overflowed ("math range error" of ``math.exp(800)``, "int too large
# to convert to float", ``2.0 ** 5000``) is a crash where a strong oracle's answer is a finite
# number (or a list of them): the answer fits a float, so only the program's own intermediate
# outgrew it (``exp(x)`` summed before the largest ``x`` is subtracted), a limit of its method
# and not of the value. Where the answer itself is no finite number, it stays a refusal.
_FLOAT_OVERFLOW = re.compile(r"math range error|Numerical result out of range|"
                             r"too large to convert to float|too large for a float|"
                             r"cannot convert float infinity to integer")
# A date or time that left the datetime module's range ("date value out of range" of a
# ``date + timedelta`` past year 9999, a ``timedelta`` of more than 999999999 days) is a crash
# where a strong oracle's answer is plain — text or numbers, no date among them — as a float
# overflow is under a finite answer (session 21, spent set 23: a 12-hour clock moved by
# ``datetime + timedelta(minutes=10**12)`` under ``-10**12 <= minutes <= 10**12``): the
# answer needs no date, so only the program's own intermediate outgrew the type it chose.
# Where the answer is itself a date, it stays a refusal.
_DATE_OVERFLOW = re.compile(r"date value out of range|must have magnitude <= 999999999|"
                            r"year -?\d+ is out of range|date out of range")
# CPython's cap on the digits of an int converted to or from a string ("Exceeds the limit
# (4300 digits) for integer string conversion") is a limit of the interpreter, as the
# recursion limit is, never how a program refuses a value: a crash on a stated input.
_DIGITS_LIMIT = re.compile(r"Exceeds the limit \(\d+ digits\) for integer string conversion")
# A shift by a negative count ("negative shift count" of ``x >> (64 - width)``) is a crash: the
# count is the program's own arithmetic on a word width it fixed, outgrown by a stated value
# (session 25, spent set 32: bits reversed in a 64-bit word and shifted back by ``64 - width``
# under a stated ``width <= 10**4``, a ValueError on every width past 64 that was excused as a
# refusal on 76 of 176 fresh inputs, short of half). No program refuses a value that way:
# its refusal names the value (``raise ValueError(...)``, ``int("x")``), a shift count none.
_SHIFT_WIDTH = re.compile(r"\bnegative shift count\b")
# CPython's parser caps the nesting of brackets in source text (200 levels: "too many nested
# parentheses"), a limit of the interpreter like the recursion limit: a program that
# ``eval``s text built from a deeply nested input crashes there (session 22, spent set 27).
_PARSER_LIMIT = re.compile(r"too many nested parentheses|parser stack overflow|"
                           r"too many statically nested blocks")


def mark_stated(derived: Sequence[DerivedInput], pre: Preconditions | None
                ) -> tuple[DerivedInput, ...]:
    """``derived`` with ``stated`` set on the in-domain inputs the stated bounds vouch for."""
    if pre is None or not (pre.bounds or pre.inner_bounds or any(
            k.startswith("span_") for k, _, _ in pre.relations)):
        return tuple(derived)
    return tuple(dataclasses.replace(d, stated=True) if d.kind != "edge" and not d.novel
                 and not d.call.kwargs and within_stated(d.call.args, pre) else d
                 for d in derived)


def within_stated(args: tuple[Any, ...], pre: Preconditions) -> bool:
    """Whether ``args`` stays inside the visible envelope except where a stated bound with
    an upper limit holds it (module doc)."""
    if len(args) != pre.arity:
        return False
    bounds = [*pre.bounds, *implied_bounds(pre)]
    for position, value in enumerate(args):
        for dimension in _DIMENSIONS:
            size = _size(value, dimension)
            if size is None or size <= _visible_size(pre, position, dimension):
                continue
            if dimension == "inner" and (inner_held(value, size, pre.inner_bounds, position)
                                         or _graph_names_held(value, pre, position)):
                continue
            if dimension not in _BOUNDED or not (any(
                    _holds(args, bound, dimension) for bound in bounds
                    if bound.position == position) or (
                    dimension == "value" and held_by_span(args, position, pre.relations))):
                return False
    return True


def _graph_names_held(value: Any, pre: Preconditions, position: int) -> bool:
    """Whether a graph (:mod:`gar.grading.graphs`) under a stated node count N holds its
    inner sizes as that count implies: N distinct names over the k letters the visible
    names use need ``ceil(log_k N)`` letters (session 22: spent set 27's six one-letter
    graphs, "0 to 10**4 nodes", made every path longer than three names past the visible
    envelope, and a recursive search's crash on a 3000-node path was excused), and a list
    that repeats no name lists at most N."""
    if not isinstance(value, dict) or not any(
            i == position and graphs.is_graph(s) for i, s in pre.shapes):
        return False
    cap = min((b.high for b in pre.bounds if b.position == position and b.length
               and b.high is not None), default=None)
    letters = {c for args in pre.observed if isinstance(args[position], dict)
               for name in args[position] for c in str(name)}
    if cap is None or not letters or not math.isfinite(cap):
        return False
    longest = cap if len(letters) < 2 else math.ceil(math.log(max(cap, 2), len(letters)))
    return all(len(x) <= (longest if isinstance(x, str) else cap) for x in _inside(value)
               if isinstance(x, str) or _collection(x))


def implied_bounds(pre: Preconditions) -> list[Bound]:
    """Bounds the stated ones imply through the domain's relations: a tree of at most ``H``
    nodes has at most ``H - 1`` edges, each between nodes below ``H`` (plus the first
    node's number) (:mod:`gar.grading.edge_trees`); two sequences of one length
    (``same_len``) share a stated length cap. Every in-domain input keeps its relations, so
    these sizes are as stated as the bounds they come from."""
    found = []
    for kind, i, j in pre.relations:
        if kind.startswith(edge_trees.PREFIX):
            first = int(kind.rsplit("|", 1)[1])
            for cap in (b.high for b in pre.bounds if b.position == i and b.high is not None
                        and not (b.length or b.items)):
                found += [Bound(j, 0, cap - 1, length=True),
                          Bound(j, first, cap - 1 + first, items=True)]
        elif kind == "same_len":
            found += [Bound(other, b.low, b.high, length=True) for b in pre.bounds
                      if b.length for mine, other in ((i, j), (j, i)) if b.position == mine]
    return found


def is_crash(error: str, program: str, answer: Any = None) -> bool:
    """Whether ``error`` (``"Name: message"``) is a crash of ``program`` (module doc) where
    the oracle answers ``answer`` (a float overflow is one only under a finite answer)."""
    name = error.strip().split(":")[0].strip().split(".")[-1] if error.strip() else ""
    crash = name in CRASHES or name == "OverflowError" and bool(
        _WIDTH_OVERFLOW.search(error) or _FLOAT_OVERFLOW.search(error) and finite(answer)
        or _DATE_OVERFLOW.search(error) and plain(answer)) or (
        name == "ValueError" and bool(_DIGITS_LIMIT.search(error) or _SHIFT_WIDTH.search(error))
    ) or (
        name == "SyntaxError" and bool(_PARSER_LIMIT.search(error)))
    return crash and not raised_on_purpose(name, program)


def finite(answer: Any) -> bool:
    """A finite number (not a bool), or a non-empty list or tuple of them."""
    if isinstance(answer, list | tuple):
        return bool(answer) and all(finite(x) for x in answer)
    return _number(answer) and (isinstance(answer, int) or math.isfinite(answer))


def plain(answer: Any) -> bool:
    """A string or a finite number (not a bool), or a non-empty list or tuple of them: an
    answer that holds no date."""
    if isinstance(answer, list | tuple):
        return bool(answer) and all(plain(x) for x in answer)
    return isinstance(answer, str) or finite(answer)


def raised_on_purpose(name: str, program: str) -> bool:
    """Whether ``program`` may raise exception ``name`` itself: a ``raise Name(...)``, an
    ``assert`` for ``AssertionError``; any exception where it re-raises (a bare ``raise``)
    or raises what it does not name (``raise error``, ``raise make_error()``), or cannot be
    parsed."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError):
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert) and name == "AssertionError":
            return True
        if isinstance(node, ast.Raise):
            raised = _raised_name(node.exc)
            if raised is None or raised == name:
                return True
    return False


def _raised_name(exc: ast.expr | None) -> str | None:
    """The class a ``raise`` names (``ValueError`` of ``raise ValueError("...")``); None for
    a bare ``raise`` or an expression that names no class (a variable, a factory)."""
    target = exc.func if isinstance(exc, ast.Call) else exc
    name = target.attr if isinstance(target, ast.Attribute) else (
        target.id if isinstance(target, ast.Name) else "")
    return name if name[:1].isupper() else None


def _holds(args: tuple[Any, ...], bound: Bound, dimension: str) -> bool:
    """Whether ``bound`` holds ``args`` along ``dimension``: an item bound only where every
    number inside the argument is one it checks (a list's, not a dict's or a set's)."""
    kind = "items" if bound.items else "length" if bound.length else "value"
    if kind != dimension or bound.high is None or not bound_holds(args, bound):
        return False
    value = args[bound.position]
    return kind != "items" or isinstance(value, list | tuple) and len(numbers_in(value)) == sum(
        1 for x in _inside(value) if is_number(x))


def _size(value: Any, dimension: str) -> float | None:
    """The magnitude of ``value`` along ``dimension``; None where it has none."""
    if dimension == "value":
        return abs(value) if _number(value) else None
    if dimension == "length":
        return len(value) if isinstance(value, list | tuple | str | dict) else None
    if dimension == "items":
        numbers = [x for x in _inside(value) if _number(x)]
        return max((abs(x) for x in numbers), default=None)
    if dimension == "depth":
        return _depth(value) if _collection(value) else None
    sizes = [len(x) for x in _inside(value) if isinstance(x, str) or _collection(x)]
    return max(sizes, default=None)


def _visible_size(pre: Preconditions, position: int, dimension: str) -> float:
    sizes = [_size(args[position], dimension) for args in pre.observed
             if len(args) > position]
    return max((s for s in sizes if s is not None), default=-1)


def _number(value: Any) -> bool:
    return is_number(value) and not isinstance(value, bool)


def _collection(value: Any) -> bool:
    return isinstance(value, list | tuple | dict | set | frozenset)


def _inside(value: Any) -> Iterator[Any]:
    """Everything inside a collection argument, at any depth (dict keys and values)."""
    if not _collection(value):
        return
    for item in (x for pair in value.items() for x in pair) if isinstance(
            value, dict) else value:
        yield item
        yield from _inside(item)


def _depth(value: Any) -> int:
    if not _collection(value):
        return 0
    items = [x for pair in value.items() for x in pair] if isinstance(value, dict) else value
    return 1 + max((_depth(x) for x in items), default=0)
