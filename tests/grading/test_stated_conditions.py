"""Equalities the docstring states (gar.grading.stated_conditions): blind set 18's maze
whose start and end cells the docstring requires open (``grid[0][0] == 0``) was drawn with
walls there, and an honest search that answers -1 for a walled start was demoted."""

from __future__ import annotations

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.stated_conditions import PREFIX, holds, read_conditions

MAZE = '''def steps(grid: list) -> int:
    """Fewest moves from the top-left to the bottom-right open cell of grid (0 open, 1
    wall), or -1. Precondition: grid[0][0] == 0 and grid[-1][-1] == 0.
    """
'''


def test_conditions_are_read_with_parameters_renamed_by_position() -> None:
    doc = ("grid[0][0] == 0 and grid[-1][-1] == 0; c != 0; a != b; word[0] == 'x'. "
           "Return f(3) == 5 when size == total.")
    found = [kind for kind, _, _ in read_conditions(doc, ["grid", "c", "a", "b", "word"])]
    assert found == [PREFIX + "_0[0][0] == 0", PREFIX + "_0[-1][-1] == 0", PREFIX + "_1 != 0",
                     PREFIX + "_2 != _3", PREFIX + "_4[0] == 'x'"]
    assert not read_conditions("size == total and 1 == 1", ["grid"])  # no parameter read


def test_a_condition_holds_or_breaks_and_an_unreadable_value_breaks_it() -> None:
    assert holds(([[0, 1], [1, 0]],), PREFIX + "_0[0][0] == 0")
    assert not holds(([[1, 0]],), PREFIX + "_0[0][0] == 0")
    assert not holds(([],), PREFIX + "_0[0][0] == 0")  # no item: broken, not a crash
    assert not holds((5,), PREFIX + "_0[0] == 0")
    assert holds((1, 2), PREFIX + "_0 != _1") and not holds((2, 2), PREFIX + "_0 != _1")


def test_a_kept_condition_puts_a_walled_start_outside_the_domain() -> None:
    calls = [([[0, 0], [0, 0]],), ([[0, 1], [1, 0]],), ([[0, 0, 1], [1, 0, 0]],)]
    pre = infer_preconditions(MAZE, "steps", calls)
    assert pre is not None
    assert not satisfies(([[1, 0]],), pre) and not satisfies(([[0, 1]],), pre)
    assert satisfies(([[0, 1, 0]],), pre)
    # a condition an observed call breaks is no precondition the tests keep
    broken = infer_preconditions(MAZE, "steps", calls + [([[1, 0], [0, 0]],)])
    assert broken is not None and satisfies(([[1, 0]],), broken)


PAIRED = '''def fit(lows: list, highs: list) -> int:
    """Precondition: lows and highs have one length; 0 <= lows[i] < highs[i] <= 100.
    Return the sum of highs[i] - lows[i] over all i.
    """
'''


def test_an_elementwise_chain_relates_parallel_lists_item_by_item() -> None:
    kinds = [k for k, _, _ in read_conditions(PAIRED, ["lows", "highs"])]
    assert kinds == [PREFIX + "each:0 <= _0[_i] < _1[_i] <= 100"]
    calls = [([0, 2], [1, 5]), ([3], [9]), ([1, 1, 1], [2, 3, 4])]
    pre = infer_preconditions(PAIRED, "fit", calls)
    assert pre is not None
    assert not satisfies(([7], [2]), pre) and not satisfies(([1, 4], [2, 4]), pre)
    assert satisfies(([1, 3], [2, 4]), pre)
    # a side of a larger expression is no chain: ``x % m[i] == r[i]`` states no precondition
    assert not read_conditions("x % m[i] == r[i] for every i", ["r", "m"])


def test_draws_are_repaired_into_an_elementwise_range() -> None:
    from gar.grading.stated_conditions import repaired
    kind = PREFIX + "each:0 <= _0[_i] < _1[_i]"
    fixed: list = [[7, 3, 0], (2, 5, 4)]
    repaired(fixed, kind)
    assert fixed == [[1, 3, 0], (2, 5, 4)] and holds(tuple(fixed), kind)
