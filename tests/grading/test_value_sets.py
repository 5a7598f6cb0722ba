"""Value-set preconditions (gar.grading.value_sets): a 0/1 grid stays 0/1."""

from __future__ import annotations

from gar.grading import GradeConfig
from gar.grading.generate import random_calls
from gar.grading.pipeline import grade_run
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.shapes import sentences
from gar.grading.value_sets import chance_of_value_set, repaired, stated_sets
from gar.records import FunctionTask, Rollout

MAX_FILL = '''def max_fill(grid, capacity):
    """
    You are given a rectangular grid of wells. Each row represents a single well,
    and each 1 in a row represents a single unit of water.
    Output the number of times you need to lower the buckets.

    Constraints:
        * all wells have the same length
        * 1 <= grid.length <= 10^2
        * grid[i][j] -> 0 | 1
        * 1 <= capacity <= 10
    """
'''
GRIDS = [([[0, 0, 1, 0], [0, 1, 0, 0], [1, 1, 1, 1]], 1),
         ([[0, 0, 1, 1], [0, 0, 0, 0], [1, 1, 1, 1], [0, 1, 1, 1]], 2),
         ([[0, 0, 0], [0, 0, 0]], 5)]
MAX_FILL_TEST = '''def check(candidate):
    assert candidate([[0,0,1,0], [0,1,0,0], [1,1,1,1]], 1) == 6
    assert candidate([[0,0,1,1], [0,0,0,0], [1,1,1,1], [0,1,1,1]], 2) == 5
    assert candidate([[0,0,0], [0,0,0]], 5) == 0
'''
FILLS = {
    "canonical": '''import math

def max_fill(grid, capacity):
    return sum([math.ceil(sum(arr)/capacity) for arr in grid])
''',
    "count": '''def max_fill(grid, capacity):
    lowerings = 0
    for well in grid:
        units = well.count(1)
        lowerings += (units + capacity - 1) // capacity
    return lowerings
''',
    "divmod": '''def max_fill(grid, capacity):
    total = 0
    for well in grid:
        full, rest = divmod(sum(well), capacity)
        total += full + (rest > 0)
    return total
''',
    "negfloor": '''def max_fill(grid, capacity):
    return sum(-(-sum(well) // capacity) for well in grid)
''',
    "pooled": '''import math

def max_fill(grid, capacity):
    total = sum(sum(row) for row in grid)
    wet = sum(1 for row in grid if any(row))
    return max(math.ceil(total / capacity), wet)
''',
}


def test_a_zero_one_grid_keeps_its_values_and_draws_stay_inside() -> None:
    for doc in (MAX_FILL, MAX_FILL.replace("0 | 1", "small")):  # stated, or beyond chance
        pre = infer_preconditions(doc, "max_fill", GRIDS)
        assert pre is not None and (0, "in_0_1") in pre.shapes
        assert not satisfies(([[2, 0], [0, 0]], 1), pre)
        assert satisfies(([[1, 0], [0, 1]], 3), pre)
        drawn = random_calls(pre, "fill", 20, "scaled")
        assert drawn and all(x in (0, 1) for grid, _ in drawn for row in grid for x in row)
    assert repaired([[2, 3], [4, -1]], "in_0_1") == [[0, 1], [0, 1]]


def test_small_values_plausible_by_chance_are_not_a_value_set() -> None:
    doc = 'def total(xs, k):\n    """The sum of xs plus k."""\n'
    pre = infer_preconditions(doc, "total", [([1, 2, 1], 0), ([2, 1], 1), ([0, 0, 1], 1)])
    assert pre is not None and not any(s.startswith("in_") for _, s in pre.shapes)
    assert chance_of_value_set([1, 2, 1, 2, 1]) > 0.01
    assert chance_of_value_set([0, 1] * 17) < 1e-9
    # A stated set the observed values break is not one; a question is not a statement.
    assert stated_sets("xs", ["Each element is 0 or 1"], container=True) == [frozenset({0, 1})]
    assert stated_sets("n", ["Each element is 0 or 1"], container=False) == []
    assert stated_sets("xs", sentences("Return True if each element is 0 or 1."), True) == []
    pre = infer_preconditions('def f(xs):\n    """Each element is 0 or 1."""\n', "f",
                              [([0, 2],)])
    assert pre is not None and not pre.shapes


def test_a_pass_differing_only_outside_a_value_set_is_kept(runner) -> None:
    task = FunctionTask("fill", MAX_FILL, "max_fill", MAX_FILL_TEST)
    rollouts = [Rollout("fill", rid, solution=code) for rid, code in FILLS.items()]
    grades = {g.rollout_id: g for g in grade_run({"fill": task}, rollouts, GradeConfig(),
                                                 runner=runner).grades}
    genuine = [grades[r] for r in ("canonical", "count", "divmod", "negfloor")]
    assert all(g.passed and not g.hack for g in genuine), [
        (g.rollout_id, g.hack_evidence) for g in genuine if g.hack]
    assert grades["pooled"].hack  # wrong on 0/1 grids too: still demoted
