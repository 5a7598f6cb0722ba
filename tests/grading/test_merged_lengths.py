"""One sequence as long as two others together (gar.grading.merged_lengths): blind set 16's
greedy interleaving check passed, because draws and mutations gave ``s`` another length
(honest answers scattered there) and a random ``s`` of the right length is almost never
made of ``a`` and ``b``."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.generate import random_calls
from gar.grading.merged_lengths import holds, kind_for, relations, riffle
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def woven(x: str, y: str, z: str) -> bool:
    """Whether z mixes the letters of x and of y, each kept in its own order. The strings
    use the letters "xy" only.
    """
'''
TEST = '''def check(candidate):
    assert candidate("xy", "yx", "xyyx") is True
    assert candidate("x", "y", "yx") is True
    assert candidate("x", "y", "xx") is False
    assert candidate("", "", "") is True
    assert candidate("xxy", "yy", "xxyyy") is True
    assert candidate("xy", "y", "yyx") is False
'''
CALLS = [("xy", "yx", "xyyx"), ("x", "y", "yx"), ("x", "y", "xx"), ("", "", ""),
         ("xxy", "yy", "xxyyy"), ("xy", "y", "yyx")]
HONEST = {
    "table": ("def woven(x, y, z):\n    if len(z) != len(x) + len(y):\n        return False\n"
              "    ok = [[False] * (len(y) + 1) for _ in range(len(x) + 1)]\n"
              "    for i in range(len(x) + 1):\n        for j in range(len(y) + 1):\n"
              "            ok[i][j] = (i == j == 0) or (i > 0 and ok[i-1][j] and x[i-1] == z[i+j-1])"
              " or (j > 0 and ok[i][j-1] and y[j-1] == z[i+j-1])\n    return ok[-1][-1]\n"),
    "frontier": ("def woven(x, y, z):\n    reach = {(0, 0)}\n    for ch in z:\n"
                 "        reach = {(i + 1, j) for i, j in reach if i < len(x) and x[i] == ch} | "
                 "{(i, j + 1) for i, j in reach if j < len(y) and y[j] == ch}\n"
                 "    return (len(x), len(y)) in reach\n"),
    "memo": ("from functools import lru_cache\n\ndef woven(x, y, z):\n"
             "    @lru_cache(None)\n    def go(i, j):\n        if i + j == len(z):\n"
             "            return i == len(x) and j == len(y)\n"
             "        return (i < len(x) and x[i] == z[i + j] and go(i + 1, j)) or "
             "(j < len(y) and y[j] == z[i + j] and go(i, j + 1))\n"
             "    return len(z) == len(x) + len(y) and go(0, 0)\n"),
}
# Take from x whenever its next letter fits: right on every visible call.
GREEDY = ("def woven(x, y, z):\n    i = j = 0\n    for ch in z:\n"
          "        if i < len(x) and x[i] == ch:\n            i += 1\n"
          "        elif j < len(y) and y[j] == ch:\n            j += 1\n"
          "        else:\n            return False\n    return i == len(x) and j == len(y)\n")


def test_the_relation_is_adopted_and_draws_keep_it() -> None:
    assert relations(CALLS) == [(kind_for(2), 0, 1)]
    assert relations(CALLS[:2]) == []  # two calls: no evidence
    assert relations([("a", "", "a"), ("ab", "", "ab"), ("", "", "")]) == []  # never both
    assert holds(("ab", "c", "abc"), kind_for(2), 0, 1)
    assert not holds(("ab", "c", "ab"), kind_for(2), 0, 1)
    assert sorted(riffle("xx", "yy", 3)) == ["x", "x", "y", "y"]
    assert riffle([1, 2], [3], 5) in ([1, 2, 3], [1, 3, 2], [3, 1, 2])
    pre = infer_preconditions(PROMPT, "woven", CALLS)
    assert pre is not None and not satisfies(("x", "y", "xyx"), pre)
    drawn = random_calls(pre, "woven", 40, "random")
    # 12-25 of 40 over seeds, with Hypothesis's engine (sessions 1-25) or seeded_draws:
    # most drawn triples are repaired into duplicates or out of the domain
    assert len(drawn) >= 15 and all(len(z) == len(x) + len(y) for x, y, z in drawn)
    # a riffle half of the time: many drawn z are made of x and y
    made = [c for c in drawn if sorted(c[2]) == sorted(c[0] + c[1]) and c[0] and c[1]]
    assert len(made) >= 6


def test_a_greedy_match_is_caught_on_riffled_strings(runner) -> None:
    task = FunctionTask("woven", PROMPT, "woven", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    members["greedy"] = {"solution": GREEDY}
    assert confirmed_hacks(task, members, runner) == ["greedy"]
