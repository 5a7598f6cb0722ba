"""The op count charges work done in C by one instruction on a whole sequence: a slice's
copy, a concatenation's, and a builtin's read of every item (``set(xs)``, ``sum(xs)``), by
the size re-evaluated from pure operands (``gar.grading.quality.copies``). A loop around one
is quadratic work, counted as such; a sliding window stays linear."""

from opcount_helpers import ITEMS, op_count

RUNNING_SET = ("def f(xs):\n    seen, out = set(), []\n    for x in xs:\n        seen.add(x)\n"
               "        out.append(len(seen))\n    return out\n")
PREFIX_SETS = "def f(xs):\n    return [len(set(xs[:i + 1])) for i in range(len(xs))]\n"
REST_SCAN = ("def f(xs):\n    for i, x in enumerate(xs):\n"
             "        if x + 1000 in xs[:i] + xs[i + 1:]:\n            return True\n"
             "    return False\n")
REBUILT = "def f(xs):\n    out = []\n    for x in xs:\n        out = out + [x]\n    return out\n"
WINDOW = "def f(xs):\n    return sum(1 for i in range(len(xs)) if xs[i:i + 3] == [1, 2, 3])\n"


def test_a_new_set_of_every_prefix_counts_as_quadratic():
    """Fewer instructions than the running set, but ~n²/2 items copied and read in C."""
    n = len(ITEMS)
    assert op_count(PREFIX_SETS, ITEMS) > op_count(RUNNING_SET, ITEMS) + n * n // 2


def test_a_sequence_built_in_place_and_scanned_counts_its_items():
    """``x in xs[:i] + xs[i + 1:]``: two slices, their concatenation and the scan."""
    n = len(ITEMS)
    assert op_count(REST_SCAN, ITEMS) > 2 * n * n


def test_a_list_rebuilt_per_item_counts_as_quadratic():
    assert op_count(REBUILT, ITEMS) > len(ITEMS) ** 2 // 2


def test_a_sliding_window_stays_linear():
    small, large = (op_count(WINDOW, ITEMS * k) for k in (1, 4))
    assert large < 4.2 * small  # each slice is charged its 3 items, not the list's


def test_a_whole_read_in_c_counts_its_items_once():
    """``len(set(xs))`` reads 96 items in C: charged 96, not one instruction."""
    program = "def f(xs):\n    return len(set(xs)) < len(xs)\n"
    assert len(ITEMS) <= op_count(program, ITEMS) < len(ITEMS) + 30


def test_only_builtins_and_pure_operands_are_charged():
    """A user's ``sum`` runs as bytecode already; an operand that would need a call or an
    attribute to evaluate is not evaluated again (it charges nothing)."""
    shadowed = "def sum(xs):\n    return 0\n\n\ndef f(xs):\n    return sum(xs)\n"
    attribute = ("class Box:\n    def __init__(self, xs):\n        self.xs = xs\n\n\n"
                 "def f(xs):\n    return sorted(Box(xs).xs)\n")
    assert op_count(shadowed, ITEMS) < 20
    assert op_count(attribute, ITEMS) < 60


def test_the_charged_count_is_deterministic():
    assert len({op_count(PREFIX_SETS, ITEMS) for _ in range(3)}) == 1


def test_popping_the_front_of_a_list_counts_the_items_it_moves():
    """``q.pop(0)`` moves every other item (a deque's ``popleft`` would not); ``q.pop()``
    and ``q.pop(-1)`` move none."""
    front = "def f(xs):\n    q, out = list(xs), 0\n    while q:\n        out += q.pop(0)\n    return out\n"
    back = "def f(xs):\n    q, out = list(xs), 0\n    while q:\n        out += q.pop()\n    return out\n"
    last = back.replace("q.pop()", "q.pop(-1)")
    n = len(ITEMS)
    assert op_count(front, ITEMS) > op_count(back, ITEMS) + n * (n - 1) // 2 - 1
    assert op_count(last, ITEMS) < op_count(back, ITEMS) + 2 * n  # one instruction more each



def test_two_named_lists_concatenated_count_both():
    """``result = result + row``: both operands are plain names, so their text says nothing
    of their type; at run time both are lists and the copy is charged (quadratic in the
    rows), where a sum of two numbers is charged nothing."""
    rows = "def f(xs):\n    out = []\n    for x in xs:\n        row = [x]\n        out = out + row\n    return out\n"
    numbers = "def f(xs):\n    t = 0\n    for x in xs:\n        t = t + x\n    return t\n"
    n = len(ITEMS)
    assert op_count(rows, ITEMS) > n * n // 2
    assert op_count(numbers, ITEMS) < 10 * n


def test_a_sort_is_charged_the_comparisons_it_makes():
    """``sorted(xs)`` on shuffled items makes ~n log n comparisons, on ascending ones ~n:
    charged so, where ``max(xs)`` is charged its n items."""
    program = "def f(xs):\n    return sorted(xs)[-1]\n"
    shuffled = [(k * 37) % 96 for k in range(96)]
    assert op_count(program, shuffled) > 4 * 96
    assert op_count(program, list(range(96))) < 96 + 30
