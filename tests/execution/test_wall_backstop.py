"""The per-call wall backstop counts wall time minus the time the candidate waited for a CPU,
and so does the whole rollout's limit (``timeout_s``, for the harness and the candidate
together), through real sandboxed workers: a load on the machine must not turn a call or a
rollout that is within its CPU limit into a timeout, and a sleeper or an endless loop is
stopped idle or loaded.

The load is made deterministic by pinning the worker (hence its candidates, which inherit the
affinity) and ``HOGS`` busy-loop processes to one core: the candidate then gets about
1/(HOGS+1) of that core, whatever else the machine runs (the other core stays free)."""

from __future__ import annotations

import importlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from gar.execution import Call, CallJob, CheckJob, FunctionRunner, sandboxed
from gar.execution.results import check_result
from gar.records import FunctionTask, Status

HOGS = 8  # a 1/9 share of the core: 0.6 x the CPU limit takes ~5.4 x it in wall time
LIMIT_S = 0.25  # a call's CPU limit; its wall backstop is 4 x that (1 s)
CORE = {min(os.sched_getaffinity(0))}

# The candidate pins itself too: a worker or zygote started by an earlier test of the suite
# (before the fixture pinned this process) would otherwise fork it onto every core.
PIN = f"import os\nos.sched_setaffinity(0, {CORE})\n"
BUSY = (PIN + "import time\n"
        "def f(seconds):\n"
        "    end = time.process_time() + seconds\n"
        "    while time.process_time() < end:\n        pass\n"
        "    return seconds\n")
SLEEPY = PIN + "import time\ndef f(seconds):\n    time.sleep(seconds)\n    return seconds\n"


@pytest.fixture(scope="module")
def pinned_runner() -> Iterator[FunctionRunner]:
    """A one-worker runner whose server (and so every candidate) runs on ``CORE`` only."""
    saved = os.sched_getaffinity(0)
    os.sched_setaffinity(0, CORE)
    try:
        runner = FunctionRunner(workers=1)
        warm = runner.call_many([CallJob(BUSY, "f", (Call((0.0,)),), timeout_s=LIMIT_S)])[0]
        assert warm.outcomes[0].status == "ok", warm
    finally:
        os.sched_setaffinity(0, saved)  # the worker started: it keeps the pinned affinity
    with runner:
        yield runner


def pinned(body: str) -> subprocess.Popen:
    """A Python process running ``body`` on ``CORE``, in a session (autogroup) of its own."""
    return subprocess.Popen([sys.executable, "-c",
                             f"import os\nos.sched_setaffinity(0, {CORE})\n{body}"],
                            start_new_session=True)


@contextmanager
def hogs(count: int = HOGS) -> Iterator[None]:
    procs: list[subprocess.Popen] = []
    try:
        for _ in range(count):
            procs.append(pinned("while True:\n    pass\n"))
        time.sleep(0.2)  # every hog pinned and spinning before the call starts
        yield
    finally:
        for proc in procs:
            proc.kill()
        for proc in procs:
            proc.wait()


def one_call(runner: FunctionRunner, program: str, seconds: float):
    job = CallJob(program, "f", (Call((seconds,)),), timeout_s=LIMIT_S)
    return runner.call_many([job])[0].outcomes[0]


def test_a_call_within_its_cpu_limit_passes_on_a_starved_core(pinned_runner) -> None:
    need = 0.6 * LIMIT_S
    with hogs():
        started = time.monotonic()
        outcome = one_call(pinned_runner, BUSY, need)
        wall = time.monotonic() - started
    assert outcome.status == "ok", outcome
    assert need * 0.9 <= outcome.cpu_time_s < LIMIT_S
    # The load was real: the call took longer than its plain wall backstop (4 x the limit),
    # which is where it used to end as a timeout.
    assert wall > 4 * LIMIT_S, wall


@pytest.mark.parametrize("loaded", [False, True], ids=["idle", "loaded"])
def test_a_sleeper_still_meets_the_backstop(pinned_runner, loaded: bool) -> None:
    if loaded:
        with hogs():
            outcome = one_call(pinned_runner, SLEEPY, 20.0)
    else:
        outcome = one_call(pinned_runner, SLEEPY, 20.0)
    assert outcome.status == "timeout", outcome
    assert "wall time limit" in outcome.error


def test_an_expired_safety_net_is_unscorable_never_a_timeout() -> None:
    reply = {"frames": [{"infra_error": "infrastructure: past the 30s safety net"}],
             "timeout": "", "status": 0}
    result = check_result(reply, "f")
    assert result.status is Status.UNSCORABLE and result.reason_code == "sandbox_unavailable"
    assert "safety net" in result.reason


@pytest.fixture
def monitor(monkeypatch):
    """The harness's monitor module as the worker server imports it (its directory on the
    path), with the rollout clock beside it."""
    monkeypatch.syspath_prepend(str(Path(sandboxed.__file__).parent))
    module = importlib.import_module("monitor")
    assert module.RolloutClock is importlib.import_module("clock").RolloutClock
    return module


@pytest.mark.parametrize(("body", "expected"), [
    ("while True:\n    pass\n", "SafetyNetExpired"),  # starved: credited up to the net
    ("import time\ntime.sleep(30)\n", "CandidateTimeout"),  # blocked: stopped at the backstop
])
def test_the_monitor_credits_waiting_not_blocking(monitor, body: str, expected: str) -> None:
    """A silent candidate on the starved core: one that spins waits for the CPU most of the
    time and meets the (here 0.6 s) safety net, an infrastructure failure; one that sleeps
    meets the 0.2 s backstop, a timeout."""
    with hogs(), silent_candidate(body) as (sock, pid):
        calls = monitor.Monitor(sock, pid, 10.0, 0.2, monitor.RolloutClock(60.0, 600.0))
        calls.safety_net_s = 0.6
        started = time.monotonic()
        with pytest.raises((monitor.SafetyNetExpired, monitor.CandidateTimeout)) as caught:
            calls.receive()
        assert type(caught.value).__name__ == expected, caught.value
        assert time.monotonic() - started < 5
        calls.close()


@contextmanager
def silent_candidate(body: str) -> Iterator[tuple[int, int]]:
    """(our end of a socket it never writes to, pid) of a pinned process running ``body``."""
    ours, theirs = socket.socketpair()
    child = pinned(body)
    try:
        time.sleep(0.1)  # started; what it did until now is not part of the "call"
        yield ours.fileno(), child.pid
    finally:
        child.kill()
        child.wait()
        ours.close()
        theirs.close()


# ---------------------------------------------------------------- the whole rollout's limit

ROLLOUT_S = 1.0  # the rollout's time limit (timeout_s) in these tests
ROLLOUT_HOGS = 4  # a 1/5 share of the core


def seconds_task(tests: int, seconds: float) -> FunctionTask:
    """``tests`` top-level tests, each one call ``f(seconds)`` (each its own per-test limit)."""
    body = "".join(f"    assert candidate({seconds}) == {seconds}\n" for _ in range(tests))
    return FunctionTask(task_id="t/seconds", prompt="def f(seconds):\n", entry_point="f",
                        test="def check(candidate):\n" + body)


def check_rollout(runner: FunctionRunner, task: FunctionTask, program: str, per_test_s: float):
    job = CheckJob(task, program, timeout_s=ROLLOUT_S, per_test_timeout_s=per_test_s)
    return runner.check_many([job])[0]


def test_a_rollout_within_its_limit_passes_on_a_starved_core(pinned_runner) -> None:
    """Six tests of 0.1 s CPU each (0.6 s in all, under the 1 s limit) on a core shared with
    four hogs: the rollout takes several seconds of wall time and still passes."""
    with hogs(ROLLOUT_HOGS):
        result = check_rollout(pinned_runner, seconds_task(6, 0.1), BUSY, 0.5)
    assert result.status is Status.PASSED, result.reason
    assert 0.5 < result.cpu_time_s < ROLLOUT_S, result.cpu_time_s
    # The load was real: past the plain wall limit, where it used to end as a timeout.
    assert result.wall_time_s > 2 * ROLLOUT_S, result.wall_time_s


@pytest.mark.parametrize("loaded", [False, True], ids=["idle", "loaded"])
@pytest.mark.parametrize(("program", "task", "per_test_s"), [
    # One endless test: its per-test CPU limit (5 s) is past the rollout's.
    (BUSY, seconds_task(1, 1e9), 5.0),
    # Eight sleeps of 0.3 s, each under its per-test wall backstop (1 s).
    (SLEEPY, seconds_task(8, 0.3), 0.5),
], ids=["endless loop", "sleeper"])
def test_the_rollout_limit_stops_loops_and_sleepers_idle_or_loaded(
        pinned_runner, program: str, task: FunctionTask, per_test_s: float, loaded: bool) -> None:
    if loaded:
        with hogs(ROLLOUT_HOGS):
            result = check_rollout(pinned_runner, task, program, per_test_s)
    else:
        result = check_rollout(pinned_runner, task, program, per_test_s)
    assert result.status is Status.TIMEOUT, result
    assert "the rollout's time limit of 1s" in result.reason, result.reason
    assert result.cpu_time_s < 2 * ROLLOUT_S, result.cpu_time_s


@pytest.mark.parametrize(("body", "expected"), [
    ("while True:\n    pass\n", "SafetyNetExpired"),  # starved: credited up to the net
    ("import time\ntime.sleep(30)\n", "CandidateTimeout"),  # blocked: stopped at the limit
])
def test_the_rollout_clock_credits_waiting_not_blocking(monitor, body: str, expected: str) -> None:
    """The rollout's limit (0.2 s, with a 0.6 s net) on the starved core, the per-call
    limits out of reach: a spinning candidate meets the net, an infrastructure failure; a
    sleeping one meets the rollout's limit, its timeout."""
    with hogs(), silent_candidate(body) as (sock, pid):
        calls = monitor.Monitor(sock, pid, 10.0, 10.0, monitor.RolloutClock(0.2, 0.6))
        with pytest.raises((monitor.SafetyNetExpired, monitor.CandidateTimeout)) as caught:
            calls.receive()
        assert type(caught.value).__name__ == expected, caught.value
        assert bool(calls.job_timeout) == (expected == "CandidateTimeout")
        calls.close()
