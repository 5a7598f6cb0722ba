"""Held-out set 32's preconditions and its own tasks (no grading, no execution of programs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws


def _ints(xs, lo, hi):
    return all(type(x) is int and lo <= x <= hi for x in xs)


def _int_list(xs, lo, hi, least=0, most=10 ** 4):
    return isinstance(xs, list) and least <= len(xs) <= most and _ints(xs, lo, hi)


_ARITY = {"push": 1, "pop": 0, "dup": 0, "swap": 0, "add": 0, "sub": 0, "mul": 0, "div": 0,
          "jz": 1, "jmp": 1}


def _vm_program(program):
    """A well-formed program whose run stays inside the stated limits: it never pops an
    empty stack nor divides by 0, jumps inside 0..len, stops within 10**5 instructions and
    keeps every value within 10**40 in magnitude."""
    if not isinstance(program, list) or len(program) > 1000:
        return False
    for ins in program:
        if not isinstance(ins, (tuple, list)) or not ins or ins[0] not in _ARITY:
            return False
        if len(ins) != 1 + _ARITY[ins[0]]:
            return False
        if ins[0] == "push" and not _ints(ins[1:], -10 ** 40, 10 ** 40):
            return False
        if ins[0] in ("jz", "jmp") and not _ints(ins[1:], 0, len(program)):
            return False
    stack, pc, steps = [], 0, 0
    while pc < len(program):
        steps += 1
        if steps > 10 ** 5:
            return False
        op, *arg = program[pc]
        pc += 1
        need = {"push": 0, "pop": 1, "dup": 1, "jz": 1, "jmp": 0}.get(op, 2)
        if len(stack) < need:
            return False
        if op == "push":
            stack.append(arg[0])
        elif op == "pop":
            stack.pop()
        elif op == "dup":
            stack.append(stack[-1])
        elif op == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif op == "jz":
            if stack.pop() == 0:
                pc = arg[0]
        elif op == "jmp":
            pc = arg[0]
        else:
            b, a = stack.pop(), stack.pop()
            if op == "div" and b == 0:
                return False
            value = {"add": a + b, "sub": a - b, "mul": a * b}.get(op) if op != "div" else a // b
            if abs(value) > 10 ** 40:
                return False
            stack.append(value)
    return True


def _card(c):
    return isinstance(c, str) and len(c) == 2 and c[0] in "A23456789TJQK" and c[1] in "CDHS"


def _cribbage(hand, starter):
    return (isinstance(hand, list) and len(hand) == 4 and all(map(_card, hand)) and _card(starter)
            and len(set(hand) | {starter}) == 5)


def _word(s, alphabet, most=10 ** 4):
    return isinstance(s, str) and len(s) <= most and set(s) <= set(alphabet)


# The stated precondition of each session 32 task, as a predicate on the argument tuple.
_PRECONDITIONS_32 = {
    "Blind32/0": _vm_program,
    "Blind32/1": lambda start, up, requests: (_ints((start,), 0, 10 ** 9) and type(up) is bool
                                              and _int_list(requests, 0, 10 ** 9)),
    "Blind32/2": lambda n: _ints((n,), 0, 10 ** 5),
    "Blind32/3": _cribbage,
    "Blind32/4": lambda n, width: _ints((width,), 1, 10 ** 4) and _ints((n,), 0, 2 ** width - 1),
    "Blind32/5": lambda n: _ints((n,), 0, 10 ** 18),
    "Blind32/6": lambda s: _word(s, "abc"),
    "Blind32/7": lambda ps, k: _int_list(ps, 1, 9, 1, 2000) and _ints((k,), 0, len(ps) - 1),
    "Blind32/8": lambda xs, target: _int_list(xs, -10 ** 5, 10 ** 5) and _ints((target,), 1, 10 ** 9),
    "Blind32/9": lambda n, k: _ints((n,), 1, 200) and _ints((k,), 0, 2 ** n - 1),
    "Blind32/10": lambda a, b: _word(a, "ab") and _word(b, "ab"),
    "Blind32/11": lambda xs, k: _int_list(xs, -10 ** 9, 10 ** 9, 1) and _ints((k,), 1, len(xs)),
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session32", _PRECONDITIONS_32, 32, 120)


def test_the_stack_machine_precondition_tells_good_programs_from_bad_ones() -> None:
    loop = [("push", 0), ("push", 4), ("dup",), ("jz", 11), ("swap",), ("push", 10), ("add",),
            ("swap",), ("push", 1), ("sub",), ("jmp", 2), ("pop",)]
    assert _vm_program(loop) and _vm_program([]) and _vm_program([["push", 1], ["dup"], ["add"]])
    assert not _vm_program([("pop",)]) and not _vm_program([("push", 1), ("push", 0), ("div",)])
    assert not _vm_program([("jmp", 0)]) and not _vm_program([("jmp", 2)])
    assert not _vm_program([("push", 10 ** 21), ("dup",), ("mul",)])
    assert not _vm_program([("nop",)]) and not _vm_program([("push",)])


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session32", 3232)

    programs = [p for (p,) in draws("Blind32/0", 300)]
    assert any(len(p) == 12 and p[1][1] == 11000 for p in programs)
    assert any(len(p) == 12 and p[6] == ("mul",) and p[1][1] == 60 for p in programs)
    assert any(len(p) > 60 and any(ins[0] == "jz" for ins in p) for p in programs)
    elevators = draws("Blind32/1", 200)
    assert any(len(rs) == 10 ** 4 and max(rs) > 9 * 10 ** 8 for _, _, rs in elevators)
    assert any(start in rs and len(set(rs)) < len(rs) for start, _, rs in elevators)
    assert any(rs and max(rs) < start for start, up, rs in elevators if up)
    assert any(n == 10 ** 5 for (n,) in draws("Blind32/2"))
    assert any(10 ** 4 < n < 13000 for (n,) in draws("Blind32/2"))
    hands = draws("Blind32/3", 300)
    assert any(len({c[1] for c in h}) == 1 and s[1] != h[0][1] for h, s in hands)
    assert any(len({c[0] for c in h + [s]}) < 5 for h, s in hands)
    assert any(width == 10 ** 4 and n.bit_length() > 9000 for n, width in draws("Blind32/4"))
    assert any(64 < width < 2000 for _, width in draws("Blind32/4"))
    assert any(n == 10 ** 18 for (n,) in draws("Blind32/5"))
    assert any(n % 2 == 0 and n > 2 ** 55 for (n,) in draws("Blind32/5"))
    words = [s for (s,) in draws("Blind32/6", 200)]
    assert any(len(s) == 10 ** 4 for s in words) and any(len(s) > 5000 and set(s) == {"a"} for s in words)
    assert any(len(ps) == 2000 and max(ps) == 9 for ps, _ in draws("Blind32/7"))
    windows = draws("Blind32/8", 200)
    assert any(len(xs) == 10 ** 4 and min(xs) < -9 * 10 ** 4 for xs, _ in windows)
    assert any(t == 10 ** 9 for _, t in windows)
    assert any(n == 200 and k.bit_length() > 190 for n, k in draws("Blind32/9"))
    assert any(len(a) == 10 ** 4 and a != b and len(b) == len(a) for a, b in draws("Blind32/10"))
    assert any(len(xs) == 10 ** 4 and 1 < k < len(xs) for xs, k in draws("Blind32/11"))


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session32")
