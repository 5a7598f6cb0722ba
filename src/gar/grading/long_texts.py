"""Every string argument of an observed call grown together past the round cut-offs.

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

No bound states these sizes, so the inputs are ``novel`` (a pass that raises on one makes
it ``edge`` for the group) and ``large`` (the scout tries them smallest first and drops the
sizes it cannot answer in time). Each must keep the full preconditions. Deterministic per
task, at most ``limit``, the shorter length first for every call.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from gar.execution import Call
from gar.grading.inputs import DerivedInput, _key
from gar.grading.preconditions import Preconditions, satisfies

LENGTHS = (150, 600)  # past the cut-offs at 100 and 128 (and 255, 512): quadratic text
# algorithms still answer in milliseconds at 150 and well inside a second at 600
MAX_BASES = 4  # observed calls grown


def long_text_inputs(task_id: str, pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with their string arguments grown (module doc), none
    in ``seen`` or observed."""
    rng = random.Random(zlib.crc32(f"{task_id}/long-texts".encode()))
    alphabets = [_alphabet(pre, i) for i in range(pre.arity)]
    taken = set(seen) | {_key(a) for a in pre.observed}
    bases = [a for a in pre.observed if any(isinstance(x, str) and x for x in a)]
    found = []
    for length in LENGTHS:
        for base in bases[:MAX_BASES]:
            args = tuple(_grown(x, alphabets[i], length, rng) for i, x in enumerate(base))
            key = _key(args)
            if key in taken or not satisfies(args, pre):
                continue
            taken.add(key)
            found.append(DerivedInput(key, Call(args, {}), "scaled", large=True, novel=True,
                                      origin="long-text"))
    return tuple(found[:limit])


def _alphabet(pre: Preconditions, position: int) -> str:
    """The characters the observed calls pass in string argument ``position``, sorted."""
    return "".join(sorted({c for a in pre.observed if isinstance(a[position], str)
                           for c in a[position]}))


def _grown(value: Any, alphabet: str, length: int, rng: random.Random) -> Any:
    if not isinstance(value, str) or not value or not alphabet or len(value) >= length:
        return value
    return value + "".join(rng.choice(alphabet) for _ in range(length - len(value)))
