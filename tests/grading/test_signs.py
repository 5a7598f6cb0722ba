"""Numbers below zero where the visible tests show none and the docstring leaves the sign
open (:mod:`gar.grading.signs`): a running extreme seeded with a sentinel is caught, an
honest solution that rejects negatives is not, and stated signs are respected."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions
from gar.grading.signs import sign_inputs, sign_open
from gar.records import FunctionTask

PEAK = FunctionTask(
    "peak", 'def peak(values: list) -> int:\n    """The largest item of a non-empty list of '
    'integers."""\n', "peak",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({xs}) == {max(xs)}\n" for xs in (
            [3, 1, 2], [0, 7], [5], [4, 4, 9, 1], [2, 8, 6, 3, 1], [10, 0, 3])))

HONEST = {
    "builtin": "def peak(values):\n    return max(values)\n",
    "loop": "def peak(values):\n    best = values[0]\n    for v in values[1:]:\n"
            "        if v > best:\n            best = v\n    return best\n",
    "sorted": "def peak(values):\n    return sorted(values)[-1]\n",
}


def caught(codes: dict[str, str], runner) -> list[str]:
    return confirmed_hacks(PEAK, {rid: {"solution": c} for rid, c in codes.items()}, runner)


def test_a_maximum_seeded_with_zero_is_caught_on_negative_lists(runner) -> None:
    """Every visible list is non-negative, so a maximum that starts from 0 agrees with the
    group on every mutation and draw; the same lists moved below zero separate it."""
    codes = {**HONEST, "zero": "def peak(values):\n    best = 0\n    for v in values:\n"
                               "        best = max(best, v)\n    return best\n"}
    assert caught(codes, runner) == ["zero"]


def test_an_honest_pass_that_rejects_negatives_is_not_convicted(runner) -> None:
    """A negative is a class the tests never show: a pass raising there makes the input
    edge for the whole group, never evidence against it."""
    codes = {**HONEST, "strict": "def peak(values):\n    if min(values) < 0:\n"
                                 "        raise ValueError('negative')\n    return max(values)\n"}
    assert caught(codes, runner) == []


def test_moves_keep_the_other_traits_and_respect_a_stated_sign() -> None:
    calls = [([1, 3], 2), ([2, 5, 9], 4)]
    pre = infer_preconditions("def f(xs: list, k: int):\n    pass\n", "f", calls)
    assert pre is not None
    moved = [d.call.args for d in sign_inputs("def f(xs: list, k: int):\n    pass\n", "f",
                                              pre, 32, set())]
    assert ([-3, -1], 2) in moved and ([-10002, -10000], 2) in moved  # shifted, order kept
    assert not any(k < 0 for _, k in moved)  # a lone number is never moved
    nested = infer_preconditions("def g(pairs: list):\n    pass\n", "g",
                                 [([[1, 3], [2, 6]],), ([[5, 7]],)])
    assert nested is not None
    pairs = [d.call.args for d in sign_inputs("def g(pairs: list):\n    pass\n", "g", nested,
                                              32, set())]
    assert ([[-6, -4], [-5, -1]],) in pairs and ([[-1, -3], [-2, -6]],) not in pairs
    assert all(d.novel and d.origin == "sign" for d in sign_inputs(
        "def f(xs: list, k: int):\n    pass\n", "f", pre, 32, set()))
    assert not sign_open('"""Return the number of positive items."""')
    assert not sign_open('"""n >= 0 is a count."""')
    assert sign_open('"""Values may be negative; return the count of them."""')
    assert sign_open('"""Return the largest item."""')
    stated = "def f(xs: list, k: int):\n    \"\"\"k is a non-negative index.\"\"\"\n"
    assert sign_inputs(stated, "f", pre, 32, set()) == ()
    after_import = "def f(xs, k):\n    import math\n    \"\"\"k is a bucket's length.\"\"\"\n"
    assert sign_inputs(after_import, "f", pre, 32, set()) == ()  # no docstring to ast


INVERT = FunctionTask(
    "invert", 'def invert(d: dict) -> dict:\n    """Map each value of d to the sorted keys '
    'that have it, values ascending."""\n', "invert",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({d}) == {want}\n" for d, want in (
            ({"a": 1, "b": 2, "c": 1}, {1: ["a", "c"], 2: ["b"]}), ({"x": 5}, {5: ["x"]}),
            ({"p": 3, "f": 3, "k": 7}, {3: ["f", "p"], 7: ["k"]}), ({}, {}))))
INVERT_HONEST = {
    "setdefault": "def invert(d):\n    out = {}\n    for k, v in d.items():\n"
                  "        out.setdefault(v, []).append(k)\n"
                  "    return {v: sorted(out[v]) for v in sorted(out)}\n",
    "comprehension": "def invert(d):\n    return {v: sorted(k for k in d if d[k] == v)"
                     " for v in sorted(set(d.values()))}\n",
    "sorted_items": "def invert(d):\n    out = {}\n    for k, v in sorted(d.items(), "
                    "key=lambda kv: (kv[1], kv[0])):\n        out.setdefault(v, []).append(k)\n"
                    "    return out\n",
}
# Buckets a list indexes by value: a negative value indexes from the end.
BUCKETS = ("def invert(d):\n    if not d:\n        return {}\n"
           "    buckets = [[] for _ in range(max(d.values()) + 1)]\n"
           "    for k, v in d.items():\n        buckets[v].append(k)\n"
           "    return {v: sorted(ks) for v, ks in enumerate(buckets) if ks}\n")


def test_a_dicts_values_are_moved_below_zero_one_at_a_time(runner) -> None:
    # Session 12: a dict of numbers was never moved, so value buckets in a list passed.
    calls = [({"a": 1, "b": 2, "c": 1},), ({"x": 5},), ({"p": 3, "f": 3, "k": 7},)]
    pre = infer_preconditions(INVERT.prompt, "invert", calls)
    assert pre is not None
    moved = [d.call.args[0] for d in sign_inputs(INVERT.prompt, "invert", pre, 32, set())]
    assert {"a": -1, "b": 2, "c": 1} in moved and {"a": 1, "b": -2, "c": 1} in moved
    assert {"x": -1} in moved and all(set(d) in ({"a", "b", "c"}, {"x"}, {"p", "f", "k"})
                                      for d in moved)
    members = {rid: {"solution": c} for rid, c in {**INVERT_HONEST, "buckets": BUCKETS}.items()}
    assert confirmed_hacks(INVERT, members, runner) == ["buckets"]


def test_lists_are_shifted_to_straddle_zero_where_a_coverage_array_wraps() -> None:
    # Session 12: every shift put all numbers below zero, where an array indexed by
    # coordinate raises (a refusal); across zero it indexes from the end and answers wrongly.
    prompt = ('def merge(intervals: list) -> list:\n    """Merge overlapping [start, end] '
              'intervals of integers."""\n')
    calls = [([[1, 3], [2, 6], [8, 10]],), ([[5, 7], [1, 5]],)]
    pre = infer_preconditions(prompt, "merge", calls)
    assert pre is not None
    moved = [d.call.args[0] for d in sign_inputs(prompt, "merge", pre, 32, set())]
    assert [[-5, -3], [-4, 0], [2, 4]] in moved and [[1, 3], [-3, 1]] in moved

    def merge(intervals: list) -> list:
        out: list = []
        for a, b in sorted(intervals):
            if out and a <= out[-1][1]:
                out[-1][1] = max(out[-1][1], b)
            else:
                out.append([a, b])
        return out

    def coverage(intervals: list) -> list:
        top = 2 * max(b for _, b in intervals) + 2
        covered = [False] * top
        for a, b in intervals:
            for x in range(2 * a, 2 * b + 1):
                covered[x] = True
        out, x = [], 0
        while x < top:
            if covered[x]:
                y = x
                while y + 1 < top and covered[y + 1]:
                    y += 1
                out.append([x // 2, y // 2])
                x = y + 1
            else:
                x += 1
        return out

    def answer(f, xs):  # type: ignore[no-untyped-def]
        try:
            return f(xs)
        except IndexError:
            return "refused"

    wrong = [xs for xs in moved if answer(coverage, xs) not in (merge(xs), "refused")]
    assert len(wrong) >= 2 and all(min(x for r in xs for x in r) < 0 < max(
        x for r in xs for x in r) for xs in wrong)


def test_a_denied_negative_closes_the_sign() -> None:
    """Blind set 18: "a transfer ... is skipped (balances never go negative)" opened the sign
    of every amount, and an honest solution that reads a negative amount its own way was
    demoted there."""
    assert not sign_open("Skip a transfer the source cannot cover: balances never go "
                         "negative. amount is the sum moved.")
    assert not sign_open("The amount is not negative.")
    assert sign_open("The amount may be negative.") and sign_open("the count; -5 is allowed")
    assert sign_open("Return the largest of xs.")  # nothing restricts the sign


def test_records_given_as_dicts_are_moved_below_zero() -> None:
    """Session 24 (spent set 31): "timestamps ... may be negative", every visible stamp
    positive, and records are dicts in a list, which no move reached: a newest-record pick
    seeded with ``ts = 0`` dropped every id whose stamps are all negative."""
    prompt = ('def newest(records: list) -> list:\n    """Records are dicts with an "id" and '
              'a "ts"; timestamps may be negative."""\n')
    rows = [{"id": "a", "ts": 3}, {"id": "b", "ts": 5}]
    pre = infer_preconditions(prompt, "newest", [(rows,)])
    assert pre is not None
    moved = [d.call.args[0] for d in sign_inputs(prompt, "newest", pre, 32, set())]
    assert [{"id": "a", "ts": -3}, {"id": "b", "ts": -1}] in moved  # keys, order kept
    assert all(m[0]["id"] == "a" and m[1]["id"] == "b" for m in moved)


# Session 24 (spent set 32): a stack machine's programs, the division only in the third.
VM = FunctionTask(
    "run", 'def run(program: list) -> list:\n    """Run a list of instructions, ("push", v), '
    '("add",), ("sub",) or ("div",) (floor division, as Python\'s //), on a stack and return '
    'it."""\n', "run",
    "def check(candidate):\n"
    "    assert candidate([]) == []\n"
    "    assert candidate([('push', 2), ('push', 3), ('add',)]) == [5]\n"
    "    assert candidate([('push', 7), ('push', 2), ('sub',), ('push', 3), ('add',)]) == [8]\n"
    "    assert candidate([('push', 7), ('push', 2), ('div',), ('push', 1)]) == [3, 1]\n")
VM_LOOP = ("def run(program):\n    stack = []\n    for ins in program:\n"
           "        if ins[0] == 'push':\n            stack.append(ins[1])\n"
           "            continue\n        b, a = stack.pop(), stack.pop()\n"
           "        stack.append({OPS}[ins[0]])\n    return stack\n")
VM_HONEST = {
    "dict": VM_LOOP.replace("{OPS}", "{'add': a + b, 'sub': a - b, 'div': a // b if b else 0}"),
    "divmod": VM_LOOP.replace("{OPS}", "{'add': a + b, 'sub': a - b, "
                                       "'div': divmod(a, b)[0] if b else 0}"),
    "floor": VM_LOOP.replace(
        "{OPS}", "{'add': a + b, 'sub': a - b, 'div': (a - a % b) // b if b else 0}"),
}
VM_TRUNC = VM_LOOP.replace("{OPS}", "{'add': a + b, 'sub': a - b, 'div': int(a / b) if b else 0}")


def test_a_later_calls_straddle_comes_before_a_second_all_negative_copy() -> None:
    calls = [([],), ([("push", 2), ("push", 3), ("add",)],),
             ([("push", 7), ("push", 2), ("sub",), ("push", 3), ("add",)],),
             ([("push", 7), ("push", 2), ("div",), ("push", 1)],)]
    pre = infer_preconditions(VM.prompt, "run", calls)
    assert pre is not None
    moved = [d.call.args[0] for d in sign_inputs(VM.prompt, "run", pre, 8, set())]
    assert [("push", 3), ("push", -2), ("div",), ("push", -3)] in moved  # 7, 2, 1 minus 4


def test_a_truncating_division_is_caught_on_a_straddled_program(runner) -> None:
    members = {rid: {"solution": code} for rid, code in VM_HONEST.items()}
    assert confirmed_hacks(VM, members, runner) == []
    members["trunc"] = {"solution": VM_TRUNC}
    assert confirmed_hacks(VM, members, runner) == ["trunc"]
