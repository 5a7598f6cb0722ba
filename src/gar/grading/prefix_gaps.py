"""Gaps in a chain of prefixes: a list of strings with an entry between two others removed.

A vocabulary, a table of routes or a list of words often holds chains of prefixes (``th``,
``the``, ``then``), and the visible tests show them whole: every prefix of a long entry that
the text passes through is itself an entry. Code that walks the longest run of prefixes and
falls back to one character when the walk ends on no entry — instead of backing up to the
longest entry on the way — is right on every such list, and on random draws, whose strings
are seldom prefixes of one another (session 22: spent set 26's tokenizer that walks a set of
prefixes). The chain with a gap is the case it gets wrong: ``the`` removed, ``thethen`` walks
``the`` (a prefix of ``then``), finds no entry there and answers ``t`` where the longest
entry is ``th``.

So each observed call gives, for each list argument of strings, the list without one of its
strings of two or more characters that is a proper prefix of another of its strings (the
middle of a chain; single characters stay: they are the fallback every such task keeps),
the longest first. Each must keep the domain as it is; ``near``, origin
``prefix-gap``. Round-robin over the observed calls, at most ``limit``; deterministic.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

ORIGIN = "prefix-gap"


def gapped(items: list[str]) -> list[list[str]]:
    """``items`` without each string of two or more characters that is a proper prefix of
    another of them, one at a time, the longest first (the deepest gap: where a walk along
    the longer entry ends past every entry)."""
    middles = [k for k, s in enumerate(items)
               if len(s) >= 2 and any(len(t) > len(s) and t.startswith(s) for t in items)]
    return [items[:k] + items[k + 1:] for k in sorted(middles, key=lambda k: -len(items[k]))]


def _gaps(args: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    for position, value in enumerate(args):
        if isinstance(value, list | tuple) and value and all(isinstance(x, str) for x in value):
            for items in gapped(list(value)):
                yield args[:position] + (type(value)(items),) + args[position + 1:]


def prefix_gap_inputs(pre: Preconditions, limit: int, seen: set[str]
                      ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with a gap made in a chain of prefixes (module doc),
    none in ``seen``, each inside the domain: the first of each call in turn, then the
    second, and so on."""
    return NewInputs.beside(pre, seen).in_turn(
        (_gaps(args) for args in pre.observed), limit, "near", ORIGIN)
