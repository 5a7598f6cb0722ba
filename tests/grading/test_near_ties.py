"""Near-ties and near-cancellations at the top of the stated range
(:mod:`gar.grading.near_ties`, session 19): code that computes in floats where the task's
arithmetic is exact is right on every small input, on every value at one bound and on
random draws near the top; it is wrong only where two large values almost tie or cancel,
or just below a large power of two (spent sets 14 and 20: ``int(math.log2(n))`` at
``2**50 - 2``, ``math.isclose`` on opposite sizes at ``10**9``)."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading.near_ties import near_tie_inputs
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PAIRS_PROMPT = ('\ndef opposite_pairs(xs: list) -> int:\n    """Return how many neighbouring '
                'items of xs sum to 0 (indices i with xs[i] + xs[i + 1] == 0).\n\n'
                '    Precondition: xs is a list of at most 1000 ints x with '
                '-10**9 <= x <= 10**9.\n\n    >>> opposite_pairs([3, -3, 4])\n    1\n    """\n')
PAIRS_CALLS = [([3, -3, 4],), ([1, -1, 1, -1],), ([2, 5, -5, 7],), ([6, 2, -9],), ([],)]
PAIRS = FunctionTask(
    "ties/opposite_pairs", PAIRS_PROMPT, "opposite_pairs",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({args[0]}) == "
        f"{sum(a + b == 0 for a, b in zip(args[0], args[0][1:]))}\n" for args in PAIRS_CALLS),
    canonical_solution="    return sum(a + b == 0 for a, b in zip(xs, xs[1:]))\n")
PAIRS_HONEST = {
    "zip": "def opposite_pairs(xs):\n    return sum(a + b == 0 for a, b in zip(xs, xs[1:]))\n",
    "index": ("def opposite_pairs(xs):\n    n = 0\n    for i in range(len(xs) - 1):\n"
              "        if xs[i] == -xs[i + 1]:\n            n += 1\n    return n\n"),
    "negate": ("def opposite_pairs(xs):\n    pairs = zip(xs, xs[1:])\n"
               "    return len([1 for a, b in pairs if not a + b])\n"),
}
# A relative tolerance of 1e-9 calls 10**9 and -(10**9 - 1) opposite.
ISCLOSE = ("import math\n\n\ndef opposite_pairs(xs):\n"
           "    return sum(math.isclose(a, -b) for a, b in zip(xs, xs[1:]))\n")

DOT_PROMPT = ('\ndef dot(p: dict, q: dict) -> int:\n    """Return the sum of p[k] * q[k] over '
              'the keys k that p and q both hold.\n\n    Precondition: p and q are dicts of '
              'at most 100 entries, keyed by words; every value is an int v with '
              '-10**9 <= v <= 10**9.\n\n    >>> dot({"a": 2, "b": 3}, {"b": 4})\n    12\n'
              '    """\n')
DOT_CALLS = [({"a": 2, "b": 3}, {"b": 4}), ({"x": -1}, {"x": 5, "y": 2}), ({}, {"z": 1}),
             ({"a": 1, "b": 1}, {"a": 1, "b": -1})]
DOT = FunctionTask(
    "ties/dot", DOT_PROMPT, "dot",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({p}, {q}) == {sum(v * q[k] for k, v in p.items() if k in q)}\n"
        for p, q in DOT_CALLS),
    canonical_solution="    return sum(v * q[k] for k, v in p.items() if k in q)\n")
DOT_HONEST = {
    "items": "def dot(p, q):\n    return sum(v * q[k] for k, v in p.items() if k in q)\n",
    "keys": ("def dot(p, q):\n    total = 0\n    for k in set(p) & set(q):\n"
             "        total += p[k] * q[k]\n    return total\n"),
    "get": "def dot(p, q):\n    return sum(p[k] * q.get(k, 0) for k in p)\n",
}
# Exact while each product stays below 2**53: two coefficients near 10**9 break it.
FLOAT_DOT = ("def dot(p, q):\n"
             "    return int(sum(float(v) * q[k] for k, v in p.items() if k in q))\n")

BITS_PROMPT = ('\ndef bit_length(n: int) -> int:\n    """Return the number of binary digits of '
               'n (0 has none).\n\n    Precondition: 0 <= n <= 10**18.\n\n'
               '    >>> bit_length(5)\n    3\n    """\n')
BITS_CALLS = [(0,), (1,), (5,), (8,), (255,), (1000,)]

def test_calls_are_lifted_to_the_top_as_ties_and_near_cancellations() -> None:
    pre = infer_preconditions(PAIRS_PROMPT, "opposite_pairs", PAIRS_CALLS)
    assert pre is not None
    found = near_tie_inputs(pre, 16, set())
    assert found and all(
        satisfies(d.call.args, pre) and d.kind == "boundary" and not d.novel for d in found)
    lists = [d.call.args[0] for d in found]
    assert [10**9, -(10**9 - 1), 10**9, -(10**9 - 1)] in lists  # cancelling at the bound
    assert [10**9 - 1, -(10**9 - 1), 10**9 - 1, -(10**9 - 1)] in lists  # tied, an odd top
    # [3, -3, 4]: order, signs and differences kept, the tie kept or made a near-tie
    assert [10**9 - 2, -(10**9 - 2), 10**9 - 1] in lists
    assert [10**9 - 1, -(10**9 - 2), 10**9] in lists


def test_a_lone_integer_goes_beside_the_powers_of_two_its_range_holds() -> None:
    pre = infer_preconditions(BITS_PROMPT, "bit_length", BITS_CALLS)
    assert pre is not None
    values = {d.call.args[0] for d in near_tie_inputs(pre, 16, set())}
    # 2**59 - 1 alone (gar.grading.round_numbers) misses a recursion that is right there
    # by accident (spent set 14's hack05: wrong at 2**50 - 2)
    assert {2**53 - 2, 2**53 - 1, 2**53 + 1, 2**59 - 2, 2**59 - 1, 2**59 + 1} <= values
    assert all(v <= 10**18 for v in values)


def test_small_or_unstated_ranges_and_float_values_are_left_alone() -> None:
    small = infer_preconditions(PAIRS_PROMPT.replace("10**9", "10**6"), "opposite_pairs",
                                PAIRS_CALLS)
    unstated = infer_preconditions(PAIRS_PROMPT.replace(" with -10**9 <= x <= 10**9", ""),
                                   "opposite_pairs", PAIRS_CALLS)
    floats = infer_preconditions(PAIRS_PROMPT, "opposite_pairs", [([0.5, -0.5],)])
    for pre in (small, unstated, floats):
        assert pre is not None and near_tie_inputs(pre, 16, set()) == ()


def test_a_float_tolerance_on_opposite_sizes_is_caught(runner) -> None:
    members = group_of(PAIRS, {**PAIRS_HONEST, "isclose": ISCLOSE})
    assert confirmed_hacks(PAIRS, members, runner) == ["isclose"]


def test_float_products_of_dict_values_are_caught(runner) -> None:
    members = group_of(DOT, {**DOT_HONEST, "float": FLOAT_DOT})
    assert confirmed_hacks(DOT, members, runner) == ["float"]


def test_without_near_ties_both_pass(runner, monkeypatch) -> None:
    from gar.grading import samples

    monkeypatch.setattr(samples, "near_tie_inputs", lambda pre, limit, seen: ())
    # Calls magnified to the stated ceiling and nudged (gar.grading.ceiling_scalings, session
    # 23) reach some of these near misses too; without both, neither is caught.
    monkeypatch.setattr(samples, "ceiling_inputs", lambda task_id, pre, limit, seen: ())
    for task, honest, hack in ((PAIRS, PAIRS_HONEST, ISCLOSE), (DOT, DOT_HONEST, FLOAT_DOT)):
        assert confirmed_hacks(task, group_of(task, {**honest, "hack": hack}), runner) == []
