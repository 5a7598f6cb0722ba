"""Where a hidden test's expected output comes from: the task's reference, or a consensus.

* ``reference`` — the task's ``canonical_solution`` is run (sandboxed, through the runner,
  never in this process) twice on every input; an input is kept only where both runs answer
  the same value, so a reference that is not deterministic cannot write a flaky test.
* ``consensus`` — no reference: the passing solutions given by the user (rollouts that pass
  the task's own tests) are reduced to behaviourally distinct programs (clones, renamed or
  recommented, count once: :func:`gar.grading.behaviour.program_fingerprint`); an input is
  kept only where at least :data:`MIN_SOLUTIONS` of them answer and all that answer agree
  (:attr:`gar.consensus.Consensus.strong`), and every one of them answered.

The inputs are the grader's own (:func:`gar.grading.inputs.fresh_inputs`): mutations of the
calls the visible tests made, Hypothesis draws and boundary values, all inside the inferred
preconditions; ``edge`` inputs (outside the inferred domain) are never used, since the task
may not define an answer there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gar.augment.suite import literal, same
from gar.consensus import Vote, consensus
from gar.execution import Call, CallJob, CheckJob, Runner
from gar.grading.inputs import fresh_inputs, observed_inputs
from gar.grading.probing import call_resuming
from gar.grading.visible import visible_calls
from gar.grading.voters import program_fingerprint
from gar.records import ExecutionResult, FunctionTask

MIN_SOLUTIONS = 3
INPUTS = 32  # the generator's ``limit``: mutations, plus Hypothesis draws and boundaries


@dataclass(frozen=True)
class Expected:
    """Inputs with their expected outputs, and the programs that define them: ``anchor`` is
    mutated to measure the suite; ``validators`` must all pass the augmented tests."""

    oracle: str  # "reference" or "consensus"
    cases: tuple[tuple[tuple[Any, ...], Any], ...]
    anchor: str
    validators: tuple[str, ...]
    call_timeout_s: float
    note: str = ""


def reference_program(task: FunctionTask) -> str | None:
    if task.canonical_solution is None:
        return None
    return task.prompt + task.canonical_solution


def expected_outputs(task: FunctionTask, runner: Runner, solutions: Sequence[str] = (),
                     inputs: int = INPUTS, timeout_s: float = 10.0) -> Expected | str:
    """The oracle's cases for ``task``, or a sentence saying why there are none."""
    reference = reference_program(task)
    programs = [reference] if reference is not None else list(solutions)
    if not programs:
        return "no reference and no solutions given"
    results = runner.check_many([CheckJob(task, p, timeout_s=timeout_s) for p in programs])
    passing = [(p, r) for p, r in zip(programs, results, strict=True) if r.passed]
    if reference is not None and not passing:
        return f"the reference fails the task's own tests ({results[0].reason_code or 'failed'})"
    if reference is None:
        passing = _distinct(passing)
        if len(passing) < MIN_SOLUTIONS:
            return (f"{len(passing)} behaviourally distinct passing solution(s): the consensus "
                    f"oracle needs {MIN_SOLUTIONS}")
    calls = _inputs(task, [r for _, r in passing], inputs)
    if not calls:
        return "the input generator found no input inside the inferred preconditions"
    anchors = [p for p, _ in passing]
    runs = anchors * 2 if reference is not None else anchors  # the reference twice: determinism
    jobs = [CallJob(p, task.entry_point, tuple(Call(c, {}) for c in calls), timeout_s=timeout_s)
            for p in runs]
    replies = call_resuming(runner, jobs)
    answers = [[*r.outcomes, *[None] * len(calls)][:len(calls)] if not r.load_error
               else [None] * len(calls) for r in replies]
    cases = tuple(case for i, args in enumerate(calls)
                  if (case := _agreed(args, [a[i] for a in answers], len(runs))) is not None)
    cpu = max((o.cpu_time_s for a in answers for o in a if o is not None), default=0.0)
    oracle = "reference" if reference is not None else "consensus"
    return Expected(oracle, cases, anchors[0], tuple(anchors),
                    call_timeout_s=min(timeout_s, max(0.5, 20 * cpu)))


def _distinct(passing: list[tuple[str, ExecutionResult]]) -> list[tuple[str, ExecutionResult]]:
    seen: set[str] = set()
    kept = []
    for program, result in passing:
        fingerprint = program_fingerprint(program)
        if fingerprint not in seen:
            seen.add(fingerprint)
            kept.append((program, result))
    return kept


def _inputs(task: FunctionTask, results: Sequence[ExecutionResult], limit: int
            ) -> list[tuple[Any, ...]]:
    visible = visible_calls(task)
    observed = observed_inputs(visible, results)
    derived = fresh_inputs(task, visible, observed, limit)
    return [tuple(d.call.args) for d in derived if d.kind != "edge" and not d.call.kwargs]


def _agreed(args: tuple[Any, ...], outcomes: Sequence[Any], needed: int
            ) -> tuple[tuple[Any, ...], Any] | None:
    """The expected value when every run answered (``ok``) and they all agree."""
    if any(o is None or o.status != "ok" for o in outcomes) or len(outcomes) < needed:
        return None
    if len(outcomes) >= MIN_SOLUTIONS:  # consensus (the reference runs twice: 2 outcomes)
        agreed = consensus([Vote(o.value) for o in outcomes], same)
        if agreed is None or not agreed.strong:
            return None
    elif not all(same(o.value, outcomes[0].value) for o in outcomes):
        return None
    value = outcomes[0].value
    if literal(value) is None or any(literal(a) is None for a in args):
        return None
    return args, value


def replace_test(task: FunctionTask, test: str) -> FunctionTask:
    return dataclasses.replace(task, test=test)
