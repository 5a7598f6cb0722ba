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
