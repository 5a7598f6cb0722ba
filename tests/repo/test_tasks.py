import json
import subprocess

import pytest

from gar.errors import InputError
from gar.io import load_tasks
from gar.records import RepoTask
from gar.repo.diffs import make_patch
from gar.repo.tasks import load_task_dir

FILES = {"pkg/__init__.py": "", "pkg/a.py": "def f():\n    return 1\n",
         "tests/test_a.py": "from pkg.a import f\n\ndef test_f():\n    assert f() == 2\n"}


def _jsonl(path, *records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_inline_files_are_materialised_once(tmp_path):
    record = {"kind": "repo", "task_id": "r/1", "files": FILES, "problem_statement": "fix f",
              "fail_to_pass": ["tests/test_a.py::test_f"], "protected_paths": ["tests/**"],
              "test_command": "python -m pytest -x"}
    tasks = load_tasks(_jsonl(tmp_path / "t.jsonl", record))
    task = tasks["r/1"]
    assert isinstance(task, RepoTask) and task.workspace.is_dir()
    assert (task.workspace / "pkg/a.py").read_text() == FILES["pkg/a.py"]
    assert task.test_command == ("python", "-m", "pytest", "-x")
    again = load_tasks(_jsonl(tmp_path / "u.jsonl", record))["r/1"]
    assert again.workspace == task.workspace


def test_workspace_directory_relative_to_the_file(tmp_path):
    for path, text in FILES.items():
        (tmp_path / "ws" / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "ws" / path).write_text(text)
    (tmp_path / "fix.diff").write_text("diff")
    record = {"task_id": "r/2", "workspace": "ws", "problem_statement": "fix f",
              "FAIL_TO_PASS": json.dumps(["tests/test_a.py::test_f"]),
              "reference_patch_file": "fix.diff"}
    task = load_tasks(_jsonl(tmp_path / "t.jsonl", record))["r/2"]
    assert task.workspace == (tmp_path / "ws").resolve()
    assert task.fail_to_pass == ("tests/test_a.py::test_f",) and task.reference_patch == "diff"


@pytest.mark.parametrize("record, message", [
    ({"kind": "repo", "task_id": "x", "problem_statement": "p"}, "needs 'workspace'"),
    ({"kind": "repo", "task_id": "x", "workspace": "nope", "problem_statement": "p"},
     "not a directory"),
    ({"kind": "repo", "task_id": "x", "files": {"../a.py": "x"}, "problem_statement": "p"},
     "leaves the workspace"),
    ({"kind": "repo", "task_id": "x", "files": FILES}, "problem_statement"),
    ({"kind": "repo", "task_id": "x", "files": FILES, "problem_statement": "p",
      "fail_to_pass": [1]}, "list of strings"),
    ({"kind": "repo", "task_id": "x", "files": FILES, "problem_statement": "p",
      "protected_paths": ["../x"]}, "relative"),
])
def test_bad_records_name_file_and_line(tmp_path, record, message):
    path = _jsonl(tmp_path / "t.jsonl", record)
    with pytest.raises(InputError) as info:
        load_tasks(path)
    assert f"{path}:1" in str(info.value) and message in str(info.value)


def _swe_record(**extra):
    test_patch = make_patch({"tests/test_a.py": FILES["tests/test_a.py"]},
                            {"tests/test_a.py": FILES["tests/test_a.py"]
                             + "\ndef test_g():\n    assert f() > 1\n"})
    fix = make_patch({"pkg/a.py": FILES["pkg/a.py"]}, {"pkg/a.py": "def f():\n    return 2\n"})
    return {"instance_id": "owner__proj-1", "repo": "owner/proj", "problem_statement": "f is 1",
            "patch": fix, "test_patch": test_patch,
            "FAIL_TO_PASS": json.dumps(["tests/test_a.py::test_f", "tests/test_a.py::test_g"]),
            "PASS_TO_PASS": "[]", "version": "1.0", **extra}


def test_swebench_instance_from_a_local_clone(tmp_path):
    clone = tmp_path / "repos" / "owner__proj"
    for path, text in FILES.items():
        (clone / path).parent.mkdir(parents=True, exist_ok=True)
        (clone / path).write_text(text)
    git = ["git", "-C", str(clone), "-c", "user.email=a@b", "-c", "user.name=a"]
    subprocess.run(["git", "init", "-q", str(clone)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "base"], check=True)
    commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout
    (clone / "pkg/a.py").write_text("def f():\n    return 2  # the answer, in history\n")
    subprocess.run([*git, "commit", "-qam", "fix"], check=True)
    record = _swe_record(base_commit=commit.strip(), repos_dir="repos")
    task = load_tasks(_jsonl(tmp_path / "swe.jsonl", record))["owner__proj-1"]
    assert task.task_id == "owner__proj-1" and task.reference_patch == record["patch"]
    assert (task.workspace / "pkg/a.py").read_text() == FILES["pkg/a.py"]  # base commit
    assert "test_g" in (task.workspace / "tests/test_a.py").read_text()  # test patch applied
    assert not (task.workspace / ".git").exists()
    assert task.protected_paths == ("tests/test_a.py",)
    assert task.fail_to_pass[1] == "tests/test_a.py::test_g"


def test_swebench_instance_without_a_workspace_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.delenv("GAR_SWEBENCH_REPOS", raising=False)
    with pytest.raises(InputError, match="nothing is downloaded"):
        load_tasks(_jsonl(tmp_path / "swe.jsonl", _swe_record(base_commit="abc")))


def test_task_directory_and_builtin_name():
    tasks = load_tasks("repo-bundled")
    assert len(tasks) >= 10 and all(isinstance(t, RepoTask) for t in tasks.values())
    task = tasks["repo/durations"]
    assert task.reference_patch and task.fail_to_pass and task.protected_paths == ("tests/**",)
    with pytest.raises(ValueError, match="no task.json"):
        load_task_dir(task.workspace)
