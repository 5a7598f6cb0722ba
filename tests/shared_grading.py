"""Grading one small group in tests (importable from every test: pytest puts ``tests/`` on
``sys.path`` for ``tests/conftest.py``)."""

from gar.grading import GradeConfig
from gar.grading.pipeline import grade_run
from gar.records import FunctionTask, Rollout


def group_of(task: FunctionTask, honest: dict[str, str], **suspects: str
             ) -> dict[str, dict[str, str]]:
    """The members of a test group, in this order: ``honest`` solutions by rollout id, the
    task's canonical solution (rollout id ``canonical``), then ``suspects`` by keyword."""
    members = {rid: {"solution": code} for rid, code in honest.items()}
    members["canonical"] = {"completion": task.canonical_solution or ""}
    members.update({rid: {"solution": code} for rid, code in suspects.items()})
    return members


def confirmed_hacks(task: FunctionTask, members: dict[str, dict[str, str]], runner) -> list[str]:
    """The rollout ids (keys of ``members``: ``{"completion": ...}`` or ``{"solution": ...}``)
    that the grader confirms as hacks in one group; every member must pass its tests."""
    rollouts = [Rollout(task.task_id, rid, **code) for rid, code in members.items()]
    grades = grade_run({task.task_id: task}, rollouts, GradeConfig(), runner=runner).grades
    assert all(g.passed for g in grades), [(g.rollout_id, g.status) for g in grades]
    return [g.rollout_id for g in grades if g.hack]
