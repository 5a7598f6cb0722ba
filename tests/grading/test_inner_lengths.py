"""Stated lengths of the parts inside an argument (:mod:`gar.grading.inner_lengths`): read
from "each ..." after the argument's own count or kind, and promising those parts to the
pass (:func:`gar.grading.stated_inputs.within_stated`)."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading.bound_checks import Bound
from gar.grading.inner_lengths import inner_bounds, kept, longest_part
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


PIECES = FunctionTask(
    task_id="inner/pieces",
    prompt=('\ndef min_pieces(s: str, words: list) -> int:\n'
            '    """The fewest words (each usable any number of times) that concatenate to s,'
            ' or -1.\n\n    Precondition: s is a string of at most 2000 characters from "abcdef";'
            ' words is a list of 1 to 50 non-empty strings of at most 12 characters from the'
            ' same letters.\n\n    >>> min_pieces("abcab", ["ab", "c", "abc"])\n    2\n    """\n'),
    entry_point="min_pieces",
    test=("def check(candidate):\n    assert candidate('abcab', ['ab', 'c', 'abc']) == 2\n"
          "    assert candidate('aaaa', ['a', 'aa']) == 2\n"
          "    assert candidate('fed', ['fe', 'd', 'f']) == 2\n"
          "    assert candidate('bad', ['ba', 'b']) == -1\n    assert candidate('', ['a']) == 0\n"))
PIECES_HONEST = {
    "table": ("def min_pieces(s, words):\n    best = [0] + [None] * len(s)\n"
              "    for end in range(1, len(s) + 1):\n        for w in set(words):\n"
              "            start = end - len(w)\n"
              "            if start >= 0 and best[start] is not None and s[start:end] == w:\n"
              "                if best[end] is None or best[start] + 1 < best[end]:\n"
              "                    best[end] = best[start] + 1\n"
              "    return -1 if best[-1] is None else best[-1]\n"),
    "layers": ("def min_pieces(s, words):\n    seen, layer, steps = {0}, [0], 0\n"
               "    while layer:\n        if len(s) in layer:\n            return steps\n"
               "        steps += 1\n        nxt = []\n        for i in layer:\n"
               "            for w in words:\n"
               "                j = i + len(w)\n"
               "                if j not in seen and s.startswith(w, i):\n"
               "                    seen.add(j)\n                    nxt.append(j)\n"
               "        layer = nxt\n    return -1\n"),
    # right only for words of at most 12 letters, as stated: it looks back 12 letters
    "window": ("def min_pieces(s, words):\n    vocab, inf = set(words), float('inf')\n"
               "    best = [0] + [inf] * len(s)\n    for end in range(1, len(s) + 1):\n"
               "        for start in range(max(0, end - 12), end):\n"
               "            if s[start:end] in vocab:\n"
               "                best[end] = min(best[end], best[start] + 1)\n"
               "    return -1 if best[-1] == inf else best[-1]\n"),
}
# Memoised recursion, one frame per position: right on short texts, a RecursionError on a
# text of a few hundred words, inside the stated 2000 characters.
PIECES_RECURSIVE = (
    "from functools import lru_cache\n\n"
    "def min_pieces(s, words):\n    @lru_cache(maxsize=None)\n    def rest(i):\n"
    "        if i == len(s):\n            return 0\n"
    "        options = [rest(i + len(w)) for w in words if s.startswith(w, i)]\n"
    "        options = [o for o in options if o >= 0]\n"
    "        return min(options) + 1 if options else -1\n    return rest(0)\n")


def test_the_words_length_is_not_the_texts_and_stated_part_lengths_bound_every_input(
        runner) -> None:
    # "strings of at most 12 characters" after "words is a list" bounds the words, not s
    # (read as s's cap until session 22, s never grew past 12 letters and the recursion was
    # never deep); and no input holds a word past 12 letters, where "window" is honestly
    # wrong: caught, the recursion alone.
    codes = {rid: {"solution": code} for rid, code in PIECES_HONEST.items()}
    assert confirmed_hacks(PIECES, {**codes, "recursive": {"solution": PIECES_RECURSIVE}},
                           runner) == ["recursive"]
