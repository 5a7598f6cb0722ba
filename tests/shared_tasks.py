"""Small tasks that several test packages use (importable from every test: pytest puts
``tests/`` on ``sys.path`` for ``tests/conftest.py``)."""

from gar.records import FunctionTask


def has_dup_task(task_id: str) -> FunctionTask:
    """``has_dup(xs)``: True if the list holds a repeated item (three asserts)."""
    return FunctionTask(
        task_id=task_id,
        prompt='def has_dup(xs):\n    """True if the list xs holds a repeated item."""\n',
        entry_point="has_dup",
        test=(
            "def check(candidate):\n"
            "    assert candidate([1, 2, 3]) == False\n"
            "    assert candidate([1, 2, 1]) == True\n"
            "    assert candidate([5, 6, 7, 8, 5]) == True\n"
        ),
    )


# ``size_bytes(text)``: "<digits> <unit>" to bytes, units B to TB in powers of 1024. The check
# shows B, KB and MB only; three honest solutions written differently (a power of a list
# index, a table, a shift), for the token-edit and vouched-input tests.
SIZE_UNITS_TEST = '''def check(candidate):
    assert candidate("0 B") == 0
    assert candidate("512 B") == 512
    assert candidate("1 KB") == 1024
    assert candidate("3 KB") == 3072
    assert candidate("5 MB") == 5 * 1024 ** 2
'''
_POWERS = '''def size_bytes(text):
    number, unit = text.split(" ")
    return int(number) * 1024 ** ["B", "KB", "MB", "GB", "TB"].index(unit)
'''
_TABLE = '''UNITS = {"B": 1, "KB": 2 ** 10, "MB": 2 ** 20, "GB": 2 ** 30, "TB": 2 ** 40}


def size_bytes(text):
    number, _, unit = text.partition(" ")
    return int(number) * UNITS[unit]
'''
_SHIFT = '''def size_bytes(text):
    digits = text[:text.index(" ")]
    unit = text[text.index(" ") + 1:]
    return int(digits) << (10 * "BKMGT".index(unit[0]))
'''
SIZE_UNITS_HONEST = {"powers": _POWERS, "table": _TABLE, "shift": _SHIFT}
