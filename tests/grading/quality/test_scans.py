"""The op count charges a scan done in C (``x in a_list``, ``xs.count(x)``, ``xs[:i]``
searched) by the items it may touch, so a loop around one is no longer counted as linear
work; O(1) lookups (sets, dicts) and scans of constants stay one instruction."""

from opcount_helpers import ITEMS, op_count

from gar.grading.quality import opcount

SET = ("def f(xs):\n    seen, out = set(), []\n    for x in xs:\n        if x not in seen:\n"
       "            seen.add(x)\n            out.append(x)\n    return out\n")
LIST = ("def f(xs):\n    out = []\n    for x in xs:\n        if x not in out:\n"
        "            out.append(x)\n    return out\n")
COUNT = ("def f(xs):\n    out = []\n    for x in xs:\n        if out.count(x) == 0:\n"
         "            out.append(x)\n    return out\n")
PREFIX = "def f(xs):\n    return [x for i, x in enumerate(xs) if x not in xs[:i]]\n"
TEXT = ("def f(s):\n    for i, ch in enumerate(s):\n        if s.count(ch) == 1:\n"
        "            return i\n    return -1\n")


def test_a_scan_of_a_list_in_a_loop_counts_its_items():
    linear = op_count(SET, ITEMS)
    for quadratic in (LIST, COUNT, PREFIX):
        # the list grows to 48 items: ~48 * 96 / 2 items scanned at least, beyond the set's
        assert op_count(quadratic, ITEMS) > linear + 2000, quadratic


def test_a_string_scanned_per_character_counts_its_length():
    text = "ab" * 48 + "c"  # the unique character is last: every count runs
    assert op_count(TEXT, text) > 96 * 96


def test_lookups_in_sets_and_constants_are_one_instruction():
    membership = "def f(xs):\n    return [x for x in xs if x in {1, 2, 3}]\n"
    constant = "def f(xs):\n    return [x for x in xs if x in (1, 2, 3)]\n"
    named_set = "def f(xs):\n    ok = set(xs)\n    return [x for x in xs if x in ok]\n"
    counts = {op_count(p, ITEMS) for p in (membership, constant, named_set)}
    # ~8 per item: no item of a scanned sequence charged (``set(xs)`` reads its 96 items
    # once, gar.grading.quality.copies)
    assert max(counts) < 900 + len(ITEMS)


def test_the_charged_count_is_deterministic():
    assert len({op_count(LIST, ITEMS) for _ in range(3)}) == 1


def test_a_scanning_method_handed_to_c_counts_a_scan_per_item():
    """``key=xs.index``: sorted calls it per item from C, where no instruction runs per
    call; it is charged as one scan of its sequence per item of it."""
    by_index = "def f(xs):\n    return sorted(set(xs), key=xs.index)\n"
    assert op_count(by_index, ITEMS) >= len(ITEMS) ** 2
    assert op_count(SET, ITEMS) < len(ITEMS) ** 2 // 4


def _sites(program: str) -> dict:
    """Every code object of ``program`` with its scan sites, read by the wrapper's own
    function (with its shortcut) and by ``dis`` (the shortcut bypassed)."""
    import types

    namespace: dict = {}
    exec(opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 10, "budget": 0, "exact": False, "floor": 0}, namespace)  # noqa: S102

    def codes(code: types.CodeType):
        yield code
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                yield from codes(const)

    out = {}
    shortcut = namespace["__gar_may_scan__"]
    for code in codes(compile(program, "solution.py", "exec")):
        namespace["__gar_may_scan__"] = shortcut
        with_shortcut = namespace["__gar_scan_sites__"](code, {})
        namespace["__gar_may_scan__"] = lambda code: True
        full = namespace["__gar_scan_sites__"](code, {})
        out[code.co_name] = (_comparable(with_shortcut), _comparable(full))
    return out


def _comparable(sites: dict) -> dict:
    """A copy site holds a size function compiled per reading: compared by its code."""
    return {offset: ("copy", site[1].__code__.co_code) if site[0] == "copy" else site
            for offset, site in sites.items()}


def test_code_that_can_hold_no_scan_is_answered_as_dis_would():
    """The shortcut (none of the names or opcodes a scan's or a copy's site needs: no
    ``dis``) gives the sites the full reading gives, for code with sites and without."""
    other = "def f(xs):\n    return sorted(set(xs), key=xs.index)[:2] + [len(xs)]\n"
    plain = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x * 2\n    return total\n"
    copies = ("def f(xs):\n    return [len(set(xs[:i + 1])) for i in range(len(xs))]\n",
              "def f(q):\n    while q:\n        q.pop(0)\n    return q\n",
              "def f(xs):\n    out = []\n    for x in xs:\n        out = out + [x]\n    return out\n")
    for program in (SET, LIST, COUNT, PREFIX, TEXT, other, plain, *copies):
        for name, (shortcut, full) in _sites(program).items():
            assert shortcut == full, (program, name)
    assert _sites(plain)["f"] == ({}, {}) and _sites(LIST)["f"][0]
    assert all(_sites(program)["f"][0] or _sites(program)["<listcomp>"][0] for program in copies)


def test_an_op_count_without_scans_does_not_import_dis(runner):
    """Measured by the sandboxed job's audit events: ``dis`` is imported only where some
    traced code can scan (its import was ~2 ms of every op-count job)."""
    from gar.execution import Call

    plain = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n"
    calls = (Call(([1, 2, 3],)),)
    counted = runner.call_many([opcount.opcount_job(plain, "f", calls, 10**6),
                                opcount.opcount_job(LIST, "f", calls, 10**6)])
    events = [set(result.outcomes[0].audit_events) for result in counted]
    assert "import:dis" not in events[0] and "import:dis" in events[1]
    assert counted[0].outcomes[0].value == [op_count(plain, [1, 2, 3]), False]
