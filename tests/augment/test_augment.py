"""``gar tests augment`` end to end, in the real sandbox: a weak task gains hidden tests that
kill surviving mutants, HumanEval tasks keep passing their canonical solutions, and a task
without a reference is augmented from a consensus of distinct solutions."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from shared_sandbox import bwrap_usable
from typer.testing import CliRunner

from gar.augment import augment_task, augment_tasks, summarise
from gar.augment.mutants import mutants
from gar.cli import app
from gar.datasets import humaneval_tasks
from gar.execution import ExecConfig, FunctionRunner, execute
from gar.io import write_jsonl
from gar.records import FunctionTask, Rollout, to_dict

pytestmark = pytest.mark.skipif(not bwrap_usable(), reason="needs bubblewrap")

WEAK = FunctionTask(
    task_id="Weak/count_below",
    prompt='def count_below(values, limit):\n    """How many of values are strictly below '
           'limit."""\n',
    entry_point="count_below",
    canonical_solution="    count = 0\n    for v in values:\n        if v < limit:\n"
                       "            count += 1\n    return count\n",
    test="def check(candidate):\n    assert candidate([1, 5, 9], 6) == 2\n",
)
DISTINCT = (  # three differently written correct bodies
    WEAK.canonical_solution,
    "    return sum(1 for v in values if v < limit)\n",
    "    return len([item for item in values if limit > item])\n",
)


def _passes(task: FunctionTask, body: str, runner: FunctionRunner) -> bool:
    rollout = Rollout(task_id=task.task_id, rollout_id="r", completion=body)
    (result,) = execute({task.task_id: task}, [rollout], ExecConfig(), runner=runner)
    return result.passed


def test_weak_task_gains_hidden_tests_that_kill_survivors(runner: FunctionRunner) -> None:
    result = augment_task(WEAK, runner)
    assert result.oracle == "reference" and result.test is not None, result
    assert 1 <= result.kept <= 16 and result.killed_after > result.killed_before
    augmented = dataclasses.replace(WEAK, test=result.test)
    assert _passes(augmented, WEAK.canonical_solution, runner)
    # the boundary mutant (< becomes <=) passes the visible test and fails the hidden ones
    boundary = "    count = 0\n    for v in values:\n        if v <= limit:\n" \
               "            count += 1\n    return count\n"
    assert _passes(WEAK, boundary, runner) and not _passes(augmented, boundary, runner)
    assert result.mutants == len(mutants(WEAK.prompt + WEAK.canonical_solution))


def test_humaneval_tasks_still_pass_their_canonical_solutions(runner: FunctionRunner) -> None:
    every = humaneval_tasks()
    tasks = {tid: every[tid] for tid in ("HumanEval/10", "HumanEval/12", "HumanEval/0")}
    results = augment_tasks(tasks, runner)
    assert any(r.test is not None for r in results)
    for result in results:
        task = dataclasses.replace(tasks[result.task_id], test=result.test or
                                   tasks[result.task_id].test)
        assert _passes(task, task.canonical_solution or "", runner), result
        assert result.killed_before <= result.killed_after <= result.mutants
    totals = summarise(results)
    assert totals["mutation_score_after"] >= totals["mutation_score_before"]


def test_without_a_reference_three_distinct_solutions_agree(runner: FunctionRunner) -> None:
    bare = dataclasses.replace(WEAK, canonical_solution=None)
    programs = [bare.prompt + body for body in DISTINCT]
    result = augment_task(bare, runner, programs)
    assert result.oracle == "consensus" and result.solutions == 3 and result.test is not None
    assert "(oracle: consensus)" in result.test
    # two solutions and a renamed clone of one are only two distinct behaviours: refused
    clone = programs[0].replace("count", "n")
    refused = augment_task(bare, runner, [programs[0], clone, programs[1]])
    assert refused.test is None and "2 behaviourally distinct" in refused.note


def test_cli_writes_every_task_with_its_scores(tmp_path: Path) -> None:
    tasks = tmp_path / "tasks.jsonl"
    write_jsonl(tasks, [to_dict(WEAK) | {"source": "kept"}])
    out = tmp_path / "plus.jsonl"
    done = CliRunner().invoke(app, ["tests", "augment", str(tasks), "-o", str(out), "--json",
                                    "--workers", "2"])
    assert done.exit_code == 0, done.output
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["augmented"] == 1 and summary["hidden_tests"] >= 1
    assert summary["mutation_score_after"] > summary["mutation_score_before"]
    (record,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert record["source"] == "kept" and record["gar_augment"]["oracle"] == "reference"
    assert "_gar_same(" in record["test"]


def test_cli_consensus_from_solutions_is_marked_in_the_task(tmp_path: Path) -> None:
    bare = dataclasses.replace(WEAK, canonical_solution=None)
    tasks, solutions = tmp_path / "tasks.jsonl", tmp_path / "solutions.jsonl"
    write_jsonl(tasks, [{k: v for k, v in to_dict(bare).items() if v is not None}])
    write_jsonl(solutions, [{"task_id": bare.task_id, "completion": body} for body in
                            (*DISTINCT, "    return 0\n")])  # the wrong one fails, no vote
    out = tmp_path / "plus.jsonl"
    done = CliRunner().invoke(app, ["tests", "augment", str(tasks), "--solutions",
                                    str(solutions), "-o", str(out), "--json", "--workers", "2"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout.strip().splitlines()[-1])["consensus_tasks"] == 1
    (record,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert record["gar_augment"]["oracle"] == "consensus"
    assert record["gar_augment"]["solutions"] == 3 and "canonical_solution" not in record
