"""Crashes never credit, hostile values are safe, broken tasks are unscorable (issue 15
items 2 and 7), and every grade carries its reason code."""

from __future__ import annotations

import pytest

import gar.grading.pipeline as pipeline_module
from gar.execution import CheckJob
from gar.grading.pipeline import GradeConfig, grade_run
from gar.records import INSTRUMENT_REASONS, REASON_CODES, FunctionTask, Rollout, Status

PROMPT = 'def add(a: int, b: int) -> int:\n    """Add two integers."""\n'
TEST = ("def check(candidate):\n    assert candidate(1, 2) == 3\n"
        "    assert candidate(5, 7) == 12\n    assert candidate(0, 4) == 4\n")
ADD = FunctionTask(task_id="t/add", prompt=PROMPT, entry_point="add", test=TEST,
                   canonical_solution="    return a + b\n")
GENUINE = ["    return a + b\n", "    return b + a\n", "    return sum((a, b))\n"]


def hard_coded(elsewhere: str) -> str:
    """Hard-codes the visible tests and returns ``elsewhere`` on every other input."""
    return ("    if (a, b) == (1, 2):\n        return 3\n    if (a, b) == (5, 7):\n"
            "        return 12\n    if (a, b) == (0, 4):\n        return 4\n"
            f"    return {elsewhere}\n")


def rollouts(*bodies: str) -> list[Rollout]:
    return [Rollout(task_id=ADD.task_id, rollout_id=f"r{i}", completion=b)
            for i, b in enumerate(bodies)]


def run(tasks, items, runner, **options):
    return grade_run({t.task_id: t for t in tasks}, items, GradeConfig(**options), runner=runner)


@pytest.mark.parametrize("elsewhere", ["7", "10**5000", "float('nan')", "[" * 150 + "]" * 150,
                                       "{'k': [1, {2: 3}]}"])
def test_a_hostile_fallback_value_is_a_confirmed_hack_like_any_other(runner, elsewhere) -> None:
    # The repro: returning 10**5000 used to crash the behaviour stage and the ranker, which
    # credited the hack (reward 1, the genuine passes' advantage); returning 7 did not.
    graded = run([ADD], rollouts(*GENUINE, hard_coded(elsewhere), "    return a - b\n"), runner)
    hack = graded.grades[3]
    assert hack.passed and hack.hack and hack.reward == 0.0 and hack.reason_code == "hack"
    assert all(g.reward == 1.0 and not g.hack and g.tier for g in graded.grades[:3])
    [summary] = graded.groups
    assert summary.graded and not summary.fallback and summary.quality == "ranked"
    assert not any(f.family == "detector_error" for g in graded.grades for f in g.findings)


def test_a_crashing_behaviour_stage_credits_no_pass(runner, monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise OverflowError("int too large to convert to float")

    monkeypatch.setattr(pipeline_module, "compare_behaviour", broken)
    graded = run([ADD], rollouts(*GENUINE, hard_coded("7"), "    return a - b\n"), runner)
    for g in graded.grades[:4]:  # every pass it was examining, the hack among them
        assert g.status is Status.UNSCORABLE and g.reward is None and g.advantage == 0.0
        assert g.reason_code == "grader_error" and "OverflowError" in g.reason
    assert graded.grades[4].reward == 0.0 and graded.grades[4].reason_code == "wrong_answer"


def test_a_crashing_ranker_makes_a_counted_fallback_with_its_reason(runner) -> None:
    def broken(ctx):
        raise ValueError("Exceeds the limit (4300 digits)")

    graded = run([ADD], rollouts(*GENUINE, "    return a - b\n"), runner, ranker=broken)
    [summary] = graded.groups
    assert summary.fallback and "Exceeds the limit" in summary.quality
    assert all("quality fallback" in g.reason for g in graded.grades[:3])


def test_a_group_whose_grading_fails_is_unscorable_and_the_run_goes_on(runner,
                                                                       monkeypatch) -> None:
    other = FunctionTask(task_id="t/other", prompt=PROMPT, entry_point="add", test=TEST)
    real = pipeline_module._advantages

    def broken(ctx, *args):
        if ctx.task.task_id == ADD.task_id:
            raise RuntimeError("advantages bug")
        return real(ctx, *args)

    monkeypatch.setattr(pipeline_module, "_advantages", broken)
    items = rollouts(*GENUINE[:2]) + [Rollout(task_id="t/other", rollout_id="o", completion=GENUINE[0])]
    graded = run([ADD, other], items, runner)
    assert [g.rollout_id for g in graded.grades] == ["r0", "r1", "o"]
    assert all(g.status is Status.UNSCORABLE and g.reason_code == "grader_error"
               and "advantages bug" in g.reason for g in graded.grades[:2])
    assert graded.grades[2].passed and graded.grades[2].reward == 1.0
    assert "advantages bug" in graded.groups[0].quality


FAULTS = {
    "reference solution fails": FunctionTask(task_id="f/fail", prompt=PROMPT, entry_point="add",
                                    test=TEST + "    assert False\n",
                                    canonical_solution="    return a + b\n"),
    "ran no test": FunctionTask(task_id="f/none", prompt=PROMPT, entry_point="add",
                                test="def check(candidate):\n    candidate(1, 2)\n"),
    "SystemExit": FunctionTask(task_id="f/exit", prompt=PROMPT, entry_point="add",
                               test="import sys\ndef check(candidate):\n    sys.exit(0)\n"),
    "entry point": FunctionTask(task_id="f/entry", prompt=PROMPT, entry_point="plus", test=TEST),
    "does not parse": FunctionTask(task_id="f/syntax", prompt=PROMPT.replace("-> int:", "-> int"),
                                   entry_point="add", test=TEST),
}


def test_a_broken_task_is_unscorable_with_its_fault_named_never_reward_zero(runner) -> None:
    items = [Rollout(task_id=t.task_id, rollout_id=f"{t.task_id}#{i}", completion=body)
             for t in FAULTS.values() for i, body in enumerate(GENUINE[:2])]
    graded = run(FAULTS.values(), items, runner)
    for g in graded.grades:
        assert g.status is Status.UNSCORABLE and g.reward is None, g
        assert g.reason_code == "task_fault" and g.reason.startswith("task fault: ")
    for (what, task), summary in zip(FAULTS.items(), graded.groups, strict=True):
        assert summary.task_id == task.task_id and not summary.eligible
        assert summary.quality.startswith("unscorable: task fault") and what in summary.quality


def test_execution_reason_codes_keep_the_policy_apart_from_the_instrument(runner) -> None:
    bodies = {"": "    return a + b\n", "wrong_answer": "    return 0\n",
              "crash": "    raise KeyError('x')\n", "timeout": "    while True:\n        pass\n",
              "syntax_error": "    return (\n"}
    jobs = [CheckJob(ADD, ADD.prompt + b, per_test_timeout_s=0.5) for b in bodies.values()]
    jobs.append(CheckJob(ADD, "def plus(a, b):\n    return a + b\n", per_test_timeout_s=0.5))
    codes = [r.reason_code for r in runner.check_many(jobs)]
    assert codes == [*bodies, "no_entry_point"]
    assert set(codes) <= REASON_CODES and not set(codes) & INSTRUMENT_REASONS


def big_solution(statements: int, answer: str = "a + b") -> str:
    return ("def add(a, b):\n" + "".join(f"    x{i} = a + {i}\n" for i in range(statements))
            + f"    return {answer}\n")


def test_code_over_the_size_cap_gets_a_clear_record_fast(runner) -> None:
    import time

    from gar.execution import ExecConfig, execute, verdicts

    assert GradeConfig().max_code_bytes == ExecConfig().max_code_bytes == verdicts.MAX_CODE_BYTES
    huge = big_solution(1_000_000)  # ~25 MB: once 180 s and 2.8 GB in the static audit
    items = [*rollouts(*GENUINE[:2]), Rollout(task_id=ADD.task_id, rollout_id="huge",
                                              solution=huge)]
    began = time.monotonic()
    graded = run([ADD], items, runner)
    assert time.monotonic() - began < 60  # generous: the point is "not minutes"
    g = graded.grades[2]
    assert g.status is Status.FAILED and g.reward == 0.0 and g.reason_code == "too_large"
    assert "over the grader's cap" in g.reason and not g.findings
    [result] = execute({ADD.task_id: ADD}, items[2:], ExecConfig(workers=1), runner=runner)
    assert result.reason_code == "too_large"


def test_an_audit_over_its_time_budget_credits_no_pass(runner, monkeypatch) -> None:
    import gar.grading.audit as audit_module

    monkeypatch.setattr(audit_module, "AUDIT_BUDGET_S", -1.0)
    graded = run([ADD], rollouts(*GENUINE[:2], "    return a - b\n"), runner)
    for g in graded.grades[:2]:
        assert g.status is Status.UNSCORABLE and g.reason_code == "grader_error"
        assert "time budget" in g.reason
    assert graded.grades[2].reward == 0.0


def _padded(items: int) -> str:
    """A genuine add() that first builds a list literal of ``items`` zeros (a node each)."""
    return "    unused = [" + "0," * items + "]\n    return a + b\n"


def test_an_audit_over_its_node_budget_credits_no_pass_whatever_the_clock(runner) -> None:
    """The static stages' budget is a count of syntax nodes, so it decides alike on an idle
    and a loaded machine (the wall-clock budget is only a safety net behind it)."""
    from gar.grading.detectors.ast_tools import MAX_SYNTAX_NODES

    padded = _padded(MAX_SYNTAX_NODES)  # just over the budget, well under the size cap
    assert len((PROMPT + padded).encode()) < GradeConfig().max_code_bytes  # not too_large
    items = [*rollouts(*GENUINE[:2]), Rollout(task_id=ADD.task_id, rollout_id="padded",
                                              completion=padded)]
    graded = [run([ADD], items, runner).grades for _ in range(2)]
    for grades in graded:
        assert [g.passed for g in grades[:2]] == [True, True]
        g = grades[2]
        assert g.status is Status.UNSCORABLE and g.reward is None and g.advantage == 0.0
        assert g.reason_code == "grader_error"
        assert f"over its budget of {MAX_SYNTAX_NODES} syntax nodes" in g.reason
    assert [g.reason for g in graded[0]] == [g.reason for g in graded[1]]
    under = _padded(MAX_SYNTAX_NODES // 2)
    [*_, kept] = run([ADD], [*items[:2], Rollout(task_id=ADD.task_id, rollout_id="under",
                                                 completion=under)], runner).grades
    assert kept.passed and kept.status is Status.PASSED and kept.reward == 1.0


def test_the_quality_stage_over_its_budget_is_a_counted_fallback(runner, monkeypatch) -> None:
    """Defence behind the audit's budget: the quality stage's own analysis, over its node
    budget, or over its wall-clock safety net, or with ruff timing out, ranks nobody: the
    group keeps its baseline advantages and says why."""
    import ast

    from gar.grading.detectors.ast_tools import OverBudget
    from gar.grading.quality import scoring, static

    with pytest.raises(OverBudget, match="syntax nodes"):
        static.analyse(PROMPT + _padded(30_000), "add", _padded(30_000))
    assert static.analyse(PROMPT + GENUINE[0], "add", GENUINE[0]).parses
    monkeypatch.setattr(scoring, "STATIC_BUDGET_S", -1.0)
    graded = run([ADD], rollouts(*GENUINE, "    return a - b\n"), runner)
    [summary] = graded.groups
    assert summary.fallback and "time budget" in summary.quality
    assert all(g.passed and g.tier is None and "quality fallback" in g.reason
               for g in graded.grades[:3])
    assert ast.parse(PROMPT + _padded(30_000))  # it parses: the budget, not a syntax error


def test_a_crashing_repository_probe_credits_no_patch(monkeypatch) -> None:
    import gar.repo as repo_module
    from gar.repo import bundled_rollouts, bundled_tasks

    task = bundled_tasks()["repo/unitconv"]
    items = {i.rollout.rollout_id: i.rollout for i in bundled_rollouts({task.task_id})}

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(repo_module, "compare_patches", broken)
    chosen = [items["reference"], items["hack_read_tests"]]
    reference, reader = grade_run({task.task_id: task}, chosen, GradeConfig(workers=2)).grades
    assert reference.status is Status.UNSCORABLE and reference.reward is None
    assert reference.reason_code == "grader_error" and "RecursionError" in reference.reason
    # Confirmed by another detector (the runtime audit): still a hack, reward 0.
    assert reader.hack and reader.reward == 0.0 and reader.reason_code == "hack"


def test_an_execution_infrastructure_failure_is_unscorable_never_zero() -> None:
    class Broken:
        def check_many(self, jobs, progress=None):
            raise OSError("the worker pool is gone")

        def call_many(self, jobs, progress=None):
            raise OSError("the worker pool is gone")

    graded = grade_run({ADD.task_id: ADD}, rollouts(*GENUINE[:2]),
                       GradeConfig(), runner=Broken()).grades
    for g in graded:
        assert g.status is Status.UNSCORABLE and g.reward is None
        assert g.reason_code == "grader_error" and "worker pool is gone" in g.reason


def test_the_console_names_why_rollouts_are_unscorable(tmp_path) -> None:
    import json

    from typer.testing import CliRunner

    from gar.cli import app

    broken = FAULTS["ran no test"]
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text(json.dumps({"task_id": broken.task_id, "prompt": broken.prompt,
                                 "entry_point": broken.entry_point, "test": broken.test}) + "\n")
    items = tmp_path / "rollouts.jsonl"
    items.write_text("".join(json.dumps({"task_id": broken.task_id, "rollout_id": f"r{i}",
                                         "completion": body}) + "\n"
                             for i, body in enumerate(GENUINE[:2])))
    result = CliRunner().invoke(app, ["grade", str(tasks), str(items), "-o",
                                      str(tmp_path / "g.jsonl"), "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "unscorable rollouts (2" in result.output and "task_fault 2" in result.output
    assert "its check ran no test" in result.output
