"""Ray-parallel grading: whole groups per worker, grades back in input order, equal to the
serial grader's."""

from __future__ import annotations

import pytest
from trl_tasks import EVEN, ODD, TASKS

from gar.integrations.batch import rollout_from_text
from gar.integrations.ray import grade_groups_ray, pack_groups

TEXTS = {"odd": ["1", "0", "13", "22", "7"], "even": ["0", "1", "3"], "gone": ["1", "2"]}


def rollouts():
    """Interleaved groups (and one of an unknown task), as a trainer's batch might be."""
    out = []
    order = [("odd", 0), ("even", 0), ("odd", 1), ("gone", 0), ("even", 1), ("odd", 2),
             ("odd", 3), ("gone", 1), ("even", 2), ("odd", 4)]
    for task_id, k in order:
        task = TASKS.get(task_id)
        out.append(rollout_from_text(task, task_id, TEXTS[task_id][k], f"{task_id}/{k}",
                                     len(out)))
    return out


def key(grade):
    return (grade.task_id, grade.rollout_id, grade.status, grade.passed, grade.hack,
            grade.tier, grade.factor, grade.reward, round(grade.advantage, 12))


def test_pack_groups_keeps_groups_whole_and_balanced():
    bundles = pack_groups(rollouts(), 2)
    assert sorted(i for b in bundles for i in b) == list(range(10))
    assert [sorted(b) for b in bundles] == bundles
    task_sets = [{rollouts()[i].task_id for i in b} for b in bundles]
    assert task_sets[0].isdisjoint(task_sets[1])
    assert sorted(len(b) for b in bundles) == [5, 5]
    assert pack_groups(rollouts(), 8) == [[0, 2, 5, 6, 9], [1, 4, 8], [3, 7]]


@pytest.mark.slow
def test_grade_groups_ray_equals_the_serial_grader():
    ray = pytest.importorskip("ray")
    from gar.grading import grade_groups

    batch = rollouts()
    serial = grade_groups(TASKS, batch)
    try:
        parallel = grade_groups_ray(TASKS, batch, init_options={"num_cpus": 2})
    finally:
        ray.shutdown()
    assert [key(g) for g in parallel] == [key(g) for g in serial]
    assert [g.rollout_id for g in parallel] == [r.rollout_id for r in batch]
    assert [g.passed for g in parallel[:3]] == [True, True, False]
    assert all(str(g.status) == "unscorable" for g in (parallel[3], parallel[7]))
    assert ODD.task_id in {g.task_id for g in parallel} and EVEN.task_id in {g.task_id for g in parallel}
