"""The sandbox policy: no silent fallback; the unsafe-local opt-in never runs candidates as
root; one bwrap binary for the probe, the --size check and the runs (issue 15, items 1, 5)."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest
from shared_sandbox import bwrap_usable
from typer.testing import CliRunner

import gar.sandbox as gar_sandbox
from gar.cli import app
from gar.errors import SandboxUnavailable
from gar.execution import CheckJob, FunctionRunner
from gar.grading.pipeline import GradeConfig, grade_run
from gar.records import FunctionTask, Rollout, Status
from gar.sandbox import BwrapSandbox, Limits, get_sandbox

ROOT = os.geteuid() == 0
REAL_BWRAP = shutil.which("bwrap")
ADD = FunctionTask(task_id="t/add", prompt="def add(a, b):\n", entry_point="add",
                   test="def check(candidate):\n    assert candidate(1, 2) == 3\n")


def fake_bwrap(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "bin" / "bwrap"
    path.parent.mkdir(exist_ok=True)
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return path


@pytest.fixture
def broken_bwrap(tmp_path: Path, monkeypatch) -> Path:
    """What a container without user namespaces gives: bwrap exists and cannot start."""
    path = fake_bwrap(tmp_path, 'echo "bwrap: No permissions to creating new namespace" >&2\n'
                                "exit 1\n")
    monkeypatch.setenv("GAR_BWRAP", str(path))
    monkeypatch.delenv("GAR_SANDBOX", raising=False)
    return path


@pytest.fixture
def root_secret(tmp_path: Path) -> Path:
    secret = Path("/root") / f".gar-test-secret-{os.getpid()}"
    secret.write_text("root only")
    secret.chmod(0o600)
    yield secret
    secret.unlink()


def test_an_unusable_bwrap_is_refused_not_replaced(broken_bwrap: Path) -> None:
    with pytest.raises(SandboxUnavailable) as caught:
        get_sandbox("auto")
    message = str(caught.value)
    assert "No permissions" in message and "unsafe-local" in message
    with pytest.raises(SandboxUnavailable):
        get_sandbox("bwrap")


def test_grading_refuses_without_bwrap(broken_bwrap: Path, tmp_path: Path) -> None:
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text(json.dumps({"task_id": ADD.task_id, "prompt": ADD.prompt,
                                 "entry_point": "add", "test": ADD.test}) + "\n")
    rollouts = tmp_path / "rollouts.jsonl"
    rollouts.write_text(json.dumps({"task_id": ADD.task_id, "rollout_id": "r",
                                    "completion": "    return a + b\n"}) + "\n")
    out = tmp_path / "grades.jsonl"
    result = CliRunner().invoke(app, ["grade", str(tasks), str(rollouts), "-o", str(out)])
    assert isinstance(result.exception, SandboxUnavailable) and not out.exists()
    assert "refusing to run untrusted code" in str(result.exception)
    # The library: every rollout unscorable with the reason, never reward 0.
    rollout = Rollout(task_id=ADD.task_id, rollout_id="r", completion="    return a + b\n")
    [grade] = grade_run({ADD.task_id: ADD}, [rollout], GradeConfig(workers=1)).grades
    assert grade.status is Status.UNSCORABLE and grade.reward is None
    assert "unsafe-local" in grade.reason


def test_bwrap_hidden_from_path_is_refused(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("GAR_BWRAP", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(SandboxUnavailable, match="not found"):
        get_sandbox("auto")


def test_a_bwrap_without_size_is_refused_never_uncapped(tmp_path: Path) -> None:
    if REAL_BWRAP is None:
        pytest.skip("bubblewrap is not installed")
    old = fake_bwrap(tmp_path, f'if [ "$1" = --help ]; then {REAL_BWRAP} --help | grep -v -- '
                               f'--size; exit 0; fi\nexec {REAL_BWRAP} "$@"\n')
    with pytest.raises(SandboxUnavailable, match="--size"):
        BwrapSandbox(binary=str(old)).probe()


@pytest.mark.skipif(not bwrap_usable(), reason="bubblewrap cannot run here")
def test_the_probe_and_the_runs_use_one_binary_and_keep_the_cap(tmp_path: Path,
                                                                monkeypatch) -> None:
    log = tmp_path / "calls.log"
    wrapper = fake_bwrap(tmp_path, f'echo "$1" >> {log}\nexec {REAL_BWRAP} "$@"\n')
    monkeypatch.setenv("GAR_BWRAP", str(wrapper))
    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # the caller's PATH may differ from the runs'
    sandbox = get_sandbox("bwrap")
    assert sandbox.binary == str(wrapper)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    code = ("import os\nfor d in ('/tmp', '/dev/shm'):\n"
            "    s = os.statvfs(d); print(s.f_blocks * s.f_frsize >> 20)\n")
    result = sandbox.run(["python", "-c", code], workspace=workspace)
    assert result.exit_code == 0, result.stderr
    assert [int(x) for x in result.stdout.split()] == [sandbox.tmp_size_mb] * 2
    calls = log.read_text().split()
    assert calls[0] == "--help" and len(calls) >= 3  # --help, the probe, the run: all ours


@pytest.mark.skipif(not ROOT, reason="the uid drop is only possible as root")
def test_unsafe_local_runs_candidates_unprivileged(root_secret: Path, tmp_path: Path,
                                                   monkeypatch) -> None:
    monkeypatch.delenv("GAR_INTERPRETER_DIR", raising=False)  # the default location
    from gar.sandbox import interpreter

    interpreter.runnable_interpreter.cache_clear()
    gar_sandbox._fallback.cache_clear()
    sandbox = get_sandbox("unsafe-local")
    assert "UNSAFE-LOCAL" in sandbox.isolation and "unprivileged uids" in sandbox.isolation
    probe = (f"import os\nprint(os.getuid(), os.geteuid())\n"
             f"try:\n    open({str(root_secret)!r}).read(); print('READ')\n"
             "except OSError:\n    print('denied')\n"
             "import pytest; print('pytest ok')\n")
    workspace = tmp_path / "ws"
    workspace.mkdir()
    result = sandbox.run(["python", "-c", probe], workspace=workspace, limits=Limits())
    assert result.exit_code == 0, result.stderr
    ids, verdict, imported = result.stdout.decode().splitlines()[:3]
    assert 0 not in map(int, ids.split())
    assert verdict == "denied" and imported == "pytest ok"
    # The function-level path: the candidate process itself.
    body = (f"    import os\n    try:\n        open({str(root_secret)!r}).read()\n"
            "        return -1\n    except OSError:\n        return os.getuid()\n")
    task = FunctionTask(task_id="t/uid", prompt="def f():\n", entry_point="f",
                        test="def check(candidate):\n    assert candidate() > 0\n")
    with FunctionRunner(workers=1, sandbox="unsafe-local") as runner:
        [result] = runner.check_many([CheckJob(task=task, program=task.prompt + body,
                                               per_test_timeout_s=2)])
    assert result.passed, (result.reason, result.tests)


@pytest.mark.skipif(not ROOT, reason="the mirror is only built as root")
def test_an_unmirrorable_interpreter_is_refused_with_the_reason(tmp_path: Path,
                                                                monkeypatch) -> None:
    unsafe = tmp_path / "open"
    unsafe.mkdir()
    unsafe.chmod(0o777)  # others could plant files here: never trusted for the mirror
    monkeypatch.setenv("GAR_INTERPRETER_DIR", str(unsafe / "interpreters"))
    from gar.sandbox import interpreter

    interpreter.runnable_interpreter.cache_clear()
    base = str(Path(sys.base_prefix).resolve())
    monkeypatch.setattr(interpreter, "traversable_by_others",
                        lambda path: not str(path).startswith(base))
    try:
        with pytest.raises(SandboxUnavailable, match="mirror could not be made") as caught:
            interpreter.runnable_interpreter()
        assert "not reachable by an unprivileged uid" in str(caught.value)
    finally:
        interpreter.runnable_interpreter.cache_clear()


@pytest.mark.skipif(not ROOT, reason="RLIMIT_NPROC binds only an unprivileged uid")
def test_unsafe_local_enforces_the_process_limit(tmp_path: Path) -> None:
    # The probe forked 60 of 60 processes against a 16-process limit as uid 0.
    code = ("import os, time\nmade = 0\nfor _ in range(60):\n    try:\n        pid = os.fork()\n"
            "    except OSError:\n        break\n    if pid == 0:\n        time.sleep(2)\n"
            "        os._exit(0)\n    made += 1\nprint(made)\n")
    workspace = tmp_path / "ws"
    workspace.mkdir()
    result = get_sandbox("unsafe-local").run(["python", "-c", code], workspace=workspace,
                                             limits=Limits(processes=16, wall_s=20))
    assert result.exit_code == 0, result.stderr
    assert int(result.stdout.split()[-1]) < 16
