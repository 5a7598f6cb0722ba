"""The group rendezvous on its own: concurrent arrivals graded once with the real grader,
retries (before, during and after grading) answered without grading again, a grader that
raises and a group that never fills both unscorable, never reward 0."""

from __future__ import annotations

import asyncio
import math
import threading

from trl_tasks import TASKS

from gar.integrations.batch import grade_batch
from gar.integrations.groups import GroupCollector, batch_grade_fn


def counting_grader():
    real = batch_grade_fn()
    calls = []
    release = threading.Event()

    def grade(tasks, task_ids, texts):
        calls.append(list(texts))
        release.wait(30)
        return real(tasks, task_ids, texts)

    return grade, calls, release


def test_arrivals_in_any_order_are_graded_once_and_retries_are_free():
    grade, calls, release = counting_grader()
    collector = GroupCollector(TASKS, grade, timeout_s=60)
    texts = ["1", "0", "13", "2"]

    async def run():
        first = [asyncio.create_task(collector.submit("g", m, "odd", texts[m], 4))
                 for m in (3, 1, 0, 2)]
        await asyncio.sleep(0.2)
        retry = asyncio.create_task(collector.submit("g", 1, "odd", texts[1], 4))  # while grading
        await asyncio.sleep(0.2)
        release.set()
        results = await asyncio.gather(*first, retry)
        after = await collector.submit("g", 2, "odd", texts[2], 4)  # after grading
        return results, after

    results, after = asyncio.run(run())
    assert len(calls) == 1 and sorted(calls[0]) == sorted(texts)
    by_member = dict(zip((3, 1, 0, 2), results[:4], strict=True))
    expected = grade_batch(TASKS, ["odd"] * 4, texts, [0] * 4).rewards
    assert [by_member[m].trainer_reward for m in range(4)] == list(expected)
    assert results[4] == by_member[1] and after == by_member[2]


def test_a_failing_grader_and_a_group_that_never_fills_are_unscorable():
    def broken(tasks, task_ids, texts):
        raise OSError("sandbox gone")

    async def run():
        failing = GroupCollector(TASKS, broken, timeout_s=30)
        waiting = GroupCollector(TASKS, batch_grade_fn(), timeout_s=0.3)
        a = await asyncio.gather(*(failing.submit("g", m, "odd", "1", 2) for m in range(2)))
        b = await waiting.submit("h", 0, "odd", "1", 3)
        return a, b

    failed, lonely = asyncio.run(run())
    assert all(r.unscorable and math.isnan(r.trainer_reward) for r in failed)
    assert "grading failed: OSError: sandbox gone" in failed[0].reason
    assert lonely.unscorable and "1 of 3 samples arrived" in lonely.reason
