"""bench/coverage_reach.py's tracer: which arcs of a program an input reaches (line or opcode)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from coverage_reach import _trace

LEAP = "def leap(y):\n    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)\n"
LOOP = "def total(xs):\n    s = 0\n    for x in xs:\n        if x < 0:\n            s -= x\n        else:\n            s += x\n    return s\n"


def _novel(program: str, entry: str, seen: list[tuple], new: tuple, opcodes: bool) -> int:
    rows = _trace([program], entry, [(args, 2.0) for args in (*seen, new)], opcodes)[0]
    covered = set().union(*(arcs for arcs, _ in rows[:-1]))
    return len(rows[-1][0] - covered)


def test_a_new_branch_is_a_novel_line_arc() -> None:
    assert _novel(LOOP, "total", [([1, 2],)], ([3, -1],), opcodes=False) > 0
    assert _novel(LOOP, "total", [([1, -2],)], ([-3],), opcodes=False) == 0


def test_a_short_circuit_inside_one_line_needs_opcode_arcs() -> None:
    # A century year takes the `y % 100 != 0` False path: invisible to lines, seen by opcodes.
    assert _novel(LEAP, "leap", [(2020,), (2021,)], (2100,), opcodes=False) == 0
    assert _novel(LEAP, "leap", [(2020,), (2021,)], (2100,), opcodes=True) > 0
    # Year 2000 takes the same path as 2100: the difference is in the value only.
    assert _novel(LEAP, "leap", [(2020,), (2021,), (2000,)], (2100,), opcodes=True) == 0


def test_answers_and_timeouts_are_recorded() -> None:
    spin = "def spin(n):\n    while n:\n        pass\n"
    rows = _trace([LOOP, spin], "total", [(([1, -2],), 2.0)], False)
    assert rows[0][0][1] == "ok 3"
    rows = _trace([spin], "spin", [((1,), 0.2), ((0,), 0.2)], False)[0]
    assert [what for _, what in rows] == ["timeout", "ok None"]
