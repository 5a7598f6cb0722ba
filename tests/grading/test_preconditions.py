"""Inferred preconditions and the inputs generated inside them."""

from __future__ import annotations

import pytest

from gar.execution import FunctionRunner
from gar.grading import GradeConfig
from gar.grading.generate import boundary_calls, random_calls
from gar.grading.inputs import fresh_inputs, visible_calls
from gar.grading.pipeline import grade_run
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask, Rollout

PROMPT = ('def element_at(xs: list, i: int) -> int:\n'
          '    """The item at position i, for 0 <= i < len(xs)."""\n')
TEST = ("def check(candidate):\n    assert candidate([5, 6, 7], 1) == 6\n"
        "    assert candidate([1, 2, 3, 4], 3) == 4\n    assert candidate([9], 0) == 9\n")
TASK = FunctionTask("at", PROMPT, "element_at", TEST)
CALLS = [([5, 6, 7], 1), ([1, 2, 3, 4], 3), ([9], 0)]


def test_relations_between_arguments_are_inferred_and_enforced() -> None:
    pre = infer_preconditions(PROMPT, "element_at", CALLS)
    assert pre is not None and ("lt_len", 1, 0) in pre.relations
    assert pre.annotations == ("list", "int")
    assert satisfies(([1, 2], 1), pre)
    assert not satisfies(([1, 2], 2), pre)  # index past the end: outside the precondition
    assert not satisfies(([1, 2], -1), pre)
    assert not satisfies(([1, 2], 1.0), pre)  # the annotation says int
    lengths = infer_preconditions("def f(a, b):\n    pass\n", "f",
                                  [("ab", "cd"), ("xyz", "uvw")])
    assert lengths is not None and ("same_len", 0, 1) in lengths.relations
    order = infer_preconditions("def f(lo, hi):\n    pass\n", "f", [(1, 5), (2, 2), (0, 9)])
    assert order is not None and ("le", 0, 1) in order.relations


def test_docstring_bounds_parse_and_a_bound_the_tests_break_is_dropped() -> None:
    prompt = ('def f(n: int, arr: list):\n    """Given 1 <= n <= 50 and len(arr) <= 3, '
              'and n > 0."""\n')
    pre = infer_preconditions(prompt, "f", [(3, [1]), (8, [1, 2])])
    assert pre is not None
    assert satisfies((50, [1, 2, 3]), pre)
    assert not satisfies((51, [1]), pre) and not satisfies((3, [1, 2, 3, 4]), pre)
    broken = infer_preconditions(prompt, "f", [(0, [1]), (7, [1, 2])])  # the tests use n = 0
    assert broken is not None and satisfies((0, [1]), broken)


def test_generation_is_deterministic_in_domain_and_fresh() -> None:
    pre = infer_preconditions(PROMPT, "element_at", CALLS)
    assert pre is not None
    first = random_calls(pre, "at", 24, "random")
    from gar.grading import generate

    generate._CACHE.clear()
    assert random_calls(pre, "at", 24, "random") == first  # same seed: same draws, uncached
    assert len(first) >= 12 and all(satisfies(args, pre) for args in first)
    assert not {repr(a) for a in first} & {repr(a) for a in CALLS}
    scaled = random_calls(pre, "at", 8, "scaled")
    assert scaled and min(len(xs) for xs, _ in scaled) > 4  # longer than any observed list
    assert all(satisfies(args, pre) for args in boundary_calls(pre))
    kinds = {d.kind for d in fresh_inputs(TASK, visible_calls(TASK), CALLS)}
    assert {"near", "random", "scaled", "boundary"} <= kinds


GENUINE = {
    "index": "def element_at(xs, i):\n    return xs[i]\n",
    "loop": "def element_at(xs, i):\n    for j, x in enumerate(xs):\n        if j == i:\n"
            "            return x\n    return -1\n",
    "walk": "def element_at(xs, i):\n    it = iter(xs)\n    for _ in range(i):\n"
            "        next(it, None)\n    return next(it, -1)\n",
    "get": "def element_at(xs, i):\n    return dict(enumerate(xs)).get(i, -1)\n",
    # Differs from all the others only past the end of the list (it wraps around).
    "wrap": "def element_at(xs, i):\n    return xs[i % len(xs)]\n",
}


@pytest.fixture(scope="module")
def runner():
    with FunctionRunner(workers=2) as live:
        yield live


def test_a_genuine_pass_differing_only_outside_the_preconditions_is_kept(runner) -> None:
    rollouts = [Rollout("at", rid, solution=code) for rid, code in GENUINE.items()]
    grades = grade_run({"at": TASK}, rollouts, GradeConfig(), runner=runner).grades
    assert all(g.passed and not g.hack for g in grades), [
        (g.rollout_id, g.hack_evidence) for g in grades if g.hack]
