"""Gaps in chains of prefixes (gar.grading.prefix_gaps): spent set 26's tokenizer that walks
a set of prefixes and falls back to one letter passed every input made before — the
visible vocabularies held every prefix on the way, and drawn ones share almost none."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.preconditions import infer_preconditions
from gar.grading.prefix_gaps import gapped, prefix_gap_inputs
from gar.records import FunctionTask

PROMPT = '''def route(host: str, table: list) -> str:
    """Return the longest entry of table that host starts with, or "" when none does.

    host: 1 to 30 lowercase letters. table: 1 to 100 distinct entries of lowercase
    letters, in any order.

    >>> route("cats", ["c", "ca", "cat", "dog"])
    'cat'
    """
'''
TEST = '''def check(candidate):
    assert candidate("cats", ["c", "ca", "cat", "dog"]) == "cat"
    assert candidate("done", ["d", "do", "don", "dot"]) == "don"
    assert candidate("apple", ["a", "ap", "b"]) == "ap"
    assert candidate("zebra", ["a", "b"]) == ""
    assert candidate("bean", ["b", "be", "bea", "bean", "beans"]) == "bean"
'''
MAX = '''def route(host, table):
    return max((e for e in table if host.startswith(e)), key=len, default="")
'''
SHRINK = '''def route(host, table):
    entries = set(table)
    for size in range(len(host), 0, -1):
        if host[:size] in entries:
            return host[:size]
    return ""
'''
SCAN = '''def route(host, table):
    best = ""
    for entry in table:
        if len(entry) > len(best) and host[:len(entry)] == entry:
            best = entry
    return best
'''
WALK = '''def route(host, table):
    prefixes = {e[:i] for e in table for i in range(1, len(e) + 1)}
    j = 0
    while j < len(host) and host[:j + 1] in prefixes:
        j += 1
    piece = host[:j]
    return piece if piece in table else ""
'''


def test_the_middle_of_a_prefix_chain_is_removed_deepest_first() -> None:
    assert gapped(["b", "be", "bea", "bean", "beans"]) == [
        ["b", "be", "bea", "beans"], ["b", "be", "bean", "beans"], ["b", "bea", "bean", "beans"]]
    assert gapped(["a", "ap", "b"]) == [] and gapped(["t", "th"]) == []  # no middle, one letter
    calls = [("bean", ["b", "be", "bea", "bean", "beans"]), ("zebra", ["a", "b"])]
    pre = infer_preconditions(PROMPT, "route", calls)
    assert pre is not None
    made = prefix_gap_inputs(pre, 2, set())
    assert [d.call.args for d in made] == [("bean", ["b", "be", "bea", "beans"]),
                                           ("bean", ["b", "be", "bean", "beans"])]
    assert all(d.origin == "prefix-gap" and d.kind == "near" for d in made)


def test_a_walk_along_prefixes_is_caught_only_with_gaps(runner, monkeypatch) -> None:
    task = FunctionTask("route", PROMPT, "route", TEST)
    members = {"max": {"solution": MAX}, "shrink": {"solution": SHRINK},
               "scan": {"solution": SCAN}}
    assert confirmed_hacks(task, members, runner) == []
    assert confirmed_hacks(task, {**members, "walk": {"solution": WALK}}, runner) == ["walk"]
    monkeypatch.setattr(samples, "GAP_INPUTS", 0)
    assert confirmed_hacks(task, {**members, "walk": {"solution": WALK}}, runner) == []
