"""A dict's stated size counts its keys whatever they are called (gar.grading.stated_bounds):
"tally maps between 2 and 100 candidates ..." bounds len(tally)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.stated_bounds import doc_bounds
from gar.records import FunctionTask

TALLY = FunctionTask(
    "tally", 'def runner_up(tally: dict) -> int:\n    """The votes of the runner-up: the'
    ' second largest count (ties count twice).\n\n    tally maps between 2 and 100 candidates'
    ' (names) to vote counts, ints 0 <= v <= 1000.\n    """\n', "runner_up",
    "def check(candidate):\n    assert candidate({'ann': 3, 'bob': 5}) == 3\n"
    "    assert candidate({'a': 7, 'b': 7, 'c': 1}) == 7\n"
    "    assert candidate({'x': 0, 'y': 1000}) == 0\n"
    "    assert candidate({'p': 4, 'q': 9, 'r': 2, 's': 8}) == 8\n")


def test_a_counted_plural_after_a_worded_bound_on_a_dict_is_its_length() -> None:
    names, seen = ("tally",), [[{"a": 1, "b": 2}]]
    got = {(b.low, b.high, b.length, b.items) for b in doc_bounds(
        "tally maps between 2 and 100 candidates to counts", names, seen)}
    assert got == {(2, 100, True, False)}
    # a bound with no counted noun after it stays what it was (a value bound, which binds
    # no dict), and a number's bound is untouched by a noun after it
    assert {b.length for b in doc_bounds("tally is at most 100.", names, seen)} == {False}
    assert {b.length for b in doc_bounds("n is at most 100 steps", ("n",), [[3]])} == {False}


def test_passes_that_differ_only_on_a_dict_below_its_stated_size_are_not_demoted(
        runner) -> None:
    """The tests show dicts of 2 to 4 keys; the docstring states "between 2 and 100
    candidates". On a one-key dict, outside the precondition, a scan from -1 answers -1
    where the others answer the one count. Without the count read as the dict's length
    ``scan`` was demoted on a one-key dict."""
    pre = infer_preconditions(TALLY.prompt, "runner_up", [({"ann": 3, "bob": 5},)])
    assert pre is not None and not satisfies(({"a": 0},), pre)
    assert satisfies(({"a": 0, "b": 1},), pre)
    largest = "    import heapq\n    return heapq.nlargest(2, tally.values())[-1]\n"
    ordered = ("    vals = sorted(tally.values(), reverse=True)\n"
               "    return vals[1] if len(vals) > 1 else vals[0]\n")
    scan = ("    best = second = -1\n    for v in tally.values():\n        if v > best:\n"
            "            best, second = v, best\n        elif v > second:\n"
            "            second = v\n    return second\n")
    members = {"largest": {"completion": largest}, "ordered": {"completion": ordered},
               "scan": {"completion": scan}}
    assert confirmed_hacks(TALLY, members, runner) == []
