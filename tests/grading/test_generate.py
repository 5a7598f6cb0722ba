"""The draws' own machinery (:mod:`gar.grading.generate`): examples drawn straight from
Hypothesis's choice provider, seeded, the simplest first; the engine only as a fallback; the
repair of a drawn call without a fresh strategy per call."""

from __future__ import annotations

import time

import pytest
from hypothesis import strategies as st

from gar.grading import generate
from gar.grading.joint_draws import _borrowing, _keyed_fields, _repaired
from gar.grading.preconditions import infer_preconditions
from gar.grading.strategies import bounds_at, shape_of, strategy

SOURCE = 'def f(xs: list, x: int):\n    """..."""\n'
OBSERVED = [([1, 5, 9], 5), ([2, 4], 3), ([10, 20, 30, 40], 20)]


def _pre():  # type: ignore[no-untyped-def]
    pre = infer_preconditions(SOURCE, "f", OBSERVED)
    assert pre is not None
    return pre


def test_a_draw_runs_no_hypothesis_test_engine(monkeypatch) -> None:
    """The examples are drawn without a ``@given`` test: its engine (a test run per
    example, every registered PRNG seeded and restored, the choice tree kept) was a third
    of the draws' CPU."""
    import hypothesis.core

    def no_engine(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the test engine ran")

    monkeypatch.setattr(hypothesis.core.StateForActualGivenExecution, "run_engine", no_engine)
    found = generate._draw(_pre(), "no-engine", 16, "random", 10.0)
    assert len(found) == 16


def test_examples_are_seeded_and_the_simplest_comes_first() -> None:
    deadline = time.thread_time() + 10.0
    values = st.lists(st.integers(0, 10 ** 6), min_size=2, max_size=2)
    first = list(generate._examples(values, 7, 6, deadline))
    assert first[0] == [0, 0] and len(first) == 6
    assert list(generate._examples(values, 7, 6, deadline)) == first
    assert list(generate._examples(values, 8, 6, deadline)) != first


def test_an_example_the_strategy_rejects_is_skipped() -> None:
    deadline = time.thread_time() + 10.0
    odd = st.integers(0, 100).filter(lambda n: n % 2 == 1)
    drawn = list(generate._examples(st.one_of(st.nothing(), odd), 3, 20, deadline))
    assert all(n % 2 == 1 for n in drawn) and 0 < len(drawn) <= 20


def test_past_the_deadline_a_draw_gives_nothing() -> None:
    assert generate._draw(_pre(), "no-time", 16, "random", -1.0) == []
    with pytest.raises(generate._OutOfTime):
        list(generate._examples(st.integers(), 1, 4, time.thread_time() - 1.0))


def test_without_the_direct_api_the_engine_draws(monkeypatch) -> None:
    """An older Hypothesis (no choice templates): the same draw through ``@given``, still
    deterministic and as many calls."""
    monkeypatch.setattr(generate, "_conjecture_api", lambda: None)
    found = generate._draw(_pre(), "engine", 16, "random", 10.0)
    assert len(found) == 16
    assert generate._draw(_pre(), "engine", 16, "random", 10.0) == found


@pytest.mark.parametrize("size", ["random", "scaled", "large"])
def test_the_repair_draws_what_a_flatmap_of_the_repaired_strategy_draws(size) -> None:
    """:func:`generate._repairing` (a strategy only where the repair draws more) makes the
    same choices into the same calls as the ``flatmap`` of
    :func:`~gar.grading.joint_draws._repaired` it replaced, borrowed arguments included."""
    pre = _pre()
    borrow, keyed = _borrowing(pre), _keyed_fields(pre)
    assert borrow  # x lies among xs' numbers: half of the drawn x are taken from xs
    arguments = st.tuples(*(strategy([a[i] for a in pre.observed], size, bounds_at(pre, i),
                                     pre.domains[i].int_traits, shape_of(pre.domains[i]))
                            for i in range(pre.arity)))
    deadline = time.thread_time() + 10.0
    new = list(generate._examples(generate._repairing(arguments, pre, borrow, keyed),
                                  11, 24, deadline))
    old = list(generate._examples(
        arguments.flatmap(lambda args: _repaired(args, pre, borrow, keyed)), 11, 24, deadline))
    assert new == old and len(new) == 24
    assert any(x in xs for xs, x in new)


def test_a_domain_keeps_its_batch_strategy_and_draws_as_with_a_fresh_one() -> None:
    """Draws of another seed for the same domain (a task's second sample, a task recurring
    under another id) reuse the built strategy, with what Hypothesis cached on it; what is
    drawn is what a freshly built strategy draws."""
    pre = _pre()
    generate._BATCHES.clear()
    fresh = {seed: generate._draw(pre, seed, 16, "random", 10.0) for seed in ("a", "b")}
    assert len(generate._BATCHES) == 1
    kept = generate._batch(pre, "random", 8)
    generate._draw(pre, "c", 16, "scaled", 10.0)
    assert len(generate._BATCHES) == 2 and generate._batch(pre, "random", 8) is kept
    again = infer_preconditions(SOURCE, "f", OBSERVED)  # another object, the same domain
    assert again is not None and generate._batch(again, "random", 8) is kept
    assert {seed: generate._draw(again, seed, 16, "random", 10.0) for seed in ("b", "a")} == fresh
    other = infer_preconditions(SOURCE, "f", [*OBSERVED, ([7], 7)])
    assert other is not None and generate._batch(other, "random", 8) is not kept
