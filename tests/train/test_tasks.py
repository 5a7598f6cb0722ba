"""The bundled easy tasks, the split and the per-step task order."""

from collections import Counter

import pytest

from gar.errors import GarError
from gar.records import FunctionTask
from gar.train.tasks import easy_tasks, load_task_source, split_tasks, step_tasks


def test_every_easy_task_passes_its_own_tests_with_the_reference():
    tasks = easy_tasks()
    assert len(tasks) >= 40
    for task in tasks.values():
        namespace: dict = {}
        exec(task.prompt + task.canonical_solution + "\n" + task.test, namespace)  # noqa: S102 - trusted test code
        namespace["check"](namespace[task.entry_point])


def test_easy_tasks_fail_without_a_body():
    for task in easy_tasks().values():
        namespace: dict = {}
        exec(task.prompt + "\n" + task.test, namespace)  # noqa: S102 - trusted test code
        with pytest.raises(AssertionError):
            namespace["check"](namespace[task.entry_point])


def test_split_is_seeded_disjoint_and_complete():
    tasks = easy_tasks()
    train, held = split_tasks(tasks, 8, seed=3)
    assert len(held) == 8 and len(train) == len(tasks) - 8
    assert not {t.task_id for t in train} & {t.task_id for t in held}
    assert split_tasks(tasks, 8, seed=3) == (train, held)
    assert split_tasks(tasks, 8, seed=4)[1] != held
    assert len(split_tasks(tasks, 0.25, seed=0)[1]) == round(0.25 * len(tasks))
    with pytest.raises(GarError):
        split_tasks(tasks, len(tasks), seed=0)


def test_step_tasks_cycle_through_the_training_set_evenly():
    train = [FunctionTask(f"t{i}", "", "f", "") for i in range(5)]
    seen = Counter(t.task_id for step in range(5) for t in step_tasks(train, 3, seed=1, step=step))
    assert set(seen.values()) == {3}  # 15 draws over 5 tasks: each exactly 3 times
    assert step_tasks(train, 3, seed=1, step=2) == step_tasks(train, 3, seed=1, step=2)


def test_sources():
    assert set(load_task_source("easy")) == set(easy_tasks())
    both = load_task_source("easy+humaneval")
    assert "HumanEval/0" in both and "Easy/0" in both
    with pytest.raises(GarError):
        load_task_source("nope")
