"""Visible-call extraction from check() and derivation of fresh inputs."""

from __future__ import annotations

import string

from gar.datasets import humaneval_tasks
from gar.grading.inputs import derive_inputs
from gar.grading.visible import visible_calls
from gar.records import FunctionTask

TEST = '''
METADATA = {}

def check(candidate):
    assert candidate([1, 2, 3], 2) == [2, 3]
    assert abs(candidate([0.5], 1) - 0.25) < 1e-6
    assert candidate([], 0)
    assert not candidate([4], 1)
    assert candidate([7], 3) is None
    assert [9] == candidate([9], 9)
    for i in range(3):
        assert candidate([i], i) == [i]
    assert candidate(list(range(3)), 1) == [1]
'''


def _task(test: str = TEST, task_id: str = "t/1") -> FunctionTask:
    return FunctionTask(task_id=task_id, prompt="def f(xs, k):\n", entry_point="f", test=test)


def test_extracts_literal_asserts_with_their_comparison() -> None:
    calls = visible_calls(_task())
    shapes = [(v.call.args, v.expected, v.compare) for v in calls]
    assert shapes == [
        (([1, 2, 3], 2), [2, 3], "eq"),
        (([0.5], 1), 0.25, "approx"),
        (([], 0), True, "truthy"),
        (([4], 1), False, "falsy"),
        (([7], 3), None, "eq"),
        (([9], 9), [9], "eq"),
    ]
    assert calls[1].tolerance == 1e-6
    assert calls[0].line == 5  # the assert's line in the task's test source


def test_loops_and_computed_arguments_are_left_out() -> None:
    keys = [v.call.args for v in visible_calls(_task())]
    assert ([0], 0) not in keys and ([0, 1, 2], 1) not in keys


def test_no_check_function_or_bad_source_gives_nothing() -> None:
    assert visible_calls(_task("def other(c):\n    assert c(1) == 1\n")) == ()
    assert visible_calls(_task("def check(:")) == ()


def test_humaneval_tasks_mostly_yield_visible_calls() -> None:
    tasks = humaneval_tasks()
    with_calls = sum(1 for t in tasks.values() if visible_calls(t))
    assert with_calls >= 150


def test_derivation_is_deterministic_and_fresh() -> None:
    task = humaneval_tasks()["HumanEval/0"]
    visible = visible_calls(task)
    first, second = derive_inputs(task, visible), derive_inputs(task, visible)
    assert first == second and 0 < len(first) <= 32
    visible_keys = {repr(v.call.args) for v in visible}
    assert not visible_keys & {repr(d.call.args) for d in first}
    assert len({d.key for d in first}) == len(first)


def test_derivation_preserves_types_and_arity() -> None:
    task = humaneval_tasks()["HumanEval/0"]  # (list[float], float) -> bool
    for item in derive_inputs(task, visible_calls(task)):
        numbers, threshold = item.call.args
        assert isinstance(numbers, list) and isinstance(threshold, float)
        assert all(isinstance(x, float) for x in numbers)


def test_non_negative_domain_is_respected_outside_edge_inputs() -> None:
    task = humaneval_tasks()["HumanEval/55"]  # fib(n), n >= 1 in the visible tests
    derived = derive_inputs(task, visible_calls(task))
    kinds = {d.kind for d in derived}
    assert {"near", "scaled"} <= kinds
    for item in derived:
        if item.kind != "edge":
            assert item.call.args[0] >= 1
    assert any(d.kind == "edge" and d.call.args[0] <= 0 for d in derived)


def test_sorted_and_string_domains() -> None:
    test = ("def check(candidate):\n    assert candidate([1, 2, 5]) == 8\n"
            "    assert candidate([0, 3, 3, 9]) == 15\n    assert candidate('ab') == 1\n")
    task = _task(test)
    derived = derive_inputs(task, visible_calls(task))
    lists = [d.call.args[0] for d in derived if isinstance(d.call.args[0], list)]
    assert lists and all(v == sorted(v) for v in lists if len(v) >= 2)
    strings = [d.call.args[0] for d in derived if isinstance(d.call.args[0], str) and
               d.kind != "edge"]
    # Lowercase letters seen: drawn from the lowercase class (gar.grading.alphabet), never
    # from a class the tests do not show (capitals, digits).
    assert strings and all(set(s) <= set(string.ascii_lowercase) for s in strings)


def test_joint_scaling_keeps_relations_between_arguments() -> None:
    test = "def check(candidate):\n    assert candidate(3, 4, 5) == 6.0\n"
    derived = derive_inputs(_task(test), visible_calls(_task(test)))
    assert any(d.call.args == (6, 8, 10) and d.kind == "scaled" for d in derived)


def test_arithmetic_traits_of_the_visible_integers_are_kept() -> None:
    task = humaneval_tasks()["HumanEval/59"]  # largest_prime_factor: n is not a prime
    visible = visible_calls(task)
    for item in derive_inputs(task, visible):
        n = item.call.args[0]
        if item.kind != "edge":
            assert any(n % k == 0 for k in range(2, int(n ** 0.5) + 1)), n


def test_long_inputs_alike_for_thousands_of_characters_keep_their_own_keys() -> None:
    from gar.grading.inputs import input_key

    a, b = [7.5] * 1200 + [1.0], [7.5] * 1199 + [1.0]  # their reprs share 5000 characters
    assert input_key((a,)) != input_key((b,)) and input_key((a,)) == input_key((list(a),))
    assert len(input_key((a,))) < 200


def test_new_inputs_keep_each_in_domain_input_once_and_read_its_novelty() -> None:
    from gar.grading.inputs import NewInputs, input_key
    from gar.grading.preconditions import infer_preconditions

    prompt = 'def f(s: str, n: int) -> str:\n    """Repeat s n times, 0 <= n <= 10."""\n'
    pre = infer_preconditions(prompt, "f", [("ab", 1), ("ba", 2), ("aab", 3)])
    assert pre is not None
    new = NewInputs.beside(pre, seen={input_key(("b", 1))})
    assert new.derive(("ab", 1), "near", "x") is None  # observed
    assert new.derive(("b", 1), "near", "x") is None  # an earlier generator's
    assert new.derive(("ab", 11), "near", "x") is None  # past the stated top
    assert new.derive(("ba", 5), "near", "x") is None  # n never exceeds len(s) when observed
    made = new.derive(("bab", 2), "near", "mine")
    assert made is not None and made.origin == "mine" and made.kind == "near"
    assert not made.novel  # letters the visible texts hold
    assert new.derive(("bab", 2), "near", "mine") is None  # made once
    odd = new.derive(("zz", 2), "near", "mine")
    assert odd is not None and odd.novel  # a letter no visible text holds
    stated = new.take(("zq", 2), "near", "mine")
    assert stated is not None and not stated.novel  # take: the generator says
