"""Examples drawn straight from Hypothesis strategies with a seeded choice source.

:mod:`gar.grading.generate` needs a few dozen values per strategy, deterministic per seed,
and nothing of Hypothesis's search: no shrinking, no failure to report, no coverage of the
choice tree. Running an ``@given`` test for them cost ~8 ms an example (session 25: half the
grader process's CPU): per run the engine's setup, per example its data tree, its span
mutations and a span record for every nested draw. Here each example is one
``ConjectureData`` over a ``random.Random`` seeded from the caller's seed, drawn at the top
level the way ``@given`` draws it, inside a build context (``st.data``-like strategies and
``.flatmap`` need one), with the first example Hypothesis's simplest (as the generate
phase's first). The strategies, and so the value distributions, are Hypothesis's own.

:class:`_Choices` keeps only what the values depend on: the choice sequence and the
nesting depth (``many`` and the depth limit read it). The span records (labels, tags,
observability timings) serve Hypothesis's search and reports, never the values drawn, and
cost about a third of a draw. A Hypothesis without the internals used here falls back to
plain ``ConjectureData`` (the same values, slower).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from random import Random
from typing import Any

# Hypothesis's generate phase ends after ~458 rejected examples plus 100 per valid one
# (engine.INVALID_THRESHOLD_BASE, INVALID_PER_VALID in 6.1xx); the same limit here.
REJECTS = 458
REJECTS_PER_VALUE = 100


class OutOfTime(Exception):
    """This thread's CPU time passed the deadline before an example."""


def examples(strategy: Any, seed: int, count: int, deadline: float) -> Iterator[Any]:
    """``count`` values of ``strategy``, deterministic for ``seed``. An example rejected by
    a filter or outgrowing Hypothesis's choice buffer is drawn again, as Hypothesis's
    generate phase does, up to its limit (:data:`REJECTS` + :data:`REJECTS_PER_VALUE` per
    value yielded; fewer values past it). Raises :class:`OutOfTime` where this thread's
    CPU time (``time.thread_time``) passes ``deadline`` before an example, so a caller
    drops the whole draw rather than keep a speed-dependent part of it."""
    from hypothesis.errors import StopTest

    source = Random(seed)
    strategy.validate()
    make = _data_class()
    valid = rejected = 0
    while valid < count and rejected <= REJECTS + REJECTS_PER_VALUE * valid:
        if time.thread_time() > deadline:
            raise OutOfTime
        data = make(random=source, prefix=None if valid or rejected else _simplest())
        try:
            with _context(data):
                value = data.draw(strategy)
        except StopTest:  # rejected by a filter, or out of choices
            rejected += 1
            continue
        valid += 1
        yield value


def _never_called() -> None:
    """The test a build context names; only reporting reads it."""


def _simplest() -> Any:
    """The choice prefix of Hypothesis's simplest example (its generate phase's first);
    None (a random first example) where this Hypothesis has no choice templates."""
    try:
        from hypothesis.internal.conjecture.choice import ChoiceTemplate
    except ImportError:
        return None
    return (ChoiceTemplate("simplest", count=None),)


def _context(data: Any) -> Any:
    """A build context for ``data`` (flatmap and ``st.data`` read one); older Hypothesis
    versions name no test in it."""
    from hypothesis.control import BuildContext

    named: dict[str, Any] = {"wrapped_test": _never_called} if _names_test() else {}
    return BuildContext(data, is_final=False, **named)


@functools.cache
def _names_test() -> bool:
    import inspect

    from hypothesis.control import BuildContext

    return "wrapped_test" in inspect.signature(BuildContext).parameters


@functools.cache
def _data_class() -> Callable[..., Any]:
    """:class:`_Choices` where this Hypothesis has the internals it overrides, else
    ``ConjectureData``."""
    from hypothesis.internal.conjecture.data import MAX_DEPTH, ConjectureData
    from hypothesis.strategies._internal.lazy import unwrap_strategies

    needed = ("depth", "max_depth", "provider", "mark_invalid", "_draw")
    probe = ConjectureData(random=Random(0))
    if not all(hasattr(probe, name) for name in needed):
        return ConjectureData

    class _Choices(ConjectureData):
        """A ``ConjectureData`` that records no spans: the same choices, the same values."""

        def draw(self, strategy: Any, label: int | None = None,
                 observe_as: str | None = None) -> Any:
            strategy.validate()
            if strategy.is_empty:
                self.mark_invalid("empty strategy")
            if self.depth >= MAX_DEPTH:
                self.mark_invalid("max depth exceeded")
            self.depth += 1
            try:
                return unwrap_strategies(strategy).do_draw(self)
            finally:
                self.depth -= 1

        def start_span(self, label: int) -> None:
            self.depth += 1

        def stop_span(self, *, discard: bool = False) -> None:
            self.depth -= 1

    return _Choices
