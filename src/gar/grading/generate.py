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

Generation is deterministic per group (Hypothesis seeded from the task id, no example
database, and none of the constants Hypothesis harvests from the source of the process's
"local" modules: :func:`_without_local_constants`) and bounded in count and time.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import random
import threading
import time
import zlib
from collections.abc import Iterator
from typing import Any

from gar.grading import adjacency, layouts
from gar.grading.draw_sizes import WORD, _clamped, _size_range, _sized  # noqa: F401 (WORD: read as generate.WORD)
from gar.grading.joint_draws import _borrowing, _keyed_fields, _repairs
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
_BATCHES: dict[str, Any] = {}  # the batch strategies, per size class and domain
BATCH = 8  # calls per Hypothesis example
BATCHES = 4  # examples beyond count / BATCH (the first is Hypothesis's minimal one)


# BaseException, not Exception: inside the engine's ``@given`` test (an older Hypothesis,
# :func:`_engine_examples`) an Exception is a failing test, run once more to report it; a
# BaseException ends the search at once.
class _OutOfTime(BaseException):
    pass


def random_calls(pre: Preconditions, seed_text: str, count: int, size: str,
                 budget_s: float = MAX_TIME_S) -> list[tuple[Any, ...]]:
    """Up to ``count`` distinct in-domain argument tuples of size class ``size``
    (``"random"`` or ``"scaled"``), deterministic for ``seed_text`` and ``pre``; cached."""
    key = f"{seed_text}|{size}|{count}|{_domain_key(pre)}"
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = _draw(pre, seed_text, count, size, budget_s)
    return list(_CACHE[key])


def forget() -> None:
    """Drop the draws and the batch strategies kept for the process (for tests that change
    the code the strategies are built with)."""
    _CACHE.clear()
    _BATCHES.clear()


def _domain_key(pre: Preconditions) -> str:
    """Everything a draw reads of ``pre``: the shape too (a docstring can state "distinct"
    or "sorted" for the same observed calls, and a task id can recur with another prompt)."""
    traits = [sorted(d.int_traits) for d in pre.domains]
    shapes = [shape_of(d) for d in pre.domains]
    return (f"{value_key(pre.observed)}|{pre.relations}|{pre.bounds}|{traits}|{shapes}|"
            f"{pre.shapes}")


def _draw(pre: Preconditions, seed_text: str, count: int, size: str, budget_s: float
          ) -> list[tuple[Any, ...]]:
    # Hypothesis costs a few ms per example, so each example is a batch of calls; a small
    # batch, because an example that outgrows Hypothesis's choice buffer is thrown away and
    # drawn again (slow, and fewer draws for big nested values).
    # Large values go one call per example: a batch of them outgrows the buffer every time.
    per_batch = 1 if size == "large" else min(count, BATCH)
    batch = _batch(pre, size, per_batch)
    if batch is None:
        return []
    found: list[tuple[Any, ...]] = []
    seen: set[str] = {value_key(a) for a in pre.observed}
    examples = -(-count // per_batch) + BATCHES
    try:
        with _without_local_constants(), _without_collection():
            for calls in _examples(batch, zlib.crc32(f"{seed_text}/{size}".encode()),
                                   examples, time.thread_time() + budget_s):
                for args in calls:
                    key = value_key(args)
                    if len(found) < count and key not in seen and satisfies(args, pre):
                        seen.add(key)
                        found.append(args)
                if len(found) >= count:
                    break
    except (Exception, _OutOfTime):  # noqa: BLE001 - out of time, or a strategy that cannot draw
        return []
    return found


def _batch(pre: Preconditions, size: str, per_batch: int) -> Any:
    """The strategy of ``per_batch`` calls of size class ``size`` for ``pre`` (None where an
    argument has none), kept for the process: the draws of another seed for the same domain
    (a task's second sample, a task recurring under another id) reuse it, with what
    Hypothesis computed and cached on it at its first draws (validation, emptiness, labels,
    each filtered sampler's allowed values). A strategy is a description: what it draws
    depends only on the choices it is given."""
    key = f"{size}|{per_batch}|{_domain_key(pre)}"
    if key not in _BATCHES:
        if len(_BATCHES) >= _CACHE_SIZE:
            _BATCHES.clear()
        _BATCHES[key] = _built_batch(pre, size, per_batch)
    return _BATCHES[key]


def _built_batch(pre: Preconditions, size: str, per_batch: int) -> Any:
    from hypothesis import strategies as st

    strategies = [strategy([a[i] for a in pre.observed], size, bounds_at(pre, i),
                            pre.domains[i].int_traits, shape_of(pre.domains[i]))
                  for i in range(pre.arity)]
    for i, shape in pre.shapes:  # strings laid out as records: drawn item by item
        if shape.startswith(layouts.PREFIX):
            strategies[i] = layouts.strategy([a[i] for a in pre.observed], shape, size)
        elif shape.startswith(adjacency.PREFIX) and not _laid_out(pre, i):
            strategies[i] = adjacency.strategy([a[i] for a in pre.observed], shape, size)
    if not pre.arity or any(s is None for s in strategies):
        return None
    arguments = st.tuples(*strategies)
    if size == "large" and pre.arity > 1:
        arguments = _one_far_out(pre, strategies)
    one_call = _repairing(arguments, pre, _borrowing(pre), _keyed_fields(pre))
    return st.lists(one_call, min_size=per_batch, max_size=per_batch)


def _repairing(arguments: Any, pre: Preconditions, borrow: list[tuple[int, int, bool]],
               keyed: list[tuple[int, int, int]]) -> Any:
    """Calls of ``arguments`` repaired (:func:`~gar.grading.joint_draws._repairs`), with a
    strategy drawn only where the repair needs one: a ``flatmap`` built, validated and drew
    a fresh ``just`` per call (~10% of the draws' CPU). The same choices, the same calls."""
    from hypothesis import strategies as st

    @st.composite
    def repaired(draw: Any) -> tuple[Any, ...]:
        call = _repairs(draw(arguments), pre, borrow, keyed)
        return call if isinstance(call, tuple) else draw(call)

    return repaired()


def _examples(batch: Any, seed_value: int, examples: int, deadline: float) -> Iterator[Any]:
    """Up to ``examples`` values of ``batch``: the simplest first, then random ones from a
    ``random.Random(seed_value)``, each drawn straight from Hypothesis's choice provider
    (a ``ConjectureData`` per example). Hypothesis's test engine around a ``@given`` test
    cost a third of the draws' CPU (per example: a test run through executors, every
    registered PRNG seeded and restored — numpy's too, once anything imported it —, the
    tree of choices tracked for novelty, health checks) for draws of the same strategies
    from the same distributions; an example the strategies reject (a filter that never
    held, an overrun) is skipped, as the engine skips it. An older Hypothesis without that
    API draws through the engine (:func:`_engine_examples`). Raises :class:`_OutOfTime`
    past ``deadline`` (this thread's CPU clock)."""
    api = _conjecture_api()
    if api is None:
        yield from _engine_examples(batch, seed_value, examples, deadline)
        return
    data_class, simplest, build_context, stop = api
    rng = random.Random(seed_value)
    for k in range(examples):
        if time.thread_time() > deadline:
            raise _OutOfTime
        data = data_class(random=rng, prefix=[simplest] if k == 0 else None)
        try:
            with build_context(data):
                drawn = data.draw(batch)
        except stop:
            continue
        yield drawn


@functools.cache
def _conjecture_api() -> tuple[Any, Any, Any, Any] | None:
    """(ConjectureData, the "simplest" choice template, a BuildContext factory, StopTest)
    of this Hypothesis, checked by building one; None where it has no such API (before
    its choice sequences, ~6.12x)."""
    try:
        from hypothesis.control import BuildContext
        from hypothesis.errors import StopTest
        from hypothesis.internal.conjecture.choice import ChoiceTemplate
        from hypothesis.internal.conjecture.data import ConjectureData

        simplest = ChoiceTemplate("simplest", count=None)
        context = functools.partial(BuildContext, is_final=False, wrapped_test=_no_test)
        with context(ConjectureData(random=random.Random(0), prefix=[simplest])):
            pass
    except (ImportError, TypeError, AttributeError):
        return None
    return ConjectureData, simplest, context, StopTest


def _no_test() -> None:
    """The test a build context names (none runs: the examples are drawn outside one)."""


def _engine_examples(batch: Any, seed_value: int, examples: int, deadline: float
                     ) -> Iterator[Any]:
    """:func:`_examples` through Hypothesis's engine (``@given``), for a Hypothesis without
    the direct API: every example drawn first, then yielded."""
    from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings

    drawn: list[Any] = []

    @seed(seed_value)
    @settings(max_examples=examples, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck), derandomize=False,
              report_multiple_bugs=False, verbosity=Verbosity.quiet)
    @given(batch)
    def collect(calls: Any) -> None:
        if time.thread_time() > deadline:
            raise _OutOfTime
        drawn.append(calls)

    # No database, so no key: without one Hypothesis derives it from the test's source
    # (inspect and tokenize, ~3 ms a draw). ``hypothesis.find`` sets the same attribute.
    collect._hypothesis_internal_database_key = None
    collect()
    yield from drawn


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
