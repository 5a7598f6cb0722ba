"""The op count of a test program, read by the wrapper the op-count job appends (shared by
the tests of scans and copies)."""

from gar.grading.quality import opcount

ITEMS = list(range(48)) * 2  # 96 items, each twice


def op_count(program: str, *args: object) -> int:
    namespace: dict = {}
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 10**7, "budget": 0, "exact": False, "floor": 0}
    exec(program + wrapper, namespace)  # noqa: S102 - our own test programs
    count, capped = namespace[opcount.OPCOUNT_ENTRY](*args)
    assert not capped
    return count
