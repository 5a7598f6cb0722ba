"""``gar tasks synth``: a local project (a git repository) and a real one from the package
index become validated repository tasks; bad sources are clear errors."""

from __future__ import annotations

import json
import subprocess
import tarfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gar.cli import app
from gar.errors import GarError
from gar.io import load_tasks
from gar.synth import (
    SourceError,
    SynthConfig,
    inspect_project,
    plan_bugs,
    resolve_source,
    synthesise,
)
from gar.synth.source import _unpack
from gar.synth.suite import Baseline

LIB = '''\
def clamp(x, lo, hi):
    """x limited to [lo, hi]."""
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def total(items, start=0):
    for item in items:
        start += item
    return start
'''
TESTS = '''\
from minilib import clamp, total


def test_clamp_low():
    assert clamp(-5, 0, 10) == 0


def test_clamp_high():
    assert clamp(50, 0, 10) == 10


def test_clamp_inside():
    assert clamp(3, 0, 10) == 3


def test_total():
    assert total([1, 2, 3]) == 6


def test_total_start():
    assert total([], 4) == 4
'''


def _project(root: Path, tests: str = TESTS) -> Path:
    (root / "minilib").mkdir(parents=True)
    (root / "minilib" / "__init__.py").write_text(LIB)
    (root / "tests").mkdir()
    (root / "tests" / "test_minilib.py").write_text(tests)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(root)]
    subprocess.run([*git[:5], "init", "-q", str(root)], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "fix"], check=True)
    return root


CONFIG = SynthConfig(max_tasks=2, validate_runs=2, baseline_runs=1, workers=2)


def test_local_project_becomes_validated_deterministic_tasks(tmp_path: Path, sandbox) -> None:
    source = _project(tmp_path / "mini")
    report = synthesise(str(source), tmp_path / "out", CONFIG, sandbox)
    assert report.baseline_tests == 5 and len(report.tasks) == 2
    lines = (tmp_path / "out" / "tasks.jsonl").read_text()
    tasks = load_tasks(str(tmp_path / "out" / "tasks.jsonl"))
    for record in map(json.loads, lines.splitlines()):
        task = tasks[record["task_id"]]
        assert task.fail_to_pass and set(task.fail_to_pass).isdisjoint(task.pass_to_pass)
        assert len(task.expected_tests) == 5 and task.protected_paths == ("tests/**",)
        assert not (task.workspace / ".git").exists()  # no history holding the fix
        buggy = (task.workspace / "minilib" / "__init__.py").read_text()
        assert buggy != LIB and "clamp" in buggy
        assert task.reference_patch and "minilib/__init__.py" in task.reference_patch
        assert record["synth"]["validated_runs"] == 2
        assert all(t in task.problem_statement for t in task.fail_to_pass)
    # The same seed gives the same task set, byte for byte.
    synthesise(str(source), tmp_path / "out", CONFIG, sandbox)
    assert (tmp_path / "out" / "tasks.jsonl").read_text() == lines
    # Another seed, another order of bugs.
    project = inspect_project(source, "mini")
    called = {("minilib/__init__.py", name): ("t",) for name in ("clamp", "total")}
    baseline = Baseline(passing=(), unstable=(), callers=called, wall_s=1.0)
    orders = {tuple(m.key for m in plan_bugs(project, baseline, seed)) for seed in range(4)}
    assert len(orders) > 1 and all(len(o) == 11 for o in orders)


def test_sources_without_tests_or_failing_at_baseline_are_errors(tmp_path: Path,
                                                                   sandbox) -> None:
    bare = tmp_path / "bare"
    (bare / "pkg").mkdir(parents=True)
    (bare / "pkg" / "__init__.py").write_text("def f():\n    return 1\n")
    with pytest.raises(SourceError, match="no test files"):
        inspect_project(bare, "bare")
    broken = _project(tmp_path / "broken", TESTS.replace("== 0", "== 1").replace(
        "== 10", "== 9").replace("== 3", "== 2").replace("== 6", "== 7").replace("== 4", "== 5"))
    with pytest.raises(SourceError, match="fails at baseline"):
        synthesise(str(broken), tmp_path / "o", CONFIG, sandbox)
    with pytest.raises(SourceError, match="neither a directory nor NAME==VERSION"):
        resolve_source("not a project")


def test_out_dir_of_something_else_is_refused(tmp_path: Path) -> None:
    source = _project(tmp_path / "mini")
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "keep.txt").write_text("mine")
    result = CliRunner().invoke(app, ["tasks", "synth", str(source), "--out",
                                      str(tmp_path / "busy")])
    assert isinstance(result.exception, GarError)
    assert "not a task set written by gar tasks synth" in str(result.exception)
    assert (tmp_path / "busy" / "keep.txt").read_text() == "mine"


def test_archive_members_outside_the_project_are_refused(tmp_path: Path) -> None:
    evil = tmp_path / "evil.tar.gz"
    (tmp_path / "payload").write_text("x")
    with tarfile.open(evil, "w:gz") as tf:
        tf.add(tmp_path / "payload", arcname="../escape.txt")
    with pytest.raises(SourceError, match="outside the project"):
        _unpack(evil, tmp_path / "dest")
    assert not (tmp_path / "escape.txt").exists()


def test_a_download_that_fails_says_so(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("GAR_CACHE", str(tmp_path))
    with pytest.raises(SourceError, match=r"pip download gar-no-such-project-zq==0\.0\.1 failed"):
        resolve_source("gar-no-such-project-zq==0.0.1")


# A real project from the package index (scripts/setup.sh pre-downloads it into the cache).
REAL = "parse==1.22.4"


@pytest.mark.slow
def test_real_project_from_the_index_reference_passes_and_empty_fails(tmp_path: Path) -> None:
    try:
        resolve_source(REAL)
    except SourceError as exc:  # pragma: no cover - no package index reachable
        pytest.skip(f"{REAL} not downloadable here: {exc}")
    out = tmp_path / "parse"
    runner = CliRunner()
    done = runner.invoke(app, ["tasks", "synth", REAL, "--out", str(out), "--max-tasks", "1",
                               "--validate-runs", "2", "--baseline-runs", "1", "--json"])
    assert done.exit_code == 0, done.output
    summary = json.loads(done.output.strip().splitlines()[-1])
    assert summary["tasks"] == 1 and summary["baseline_tests"] > 100
    for rollouts, status in (("reference", "passed"), ("empty", "failed")):
        result = runner.invoke(app, ["exec", str(out / "tasks.jsonl"), rollouts, "-o",
                                     str(tmp_path / f"{rollouts}.jsonl")])
        assert result.exit_code == 0, result.output
        records = [json.loads(x) for x in (tmp_path / f"{rollouts}.jsonl").read_text().split("\n")
                   if x]
        assert len(records) == 1 and {r["status"] for r in records} == {status}
