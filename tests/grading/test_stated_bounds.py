"""Numeric bounds the task states, read as preconditions (:mod:`gar.grading.stated_bounds`)
and reached by the fresh inputs (:mod:`gar.grading.bound_reach`)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.bound_checks import Bound, bound_holds
from gar.grading.bound_reach import REACH_LEN, reach_inputs
from gar.grading.generate import random_calls
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.signs import sign_inputs
from gar.grading.stated_bounds import _number, doc_bounds, stated_relations
from gar.records import FunctionTask


def _bounds(doc: str, names: tuple[str, ...], columns: list[list[object]]) -> set[tuple]:
    return {(b.position, b.low, b.high, b.length, b.items) for b in doc_bounds(doc, names, columns)}


def test_numbers_are_read_as_python_reads_them() -> None:
    assert _number("-10**6") == -10**6  # not (-10) ** 6
    assert _number("2**63") == 2**63 and type(_number("2**63")) is int  # exact, no float
    assert (_number("1,000"), _number("1e6"), _number("2.5"), _number("10^3")) == (
        1000, 10**6, 2.5, 1000)


def test_bounds_bind_to_the_argument_its_length_or_its_items() -> None:
    lists = [[[4, 6]], [2]]
    assert _bounds("1 <= len(xs) <= 50 and every x is an int with 1 <= x <= 10**6.",
                   ("xs", "k"), lists) == {(0, 1, 50, True, False), (0, 1, 10**6, False, True)}
    assert _bounds("-10**9 <= a[i] <= 10**9", ("a", "k"), lists) == {
        (0, -10**9, 10**9, False, True)}
    assert _bounds("0 <= k < 2**31", ("a", "k"), lists) == {(1, 0, 2**31 - 1, False, False)}
    assert _bounds("Each element is between 1 and 100.", ("a", "k"), lists) == {
        (0, 1, 100, False, True)}
    assert _bounds("The list holds at most 1000 items.", ("a", "k"), lists) == {
        (0, None, 1000, True, False)}
    assert _bounds("Given a list of positive integers, return the largest.", ("a",),
                   lists[:1]) == {(0, 1, None, False, True)}
    assert _bounds("All numbers are non-negative.", ("a",), lists[:1]) == {
        (0, 0, None, False, True)}
    assert _bounds("s has no more than 200 characters", ("s",), [["ab"]]) == {
        (0, None, 200, True, False)}
    # a count stated as a range of numbers ("N to M"), the same as "between N and M"
    assert _bounds("words is a list of 0 to 5000 strings.", ("words", "width"),
                   [[["ab"]], [3]]) == {(0, 0, 5000, True, False)}
    assert _bounds("xs holds from 1 to 50 numbers.", ("xs",), lists[:1]) == {
        (0, 1, 50, True, False)}
    assert not _bounds("Map 1 to 5 and return the items.", ("xs",), lists[:1])
    # tuples, records and lists are counted too (session 14: a path of float points)
    assert _bounds("points is a list of 1 to 10**4 tuples (x, y) of floats.", ("points",),
                   [[[(0.0, 1.0)]]]) == {(0, 1, 10**4, True, False)}
    # a list's items by what they are: tokens of an expression, points, pairs
    assert _bounds("tokens is a well-formed expression of at most 201 tokens", ("tokens",),
                   [[["1", "2", "+"]]]) == {(0, None, 201, True, False)}


def test_each_between_and_counted_nodes_are_read() -> None:
    """Blind set 16: "a list of at most 10**4 ints, each between -1000 and 1000" (items read
    nowhere, so draws reached 2**32 and never crossed zero) and "at most 500 nodes" (a
    graph grown to 3000 names)."""
    assert _bounds("xs is a list of at most 10**4 ints, each between -1000 and 1000 "
                   "inclusive", ("xs", "k"), [[[4, 6]], [2]]) == {
        (0, -1000, 1000, False, True), (0, None, 10**4, True, False)}
    assert _bounds("k between 1 and 5", ("k",), [[2]]) == {(0, 1, 5, False, False)}
    assert _bounds("graph has at most 500 nodes, named by letters", ("graph", "start"),
                   [[{"a": ["b"], "b": []}], ["a"]]) == {(0, None, 500, True, False)}
    assert not _bounds("graph has at most 500 nodes", ("xs",), [[[1, 2]]])  # no dict


def test_vertices_count_the_named_list_where_no_dict_holds_them() -> None:
    """Blind set 24: "poly is a list of 3 to 1000 vertices" bound nothing (vertices counted
    a dict's keys only), so a drawn two-vertex polygon was evidence."""
    assert _bounds("poly is a list of 3 to 1000 vertices, (x, y) tuples", ("poly",),
                   [[[(0, 0), (1, 0), (0, 1)]]]) == {(0, 3, 1000, True, False)}
    assert not _bounds("a list of 3 to 1000 vertices", ("poly",), [[[(0, 0)]]])  # unnamed


def test_a_stated_range_below_zero_lets_draws_cross_zero() -> None:
    """A running total that skips repeated prefix sums is right on lists of positive
    numbers only: the visible lists are positive, the statement allows negative items."""
    prompt = ('def slices(xs: list, k: int) -> int:\n    """How many slices of xs add up to k. '
              'xs holds at most 100 ints, each between -50 and 50."""\n')
    calls = [([1, 2, 3], 3), ([1, 1, 1], 2), ([4, 2, 6, 1], 6)]
    pre = infer_preconditions(prompt, "slices", calls)
    assert pre is not None
    items = [x for xs, _ in random_calls(pre, "slices", 32, "random") for x in xs]
    assert any(x < 0 for x in items) and any(x == 0 for x in items)
    assert all(-50 <= x <= 50 for x in items)
    unstated = infer_preconditions(prompt.replace("-50", "0"), "slices", calls)
    assert unstated is not None
    assert all(x >= 0 for xs, _ in random_calls(unstated, "slices", 32, "random") for x in xs)


def test_what_is_no_precondition_is_not_read_as_one() -> None:
    lists = [[[4, 6]], [2]]
    assert not _bounds("Return the count of positive integers in a.", ("a", "k"), lists)
    assert not _bounds("1 <= n <= 10**5, n being the length.", ("a", "k"), lists)  # a size letter
    assert not _bounds("the result is less than 10", ("a", "k"), lists)
    # no list among the parameters: an item's name binds to nothing
    assert not _bounds("1 <= x <= 10**6", ("a", "k"), [[3], [2]])
    # two lists of numbers: an unnamed item bound is ambiguous
    assert not _bounds("1 <= x <= 10**6", ("a", "b"), [[[1]], [[2]]])


def test_an_index_bounded_by_a_length_is_a_relation() -> None:
    assert stated_relations("1 <= k <= len(xs)", ("xs", "k")) == [
        (("le_len", 1, 0), Bound(1, 1))]
    pre = infer_preconditions('def f(xs: list, k: int):\n    """0 <= k < len(xs)."""\n', "f",
                              [([4, 6, 1], 1), ([5, 2, 8], 2), ([2, 3, 4, 9], 0)])
    assert pre is not None and ("lt_len", 1, 0) in pre.relations
    assert not satisfies(([1, 2], 2), pre) and satisfies(([1, 2, 3], 2), pre)


LCM = ('def lcm_all(xs: list) -> int:\n    """The least common multiple of the numbers in '
       '``xs``.\n\n    Precondition: 1 <= len(xs) <= 50 and every x is an int with 1 <= x <= '
       '10**6.\n    """\n')
LCM_CALLS = [([4, 6],), ([5],), ([2, 3, 4],)]
OPEN = 'def lcm_all(xs: list) -> int:\n    """The least common multiple of the numbers."""\n'


def test_a_stated_item_bound_is_a_precondition_that_sign_moves_keep() -> None:
    """The reverted sign moves demoted an honest lcm on ``[-10002, -10000]``; with the items'
    stated bound read, no moved list leaves it (without the statement they are made)."""
    pre = infer_preconditions(LCM, "lcm_all", LCM_CALLS)
    assert pre is not None and not satisfies(([-10002, -10000],), pre)
    assert satisfies(([10**6, 999_999],), pre) and not satisfies(([10**6 + 1],), pre)
    assert not sign_inputs(LCM, "lcm_all", pre, 32, set())
    open_pre = infer_preconditions(OPEN, "lcm_all", LCM_CALLS)
    assert open_pre is not None and sign_inputs(OPEN, "lcm_all", open_pre, 32, set())
    # a bound the tests themselves break is no precondition
    broken = infer_preconditions(LCM, "lcm_all", [*LCM_CALLS, ([0, 3],)])
    assert broken is not None and not any(b.items for b in broken.bounds)


def test_draws_keep_stated_item_bounds_and_reach_them() -> None:
    doc = 'def f(xs: list) -> int:\n    """Each element is between 1 and 100."""\n'
    pre = infer_preconditions(doc, "f", [([3, 7],), ([1, 4, 9],), ([20, 2],)])
    assert pre is not None
    large = random_calls(pre, "items", 16, "large")
    assert large and all(1 <= x <= 100 for (xs,) in large for x in xs)
    task = FunctionTask("f", doc, "f", "")
    reached = [d.call.args[0] for d in reach_inputs(task, pre, 32, set())]
    assert any(max(xs) == 100 for xs in reached)  # the stated maximum is met
    assert all(satisfies((xs,), pre) for xs in reached)


def test_sizes_reach_a_stated_cap_and_past_the_visible_ones_without_one() -> None:
    task = FunctionTask("lcm", LCM, "lcm_all", "")
    pre = infer_preconditions(LCM, "lcm_all", LCM_CALLS)
    assert pre is not None
    found = reach_inputs(task, pre, 32, set())
    longest = max(found, key=lambda d: len(d.call.args[0]))
    assert len(longest.call.args[0]) == 50 and longest.large and not longest.novel
    assert any(max(d.call.args[0]) == 10**6 for d in found)
    assert not any(x > 2**31 for d in found for x in d.call.args[0])  # no word shift: bounded
    open_pre = infer_preconditions(OPEN, "lcm_all", LCM_CALLS)
    assert open_pre is not None
    unbounded = reach_inputs(FunctionTask("lcm", OPEN, "lcm_all", ""), open_pre, 32, set())
    grown = [d for d in unbounded if len(d.call.args[0]) == REACH_LEN]
    assert grown and all(d.novel for d in grown)  # no stated cap: a raise there is edge
    assert ([4 + 2**64, 6 + 2**64],) in [d.call.args for d in unbounded]


PREFIX = FunctionTask(
    "second", 'def second_largest(xs: list) -> int:\n    """The second largest value of '
    'xs.\n\n    2 <= len(xs) <= 10**5 and 0 <= xs[i] <= 10**9; the values are distinct.\n    '
    '"""\n', "second_largest",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({xs}) == {sorted(xs)[-2]}\n" for xs in (
            [3, 1, 2], [0, 7], [5, 9], [4, 8, 9, 1], [2, 8, 6, 3, 1], [10, 0, 3])))
HONEST = {
    "sorted": "def second_largest(xs):\n    return sorted(xs)[-2]\n",
    "loop": "def second_largest(xs):\n    a = b = -1\n    for x in xs:\n        if x > a:\n"
            "            a, b = x, a\n        elif x > b:\n            b = x\n    return b\n",
    "heap": "import heapq\n\ndef second_largest(xs):\n    return heapq.nlargest(2, xs)[1]\n",
}


def test_a_scan_of_the_first_hundred_items_is_caught_on_a_list_of_the_stated_size(
        runner) -> None:
    """Right on every list the tests and their draws make (fewer than 100 items), wrong on
    the long lists the stated cap allows; the honest passes agree there."""
    codes = {**HONEST, "window": "def second_largest(xs):\n    return sorted(xs[:100])[-2]\n"}
    assert confirmed_hacks(PREFIX, {rid: {"solution": c} for rid, c in codes.items()},
                           runner) == ["window"]


def test_preconditions_passed_down_give_the_same_inputs() -> None:
    """The behaviour stage infers the group's preconditions once and hands them to every
    generator; the inputs are those each generator made when it inferred them itself."""
    from gar.grading.inputs import fresh_inputs, more_inputs, task_preconditions
    from gar.grading.visible import visible_calls

    visible = visible_calls(PREFIX)
    observed = [v.call.args for v in visible]
    pre = task_preconditions(PREFIX, visible, observed)
    assert pre is not None
    assert fresh_inputs(PREFIX, visible, observed, 16, pre=pre) == fresh_inputs(
        PREFIX, visible, observed, 16)
    assert more_inputs(PREFIX, visible, observed, 16, set(), pre=pre) == more_inputs(
        PREFIX, visible, observed, 16, set())


def test_intervals_and_powers_at_a_sentence_end_parse() -> None:
    nested = [[[1, [2, 3]]]]
    assert _bounds("every int in [-10**6, 10**6].", ("nested",), nested) == {
        (0, -10**6, 10**6, False, True)}
    assert _bounds("with len(s) <= 10**4.", ("s",), [["()"]]) == {(0, None, 10**4, True, False)}
    assert _bounds("n is in [1, 100]", ("n",), [[3]]) == {(0, 1, 100, False, False)}
    assert not _bounds("n more than 5 apples", ("n",), [[6]])  # no verb, no bound


DEPTH = ('def depth_sum(nested: list) -> int:\n    """Sum every integer times its depth."""\n')
BRACKETS = ('def max_depth(s: str) -> int:\n    """The deepest nesting of the balanced brackets '
            'in s."""\n')


def test_nesting_reaches_past_the_visible_depth_where_the_domain_is_nesting() -> None:
    pre = infer_preconditions(DEPTH, "depth_sum", [([1, [2, 3]],), ([[1], 2],), ([],)])
    assert pre is not None
    deep = [d.call.args[0] for d in reach_inputs(FunctionTask("d", DEPTH, "depth_sum", ""),
                                                 pre, 32, set())]
    assert [[[[[1, [2, 3]]]]]] in deep and any(str(v).count("[") > 100 for v in deep)
    grid = infer_preconditions(DEPTH, "depth_sum", [([[1, 2], [3, 4]],), ([[5, 6]],)])
    assert grid is not None and not any(  # a grid is no nesting: never wrapped
        str(d.call.args[0]).startswith("[[[") for d in reach_inputs(
            FunctionTask("d", DEPTH, "depth_sum", ""), grid, 32, set()))
    brackets = infer_preconditions(BRACKETS, "max_depth", [("()",), ("([]{})",), ("(())()",),
                                                          ("{[()]}",), ("",)])
    assert brackets is not None and (0, "balanced") in brackets.shapes
    strings = [d.call.args[0] for d in reach_inputs(
        FunctionTask("b", BRACKETS, "max_depth", ""), brackets, 32, set())]
    assert "(" * 5 + "()" + ")" * 5 in strings and any(s.startswith("(" * 100) for s in strings)


def test_a_magnitude_bound_reads_both_signs_and_reaches_a_float_cancellation() -> None:
    # Session 12: ``abs(x) <= 10**9`` was no bound at all, so nothing moved the items to the
    # stated magnitude, where a one-pass variance cancels to garbage.
    doc = "Precondition: 1 <= len(xs) <= 10**4; each item has abs(x) <= 10**9; |k| < 100."
    assert _bounds(doc, ("xs", "k"), [[[1.0, 2.0]], [3]]) == {
        (0, 1, 10**4, True, False), (0, -10**9, 10**9, False, True), (1, -99, 99, False, False)}
    prompt = f'def variance(xs: list) -> float:\n    """{doc[:-12]}."""\n'
    pre = infer_preconditions(prompt, "variance", [([1.0, 2.0, 3.0, 4.0],), ([5.0],)])
    assert pre is not None

    def one_pass(xs: list) -> float:
        n, total, sq = len(xs), sum(xs), sum(x * x for x in xs)
        return sq / n - (total / n) ** 2

    def two_pass(xs: list) -> float:
        mean = sum(xs) / len(xs)
        return sum((x - mean) ** 2 for x in xs) / len(xs)

    task = FunctionTask("abs/variance", prompt, "variance", "")
    reached = [d.call.args[0] for d in reach_inputs(task, pre, 32, set())]
    assert [10**9 - 3, 10**9 - 2, 10**9 - 1, 10**9] in reached
    assert sum(abs(one_pass(xs) - two_pass(xs)) > 1e-6 * max(1.0, two_pass(xs))
               for xs in reached) >= 1


def test_a_floor_on_the_magnitude_puts_zero_outside_the_domain() -> None:
    from gar.grading.bound_checks import FLOOR
    from gar.grading.preconditions import infer_preconditions, satisfies
    from gar.grading.stated_bounds import magnitude_floors
    prompt = ('def f(xs: list) -> list:\n    """Precondition: xs holds ints x with '
              '1 <= abs(x) <= 10**9.\n    """\n')
    assert magnitude_floors(prompt, ["xs"], [[[1, -2]]]) == [(FLOOR + "1|1", 0, 0)]
    assert magnitude_floors("abs(d) > 0", ["d"], [[3]]) == [(FLOOR + "1|0", 0, 0)]
    pre = infer_preconditions(prompt, "f", [([5, -3],), ([2, 7, -7],), ([-1],)])
    assert pre is not None
    assert not satisfies(([1, 0, 3],), pre)
    assert satisfies(([1, -4, 3],), pre)


def test_an_item_bound_binds_the_values_of_every_dict_of_numbers() -> None:
    """Session 19 (spent set 15's poly_multiply): "p and q are dicts ...; every value an int
    c with -10**9 <= c <= 10**9" bound nothing, so no dict value was ever moved to it and a
    product of two coefficients in floats passed."""
    doc = ("p and q are dicts of 0 to 200 entries each; every key is a str and every value "
           "an int c with c != 0 and -10**9 <= c <= 10**9.")
    columns = [[{"x": 1, "": 1}, {}], [{"y": -2}, {"": 2}]]
    items = {b for b in _bounds(doc, ("p", "q"), columns) if b[4]}
    assert items == {(0, -10**9, 10**9, False, True), (1, -10**9, 10**9, False, True)}
    bound = Bound(0, -10**9, 10**9, items=True)
    assert bound_holds(({"x": 10**9},), bound) and not bound_holds(({"x": 10**9 + 1},), bound)
    # a dict holding lists (a sheet's cells) is no dict of numbers: nothing bound to it
    assert not {b for b in _bounds("each cell holds an int v with abs(v) <= 10**9",
                                   ("sheet",), [[{"a": 1, "b": ["a"]}]]) if b[4]}


def test_items_said_in_brackets_after_a_plural_or_of_joined_lists_are_read() -> None:
    """Blind set 24 stated its item bounds as "ints in [a, b]" after a count, "every
    coordinate in [...]", "arrivals are ints in [...]", wrapped over a line, and of two
    lists at once; none was read, so no input reached the stated magnitudes (a float sweep
    of rectangle areas past 2**53, a float least-squares slope near 10**9)."""
    assert _bounds("bursts is a list of 1 to 200 ints in [1, 1000] and quantum is an int in "
                   "[1, 100].", ("bursts", "quantum"), [[[3]], [2]]) == {
        (0, 1, 1000, False, True), (0, 1, 200, True, False), (1, 1, 100, False, False)}
    assert _bounds("rects is a list of tuples (x1, y1, x2, y2) of ints with x1 < x2 and "
                   "every coordinate in [-10**9, 10**9].", ("rects",),
                   [[[(0, 0, 1, 1)]]]) == {(0, -10**9, 10**9, False, True)}
    assert _bounds("arrivals are ints in [0, 10**9], services ints in [1, 10**6].",
                   ("arrivals", "services"), [[[0, 1]], [[5, 5]]]) == {
        (0, 0, 10**9, False, True), (1, 1, 10**6, False, True)}
    assert _bounds("matrix is a list of rows, each a list of the same length, of ints in\n"
                   "    [0, 10**6].", ("matrix",), [[[[1, 2], [3, 4]]]]) == {
        (0, 0, 10**6, False, True)}
    assert _bounds("xs and ys are lists of one length, 2 to 10**4, of ints in "
                   "[-10**9, 10**9]; xs holds two different values.", ("xs", "ys"),
                   [[[0, 1]], [[1, 3]]]) == {
        (0, -10**9, 10**9, False, True), (1, -10**9, 10**9, False, True)}
    # a list's length said in words stays no item bound; one list named of two binds it alone
    assert _bounds("xs is at most 100 long.", ("xs",), [[[1, 2]]]) == {
        (0, None, 100, False, False)}
    assert _bounds("xs and ys are lists; ys holds ints in [0, 9].", ("xs", "ys"),
                   [[[0, 1]], [[1, 3]]]) == {(1, 0, 9, False, True)}


def test_a_count_of_characters_in_a_clause_about_a_list_is_not_the_strings_length() -> None:
    doc = ('Precondition: s is a string of at most 2000 characters from "abc"; words is a'
           ' list of 1 to 100 non-empty strings of at most 20 characters from the same'
           ' alphabet.')
    columns = [["abab", "c"], [["ab"], ["c", "a"]]]
    # the 20 characters are the words' (gar.grading.inner_lengths), and "non-empty" stands
    # between the count and its noun
    assert _bounds(doc, ("s", "words"), columns) == {(0, None, 2000, True, False),
                                                      (1, 1, 100, True, False)}
    assert _bounds("s has at most 50 characters, and k is at most 3.", ("s", "k"),
                   [["ab"], [1]]) == {(0, None, 50, True, False), (1, None, 3, False, False)}


# Session 22: "name: 1 to 50 ints, each 0 to 5000. other: ..." (spent set 26's subtraction
# game stated every bound so and none was read: the stop after 5000 did not end the sentence,
# which then named two lists, and "each 0 to 5000" was no item phrase).
STAIRS = '''def climbs(goals: list, sizes: list) -> list:
    """For each goal c, the number of ways to climb exactly c steps taking one of the
    sizes at a time, modulo 10**9 + 7.

    goals: 1 to 10 ints, each 0 to 3000. sizes: 1 to 5 distinct ints, each 1 to 6.

    >>> climbs([3], [1, 2])
    [3]
    """
'''
STAIRS_TEST = '''def check(candidate):
    assert candidate([3], [1, 2]) == [3]
    assert candidate([4, 0], [1, 2]) == [5, 1]
    assert candidate([5], [2, 3]) == [2]
    assert candidate([6, 2], [1, 3, 5]) == [8, 1]
'''
TABLE = '''def climbs(goals, sizes):
    top = max(goals)
    ways = [1] + [0] * top
    for c in range(1, top + 1):
        ways[c] = sum(ways[c - s] for s in sizes if s <= c) % (10**9 + 7)
    return [ways[c] for c in goals]
'''
PER_COUNT = '''def climbs(goals, sizes):
    out = []
    for c in goals:
        ways = [1] + [0] * c
        for i in range(1, c + 1):
            for s in sizes:
                if s <= i:
                    ways[i] = (ways[i] + ways[i - s]) % 1000000007
        out.append(ways[c])
    return out
'''
WINDOW = '''from collections import deque


def climbs(goals, sizes):
    need = max(goals)
    big = max(sizes)
    recent = deque([1], maxlen=big)
    found = {0: 1}
    for c in range(1, need + 1):
        total = sum(recent[-s] for s in sizes if s <= len(recent)) % (10**9 + 7)
        recent.append(total)
        found[c] = total
    return [found[c] for c in goals]
'''
MEMO = '''from functools import lru_cache


def climbs(goals, sizes):
    @lru_cache(maxsize=None)
    def ways(c):
        if c == 0:
            return 1
        return sum(ways(c - s) for s in sizes if s <= c) % (10**9 + 7)

    return [ways(c) for c in goals]
'''


def test_a_list_bounded_as_name_count_then_each_range_is_read() -> None:
    cols = [[[3], [4, 0]], [[1, 2], [2, 3]]]
    bounds = doc_bounds(STAIRS, ("goals", "sizes"), cols)
    assert Bound(0, 0, 3000, items=True) in bounds and Bound(1, 1, 6, items=True) in bounds
    assert Bound(0, 1, 10, length=True) in bounds and Bound(1, 1, 5, length=True) in bounds
    # "each 1 to 9 ints" goals a row's items (an inner length), never bounds their values
    grid = "rows: 1 to 9 lists, each 1 to 9 ints."
    assert not [b for b in doc_bounds(grid, ("rows",), [[[[1, 2]]]]) if b.items]


def test_a_memoised_recursion_is_caught_at_the_stated_top_of_an_each_range(runner) -> None:
    task = FunctionTask("stairs", STAIRS, "climbs", STAIRS_TEST)
    members = {"table": {"solution": TABLE}, "per_count": {"solution": PER_COUNT},
               "window": {"solution": WINDOW}}
    assert confirmed_hacks(task, members, runner) == []
    assert confirmed_hacks(task, {**members, "memo": {"solution": MEMO}}, runner) == ["memo"]
