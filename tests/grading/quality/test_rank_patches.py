"""rank_passes on repository rollouts (unified diffs): scope, size, added-line smells."""

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality import rank_passes
from gar.records import ExecutionResult, RepoTask, Rollout, Status
from gar.repo.diffs import make_patch

FIX = """--- a/pkg/core.py
+++ b/pkg/core.py
@@ -1,2 +1,2 @@
 def parse(x):
-    return x
+    return x.strip()
"""

FIX_AND_CONFIG = FIX + """--- a/setup.cfg
+++ b/setup.cfg
@@ -1,1 +1,2 @@
 [metadata]
+name = other
"""

FIX_WITH_DEBUG = FIX.replace("+    return x.strip()", "+    print('parse', x)\n+    return x.strip()")

BIG = """--- a/pkg/core.py
+++ b/pkg/core.py
@@ -1,2 +1,12 @@
 def parse(x):
-    return x
+    if x is None:
+        raise TypeError('x')
+    text = str(x)
+    start = 0
+    while start < len(text) and text[start] == ' ':
+        start += 1
+    end = len(text)
+    while end > start and text[end - 1] == ' ':
+        end -= 1
+    return text[start:end]
"""


def group(tmp_path, patches):
    task = RepoTask("repo/1", tmp_path, "parse() must strip spaces")
    evidence = tuple(RolloutEvidence(Rollout("repo/1", rid, patch=patch), None,
                                     ExecutionResult(Status.PASSED))
                     for rid, patch in patches.items())
    return GroupContext(task, evidence)


def test_patches_outside_scope_and_debug_output_are_defects(tmp_path):
    result = rank_passes(group(tmp_path, {"fix": FIX, "twin": FIX, "config": FIX_AND_CONFIG,
                                          "debug": FIX_WITH_DEBUG}))
    assert result.tiers["fix"] == result.tiers["twin"] == ("T1", 1)
    assert result.tiers["config"][0] == "T3" and result.tiers["debug"][0] == "T3"
    config = [f.message for f in result.findings["config"]]
    assert any("setup.cfg" in m for m in config)


def test_a_larger_change_ranks_below_the_minimal_one(tmp_path):
    result = rank_passes(group(tmp_path, {"fix": FIX, "big": BIG}))
    assert result.tiers["fix"] == ("T1", 1)
    assert result.tiers["big"][1] > 1
    assert result.scores["big"]["minimality"] < 1


ORIGINAL = {"pkg/core.py": "def parse(x):\n    return x\n"}
FIXED = {"pkg/core.py": "def parse(x):\n    return x.strip()\n"}
SWALLOWING = {"pkg/core.py": "def parse(x):\n    try:\n        return x.strip()\n"
                             "    except Exception:\n        return x\n"}
BREAKING = {"pkg/core.py": "def parse(x, strip):\n    return x.strip()\n"}


def workspace_group(tmp_path, variants):
    for path, text in ORIGINAL.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return group(tmp_path, {rid: make_patch(ORIGINAL, new) for rid, new in variants.items()})


def test_a_swallowing_patch_is_a_defect_with_its_line(tmp_path):
    result = rank_passes(workspace_group(tmp_path, {"fix": FIXED, "swallow": SWALLOWING}))
    assert result.tiers["fix"] == ("T1", 1) and result.tiers["swallow"][0] == "T3"
    (finding,) = [f for f in result.findings["swallow"] if "swallows" in f.message]
    assert finding.location == "pkg/core.py:4" and finding.kind == "suspicion"


def test_breaking_api_change_costs_side_effects(tmp_path):
    result = rank_passes(workspace_group(tmp_path, {"fix": FIXED, "breaking": BREAKING}))
    assert result.scores["breaking"]["side_effects"] == 0.5
    assert result.scores["fix"]["side_effects"] == 1.0
    assert any("public API" in f.message for f in result.findings["breaking"])
