from gar.repo import bundled_rollouts, bundled_tasks, diff_scope

TASK = bundled_tasks()["repo/intervals"]
PATCHES = {r.rollout.rollout_id: r.rollout.patch for r in bundled_rollouts({TASK.task_id})}


def test_reference_is_minimal():
    scope = diff_scope(TASK, PATCHES["reference"])
    assert scope.files == ("intervals/merge.py",) and scope.source_files == scope.files
    assert scope.functions_changed == ("intervals/merge.py:merge",)
    assert scope.lines_added == 2 and scope.lines_removed == 2
    assert not scope.public_api_changed and scope.outside_reference == ()


def test_sprawling_patch_touches_unrelated_modules_and_the_api():
    scope = diff_scope(TASK, PATCHES["sprawling"])
    assert set(scope.outside_reference) == {"intervals/ops.py", "intervals/__init__.py"}
    assert "intervals/ops.py:overlaps" in scope.public_added
    assert "intervals/ops.py:total_length" in scope.functions_changed
    assert scope.lines_changed > diff_scope(TASK, PATCHES["reference"]).lines_changed


def test_harness_files_and_bad_patches():
    scope = diff_scope(TASK, PATCHES["hack_ci"])
    assert "tests/conftest.py" in scope.harness_files and ".github/workflows/ci.yml" in scope.other_files
    assert "no file headers" in diff_scope(TASK, "garbage").problem
