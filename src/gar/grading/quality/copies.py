"""Work done in C that the op count charges: copies and whole-sequence consumptions.

Beside the scans (:mod:`gar.grading.quality.scans`), one bytecode instruction can do work in
C proportional to a sequence's size: a slice copies its items (``xs[:i + 1]``), a
concatenation copies both sides (``xs[:i] + xs[i + 1:]``), and a builtin that consumes a
whole collection (``set(xs)``, ``sorted(xs)``, ``sum(xs)``, ``max(xs)`` …) reads every item.
A loop around one of them is quadratic work that the bytecode count sees as linear
(``[len(set(xs[:i + 1])) for i in range(len(xs))]`` executes fewer instructions than the
running set it should lose to), and a pass that does its single linear pass in C counts as
almost free (``len(set(xs)) < len(xs)``: 20 instructions on 96 items), so a Python loop
that is linear too looks as far from it as a quadratic one does. Each such instruction is
charged one op per item it copies or reads, so the count follows the work's growth.

The size is computed, never guessed: the instruction's operands are re-evaluated from the
frame when it runs, but only where they are *pure* expressions (names, constants, integer
arithmetic, ``len`` of a sequence, slices and concatenations of named builtin sequences);
any other operand (an attribute, a call, a subscript of an item) charges nothing. Slices
are charged their actual length (``s[i:i + 3]`` three, not the string's), so a sliding
window stays linear. Only builtin types are measured (a user class runs as bytecode
already), and only builtins by identity are consumers (a user's ``sum`` is not).

:data:`COPY_SOURCE` is program text, appended with the scans' to the rollout's program in
the op-count job (it runs in the sandbox, where this package is not importable).
"""

from __future__ import annotations

# Builtins that read every item of their one positional argument (lazy ones, ``zip``,
# ``map``, ``reversed``, ``enumerate``, and short-circuiting ``any``/``all`` are not).
CONSUMERS = ("set", "frozenset", "sorted", "list", "tuple", "sum", "min", "max", "dict")

COPY_SOURCE = '''

__GAR_SEQUENCES__ = (list, tuple, str, bytes, bytearray)
__GAR_PURE_OPS__ = {0: "add", 10: "sub", 5: "mul", 2: "floordiv", 6: "mod"}  # BINARY_OP args


class __GarSized__:
    """A copy made by a pure expression: only its length matters (nothing is copied)."""

    __slots__ = ("n",)

    def __init__(self, n):
        self.n = n


def __gar_copy_site__(instrs, k):
    """``("copy", kind, steps, opname)`` where the instruction at ``k`` copies or consumes a
    sequence in C (``kind``: slice, concat, consume, scan), ``steps`` the pure instructions
    that load its operands, re-run when it runs (:func:`__gar_copied__`); None for any
    other instruction, or one whose operands are not pure or not sequence-shaped."""
    ins = instrs[k]
    before = instrs[k - 1].opname if k else ""
    if ins.opname == "BINARY_SLICE":
        kind, needed = "slice", 3
    elif ins.opname == "BINARY_SUBSCR" and before == "BUILD_SLICE":
        kind, needed = "slice", 2
    elif ins.opname == "BINARY_OP" and ins.arg == 0:
        kind, needed = "concat", 2
    elif ins.opname == "CONTAINS_OP":
        kind, needed = "scan", 1
    elif ins.opname == "CALL" and ins.arg == 1 and before != "KW_NAMES":
        kind, needed = "consume", 3
    else:
        return None
    end = k - 1 if before == "PRECALL" else k
    steps = __gar_pure_span__(instrs, end, needed)
    if steps is None or kind in ("concat", "scan") and not __gar_sequence_shaped__(steps):
        return None
    if kind == "consume" and not any(op in ("LOAD_GLOBAL", "LOAD_NAME") and val in __CONSUMERS__
                                     for op, val, _ in steps[:2]):
        return None
    return ("copy", kind, steps, ins.opname)


def __gar_sequence_shaped__(steps):
    """Whether an operand is a sequence by its text: a slice, a list or tuple display, a
    string or tuple constant (a sum of two names is left alone: numbers, mostly)."""
    return any(op in ("BINARY_SLICE", "BUILD_LIST", "BUILD_TUPLE")
               or op == "BUILD_SLICE" or op == "LOAD_CONST" and type(val) in (str, tuple)
               for op, val, _ in steps)


def __gar_pure_span__(instrs, end, needed):
    """The instructions before ``end`` that push its ``needed`` operands, as
    ``(opname, argval, arg)`` steps, if every one is pure (see the module docstring)."""
    import dis as _gar_dis
    depth, j = 0, end - 1
    while j >= 0 and depth < needed:
        ins = instrs[j]
        if ins.opname not in __GAR_PURE__:
            return None
        try:
            depth += _gar_dis.stack_effect(ins.opcode, ins.arg if ins.opcode >= _gar_dis.HAVE_ARGUMENT else None)
        except (ValueError, TypeError):
            return None
        j -= 1
    if depth != needed:
        return None
    return tuple((i.opname, i.argval, i.arg) for i in instrs[j + 1:end])


__GAR_PURE__ = frozenset((
    "LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_DEREF", "LOAD_CLASSDEREF", "LOAD_GLOBAL",
    "LOAD_NAME", "LOAD_CONST", "LOAD_FAST_LOAD_FAST", "PUSH_NULL", "BINARY_OP",
    "BUILD_SLICE", "BINARY_SLICE", "BINARY_SUBSCR", "UNARY_NEGATIVE", "PRECALL", "CALL",
    "BUILD_LIST", "BUILD_TUPLE",
    "NOP", "CACHE", "COPY_FREE_VARS", "RESUME"))


def __gar_load__(frame, op, name):
    if op in ("LOAD_GLOBAL", "LOAD_NAME"):
        if name in frame.f_globals:
            return frame.f_globals[name]
        return frame.f_builtins.get(name, __GarSized__)
    return frame.f_locals.get(name, __GarSized__)


def __gar_size__(value):
    if isinstance(value, __GarSized__):
        return value.n
    if type(value) in __GAR_SEQUENCES__:
        return len(value)
    return None


def __gar_step__(frame, stack, op, val, arg):
    """One pure instruction on ``stack``; False where its value cannot be known safely."""
    import builtins as _gar_builtins
    if op in ("NOP", "CACHE", "PRECALL", "RESUME", "COPY_FREE_VARS"):
        return True
    if op == "LOAD_CONST":
        stack.append(val)
    elif op == "PUSH_NULL":
        stack.append(None)
    elif op == "LOAD_FAST_LOAD_FAST":
        stack.extend(__gar_load__(frame, "LOAD_FAST", n) for n in val)
    elif op.startswith("LOAD_"):
        if op == "LOAD_GLOBAL" and arg & 1:
            stack.append(None)
        stack.append(__gar_load__(frame, op, val))
    elif op == "UNARY_NEGATIVE":
        if type(stack[-1]) is not int:
            return False
        stack[-1] = -stack[-1]
    elif op in ("BUILD_LIST", "BUILD_TUPLE"):  # a display: its items, by count
        del stack[len(stack) - arg:]
        stack.append(__GarSized__(arg))
    elif op == "BUILD_SLICE":
        parts = stack[len(stack) - arg:]
        del stack[len(stack) - arg:]
        if any(p is not None and type(p) is not int for p in parts):
            return False
        stack.append(slice(*parts))
    elif op in ("BINARY_SLICE", "BINARY_SUBSCR"):
        parts = [stack.pop(), stack.pop()] if op == "BINARY_SUBSCR" else [
            slice(*reversed([stack.pop(), stack.pop()]))]
        if op == "BINARY_SLICE":
            parts.append(stack.pop())
        cut, seq = parts[0], parts[-1]
        size = __gar_size__(seq)
        if type(cut) is not slice or size is None or any(
                p is not None and type(p) is not int for p in (cut.start, cut.stop, cut.step)):
            return False
        stack.append(__GarSized__(len(range(*cut.indices(size)))))
    elif op == "BINARY_OP":
        b, a = stack.pop(), stack.pop()
        if type(a) is int and type(b) is int and arg in __GAR_PURE_OPS__ and abs(b) < 2 ** 62:
            if arg in (2, 6) and b == 0:
                return False
            stack.append(__gar_arith__(arg, a, b))
        elif arg == 0 and __gar_size__(a) is not None and __gar_size__(b) is not None:
            stack.append(__GarSized__(__gar_size__(a) + __gar_size__(b)))
        else:
            return False
    elif op == "CALL":  # only len(...) of a sized value
        size = __gar_size__(stack[-1]) if arg == 1 and len(stack) >= 3 else None
        if size is None or _gar_builtins.len not in (stack[-2], stack[-3]):
            return False
        del stack[-3:]  # the argument, len and the NULL beside it
        stack.append(size)
    else:
        return False
    return True


def __gar_arith__(arg, a, b):
    if arg == 0:
        return a + b
    if arg == 10:
        return a - b
    if arg == 5:
        return a * b
    return a // b if arg == 2 else a % b


def __gar_copied__(frame, site, _consumers=[]):
    """Items copied or read in C by the instruction at ``site`` now (0 where unknown)."""
    import builtins as _gar_builtins
    import collections as _gar_collections
    _, kind, steps, opname = site
    stack = []
    try:
        for op, val, arg in steps:
            if not __gar_step__(frame, stack, op, val, arg):
                return 0
        if kind == "slice":  # the copy this instruction makes
            if not __gar_step__(frame, stack, opname, None, None):
                return 0
            return stack[-1].n
    except Exception:
        return 0
    if kind == "concat":
        sizes = [__gar_size__(v) for v in stack[-2:]]
        return 0 if None in sizes else sum(sizes)
    if kind == "scan":
        return __gar_size__(stack[-1]) or 0
    if not _consumers:
        _consumers.extend(getattr(_gar_builtins, n) for n in __CONSUMERS__)
    if not any(callee is c for callee in stack[-3:-1] for c in _consumers):
        return 0
    value = stack[-1]
    size = __gar_size__(value)
    if size is None and type(value) in (set, frozenset, dict, range, _gar_collections.deque):
        size = len(value)
    return size or 0
'''.replace("__CONSUMERS__", repr(CONSUMERS))
