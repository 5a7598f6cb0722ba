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
