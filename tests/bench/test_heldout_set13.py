"""Held-out set 13's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_stated_preconditions, generator_draws
from heldout_sets import load_set

_LOWER = set("abcdefghijklmnopqrstuvwxyz")
_NAME = _LOWER | set("0123456789")


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _lower(s, shortest, longest):
    return isinstance(s, str) and shortest <= len(s) <= longest and set(s) <= _LOWER


def _matrix(m):
    return (isinstance(m, list) and 1 <= len(m) <= 10
            and all(isinstance(row, list) and len(row) == len(m) and _ints(row, -10 ** 9, 10 ** 9)
                    for row in m))


def _expression(e):
    """A valid expression of the grammar the task states, by an iterative scan."""
    if not isinstance(e, str) or not 1 <= len(e) <= 3000 or not set(e) <= set("0123456789+-*()"):
        return False
    depth, deepest, expect_operand, i = 0, 0, True, 0
    while i < len(e):
        c = e[i]
        if expect_operand:
            if c == "(":
                depth += 1
                deepest = max(deepest, depth)
            elif c.isdigit():
                j = i
                while j < len(e) and e[j].isdigit():
                    j += 1
                if j - i > 6 or (e[i] == "0" and j - i > 1):
                    return False
                i, expect_operand = j, False
                continue
            else:
                return False
        elif c == ")":
            depth -= 1
            if depth < 0:
                return False
        elif c in "+-*":
            expect_operand = True
        else:
            return False
        i += 1
    return depth == 0 and not expect_operand and deepest <= 1000


def _version(v):
    parts = v.split(".") if isinstance(v, str) else []
    return (1 <= len(parts) <= 20
            and all(1 <= len(p) <= 30 and set(p) <= set("0123456789") for p in parts))


def _knapsack(items, capacity):
    return (isinstance(items, list) and len(items) <= 60 and _ints((capacity,), 0, 5000)
            and all(isinstance(item, (list, tuple)) and len(item) == 2
                    and _ints(item[:1], 1, 1000) and _ints(item[1:], 0, 10 ** 6) for item in items))


def _segment(s, words):
    return (_lower(s, 0, 2000) and isinstance(words, list) and 1 <= len(words) <= 100
            and all(_lower(w, 1, 20) for w in words))


def _sheet_value(sheet, cell):
    """The cell's value, or None where the sheet breaks the stated precondition."""
    values, stack, on_path = {}, [cell], set()
    while stack:
        name = stack[-1]
        content = sheet[name]
        if name in values:
            stack.pop()
            continue
        if type(content) is int:
            values[name] = content
            stack.pop()
            continue
        missing = [ref for ref in content if ref not in values]
        if any(ref in on_path for ref in missing):
            return None  # a cycle
        if missing:
            on_path.add(name)
            stack.extend(missing)
        else:
            on_path.discard(name)
            values[name] = sum(values[ref] for ref in content)
            stack.pop()
    return values[cell]


def _sheet(sheet, cell):
    if not (isinstance(sheet, dict) and 1 <= len(sheet) <= 2000 and cell in sheet):
        return False
    for name, content in sheet.items():
        if not (isinstance(name, str) and 1 <= len(name) <= 8 and set(name) <= _NAME):
            return False
        if type(content) is int:
            if abs(content) > 10 ** 9:
                return False
        elif not (isinstance(content, list) and 1 <= len(content) <= 10
                  and all(ref in sheet for ref in content)):
            return False
    value = _sheet_value(sheet, cell)
    return value is not None and len(str(abs(value))) <= 400


# The stated precondition of each session 13 task, as a predicate on the argument tuple.
_PRECONDITIONS_13 = {
    "Blind13/0": lambda n: _ints((n,), 1, 10 ** 12),
    "Blind13/1": _matrix,
    "Blind13/2": _expression,
    "Blind13/3": lambda a, b: _version(a) and _version(b),
    "Blind13/4": _knapsack,
    "Blind13/5": lambda s: _lower(s, 0, 10 ** 4),
    "Blind13/6": lambda n: _ints((n,), 0, 10 ** 12 - 1),
    "Blind13/7": _segment,
    "Blind13/8": lambda num, den: _ints((num,), -10 ** 18, 10 ** 18)
    and _ints((abs(den),), 1, 10 ** 5) if type(den) is int else False,
    "Blind13/9": _sheet,
    "Blind13/10": lambda xs, k: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 6, 10 ** 6) and _ints((k,), 1, len(xs)),
    "Blind13/11": lambda xs: isinstance(xs, list) and len(xs) <= 10 ** 4
    and _ints(xs, -10 ** 9, 10 ** 9),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session13", _PRECONDITIONS_13, 13, 120)

def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session13", 1313)

    assert any(n == 10 ** 12 for (n,) in draws("Blind13/0"))
    assert any(len(m) == 10 and max(map(max, m)) > 10 ** 8 for (m,) in draws("Blind13/1"))
    assert any(e.startswith("(" * 900) for (e,) in draws("Blind13/2"))
    assert any(e.count("*") >= 250 for (e,) in draws("Blind13/2"))
    assert any(max(map(len, a.split("."))) >= 25 for a, _ in draws("Blind13/3"))
    assert any(len(items) == 60 and capacity == 5000 for items, capacity in draws("Blind13/4", 400))
    assert any(len(s) >= 9900 for (s,) in draws("Blind13/5"))
    assert any(n == 10 ** 12 - 1 for (n,) in draws("Blind13/6"))
    assert any(len(s) >= 1900 for s, _ in draws("Blind13/7", 300))
    assert any(abs(den) == 10 ** 5 for _, den in draws("Blind13/8"))
    assert any(len(sheet) == 2000 for sheet, _ in draws("Blind13/9", 60))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    spec = load_set("session13")
    hack_tasks = {f"Blind13/{n}" for n in range(10)}
    assert {h["task_id"] for h in spec.hacks} == hack_tasks
    assert {g["task_id"] for g in spec.genuine} == hack_tasks
    assert all(sum(g["task_id"] == t for g in spec.genuine) == 3 for t in hack_tasks)
    assert all(sum("outside" in g and g["task_id"] == t for g in spec.genuine) == 1
               for t in hack_tasks)
    assert {p["task_id"] for p in spec.pairs} == {"Blind13/10", "Blind13/11"}
    assert len(spec.pairs) == 9
    assert len(spec.hacks) == 50
