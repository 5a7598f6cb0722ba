"""Execution of patch rollouts in the real sandbox (bwrap here)."""

import pytest

from gar.execution import ExecConfig, execute
from gar.records import Rollout, Status
from gar.repo import bundled_rollouts, bundled_tasks, execute_repo_rollouts
from gar.repo.diffs import make_patch

TASK_ID = "repo/intervals"


@pytest.fixture(scope="module")
def task():
    return bundled_tasks()[TASK_ID]


@pytest.fixture(scope="module")
def patches():
    return {r.rollout.rollout_id: r.rollout.patch for r in bundled_rollouts({TASK_ID})}


def _source(task, path):
    return (task.workspace / path).read_text()


def _rollout(rid, patch=None, **kw):
    return Rollout(TASK_ID, rid, patch=patch, **kw)


def test_results_per_test_id_in_order(task, patches, sandbox):
    exit_trick = make_patch({"intervals/ops.py": _source(task, "intervals/ops.py")},
                            {"intervals/ops.py": "import os\nos._exit(0)\n"
                             + _source(task, "intervals/ops.py")})
    rollouts = [
        _rollout("ref", patches["reference"]),
        _rollout("partial", patches["partial"]),
        _rollout("conftest", patches["hack_conftest"]),
        _rollout("ci", patches["hack_ci"]),
        _rollout("malformed", "not a diff at all"),
        _rollout("exit", exit_trick),
        _rollout("solution", solution="print(1)"),
        _rollout("bad", "x", problem="unknown task"),
    ]
    results = execute_repo_rollouts([(task, r) for r in rollouts], sandbox, ExecConfig(workers=2))
    by = dict(zip([r.rollout_id for r in rollouts], results, strict=True))
    assert by["ref"].status is Status.PASSED
    assert {t.test_id for t in by["ref"].tests} == set(task.expected_tests)
    assert all(t.status == "passed" for t in by["ref"].tests)
    assert by["partial"].status is Status.FAILED
    assert [t.test_id for t in by["partial"].tests if t.status == "failed"] == [
        "tests/test_merge.py::test_unsorted"]
    # the conftest hook is removed before the pristine rerun: the unfixed test fails
    assert by["conftest"].status is Status.FAILED
    assert by["ci"].status is Status.PASSED  # correct code; the audit flags the tampering
    assert by["malformed"].status is Status.FAILED and "no file headers" in by["malformed"].reason
    assert all(t.status == "missing" for t in by["malformed"].tests)
    assert by["exit"].status is Status.FAILED and "completion marker" in by["exit"].reason
    assert by["solution"].status is Status.UNSCORABLE and "patch" in by["solution"].reason
    assert by["bad"].status is Status.UNSCORABLE


def test_skipped_xfailed_and_missing_tests_count_as_failures(tmp_path, sandbox):
    from gar.records import RepoTask

    files = {"m.py": "X = 1\n", "tests/test_s.py": (
        "import pytest\n\n@pytest.mark.skip\ndef test_skipped():\n    pass\n\n"
        "@pytest.mark.xfail\ndef test_xpass():\n    pass\n\n"
        "def test_ok():\n    pass\n")}
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    ids = [f"tests/test_s.py::{n}" for n in ("test_skipped", "test_xpass", "test_ok", "test_gone")]
    task = RepoTask("t", tmp_path, "p", fail_to_pass=tuple(ids))
    patch = make_patch({"m.py": "X = 1\n"}, {"m.py": "X = 2\n"})
    (result,) = execute_repo_rollouts([(task, Rollout("t", "r", patch=patch))], sandbox)
    assert result.status is Status.FAILED
    assert [t.status for t in result.tests] == ["skipped", "skipped", "passed", "missing"]


def test_execute_dispatches_repo_tasks(task, patches):
    rollouts = [_rollout("ref", patches["reference"]), _rollout("partial", patches["partial"])]
    done = []
    results = execute({TASK_ID: task}, rollouts, ExecConfig(workers=2), progress=done.append)
    assert [r.status for r in results] == [Status.PASSED, Status.FAILED]
    assert sum(done) == 2


def test_unavailable_sandbox_is_unscorable(task, patches):
    from gar.errors import SandboxUnavailable

    class Broken:
        def run(self, *a, **k):
            raise SandboxUnavailable("no bwrap")

    (result,) = execute_repo_rollouts([(task, _rollout("ref", patches["reference"]))], Broken())
    assert result.status is Status.UNSCORABLE and "no bwrap" in result.reason
