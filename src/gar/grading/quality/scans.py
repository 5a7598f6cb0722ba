"""Work done in C that the op count charges: scans of a sequence by one instruction.

The op count (:mod:`gar.grading.quality.dynamic`) counts Python bytecode instructions, so a
membership test on a list (``x in seen_list``), ``xs.count(x)``, ``xs.index(x)`` or
``out.insert(0, x)`` is one instruction however long the sequence: a loop around one of them
is quadratic work that counts as linear (the classic accidental O(n²): a list where a set was
meant, a rescan of the prefix per item). Each such instruction is charged one more op per
item of the sequence it scans, read at the moment it runs, so the count follows the work.

Which instructions, decided from the bytecode alone (per code object, cached):

* ``CONTAINS_OP`` whose right operand is a name (``x in ys``) or a slice of a name
  (``x in ys[:i]``, charged the whole of ``ys``: the slice is at most that long);
* a load of a *scanning* method (``count``, ``index``, ``find``, ``insert``, ``remove`` …,
  :data:`SCAN_METHODS`) on a name (``ys.count(x)``); one handed on as a callable
  (``sorted(set(ys), key=ys.index)``, where C calls it and no instruction runs per call) is
  charged as if called once per item of its sequence, the length squared.

Only builtin sequences are charged (list, tuple, str, bytes, bytearray, deque): a set's or a
dict's membership is O(1), and a user class's ``__contains__`` runs as bytecode already.
The charge is the sequence's length, a number the input fixes, so the count stays
deterministic. What this still cannot see: sequences built by an expression in place
(``x in xs[:i] + xs[i + 1:]``), and scans inside C functions given a sequence
(``sorted``, ``sum``: linear or n log n once, rarely the accidental quadratic).

:data:`SCAN_SOURCE` is program text: it runs in the op-count job's candidate process, in the
program's namespace (the sandbox cannot import this package). A code object that can hold no
site, a scan's or a copy's (none of the names or opcodes one needs: ``_SITE_NAMES``,
``_SITE_OPS``, an addition), is answered without ``dis``, whose import was ~2 ms of every
op-count job.
"""

from __future__ import annotations

import dis
import sys

from gar.grading.quality.copies import CONSUMERS, COPY_SOURCE

# Methods of builtin sequences whose cost grows with the receiver's length (a search, or a
# shift of every item after the position).
SCAN_METHODS = ("count", "index", "rindex", "find", "rfind", "insert", "remove")

# What a code object must load or execute to hold any site, a scan's or a copy's
# (gar.grading.quality.copies): the guard below answers "no site" without ``dis`` only where
# it has none of these, so its answer is always the one ``dis`` would give.
_SITE_NAMES = SCAN_METHODS + CONSUMERS + ("pop",)
_SITE_OPS = tuple(dis.opmap[n] for n in ("CONTAINS_OP", "BUILD_SLICE", "BINARY_SLICE")
                  if n in dis.opmap)

SCAN_SOURCE = '''

def __gar_scan_sites__(code, _cache={}):
    """{offset: (load opname, name)} of the instructions that scan a named sequence."""
    found = _cache.get(code)
    if found is not None:
        return found
    if not __gar_may_scan__(code):  # most code: no site, and no ``dis`` to import (~2 ms)
        _cache[code] = {}
        return _cache[code]
    import dis as _gar_dis
    found = {}
    try:
        instrs = list(_gar_dis.get_instructions(code))
    except Exception:
        instrs = []
    for k, ins in enumerate(instrs):
        name = None
        if ins.opname == "CONTAINS_OP":
            name = __gar_operand_name__(instrs, k)
        elif ins.opname in ("LOAD_METHOD", "LOAD_ATTR") and ins.argval in __METHODS__ and k:
            name = __gar_name_load__(instrs[k - 1], last=True)
            if name is not None and not __gar_called__(ins):  # handed on: a callable
                name = name + ("per item",)
        if name is None:  # a copy or a whole read in C (gar.grading.quality.copies)
            name = __gar_copy_site__(instrs, k)
        if name is not None:
            found[ins.offset] = name
    _cache[code] = found
    return found


def __gar_may_scan__(code):
    """Whether ``code`` can hold a site at all: a scanning method's, a consuming builtin's or
    ``pop``'s name among those it loads, or an opcode a site needs in its wordcode (a
    membership test, a slice, an addition: BINARY_OP with argument 0), whose numbers the
    grader's interpreter gave (only where this is the same one)."""
    import sys as _gar_sys
    if not set(code.co_names).isdisjoint(__SITE_NAMES__):
        return True
    if _gar_sys.hexversion != __HEXVERSION__:
        return True
    ops, args = code.co_code[::2], code.co_code[1::2]
    if any(op in ops for op in __SITE_OPS__):
        return True
    return any(op == __ADD_OP__ and arg == 0 for op, arg in zip(ops, args))


def __gar_called__(ins):
    """Whether a method load is a call's (``xs.count(x)``), not a bound method handed on
    (``key=xs.index``)."""
    import sys as _gar_sys
    if ins.opname == "LOAD_METHOD":
        return True
    return _gar_sys.version_info >= (3, 12) and bool(ins.arg & 1)


def __gar_name_load__(ins, last=False):
    if ins.opname in ("LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_DEREF", "LOAD_CLASSDEREF",
                      "LOAD_GLOBAL", "LOAD_NAME"):
        return (ins.opname, ins.argval)
    if ins.opname == "LOAD_FAST_LOAD_FAST" and last:  # 3.13: two locals in one
        return ("LOAD_FAST", ins.argval[1])
    return None


def __gar_operand_name__(instrs, k):
    """The sequence named by the right operand of the CONTAINS_OP at ``k``: a name, or a
    name sliced (``ys[:i]``); None for any other expression."""
    import dis as _gar_dis
    if k and instrs[k - 1].opname == "LOAD_FAST_LOAD_FAST":
        return __gar_name_load__(instrs[k - 1], last=True)
    depth, j = 0, k - 1
    while j >= 0:
        ins = instrs[j]
        try:
            depth += _gar_dis.stack_effect(ins.opcode, ins.arg if ins.opcode >= _gar_dis.HAVE_ARGUMENT else None)
        except (ValueError, TypeError):
            return None
        if depth >= 1:
            break
        j -= 1
    if j < 0 or depth != 1:
        return None
    expression = instrs[j:k]
    if len(expression) == 1:
        return __gar_name_load__(expression[0])
    sliced = expression[-1].opname == "BINARY_SLICE" or (
        expression[-1].opname == "BINARY_SUBSCR" and expression[-2].opname == "BUILD_SLICE")
    return __gar_name_load__(expression[0]) if sliced else None


def __gar_scanned__(frame, site):
    """How many items the scan at ``site`` may touch now: the named sequence's length."""
    import collections as _gar_collections
    if site[0] == "copy":
        return __gar_copied__(frame, site)
    how, name = site[:2]
    try:
        if how in ("LOAD_GLOBAL", "LOAD_NAME"):
            value = frame.f_globals.get(name)
        else:
            value = frame.f_locals.get(name)
    except Exception:
        return 0
    if not isinstance(value, (list, tuple, str, bytes, bytearray, _gar_collections.deque)):
        return 0
    return len(value) * len(value) if len(site) > 2 else len(value)
'''.replace("__METHODS__", repr(SCAN_METHODS)).replace(
    "__SITE_NAMES__", repr(_SITE_NAMES)).replace("__HEXVERSION__", str(sys.hexversion)).replace(
    "__SITE_OPS__", repr(_SITE_OPS)).replace("__ADD_OP__", str(dis.opmap["BINARY_OP"])) + COPY_SOURCE
