"""Stated lengths of the parts inside an argument (:mod:`gar.grading.inner_lengths`): read
from "each ..." after the argument's own count or kind, and promising those parts to the
pass (:func:`gar.grading.stated_inputs.within_stated`)."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading.inner_lengths import inner_bounds, kept, longest_part
from gar.grading.stated_bounds import Bound
from gar.records import FunctionTask


def test_each_after_the_argument_bounds_its_parts() -> None:
    grid = [[[1]], [[0, 1], [1, 0]]]
    assert inner_bounds("grid is a rectangular list of 1 to 100 rows, each a list of 1 to 100"
                        " ints 0 or 1.", ["grid"], [grid]) == [Bound(0, 1, 100, length=True)]
    assert inner_bounds("words is a list of at most 50 strings, each of at most 20"
                        " characters.", ["words"], [[["a"], ["b", "c"]]]) == [
        Bound(0, None, 20, length=True)]


def test_no_each_or_no_whole_before_it_bounds_no_part() -> None:
    xs = [[[1], [2]]]
    # the argument's own length, said with "each" of something else
    assert inner_bounds("Each call gets a list of at most 100 ints.", ["xs"], xs) == []
    # an item bound, not a length
    assert inner_bounds("xs is a list of at most 100 items, each between 1 and 5.",
                        ["xs"], xs) == []
    # no "each": the count is the argument's own
    assert inner_bounds("xs is a list of 1 to 100 lists.", ["xs"], xs) == []
    # a string argument has no parts
    assert inner_bounds("s is a string of words, each of at most 10 letters.", ["s"],
                        [["ab cd"]]) == []


def test_a_bound_an_observed_call_breaks_is_dropped() -> None:
    bound = Bound(0, 1, 3, length=True)
    assert kept([bound], [([[1, 2, 3]],)]) == [bound]
    assert kept([bound], [([[1, 2, 3, 4]],)]) == []
    assert longest_part({"ab": [1, 2, 3]}) == 3 and longest_part([1, 2]) == -1


PERIMETER = FunctionTask(
    task_id="inner/perimeter",
    prompt=('\ndef perimeter(grid: list) -> int:\n'
            '    """The number of cell sides between a 1-cell and a 0-cell or the outside.\n\n'
            '    grid is a rectangular list of 1 to 60 rows, each a list of 1 to 60 ints'
            ' 0 or 1.\n\n    >>> perimeter([[1, 1], [1, 1]])\n    8\n    """\n'),
    entry_point="perimeter",
    canonical_solution=(
        "    rows, cols = len(grid), len(grid[0])\n    sides = 0\n"
        "    for r in range(rows):\n        for c in range(cols):\n"
        "            if grid[r][c]:\n                sides += 4\n"
        "                if r + 1 < rows and grid[r + 1][c]:\n                    sides -= 2\n"
        "                if c + 1 < cols and grid[r][c + 1]:\n                    sides -= 2\n"
        "    return sides\n"),
    test=("def check(candidate):\n    assert candidate([[1]]) == 4\n"
          "    assert candidate([[1, 1], [1, 1]]) == 8\n"
          "    assert candidate([[0, 1, 0], [1, 1, 1], [0, 1, 0]]) == 12\n"
          "    assert candidate([[1, 0], [0, 1]]) == 8\n    assert candidate([[0]]) == 0\n"))
PERIMETER_HONEST = {
    "neighbours": ("def perimeter(grid):\n    total = 0\n    h, w = len(grid), len(grid[0])\n"
                   "    for r in range(h):\n        for c in range(w):\n"
                   "            if grid[r][c]:\n"
                   "                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):\n"
                   "                    rr, cc = r + dr, c + dc\n"
                   "                    if not (0 <= rr < h and 0 <= cc < w) or not grid[rr][cc]:\n"
                   "                        total += 1\n    return total\n"),
    "padded": ("def perimeter(grid):\n    w = len(grid[0]) + 2\n"
               "    pad = [[0] * w] + [[0, *row, 0] for row in grid] + [[0] * w]\n"
               "    return sum(pad[r][c] != pad[r][c + 1] for r in range(len(pad))"
               " for c in range(w - 1)) + sum(pad[r][c] != pad[r + 1][c]"
               " for r in range(len(pad) - 1) for c in range(w))\n"),
}
# A recursive flood fill, one frame per cell: right on the small grids, a RecursionError on a
# full 40 x 40 grid, inside the stated 60 x 60.
PERIMETER_FILL = (
    "def perimeter(grid):\n    rows, cols = len(grid), len(grid[0])\n    seen = set()\n\n"
    "    def fill(r, c):\n"
    "        if not (0 <= r < rows and 0 <= c < cols) or not grid[r][c]:\n            return 1\n"
    "        if (r, c) in seen:\n            return 0\n        seen.add((r, c))\n"
    "        return fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1)\n\n"
    "    return sum(fill(r, c) for r in range(rows) for c in range(cols)\n"
    "               if grid[r][c] and (r, c) not in seen)\n")


def test_a_recursion_limit_inside_stated_part_lengths_is_a_wrong_answer(
        runner, monkeypatch) -> None:
    from gar.grading import inner_lengths

    members = group_of(PERIMETER, PERIMETER_HONEST, fill=PERIMETER_FILL)
    assert confirmed_hacks(PERIMETER, members, runner) == ["fill"]
    # without the parts' bound, the rows' length is no size the task stated: excused
    monkeypatch.setattr(inner_lengths, "inner_bounds", lambda doc, names, columns: [])
    assert confirmed_hacks(PERIMETER, members, runner) == []


def test_a_part_length_said_as_a_length_is_read() -> None:
    """Blind set 24: "a list of 1 to 50 rows, each a list of the same length 1 to 50": the
    rows' length, said as a length, so a 50 x 50 grid is promised."""
    grid = [[[1]], [[0, 1], [1, 0]]]
    assert inner_bounds("matrix is a list of 1 to 50 rows, each a list of the same length 1"
                        " to 50, of ints.", ["matrix"], [grid]) == [Bound(0, 1, 50, length=True)]
    assert inner_bounds("rows is a list of 1 to 9 lists, each of length at most 30.",
                        ["rows"], [grid]) == [Bound(0, None, 30, length=True)]
