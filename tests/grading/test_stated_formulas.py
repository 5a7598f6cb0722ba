"""Formulas the docstring states as preconditions (:mod:`gar.grading.stated_formulas`): an
observed order that caps an argument the docstring already caps by a formula of the others
is the tests' habit, not a precondition (:func:`without_unstated_caps`)."""

from __future__ import annotations

from gar.grading.preconditions import infer_preconditions
from gar.grading.stated_formulas import without_unstated_caps


def test_an_observed_cap_beside_a_stated_one_is_dropped() -> None:
    # Session 17 (spent set 19): "0 <= k <= n" states k's limit; every visible k also lies
    # below the prime p (small k), an order of the tests, not of the task. Kept, it held
    # every drawn k below p, where a Lucas reading only the lowest digit is right.
    prompt = ('def binom_mod(n: int, k: int, p: int) -> int:\n    """C(n, k) modulo p.\n\n'
              '    0 <= k <= n <= 10**18 and p is a prime with 2 <= p <= 97.\n    """\n')
    calls = [(n, k, 7) for n in range(7) for k in range(n + 1)] + [(10, 3, 13), (8, 4, 97)]
    pre = infer_preconditions(prompt, "binom_mod", calls)
    assert pre is not None
    assert ("le", 1, 0) in pre.relations  # k <= n: observed and stated
    assert ("le", 1, 2) not in pre.relations  # k <= p: the tests' habit
    assert any(kind.startswith("formula|") for kind, _, _ in pre.relations)


def test_an_order_no_formula_speaks_of_is_kept() -> None:
    plain = infer_preconditions('def f(lo: int, hi: int) -> int:\n    """0 <= lo <= 100 and'
                                ' 0 <= hi <= 100.\n    """\n', "f", [(1, 5), (2, 8), (0, 3)])
    assert plain is not None and ("le", 0, 1) in plain.relations
    # a formula naming the other argument keeps the order it states
    formula = "formula|<=|0|n,k,p|n"
    assert without_unstated_caps([("le", 1, 0), (formula, 1, 1)], ["n", "k", "p"]) == [
        ("le", 1, 0), (formula, 1, 1)]
    assert without_unstated_caps([("le", 1, 2), (formula, 1, 1)], ["n", "k", "p"]) == [
        (formula, 1, 1)]


_PACKER = '''def first_fit_bins(items: list, capacity: int) -> int:
    """Pack items into bins of the given capacity by first fit; return the bins opened.

    items is a list of at most 300 ints, each 1 <= x <= capacity; capacity is an int with
    1 <= capacity <= 10**9.
    """
'''
_PACKER_CALLS = [([], 10), ([5, 5], 10), ([6, 5, 4], 10), ([1] * 10, 3), ([4, 4, 4], 8)]


def test_a_formula_on_a_lists_items_is_read_and_held_by_every_item() -> None:
    from gar.grading.preconditions import satisfies
    from gar.grading.stated_bounds import item_namer
    from gar.grading.stated_formulas import ITEMS, holds, read_formulas

    names = ["items", "capacity"]
    columns = [[c[0] for c in _PACKER_CALLS], [c[1] for c in _PACKER_CALLS]]
    (relation,) = read_formulas(_PACKER, "first_fit_bins", 2, item_namer(names, columns))
    assert relation.items and relation.position == 0 and relation.low == 1
    assert not read_formulas(_PACKER, "first_fit_bins", 2)  # no item reader: none
    pre = infer_preconditions(_PACKER, "first_fit_bins", _PACKER_CALLS)
    assert pre is not None
    kind = next(k for k, _, _ in pre.relations if k.startswith(ITEMS))
    assert holds(([3, 1, 3], 3), kind, 0) and holds(([], 3), kind, 0)
    assert not holds(([1, 4], 3), kind, 0) and not holds(([0, 1], 3), kind, 0)
    # an item past the capacity is outside what the task states: an edge input, never
    # evidence (blind set 35: such inputs convicted an honest segment-tree packer)
    assert not satisfies(([1] * 10 + [6, 5, 4], 3), pre)
    assert satisfies(([1, 2, 3, 3], 3), pre)


def test_a_stated_formula_range_overrules_a_value_set_seen_by_chance() -> None:
    from gar.grading.bound_checks import Bound
    from gar.grading.stated_formulas import observed_ranges

    pre = infer_preconditions(_PACKER, "first_fit_bins", _PACKER_CALLS)
    assert pre is not None
    # the visible items are 1, 4, 5 and 6 only; "each 1 <= x <= capacity" (capacities up
    # to 10) states every integer of 1..10, so no value set keeps draws on those four
    assert not [s for p, s in pre.shapes if p == 0 and s.startswith("in_")]
    kinds = [r for r in pre.relations if r[0].startswith("formula")]
    assert observed_ranges(kinds, _PACKER_CALLS) == [Bound(0, 1, 10, items=True)]
    strict = [("formula|<|0|k,n|n", 0, 0)]
    assert observed_ranges(strict, [(1, 5), (2, 7)]) == [Bound(0, 0, 6)]
    assert observed_ranges([("formula|<=||k,n|n", 0, 0)], [(1, 5)]) == []  # no bottom
