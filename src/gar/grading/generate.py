"""Broad fresh inputs inside the inferred domain: Hypothesis draws and boundary values.

The mutations of :mod:`gar.grading.variants` stay close to the visible inputs (EvalPlus's
type-aware mutation); code that is right only on small or visible-like inputs slips past
them. This module adds, from the :class:`~gar.grading.preconditions.Preconditions`:

* **random draws** with Hypothesis: a strategy per argument (:mod:`gar.grading.strategies`)
  built from the observed values' shape (numbers in a range grown around the observed one —
  floats both at the visible precision and at full precision, integers keeping an adopted
  parity trait — strings over the observed alphabet widened to its classes
  (:mod:`gar.grading.alphabet`), word lists of the observed words and new ones, lists of
  such elements keeping sortedness and distinctness, string items half from the observed
  tokens), at three sizes — ``random``
  (the observed sizes), ``scaled`` (several times longer / larger) and ``large`` (far
  beyond; with several arguments, all or one of them far out) — with the cross-argument
  relations repaired (an index drawn within the sequence drawn for it, an order swapped
  back, equal lengths), arguments that lie inside another's data borrowed from it (an item
  ±1, a slice; :mod:`gar.grading.joint_draws`), and every draw checked against the domain;
* **boundary values** inside the domain: the smallest and largest observed numbers, the
  docstring's bounds, the shortest allowed sequence, substituted into the observed calls.

Generation is deterministic per group (examples drawn from the strategies by
:mod:`gar.grading.seeded_draws`, without Hypothesis's engine, seeded from the task id, and
with none of the constants Hypothesis harvests from the source of the process's "local"
modules: :func:`_without_local_constants`) and bounded in count and CPU time.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import threading
import time
import zlib
from typing import Any

from gar.grading import adjacency, layouts, seeded_draws
from gar.grading.draw_sizes import WORD, _clamped, _size_range, _sized  # noqa: F401 (WORD: read as generate.WORD)
from gar.grading.joint_draws import _borrowing, _keyed_fields, _repaired
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.strategies import boundaries, bounds_at, shape_of, strategy
from gar.grading.values import value_key

# A safety net for pathological strategies, far above the normal cost (a few ms per draw, at
# most ~0.5 s for a whole size class): past it a size class yields no draws at all, rather
# than a speed-dependent subset. It counts this thread's CPU time, never wall time: a grader
# starved of CPU on a loaded machine (or niced behind other work) must draw what an idle one
# draws, and the draws are cached for the task, so one starved draw would last the process.
MAX_TIME_S = 10.0
_CACHE: dict[str, list[tuple[Any, ...]]] = {}  # a task recurs in every training step
_CACHE_SIZE = 1024
BATCH = 8  # calls per Hypothesis example
BATCHES = 4  # examples beyond count / BATCH (the first is Hypothesis's simplest one)


def random_calls(pre: Preconditions, seed_text: str, count: int, size: str,
                 budget_s: float = MAX_TIME_S) -> list[tuple[Any, ...]]:
    """Up to ``count`` distinct in-domain argument tuples of size class ``size``
    (``"random"`` or ``"scaled"``), deterministic for ``seed_text`` and ``pre``; cached."""
    # Everything _draw reads: the shape too (a docstring can state "distinct" or "sorted"
    # for the same observed calls, and a task id can recur with another prompt).
    traits = [sorted(d.int_traits) for d in pre.domains]
    shapes = [shape_of(d) for d in pre.domains]
    key = (f"{seed_text}|{size}|{count}|{value_key(pre.observed)}|{pre.relations}|"
           f"{pre.bounds}|{traits}|{shapes}|{pre.shapes}|{pre.alphabets}")
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = _draw(pre, seed_text, count, size, budget_s)
    return list(_CACHE[key])


def _draw(pre: Preconditions, seed_text: str, count: int, size: str, budget_s: float
          ) -> list[tuple[Any, ...]]:
    from hypothesis import strategies as st

    stated = dict(pre.alphabets)  # drawn over a stated alphabet, not the visible widened
    strategies = [strategy([a[i] for a in pre.observed], size, bounds_at(pre, i),
                            pre.domains[i].int_traits, shape_of(pre.domains[i]),
                            stated.get(i, ""))
                  for i in range(pre.arity)]
    for i, shape in pre.shapes:  # strings laid out as records: drawn item by item
        if shape.startswith(layouts.PREFIX):
            strategies[i] = layouts.strategy([a[i] for a in pre.observed], shape, size)
        elif shape.startswith(adjacency.PREFIX) and not _laid_out(pre, i):
            strategies[i] = adjacency.strategy([a[i] for a in pre.observed], shape, size)
    if not pre.arity or any(s is None for s in strategies):
        return []
    borrow, keyed = _borrowing(pre), _keyed_fields(pre)
    arguments = st.tuples(*strategies)
    if size == "large" and pre.arity > 1:
        arguments = _one_far_out(pre, strategies)
    one_call = arguments.flatmap(lambda args: _repaired(args, pre, borrow, keyed))
    # An example costs a few ms, so each example is a batch of calls; a small batch,
    # because an example that outgrows Hypothesis's choice buffer is thrown away and drawn
    # again (slow, and fewer draws for big nested values).
    # Large values go one call per example: a batch of them outgrows the buffer every time.
    per_batch = 1 if size == "large" else min(count, BATCH)
    batch = st.lists(one_call, min_size=per_batch, max_size=per_batch)
    found: list[tuple[Any, ...]] = []
    seen: set[str] = {value_key(a) for a in pre.observed}
    deadline = time.thread_time() + budget_s
    examples = -(-count // per_batch) + BATCHES
    try:
        with _without_local_constants(), _without_collection():
            for calls in seeded_draws.examples(batch, zlib.crc32(f"{seed_text}/{size}".encode()),
                                               examples, deadline):
                for args in calls:
                    key = value_key(args)
                    if len(found) < count and key not in seen and satisfies(args, pre):
                        seen.add(key)
                        found.append(args)
                if len(found) >= count:
                    break
    except Exception:  # noqa: BLE001 - out of time (seeded_draws.OutOfTime), or a strategy that cannot draw
        return []
    return found


@contextlib.contextmanager
def _without_local_constants() -> Any:
    """Hypothesis without the constants it reads from "local" source files (any module
    imported from outside the standard library and site-packages: gar's own, the script
    that runs the grader, a training loop's) for a share of its draws (~5% of choices,
    Hypothesis >= 6.13x). With them the inputs drawn for a group would depend on which code
    the grading process happens to have imported, and on every constant written in it: the
    same group graded by the CLI and by a trainer, or after an unrelated edit, got other
    inputs (16 of the dev set's 180 draws changed when a script defined seven constants).
    Hypothesis's own built-in constants stay. Only this thread's draws inside the block go
    without (:func:`_constants_hook`); the constants' cache is cleared on the way in and
    out, so none computed with local constants is used here, nor ours elsewhere."""
    providers = _constants_hook()
    if providers is None:  # a Hypothesis without local constants
        yield
        return
    depth = getattr(_DRAWING, "depth", 0)
    _DRAWING.depth = depth + 1
    providers.CONSTANTS_CACHE.cache.clear()
    try:
        yield
    finally:
        _DRAWING.depth = depth
        providers.CONSTANTS_CACHE.cache.clear()


@contextlib.contextmanager
def _without_collection() -> Any:
    """The cyclic garbage collector off for one draw (as it was after it). Hypothesis
    allocates many short-lived objects per example, so a collection ran every few hundred of
    them, each also calling Hypothesis's own collection-timing hook: ~10% of a draw's CPU,
    for garbage that one draw (bounded by ``MAX_TIME_S``) leaves. What is drawn does not
    depend on when collections run. Left off where the caller had turned it off; a thread
    drawing beside this one at most leaves it on."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


_DRAWING = threading.local()  # depth of _without_local_constants blocks in this thread


@functools.cache
def _constants_hook() -> Any:
    """Hypothesis's providers module with its harvest of local constants wrapped (once, for
    the process) to give none inside a :func:`_without_local_constants` block of the
    calling thread and what it always gave elsewhere; None where this Hypothesis has no
    such harvest. A wrapper rather than a swap in and out: two threads drawing at once
    cannot leave it swapped."""
    try:
        from hypothesis.internal.conjecture import providers

        harvest, none = providers._get_local_constants, providers.Constants()
        providers.CONSTANTS_CACHE.cache.clear()
    except (ImportError, AttributeError):
        return None

    def harvest_unless_drawing() -> Any:
        return none if getattr(_DRAWING, "depth", 0) else harvest()

    providers._get_local_constants = harvest_unless_drawing
    return providers


def _laid_out(pre: Preconditions, position: int) -> bool:
    """Whether a record layout (drawn its own way) holds at ``position``."""
    return any(p == position and shape.startswith(layouts.PREFIX) for p, shape in pre.shapes)


def _one_far_out(pre: Preconditions, large: list[Any]) -> Any:
    """Argument tuples with every argument ``large``, or one of them ``large`` and the rest
    at the visible sizes (each as likely): a number past a cap that bites only for a
    small base, a long text with a short pattern; never a draw with nothing far out."""
    from hypothesis import strategies as st

    visible = [strategy([a[i] for a in pre.observed], "random", bounds_at(pre, i),
                         pre.domains[i].int_traits, shape_of(pre.domains[i]))
               for i in range(pre.arity)]
    mixes = [st.tuples(*large)] + [
        st.tuples(*(s if k == far or v is None else v for k, (s, v) in enumerate(
            zip(large, visible)))) for far in range(pre.arity)]
    return st.one_of(mixes)


def boundary_calls(pre: Preconditions, limit: int = 8) -> list[tuple[Any, ...]]:
    """The observed calls with one argument moved to a boundary of its domain."""
    out: list[tuple[Any, ...]] = []
    seen = {value_key(a) for a in pre.observed}
    for base in pre.observed[:4]:
        for position in range(pre.arity):
            values = [a[position] for a in pre.observed]
            for value in boundaries(values, bounds_at(pre, position)):
                args = base[:position] + (value,) + base[position + 1:]
                if value_key(args) not in seen and satisfies(args, pre):
                    seen.add(value_key(args))
                    out.append(args)
    return out[:limit]
