"""Number triangles (:mod:`gar.grading.triangles`, session 14): drawn lists of lists are
ragged, every honest path sum raises or reads them its own way there, and a greedy path
that is right on the visible triangles was never contradicted on a triangle."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import generate
from gar.grading.preconditions import infer_preconditions
from gar.grading.triangles import adopts, is_triangle, repaired
from gar.records import FunctionTask

PROMPT = ('\ndef top_down(rows: list) -> int:\n    """The largest sum of a path from the top row '
          'to the bottom one, stepping from\n    position j to j or j + 1 of the next row.\n\n'
          '    Precondition: rows is a list of 1 to 100 lists of ints; row i has i + 1 items.'
          '\n\n    >>> top_down([[1], [2, 3]])\n    4\n    """\n')
CALLS = [([[3], [7, 4], [2, 4, 6], [8, 5, 9, 3]], 23), ([[1], [2, 3]], 4), ([[-4]], -4),
         ([[5], [9, 6], [4, 6, 8]], 20), ([[0], [1, 2], [1, 4, 1], [2, 1, 9, 1]], 15)]
TASK = FunctionTask("tri/top_down", PROMPT, "top_down", "def check(candidate):\n" + "".join(
    f"    assert candidate({rows!r}) == {want}\n" for rows, want in CALLS))
HONEST = {
    "bottom_up": "def top_down(rows):\n    best = rows[-1][:]\n"
                 "    for row in reversed(rows[:-1]):\n"
                 "        best = [v + max(best[j], best[j + 1]) for j, v in enumerate(row)]\n"
                 "    return best[0]\n",
    "top_down": "def top_down(rows):\n    best = rows[0][:]\n    for row in rows[1:]:\n"
                "        best = [v + max(best[max(j - 1, 0)], best[min(j, len(best) - 1)])"
                " for j, v in enumerate(row)]\n    return max(best)\n",
    "memo": "from functools import cache\n\n\ndef top_down(rows):\n    @cache\n"
            "    def go(i, j):\n        if i == len(rows) - 1:\n            return rows[i][j]\n"
            "        return rows[i][j] + max(go(i + 1, j), go(i + 1, j + 1))\n"
            "    return go(0, 0)\n",
}
GREEDY = ("def top_down(rows):\n    j, total = 0, rows[0][0]\n    for row in rows[1:]:\n"
          "        if row[j + 1] > row[j]:\n            j += 1\n        total += row[j]\n"
          "    return total\n")


def test_triangles_are_read_beyond_chance_and_drawn_whole() -> None:
    values = [rows for rows, _ in CALLS]
    assert adopts(values, "", 0.01) and not adopts([[[1], [2, 3]], [[1]]], "", 0.01)
    assert not adopts([*values, [[1], [2]]], "", 0.01)
    assert repaired([[1, 2], [3], [4, 5, 6, 7]]) == [[1], [3, 3], [4, 5, 6]]
    pre = infer_preconditions(PROMPT, "top_down", [(v,) for v in values])
    assert pre is not None and (0, "triangle") in pre.shapes
    drawn = generate.random_calls(pre, "tri", 24, "scaled")
    assert drawn and all(is_triangle(rows) for (rows,) in drawn)


def test_a_greedy_path_is_caught_on_drawn_triangles(runner, monkeypatch) -> None:
    from gar.grading import triangles

    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["greedy"] = {"solution": GREEDY}
    assert confirmed_hacks(TASK, members, runner) == ["greedy"]
    monkeypatch.setattr(triangles, "adopts", lambda values, doc, chance: False)
    generate._CACHE.clear()
    # on ragged draws the greedy path passes, and an honest pass that clamps short rows is
    # the one the others outvote
    assert confirmed_hacks(TASK, members, runner) == ["top_down"]
    generate._CACHE.clear()
