"""Held-out set 28's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, lo, hi, least=0, most=10 ** 4):
    return isinstance(xs, list) and least <= len(xs) <= most and _ints(xs, lo, hi)


def _game(rolls):
    """A complete, valid ten-pin game: nine frames of a strike or two rolls of at most 10
    pins, then a tenth frame with a third roll exactly when it holds a strike or a spare."""
    if not _int_list(rolls, 0, 10, 11, 21):
        return False
    i = 0
    for _ in range(9):
        if i < len(rolls) and rolls[i] == 10:
            i += 1
        elif i + 1 < len(rolls) and rolls[i] + rolls[i + 1] <= 10:
            i += 2
        else:
            return False
    tenth = rolls[i:]
    if len(tenth) < 2:
        return False
    if tenth[0] == 10:
        return len(tenth) == 3 and (tenth[1] == 10 or tenth[1] + tenth[2] <= 10)
    if tenth[0] + tenth[1] > 10:
        return False
    return len(tenth) == (3 if tenth[0] + tenth[1] == 10 else 2)


def _counts(freqs):
    return (isinstance(freqs, dict) and 2 <= len(freqs) <= 10 ** 4
            and all(isinstance(k, str) and k for k in freqs) and _ints(freqs.values(), 1, 10 ** 9))


def _graph(n, edges):
    return (_ints((n,), 1, 10 ** 4) and isinstance(edges, list) and len(edges) <= 2 * 10 ** 4
            and all(isinstance(e, (tuple, list)) and len(e) == 3 and _ints(e[:2], 0, n - 1)
                    and _ints(e[2:], -10 ** 9, 10 ** 9) for e in edges))


def _buildings(bs):
    return (isinstance(bs, list) and len(bs) <= 10 ** 4
            and all(isinstance(b, (tuple, list)) and len(b) == 3 and _ints(b, 0, 10 ** 9)
                    and b[0] < b[1] and b[2] >= 1 for b in bs))


# The stated precondition of each session 28 task, as a predicate on the argument tuple.
_PRECONDITIONS_28 = {
    "Blind28/0": lambda data: _int_list(data, 0, 255),
    "Blind28/1": _game,
    "Blind28/2": lambda eggs, floors: _ints((eggs,), 1, 100) and _ints((floors,), 0, 10 ** 18),
    "Blind28/3": _counts,
    "Blind28/4": _graph,
    "Blind28/5": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9, 1),
    "Blind28/6": lambda n: _ints((n,), -10 ** 30, 10 ** 30),
    "Blind28/7": lambda dims: _int_list(dims, 1, 1000, 2, 101),
    "Blind28/8": lambda s: isinstance(s, str) and len(s) <= 10 ** 4 and set(s) <= set("()"),
    "Blind28/9": _buildings,
    "Blind28/10": lambda xs: _int_list(xs, -10 ** 9, 10 ** 9),
    "Blind28/11": lambda xs: _int_list(xs, -10 ** 18, 10 ** 18),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session28", _PRECONDITIONS_28, 28, 120)


def test_the_bowling_precondition_tells_complete_games_from_broken_ones() -> None:
    assert _game([10] * 12) and _game([0] * 20) and _game([5] * 21) and _game([10] * 9 + [3, 4])
    assert not _game([10] * 11) and not _game([10] * 13) and not _game([6, 5] + [0] * 18)
    assert not _game([0] * 18 + [5, 5]) and not _game([0] * 18 + [10, 5, 6])


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session28", 2828)

    assert any(len(d) == 10 ** 4 and max(d) == 255 for (d,) in draws("Blind28/0", 100))
    assert any(58 <= len(d) <= 100 for (d,) in draws("Blind28/0"))
    games = [g for (g,) in draws("Blind28/1", 300)]
    assert [10] * 12 in games and any(len(g) == 21 for g in games)
    assert any(floors == 10 ** 18 for _, floors in draws("Blind28/2"))
    assert any(eggs == 100 for eggs, _ in draws("Blind28/2"))
    assert any(eggs >= 3 and floors > 2 ** 53 for eggs, floors in draws("Blind28/2"))
    assert any(len(f) == 10 ** 4 and max(f.values()) == 10 ** 9 for (f,) in draws("Blind28/3", 60))
    assert any(len(f) > 26 and len(set(f.values())) < len(f) for (f,) in draws("Blind28/3", 60))
    graphs = draws("Blind28/4", 150)
    assert any(n == 10 ** 4 and len(es) > 19000 for n, es in graphs)
    assert any(any(e[2] == 10 ** 9 for e in es) and any(e[2] == -10 ** 9 for e in es) for _, es in graphs)
    assert any(len(xs) == 10 ** 4 and max(xs) < 0 for (xs,) in draws("Blind28/5", 150))
    assert any(abs(n) == 10 ** 30 for (n,) in draws("Blind28/6"))
    assert any(n < -2 ** 64 for (n,) in draws("Blind28/6"))
    assert any(len(d) == 101 and max(d) > 900 for (d,) in draws("Blind28/7"))
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind28/8"))
    assert any(len(b) == 10 ** 4 and max(x[1] for x in b) > 9 * 10 ** 8 for (b,) in draws("Blind28/9", 100))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind28/10", 60))
    assert any(len(xs) == 10 ** 4 and max(map(abs, xs)) > 10 ** 17 for (xs,) in draws("Blind28/11", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session28")
