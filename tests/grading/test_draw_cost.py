"""The Hypothesis draws stop as soon as there are enough: ending the search must not read to
Hypothesis as a failing test, which it would run once more to report (a whole batch drawn
again, and pretty-printed, per draw: ~20% of the draws' cost)."""

from __future__ import annotations

from gar.grading import generate
from gar.grading.preconditions import infer_preconditions


def test_no_example_is_drawn_again_after_the_search_ends(monkeypatch) -> None:
    pre = infer_preconditions('def f(n: int, s: str):\n    """..."""\n', "f",
                              [(3, "abc"), (10, "hello"), (7, "xy")])
    assert pre is not None
    keyed, accepted, done_at = [0], [0], []
    value_key, satisfies = generate.value_key, generate.satisfies

    def counting_key(value):  # type: ignore[no-untyped-def]
        keyed[0] += 1
        return value_key(value)

    def counting_satisfies(args, pre):  # type: ignore[no-untyped-def]
        ok = satisfies(args, pre)
        accepted[0] += ok
        if ok and accepted[0] == count:
            done_at.append(keyed[0])
        return ok

    monkeypatch.setattr(generate, "value_key", counting_key)
    monkeypatch.setattr(generate, "satisfies", counting_satisfies)
    count = 16
    found = generate._draw(pre, "draw-cost", count, "random", 10.0)
    assert len(found) == count and done_at
    # after the last draw accepted, at most the rest of its batch is looked at
    assert keyed[0] - done_at[0] < generate.BATCH
