"""Numbers written inside text, all at the top of the magnitude the docstring states for them.

A task that reads numbers out of its text — an expression (``"2*(3+4)"``), the tokens of a
reverse Polish program (``["4", "13", "5", "/", "+"]``) — states how large they may be in
words about the numbers, not about a parameter: "numbers ... have at most 6 digits", "every
literal is in [-10**9, 10**9]". No stated bound binds them (:mod:`gar.grading.stated_bounds`
binds a parameter's value, a list's items, a length), so every draw keeps the digits near
the visible ones, and code that is exact only while the numbers stay small — values parsed
as floats, a quotient taken through ``x / y`` — agrees everywhere the grader looks (spent sets
9 and 13, session 25's miss census: ``10**9 * 10**9 / 7`` through a float, and three 6-digit
factors multiplied as floats, both past 2**53; neither set's misses were ever generated).

So where the docstring states such a cap, each observed call, and then the fresh inputs
already made, get every digit run of their string arguments (strings, lists of strings)
drawn in the top half of the cap at once, the text around the digits kept (a sign, an
operator, a bracket): the magnitudes a program meets only when *several* stated numbers are
large together, as a product of two or three of them. The draws keep their digit counts
inside the cap, so the inputs are as stated as the cap (``boundary``), and each is checked
against the domain. Deterministic per task, at most ``limit`` inputs.
"""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Sequence
from typing import Any

from gar.grading.bound_words import _NUMBER, SENTENCE_END, _number, _unwrapped
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import round_robin
from gar.grading.preconditions import Preconditions

DRAWS = 3  # draws per call: one agreeing draw is luck, three are a pattern
MAX_BASES = 4  # observed calls lifted
MAX_MADE = 8  # fresh inputs already made that are lifted too (their shapes vary more)
# "numbers ... have at most 6 digits", "every operand has at most 9 digits"
_DIGITS = re.compile(r"\b(?:numbers?|literals?|integers?|operands?|constants?)\b[^.;]{0,60}?"
                     r"\b(?:at most|up to|no more than)\s+(\d{1,3})\s+digits\b", re.IGNORECASE)
# "every literal is in [-10**9, 10**9]", "each literal is between 0 and 10**6"
_LITERAL = re.compile(rf"\b(?:every|each|all)\s+(?:integer\s+|number\s+)?literals?\b[^.;]{{0,40}}?"
                      rf"\b(?:is|are|lies|lie)\s+(?:in\s+\[\s*({_NUMBER})\s*,\s*({_NUMBER})\s*\]|"
                      rf"between\s+({_NUMBER})\s+and\s+({_NUMBER}))", re.IGNORECASE)
_RUN = re.compile(r"\d+")


def text_number_cap(prompt: str) -> int | None:
    """The largest magnitude the docstring allows a number written in text (module doc);
    None where it states none."""
    caps = []
    for sentence in re.split(SENTENCE_END, _unwrapped(prompt)):
        caps += [10 ** int(m.group(1)) - 1 for m in _DIGITS.finditer(sentence)
                 if 0 < int(m.group(1)) <= 400]
        for m in _LITERAL.finditer(sentence):
            low, high = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            top = max(abs(_number(low)), abs(_number(high)))
            if top == int(top) and top >= 10:
                caps.append(int(top))
    return min(caps) if caps else None


def text_number_inputs(task_id: str, prompt: str, pre: Preconditions, limit: int,
                       seen: set[str], made: Sequence[DerivedInput] = ()
                       ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` calls with every digit run of their strings drawn in the top half of
    the stated cap at once (module doc), none in ``seen``."""
    cap = text_number_cap(prompt)
    if cap is None or limit <= 0:
        return ()
    bases = [a for a in pre.observed if _digit_runs(a) >= 2][:MAX_BASES]
    bases += [d.call.args for d in made if d.kind != "edge" and not d.novel
              and not d.call.kwargs and _digit_runs(d.call.args) >= 2][:MAX_MADE]
    rng = random.Random(zlib.crc32(f"{task_id}/text-numbers".encode()))
    new = NewInputs.beside(pre, seen)
    per_base = []
    for base in bases:
        found = []
        for _ in range(DRAWS):
            made_one = new.take(_lifted(base, cap, rng), "boundary", "text-numbers")
            if made_one is not None:
                found.append(made_one)
        per_base.append(found)
    return tuple(round_robin(per_base)[:limit])


def _digit_runs(args: tuple[Any, ...]) -> int:
    return sum(len(_RUN.findall(text)) for text in _texts(args))


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [t for item in value for t in _texts(item)]
    return []


def _lifted(value: Any, cap: int, rng: random.Random) -> Any:
    """``value`` with every digit run in its strings replaced by a draw in ``(cap/2, cap]``."""
    if isinstance(value, str):
        return _RUN.sub(lambda _: str(rng.randint(cap // 2 + 1, cap)), value)
    if isinstance(value, tuple):
        return tuple(_lifted(v, cap, rng) for v in value)
    if isinstance(value, list):
        return [_lifted(v, cap, rng) for v in value]
    return value
