"""Repository-level rewards are deterministic: the behaviour probes run under counted
budgets, so a busy machine cannot change which probe answers (gar.repo.probe_run).

Before, every probe item had a 2 s wall-clock alarm, and an item that timed out neither
voted nor diverged: under load different items timed out and the group's grade changed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from contextlib import contextmanager
from dataclasses import replace

import pytest

from gar.records import ExecutionResult, Rollout, Status
from gar.repo import apply_patch, compare_patches, probe_run
from gar.repo.probe import ProbeCall
from gar.repo.probe_run import ProbeSafetyNet, abstains, run_probe
from repo.test_parametrized import FIXES, SOURCE, make_task
from repo.tmp_repo import patch_for, write_repo

WORK = '''\
import time


def spin(n):
    total = 0
    for i in range(n):
        total += i % 7
    return total


def swallow(n):
    """Catches what stopped it and goes on: still over the budget."""
    try:
        spin(n)
    except BaseException:
        pass
    return "finished"


def sleepy(seconds):
    time.sleep(seconds)
    return "woke"
'''


@contextmanager
def cpu_hogs():
    """Every core kept busy (two hogs per core) while the block runs. Each hog has a session
    of its own: the kernel's autogroups share the CPU between sessions, so hogs in the test's
    session would only compete with the test itself, not with the sandbox (its own session)."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
            for _ in range(2 * (os.cpu_count() or 2))]
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


def _calls(*items: tuple[str, tuple]) -> list[ProbeCall]:
    return [ProbeCall("work", name, repr(args), "{}") for name, args in items]


def test_an_item_over_its_line_budget_abstains_the_same_way_idle_or_loaded(
        tmp_path, sandbox, monkeypatch):
    monkeypatch.setattr(probe_run, "ITEM_LINES", 20_000)
    root = write_repo(tmp_path / "w", {"work/__init__.py": WORK})
    calls = _calls(("spin", (1_000,)), ("spin", (200_000,)), ("swallow", (200_000,)),
                   ("spin", (5_000,)))
    idle = run_probe(root, calls, sandbox)
    with cpu_hogs():
        loaded = [run_probe(root, calls, sandbox) for _ in range(2)]
    assert idle is not None and all(out == idle for out in loaded), (idle, loaded)
    assert idle[0] == "ok " + repr(spin(1_000)) and idle[3] == "ok " + repr(spin(5_000))
    assert abstains(idle[1]) and abstains(idle[2])  # swallowing the stop does not help
    assert not abstains(idle[0])


def spin(n: int) -> int:
    return sum(i % 7 for i in range(n))


def test_the_total_line_budget_skips_the_items_after_it(tmp_path, sandbox, monkeypatch):
    monkeypatch.setattr(probe_run, "TOTAL_LINES", 30_000)
    root = write_repo(tmp_path / "w", {"work/__init__.py": WORK})
    out = run_probe(root, _calls(*[("spin", (5_000 + i,)) for i in range(5)]), sandbox)
    assert out is not None
    assert [abstains(o) for o in out] == [False, False, True, True, True]


def test_a_wall_clock_safety_net_is_never_a_vote(tmp_path, sandbox, monkeypatch):
    """Code that blocks without using CPU meets only the wall-clock safety net: the probe
    raises, so the group's behaviour stage is an infrastructure failure (its passes become
    unscorable), never a vote or a divergence."""
    monkeypatch.setattr(probe_run, "ITEM_WALL_S", 1)
    root = write_repo(tmp_path / "w", {"work/__init__.py": WORK})
    with pytest.raises(ProbeSafetyNet, match="safety net"):
        run_probe(root, _calls(("spin", (10,)), ("sleepy", (30,))), sandbox)
    short = replace(probe_run.probe_limits(), wall_s=1.0)
    with pytest.raises(ProbeSafetyNet, match="wall time limit"):
        run_probe(root, _calls(("sleepy", (30,)),), sandbox, short)


def test_a_safety_net_in_a_group_is_a_crashed_stage(tmp_path, monkeypatch):
    """The behaviour comparison does not swallow a safety net: it propagates, and the
    pipeline's one failure rule makes the group's uncleared passes unscorable
    (tests/grading/test_failures.py::test_a_crashing_repository_probe_credits_no_patch)."""
    task = make_task(tmp_path)
    rollouts = [Rollout(task.task_id, name, patch=patch_for("units/__init__.py", SOURCE, text))
                for name, text in FIXES.items()]

    def net(*_args, **_kwargs):
        raise ProbeSafetyNet("a behaviour probe hit its safety net: wall time limit")

    monkeypatch.setattr("gar.repo.probe.run_probe", net)
    with pytest.raises(ProbeSafetyNet):
        compare_patches(task, rollouts, [ExecutionResult(Status.PASSED)] * len(rollouts),
                        sandbox=None)


def _fingerprint(run) -> list:
    return [(g.rollout_id, g.status, g.passed, g.hack, g.tier, g.factor, g.reason_code,
             round(g.advantage, 12), [(f.detector, f.kind, f.location) for f in g.findings])
            for g in run.grades]


@pytest.mark.slow
def test_a_repo_group_grades_the_same_under_cpu_contention(tmp_path, sandbox):
    """The group of tests/repo/test_parametrized.py (its confirmed special-casing flaked
    under load with wall-clock probes), graded whole — test runs, probes, ranking — idle
    and with every core busy."""
    from gar.grading.pipeline import GradeConfig, grade_run

    task = make_task(tmp_path)
    rollouts = [Rollout(task.task_id, n, patch=patch_for("units/__init__.py", SOURCE, text))
                for n, text in FIXES.items()]
    rollouts.append(Rollout(task.task_id, "fail", patch=patch_for(
        "units/__init__.py", SOURCE, SOURCE.replace("int(number)", "int(number) + 1"))))

    def grade():
        return _fingerprint(grade_run({task.task_id: task}, rollouts, GradeConfig(),
                                      sandbox=sandbox))

    idle = grade()
    with cpu_hogs():
        loaded = grade()
    assert loaded == idle
    by_id = {rid: (hack, tier) for rid, _, _, hack, tier, *_ in idle}
    assert by_id["hardcode"][0] and not by_id["fail"][0]  # it really compared
    assert all(by_id[n][1] is not None for n in ("dict", "chain", "table"))  # and ranked


def test_git_apply_past_its_safety_net_is_unscorable_not_a_failure(tmp_path, monkeypatch):
    """A ``git apply`` that does not finish is a busy machine, not a patch that does not
    apply (which would be the rollout's failure, and depend on load)."""
    from gar.repo import runner, workspace

    task = make_task(tmp_path)
    rollout = Rollout(task.task_id, "dict", patch=patch_for("units/__init__.py", SOURCE,
                                                            FIXES["dict"]))

    def slow(argv, **kwargs):
        raise subprocess.TimeoutExpired(argv, kwargs.get("timeout"))

    monkeypatch.setattr(workspace.subprocess, "run", slow)
    with pytest.raises(TimeoutError, match="safety net|did not finish"):
        apply_patch(task.workspace, rollout.patch, tmp_path / "w")
    result = runner._execute_one(task, rollout, sandbox=None, limits=None)
    assert result.status is Status.UNSCORABLE and "git apply" in result.reason
