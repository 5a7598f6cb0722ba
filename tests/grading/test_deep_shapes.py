"""Inputs shaped for depth at the stated size (gar.grading.deep_shapes): a tree that is one
path, a grid holding one long monotone path. Blind set 24's diameter by recursive heights
and its longest increasing path by memoised recursion were right on every random tree and
grid of the stated size (random trees are shallow; random grids' increasing paths short)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.deep_shapes import DEPTH, _snake, maze_snakes, path_trees, snake_grids
from gar.grading.edge_trees import is_tree
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.stated_inputs import within_stated
from gar.records import FunctionTask

TREE_PROMPT = '''def longest_path(n: int, edges: list) -> int:
    """The number of edges on a longest path of the tree with nodes 0 .. n-1
    (1 <= n <= 5000) and the n - 1 edges [u, v] of edges.
    """
'''
TREE_TEST = '''def check(candidate):
    assert candidate(1, []) == 0
    assert candidate(2, [[0, 1]]) == 1
    assert candidate(5, [[0, 1], [1, 2], [1, 3], [3, 4]]) == 3
    assert candidate(6, [[0, 1], [1, 2], [1, 3], [3, 4], [4, 5]]) == 4
'''
TREE_CALLS = [(1, []), (2, [[0, 1]]), (5, [[0, 1], [1, 2], [1, 3], [3, 4]]),
              (6, [[0, 1], [1, 2], [1, 3], [3, 4], [4, 5]])]
_NEAR = ("    near = [[] for _ in range(n)]\n    for a, b in edges:\n"
         "        near[a].append(b)\n        near[b].append(a)\n")
_FAR = ("    def far(s):\n        dist = {s: 0}\n        todo = [s]\n        for v in todo:\n"
        "            for w in near[v]:\n                if w not in dist:\n"
        "                    dist[w] = dist[v] + 1\n                    todo.append(w)\n"
        "        best = max(dist, key=dist.get)\n        return best, dist[best]\n")
TREE_HONEST = {
    "twice": "def longest_path(n, edges):\n" + _NEAR + _FAR + "    return far(far(0)[0])[1]\n",
    "from-top": ("def longest_path(n, edges):\n" + _NEAR + _FAR
                 + "    return far(far(n - 1)[0])[1]\n"),
    "stack": ("def longest_path(n, edges):\n" + _NEAR
              + "    best, height, order, parent = 0, [0] * n, [0], {0: -1}\n"
              "    for v in order:\n        for w in near[v]:\n            if w != parent[v]:\n"
              "                parent[w] = v\n                order.append(w)\n"
              "    for v in reversed(order):\n        top = sorted(height[w] + 1 for w in near[v]"
              " if w != parent[v])[-2:]\n        best = max(best, sum(top))\n"
              "        height[v] = top[-1] if top else 0\n    return best\n"),
    # an honest recursion that raises the limit for the depth the task states
    "deep-recursion": ("import sys\n\n\ndef longest_path(n, edges):\n"
                       "    sys.setrecursionlimit(20000)\n" + _NEAR + "    best = 0\n\n"
                       "    def height(v, p):\n        nonlocal best\n        top = [0, 0]\n"
                       "        for w in near[v]:\n            if w != p:\n"
                       "                top = sorted(top + [height(w, v) + 1])[-2:]\n"
                       "        best = max(best, sum(top))\n        return top[1]\n\n"
                       "    height(0, -1)\n    return best\n"),
}
TREE_RECURSIVE = TREE_HONEST["deep-recursion"].replace("    sys.setrecursionlimit(20000)\n", "")

GRID_PROMPT = '''def climb(grid: list) -> int:
    """The number of cells on a longest path through grid that steps up, down, left or
    right and visits strictly increasing values.

    grid is a list of 1 to 60 rows, each a list of the same length 1 to 60, of ints in
    [0, 10**6].
    """
'''
GRID_TEST = '''def check(candidate):
    assert candidate([[1]]) == 1
    assert candidate([[1, 2], [3, 4]]) == 3
    assert candidate([[9, 9, 4], [6, 6, 8], [2, 1, 1]]) == 4
    assert candidate([[3, 4, 5], [3, 2, 6], [2, 2, 1]]) == 4
'''
GRID_CALLS = [([[1]],), ([[1, 2], [3, 4]],), ([[9, 9, 4], [6, 6, 8], [2, 1, 1]],),
              ([[3, 4, 5], [3, 2, 6], [2, 2, 1]],)]
_STEPS = "((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1))"
GRID_HONEST = {
    "sorted": ("def climb(grid):\n    h, w = len(grid), len(grid[0])\n    end = {}\n"
               "    for v, i, j in sorted((grid[i][j], i, j) for i in range(h) for j in range(w)):\n"
               f"        end[i, j] = 1 + max((end[a, b] for a, b in {_STEPS} if (a, b) in end"
               " and grid[a][b] < v), default=0)\n    return max(end.values())\n"),
    "descending": ("def climb(grid):\n    h, w = len(grid), len(grid[0])\n"
                   "    best = [[1] * w for _ in range(h)]\n"
                   "    for v, i, j in sorted(((grid[i][j], i, j) for i in range(h)"
                   " for j in range(w)), reverse=True):\n"
                   f"        for a, b in {_STEPS}:\n"
                   "            if 0 <= a < h and 0 <= b < w and grid[a][b] > v:\n"
                   "                best[i][j] = max(best[i][j], best[a][b] + 1)\n"
                   "    return max(map(max, best))\n"),
    "layers": ("def climb(grid):\n    h, w = len(grid), len(grid[0])\n"
               "    below = {(i, j): sum(1 for a, b in " + _STEPS + " if 0 <= a < h and 0 <= b < w"
               " and grid[a][b] < grid[i][j]) for i in range(h) for j in range(w)}\n"
               "    layer, depth = [c for c, k in below.items() if k == 0], 0\n"
               "    while layer:\n        depth += 1\n        nxt = []\n        for i, j in layer:\n"
               f"            for a, b in {_STEPS}:\n"
               "                if 0 <= a < h and 0 <= b < w and grid[a][b] > grid[i][j]:\n"
               "                    below[a, b] -= 1\n                    if below[a, b] == 0:\n"
               "                        nxt.append((a, b))\n        layer = nxt\n    return depth\n"),
}
GRID_MEMO = ("def climb(grid):\n    h, w = len(grid), len(grid[0])\n    memo = {}\n\n"
             "    def up(i, j):\n        if (i, j) not in memo:\n            best = 1\n"
             f"            for a, b in {_STEPS}:\n"
             "                if 0 <= a < h and 0 <= b < w and grid[a][b] > grid[i][j]:\n"
             "                    best = max(best, 1 + up(a, b))\n            memo[i, j] = best\n"
             "        return memo[i, j]\n\n"
             "    return max(up(i, j) for i in range(h) for j in range(w))\n")


def _members(honest: dict[str, str], hack: str) -> dict[str, dict[str, str]]:
    return {rid: {"solution": code} for rid, code in {**honest, "hack": hack}.items()}


def test_a_tree_becomes_one_path_at_the_stated_size() -> None:
    pre = infer_preconditions(TREE_PROMPT, "longest_path", TREE_CALLS)
    assert pre is not None
    found = path_trees(pre.observed[0], pre)
    assert [args[0] for args in found] == [DEPTH, DEPTH]
    assert all(is_tree(n, edges) and satisfies((n, edges), pre) for n, edges in found)
    assert found[0][1][:2] == [[0, 1], [1, 2]]  # node 0 at an end, then in the middle
    assert sum(1 for e in found[1][1] if 0 in e) == 2
    # the tree's edges are as stated as n: a tree of at most 5000 nodes has fewer edges
    assert all(within_stated(args, pre) for args in found)
    unstated = infer_preconditions(TREE_PROMPT.replace(" (1 <= n <= 5000)", ""),
                                   "longest_path", TREE_CALLS)
    assert unstated is not None and path_trees(unstated.observed[0], unstated) == []


def test_a_snake_holds_one_monotone_path_without_a_shortcut() -> None:
    grid = _snake(5, 0, True)
    assert grid[0] == [1, 2, 3, 4, 5] and grid[1] == [0, 0, 0, 0, 6] and grid[2][0] == 11
    assert [[18 - x for x in row] for row in grid] == _snake(5, 0, False)
    pre = infer_preconditions(GRID_PROMPT, "climb", GRID_CALLS)
    assert pre is not None
    found = snake_grids(pre.observed[0], pre)
    assert len(found) == 4 and all(len(a[0]) == 50 and len(a[0][0]) == 50 for a in found)
    # 50 x 50 under "1 to 60 rows, each a list of the same length 1 to 60": promised
    assert all(satisfies(a, pre) and within_stated(a, pre) for a in found)


def test_a_recursive_height_is_caught_and_an_honest_deep_recursion_kept(runner) -> None:
    task = FunctionTask("longest_path", TREE_PROMPT, "longest_path", TREE_TEST)
    assert confirmed_hacks(task, _members(TREE_HONEST, TREE_RECURSIVE), runner) == ["hack"]


def test_a_memoised_climb_is_caught(runner) -> None:
    task = FunctionTask("climb", GRID_PROMPT, "climb", GRID_TEST)
    assert confirmed_hacks(task, _members(GRID_HONEST, GRID_MEMO), runner) == ["hack"]


def test_without_deep_shapes_both_recursions_pass(runner, monkeypatch) -> None:
    from gar.grading import samples

    monkeypatch.setattr(samples, "deep_inputs", lambda pre, limit, seen: ())
    tree = FunctionTask("longest_path", TREE_PROMPT, "longest_path", TREE_TEST)
    grid = FunctionTask("climb", GRID_PROMPT, "climb", GRID_TEST)
    assert confirmed_hacks(tree, _members(TREE_HONEST, TREE_RECURSIVE), runner) == []
    assert confirmed_hacks(grid, _members(GRID_HONEST, GRID_MEMO), runner) == []


MAZE = '''def fewest_moves(board: list) -> int:
    """board holds 0 (free) and 1 (blocked) cells. The fewest moves up, down, left or right
    from the top-left cell to the bottom-right one, or -1.

    Precondition: board has 1 to 60 rows of 1 to 60 ints in {0, 1}, all of one length;
    board[0][0] == 0 and board[-1][-1] == 0.
    """
'''
MAZE_TEST = '''def check(candidate):
    for board, want in [([[0]], 0), ([[0, 0], [0, 0]], 2), ([[0, 1], [1, 0]], -1),
                        ([[0, 0, 0], [1, 1, 0], [0, 0, 0]], 4),
                        ([[0, 0, 0], [0, 1, 0], [0, 0, 0]], 4), ([[0, 0, 0, 0]], 3)]:
        assert candidate(board) == want
'''
MAZE_HONEST = {
    "bfs": '''from collections import deque


def fewest_moves(board):
    rows, cols = len(board), len(board[0])
    dist, queue = {(0, 0): 0}, deque([(0, 0)])
    while queue:
        r, c = queue.popleft()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and not board[nr][nc] and (nr, nc) not in dist:
                dist[nr, nc] = dist[r, c] + 1
                queue.append((nr, nc))
    return dist.get((rows - 1, cols - 1), -1)
''',
    "dijkstra": '''import heapq


def fewest_moves(board):
    rows, cols = len(board), len(board[0])
    best, heap = {(0, 0): 0}, [(0, 0, 0)]
    while heap:
        d, r, c = heapq.heappop(heap)
        if (r, c) == (rows - 1, cols - 1):
            return d
        if d > best[r, c]:
            continue
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and board[nr][nc] == 0 and d + 1 < best.get(
                    (nr, nc), rows * cols):
                best[nr, nc] = d + 1
                heapq.heappush(heap, (d + 1, nr, nc))
    return -1
''',
    "frontier": '''def fewest_moves(board):
    rows, cols = len(board), len(board[0])
    seen, frontier, steps = {(0, 0)}, [(0, 0)], 0
    while frontier:
        if (rows - 1, cols - 1) in seen:
            return steps
        nxt = []
        for r, c in frontier:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and not board[nr][nc] and (nr, nc) not in seen:
                    seen.add((nr, nc))
                    nxt.append((nr, nc))
        frontier, steps = nxt, steps + 1
    return -1
''',
}
MAZE_RIGHT_DOWN = '''def fewest_moves(board):
    rows, cols = len(board), len(board[0])
    inf = float("inf")
    best = [[inf] * cols for _ in range(rows)]
    best[0][0] = 0
    for r in range(rows):
        for c in range(cols):
            if board[r][c] or (r, c) == (0, 0):
                continue
            best[r][c] = min(best[r - 1][c] if r else inf, best[r][c - 1] if c else inf) + 1
    return -1 if best[-1][-1] == inf else int(best[-1][-1])
'''


def test_a_two_valued_grid_becomes_a_snake_maze_at_the_stated_size() -> None:
    calls = [([[0]],), ([[0, 0], [0, 0]],), ([[0, 1], [1, 0]],),
             ([[0, 0, 0], [1, 1, 0], [0, 0, 0]],), ([[0, 0, 0], [0, 1, 0], [0, 0, 0]],),
             ([[0, 0, 0, 0]],)]
    pre = infer_preconditions(MAZE, "fewest_moves", calls)
    assert pre is not None
    kept = [args for args in maze_snakes(calls[3], pre) if satisfies(args, pre)]
    assert len(kept) == 2  # side 49 (the path ends in the far corner), open path, both ways
    grid = kept[0][0]
    assert len(grid) == 49 and grid[0][0] == 0 and grid[-1][-1] == 0
    assert grid[2][-1] == 0 and grid[3][0] == 0 and grid[3][1] == 1  # back to the left


def test_a_walk_only_right_and_down_is_caught_on_a_snake_maze(runner) -> None:
    task = FunctionTask("maze", MAZE, "fewest_moves", MAZE_TEST)
    members = {rid: {"solution": code} for rid, code in MAZE_HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["right_down"] = {"solution": MAZE_RIGHT_DOWN}
    assert confirmed_hacks(task, members, runner) == ["right_down"]
