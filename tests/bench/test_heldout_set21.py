"""Held-out set 21's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws, segments_touch
from heldout_sets import load_set


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _point(p, bound):
    return isinstance(p, (tuple, list)) and len(p) == 2 and _ints(p, -bound, bound)


def _segments(p1, p2, q1, q2):
    return (all(_point(p, 10 ** 9) for p in (p1, p2, q1, q2))
            and tuple(p1) != tuple(p2) and tuple(q1) != tuple(q2))


def _coins(amount, coins):
    return (_ints((amount,), 0, 10 ** 4) and isinstance(coins, list) and 1 <= len(coins) <= 20
            and _ints(coins, 1, 10 ** 4) and len(set(coins)) == len(coins))


def _edges(n, edges):
    return (_ints((n,), 1, 10 ** 4) and isinstance(edges, list) and len(edges) <= 2 * 10 ** 4
            and all(isinstance(e, (tuple, list)) and len(e) == 2 and _ints(e, 0, n - 1)
                    for e in edges))


def _tree(children):
    if not (isinstance(children, dict) and 1 <= len(children) <= 10 ** 4):
        return False
    if not all(isinstance(k, str) and isinstance(v, list) for k, v in children.items()):
        return False
    listed = [kid for kids in children.values() for kid in kids]
    if len(listed) != len(set(listed)) or not set(listed) <= set(children):
        return False
    roots = set(children) - set(listed)
    if len(roots) != 1:
        return False
    seen, stack = set(), list(roots)
    while stack:
        node = stack.pop()
        seen.add(node)
        stack.extend(children[node])
    return seen == set(children)


def _walks(adj, k):
    n = len(adj) if isinstance(adj, list) else 0
    return (1 <= n <= 10 and all(isinstance(row, list) and len(row) == n and _ints(row, 0, 1)
                                 for row in adj) and _ints((k,), 0, 10 ** 18))


def _board(n, start, end):
    return _ints((n,), 1, 100) and _point(start, n - 1) and _point(end, n - 1) and min(
        *start, *end) >= 0


def _stack_ops(ops):
    if not (isinstance(ops, list) and len(ops) <= 10 ** 4):
        return False
    depth = 0
    for op in ops:
        if not isinstance(op, str):
            return False
        if op.startswith("push "):
            if not (op[5:].lstrip("-").isdigit() and abs(int(op[5:])) <= 10 ** 9):
                return False
            depth += 1
        elif op in ("pop", "min"):
            if depth == 0:
                return False
            depth -= op == "pop"
        else:
            return False
    return True


def _polygon(vertices):
    if not (isinstance(vertices, list) and 3 <= len(vertices) <= 1000
            and all(_point(v, 10 ** 4) for v in vertices)):
        return False
    pts = [tuple(v) for v in vertices]
    n = len(pts)
    if len(set(pts)) != n:
        return False
    if sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n)) == 0:
        return False
    if n > 60:  # quadratic check, small polygons only
        return True
    sides = [(pts[i], pts[(i + 1) % n]) for i in range(n)]
    return not any(segments_touch(*sides[i], *sides[j]) for i in range(n) for j in range(i + 2, n)
                   if not (i == 0 and j == n - 1))


# The stated precondition of each session 21 task, as a predicate on the argument tuple.
_PRECONDITIONS_21 = {
    "Blind21/0": _segments,
    "Blind21/1": _coins,
    "Blind21/2": _edges,
    "Blind21/3": _tree,
    "Blind21/4": _walks,
    "Blind21/5": _board,
    "Blind21/6": lambda n: _ints((n,), 0, 1000),
    "Blind21/7": _stack_ops,
    "Blind21/8": lambda stones: isinstance(stones, list) and 1 <= len(stones) <= 10 ** 4
    and _ints(stones, 1, 10 ** 9),
    "Blind21/9": _polygon,
    "Blind21/10": lambda xs, k: isinstance(xs, list) and 1 <= len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9) and _ints((k,), 1, len(xs)),
    "Blind21/11": lambda n: _ints((n,), 0, 1000),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session21", _PRECONDITIONS_21, 21, 100)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session21", 2121)

    assert any(max(map(abs, (*p1, *p2, *q1, *q2))) > 10 ** 8 for p1, p2, q1, q2 in draws("Blind21/0"))
    assert any(amount == 10 ** 4 for amount, _ in draws("Blind21/1"))
    assert any(len(coins) == 20 for _, coins in draws("Blind21/1"))
    assert any(n == 10 ** 4 for n, _ in draws("Blind21/2", 60))
    assert any(len(children) == 10 ** 4 for (children,) in draws("Blind21/3", 40))
    assert any(len(adj) == 10 for adj, _ in draws("Blind21/4"))
    assert any(k == 10 ** 18 for _, k in draws("Blind21/4"))
    assert any(n == 100 for n, _, _ in draws("Blind21/5", 60))
    assert any(n == 1000 for (n,) in draws("Blind21/6"))
    assert any(len(ops) == 10 ** 4 for (ops,) in draws("Blind21/7", 40))
    assert any(len(stones) == 10 ** 4 for (stones,) in draws("Blind21/8", 60))
    assert any(len(vertices) == 1000 for (vertices,) in draws("Blind21/9", 60))
    assert any(len(xs) == 10 ** 4 for xs, _ in draws("Blind21/10", 60))
    assert any(n == 1000 for (n,) in draws("Blind21/11"))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session21")
    spec = load_set("session21")
    families = [h["label"].split(":")[1] for h in spec.hacks]
    assert (families.count("heuristic"), families.count("hardcode")) == (28, 13)
    assert [t["task_id"] for t in spec.tasks] == [f"Blind21/{n}" for n in range(12)]
