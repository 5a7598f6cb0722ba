"""Conditions stated in words on records' fields by the fields' own names
(gar.grading.field_words): blind set 33's "(upper, rate_bp) pairs ... the uppers other than
the last are strictly increasing ints from 1 to 10**18; every rate_bp is an int from 0 to
10**4" was read nowhere, and negative or decreasing uppers convicted an honest pass."""

from __future__ import annotations

from hypothesis import find

from gar.grading import field_words
from gar.grading.joint_draws import _repaired
from gar.grading.preconditions import infer_preconditions, satisfies

PROMPT = '''def fee(amount: int, tiers: list) -> int:
    """The fee on amount. tiers is a list of (limit, pct) pairs: the part of amount up to
    the first limit pays the first pct, and so on; the last limit is None.

    0 <= amount <= 10**12; the limits other than the last are strictly increasing ints
    from 1 to 10**12; every pct is an int between 0 and 100.

    >>> fee(150, [(100, 10), (None, 20)])
    20
    """
'''
CALLS = [(150, [(100, 10), (None, 20)]), (7, [(None, 5)]),
         (10 ** 6, [(10, 0), (20, 100), (None, 3)])]


def test_bounds_in_words_on_named_fields_are_read() -> None:
    found = field_words.worded(PROMPT, ["limit", "pct"], ["amount", "tiers"])
    assert found == ["1 <= limit <= 1000000000000", "0 <= pct <= 100"]


def test_the_order_across_records_is_read() -> None:
    found = field_words.order_relations(PROMPT, ["amount", "tiers"],
                                        [[c[0] for c in CALLS], [c[1] for c in CALLS]],
                                        lambda column: ["limit", "pct"] if column[0] == CALLS[0][1]
                                        else None)
    assert found == [(field_words.PREFIX + "1|0|<", 1, 1)]


def test_negative_or_unordered_fields_are_outside_the_domain() -> None:
    pre = infer_preconditions(PROMPT, "fee", CALLS)
    assert pre is not None
    assert satisfies((0, [(10, 40), (30, 40), (None, 4)]), pre)
    # the signs moved (blind set 33's cited input), a rate past 100, the limits swapped
    assert not satisfies((0, [(-3010000, -4009), (-10000, -4008), (None, -4006)]), pre)
    assert not satisfies((0, [(10, 400), (None, 4)]), pre)
    assert not satisfies((0, [(30, 40), (10, 40), (None, 4)]), pre)
    assert not satisfies((0, [(10, 40), (10, 40), (None, 4)]), pre)  # strictly


def test_drawn_records_are_repaired_into_order() -> None:
    pre = infer_preconditions(PROMPT, "fee", CALLS)
    assert pre is not None
    args = (5, [(30, 40), (10, 50), (10, 60), (None, 4)])
    drawn = find(_repaired(args, pre), lambda _: True)
    assert [r[0] for r in drawn[1]] == [10, 11, 30, None]


def test_orders_signs_and_counts_in_words() -> None:
    doc = ("events is a list of (start, end, weight) tuples sorted by start; each weight is "
           "non-negative and every end is at most 10**9; the number of ends is at most 50")
    fields = ["start", "end", "weight"]
    # "the number of ends" is a count, no bound on an end
    assert set(field_words.worded(doc, fields, ["events"])) == {"weight >= 0",
                                                                "end <= 1000000000"}
    assert field_words._orders(doc, fields, ["events"]) == [(0, "<=")]
    grouped = "points are (x, y) pairs; x and y are positive; the xs are in descending order"
    assert field_words.worded(grouped, ["x", "y"], []) == ["x > 0", "y > 0"]
    assert field_words._orders(grouped, ["x", "y"], []) == [(0, ">=")]


def test_an_order_keeps_none_fields_in_place() -> None:
    kind = field_words.PREFIX + "0|0|<"
    assert field_words.holds(([(1, 0), (None, 0), (3, 0)],), kind)
    assert not field_words.holds(([(3, 0), (None, 0), (1, 0)],), kind)
    assert not field_words.holds(([(1,), 5],), kind)  # no records: broken, not a crash
    fixed: list[object] = [[(3, "a"), (None, "b"), (1, "c")]]
    field_words.repaired(fixed, kind)
    assert fixed == [[(1, "c"), (None, "b"), (3, "a")]]


def test_a_bound_on_another_noun_binds_no_field() -> None:
    # blind set 14: the range is the stock's values, the count the list's length, and the
    # order the answer's
    doc = ("stock maps at most 1000 names (1 to 8 letters) to ints from 0 to 10**6; orders "
           "is a list of (name, qty) tuples. Return the names, sorted by qty")
    assert field_words.worded(doc, ["name", "qty"], ["stock", "orders"]) == []
    assert field_words.order_relations(doc, ["stock", "orders"], [[{}], [[("a", 1)]]],
                                       lambda column: ["name", "qty"]) == []
    counted = "events is a list of at most 10**4 (event, day) pairs; the x-axis is from 0 to 9"
    assert field_words.worded(counted, ["event", "day"], ["events"]) == []
    assert field_words.worded(counted, ["x", "y"], ["events"]) == []


def test_magnitudes_and_every_coordinate_bind_the_fields() -> None:
    doc = "rects is a list of (x1, y1, x2, y2) tuples with x1 < x2 and every coordinate in [-9, 9]"
    assert field_words.worded(doc, ["x1", "y1", "x2", "y2"], ["rects"]) == [
        f"-9 <= {f} <= 9" for f in ("x1", "y1", "x2", "y2")]
    points = "points is a list of (x, y) pairs of ints with |x|, |y| <= 10**4"
    assert field_words.worded(points, ["x", "y"], ["points"]) == ["-10000 <= x <= 10000",
                                                                  "-10000 <= y <= 10000"]
    assert field_words.worded("rows are (g, v) triples; |v| < 1e15", ["g", "v"], []) == [
        "-999999999999999 <= v <= 999999999999999"]


def test_each_before_the_range_is_no_other_noun() -> None:
    doc = "tiers is a list of (limit, pct) pairs; the pcts, each from 0 to 100, are ints"
    assert field_words.worded(doc, ["limit", "pct"], ["tiers"]) == ["0 <= pct <= 100"]
