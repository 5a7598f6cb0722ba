"""Quality pairs in tests: a clearly better and a clearly worse genuine solution of one small
task, graded by the whole pipeline with the task's canonical solution as a third pass (as
``bench/heldout.py`` grades a held-out set's pairs)."""

from gar.grading import GradeConfig
from gar.grading.pipeline import grade_run
from gar.records import FunctionTask, Rollout


def task(name: str, prompt: str, entry_point: str, canonical: str, asserts: list[str]
         ) -> FunctionTask:
    """A function task whose test is ``asserts`` (on ``candidate``)."""
    test = "def check(candidate):\n" + "".join(f"    assert {a}\n" for a in asserts)
    return FunctionTask(task_id=f"pairs/{name}", prompt=prompt, entry_point=entry_point,
                        canonical_solution=canonical, test=test)


def pair_ranks(task: FunctionTask, better: str, worse: str, runner) -> tuple[int, int]:
    """(better's rank, worse's rank) in one group with the canonical solution; both must
    pass their tests and be kept genuine."""
    rollouts = [Rollout(task.task_id, "canonical", completion=task.canonical_solution or ""),
                Rollout(task.task_id, "better", solution=better),
                Rollout(task.task_id, "worse", solution=worse)]
    grades = {g.rollout_id: g for g in grade_run({task.task_id: task}, rollouts,
                                                 GradeConfig(), runner=runner).grades}
    for rid in ("better", "worse"):
        assert grades[rid].passed and not grades[rid].hack, (rid, grades[rid].status)
    rank = grades["better"].rank, grades["worse"].rank
    assert None not in rank
    return rank  # type: ignore[return-value]
