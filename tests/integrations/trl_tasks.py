"""Two tiny tasks whose outcome is the parity of digits appended after ``return 1`` /
``return 2``: any digit-string completion passes or fails, so groups are mixed."""

from gar.records import FunctionTask

ODD = FunctionTask("odd", "def f():\n    return 1", "f",
                   "def check(candidate):\n    assert candidate() % 2 == 1\n")
EVEN = FunctionTask("even", "def g():\n    return 2", "g",
                    "def check(candidate):\n    assert candidate() % 2 == 0\n")
TASKS = {"odd": ODD, "even": EVEN}
