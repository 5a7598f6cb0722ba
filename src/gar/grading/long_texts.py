"""Every string argument of an observed call grown together past the round cut-offs, and
every string of a call given one shared stem.

A heuristic over text is typically right below a length it never reads past — the first
100 characters compared exactly and the rest estimated, a 128-byte buffer, a window of 255
— and the visible strings are a few characters long. Draws grow strings 4-8x
(:mod:`gar.grading.generate`), so a seven-letter test word is grown to fifty, still under
those cut-offs; and a draw that grows one argument far leaves the others short, where a cut
of *both* strings at 100 (an edit distance computed on the heads and the tails' length
difference added) is exact. So each observed call with a non-empty string argument is
grown, all its string arguments together, to each of :data:`LENGTHS`: every string keeps
its visible text as a prefix and is continued with characters drawn from the characters
the tests pass in that argument (its alphabet stays; equal strings share their prefix).

**Shared stems.** Random strings almost never share a long prefix, and the visible ones
are short: code that keys words by their first eight characters (a stem taken for the
word) agrees with the honest reading on all of them. So calls (the observed ones, then the
first random draws) are also given one :data:`STEM`-character stem before *every* string
they hold — string arguments and the strings in a list — drawn from the characters the
tests pass there: equality, order and the relations between the strings are kept, only
the length of what they share grows.

**Coded texts** (:func:`coded_inputs`). Grown strings repeat a short period or stay random,
and the visible ones are short: a window compared on its last 16 characters, a depth
checked on the first 16 brackets, a word length capped at 20 are right on all of them. So
the first and the longest observed calls have every character of every string they hold
followed by its own :data:`CODE`-character code word (drawn once per group from the
characters the tests pass), and again by a run of :data:`CODE` copies of itself. One
morphism for the whole call: equality, containment, concatenation and balance stay; only
every visible position grows, with new, non-periodic content.

No bound states these sizes, so the inputs are ``novel`` (a pass that raises on one makes
it ``edge`` for the group) and ``large`` (the scout tries them smallest first and drops the
sizes it cannot answer in time). Each must keep the full preconditions. Deterministic per
task, at most ``limit``, the shorter length first for every call.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable
from typing import Any

from gar.execution import Call
from gar.grading.inputs import DerivedInput, input_key
from gar.grading.preconditions import Preconditions, satisfies

LENGTHS = (150, 600)  # past the cut-offs at 100 and 128 (and 255, 512): quadratic text
# algorithms still answer in milliseconds at 150 and well inside a second at 600
MAX_BASES = 4  # observed calls grown
STEM = 16  # characters of a shared stem: past the 8- and 10-character keys code cuts to
STEM_BASES = 8  # calls given a stem: the observed ones first, then random draws
CODE = 16  # characters of each character's code word: past 16-character masks and windows
CODE_BASES = 4  # observed calls coded (and again as runs)


def long_text_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with their string arguments grown (module doc), none
    in ``seen`` or observed."""
    rng = random.Random(zlib.crc32(f"{task_id}/long-texts".encode()))
    alphabets = [_alphabet(pre, i) for i in range(pre.arity)]
    bases = [a for a in pre.observed if any(isinstance(x, str) and x for x in a)]
    grown = (tuple(_grown(x, alphabets[i], length, rng) for i, x in enumerate(base))
             for length in LENGTHS for base in bases[:MAX_BASES])
    return _kept(grown, pre, seen, "long-text")[:limit]


def _kept(candidates: Iterable[tuple[Any, ...]], pre: Preconditions, seen: set[str],
          origin: str) -> tuple[DerivedInput, ...]:
    """The ``candidates`` inside the domain, none in ``seen``, observed or met before, as
    large novel inputs of ``origin``."""
    taken = set(seen) | {input_key(a) for a in pre.observed}
    found = []
    for args in candidates:
        key = input_key(args)
        if key in taken or not satisfies(args, pre):
            continue
        taken.add(key)
        found.append(DerivedInput(key, Call(args, {}), "scaled", large=True, novel=True,
                                  origin=origin))
    return tuple(found)


def _alphabet(pre: Preconditions, position: int) -> str:
    """The characters the observed calls pass in string argument ``position``, sorted."""
    return "".join(sorted({c for a in pre.observed if isinstance(a[position], str)
                           for c in a[position]}))


def _grown(value: Any, alphabet: str, length: int, rng: random.Random) -> Any:
    if not isinstance(value, str) or not value or not alphabet or len(value) >= length:
        return value
    return value + "".join(rng.choice(alphabet) for _ in range(length - len(value)))


def stemmed_inputs(task_id: str, pre: Preconditions, limit: int,
                   derived: tuple[DerivedInput, ...]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` calls with one shared stem before every string they hold (module
    doc): the observed calls, then the random draws of ``derived``; none already made."""
    rng = random.Random(zlib.crc32(f"{task_id}/stems".encode()))
    chars = sorted({c for a in pre.observed for x in a for text in _strings(x) for c in text})
    if not chars:
        return ()
    taken = {d.key for d in derived} | {input_key(a) for a in pre.observed}
    draws = [d.call.args for d in derived if d.origin == "draw-random"]
    found = []
    for base in [*pre.observed, *draws][:STEM_BASES]:
        stem = "".join(rng.choice(chars) for _ in range(STEM))
        args = tuple(_stemmed(x, stem) for x in base)
        key = input_key(args)
        if args == base or key in taken or not satisfies(args, pre):
            continue
        taken.add(key)
        found.append(DerivedInput(key, Call(args, {}), "scaled", novel=True, origin="stem"))
    return tuple(found[:limit])


def coded_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                 ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with every character of every string they hold
    followed by its own code word, then by a run of itself (module doc), none in ``seen``
    or observed. One code for the whole call, so equal strings stay equal, a string inside
    another stays inside it, and a concatenation stays one."""
    rng = random.Random(zlib.crc32(f"{task_id}/codes".encode()))
    chars = sorted({c for a in pre.observed for x in a for text in _strings(x) for c in text})
    if not chars:
        return ()
    codes = {c: c + "".join(rng.choice(chars) for _ in range(CODE)) for c in chars}
    runs = {c: c * (CODE + 1) for c in chars}
    bases = _code_bases([a for a in pre.observed if any(_strings(x) for x in a)])
    mapped = (tuple(_mapped(x, morphism) for x in base)
              for morphism in (codes, runs) for base in bases)
    return _kept(mapped, pre, seen, "code")[:limit]


def _code_bases(calls: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """The first calls and the longest ones (their keys the longest), half each: the first
    are the docstring's smallest examples, where what a code moves past a window may be
    nothing; the longest hold the latest places a heuristic can still go wrong."""
    half = CODE_BASES // 2
    longest = sorted(range(len(calls)), key=lambda i: -len(input_key(calls[i])))
    return [calls[i] for i in list(dict.fromkeys([*range(len(calls))[:half], *longest]))
            [:CODE_BASES]]


def _mapped(value: Any, morphism: dict[str, str]) -> Any:
    if isinstance(value, str):
        return "".join(morphism.get(c, c) for c in value)
    if isinstance(value, list | tuple) and any(isinstance(x, str) for x in value):
        return type(value)(_mapped(x, morphism) if isinstance(x, str) else x for x in value)
    return value


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [x for x in value if isinstance(x, str)]
    return []


def _stemmed(value: Any, stem: str) -> Any:
    if isinstance(value, str):
        return stem + value
    if isinstance(value, list | tuple) and any(isinstance(x, str) for x in value):
        return type(value)(stem + x if isinstance(x, str) else x for x in value)
    return value
