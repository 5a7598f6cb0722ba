import os
import subprocess

from gar.repo.diffs import make_patch
from gar.repo.workspace import apply_patch, matches_any, restore_protected


def _workspace(tmp_path):
    ws = tmp_path / "ws"
    (ws / "pkg").mkdir(parents=True)
    (ws / "tests").mkdir()
    (ws / "pkg/a.py").write_text("def f():\n    return 1\n")
    (ws / "tests/test_a.py").write_text("from pkg.a import f\n\ndef test_f():\n    assert f() == 2\n")
    return ws


def test_applies_to_a_copy_without_git_history(tmp_path):
    ws = _workspace(tmp_path)
    subprocess.run(["git", "init", "-q", str(ws)], check=True)
    patch = make_patch({"pkg/a.py": "def f():\n    return 1\n"}, {"pkg/a.py": "def f():\n    return 2\n"})
    applied = apply_patch(ws, patch, tmp_path / "copy")
    assert applied.ok, applied.reason
    assert (applied.root / "pkg/a.py").read_text().endswith("return 2\n")
    assert not (applied.root / ".git").exists()
    assert (ws / "pkg/a.py").read_text().endswith("return 1\n")  # pristine untouched


def test_protected_files_are_restored_and_new_ones_removed(tmp_path):
    ws = _workspace(tmp_path)
    patch = make_patch(
        {"tests/test_a.py": (ws / "tests/test_a.py").read_text()},
        {"tests/test_a.py": "def test_f():\n    pass\n", "tests/conftest.py": "x = 1\n"})
    applied = apply_patch(ws, patch, tmp_path / "copy", ["tests/**"])
    assert applied.ok
    assert set(applied.restored) == {"tests/test_a.py", "tests/conftest.py"}
    assert (applied.root / "tests/test_a.py").read_text() == (ws / "tests/test_a.py").read_text()
    assert not (applied.root / "tests/conftest.py").exists()


def test_patch_that_does_not_apply_or_targets_missing_file(tmp_path):
    ws = _workspace(tmp_path)
    wrong = make_patch({"pkg/a.py": "def f():\n    return 7\n"}, {"pkg/a.py": "def f():\n    return 2\n"})
    result = apply_patch(ws, wrong, tmp_path / "c1")
    assert not result.ok and "does not apply" in result.reason
    missing = make_patch({"pkg/missing.py": "x = 1\n"}, {"pkg/missing.py": "x = 2\n"})
    result = apply_patch(ws, missing, tmp_path / "c2")
    assert not result.ok and "missing.py" in result.reason


def test_nothing_is_written_outside_the_copy(tmp_path):
    ws = _workspace(tmp_path)
    outside = tmp_path / "escape.py"
    for patch in (make_patch({}, {"../escape.py": "x\n"}),
                  "--- /dev/null\n+++ b/../../escape.py\n@@ -0,0 +1 @@\n+x\n",
                  f"--- /dev/null\n+++ {outside}\n@@ -0,0 +1 @@\n+x\n"):
        result = apply_patch(ws, patch, tmp_path / f"c{len(os.listdir(tmp_path))}")
        assert not result.ok and result.reason
        assert not outside.exists()


def test_links_leaving_the_workspace_are_not_copied(tmp_path):
    ws = _workspace(tmp_path)
    (tmp_path / "secret.txt").write_text("s")
    (ws / "leak").symlink_to(tmp_path / "secret.txt")
    (ws / "inner").symlink_to(ws / "pkg")
    patch = make_patch({"pkg/a.py": "def f():\n    return 1\n"}, {"pkg/a.py": "def f():\n    return 2\n"})
    applied = apply_patch(ws, patch, tmp_path / "copy")
    assert applied.ok
    assert not (applied.root / "leak").exists() and (applied.root / "inner").is_symlink()


def test_a_patch_through_a_link_is_refused(tmp_path):
    ws = _workspace(tmp_path)
    (ws / "inner").symlink_to("pkg")
    patch = make_patch({"inner/a.py": "def f():\n    return 1\n"}, {"inner/a.py": "def f():\n    return 3\n"})
    result = apply_patch(ws, patch, tmp_path / "copy")
    assert not result.ok


def test_glob_matching():
    assert matches_any("tests/unit/test_x.py", ["tests/**"])
    assert matches_any("a/b/conftest.py", ["**/conftest.py"])
    assert matches_any("conftest.py", ["**/conftest.py"])
    assert matches_any("tests/x.py", ["tests"])  # a directory protects its contents
    assert not matches_any("src/tests_helper.py", ["tests/**"])
    assert not matches_any("a/b.py", ["*.py"])  # '*' stays within one segment


def test_restore_protected_reports_nothing_when_unchanged(tmp_path):
    ws = _workspace(tmp_path)
    copy = tmp_path / "copy"
    apply_patch(ws, make_patch({"pkg/a.py": "def f():\n    return 1\n"},
                               {"pkg/a.py": "def f():\n    return 2\n"}), copy)
    assert restore_protected(copy, ws, ["tests/**"]) == ()
