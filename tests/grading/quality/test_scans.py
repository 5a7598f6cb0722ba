"""The op count charges a scan done in C (``x in a_list``, ``xs.count(x)``, ``xs[:i]``
searched) by the items it may touch, so a loop around one is no longer counted as linear
work; O(1) lookups (sets, dicts) and scans of constants stay one instruction."""

from gar.grading.quality import opcount

ITEMS = list(range(48)) * 2  # 96 items, each twice


def op_count(program: str, *args: object) -> int:
    namespace: dict = {}
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 10**7, "budget": 0}
    exec(program + wrapper, namespace)  # noqa: S102 - our own test programs
    count, capped = namespace[opcount.OPCOUNT_ENTRY](*args)
    assert not capped
    return count


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
