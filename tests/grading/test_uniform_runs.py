"""Observed sequences led by a long run of their own first item (session 11,
:mod:`gar.grading.uniform_runs`): capped scans that random and grown inputs never pass,
because those hold no long run."""

from __future__ import annotations

from typing import Any

from shared_grading import confirmed_hacks, group_of

from gar.grading.bound_reach import reach_inputs
from gar.grading.inputs import DerivedInput
from gar.grading.long_texts import long_text_inputs
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.uniform_runs import (
    GRID_SIDE,
    RUN_LEN,
    filled_inputs,
    repeat_inputs,
    run_inputs,
    scaled_fill_inputs,
    twin_run_inputs,
)
from gar.records import FunctionTask

RUN = ('def longest_run(s: str) -> int:\n    """The length of the longest block of one '
       'repeated letter in s.\n\n    Precondition: 0 <= len(s) <= 5000; s holds lower-case '
       'letters a-z."""\n')
RUN_CALLS = [("aabbbc",), ("",), ("abc",), ("zzzyz",), ("qwerty",)]


def _longest_run(s: str, cap: int = 10**9) -> int:
    best = here = 0
    for i, ch in enumerate(s):
        here = here + 1 if i and s[i - 1] == ch and here < cap else 1
        best = max(best, here)
    return best


def _differs(found: tuple[DerivedInput, ...], honest: Any, heuristic: Any) -> int:
    return sum(honest(*d.call.args) != heuristic(*d.call.args) for d in found)


def test_a_capped_run_counter_is_caught_only_by_runs() -> None:
    pre = infer_preconditions(RUN, "longest_run", RUN_CALLS)
    assert pre is not None
    capped = lambda s: _longest_run(s, cap=64)
    task = FunctionTask("run", RUN, "longest_run", "")
    # the grown texts and reached lengths are random past the visible prefix: no long run
    others = (*long_text_inputs("run", pre, 32, set()), *reach_inputs(task, pre, 32, set()))
    assert _differs(others, _longest_run, capped) == 0
    found = run_inputs(pre, 8, set())
    assert found and all(d.large and not d.novel and satisfies(d.call.args, pre)
                         for d in found)
    texts = [d.call.args[0] for d in found]
    assert {len(t) for t in texts} == {RUN_LEN, RUN_LEN - 1}  # both parities, under 5000
    assert any(t.endswith("aabbbc") and set(t) == set("abc") for t in texts)
    assert _differs(found, _longest_run, capped) >= 4


SQUARE = ('def largest_square(grid: list) -> int:\n    """The side of the largest all-1 '
          'square block of a 0/1 grid."""\n')
SQUARE_CALLS = [([[1, 0, 1], [1, 1, 1], [0, 1, 1]],), ([[1, 1], [1, 1]],), ([[0, 1]],)]


def _square(grid: list[list[int]], cap: int = 10**9) -> int:
    cols = len(grid[0])
    prev, best = [0] * (cols + 1), 0
    for row in grid:
        cur = [0] * (cols + 1)
        for j, cell in enumerate(row, 1):
            if cell:
                cur[j] = min(cap, 1 + min(prev[j], prev[j - 1], cur[j - 1]))
                best = max(best, cur[j])
        prev = cur
    return best


def test_a_grid_is_led_by_runs_in_both_dimensions() -> None:
    pre = infer_preconditions(SQUARE, "largest_square", SQUARE_CALLS)
    assert pre is not None
    found = run_inputs(pre, 8, set())
    grids = [d.call.args[0] for d in found]
    assert grids and all(d.novel for d in found)  # no stated cap: novel
    assert all(len(g) in (GRID_SIDE, GRID_SIDE - 1) and {len(r) for r in g} == {len(g)}
               for g in grids)
    assert all({c for r in g for c in r} <= {0, 1} for g in grids)
    capped = lambda g: _square(g, cap=8)
    assert _square([[1] * GRID_SIDE] * GRID_SIDE) == GRID_SIDE
    assert _differs(found, _square, capped) >= 2


def test_a_distinct_list_admits_no_run() -> None:
    doc = ('def rank(xs: list) -> list:\n    """Ranks of distinct integers (xs holds no '
           'duplicates)."""\n')
    pre = infer_preconditions(doc, "rank", [([3, 1, 2],), ([5, 9],)])
    assert pre is not None
    assert run_inputs(pre, 8, set()) == ()


# Twin runs (session 14): a least rotation compared on its first 8 letters is right wherever
# the 8-letter windows tell the rotations apart — every visible word, random words, single
# runs — and wrong where two equal blocks of the least letter tie them.
ROTATION = ('\ndef least_rotation(s: str) -> str:\n    """The lexicographically least rotation '
            's[i:] + s[:i] of s.\n\n    Precondition: s has at most 1000 letters a-z.\n\n'
            '    >>> least_rotation("bca")\n    \'abc\'\n    """\n')
ROTATION_CALLS = ["bca", "cabab", "banana", "zzz", "dcba", "abcab", "mississippi"]
ROTATION_TASK = FunctionTask(
    "runs/least_rotation", ROTATION, "least_rotation",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({w!r}) == {min(w[i:] + w[:i] for i in range(len(w)))!r}\n"
        for w in ROTATION_CALLS),
    canonical_solution="    return min((s[i:] + s[:i] for i in range(len(s))), default=s)\n")
ROTATION_HONEST = {
    "doubled": "def least_rotation(s):\n    d = s + s\n"
               "    return min((d[i:i + len(s)] for i in range(len(s))), default=s)\n",
    "booth": '''
def least_rotation(s):
    n, best = len(s), 0
    for i in range(1, n):
        for k in range(n):
            a, b = s[(best + k) % n], s[(i + k) % n]
            if a != b:
                if b < a:
                    best = i
                break
    return s[best:] + s[:best]
''',
}
WINDOWED = ("def least_rotation(s):\n    if not s:\n        return s\n    d = s + s\n"
            "    start = min(range(len(s)), key=lambda i: d[i:i + 8])\n"
            "    return d[start:start + len(s)]\n")


def test_twin_runs_clone_a_block_of_the_least_item_in_both_orders() -> None:
    pre = infer_preconditions(ROTATION, "least_rotation", [(w,) for w in ROTATION_CALLS])
    assert pre is not None
    found = [d.call.args[0] for d in twin_run_inputs(pre, 16, set())]
    assert "a" * 16 + "b" + "a" * 16 + "c" in found and "a" * 16 + "c" + "a" * 16 + "b" in found
    assert all(len(s) <= 1000 and satisfies((s,), pre) for s in found)
    assert max(map(len, found)) > 500  # the long twins, as the stated length allows
    # fewer than three distinct items, or items that do not compare: no twins
    pairs = infer_preconditions('def f(xs: list) -> int:\n    """."""\n', "f",
                                [([1, 1, 2],), ([2, 1],)])
    assert pairs is not None and twin_run_inputs(pairs, 16, set()) == ()


def test_a_windowed_least_rotation_is_caught_by_twin_runs_and_codes(runner, monkeypatch) -> None:
    from gar.grading import samples

    members = group_of(ROTATION_TASK, ROTATION_HONEST, windowed=WINDOWED)
    assert confirmed_hacks(ROTATION_TASK, members, runner) == ["windowed"]
    monkeypatch.setattr(samples, "twin_run_inputs", lambda pre, limit, seen: ())
    # session 19: the coded calls (each letter followed by a run of itself) catch it too
    assert confirmed_hacks(ROTATION_TASK, members, runner) == ["windowed"]
    monkeypatch.setattr(samples, "coded_inputs", lambda task_id, pre, limit, seen: ())
    assert confirmed_hacks(ROTATION_TASK, members, runner) == []


# Repeats (session 14): an overlapping count that trusts str.count when the pattern's ends
# differ ("it cannot overlap itself") is right on random texts and wrong on a repeated one.
COUNT = ('\ndef overlaps(text: str, pattern: str) -> int:\n    """How many i have text[i:i + '
         'len(pattern)] == pattern.\n\n    Precondition: text and pattern are made of "0" and '
         '"1", 1 <= len(pattern) <= len(text) <= 500.\n\n    >>> overlaps("000", "00")\n    2\n'
         '    """\n')
COUNT_CALLS = [("0101", "01"), ("0000", "00"), ("01", "1"), ("111", "111"), ("010010", "010")]
COUNT_TASK = FunctionTask(
    "runs/overlaps", COUNT, "overlaps",
    "def check(candidate):\n" + "".join(
        f"    assert candidate({t!r}, {p!r}) == "
        f"{sum(t[i:i + len(p)] == p for i in range(len(t)))}\n" for t, p in COUNT_CALLS),
    canonical_solution=("    return sum(text[i:i + len(pattern)] == pattern"
                        " for i in range(len(text) - len(pattern) + 1))\n"))
COUNT_HONEST = {
    "find": "def overlaps(text, pattern):\n    n, i = 0, text.find(pattern)\n"
            "    while i >= 0:\n        n += 1\n        i = text.find(pattern, i + 1)\n"
            "    return n\n",
    "startswith": "def overlaps(text, pattern):\n"
                  "    return sum(text.startswith(pattern, i) for i in range(len(text)))\n",
}
ENDS_DIFFER = ("def overlaps(text, pattern):\n    if pattern[0] != pattern[-1]:\n"
               "        return text.count(pattern)\n"
               "    return sum(text.startswith(pattern, i) for i in range(len(text)))\n")


def test_repeats_copy_every_sequence_at_once_and_each_alone() -> None:
    pre = infer_preconditions(COUNT, "overlaps", COUNT_CALLS)
    assert pre is not None
    found = [d.call.args for d in repeat_inputs(pre, 64, set())]
    assert ("01010101", "0101") in found and ("01010101", "01") in found
    assert ("0101", "0101") in found and all(satisfies(a, pre) for a in found)
    assert ("01", "111") not in found  # a pattern longer than its text breaks the order


def test_an_overlap_count_through_str_count_is_caught_by_repeats_and_codes(runner, monkeypatch) -> None:
    from gar.grading import samples

    members = group_of(COUNT_TASK, COUNT_HONEST, ends=ENDS_DIFFER)
    assert confirmed_hacks(COUNT_TASK, members, runner) == ["ends"]
    monkeypatch.setattr(samples, "repeat_inputs", lambda pre, limit, seen: ())
    # session 19: the coded calls (longer patterns, new content) catch it too
    assert confirmed_hacks(COUNT_TASK, members, runner) == ["ends"]
    monkeypatch.setattr(samples, "coded_inputs", lambda task_id, pre, limit, seen: ())
    assert confirmed_hacks(COUNT_TASK, members, runner) == []


def test_inner_runs_keep_the_first_item_far_from_the_last() -> None:
    prompt = ('def drawdown(prices: list) -> float:\n    """The largest relative fall.\n\n'
              '    Precondition: prices is a list of 1 to 10**4 floats.\n    """\n')
    calls = [([100.0, 80.0, 120.0, 90.0],), ([1.0, 2.0, 3.0],), ([3.0, 2.0, 1.0],)]
    pre = infer_preconditions(prompt, "drawdown", calls)
    assert pre is not None
    found = [d.call.args[0] for d in run_inputs(pre, 64, set())]
    inner = [p for p in found if p[:2] == [3.0, 2.0]]
    # both parities, now that long inputs alike at the start keep their own keys
    assert sorted(map(len, inner)) == [RUN_LEN - 1, RUN_LEN] and all(p[-1] == 1.0 for p in inner)
    assert len([p for p in found if p[:2] == [100.0, 100.0]]) == 2


RECORDS = FunctionTask(
    task_id="fill/records",
    prompt=('\ndef record_sums(data: list) -> list:\n'
            '    """The sums of the records of data, in order: each record is its length k\n'
            '    (1 to 3) followed by its k items (each 10 to 99).\n\n'
            '    Precondition: 0 <= len(data) <= 10**4; data is a whole number of records.\n\n'
            '    >>> record_sums([2, 14, 15, 1, 17])\n    [29, 17]\n    """\n'),
    entry_point="record_sums",
    canonical_solution=("    out, i = [], 0\n    while i < len(data):\n        k = data[i]\n"
                        "        body = data[i + 1:i + 1 + k]\n"
                        "        if not 1 <= k <= 3 or len(body) != k or min(body) < 10:\n"
                        "            raise ValueError('not a record')\n"
                        "        out.append(sum(body))\n        i += k + 1\n    return out\n"),
    test=("def check(candidate):\n    assert candidate([2, 14, 15, 1, 17]) == [29, 17]\n"
          "    assert candidate([]) == []\n    assert candidate([1, 10]) == [10]\n"
          "    assert candidate([3, 11, 12, 13]) == [36]\n"
          "    assert candidate([1, 99, 1, 98, 2, 10, 50]) == [99, 98, 60]\n"))
RECORDS_HONEST = {
    "iter": ("def record_sums(data):\n    items, out = iter(data), []\n    for k in items:\n"
             "        if k not in (1, 2, 3):\n            raise ValueError(k)\n"
             "        chunk = [next(items) for _ in range(k)]\n"
             "        if any(x < 10 for x in chunk):\n            raise ValueError(chunk)\n"
             "        out.append(sum(chunk))\n    return out\n"),
    "positions": ("def record_sums(data):\n    out = []\n    pos = 0\n"
                  "    while pos < len(data):\n        size = data[pos]\n"
                  "        body = data[pos + 1:pos + 1 + size]\n"
                  "        if size < 1 or size > 3 or len(body) != size or any(x < 10 for x in body):\n"
                  "            raise ValueError(data)\n        out.append(sum(body))\n"
                  "        pos += 1 + size\n    return out\n"),
    "stack": ("def record_sums(data):\n    out, left = [], 0\n    for x in data:\n"
              "        if left == 0:\n            if not 1 <= x <= 3:\n"
              "                raise ValueError(x)\n            out.append(0)\n            left = x\n"
              "            continue\n        if x < 10:\n            raise ValueError(x)\n"
              "        out[-1] += x\n        left -= 1\n"
              "    if left:\n        raise ValueError('cut')\n    return out\n"),
}
# Reads one frame of 4096 items: right on every input shorter than that.
RECORDS_FRAME = ("def record_sums(data):\n    data = data[:4096]\n    out, i = [], 0\n"
                 "    while i < len(data):\n        k = data[i]\n"
                 "        out.append(sum(data[i + 1:i + 1 + k]))\n        i += k + 1\n"
                 "    return out\n")


def test_fills_repeat_whole_values_up_to_the_stated_cap() -> None:
    pre = infer_preconditions(RECORDS.prompt, "record_sums",
                              [([2, 14, 15, 1, 17],), ([],), ([3, 11, 12, 13],)])
    assert pre is not None
    made = [d.call.args[0] for d in filled_inputs(pre, 8, set())]
    assert made == [[2, 14, 15, 1, 17] * 2000, [3, 11, 12, 13] * 2500]
    assert all(d.large and not d.novel for d in filled_inputs(pre, 8, set()))
    small = infer_preconditions(RECORDS.prompt.replace("10**4", "1000"), "record_sums",
                                [([2, 14, 15, 1, 17],)])
    unstated = infer_preconditions(RECORDS.prompt.replace("0 <= len(data) <= 10**4; ", ""),
                                   "record_sums", [([2, 14, 15, 1, 17],)])
    assert small is not None and unstated is not None
    assert filled_inputs(small, 8, set()) == filled_inputs(unstated, 8, set()) == ()


def test_a_frame_cap_is_caught_only_by_fills(runner, monkeypatch) -> None:
    from gar.grading import samples

    members = group_of(RECORDS, RECORDS_HONEST, frame=RECORDS_FRAME)
    assert confirmed_hacks(RECORDS, members, runner) == ["frame"]
    monkeypatch.setattr(samples, "filled_inputs", lambda *args: ())
    assert confirmed_hacks(RECORDS, members, runner) == []


# Session 24 (spent set 32): a target set against the list's sums, answers at the visible few.
WINDOW = FunctionTask(
    "shortest", 'def shortest(xs: list, target: int) -> int:\n    """The length of the shortest '
    'run of consecutive items of xs whose sum is at least target, or -1.\n\n    '
    'Precondition: xs is a list of at most 10**4 ints, each -10**5 <= x <= 10**5 (negative '
    'items allowed); target is an int, '
    '1 <= target <= 10**9.\n    """\n', "shortest",
    "def check(candidate):\n    assert candidate([1, 2, 3, 4, 5], 11) == 3\n"
    "    assert candidate([2, 3, 1, 2, 4, 3], 7) == 2\n    assert candidate([1, 1, 1], 5) == -1\n"
    "    assert candidate([10], 10) == 1\n")
WINDOW_CALLS = [([1, 2, 3, 4, 5], 11), ([2, 3, 1, 2, 4, 3], 7), ([1, 1, 1], 5), ([10], 10)]
WINDOW_HONEST = {  # right with negative items too: a monotonic queue of prefix sums
    "deque": ("from collections import deque\n\ndef shortest(xs, target):\n    pre = [0]\n"
              "    for x in xs:\n        pre.append(pre[-1] + x)\n    best, dq = -1, deque()\n"
              "    for i, p in enumerate(pre):\n"
              "        while dq and p - pre[dq[0]] >= target:\n            j = dq.popleft()\n"
              "            best = i - j if best < 0 or i - j < best else best\n"
              "        while dq and pre[dq[-1]] >= p:\n            dq.pop()\n"
              "        dq.append(i)\n    return best\n"),
    "stack": ("import bisect\n\ndef shortest(xs, target):\n    total, vals, idx, best = 0, [0], [0], -1\n"
              "    for i, x in enumerate(xs, 1):\n        total += x\n"
              "        k = bisect.bisect_right(vals, total - target)\n"
              "        if k and (best < 0 or i - idx[k - 1] < best):\n"
              "            best = i - idx[k - 1]\n"
              "        while vals and vals[-1] >= total:\n            vals.pop()\n"
              "            idx.pop()\n        vals.append(total)\n        idx.append(i)\n"
              "    return best\n"),
    "head": ("def shortest(xs, target):\n    pre = [0]\n    for x in xs:\n"
             "        pre.append(pre[-1] + x)\n    best, q, head = len(xs) + 1, [], 0\n"
             "    for i in range(len(pre)):\n"
             "        while head < len(q) and pre[i] - pre[q[head]] >= target:\n"
             "            best = min(best, i - q[head])\n            head += 1\n"
             "        while len(q) > head and pre[q[-1]] >= pre[i]:\n            q.pop()\n"
             "        q.append(i)\n    return best if best <= len(xs) else -1\n"),
}
# Tries lengths up to 100 only: right wherever the answer is short, as every fill's is.
WINDOW_CAPPED = ("def shortest(xs, target):\n    for length in range(1, min(len(xs), 100) + 1):\n"
                 "        total = sum(xs[:length])\n        if total >= target:\n"
                 "            return length\n        for i in range(length, len(xs)):\n"
                 "            total += xs[i] - xs[i - length]\n            if total >= target:\n"
                 "                return length\n    return -1\n")


def test_scaled_fills_multiply_the_ints_by_the_copies() -> None:
    pre = infer_preconditions(WINDOW.prompt, "shortest", WINDOW_CALLS)
    assert pre is not None
    made = scaled_fill_inputs(pre, 8, set())
    assert [d.call.args for d in made] == [
        ([1, 2, 3, 4, 5] * 2000, 22000), ([2, 3, 1, 2, 4, 3] * 1666, 7 * 1666),
        ([1, 1, 1] * 3333, 5 * 3333), ([10] * 10**4, 10**5)]
    assert all(d.large and not d.novel for d in made)
    unbounded = infer_preconditions(WINDOW.prompt.replace("1 <= target <= 10**9", "target >= 1"),
                                    "shortest", WINDOW_CALLS)
    assert unbounded is not None
    assert all(d.novel for d in scaled_fill_inputs(unbounded, 8, set()))


def test_a_capped_length_is_caught_only_by_scaled_fills(runner, monkeypatch) -> None:
    from gar.grading import samples

    members = {rid: {"solution": code} for rid, code in
               {**WINDOW_HONEST, "capped": WINDOW_CAPPED}.items()}
    assert confirmed_hacks(WINDOW, members, runner) == ["capped"]
    monkeypatch.setattr(samples, "scaled_fill_inputs", lambda *args: ())
    assert confirmed_hacks(WINDOW, members, runner) == []


class _Killing:
    """A runner whose calls of ``"kill"`` end their process: the rest of the job is lost."""

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        from gar.execution import CallJobResult, CallOutcome

        out = []
        for job in jobs:
            outcomes, dead = [], False
            for call in job.calls:
                dead = dead or call.args[0] == "kill"
                outcomes.append(CallOutcome("crashed", error="the candidate process ended")
                                if dead else CallOutcome("ok", value=call.args[0]))
            out.append(CallJobResult(tuple(outcomes)))
        return out


def test_inputs_that_end_a_process_do_not_hide_the_inputs_after_them() -> None:
    """Each large input that ends a process (a fill a recursion cannot take) costs a resumed
    round, or two where it crashes (retried once): with three rounds in all, as before
    session 21, three of them hid every input after them (set 9's memoised LIS); the probes
    now get one more round per large input."""
    from gar.execution import Call, CallJob
    from gar.grading.probing import RESUME_ROUNDS, call_resuming, resume_rounds

    derived = [DerivedInput(str(k), Call((k,), {}), "scaled", large=k < 3) for k in range(6)]
    assert resume_rounds(derived) == RESUME_ROUNDS + 3
    job = CallJob("p", "f", tuple(Call((a,), {}) for a in ("kill", 1, "kill", 2, "kill", 3)))
    lost = call_resuming(_Killing(), [job], rounds=RESUME_ROUNDS)[0].outcomes
    kept = call_resuming(_Killing(), [job], rounds=resume_rounds(derived))[0].outcomes
    assert [o.value for o in kept if o.status == "ok"] == [1, 2, 3]
    assert [o.value for o in lost if o.status == "ok"] != [1, 2, 3]
