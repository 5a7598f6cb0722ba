"""Examples drawn straight from Hypothesis strategies (no engine): the span-free choice
source draws what a plain ConjectureData draws, deterministically per seed, within a
CPU-time deadline."""

from __future__ import annotations

import time

import pytest
from hypothesis import strategies as st

from gar.grading import seeded_draws


def _strategies() -> list:
    number = st.one_of(st.floats(0, 9, allow_nan=False).map(lambda x: round(x, 2)),
                       st.integers(-5, 10**6), st.sampled_from([3, 7, 11]))
    return [
        st.lists(number, min_size=0, max_size=12),
        st.lists(st.integers(0, 50), min_size=3, max_size=9, unique=True),
        st.text(alphabet="abc xyz", max_size=30),
        st.tuples(st.integers(1, 9), st.text(max_size=5)).flatmap(
            lambda t: st.tuples(st.just(t[0]), st.lists(st.integers(0, t[0]), max_size=t[0]))),
        st.integers(0, 1000).filter(lambda n: n % 3 == 0),
        st.dictionaries(st.text(max_size=3), st.booleans(), max_size=4),
    ]


def _draw_all(seed: int, count: int = 40) -> list:
    return [list(seeded_draws.examples(s, seed, count, time.thread_time() + 10.0))
            for s in _strategies()]


def test_the_span_free_source_draws_what_a_plain_conjecture_data_draws(monkeypatch) -> None:
    from hypothesis.internal.conjecture.data import ConjectureData

    assert seeded_draws._data_class() is not ConjectureData  # this Hypothesis: the lean one
    lean = _draw_all(17)
    monkeypatch.setattr(seeded_draws, "_data_class", lambda: ConjectureData)
    assert _draw_all(17) == lean


def test_the_draws_are_deterministic_per_seed_and_vary_with_it() -> None:
    first = _draw_all(5)
    assert _draw_all(5) == first
    assert _draw_all(6) != first
    assert all(len(values) > 10 for values in first)


def test_the_first_example_is_the_simplest() -> None:
    deadline = time.thread_time() + 10.0
    assert next(seeded_draws.examples(st.lists(st.integers()), 3, 5, deadline)) == []
    assert next(seeded_draws.examples(st.integers(4, 90), 3, 5, deadline)) == 4


def test_rejected_examples_are_skipped_and_a_passed_deadline_ends_the_draw() -> None:
    never = st.integers().filter(lambda n: False)
    assert list(seeded_draws.examples(never, 1, 20, time.thread_time() + 10.0)) == []
    evens = st.integers(0, 9).filter(lambda n: n % 2 == 0)  # rejected ones drawn again
    assert len(list(seeded_draws.examples(evens, 1, 20, time.thread_time() + 10.0))) == 20
    with pytest.raises(seeded_draws.OutOfTime):
        list(seeded_draws.examples(st.integers(), 1, 20, time.thread_time() - 1.0))
