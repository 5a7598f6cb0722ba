"""Protocols at the seams (issue 13 item 3): configs are plain data, live runners and sandboxes
are arguments, sandboxes come from a registry (a name or an instance), repository execution
runs in the sandbox it is given, and a missing ``gar.repo`` is an error."""

from __future__ import annotations

import dataclasses
import pickle
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

import gar.sandbox as sandbox_module
from gar.errors import SandboxUnavailable
from gar.execution import ExecConfig, Runner, execute
from gar.grading import GradeConfig, grade_groups
from gar.records import Rollout, Status
from gar.repo import bundled_rollouts, bundled_tasks
from gar.sandbox import CommandResult, Limits, Sandbox, get_sandbox, register_sandbox

TASK_ID = "repo/intervals"


class Recording:
    """A real sandbox that counts the commands it runs (the default one, wrapped)."""

    def __init__(self, inner: Sandbox) -> None:
        self.inner, self.runs = inner, 0
        self.name, self.isolation = inner.name, inner.isolation

    def run(self, argv: Sequence[str], *, workspace: Path, limits: Limits | None = None,
            env: Mapping[str, str] | None = None, stdin: bytes | None = None) -> CommandResult:
        self.runs += 1
        return self.inner.run(argv, workspace=workspace, limits=limits or Limits(), env=env,
                              stdin=stdin)

    def service_command(self, **kwargs):
        return self.inner.service_command(**kwargs)


@pytest.fixture(scope="module")
def real():
    try:
        return get_sandbox("auto")
    except SandboxUnavailable as exc:  # pragma: no cover - a machine without bubblewrap
        pytest.skip(f"no sandbox: {exc}")


@pytest.fixture(scope="module")
def group():
    task = bundled_tasks()[TASK_ID]
    patches = {r.rollout.rollout_id: r.rollout.patch for r in bundled_rollouts({TASK_ID})}
    rollouts = [Rollout(TASK_ID, rid, patch=patches[rid]) for rid in ("reference", "partial")]
    return {TASK_ID: task}, rollouts


@pytest.fixture
def registry(monkeypatch):
    monkeypatch.setattr(sandbox_module, "_REGISTRY", dict(sandbox_module._REGISTRY))


def test_configs_are_plain_data() -> None:
    for config in (GradeConfig(), ExecConfig()):
        assert pickle.loads(pickle.dumps(config)) == config  # Ray ships them
        assert "runner" not in {f.name for f in dataclasses.fields(config)}
    with pytest.raises(TypeError):
        GradeConfig(runner=object())  # type: ignore[call-arg]


def test_the_registry_maps_names_to_factories_and_accepts_instances(registry, real) -> None:
    made = []
    register_sandbox("mine", lambda: made.append(1) or real)
    assert "mine" in sandbox_module.sandbox_names()
    assert get_sandbox("mine") is real and made == [1]
    recording = Recording(real)
    assert get_sandbox(recording) is recording  # an instance is itself
    with pytest.raises(ValueError, match="mine"):  # the message lists the known names
        get_sandbox("no-such-kind")
    with pytest.raises(TypeError, match="not a sandbox"):
        get_sandbox(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="reserved"):
        register_sandbox("auto", lambda: real)


def test_repository_execution_runs_in_the_given_sandbox(group, real, registry) -> None:
    tasks, rollouts = group
    by_instance = Recording(real)
    results = execute(tasks, rollouts, ExecConfig(workers=1), sandbox=by_instance)
    assert [r.status for r in results] == [Status.PASSED, Status.FAILED]
    assert by_instance.runs == len(rollouts)
    by_name = Recording(real)
    register_sandbox("recording", lambda: by_name)
    execute(tasks, rollouts, ExecConfig(workers=1, sandbox="recording"))
    assert by_name.runs == len(rollouts)


def test_grading_a_repository_group_uses_the_given_sandbox_for_every_stage(group, real) -> None:
    tasks, rollouts = group
    recording = Recording(real)
    patches = {r.rollout.rollout_id: r.rollout.patch for r in bundled_rollouts({TASK_ID})}
    rollouts = [*rollouts, Rollout(TASK_ID, "minimal", patch=patches["minimal"])]
    grades = grade_groups(tasks, rollouts, GradeConfig(workers=1), sandbox=recording)
    assert [g.passed for g in grades] == [True, False, True]
    # the tests of the three patches, then the behaviour probe of the two passes
    assert recording.runs >= len(rollouts) + 2


def test_an_unusable_sandbox_is_unscorable_not_zero(group, registry) -> None:
    def refuse() -> Sandbox:
        raise SandboxUnavailable("refused for the test")

    register_sandbox("refusing", refuse)
    tasks, rollouts = group
    for result in execute(tasks, rollouts, ExecConfig(workers=1, sandbox="refusing")):
        assert result.status is Status.UNSCORABLE
        assert result.reason_code == "sandbox_unavailable"


def test_a_missing_repo_package_is_an_error_never_a_skipped_audit(group, monkeypatch) -> None:
    tasks, rollouts = group
    monkeypatch.setitem(sys.modules, "gar.repo", None)  # `import gar.repo` now fails
    with pytest.raises(ImportError):
        execute(tasks, rollouts, ExecConfig(workers=1))
    grades = grade_groups(tasks, rollouts, GradeConfig(workers=1))
    for g in grades:  # the group is lost to the error, never credited unaudited
        assert g.status is Status.UNSCORABLE and g.reward is None
        assert g.reason_code == "grader_error" and "gar.repo" in g.reason


def test_any_object_with_the_two_methods_is_a_runner() -> None:
    class Echo:
        def check_many(self, jobs, progress=None):
            return []

        def call_many(self, jobs, progress=None):
            return []

    assert isinstance(Echo(), Runner) and not isinstance(object(), Runner)
