"""The test-generation stage: hidden tests that make a function task's verifier stronger than
its visible tests (``gar tests augment``; docs/augment.md).

Per function task, top to bottom:

1. **Expected outputs** (:mod:`gar.augment.oracle`): the grader's in-domain inputs, answered
   by the task's reference run in the sandbox, or — without a reference — by the agreement
   of at least three behaviourally distinct passing solutions (the task is marked so).
2. **Mutants** of that reference (:mod:`gar.augment.mutants`), run in the sandbox against the
   task's own tests: the ones those tests kill, and the survivors.
3. **Selection**: each generated test is run against every survivor (the fast call executor);
   tests are kept greedily, each one killing the most survivors that no kept test kills yet,
   until none adds a kill or ``max_tests`` are kept (EvalPlus's set-cover reduction). A test
   that kills no surviving mutant is not kept.
4. **Validation and measurement**: the augmented task is run against the reference (or every
   agreeing solution) and against every survivor, in the sandbox. If a validator fails the
   augmented tests, they are dropped and the task is left as it was. The mutation score
   before is the share of mutants the task's own tests kill; after, the share the augmented
   tests kill — both measured by running the tests, never inferred.

Repository tasks, and function tasks nothing could be generated for, are passed through
unchanged with the reason in their ``gar_augment`` note.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gar.augment.mutants import MAX_MUTANTS, Mutant, mutants
from gar.augment.oracle import INPUTS, Expected, expected_outputs, replace_test
from gar.augment.suite import check_parameter, hidden_assert, same, with_hidden_tests
from gar.execution import Call, CallJob, CheckJob, Runner
from gar.grading.probing import call_resuming
from gar.records import FunctionTask, Task

__all__ = ["AugmentConfig", "TaskAugment", "augment_task", "augment_tasks", "summarise"]

MAX_TESTS = 16


@dataclass(frozen=True)
class AugmentConfig:
    max_mutants: int = MAX_MUTANTS
    max_tests: int = MAX_TESTS
    inputs: int = INPUTS
    timeout_s: float = 10.0


@dataclass(frozen=True)
class TaskAugment:
    """One task's outcome. ``test`` is the augmented ``check`` source (None: unchanged)."""

    task_id: str
    test: str | None = None
    oracle: str = ""
    generated: int = 0  # in-domain inputs with an expected output
    kept: int = 0  # hidden tests written
    mutants: int = 0
    killed_before: int = 0
    killed_after: int = 0
    solutions: int = 0  # distinct agreeing solutions (consensus oracle)
    note: str = ""

    def metadata(self) -> dict[str, Any]:
        """The ``gar_augment`` field written into the task record."""
        data: dict[str, Any] = {
            "oracle": self.oracle or None, "hidden_tests": self.kept, "generated": self.generated,
            "mutants": self.mutants, "killed_before": self.killed_before,
            "killed_after": self.killed_after}
        if self.solutions:
            data["solutions"] = self.solutions
        if self.note:
            data["note"] = self.note
        return data


def augment_tasks(tasks: Mapping[str, Task], runner: Runner,
                  solutions: Mapping[str, Sequence[str]] | None = None,
                  config: AugmentConfig | None = None,
                  progress: Callable[[int], None] | None = None) -> list[TaskAugment]:
    """:func:`augment_task` for every task, in order (``solutions``: programs by task id)."""
    config = config or AugmentConfig()
    out = []
    for task in tasks.values():
        if isinstance(task, FunctionTask):
            out.append(augment_task(task, runner, (solutions or {}).get(task.task_id, ()),
                                    config))
        else:
            out.append(TaskAugment(task.task_id, note="repository task: not augmented"))
        if progress is not None:
            progress(1)
    return out


def augment_task(task: FunctionTask, runner: Runner, solutions: Sequence[str] = (),
                 config: AugmentConfig | None = None) -> TaskAugment:
    """Hidden tests for one function task (see the module docstring)."""
    config = config or AugmentConfig()
    param = check_parameter(task.test)
    if param is None:
        return TaskAugment(task.task_id, note="the task's test defines no check(candidate)")
    expected = expected_outputs(task, runner, solutions, config.inputs, config.timeout_s)
    if isinstance(expected, str):
        return TaskAugment(task.task_id, note=expected)
    base: dict[str, Any] = {"oracle": expected.oracle, "generated": len(expected.cases),
            "solutions": len(expected.validators) if expected.oracle == "consensus" else 0}
    pool = mutants(expected.anchor, config.max_mutants)
    before = runner.check_many([CheckJob(task, m.program, timeout_s=config.timeout_s)
                                for m in pool])
    scorable = [(m, r) for m, r in zip(pool, before, strict=True) if r.scorable]
    survivors = [m for m, r in scorable if r.passed]
    killed = len(scorable) - len(survivors)
    unchanged = TaskAugment(task.task_id, mutants=len(scorable), killed_before=killed,
                            killed_after=killed, **base)
    if not survivors or not expected.cases:
        why = "no mutant survives the task's own tests" if expected.cases else (
            "no input with an agreed expected output")
        return _with(unchanged, note=why)
    chosen = _select(expected, survivors, runner, task.entry_point, config.max_tests)
    if not chosen:
        return _with(unchanged, note="no generated test kills a surviving mutant")
    asserts = [a for args, value in chosen if (a := hidden_assert(args, value, param))]
    augmented = replace_test(task, with_hidden_tests(task.test, asserts, expected.oracle))
    return _measure(task, augmented, expected, survivors, runner, unchanged, len(asserts),
                    config.timeout_s)


def _select(expected: Expected, survivors: Sequence[Mutant], runner: Runner, entry_point: str,
            max_tests: int) -> list[tuple[tuple[Any, ...], Any]]:
    """Greedy set cover of the survivors by the generated tests (deterministic: ties go to
    the earlier test)."""
    calls = tuple(Call(args, {}) for args, _ in expected.cases)
    jobs = [CallJob(m.program, entry_point, calls, timeout_s=expected.call_timeout_s)
            for m in survivors]
    replies = call_resuming(runner, jobs)
    kills: list[set[int]] = [set() for _ in expected.cases]
    for m, reply in enumerate(replies):
        outcomes = list(reply.outcomes)
        for t, (_, value) in enumerate(expected.cases):
            outcome = outcomes[t] if not reply.load_error and t < len(outcomes) else None
            if outcome is None or outcome.status != "ok" or not same(outcome.value, value):
                kills[t].add(m)
    uncovered = set().union(*kills)
    chosen: list[int] = []
    while uncovered and len(chosen) < max_tests:
        best = max(range(len(kills)), key=lambda t: (len(kills[t] & uncovered), -t))
        if not kills[best] & uncovered:
            break
        chosen.append(best)
        uncovered -= kills[best]
    return [expected.cases[t] for t in sorted(chosen)]


def _measure(task: FunctionTask, augmented: FunctionTask, expected: Expected,
             survivors: Sequence[Mutant], runner: Runner, unchanged: TaskAugment, kept: int,
             timeout_s: float) -> TaskAugment:
    """Run the augmented tests on the validators and the survivors: keep them only if every
    validator passes; the score after is what they actually kill."""
    programs = [*expected.validators, *(m.program for m in survivors)]
    results = runner.check_many([CheckJob(augmented, p, timeout_s=timeout_s) for p in programs])
    checks, on_survivors = results[:len(expected.validators)], results[len(expected.validators):]
    failing = [r for r in checks if not r.passed]
    if failing:
        return _with(unchanged, note=(
            f"dropped: a {expected.oracle} solution fails the augmented tests "
            f"({failing[0].reason_code or failing[0].status.value}: {failing[0].reason[:120]})"))
    newly = sum(1 for r in on_survivors if r.scorable and not r.passed)
    return _with(unchanged, test=augmented.test, kept=kept,
                 killed_after=unchanged.killed_before + newly)


def _with(result: TaskAugment, **changes: Any) -> TaskAugment:
    import dataclasses

    return dataclasses.replace(result, **changes)


def summarise(results: Sequence[TaskAugment]) -> dict[str, Any]:
    """Totals over tasks: the pooled mutation score before and after (killed / mutants)."""
    mutants_total = sum(r.mutants for r in results)
    before = sum(r.killed_before for r in results)
    after = sum(r.killed_after for r in results)
    notes: dict[str, int] = {}
    for r in results:
        if r.test is None and r.note:
            reason = r.note.split(":")[0][:80]
            notes[reason] = notes.get(reason, 0) + 1
    return {
        "tasks": len(results), "augmented": sum(1 for r in results if r.test is not None),
        "hidden_tests": sum(r.kept for r in results),
        "consensus_tasks": sum(1 for r in results if r.oracle == "consensus"),
        "mutants": mutants_total, "killed_before": before, "killed_after": after,
        "mutation_score_before": round(before / mutants_total, 4) if mutants_total else None,
        "mutation_score_after": round(after / mutants_total, 4) if mutants_total else None,
        "unchanged_reasons": notes,
    }
