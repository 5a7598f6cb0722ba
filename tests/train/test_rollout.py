"""Code extraction and rollout building (no model needed)."""

import torch

from gar.execution import unusable_result
from gar.records import FunctionTask, Status, program_source
from gar.train.rollout import NO_CODE, extract_code, response_mask_for, to_rollout

TASK = FunctionTask(
    task_id="Easy/0",
    prompt='from typing import List\n\n\ndef add(a, b):\n    """Return a + b."""\n',
    entry_point="add",
    test="def check(candidate):\n    assert candidate(1, 2) == 3\n",
)


def test_extracts_the_first_fenced_block():
    response = "Sure:\n```python\ndef add(a, b):\n    return a + b\n```\nUsage:\n```python\nadd()\n```"
    assert extract_code(response) == "def add(a, b):\n    return a + b\n"


def test_extracts_an_unterminated_fence_when_generation_was_cut():
    assert extract_code("```python\ndef add(a, b):\n    return a +") == (
        "def add(a, b):\n    return a +\n")


def test_extracts_a_bare_fence_and_raw_text():
    assert extract_code("```\nx = 1\n```") == "x = 1\n"
    assert extract_code("    return a + b") == "    return a + b\n"
    assert extract_code("   \n") == ""


def test_a_full_function_is_appended_after_the_prompt_and_keeps_its_imports():
    rollout = to_rollout(TASK, "```python\ndef add(a, b):\n    return a + b\n```", "r0")
    program = program_source(TASK, rollout)
    namespace: dict = {}
    exec(program, namespace)  # noqa: S102 - trusted test code
    assert namespace["add"](2, 3) == 5
    assert "List" in namespace
    assert rollout.trajectory.startswith("```python")


def test_a_body_only_answer_becomes_the_completion():
    rollout = to_rollout(TASK, "    return a + b\n", "r1")
    namespace: dict = {}
    exec(program_source(TASK, rollout), namespace)  # noqa: S102 - trusted test code
    assert namespace["add"](1, 1) == 2


def test_an_empty_answer_is_a_failing_program_not_a_problem():
    rollout = to_rollout(TASK, "", "r2")
    assert rollout.problem is None
    assert rollout.completion == NO_CODE
    verdict = unusable_result(TASK, rollout)
    assert verdict is not None and verdict.status is Status.FAILED
    assert verdict.reason_code == "empty"
    namespace: dict = {}  # the hidden tests still get a program that loads (and fails)
    exec(program_source(TASK, rollout), namespace)  # noqa: S102 - trusted test code
    assert namespace["add"](1, 2) is None


def test_response_mask_keeps_tokens_up_to_and_including_the_first_end_of_turn():
    eos, pad = 2, 0
    ids = torch.tensor([[5, 6, 2, 0, 0], [5, 2, 7, 2, 0], [5, 6, 7, 8, 9]])
    mask = response_mask_for(ids, eos, pad)
    assert mask.tolist() == [[1, 1, 1, 0, 0], [1, 1, 0, 0, 0], [1, 1, 1, 1, 1]]
