import pytest

from gar.repo.diffs import MAX_PATCH_BYTES, make_patch, parse_patch, patch_problem

OLD = {"pkg/a.py": "def f():\n    return 1\n", "gone.txt": "bye\n"}
NEW = {"pkg/a.py": "def f():\n    return 2\n", "pkg/new.py": "X = 1"}


def test_make_and_parse_round_trip():
    patch = make_patch(OLD, NEW)
    files = {d.path: d for d in parse_patch(patch)}
    assert set(files) == {"pkg/a.py", "pkg/new.py", "gone.txt"}
    assert files["pkg/new.py"].created and files["gone.txt"].deleted
    hunk = files["pkg/a.py"].hunks[0]
    assert hunk.added == ("    return 2",) and hunk.removed == ("    return 1",)
    assert "\\ No newline at end of file" in patch
    assert patch_problem(patch) is None


def test_plain_diff_without_git_prefixes():
    patch = "--- pkg/a.py\n+++ pkg/a.py\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 2\n"
    (diff,) = parse_patch(patch)
    assert diff.path == "pkg/a.py" and diff.lines_added == 1


def test_hunk_body_lines_looking_like_headers_stay_in_the_hunk():
    patch = ("--- a/x.txt\n+++ b/x.txt\n@@ -1,2 +1,2 @@\n--- old\n+++ new\n keep\n")
    (diff,) = parse_patch(patch)
    assert diff.hunks[0].removed == ("-- old",) and diff.hunks[0].added == ("++ new",)


@pytest.mark.parametrize("patch, reason", [
    ("this is not a diff\n", "no file headers"),
    ("diff --git a/x.bin b/x.bin\nGIT binary patch\nliteral 3\nabc\n", "binary patch"),
    ("diff --git a/x b/x\nBinary files a/x and b/x differ\n", "binary patch"),
    (make_patch({}, {"../escape.py": "x\n"}), "leaves the workspace"),
    ("--- /dev/null\n+++ /etc/passwd\n@@ -0,0 +1 @@\n+x\n", "absolute path"),
    (make_patch({}, {".git/hooks/post-checkout": "x\n"}), "git metadata"),
    ("diff --git a/l b/l\nnew file mode 120000\n--- /dev/null\n+++ b/l\n@@ -0,0 +1 @@\n+/etc\n",
     "symbolic link"),
    ("a\0b", "NUL"),
])
def test_unsafe_or_malformed_patches_have_a_reason(patch, reason):
    assert reason in (patch_problem(patch) or "")


def test_huge_patch_is_refused():
    body = "".join(f"+{'x' * 99}\n" for _ in range(MAX_PATCH_BYTES // 100 + 10))
    patch = f"--- /dev/null\n+++ b/big.txt\n@@ -0,0 +1,{body.count(chr(10))} @@\n{body}"
    assert "too large" in patch_problem(patch)
