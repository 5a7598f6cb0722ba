"""Work done in C that the op count charges: copies and whole-sequence consumptions.

Beside the scans (:mod:`gar.grading.quality.scans`), one bytecode instruction can do work in
C proportional to a sequence's size: a slice copies its items (``xs[:i + 1]``), a
concatenation copies both sides (``xs[:i] + xs[i + 1:]``), a builtin that consumes a
whole collection (``set(xs)``, ``sorted(xs)``, ``sum(xs)``, ``max(xs)`` …) reads every item,
and ``q.pop(i)`` moves every item after ``i`` (``q.pop(0)``, a queue kept in a list).
A loop around one of them is quadratic work that the bytecode count sees as linear
(``[len(set(xs[:i + 1])) for i in range(len(xs))]`` executes fewer instructions than the
running set it should lose to), and a pass that does its single linear pass in C counts as
almost free (``len(set(xs)) < len(xs)``: 20 instructions on 96 items), so a Python loop
that is linear too looks as far from it as a quadratic one does. Each such instruction is
charged one op per item it copies or reads, so the count follows the work's growth.

The size is computed, never guessed: the instruction's operands are re-evaluated from the
frame when it runs, but only where they are *pure* expressions (names, constants, integer
arithmetic, ``len`` of a sequence, slices and concatenations of named builtin sequences);
any other operand (an attribute, a call, a subscript of an item) charges nothing. The
operands' bytecode is translated once per site into a size expression (compiled, cached
with the code object's sites), so a charged site costs about one traced instruction more. Slices
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

def __gar_copy_site__(instrs, k):
    \"\"\"``("copy", size)`` where the instruction at ``k`` copies or reads a sequence in C,
    ``size(frame, frame_locals)`` the items it does so with now (it raises where an operand
    is not what it needs); None for any other instruction, or one whose operands are not
    pure or not sequence-shaped.\"\"\"
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
    if steps is None:
        return None
    try:
        stack = __gar_symbolic__(steps)
        source = __gar_size_source__(kind, ins.opname, stack)
    except (ValueError, IndexError, TypeError):
        return None
    if source is None:
        return None
    size = eval("lambda F, L: " + source, __GAR_HELPERS__)
    # a sum of two names (``_cat``) is numbers at most sites: the first time it adds
    # anything but two sequences the site retires (the tracer drops it), so arithmetic
    # pays for one reading of the frame's locals, not one per addition
    return ("copy", size, "retires") if source.startswith("_cat(") else ("copy", size)


def __gar_pure_span__(instrs, end, needed):
    \"\"\"The instructions before ``end`` that push its ``needed`` operands, as
    ``(opname, argval, arg)`` steps, if every one is pure (see the module docstring).\"\"\"
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
    "BUILD_LIST", "BUILD_TUPLE", "NOP", "CACHE", "RESUME", "LOAD_METHOD", "LOAD_ATTR"))
__GAR_INT_OPS__ = {0: "+", 10: "-", 5: "*", 2: "//", 6: "%"}  # BINARY_OP args on ints


def __gar_symbolic__(steps):
    \"\"\"The operands as source, each ``(tag, text)``: ``name`` (a value of unknown type),
    ``const``, ``int`` (an int expression), ``seq`` (the *length* of a sequence expression),
    ``slice`` (its bounds) or ``null``. Raises ValueError on anything else.\"\"\"
    stack = []
    for op, val, arg in steps:
        if op in ("NOP", "CACHE", "PRECALL", "RESUME"):
            continue
        if op == "LOAD_CONST":
            stack.append(("const", val))
        elif op == "PUSH_NULL":
            stack.append(("null", None))
        elif op == "LOAD_FAST_LOAD_FAST":
            stack.extend(("name", "L[%r]" % n) for n in val)
        elif op in ("LOAD_GLOBAL", "LOAD_NAME"):
            if op == "LOAD_GLOBAL" and arg & 1:
                stack.append(("null", None))
            stack.append(("name", "_g(F, %r)" % val))
        elif op in ("LOAD_METHOD", "LOAD_ATTR"):  # only ``xs.pop`` called: ``xs.pop(i)``
            if val != "pop" or op == "LOAD_ATTR" and not arg & 1:
                raise ValueError(op)
            stack.append(("pop", __gar_receiver__(stack.pop())))
            stack.append(("null", None))
        elif op.startswith("LOAD_"):
            stack.append(("name", "L[%r]" % val))
        elif op == "UNARY_NEGATIVE":
            stack.append(("int", "(-%s)" % __gar_as_int__(stack.pop())))
        elif op in ("BUILD_LIST", "BUILD_TUPLE"):  # a display: its items, by count
            del stack[len(stack) - arg:]
            stack.append(("seq", str(arg)))
        elif op == "BUILD_SLICE":
            bounds = [__gar_bound__(e) for e in stack[len(stack) - arg:]]
            del stack[len(stack) - arg:]
            stack.append(("slice", bounds))
        elif op in ("BINARY_SLICE", "BINARY_SUBSCR"):
            stack.append(__gar_cut__(op, stack))
        elif op == "BINARY_OP":
            right, left = stack.pop(), stack.pop()
            if arg == 0 and "seq" in (__gar_kind__(left), __gar_kind__(right)):
                stack.append(("seq", "(%s + %s)" % (__gar_as_seq__(left), __gar_as_seq__(right))))
            elif arg in __GAR_INT_OPS__:
                stack.append(("int", "(%s %s %s)" % (__gar_as_int__(left), __GAR_INT_OPS__[arg],
                                                      __gar_as_int__(right))))
            else:
                raise ValueError(op)
        elif op == "CALL" and arg == 1:  # len(...) only, checked when it runs
            value, callee = stack.pop(), [stack.pop(), stack.pop()]
            callee = [e for e in callee if e[0] == "name"]
            stack.append(("int", "_len(%s, %s)" % (callee[0][1], __gar_as_seq__(value))))
        else:
            raise ValueError(op)
    return stack


def __gar_kind__(entry):
    tag, value = entry
    if tag == "const":
        return "seq" if type(value) in (str, tuple) else "int"
    return tag


def __gar_as_int__(entry):
    tag, value = entry
    if tag == "int" or tag == "const" and type(value) is int:
        return value if tag == "int" else repr(value)
    if tag == "name":
        return "_i(%s)" % value
    raise ValueError(tag)


def __gar_receiver__(entry):
    if entry[0] != "name":
        raise ValueError(entry[0])
    return entry[1]


def __gar_bound__(entry):
    return "None" if entry == ("const", None) else __gar_as_int__(entry)


def __gar_as_seq__(entry):
    tag, value = entry
    if tag == "seq":
        return value
    if tag == "const" and type(value) in (str, tuple):
        return str(len(value))
    if tag == "name":
        return "_n(%s)" % value
    raise ValueError(tag)


def __gar_cut__(op, stack):
    if op == "BINARY_SLICE":
        stop, start = __gar_bound__(stack.pop()), __gar_bound__(stack.pop())
        bounds = [start, stop]
    else:
        tag, bounds = stack.pop()
        if tag != "slice":
            raise ValueError(tag)
    return ("seq", "_sl(%s, %s)" % (__gar_as_seq__(stack.pop()), ", ".join(bounds)))


def __gar_size_source__(kind, opname, stack):
    \"\"\"The size expression of the site's work, from its operands (None: not charged).\"\"\"
    if kind == "slice":
        return __gar_cut__(opname, stack)[1]
    if kind in ("concat", "scan"):
        operands = stack[-2:] if kind == "concat" else stack[-1:]
        if kind == "concat" and [e[0] for e in operands] == ["name", "name"]:
            # a sum of two names: numbers, mostly, so sized without raising (``_cat``: 0
            # unless both are sequences), where ``result = result + row`` copies both
            return "_cat(%s, %s)" % (operands[0][1], operands[1][1])
        if not any(__gar_kind__(e) == "seq" for e in operands):
            return None  # not a sequence by its text
        return " + ".join(__gar_as_seq__(e) for e in operands)
    shifted = [e[1] for e in stack[-3:-1] if e[0] == "pop"]
    if shifted:  # xs.pop(i) moves every item after i
        return "_shift(%s, %s)" % (shifted[0], __gar_as_int__(stack[-1]))
    callee = [e for e in stack[-3:-1] if e[0] == "name"]
    if len(callee) != 1 or callee[0][1] not in ["_g(F, %r)" % n for n in __CONSUMERS__]:
        return None
    value = stack[-1]
    if value[0] == "name":
        return "_eat(%s, %s)" % (callee[0][1], value[1])
    return "(%s if _eater(%s) else 0)" % (__gar_as_seq__(value), callee[0][1])


def __gar_helpers__():
    import builtins as _gar_builtins
    import collections as _gar_collections
    # the builtins themselves: the program's module may rebind these names
    len, range, slice, type, any, int = (_gar_builtins.len, _gar_builtins.range,
                                         _gar_builtins.slice, _gar_builtins.type,
                                         _gar_builtins.any, _gar_builtins.int)
    str, bytes, bytearray = _gar_builtins.str, _gar_builtins.bytes, _gar_builtins.bytearray
    TypeError = _gar_builtins.TypeError
    sequences = (_gar_builtins.list, _gar_builtins.tuple, str, bytes, bytearray)
    whole = sequences + (_gar_builtins.set, _gar_builtins.frozenset, _gar_builtins.dict, range,
                         _gar_collections.deque)
    consumers = tuple(getattr(_gar_builtins, n) for n in __CONSUMERS__)

    def _g(frame, name):
        g = frame.f_globals
        return g[name] if name in g else frame.f_builtins[name]

    def _i(value):
        if type(value) is not int:
            raise TypeError
        return value

    def _n(value):
        if type(value) not in sequences:
            raise TypeError
        return len(value)

    def _cat(left, right):  # a concatenation of two sequences of one type: both copied
        kind = type(left)
        if kind is not type(right) or kind not in sequences:
            return -1  # not sequences: the site retires
        return len(left) + len(right)

    def _sl(n, start, stop, step=None):
        return len(range(*slice(start, stop, step).indices(n)))

    def _len(callee, n):
        if callee is not _gar_builtins.len:
            raise TypeError
        return n

    def _eater(callee):  # the builtin itself, not a name the program rebound
        return any(callee is c for c in consumers)

    def _shift(seq, index):  # items moved by list.pop(index)
        if type(seq) is not _gar_builtins.list or type(index) is not int:
            return 0
        return max(0, len(seq) - 1 - (index + len(seq) if index < 0 else index))

    def _eat(callee, value):
        if type(value) not in whole or not _eater(callee):
            return 0
        if callee is _gar_builtins.sorted and type(value) in sequences:
            return _comparisons(value)
        return len(value)

    def _comparisons(value):  # the comparisons the sort makes on these items (run untraced:
        count = 0             # inside the tracer's callback), never fewer than the items

        class _Key:
            __slots__ = ("v",)

            def __init__(self, v):
                self.v = v

            def __lt__(self, other):
                nonlocal count
                count += 1
                return self.v < other.v

        try:
            _gar_builtins.sorted(_gar_builtins.map(_Key, value))
        except Exception:
            return len(value)
        return max(len(value), count)

    return {"_g": _g, "_i": _i, "_n": _n, "_cat": _cat, "_sl": _sl, "_len": _len, "_eat": _eat,
            "_shift": _shift,
            "_eater": _eater,
            "__builtins__": {}}


__GAR_HELPERS__ = __gar_helpers__()


def __gar_copied__(frame, site):
    \"\"\"Items copied or read in C by the instruction at ``site`` now (0 where unknown).\"\"\"
    try:
        size = site[1](frame, frame.f_locals)
    except Exception:
        size = -1
    if size < 0 and len(site) > 2:
        return -1  # a retiring site: the tracer drops it from the code's sites
    return max(0, size)
'''.replace("__CONSUMERS__", repr(CONSUMERS))
