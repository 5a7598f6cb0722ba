"""Repository-level tasks: patches applied to sandboxed copies, pristine test reruns,
tampering evidence, diff scope and behaviour comparison across a group of patches.

``gar.io.load_tasks`` reads repository tasks (local format and SWE-bench instances) through
the explicit dispatch of :mod:`gar.task_formats`. See docs/repo_tasks.md.
"""

from __future__ import annotations

from gar.repo.audit import audit_patch, trajectory_findings
from gar.repo.bundled import bundled_rollouts, bundled_tasks, quality_pairs
from gar.repo.diffs import make_patch, parse_patch, patch_problem
from gar.repo.probe import compare_patches
from gar.repo.runner import execute_repo_rollouts, protected_patterns
from gar.repo.scope import DiffScope, diff_scope
from gar.repo.tasks import load_task_dir, repo_task_from_dict, swebench_task
from gar.repo.workspace import Applied, apply_patch

__all__ = [
    "Applied", "DiffScope", "apply_patch", "audit_patch", "bundled_rollouts", "bundled_tasks",
    "compare_patches", "diff_scope", "execute_repo_rollouts", "load_task_dir", "make_patch",
    "parse_patch", "patch_problem", "protected_patterns", "quality_pairs",
    "repo_task_from_dict", "swebench_task", "trajectory_findings",
]
