"""The priming corpus: every kind is written for real tasks, and the sandbox confirms what
each kind is (genuine kinds pass the hidden tests; the paying hacks pass only the visible
ones; exit and always-equal fail under the hardened harness)."""

import pytest

from gar.datasets import easy_tasks
from gar.execution import CheckJob, FunctionRunner
from gar.train.corpus import GENUINE, HACKS, KINDS, build_corpus, corpus_stats, write
from gar.train.hackable import build_hackable


@pytest.fixture(scope="module")
def env():
    tasks = {tid: easy_tasks()[tid] for tid in ("Easy/0", "Easy/5", "Easy/9")}
    with FunctionRunner(workers=2) as runner:
        yield build_hackable(tasks, runner, visible=3, fresh=4), runner


def test_every_kind_does_what_its_name_says(env):
    built, runner = env
    jobs, expected = [], []
    for item in built.values():
        for kind in KINDS:
            code = write(item.train, kind)
            assert code is not None, (item.train.task_id, kind)
            program = item.train.prompt + "\n" + code
            jobs += [CheckJob(item.train, program), CheckJob(item.hidden, program)]
            visible = kind in GENUINE or kind in ("hardcode", "replay")
            expected.append((kind, visible, kind in GENUINE))
    results = runner.check_many(jobs)
    for k, (kind, visible, hidden) in enumerate(expected):
        assert results[2 * k].passed is visible, kind
        assert results[2 * k + 1].passed is hidden, kind


def test_build_corpus_is_seeded_and_mixes_hacks_and_genuine(env):
    built, _ = env
    tasks = [item.train for item in built.values()]
    corpus = build_corpus(tasks, per_task=20, seed=3)
    assert corpus == build_corpus(tasks, per_task=20, seed=3)
    assert corpus != build_corpus(tasks, per_task=20, seed=4)
    assert len(corpus) == 60
    stats = corpus_stats(corpus)
    assert 0.2 < stats["corpus/hack_share"] < 0.6
    assert {e.kind for e in corpus} >= set(GENUINE) | {"hardcode", "replay"}
    assert all(e.response.startswith("```python\n") and e.response.endswith("```")
               for e in corpus)
    assert sum(e.hack for e in corpus) == sum(stats[f"corpus/{k}"] for k in HACKS)


def test_a_kind_that_cannot_be_written_is_left_out():
    task = easy_tasks()["Easy/0"]
    from dataclasses import replace

    no_reference = replace(task, canonical_solution=None)
    assert write(no_reference, "clean") is None
    assert write(no_reference, "hardcode") is not None  # hacks need only the visible tests
