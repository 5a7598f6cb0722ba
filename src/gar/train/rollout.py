"""Prompting, sampling groups of completions, and turning responses into rollouts.

The model sees the task's HumanEval prompt inside the chat template and is asked for the whole
function in a fenced block. The code of a response is its first fenced block (or what follows
an unterminated fence, when generation ran out of tokens), else the raw text. A response that
defines the task's entry point becomes a completion appended after the prompt (the prompt's
stub, a signature with only a docstring, is valid Python and is then redefined, while the
prompt's imports and helpers stay in scope); anything else is taken as the function body.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import torch

from gar.records import FunctionTask, Rollout

INSTRUCTION = (
    "Complete the following Python function. Reply with the complete function in one "
    "```python code block.\n\n```python\n{prompt}```"
)
NO_CODE = ""  # an empty answer: graded failed, reason_code "empty" (unusable_result)

_FENCE = re.compile(r"```[ \t]*(?:python|py|Python)?[ \t]*\n(.*?)(?:```|\Z)", re.DOTALL)


INSTRUCTION_WITH_TESTS = (
    "Complete the following Python function. Your code must pass these tests:\n\n"
    "```python\n{tests}\n```\n\nReply with the complete function in one ```python code "
    "block.\n\n```python\n{prompt}```"
)


def chat_prompt(task: FunctionTask, tokenizer: Any, show_tests: bool = False) -> str:
    """The task as a chat prompt (chat template, generation prompt appended). With
    ``show_tests`` the prompt also lists the task's literal test asserts (MBPP-style: for
    the hackable environment, whose ``test`` holds only the visible tests)."""
    content = INSTRUCTION.format(prompt=task.prompt)
    if show_tests:
        from gar.train.hackable import visible_asserts

        tests = "\n".join(visible_asserts(task, 1_000))
        content = INSTRUCTION_WITH_TESTS.format(tests=tests, prompt=task.prompt)
    messages = [{"role": "user", "content": content}]
    return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)


def extract_code(response: str) -> str:
    """The code of a response: its first fenced block, an unterminated fence's tail, or the
    raw text when there is no fence."""
    match = _FENCE.search(response)
    code = match.group(1) if match else response
    return code.rstrip() + "\n" if code.strip() else ""


def defines_function(code: str, name: str) -> bool:
    return re.search(rf"^def\s+{re.escape(name)}\s*\(", code, re.MULTILINE) is not None


def to_rollout(task: FunctionTask, response: str, rollout_id: str, index: int = 0) -> Rollout:
    """A rollout for ``response`` (module doc). An empty answer is a failing rollout, not an
    unscorable one: the model, not the infrastructure, produced nothing. It is kept blank so
    the grader decides it as every consumer does (:func:`gar.execution.unusable_result`)."""
    code = extract_code(response)
    if not code:
        completion = NO_CODE
    elif defines_function(code, task.entry_point):
        completion = "\n" + code
    else:
        completion = code
    return Rollout(
        task_id=task.task_id,
        rollout_id=rollout_id,
        completion=completion,
        trajectory=response,
        index=index,
        origin=f"train:{rollout_id}",
    )


@dataclass(frozen=True)
class SampledBatch:
    """One step's samples: row ``i`` answers ``tasks[i // group_size]``.

    ``prompt_ids``/``prompt_mask`` are left-padded; ``response_ids`` are right-padded and
    ``response_mask`` marks the response's tokens up to and including the end of turn.
    """

    tasks: list[FunctionTask]
    group_size: int
    prompt_ids: torch.Tensor
    prompt_mask: torch.Tensor
    response_ids: torch.Tensor
    response_mask: torch.Tensor
    responses: list[str]
    truncated: list[bool]

    def task_of(self, row: int) -> FunctionTask:
        return self.tasks[row // self.group_size]

    def rollouts(self, step: int) -> list[Rollout]:
        """One rollout per row, ids ``s<step>-<task>-<k>``."""
        made = []
        for row, response in enumerate(self.responses):
            task = self.task_of(row)
            rollout_id = f"s{step}-{task.task_id}-{row % self.group_size}"
            made.append(to_rollout(task, response, rollout_id, index=row))
        return made


def response_mask_for(response_ids: torch.Tensor, eos_id: int, pad_id: int) -> torch.Tensor:
    """1 for each token up to and including the first end of turn; 0 after it."""
    is_eos = response_ids == eos_id
    after_eos = (torch.cumsum(is_eos.long(), dim=1) - is_eos.long()) > 0
    mask = ~after_eos
    if pad_id != eos_id:
        mask &= response_ids != pad_id
    return mask.long()


@torch.no_grad()
def sample_groups(
    model: Any,
    tokenizer: Any,
    tasks: list[FunctionTask],
    group_size: int,
    *,
    max_new_tokens: int,
    temperature: float = 1.0,
    top_p: float = 1.0,
    seed: int = 0,
    show_tests: bool = False,
) -> SampledBatch:
    """Sample ``group_size`` responses per task in one batched ``generate`` call."""
    prompts = [chat_prompt(task, tokenizer, show_tests) for task in tasks
               for _ in range(group_size)]
    encoded = tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False)
    encoded = {key: value.to(model.device) for key, value in encoded.items()}
    torch.manual_seed(seed)
    was_training = model.training
    model.eval()
    try:
        output = model.generate(
            input_ids=encoded["input_ids"],
            attention_mask=encoded["attention_mask"],
            do_sample=temperature > 0,
            temperature=temperature if temperature > 0 else None,
            top_p=top_p if temperature > 0 else None,
            top_k=None,
            max_new_tokens=max_new_tokens,
            eos_token_id=tokenizer.eos_token_id,
            pad_token_id=tokenizer.pad_token_id,
        )
    finally:
        model.train(was_training)
    width = encoded["input_ids"].shape[1]
    response_ids = output[:, width:]
    mask = response_mask_for(response_ids, tokenizer.eos_token_id, tokenizer.pad_token_id)
    ended = ((response_ids == tokenizer.eos_token_id) & mask.bool()).any(dim=1)
    texts = tokenizer.batch_decode(
        response_ids * mask + tokenizer.pad_token_id * (1 - mask), skip_special_tokens=True
    )
    return SampledBatch(
        tasks=list(tasks),
        group_size=group_size,
        prompt_ids=encoded["input_ids"],
        prompt_mask=encoded["attention_mask"],
        response_ids=response_ids,
        response_mask=mask,
        responses=texts,
        truncated=[not bool(flag) for flag in ended.tolist()],
    )
