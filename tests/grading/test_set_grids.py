"""Grids of a value set grown to the stated size at the visible frequencies of their values
(gar.grading.set_grids, session 16): set 18's breadth-first search that gives up after 100
steps and its depth-first walk that returns the first path found passed, because every grid
drawn was half walls (no path crosses it) and the largest open grid had a path of 98."""

from __future__ import annotations

import random

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions
from gar.grading.set_grids import set_grids
from gar.records import FunctionTask

PROMPT = '''def fewest_steps(field: list) -> int:
    """field is a rectangle of cells, 1 open and 0 blocked. Return the fewest steps (to a
    side neighbour, only onto open cells) from field[0][0] to field[-1][-1], or -1.

    Precondition: field has 1 to 60 rows of 1 to 60 ints each, in {0, 1}, rows of one
    length; field[0][0] == 1 and field[-1][-1] == 1.
    """
'''
TEST = '''def check(candidate):
    assert candidate([[1]]) == 0
    assert candidate([[1, 1], [1, 1]]) == 2
    assert candidate([[1, 0], [0, 1]]) == -1
    assert candidate([[1, 1, 1], [0, 0, 1], [1, 1, 1]]) == 4
    assert candidate([[1, 1, 1], [1, 0, 1], [1, 1, 1]]) == 4
    assert candidate([[1, 1, 1, 1, 1]]) == 4
'''
CALLS = [([[1]],), ([[1, 1], [1, 1]],), ([[1, 0], [0, 1]],), ([[1, 1, 1], [0, 0, 1], [1, 1, 1]],),
         ([[1, 1, 1], [1, 0, 1], [1, 1, 1]],), ([[1, 1, 1, 1, 1]],)]
_BFS = '''from collections import deque


def fewest_steps(field):
    rows, cols = len(field), len(field[0])
    seen = {{(0, 0): 0}}
    queue = deque([(0, 0)])
    while queue{cap}:
        r, c = queue.popleft()
        if (r, c) == (rows - 1, cols - 1):
            return seen[r, c]
        for nr, nc in ((r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and field[nr][nc] and (nr, nc) not in seen:
                seen[nr, nc] = seen[r, c] + 1
                queue.append((nr, nc))
    return -1
'''
HONEST = {
    "bfs": _BFS.format(cap=""),
    "levels": ("def fewest_steps(field):\n    rows, cols = len(field), len(field[0])\n"
               "    frontier, seen, steps = {(0, 0)}, {(0, 0)}, 0\n    while frontier:\n"
               "        if (rows - 1, cols - 1) in frontier:\n            return steps\n"
               "        nxt = set()\n        for r, c in frontier:\n"
               "            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):\n"
               "                if 0 <= nr < rows and 0 <= nc < cols and field[nr][nc] "
               "and (nr, nc) not in seen:\n"
               "                    seen.add((nr, nc))\n                    nxt.add((nr, nc))\n"
               "        frontier, steps = nxt, steps + 1\n    return -1\n"),
    "relax": ("def fewest_steps(field):\n    rows, cols = len(field), len(field[0])\n"
              "    inf = float('inf')\n    d = [[inf] * cols for _ in range(rows)]\n"
              "    d[0][0] = 0\n    changed = True\n    while changed:\n        changed = False\n"
              "        for r in range(rows):\n            for c in range(cols):\n"
              "                if not field[r][c]:\n                    continue\n"
              "                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):\n"
              "                    if 0 <= nr < rows and 0 <= nc < cols and d[nr][nc] + 1 < d[r][c]:\n"
              "                        d[r][c] = d[nr][nc] + 1\n                        changed = True\n"
              "    return -1 if d[-1][-1] == inf else d[-1][-1]\n"),
}
CAPPED = ("def fewest_steps(field):\n    rows, cols = len(field), len(field[0])\n"
          "    frontier, seen = [(0, 0)], {(0, 0)}\n    for steps in range(100):\n"
          "        if (rows - 1, cols - 1) in seen:\n            return steps\n        nxt = []\n"
          "        for r, c in frontier:\n"
          "            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):\n"
          "                if 0 <= nr < rows and 0 <= nc < cols and field[nr][nc] "
          "and (nr, nc) not in seen:\n"
          "                    seen.add((nr, nc))\n                    nxt.append((nr, nc))\n"
          "        frontier = nxt\n    return -1\n")


def test_grids_are_grown_to_the_stated_side_at_the_visible_frequencies() -> None:
    pre = infer_preconditions(PROMPT, "fewest_steps", CALLS)
    assert pre is not None and (0, "in_0_1") in pre.shapes
    grids = set_grids(CALLS[3][0], pre, 0, 50, random.Random(0))
    assert grids and all(stated and len(g) == 60 and len(g[0]) == 60 for g, stated in grids)
    blocked = [sum(row.count(0) for row in g) / 3600 for g, _ in grids]
    assert max(blocked[:2]) < 0.3 and min(blocked[2:]) > 0.25  # visible (5/30), halfway
    assert set_grids(CALLS[3][0], pre, 1, 50, random.Random(0)) == []


def test_a_search_that_gives_up_after_100_steps_is_caught(runner) -> None:
    task = FunctionTask("steps", PROMPT, "fewest_steps", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["capped"] = {"solution": CAPPED}
    assert confirmed_hacks(task, members, runner) == ["capped"]
