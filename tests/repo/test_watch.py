"""A repository test run times out by blocked time and CPU time, never by the wall clock
(gar/repo/watch_tests.py): a slow suite on a busy machine still passes, a sleeping one still
times out, and the wall-clock safety net is unscorable."""

from __future__ import annotations

from dataclasses import dataclass

from gar.records import RepoTask, Rollout, Status
from gar.repo import execute_repo_rollouts, runner
from gar.sandbox import Limits
from repo.test_determinism import cpu_hogs
from repo.tmp_repo import write_repo

TESTS = '''\
import time


def test_computes():
    total = 0
    for i in range(%(loops)d):
        total += i %% 7
    assert total >= 0


def test_sleeps():
    time.sleep(%(sleep)s)
'''


@dataclass(frozen=True)
class _Config:
    workers: int = 1
    limits: Limits | None = None


def _task(tmp_path, loops: int, sleep: float) -> RepoTask:
    root = write_repo(tmp_path / "repo", {"pkg/__init__.py": "X = 1\n",
                                          "tests/test_it.py": TESTS % {"loops": loops,
                                                                       "sleep": sleep}})
    return RepoTask(task_id="repo/watch", workspace=root, problem_statement="-",
                    fail_to_pass=("tests/test_it.py::test_computes",
                                  "tests/test_it.py::test_sleeps"),
                    protected_paths=("tests/**",))


def _run(task, sandbox, config=None):
    rollout = Rollout(task.task_id, "r", patch=_noop_patch())
    (result,) = execute_repo_rollouts([(task, rollout)], sandbox, config or _Config())
    return result


def _noop_patch() -> str:
    from repo.tmp_repo import patch_for

    return patch_for("pkg/__init__.py", "X = 1\n", "X = 2\n")


def test_a_cpu_bound_suite_on_a_busy_machine_is_not_blocked(tmp_path, sandbox, monkeypatch):
    """Waiting for a CPU is not blocking: with every core busy this run takes far longer
    than the blocked limit in wall time, and still passes."""
    monkeypatch.setattr(runner, "BLOCKED_S", 2.0)
    task = _task(tmp_path, loops=20_000_000, sleep=0.1)
    with cpu_hogs():
        result = _run(task, sandbox)
    assert result.status is Status.PASSED, result.reason
    assert result.wall_time_s > 2.0  # it did outlast the limit in wall time


def test_a_sleeping_suite_times_out_idle_or_loaded(tmp_path, sandbox, monkeypatch):
    monkeypatch.setattr(runner, "BLOCKED_S", 2.0)
    task = _task(tmp_path, loops=10, sleep=120)
    idle = _run(task, sandbox)
    with cpu_hogs():
        loaded = _run(task, sandbox)
    for result in (idle, loaded):
        assert result.status is Status.TIMEOUT and "blocked" in result.reason, result.reason
        assert result.wall_time_s < 60  # stopped by the watch, not the safety net


def test_the_wall_clock_safety_net_is_unscorable(tmp_path, sandbox):
    task = _task(tmp_path, loops=10, sleep=120)
    result = _run(task, sandbox, _Config(limits=Limits(cpu_s=30, wall_s=4)))
    assert result.status is Status.UNSCORABLE and result.reason_code == "grader_error"
    assert "safety net" in result.reason
