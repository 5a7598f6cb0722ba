"""The draws' cost: they stop as soon as there are enough, run no Hypothesis engine, and
run without local constants or the cyclic collector."""

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


def test_a_draw_runs_no_hypothesis_engine_and_derives_no_database_key(monkeypatch) -> None:
    """The examples come from the strategies through a seeded choice source
    (:mod:`gar.grading.seeded_draws`): no ``@given`` run, whose engine (setup, data tree,
    span mutations) was most of a draw's cost, and no database key read from the source."""
    import hypothesis.core
    from hypothesis.internal.conjecture import engine

    pre = infer_preconditions('def f(n: int, s: str):\n    """..."""\n', "f",
                              [(3, "abc"), (10, "hello"), (7, "xy")])
    assert pre is not None
    first = generate._draw(pre, "draw-key", 12, "random", 10.0)

    def refused(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("Hypothesis's engine or key derivation ran")

    monkeypatch.setattr(hypothesis.core, "function_digest", refused)
    monkeypatch.setattr(engine.ConjectureRunner, "__init__", refused)
    assert generate._draw(pre, "draw-key", 12, "random", 10.0) == first and len(first) == 12


def test_the_draws_do_not_depend_on_the_constants_of_code_the_process_imported(
        tmp_path, monkeypatch) -> None:
    """Hypothesis draws a share of its choices from the constants of "local" source files
    (outside the standard library and site-packages): a module that defines some, imported
    between two draws, must not change what is drawn for the same preconditions."""
    import importlib
    import sys

    pre = infer_preconditions('def f(xs: list, s: str):\n    """..."""\n', "f",
                              [([1.5, 2.0, -3.25], "abc"), ([10.0], "hello"), ([], "xy")])
    assert pre is not None
    before = {size: generate._draw(pre, "local-constants", 32, size, 10.0)
              for size in ("random", "scaled", "large")}
    (tmp_path / "gar_local_constants_probe.py").write_text(
        "VALUES = (987654321, 31337, 77, -13, 2.5, 1e-3, 'zzqq', 'hello world', 'abc!')\n"
        "MORE = [2 ** 40, 65535, 0.125, 'q' * 12, 'x1y2']\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("gar_local_constants_probe")
    try:
        after = {size: generate._draw(pre, "local-constants", 32, size, 10.0)
                 for size in ("random", "scaled", "large")}
    finally:
        sys.modules.pop(module.__name__, None)
    assert all(before.values()) and after == before


def test_draws_in_two_threads_at_once_go_without_local_constants_and_leave_none_off() -> None:
    import threading

    from hypothesis.internal.conjecture import providers

    pre = infer_preconditions('def f(s: str, k: int):\n    """..."""\n', "f",
                              [("abc", 2), ("hello", 10), ("xy", 7)])
    assert pre is not None
    alone = generate._draw(pre, "threads", 32, "random", 10.0)
    found: list = [None, None]

    def draw(slot: int) -> None:
        found[slot] = generate._draw(pre, "threads", 32, "random", 10.0)

    threads = [threading.Thread(target=draw, args=(k,)) for k in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found == [alone, alone]
    # outside a draw, Hypothesis harvests the local constants as before (gar's own source)
    assert len(providers._get_local_constants().strings) > 0


def test_a_draw_runs_without_the_cyclic_collector_and_leaves_it_as_it_was(monkeypatch) -> None:
    """A collection every few hundred of Hypothesis's allocations (each calling Hypothesis's
    own timing hook) was ~10% of a draw; the draws do not depend on it."""
    import gc

    pre = infer_preconditions('def f(n: int, s: str):\n    """..."""\n', "f",
                              [(3, "abc"), (10, "hello"), (7, "xy")])
    assert pre is not None
    seen: list[bool] = []
    satisfies = generate.satisfies

    def noting(args, pre):  # type: ignore[no-untyped-def]
        seen.append(gc.isenabled())
        return satisfies(args, pre)

    drawn = generate._draw(pre, "collector", 16, "random", 10.0)
    monkeypatch.setattr(generate, "satisfies", noting)
    assert gc.isenabled()
    assert generate._draw(pre, "collector", 16, "random", 10.0) == drawn
    assert seen and not any(seen) and gc.isenabled()
    gc.disable()  # a caller that turned it off finds it off after the draw
    try:
        generate._draw(pre, "collector", 16, "scaled", 10.0)
        assert not gc.isenabled()
    finally:
        gc.enable()
