"""Observed sequences led by a long run of their own first item: AFL's "memset" block.

A heuristic that caps how far it reads is wrong where the input keeps one pattern going
past the cap: a palindrome scan whose arm stops at 50, a square search that stops at side
8, a prefix computed on the first 50 words, even-length cases skipped past 1000
characters. Random draws almost never hold a long run (a run of ``k`` equal letters is
``26^-k`` rare), and the grown lists and texts of :mod:`gar.grading.bound_reach` and
:mod:`gar.grading.long_texts` are random past the visible prefix, so the longest
structure in them stays a few items long. A fuzzer's havoc stage overwrites a block with
one repeated byte for that reason.

So each observed call with a non-empty sequence argument (a string, a list; a list of
lists in both dimensions) has it led by a *run* of its own first item, grown to
``min(cap, RUN_LEN)`` items in all (``min(cap, GRID_SIDE)`` for a grid's rows and columns)
and one fewer (both parities: code that treats even and odd lengths apart), the visible
value kept whole after the run: ``"cbbd"`` becomes ``"c" * 1196 + "cbbd"``, ``["flower",
"flow", "flight"]`` is led by 997 copies of ``"flower"``, the all-1 block ``[[1, 1], [1,
1]]`` becomes an all-1 grid of 50 x 50. Every item of the result is one the tests show in
that argument, so alphabets, value sets and item bounds hold; each input must still keep
the full preconditions (distinct or sorted lists reject most runs). A stated length cap
vouches for the size; without one the input is ``novel`` (a pass that raises there makes
it ``edge`` for the group). All are ``large`` (the scout tries them smallest first).
Deterministic, at most ``limit``. *Inner runs* (session 14): a value of three items or more
also gets a run after its first item, of its second, in both parities (``[3.0, 2.0, 1.0]`` becomes ``[3.0]
+ [2.0] * 1198 + [2.0, 1.0]``): the first item stays far from the last, where code that
only looks back a window (a drawdown against the peak of the last 100 prices) loses it.
Only under a stated length cap: a Roman numeral led by ``X`` and then 1198 ``I``, where an
honest reader that walks backwards was demoted (held-out set 7), is no numeral at all.

*Twin runs* (:func:`twin_run_inputs`) clone the block instead, the havoc stage's other
move: two runs of the argument's least item, each ended by a different item the argument
shows, in both orders (``"a" * 16 + "c" + "a" * 16 + "b"`` and ``... "b" ... "c"``). Two
equal blocks make every comparison of a window, a prefix or a hash of a few items tie, so
code that breaks such ties by position (a least rotation compared on its first 8 letters,
a match that trusts a short fingerprint, a dedupe of the first k items) answers for the
wrong block; the items after the runs decide, and one order of the two is then wrong.
Runs of :data:`TWIN_LENS` items, the longer one as the single runs' length allows.

*Repeats* (:func:`repeat_inputs`) make the whole value the block: each observed call with
its sequence arguments repeated :data:`REPEATS` times end to end, all of them at once and
each alone (``("abab", "ab")`` gives ``("abababab", "abab")``, ``("abababab", "ab")`` and
``("abab", "abab")``). A periodic input is where matches overlap and windows recur: a count
that trusts ``str.count`` when a pattern's ends differ ("it cannot overlap itself":
``"abab"`` does), a search that restarts after each match, a cycle detector that looks one
period ahead, are right on every random text and wrong on a repeated one.

*Fills* (:func:`filled_inputs`, session 21) repeat a whole value up to the length the
docstring states (``0 <= len(data) <= 10**4``), at most :data:`FILL_LEN` items: the grown
lists of :mod:`gar.grading.bound_reach` stop at 3000 items and are random past the visible
prefix, the runs above stop at 1200, so a value that is valid only as a whole (a stream of
UTF-8 sequences, a list of records, a text of sentences) never reached a stated cap past
them, and code that reads only the first 4096 items (one "frame") passed spent set 23. A
concatenation of valid pieces keeps any syntax that concatenation keeps; every input must
still satisfy the full preconditions. Stated, never ``novel``; ``large``.

*Scaled fills* (:func:`scaled_fill_inputs`, session 24) repeat the value the same way and
multiply the call's int arguments by the same number of copies: a target, a budget or a
capacity set against the value's sums keeps its ratio to them, so the answer grows with the
value (the shortest run reaching the target, the items a budget buys) where a plain fill
leaves it at the visible few. Spent set 32's shortest run whose sum reaches a target, its
lengths tried only up to 100, answered every fill at the visible lengths (at most 40):
``([10] * 10**4, 10**5)`` is answered by the whole list. Stated where every int moved has a
stated upper bound that holds it, else ``novel``; ``large``.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from gar.grading.bound_checks import length_cap
from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.preconditions import Preconditions

RUN_LEN = 1200  # items in all: past the round caps at 1000 and 1024 that code reads up to,
# and linear or quadratic honest text code still answers well inside a second
GRID_SIDE = 50  # rows and columns of a grid led by runs (2500 cells): past side caps of 8-32
MAX_BASES = 4  # observed calls moved
TWIN_LENS = (16, RUN_LEN // 2 - 1)  # items per twin run: past windows of 8, and of 500
REPEATS = (2, 3)  # copies of a whole value end to end
FILL_LEN = 10**4  # items a value is repeated up to under a stated length cap: past the round
# caps at 4096 and 8192, and a linear honest pass still answers in milliseconds


def run_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one sequence argument led by a run of its first
    item, or with a run of its second item after the first (module doc), none in ``seen``
    or observed: every call's leading run, its inner runs of both parities, then its
    leading run one item shorter."""
    bases = [a for a in pre.observed if any(_runnable(x) for x in a)][:MAX_BASES]
    return NewInputs.beside(pre, seen).first(_runs(pre, bases), limit, "scaled", "run",
                                             large=True)


def _runs(pre: Preconditions, bases: list[tuple[Any, ...]]
          ) -> Iterator[tuple[tuple[Any, ...], bool]]:
    """(args, novel) for :func:`run_inputs`, in its order."""
    # the leading runs' second parity last: until session 14 its inputs shared their key
    # with the first parity's (gar.grading.inputs.input_key) and never ran
    for shorter, inner in ((0, False), (0, True), (1, True), (1, False)):
        for base in bases:
            for position, value in enumerate(base):
                if not _runnable(value) or inner and (_grid(value) or len(value) < 3):
                    continue
                size, stated = _size(pre, position, value)
                if inner and not stated:  # only at a size the task vouches for
                    continue
                moved = (_run_inside if inner else _led_by_run)(value, size - shorter)
                if moved != value:
                    yield (*base[:position], moved, *base[position + 1:]), not stated


def _runnable(value: Any) -> bool:
    return isinstance(value, str | list) and len(value) > 0


def _size(pre: Preconditions, position: int, value: Any) -> tuple[int, bool]:
    """(the length the argument is grown to, whether a stated length cap vouches for it)."""
    cap = length_cap(pre.bounds, position)
    most = GRID_SIDE if _grid(value) else RUN_LEN
    if cap is None or not math.isfinite(cap):
        return most, False
    return int(min(cap, most)), True


def _grid(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(row, list) and row for row in value)


def _run_inside(value: Any, size: int) -> Any:
    """``value`` with its second item repeated after its first up to ``size`` items: what
    comes first stays first and what comes last stays last, a long stretch between them."""
    extra = max(0, size - len(value))
    return value[:1] + value[1:2] * extra + value[1:]


def _led_by_run(value: Any, size: int) -> Any:
    """``value`` led by copies of its first item up to ``size`` items (a grid's rows led by
    runs of their first cell too, to ``size`` columns)."""
    if _grid(value):
        value = [_led_by_run(row, size) for row in value]
    extra = max(0, size - len(value))
    if isinstance(value, str):
        return value[0] * extra + value
    return [value[0]] * extra + list(value)


def twin_run_inputs(pre: Preconditions, limit: int, seen: set[str]
                    ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one flat sequence argument replaced by twin runs
    of its least item (module doc), none in ``seen`` or observed; the short runs of every
    call first."""
    def twins() -> Iterator[tuple[tuple[Any, ...], bool]]:
        for length in TWIN_LENS:
            for base in pre.observed[:MAX_BASES]:
                for position, value in enumerate(base):
                    size, stated = _size(pre, position, value) if _runnable(value) else (0, False)
                    for moved in _twins(value, min(length, (size - 2) // 2)):
                        yield (*base[:position], moved, *base[position + 1:]), not stated

    return NewInputs.beside(pre, seen).first(twins(), limit, "scaled", "twin", large=True)


def _twins(value: Any, length: int) -> list[Any]:
    """Twin runs of ``value``'s least item, each ended by one of its next two items, in both
    orders; none where the value holds fewer than three distinct (comparable, hashable)
    items or the runs would be shorter than 2."""
    if length < 2 or _grid(value) or not _runnable(value):
        return []
    try:
        items = sorted(set(value))
    except TypeError:
        return []
    if len(items) < 3:
        return []
    least, first, second = items[:3]
    wrap = (lambda x: x) if isinstance(value, str) else (lambda x: [x])
    run = wrap(least) * length
    return [run + wrap(a) + run + wrap(b) for a, b in ((first, second), (second, first))]


def repeat_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with their sequence arguments repeated whole (module
    doc), none in ``seen`` or observed: every call's repeat of all its sequences first, then
    each sequence alone."""
    def repeats() -> Iterator[tuple[tuple[Any, ...], bool]]:
        for alone in (False, True):
            for times in REPEATS:
                for base in pre.observed[:MAX_BASES]:
                    positions = [p for p, v in enumerate(base) if _runnable(v) and len(v) >= 2]
                    if alone and len(positions) == 1:
                        continue
                    for group in ([[p] for p in positions] if alone else [positions]):
                        if group:
                            args = tuple(v * times if p in group else v
                                         for p, v in enumerate(base))
                            yield args, not all(_size(pre, p, args[p])[1] for p in group)

    return NewInputs.beside(pre, seen).first(repeats(), limit, "scaled", "repeat")


def filled_inputs(pre: Preconditions, limit: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one sequence argument repeated whole, end to end,
    up to ``min(stated cap, FILL_LEN)`` items (module doc), none in ``seen`` or observed;
    none where no finite length cap is stated or the value is no longer than a run's."""
    def fills() -> Iterator[tuple[tuple[Any, ...], bool]]:
        for base in pre.observed[:MAX_BASES]:
            for position, value in enumerate(base):
                cap = length_cap(pre.bounds, position) if _runnable(value) else None
                if cap is None or not math.isfinite(cap) or _grid(value):
                    continue
                times = int(min(cap, FILL_LEN)) // len(value)
                if times * len(value) > RUN_LEN:
                    yield (*base[:position], value * times, *base[position + 1:]), False

    return NewInputs.beside(pre, seen).first(fills(), limit, "scaled", "fill", large=True)


def scaled_fill_inputs(pre: Preconditions, limit: int, seen: set[str]
                       ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one sequence argument filled as
    :func:`filled_inputs` fills it and every int argument multiplied by the copies made
    (module doc), none in ``seen`` or observed."""
    def fills() -> Iterator[tuple[tuple[Any, ...], bool]]:
        for base in pre.observed[:MAX_BASES]:
            ints = [p for p, v in enumerate(base) if type(v) is int and v]
            for position, value in enumerate(base):
                cap = length_cap(pre.bounds, position) if _runnable(value) else None
                if not ints or cap is None or not math.isfinite(cap) or _grid(value):
                    continue
                times = int(min(cap, FILL_LEN)) // len(value)
                if times * len(value) <= RUN_LEN:
                    continue
                args = tuple(value * times if p == position else v * times if p in ints
                             else v for p, v in enumerate(base))
                yield args, not all(_held(pre, p, args[p]) for p in ints)

    return NewInputs.beside(pre, seen).first(fills(), limit, "scaled", "fill", large=True)


def _held(pre: Preconditions, position: int, value: int) -> bool:
    """Whether a stated upper bound on the int at ``position`` holds ``value``."""
    return any(b.position == position and not (b.length or b.items) and b.high is not None
               and math.isfinite(b.high) and value <= b.high
               and (b.low is None or value >= b.low) for b in pre.bounds)
