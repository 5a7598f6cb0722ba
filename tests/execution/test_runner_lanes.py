"""FunctionRunner._map: the jobs of one call spread over lanes on threads kept for the
runner's life, with a per-call thread pool's results and failures."""

from __future__ import annotations

import threading

import pytest

from gar.execution import FunctionRunner
from gar.execution.runner import PIPELINE


@pytest.fixture
def runner():
    with FunctionRunner(workers=2, sandbox="fallback") as runner:  # starts no worker here
        yield runner


def test_calls_reuse_the_same_threads(runner) -> None:
    threads: list[threading.Thread] = []  # kept alive: a new thread cannot look like an old one
    lock = threading.Lock()

    def run(index: int) -> int:
        with lock:
            threads.append(threading.current_thread())
        return index

    for _ in range(4):
        assert runner._map(run, 10, None) == list(range(10))
    assert len(threads) == 40
    assert len({id(t) for t in threads}) <= runner.size * PIPELINE


def test_at_most_size_times_pipeline_jobs_run_at_once(runner) -> None:
    lock, running, peak = threading.Lock(), [0], [0]
    release = threading.Event()

    def run(index: int) -> int:
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
            if running[0] == runner.size * PIPELINE:
                release.set()
        release.wait(5)
        with lock:
            running[0] -= 1
        return index * 2

    assert runner._map(run, 20, None) == [2 * i for i in range(20)]
    assert peak[0] == runner.size * PIPELINE


def test_every_index_runs_and_the_lowest_failure_is_raised(runner) -> None:
    ran: list[int] = []
    done: list[int] = []
    lock = threading.Lock()

    def run(index: int) -> int:
        with lock:
            ran.append(index)
        if index in (7, 3):
            raise ValueError(f"job {index}")
        return index

    with pytest.raises(ValueError, match="job 3"):
        runner._map(run, 12, done.append)
    assert sorted(ran) == list(range(12))
    assert sum(done) == 10  # progress for each job that returned


def test_no_jobs_no_threads(runner) -> None:
    assert runner._map(lambda i: i, 0, None) == []


def test_a_closed_runner_leaves_no_lane_thread_behind() -> None:
    def lanes() -> set[threading.Thread]:
        return {t for t in threading.enumerate() if t.name.startswith("gar-lane")}

    before = lanes()
    with FunctionRunner(workers=2, sandbox="fallback") as runner:
        assert runner._map(lambda index: index, 10, None) == list(range(10))
        assert lanes() - before
    for thread in lanes() - before:
        thread.join(timeout=10)
    assert not lanes() - before
