"""Conditions stated on records' named fields (gar.grading.record_fields): blind set 18's
transfers "[source, target, amount] with source != target" were drawn as self-transfers,
and an honest solution that reads one its own way was demoted there."""

from __future__ import annotations

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.record_fields import PREFIX, holds, read_record_conditions

PROMPT = '''def send(stock: dict, moves: list) -> dict:
    """Apply the moves (u, v, n) in order: n items go from u to v.

    Precondition: moves is a list of (u, v, n) with u != v, u and v keys of stock, and
    1 <= n <= 10**6; stock maps names to counts.
    """
'''
CALLS = [({"a": 5, "b": 0}, [("a", "b", 2)]), ({"a": 5, "b": 1, "c": 0}, [("b", "c", 1),
                                                                         ("a", "c", 5)])]


def test_named_fields_and_their_conditions_are_read() -> None:
    found = [kind for kind, _, _ in read_record_conditions(
        PROMPT, ["stock", "moves"], [[c[0] for c in CALLS], [c[1] for c in CALLS]])]
    assert found == [PREFIX + "1|_r[0] != _r[1]", PREFIX + "1|1 <= _r[2] <= 10 ** 6",
                     PREFIX + "1|_r[0] in _0", PREFIX + "1|_r[1] in _0"]
    # records of another length name no fields
    assert not read_record_conditions(PROMPT, ["stock", "moves"],
                                      [[{"a": 1}], [[("a", "b")]]])


def test_every_record_keeps_the_conditions() -> None:
    kind = PREFIX + "1|_r[0] != _r[1]"
    assert holds(({}, [("a", "b", 1), ("b", "a", 1)]), kind)
    assert not holds(({}, [("a", "b", 1), ("b", "b", 1)]), kind)
    assert not holds(({}, [("a",)]), kind)  # a record too short: broken, not a crash
    assert holds(({}, []), kind)


def test_self_moves_unknown_names_and_bad_counts_are_outside_the_domain() -> None:
    pre = infer_preconditions(PROMPT, "send", CALLS)
    assert pre is not None
    assert satisfies(({"a": 5, "b": 0}, [("b", "a", 3)]), pre)
    assert not satisfies(({"a": 5, "b": 0}, [("a", "a", 3)]), pre)
    assert not satisfies(({"a": 5, "b": 0}, [("a", "z", 3)]), pre)
    assert not satisfies(({"a": 5, "b": 0}, [("a", "b", 0)]), pre)


CELLS = '''def hops(size: int, a: tuple, b: tuple) -> int:
    """Fewest king moves from cell a to cell b of a size x size board; cells are (r, c)
    with 0 <= r, c < size.
    """
'''


def test_a_tuple_argument_is_a_record_bounded_by_another_argument() -> None:
    kinds = [k for k, _, _ in read_record_conditions(
        CELLS, ["size", "a", "b"], [[3, 5], [(0, 0), (1, 2)], [(2, 2), (4, 0)]])]
    assert PREFIX + "1r|0 <= _r[0] < _0" in kinds and PREFIX + "2r|0 <= _r[1] < _0" in kinds
    pre = infer_preconditions(CELLS, "hops", [(3, (0, 0), (2, 2)), (5, (1, 2), (4, 0)),
                                              (4, (3, 1), (0, 3))])
    assert pre is not None
    assert not satisfies((5, (0, 0), (4, 5)), pre) and not satisfies((3, (-1, 0), (1, 1)), pre)
    assert satisfies((5, (0, 0), (4, 4)), pre)


def test_draws_are_repaired_into_a_field_range() -> None:
    from gar.grading.record_fields import repaired
    fixed: list = [5, (0, 0), (4, 7)]
    repaired(fixed, PREFIX + "2r|0 <= _r[1] < _0")
    assert fixed == [5, (0, 0), (4, 2)]
    listed: list = [5, [(9, -3), (1, 1)]]
    repaired(listed, PREFIX + "1|0 <= _r[1] < _0")
    assert listed == [5, [(9, 2), (1, 1)]]


LEASES = '''def rented_days(leases: list, day: int) -> int:
    """How many of the leases are running on the given day.

    Precondition: leases is a list of (start, length) pairs: start an int with
    0 <= start <= 10**6, and length None (open-ended) or an int with 1 <= length <= 10**6.
    """
'''
LEASE_CALLS = [([(0, None), (3, 2)], 4), ([(5, 1)], 5), ([(1, None)], 0)]


def test_a_field_that_may_be_none_keeps_its_bound_elsewhere() -> None:
    columns = [[c[0] for c in LEASE_CALLS], [c[1] for c in LEASE_CALLS]]
    found = [kind for kind, _, _ in read_record_conditions(LEASES, ["leases", "day"], columns)]
    assert PREFIX + "0?1|1 <= _r[1] <= 10 ** 6" in found
    pre = infer_preconditions(LEASES, "rented_days", LEASE_CALLS)
    assert pre is not None
    assert satisfies(([(0, None), (2, 7)], 3), pre)
    # a zero length: "open-ended" to one honest reading (`if length:`), empty to another
    assert not satisfies(([(0, None), (2, 0)], 3), pre)
