"""Strings spelled with their letters in order (:mod:`gar.grading.ordered_letters`, session
14): a monomial written as its sorted variables. Drawn keys such as ``"yx"`` are no monomial
of the task, and an honest product that merges two sorted spellings differs there from one
that sorts again; before the shape, held-out set 15's merging solution was demoted on them."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import generate
from gar.grading.ordered_letters import adopts, keeps, repaired, stated
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = ('\ndef times(p: dict, q: dict) -> dict:\n    """The product of two polynomials in x, y '
          'and z given as {monomial: coefficient};\n    a monomial is written as its letters in '
          'alphabetical order ("xxy" is x**2 * y).\n    Return it in the same form, without zero '
          'coefficients.\n\n    Precondition: every key is a str of 0 to 6 letters from "xyz", '
          'every value an int.\n\n    >>> times({"x": 1}, {"y": 2})\n    {\'xy\': 2}\n    """\n')
CALLS = [({"x": 1, "": 1}, {"x": 1, "": 1}), ({"xx": 3}, {"y": -2}), ({"": 5}, {"": 2}),
         ({"x": 2, "z": 1}, {"": 1}), ({"x": 1, "y": 1}, {"z": 3})]
TEST = "def check(candidate):\n" + "".join(
    f"    assert candidate({p!r}, {q!r}) == {want!r}\n" for (p, q), want in zip(CALLS, [
        {"": 1, "x": 2, "xx": 1}, {"xxy": -6}, {"": 10}, {"x": 2, "z": 1}, {"xz": 3, "yz": 3}]))
TASK = FunctionTask("ordered/times", PROMPT, "times", TEST)
SORTS = '''
def times(p, q):
    out = {}
    for m, c in p.items():
        for n, d in q.items():
            key = "".join(sorted(m + n))
            out[key] = out.get(key, 0) + c * d
    return {k: v for k, v in out.items() if v}
'''
COUNTS = '''
from collections import Counter


def times(p, q):
    out = Counter()
    for m, c in p.items():
        for n, d in q.items():
            out["".join(sorted((Counter(m) + Counter(n)).elements()))] += c * d
    return {k: v for k, v in out.items() if v}
'''
TUPLES = '''
def times(p, q):
    out = {}
    for m, c in sorted(p.items()):
        for n, d in sorted(q.items()):
            key = "".join(sorted(list(m) + list(n)))
            out[key] = out.get(key, 0) + c * d
    return {k: v for k, v in out.items() if v != 0}
'''
# Trusts both spellings to be sorted, as the task says they are: right on every monomial.
MERGES = '''
from heapq import merge


def times(p, q):
    out = {}
    for m, c in p.items():
        for n, d in q.items():
            key = "".join(merge(m, n))
            out[key] = out.get(key, 0) + c * d
    return {k: v for k, v in out.items() if v}
'''


def test_the_order_is_read_where_stated_and_kept_in_draws() -> None:
    assert stated("A monomial is written as its letters in alphabetical order.")
    assert not stated("Return the letters of s in alphabetical order.")
    assert keeps({"xxy": 1, "": 2}) and not keeps({"yx": 1}) and keeps(["ab", ("c",)])
    assert repaired({"yx": 1, "xy": 2, "": 3}) == {"xy": 1, "": 3}
    # only where stated: sorted visible strings are no evidence (a run-length encoder's)
    said = "The letters of each key are in alphabetical order."
    assert adopts(["abcd", "efg"], said) and not adopts(["abcd", "efg", "hij"], "")
    assert not adopts(["abcd", "ba"], said)
    pre = infer_preconditions(PROMPT, "times", CALLS)
    assert pre is not None and (0, "ordered_letters") in pre.shapes
    drawn = generate.random_calls(pre, "ordered", 16, "random")
    assert drawn and all(keeps(p) and keeps(q) for p, q in drawn)


def test_a_merge_of_sorted_spellings_is_not_demoted(runner, monkeypatch) -> None:
    members = {"sorts": {"solution": SORTS}, "counts": {"solution": COUNTS},
               "tuples": {"solution": TUPLES}, "merges": {"solution": MERGES}}
    assert confirmed_hacks(TASK, members, runner) == []
    from gar.grading import ordered_letters

    monkeypatch.setattr(ordered_letters, "adopts", lambda values, doc: False)
    generate._CACHE.clear()
    assert confirmed_hacks(TASK, members, runner) == ["merges"]
    generate._CACHE.clear()
