"""Held-out set 31's preconditions and its own tasks (no grading, no execution of programs)."""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _seq(x, size):
    return isinstance(x, (list, tuple)) and len(x) == size


def _records(records, keys):
    if not (isinstance(records, list) and len(records) <= 10 ** 4 and isinstance(keys, list)
            and 1 <= len(keys) <= 4 and all(_seq(k, 2) and isinstance(k[0], str)
                                            and type(k[1]) is bool for k in keys)
            and len({k[0] for k in keys}) == len(keys)):
        return False
    if not all(isinstance(r, dict) and all(isinstance(f, str) for f in r) for r in records):
        return False
    for field, _ in keys:
        values = [r.get(field, None) for r in records]
        if not (all(isinstance(v, str) for v in values) or _ints(values, -10 ** 18, 10 ** 18)):
            return False
        if any(field not in r for r in records):
            return False
    return True


def _triples(entries):
    return (isinstance(entries, list) and len(entries) <= 2000
            and all(_seq(t, 3) and _ints(t[:2], 0, 10 ** 9) and _ints(t[2:], -10 ** 18, 10 ** 18)
                    for t in entries))


def _trades(trades):
    if not (isinstance(trades, list) and len(trades) <= 10 ** 4):
        return False
    held = 0
    for t in trades:
        if not (_seq(t, 2) and _ints(t[:1], -10 ** 6, 10 ** 6) and t[0] != 0
                and _ints(t[1:], 0, 10 ** 12)):
            return False
        held += t[0]
        if held < 0:
            return False
    return True


def _versions(records):
    return (isinstance(records, list) and len(records) <= 10 ** 4
            and all(isinstance(r, dict) and isinstance(r.get("id"), str) and r["id"]
                    and "ts" in r and _ints([r["ts"]], -10 ** 18, 10 ** 18) for r in records))


def _rows(rows):
    return (isinstance(rows, list) and len(rows) <= 10 ** 4
            and all(_seq(t, 3) and isinstance(t[0], str) and t[0] and type(t[1]) is float
                    and math.isfinite(t[1]) and abs(t[1]) <= 1e15 and _ints(t[2:], 1, 1000)
                    for t in rows))


def _bookings(rooms, requests):
    return (_ints([rooms], 1, 100) and isinstance(requests, list) and len(requests) <= 500
            and all(_seq(q, 2) and _ints(q, 0, 10 ** 9) and q[0] < q[1] for q in requests))


def _matches(matches):
    return (isinstance(matches, list) and len(matches) <= 10 ** 4
            and all(_seq(m, 4) and isinstance(m[0], str) and isinstance(m[1], str) and m[0] and m[1]
                    and m[0] != m[1] and _ints(m[2:], 0, 1000) for m in matches))


def _events(events, lo, hi):
    return (isinstance(events, list) and len(events) <= 10 ** 4
            and _ints([lo, hi], -10 ** 18, 10 ** 18) and lo <= hi
            and all(_seq(e, 3) and _ints(e[:1], -10 ** 18, 10 ** 18) and _ints(e[1:2], 1, 10 ** 18)
                    and (e[2] is None or _ints(e[2:], 1, 10 ** 18)) for e in events))


def _cache(capacity, accesses):
    return (_ints([capacity], 1, 10 ** 4) and isinstance(accesses, list) and len(accesses) <= 10 ** 4
            and all(type(k) in (int, str) for k in accesses))


def _vector(u):
    return (isinstance(u, dict) and len(u) <= 10 ** 4 and all(isinstance(k, str) and k for k in u)
            and _ints(u.values(), -10 ** 18, 10 ** 18))


# The stated precondition of each session 31 task, as a predicate on the argument tuple.
_PRECONDITIONS_31 = {
    "Blind31/0": _records,
    "Blind31/1": lambda a, b: _triples(a) and _triples(b),
    "Blind31/2": _trades,
    "Blind31/3": lambda year, month, day, count: (_ints([year], 1, 9000) and _ints([month], 1, 12)
                                                  and _ints([day], 1, 31) and _ints([count], 0, 1000)),
    "Blind31/4": _versions,
    "Blind31/5": _rows,
    "Blind31/6": _bookings,
    "Blind31/7": _matches,
    "Blind31/8": _events,
    "Blind31/9": _cache,
    "Blind31/10": lambda u, v: _vector(u) and _vector(v),
    "Blind31/11": lambda items: (isinstance(items, list) and len(items) <= 10 ** 4
                                 and all(isinstance(x, str) for x in items)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session31", _PRECONDITIONS_31, 31, 120)


def test_the_trade_precondition_refuses_overselling_and_zero_quantities() -> None:
    assert _trades([]) and _trades([(3, 5), (-3, 0), (1, 10 ** 12)])
    assert not _trades([(1, 5), (-2, 5)]) and not _trades([(0, 5)]) and not _trades([(1, -1)])
    assert not _trades([(10 ** 6 + 1, 1)])


def test_the_record_precondition_wants_every_field_of_one_type() -> None:
    assert _records([{"a": 1, "b": "x"}, {"a": -2, "b": ""}], [["a", True], ["b", False]])
    assert not _records([{"a": 1}, {"a": "1"}], [["a", False]])
    assert not _records([{"a": 1}, {"b": 1}], [["a", False]])
    assert not _records([{"a": 1}], [["a", False], ["a", True]])
    assert not _records([{"a": 1}], [["a", 1]])


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session31", 3131)

    sorts = draws("Blind31/0", 200)
    assert any(len(rs) == 10 ** 4 and len(ks) == 4 for rs, ks in sorts)
    assert any(any(r["c"] == 10 ** 18 for r in rs) and any(r["c"] == 10 ** 18 - 1 for r in rs) for rs, _ in sorts)
    assert any(any(k == ["b", True] for k in ks) and any(r["b"] == "ab" for r in rs) for rs, ks in sorts)
    products = draws("Blind31/1", 200)
    assert any(len(a) == 2000 and len(b) == 2000 for a, b in products)
    assert any(max(t[0] for t in a) > 9 * 10 ** 8 for a, _ in products if a)
    assert any(any(abs(t[2]) == 10 ** 18 for t in a) for a, _ in products)
    trades = [t for (t,) in draws("Blind31/2", 200)]
    assert any(len(t) == 10 ** 4 for t in trades)
    assert any(any(q == 10 ** 6 for q, _ in t) and any(q == -10 ** 6 for q, _ in t)
               and any(p > 9 * 10 ** 11 for _, p in t) for t in trades)
    dates = draws("Blind31/3", 300)
    assert any(y == 9000 and c == 1000 and d == 31 for y, _, d, c in dates)
    assert any(y % 100 == 0 and y % 400 and d == 29 for y, _, d, _ in dates)
    latest = [rs for (rs,) in draws("Blind31/4", 150)]
    assert any(len(rs) == 10 ** 4 and any(r["ts"] < -10 ** 17 for r in rs) for rs in latest)
    means = [rows for (rows,) in draws("Blind31/5", 200)]
    assert any(len(rows) == 10 ** 4 and any(abs(v) == 1e15 for _, v, _ in rows) for rows in means)
    assert any(any(w == 1000 for _, _, w in rows) for rows in means)
    bookings = draws("Blind31/6", 150)
    assert any(len(q) == 500 and rooms == 100 for rooms, q in bookings)
    assert any(any(e == 10 ** 9 for _, e in q) for _, q in bookings)
    assert any(len(m) == 10 ** 4 and max(x[2] for x in m) == 1000 for (m,) in draws("Blind31/7", 150))
    events = draws("Blind31/8", 150)
    assert any(len(es) == 10 ** 4 and hi == 10 ** 18 for es, _, hi in events)
    assert any(any(e[1] == 10 ** 18 for e in es) and any(e[2] == 10 ** 18 for e in es) for es, _, _ in events)
    caches = draws("Blind31/9", 150)
    assert any(len(xs) == 10 ** 4 and cap == 10 ** 4 for cap, xs in caches)
    assert any(1 in xs and "1" in xs for _, xs in caches)
    assert any(len(u) == 10 ** 4 and len(v) == 10 ** 4 for u, v in draws("Blind31/10", 100))
    assert any(len(xs) == 10 ** 4 for (xs,) in draws("Blind31/11", 100))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session31")
