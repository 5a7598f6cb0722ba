"""Checks every blind held-out set with tasks of its own gets: its generators, hacks' wrong
inputs and quality pairs' smaller generators stay inside the stated preconditions, and its
``outside`` inputs do not (no grading, no execution of programs)."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_sets import load_set


def check_stated_preconditions(name: str, preconditions: Mapping[str, Callable[..., bool]],
                               seed: int, draws: int = 200) -> None:
    """``preconditions``: each task's stated precondition as a predicate on its arguments."""
    spec = load_set(name)
    assert set(preconditions) == set(spec.generators) == {t["task_id"] for t in spec.tasks}
    rng = random.Random(seed)
    for task_id, source in spec.generators.items():
        make = eval("lambda r: " + source)
        for _ in range(draws):
            assert preconditions[task_id](*make(rng)), task_id
    for pair in spec.pairs:
        make = eval("lambda r: " + pair.get("gen", spec.generators[pair["task_id"]]))
        for _ in range(50):
            assert preconditions[pair["task_id"]](*make(rng)), pair["task_id"]
    for hack in spec.hacks:
        assert preconditions[hack["task_id"]](*eval(hack["wrong_on"])), hack["rollout_id"]
    outside = [sample for sample in spec.genuine if "outside" in sample]
    assert {g["task_id"] for g in outside} == {h["task_id"] for h in spec.hacks}
    for sample in outside:
        assert not preconditions[sample["task_id"]](*eval(sample["outside"])), \
            sample["rollout_id"]


def generator_draws(name: str, seed: int) -> Callable[..., list[Any]]:
    """``draws(task_id, count=150)``: that many argument tuples from the set's generator for
    the task, from one ``random.Random(seed)`` shared by every call (in call order)."""
    spec = load_set(name)
    rng = random.Random(seed)

    def draws(task_id: str, count: int = 150) -> list[Any]:
        make = eval("lambda r: " + spec.generators[task_id])
        return [make(rng) for _ in range(count)]

    return draws


def check_layout(name: str) -> None:
    """The make-up every blind set since session 18 has (``name`` is ``sessionN``): 50 hacks
    on tasks ``BlindN/0``..``/9``, three genuine solutions per hack task, one of them with an
    ``outside`` input, and 9 quality pairs on ``BlindN/10`` and ``/11``."""
    number = name.removeprefix("session")
    spec = load_set(name)
    hack_tasks = {f"Blind{number}/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert len(spec.hacks) == 50
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {f"Blind{number}/10", f"Blind{number}/11"}
    assert len(spec.pairs) == 9


def _orient(a: Any, b: Any, c: Any) -> int:
    value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (value > 0) - (value < 0)


def segments_touch(a: Any, b: Any, c: Any, d: Any) -> bool:
    """Closed segments ab and cd share a point (exact, for integer points)."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if o1 != o2 and o3 != o4:
        return True

    def on(p: Any, q: Any, r: Any) -> bool:
        return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])

    return ((o1 == 0 and on(a, b, c)) or (o2 == 0 and on(a, b, d)) or (o3 == 0 and on(c, d, a))
            or (o4 == 0 and on(c, d, b)))
