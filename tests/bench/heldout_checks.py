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
