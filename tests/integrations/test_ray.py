"""Ray-parallel grading on a local multi-process Ray cluster: warm actors sized from their
allotment, grades equal the serial grader's in input order, a grader process killed
mid-batch makes only its groups unscorable while the rest return (and the pool recovers), and
one that stops answering is timed out instead of waited for."""

from __future__ import annotations

import contextlib
import os
import signal
import time

import pytest
from trl_tasks import EVEN, ODD, TASKS

from gar.integrations.batch import rollout_from_text
from gar.integrations.ray import group_indices

TEXTS = {"odd": ["1", "0", "13", "22", "7"], "even": ["0", "1", "3"], "gone": ["1", "2"]}
SLOW = "1 + 0 * __import__('time').sleep(60)"


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
            grade.tier, grade.reward, round(grade.advantage, 12))


def test_group_positions_keep_groups_whole_in_first_appearance_order():
    assert group_indices(rollouts()) == [[0, 2, 5, 6, 9], [1, 4, 8], [3, 7]]


@pytest.fixture(scope="module")
def ray_cluster():
    ray = pytest.importorskip("ray")
    # Ray gives its raylet a fixed 30 s to register; on a host loaded ~6x past its cores
    # (the suite beside four grading runs, session 24) it missed that once.
    # A start that times out is the host, not the code under test: shut down and start again.
    for attempt in range(3):
        try:
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            break
        except Exception:
            ray.shutdown()
            if attempt == 2:
                raise
    try:
        yield ray
    finally:
        from gar.integrations.ray import close_pools

        close_pools()
        ray.shutdown()


@pytest.mark.slow
def test_grade_groups_ray_equals_the_serial_grader(ray_cluster):
    from gar.grading import grade_groups
    from gar.integrations.ray import _pools, grade_groups_ray

    batch = rollouts()
    serial = grade_groups(TASKS, batch)
    parallel = grade_groups_ray(TASKS, batch)
    assert [key(g) for g in parallel] == [key(g) for g in serial]
    assert [g.rollout_id for g in parallel] == [r.rollout_id for r in batch]
    assert [g.passed for g in parallel[:3]] == [True, True, False]
    assert all(str(g.status) == "unscorable" for g in (parallel[3], parallel[7]))
    assert ODD.task_id in {g.task_id for g in parallel} and EVEN.task_id in {g.task_id for g in parallel}
    pool = _pools[id(TASKS)][1]
    info = pool.info()
    assert len(info) == 2 and all(i["cpus"] == 1.0 and i["runner_workers"] == 2 for i in info)
    # Ray starts workers 15 nicer than the raylet (19 under a `nice 15` driver): the actors
    # starved behind the machine's other work and the HumanEval bench never came back. They
    # grade at the driver's priority, or say why they cannot (no privilege to lower it).
    driver = os.getpriority(os.PRIO_PROCESS, 0)
    assert all(i["niceness"] == driver or "RAY_worker_niceness=0" in i["niceness_note"]
               for i in info), info
    again = grade_groups_ray(TASKS, batch)  # the same warm actors, no new pool
    assert _pools[id(TASKS)][1] is pool and [key(g) for g in again] == [key(g) for g in serial]


@pytest.mark.slow
def test_a_grader_killed_mid_batch_fails_only_its_groups(ray_cluster):
    from gar.grading import grade_groups
    from gar.integrations.ray import RayGradingPool, close_pools

    close_pools()  # free the CPUs the previous test's warm pool holds
    tasks = {f"odd{k}": ODD.__class__(f"odd{k}", ODD.prompt, ODD.entry_point, ODD.test)
             for k in range(6)}
    batch = [rollout_from_text(tasks["odd0"], "odd0", SLOW, "slow", 0)]
    for k in range(1, 6):
        for i, text in enumerate(("1", "0")):
            batch.append(rollout_from_text(tasks[f"odd{k}"], f"odd{k}", text, f"odd{k}/{i}",
                                           len(batch)))
    pool = RayGradingPool(tasks, actors=2)
    grades = [None] * len(batch)
    try:
        victim = pool.info()[0]["pid"]  # the first actor gets the first (slow) group
        started = time.monotonic()
        for n, (positions, group) in enumerate(pool.iter_grades(batch, max_in_flight=2)):
            if n == 0:  # the other actor finished a group: the victim is inside the slow one
                os.kill(victim, signal.SIGKILL)
            for i, grade in zip(positions, group, strict=True):
                grades[i] = grade
        assert time.monotonic() - started < 50  # did not wait for the slow rollout
    finally:
        pool.close()
    assert [g.rollout_id for g in grades] == [r.rollout_id for r in batch]
    assert grades[0].status == "unscorable" and "Ray grader died" in grades[0].reason
    assert pool.deaths == 1
    serial = {g.rollout_id: g for g in grade_groups(tasks, batch[1:])}
    scored = [g for g in grades[1:] if str(g.status) != "unscorable"]
    assert len(scored) >= 6  # at most the dead actor's one queued group was lost with it
    assert all(key(g) == key(serial[g.rollout_id]) for g in scored)


@pytest.mark.slow
def test_an_actor_that_stops_answering_is_timed_out_not_waited_for(ray_cluster):
    """A grader process that stops answering (SIGSTOP: wedged, or a node Ray has not yet
    seen die) used to hang the batch: ray.wait had no timeout. Now its running group is
    unscorable once past group_timeout_s, the group queued behind it is resubmitted, the
    actor is killed and replaced, and every other group is graded."""
    import threading

    from gar.grading import grade_groups
    from gar.integrations.ray import RayGradingPool, close_pools

    close_pools()  # free the CPUs the earlier tests' warm pool holds
    tasks = {f"odd{k}": ODD.__class__(f"odd{k}", ODD.prompt, ODD.entry_point, ODD.test)
             for k in range(4)}
    batch = [rollout_from_text(tasks[f"odd{k}"], f"odd{k}", text, f"odd{k}/{i}", 2 * k + i)
             for k in range(4) for i, text in enumerate(("1", "0"))]
    pool = RayGradingPool(tasks, actors=2, group_timeout_s=20)
    victim = pool.info()[0]["pid"]  # the first actor gets groups 0 and 2
    os.kill(victim, signal.SIGSTOP)
    out = {}
    worker = threading.Thread(target=lambda: out.setdefault("grades", pool.grade(batch)),
                              daemon=True)
    try:
        worker.start()
        worker.join(timeout=150)
        assert not worker.is_alive(), "the pool waited for the stopped actor"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(victim, signal.SIGKILL)  # ray.kill did it already, unless it hung
        pool.close()
    grades = out["grades"]
    assert [g.rollout_id for g in grades] == [r.rollout_id for r in batch]
    assert all(str(g.status) == "unscorable" and "did not answer" in g.reason
               for g in grades[:2])
    assert pool.timeouts == 1 and pool.deaths == 0
    serial = grade_groups(tasks, batch[2:])
    assert [key(g) for g in grades[2:]] == [key(g) for g in serial]  # group 2 resubmitted
