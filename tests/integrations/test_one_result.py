"""The same grades give the same numbers in every consumer: ``gar grade --json``, the embedded
trainer, TRL, veRL (legacy hook and v1 columns), OpenRLHF and Ray all read one
:class:`~gar.grading.result.GradingResult`.

A fixed grader stands in for grading (what it returns is the input here); each consumer's own
code runs from the texts or rollouts it gets to the metrics it logs. The batch holds the cases
where the consumers used to disagree: an all-pass group with tiers (``gar/tier_share_*`` was
0.667 in ``gar grade`` and 1.0 in the trainer), a fallback, a hack, an unscorable rollout.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from typer.testing import CliRunner

from gar.grading import pipeline
from gar.grading.result import GradingResult
from gar.records import Finding, FunctionTask, Grade, Status

TASKS = {t: FunctionTask(t, "def f():\n    return 1", "f", "def check(c):\n    pass\n")
         for t in "ABCDE"}


def _grade(passed, hack=False, tier=None, rank=None, factor=None, unscorable=False):
    status = Status.UNSCORABLE if unscorable else Status.PASSED if passed else Status.FAILED
    return Grade(task_id="", rollout_id="", status=status, passed=passed, hack=hack,
                 hack_evidence=(Finding("d", "m", kind="hack"),) if hack else (),
                 tier=tier, rank=rank, factor=factor,
                 reward=None if unscorable else float(passed and not hack))


# (task, code) -> grade; the code doubles as the completion text
CASES = [
    ("A", "a1", _grade(True, tier="T1", rank=1, factor=1.0)),
    ("A", "a2", _grade(True, tier="T2", rank=2, factor=0.85)),
    ("A", "a3", _grade(False)),
    ("A", "a4", _grade(False)),
    ("B", "b1", _grade(True, hack=True)),
    ("B", "b2", _grade(False)),
    ("B", "b3", _grade(True, tier="T1", rank=1, factor=1.0)),
    ("C", "c1", _grade(True, tier="T1", rank=1, factor=1.0)),  # all pass: not eligible
    ("C", "c2", _grade(True, tier="T1", rank=1, factor=1.0)),
    ("C", "c3", _grade(True, tier="T3", rank=2, factor=0.2)),
    ("D", "d1", _grade(False)),
    ("D", "d2", _grade(False, unscorable=True)),
    ("D", "d3", _grade(False)),
    ("E", "e1", _grade(True)),  # a pass without a factor: the group falls back
    ("E", "e2", _grade(False)),
]
BY_CODE = {code: grade for _, code, grade in CASES}
TASK_IDS = [t for t, _, _ in CASES]
TEXTS = [c for _, c, _ in CASES]


def fixed_grader(tasks, rollouts, config=None):
    """The grades of CASES for whatever rollouts a consumer built from the texts."""
    return [dataclasses.replace(BY_CODE[r.code.strip()], task_id=r.task_id,
                                rollout_id=r.rollout_id) for r in rollouts]


def reference() -> dict[str, float]:
    grades = [dataclasses.replace(g, task_id=t) for t, _, g in CASES]
    return GradingResult.from_grades(grades).metrics


def test_the_reference_numbers_are_the_documented_ones():
    m = reference()
    assert m["gar/groups"] == 5 and m["gar/groups_eligible"] == 3
    assert m["gar/groups_graded"] == 2 and m["gar/groups_fallback"] == 1
    # tiers among the genuine passes of graded groups A and B: T1, T2, T1
    assert m["gar/tier_share_T1"] == pytest.approx(2 / 3)
    assert m["gar/tier_share_T2"] == pytest.approx(1 / 3) and m["gar/tier_share_T3"] == 0.0
    assert m["gar/pass_rate"] == pytest.approx(8 / 14)  # d2 is unscorable
    assert m["gar/reward_mean"] == pytest.approx(7 / 14)  # b1 zeroed
    assert m["gar/hack_rate"] == pytest.approx(1 / 14)
    assert m["gar/rollouts_unscorable"] == 1 and m["gar/confirmed_hacks"] == 1
    assert m["gar/lambda_mean"] == pytest.approx((1 / 0.925 + 1.0) / 2)
    assert all(isinstance(v, float) and np.isfinite(v) for v in m.values())


def _pipeline_with_fixed_grades(monkeypatch):
    import contextlib

    def grade_group(group, runner, config, **_):
        grades = fixed_grader(None, group.rollouts)
        summary = pipeline.GroupSummary(group.task.task_id, len(grades), False, False, False,
                                        None, False, 0, "fixed", {"group_s": 0.0})
        return grades, summary

    monkeypatch.setattr(pipeline, "grade_group", grade_group)
    monkeypatch.setattr(pipeline, "_runner", lambda *args, **kw: contextlib.nullcontext())


def test_gar_grade_json_reports_the_reference(monkeypatch, tmp_path: Path):
    from gar.cli import app

    _pipeline_with_fixed_grades(monkeypatch)
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text("".join(json.dumps({"task_id": t.task_id, "prompt": t.prompt,
                                         "entry_point": t.entry_point, "test": t.test}) + "\n"
                             for t in TASKS.values()))
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text("".join(json.dumps({"task_id": t, "rollout_id": c, "completion": c}) + "\n"
                                for t, c in zip(TASK_IDS, TEXTS, strict=True)))
    out = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o",
                                   str(tmp_path / "g.jsonl"), "--json"])
    assert out.exit_code == 0, out.output
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert {k: v for k, v in summary.items() if k.startswith("gar/")} == reference()


def test_the_trainer_reports_the_reference(monkeypatch):
    from gar.train.estimators import compute_advantages

    _pipeline_with_fixed_grades(monkeypatch)
    from gar.io import load_rollouts  # noqa: F401  (the trainer builds Rollouts itself)
    from gar.records import Rollout

    rollouts = [Rollout(task_id=t, rollout_id=f"{t}{i}", completion=c)
                for i, (t, c) in enumerate(zip(TASK_IDS, TEXTS, strict=True))]
    run = pipeline.grade_run(TASKS, rollouts, pipeline.GradeConfig())
    advantages, metrics = compute_advantages(run.result, "gar")
    assert {k: v for k, v in metrics.items() if k.startswith("gar/")} == reference()
    assert metrics["rollout/pass_rate"] == reference()["gar/pass_rate"]
    np.testing.assert_allclose(advantages, run.result.advantages)


def test_trl_logs_the_reference():
    from gar.integrations.trl import GARReward

    logged: dict[str, list[float]] = {}
    reward = GARReward(TASKS, group_column="task_id", grader=fixed_grader)
    reward(prompts=TASK_IDS, completions=TEXTS, task_id=TASK_IDS,
           log_metric=lambda k, v: logged.setdefault(k, []).append(v))
    assert {k: v[0] for k, v in logged.items()} == reference()


def test_verl_logs_the_reference_on_both_paths():
    pytest.importorskip("verl")
    import verl  # noqa: F401
    from test_verl import dispatch, make_batch
    from verl import DataProto
    from verl.trainer.config import AlgoConfig
    from verl.trainer.ppo import ray_trainer

    from gar.integrations import verl as gar_verl

    assert gar_verl.register().errors == ()
    vt = SimpleNamespace(DataProto=DataProto, AlgoConfig=AlgoConfig, ray_trainer=ray_trainer)
    grades = [g for _, _, g in CASES]
    scores = [np.nan if g.reward is None else g.reward for g in grades]  # the reward manager's
    n = len(CASES)
    legacy = {"gar_task_id": TASK_IDS, "gar_text": TEXTS}
    gar_verl.install_groupwise_hook(tasks=TASKS, grader=fixed_grader)
    try:
        dispatch(vt, make_batch(vt, scores, TASK_IDS, [2] * n, extras=legacy))
        hooked = gar_verl.last_metrics()
    finally:
        gar_verl.uninstall_groupwise_hook()
        gar_verl._state["tasks"] = None
    assert hooked == reference()
    columns = {"gar_passed": [g.passed for g in grades], "gar_hack": [g.hack for g in grades],
               "gar_factor": [g.factor for g in grades], "gar_tier": [g.tier for g in grades]}
    gar_verl.compute_gar_advantage(
        make_batch(vt, scores, TASK_IDS, [2] * n).batch["token_level_rewards"],
        make_batch(vt, scores, TASK_IDS, [2] * n).batch["response_mask"],
        index=np.array(TASK_IDS, dtype=object), non_tensor_batch=columns)
    assert gar_verl.last_metrics() == reference()


def test_openrlhf_logs_each_groups_reference():
    """OpenRLHF grades one prompt's group at a time: each sample's logged ``gar/*`` numbers
    are its group's, equal to the reference computed on that group alone."""
    from test_openrlhf import CharTokenizer, Engine

    from gar.integrations.openrlhf import GARAgentExecutor

    for task in "ABE":
        texts = [c for t, c in zip(TASK_IDS, TEXTS, strict=True) if t == task]
        executor = GARAgentExecutor(TASKS, len(texts), grader=fixed_grader)
        engine = Engine({task: texts})
        params = SimpleNamespace(max_tokens=8, logprobs=None, temperature=1.0)

        async def run(executor, engine, task, texts, params):
            return await asyncio.gather(*[executor.execute(
                prompt=task, label=task, sampling_params=params, max_length=64,
                hf_tokenizer=CharTokenizer(), llm_engine=engine) for _ in texts])

        outs = asyncio.run(run(executor, engine, task, texts, params))
        expected = GradingResult.from_grades(
            [dataclasses.replace(BY_CODE[c], task_id=task) for c in texts]).metrics
        for out in outs:
            logged = {k: v for k, v in out["extra_logs"].items() if k.startswith("gar/")}
            assert logged == expected


@pytest.mark.slow
def test_grades_from_ray_workers_give_the_serial_numbers():
    """Ray's pool grades with the real grader (no grader to inject): the result over its grades
    equals the result over the serial pipeline's, metrics and advantages."""
    pytest.importorskip("ray")
    from trl_tasks import TASKS as PARITY

    from gar.integrations.ray import close_pools, grade_groups_ray
    from gar.records import Rollout

    texts = {"odd": ["1", "0", "13", "22"], "even": ["0", "2", "1", "11"]}
    rollouts = [Rollout(task_id=t, rollout_id=f"{t}{i}", completion=c)
                for t, cs in texts.items() for i, c in enumerate(cs)]
    import ray

    serial = pipeline.grade_run(PARITY, rollouts, pipeline.GradeConfig()).result
    started = not ray.is_initialized()
    try:
        grades = grade_groups_ray(PARITY, rollouts, actors=2, init_options={"num_cpus": 2})
    finally:
        close_pools()
        if started:
            ray.shutdown()  # leave Ray as found: other tests start their own
    parallel = GradingResult.from_grades(grades)
    assert parallel.metrics == serial.metrics
    np.testing.assert_allclose(parallel.advantages, serial.advantages)
    assert serial.metrics["gar/groups_eligible"] == 2
