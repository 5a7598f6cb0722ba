"""The quality stage's scaled-up inputs grow a call's int together with its sequences, so
a search over a large sequence for a grown target runs to its end (no early hit)."""

import itertools

from gar.grading.quality.probe_inputs import inputs_for
from gar.grading.visible import visible_calls
from gar.records import FunctionTask

TASK = FunctionTask(
    task_id="q/has-difference",
    prompt=('def has_difference(xs, d):\n    """True if two items of xs differ by exactly d '
            '(d >= 0)."""\n'),
    entry_point="has_difference",
    test=("def check(candidate):\n"
          "    assert candidate([1, 5, 3], 2) == True\n"
          "    assert candidate([1, 2], 0) == False\n"),
)


def scaled_args() -> list[tuple]:
    probe = inputs_for(TASK, visible_calls(TASK))
    return [call.args for call in probe.scaled.values()]


def test_an_int_is_grown_together_with_the_sequence_beside_it():
    args = scaled_args()
    together = [a for a in args if len(a[0]) >= 90 and a[1] == 2 * 100 + 7]
    assert together, args  # ([1, 5, 3] * 32, 207): no two items differ by 207
    # the int grown over the three visible items alone measures nothing more
    assert ([1, 5, 3], 207) not in args


def test_a_call_without_an_int_keeps_its_sequence_variants():
    task = FunctionTask(task_id="q/dedupe", prompt='def dedupe(xs):\n    """Drop repeats."""\n',
                        entry_point="dedupe",
                        test="def check(candidate):\n    assert candidate([3, 1, 3]) == [3, 1]\n")
    args = [c.args for c in inputs_for(task, visible_calls(task)).scaled.values()]
    assert ([3, 1, 3] * 32,) in args


def test_a_list_of_strings_is_also_grown_with_ever_longer_strings():
    """The strings' analogue of the ascending numbers: the largest item comes last, so a
    loop that stops at the longest word runs to the end."""
    task = FunctionTask(task_id="q/longest", prompt='def longest(ws):\n    """Longest."""\n',
                        entry_point="longest",
                        test='def check(candidate):\n    assert candidate(["a", "abc", "ab"]) == "abc"\n')
    args = [c.args[0] for c in inputs_for(task, visible_calls(task)).scaled.values()]
    ascending = [a for a in args if a[:4] == ["a", "abc", "ab", "abca"]]
    assert ascending, args
    tail = ascending[0][3:]
    assert all(len(b) == len(a) + 1 and b > a for a, b in itertools.pairwise(tail))
    assert max(ascending[0], key=len) == ascending[0][-1] and len(ascending[0]) >= 90


def test_two_sequences_are_grown_together():
    """Each grown alone beside the other's three visible items, ``x in b`` for every ``x``
    of ``a`` scans a short list: the quadratic work shows only with both large."""
    task = FunctionTask(task_id="q/common", prompt='def common(a, b):\n    """a ∩ b."""\n',
                        entry_point="common",
                        test="def check(candidate):\n    assert candidate([1, 2, 3, 4], [4, 2, 9]) == [2, 4]\n")
    args = [c.args for c in inputs_for(task, visible_calls(task)).scaled.values()]
    assert any(len(a) >= 90 and len(b) >= 90 for a, b in args), args


GRAPH = FunctionTask(
    task_id="q/sinks",
    prompt=('def sinks(graph):\n    """The names of the directed graph graph (a dict of each name '
            'to the list of names its edges point to, each a key) with no edge out."""\n'),
    entry_point="sinks",
    test=("def check(candidate):\n"
          "    assert candidate({'a': ['b'], 'b': ['c'], 'c': []}) == ['c']\n"
          "    assert candidate({}) == []\n"
          "    assert candidate({'p': ['q', 'r'], 'q': ['r'], 'r': []}) == ['r']\n"),
)


def test_a_graph_argument_is_grown_inside_its_shape():
    """No derived input mutates a dict, so without this the scaled inputs were empty: a
    per-name rescan of every edge list tied one pass, and a sort of the caller's lists
    (sorted in the tests) never showed."""
    args = [c.args[0] for c in inputs_for(GRAPH, visible_calls(GRAPH)).scaled.values()]
    graphs = [a for a in args if isinstance(a, dict) and len(a) >= 90]
    assert graphs, args
    graph = graphs[0]
    assert all(t in graph for targets in graph.values() for t in targets)
    assert any(list(t) != sorted(t) for t in graph.values())  # drawn orders


def test_int_keyed_dicts_grow_and_mixed_keys_do_not():
    def grown(literal: str) -> list[dict]:
        task = FunctionTask(task_id="q/total", prompt='def total(d):\n    """Sum of values."""\n',
                            entry_point="total",
                            test=f"def check(candidate):\n    assert candidate({literal}) == 5\n")
        return [c.args[0] for c in inputs_for(task, visible_calls(task)).scaled.values()
                if isinstance(c.args[0], dict) and len(c.args[0]) >= 90]

    assert grown("{1: 2, 5: 3}")
    assert not grown("{1: 2, 'a': 3}")


def test_a_grown_graph_lists_its_fresh_names_too():
    """Where the position is a graph (every listed name a key, beyond chance), the fresh
    names list names drawn from all the keys: in-degrees, reachability and cycles reach
    the grown part, not only the visible names."""
    task = FunctionTask(
        task_id="q/sinks2", prompt='def sinks(graph):\n    """Names with no edge out."""\n',
        entry_point="sinks",
        test=("def check(candidate):\n"
              "    assert candidate({'a': ['b', 'c'], 'b': ['c'], 'c': [], 'd': ['a', 'c']}) == ['c']\n"
              "    assert candidate({'p': ['q', 'r'], 'q': ['r'], 'r': ['p']}) == []\n"))
    args = [c.args[0] for c in inputs_for(task, visible_calls(task)).scaled.values()]
    graph = next(a for a in args if isinstance(a, dict) and len(a) >= 90)
    listed = {t for targets in graph.values() for t in targets}
    assert listed <= set(graph) and len(listed - set("abcdpqr")) > 20
