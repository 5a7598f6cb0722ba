"""Held-out set 26's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws, segments_touch

_LOWER = set("abcdefghijklmnopqrstuvwxyz")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _word(w, most):
    return isinstance(w, str) and 1 <= len(w) <= most and set(w) <= _LOWER


def _game_args(heaps, moves):
    return (isinstance(heaps, list) and 1 <= len(heaps) <= 50 and _ints(heaps, 0, 5000)
            and isinstance(moves, list) and 1 <= len(moves) <= 20 and _ints(moves, 1, 20)
            and len(set(moves)) == len(moves))


def _token_args(text, vocab):
    return (isinstance(text, str) and len(text) <= 10 ** 4 and set(text) <= _LOWER
            and isinstance(vocab, list) and 1 <= len(vocab) <= 500
            and all(_word(w, 10) for w in vocab) and len(set(vocab)) == len(vocab)
            and set(text) <= set(vocab))


def _lz_args(tokens):
    if not (isinstance(tokens, list) and len(tokens) <= 2000):
        return False
    size = 0
    for token in tokens:
        if isinstance(token, str):
            if len(token) != 1 or token not in _LOWER:
                return False
            size += 1
        elif (isinstance(token, tuple) and len(token) == 2 and _ints(token, 1, 10 ** 9)
              and token[0] <= size and token[1] <= 1000):
            size += token[1]
        else:
            return False
    return True


def _consistent(rules):
    """No two chains of rules give one unit two different sizes."""
    size = {}
    links = {}
    for a, b, f in rules:
        links.setdefault(a, []).append((b, f, 1))
        links.setdefault(b, []).append((a, 1, f))
    for start in links:
        if start in size:
            continue
        size[start] = (1, 1)
        todo = [start]
        while todo:
            unit = todo.pop()
            num, den = size[unit]
            for other, mul, div in links[unit]:
                want = (num * mul, den * div)
                if other not in size:
                    size[other] = want
                    todo.append(other)
                elif size[other][0] * want[1] != size[other][1] * want[0]:
                    return False
    return True


def _unit_args(value, rules, src, dst):
    if not (_ints((value,), 0, 10 ** 9) and isinstance(rules, list) and 1 <= len(rules) <= 200):
        return False
    if not all(isinstance(rule, tuple) and len(rule) == 3 and _word(rule[0], 6)
               and _word(rule[1], 6) and rule[0] != rule[1] and _ints(rule[2:], 1, 1000)
               for rule in rules):
        return False
    units = {a for a, _, _ in rules} | {b for _, b, _ in rules}
    return src in units and dst in units and _consistent(rules)


def _simple(poly):
    """Non-neighbouring sides share no point (checked for small polygons only: quadratic)."""
    n = len(poly)
    if len(set(poly)) != n:
        return False
    if n > 60:
        return True
    sides = [(poly[i], poly[(i + 1) % n]) for i in range(n)]
    return not any(segments_touch(*sides[i], *sides[j]) for i in range(n) for j in range(i + 2, n)
                   if not (i == 0 and j == n - 1))


def _polygon(poly):
    if not (isinstance(poly, list) and 3 <= len(poly) <= 1000):
        return False
    if not all(isinstance(v, tuple) and len(v) == 2 and _ints(v, -10 ** 9, 10 ** 9) for v in poly):
        return False
    twice_area = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]))
    return twice_area != 0 and _simple(poly)


# The stated precondition of each session 26 task, as a predicate on the argument tuple.
_PRECONDITIONS_26 = {
    "Blind26/0": lambda p, q: _ints((p,), 0, 10 ** 30) and _ints((q,), 1, 10 ** 30),
    "Blind26/1": lambda n: _ints((n,), 0, 5000),
    "Blind26/2": lambda n, k: _ints((n, k), 0, 300) and k <= n,
    "Blind26/3": _game_args,
    "Blind26/4": lambda n, s, t: _ints((n,), 1, 30) and _ints((s,), 2, 12) and _ints((t,), 0, 400),
    "Blind26/5": _token_args,
    "Blind26/6": _lz_args,
    "Blind26/7": _unit_args,
    "Blind26/8": _polygon,
    "Blind26/9": lambda coins: isinstance(coins, list) and 1 <= len(coins) <= 200
    and _ints(coins, 0, 1000),
    "Blind26/10": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 6, 10 ** 6),
    "Blind26/11": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session26", _PRECONDITIONS_26, 26, 120)


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session26", 2626)

    assert any(max(p, q) == 10 ** 30 for p, q in draws("Blind26/0"))
    assert any(n == 5000 for (n,) in draws("Blind26/1"))
    assert any(n == 300 and 0 < k < n for n, k in draws("Blind26/2", 300))
    assert any(5000 in heaps and len(moves) == 20 for heaps, moves in draws("Blind26/3", 300))
    assert any(n == 30 and s == 12 for n, s, _ in draws("Blind26/4", 300))
    assert any(len(text) > 5000 and max(map(len, vocab)) == 10
               for text, vocab in draws("Blind26/5", 60))
    assert any(len(tokens) > 1000 and any(isinstance(t, tuple) and t[0] > 255 for t in tokens)
               for (tokens,) in draws("Blind26/6", 60))
    assert any(len(rules) == 200 for _, rules, _, _ in draws("Blind26/7", 60))
    assert any(len(poly) > 900 and max(abs(c) for v in poly for c in v) > 10 ** 8
               for (poly,) in draws("Blind26/8", 100))
    assert any(len(coins) == 200 for (coins,) in draws("Blind26/9", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind26/10", 60))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind26/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session26")
