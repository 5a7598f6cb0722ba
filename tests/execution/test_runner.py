"""The hardened function-level check and call_many, through real sandboxed workers."""

from __future__ import annotations

import pytest

from gar.execution import (
    Call,
    CallJob,
    CheckJob,
    ExecConfig,
    FunctionRunner,
    execute,
)
from gar.execution import limits as test_limits
from gar.records import FunctionTask, Rollout, Status

ADD = FunctionTask(
    task_id="t/add",
    prompt='def add(a, b):\n    """Return a + b."""\n',
    entry_point="add",
    test=("def check(candidate):\n"
          "    assert candidate(1, 2) == 3\n"
          "    assert candidate(-1, 1) == 0\n"
          "    for a in range(5):\n"
          "        assert candidate(a, a) == 2 * a\n"
          "    assert add(2, 2) == 4\n"),
    canonical_solution="    return a + b\n",
)


def check(runner: FunctionRunner, body: str, **options):
    job = CheckJob(task=ADD, program=ADD.prompt + body, timeout_s=options.pop("timeout_s", 10.0),
                   per_test_timeout_s=options.pop("per_test", 1.0), **options)
    return runner.check_many([job])[0]


def test_a_correct_solution_passes_with_one_outcome_per_test(runner) -> None:
    result = check(runner, "    return a + b\n")
    assert result.status is Status.PASSED, result.reason
    assert [t.test_id for t in result.tests] == ["test@L2", "test@L3", "test@L4", "test@L6"]
    assert all(t.status == "passed" for t in result.tests)
    assert result.peak_memory_kb > 0 and result.wall_time_s > 0


def test_a_partly_wrong_solution_fails_with_its_failing_tests(runner) -> None:
    result = check(runner, "    return a + b if a >= 0 else 7\n")
    assert result.status is Status.FAILED
    assert [t.status for t in result.tests] == ["passed", "failed", "passed", "passed"]
    assert result.reason.startswith("test@L3: AssertionError")


def test_stop_at_first_failure(runner) -> None:
    result = check(runner, "    return 0\n", stop_at_first_failure=True)
    assert result.status is Status.FAILED
    assert [t.status for t in result.tests] == ["failed", "missing", "missing", "missing"]


@pytest.mark.parametrize(("name", "body", "status", "reason"), [
    ("raises", "    raise ValueError('bad input')\n", Status.ERROR, "ValueError: bad input"),
    ("infinite loop", "    while True:\n        pass\n", Status.TIMEOUT, "time limit"),
    ("sleeps", "    import time\n    time.sleep(30)\n", Status.TIMEOUT, "wall time limit"),
    ("sys.exit(0)", "    import sys\n    sys.exit(0)\n", Status.ERROR, "SystemExit"),
    ("os._exit(0)", "    import os\n    os._exit(0)\n", Status.ERROR, "exited (code 0)"),
    ("SIGSEGV", "    import os, signal\n    os.kill(os.getpid(), signal.SIGSEGV)\n",
     Status.KILLED, "SIGSEGV"),
    ("always-equal", ("    class Eq:\n        def __eq__(self, o):\n            return True\n"
                      "    return Eq()\n"), Status.ERROR, "unserializable"),
    ("int subclass", ("    class I(int):\n        def __eq__(self, o):\n            return True\n"
                      "    return I(0)\n"), Status.ERROR, "unserializable"),
    ("inspect.stack", ("    import inspect\n    for f in inspect.stack():\n"
                       "        if 'candidate' in f.frame.f_locals:\n"
                       "            return 'found the test'\n    return -1\n"),
     Status.FAILED, "AssertionError"),
])
def test_bad_and_tricky_solutions_fail_with_a_reason(runner, name, body, status, reason) -> None:
    result = check(runner, body, per_test=0.5, timeout_s=6.0)
    assert result.status is status, (name, result)
    assert reason in result.reason, (name, result.reason)


@pytest.mark.parametrize("module_code", [
    "import sys\nsys.exit(0)\n",
    "import os\nos._exit(0)\n",
    "import atexit, os\natexit.register(lambda: os._exit(0))\nraise SystemExit(0)\n",
    "import sys, os\nsys.excepthook = lambda *a: os._exit(0)\nraise RuntimeError('x')\n",
    "def add(a, b:\n",
])
def test_exit_tricks_at_import_time_fail(runner, module_code: str) -> None:
    job = CheckJob(task=ADD, program=module_code, per_test_timeout_s=1.0)
    result = runner.check_many([job])[0]
    assert result.status is Status.ERROR and "load" in result.reason, result


def test_monkeypatching_the_harness_has_no_effect(runner) -> None:
    body = ("    import builtins, sys\n"
            "    builtins.AssertionError = type('Nope', (BaseException,), {})\n"
            "    main = sys.modules.get('__main__')\n"
            "    if main is not None:\n"
            "        main.check = lambda candidate: None\n"
            "    return None\n")
    result = check(runner, body)
    assert result.status is Status.FAILED


def test_output_is_captured(runner) -> None:
    result = check(runner, "    print('debug', a, b)\n    return a + b\n")
    assert result.passed and "debug 1 2" in result.stdout_tail


def test_execute_keeps_order_and_marks_unusable_rollouts_unscorable() -> None:
    rollouts = [
        Rollout(task_id=ADD.task_id, rollout_id="good", completion="    return a + b\n"),
        Rollout(task_id="nope", rollout_id="unknown", completion="x"),
        Rollout(task_id=ADD.task_id, rollout_id="bad", completion="    return 0\n"),
        Rollout(task_id=ADD.task_id, rollout_id="broken", completion="x", problem="no code"),
    ]
    ticks: list[int] = []
    results = execute({ADD.task_id: ADD}, rollouts, ExecConfig(workers=2), progress=ticks.append)
    assert [r.status for r in results] == [Status.PASSED, Status.UNSCORABLE, Status.FAILED,
                                           Status.UNSCORABLE]
    assert results[3].reason == "no code" and sum(ticks) == 4


def test_a_sandbox_that_cannot_start_makes_rollouts_unscorable(monkeypatch) -> None:
    monkeypatch.setattr("gar.sandbox.bwrap.base_python", lambda: "/no/such/python")
    rollouts = [Rollout(task_id=ADD.task_id, rollout_id="good", completion="    return a + b\n")]
    result = execute({ADD.task_id: ADD}, rollouts, ExecConfig(workers=1))[0]
    assert result.status is Status.UNSCORABLE and "sandbox" in result.reason


def test_per_test_limits_come_from_the_reference(runner) -> None:
    assert test_limits.from_reference([0.0, 0.01]) == test_limits.FLOOR_S
    assert test_limits.from_reference([0.3]) == pytest.approx(3.0)
    slow = FunctionTask(
        task_id="t/slow-reference", prompt='def spin(n):\n    """Spin."""\n', entry_point="spin",
        test="def check(candidate):\n    assert candidate(3) == 3\n",
        # Burns a fixed 0.2 s of CPU, so the derived limit (10x) is above the floor on any
        # machine, fast or loaded.
        canonical_solution="    import time\n    start = time.process_time()\n"
                           "    while time.process_time() - start < 0.2:\n        pass\n"
                           "    return n\n",
    )
    job = CheckJob(task=slow, program=slow.prompt + slow.canonical_solution)
    [limit] = test_limits.resolve(runner, [job])
    assert limit > test_limits.FLOOR_S  # measured: well above the floor
    assert runner.check_many([job])[0].passed


# ---------------------------------------------------------------------------- call_many

COUNTER = ("calls = []\n"
           "def f(x):\n"
           "    calls.append(x)\n"
           "    print('call', len(calls))\n"
           "    return len(calls)\n")


def call(runner, program: str, *calls: Call, entry: str = "f", timeout: float = 1.0):
    return runner.call_many([CallJob(program, entry, tuple(calls), timeout_s=timeout)])[0]


def test_state_persists_within_a_job_and_not_across_jobs(runner) -> None:
    jobs = [CallJob(COUNTER, "f", (Call((1,)), Call((2,)), Call((3,)))) for _ in range(2)]
    first, second = runner.call_many(jobs)
    assert [o.value for o in first.outcomes] == [1, 2, 3]
    assert [o.value for o in second.outcomes] == [1, 2, 3]
    assert first.outcomes[1].stdout == "call 2\n"


def test_identical_jobs_run_once_and_every_input_gets_its_result(runner) -> None:
    """A group's clones of one program get the same calls: one process answers for all."""
    calls = (Call((1,)), Call((2,)))
    other = "def f(x):\n    return -x\n"
    ticks: list[int] = []
    jobs = [CallJob(COUNTER, "f", calls), CallJob(other, "f", calls), CallJob(COUNTER, "f", calls)]
    first, negated, again = runner.call_many(jobs, progress=ticks.append)
    assert again is first and [o.value for o in first.outcomes] == [1, 2]
    assert [o.value for o in negated.outcomes] == [-1, -2]
    assert sum(ticks) == 3
    body = ADD.prompt + "    return a + b\n"
    checks = [CheckJob(ADD, body, per_test_timeout_s=1.0)] * 2
    one, two = runner.check_many(checks)
    assert one is two and one.passed


def test_helpers_run_after_the_program_as_if_appended(runner) -> None:
    """``CallJob.helpers`` (the grader's own code, compiled once by the worker): run in the
    program's namespace after it loads, so they see its names and override a name it
    defines, as text appended to it would; jobs that differ only in them are not one job."""
    program = ("def f(x):\n    return helper(x)\n"
               "def helper(x):\n    return 'the program'\n"
               "def g(x):\n    return x + 1\n")
    helpers = "def helper(x):\n    return ['helped', g(x)]\n"
    calls = (Call((1,)), Call((2,)))
    with_helpers, alone, again = runner.call_many(
        [CallJob(program, "f", calls, helpers=helpers), CallJob(program, "f", calls),
         CallJob(program, "f", calls, helpers=helpers)])
    assert [o.value for o in with_helpers.outcomes] == [["helped", 2], ["helped", 3]]
    assert [o.value for o in alone.outcomes] == ["the program"] * 2
    assert [o.value for o in again.outcomes] == [["helped", 2], ["helped", 3]]
    broken = runner.call_many([CallJob("def f(:\n", "f", calls, helpers=helpers)])[0]
    assert broken.load_error.startswith("SyntaxError")
    # decoded and run by what the candidate held before the program: a program that
    # rebinds builtins at load time does not decide whether they run
    rebinding = "import builtins\nbuiltins.exec = lambda *a, **k: None\n" + program
    (held,) = runner.call_many([CallJob(rebinding, "f", calls, helpers=helpers)])
    assert [o.value for o in held.outcomes] == [["helped", 2], ["helped", 3]]


def test_files_do_not_survive_a_job(runner) -> None:
    program = ("import os\n"
               "def f():\n"
               "    seen = os.path.exists('state.txt') or os.path.exists('/tmp/state.txt')\n"
               "    open('state.txt', 'w').close()\n"
               "    try:\n        open('/tmp/state.txt', 'w').close()\n"
               "    except OSError:\n        pass\n"
               "    return seen\n")
    outcomes = [call(runner, program, Call(), Call()).outcomes for _ in range(3)]
    assert [[o.value for o in job] for job in outcomes] == [[False, True]] * 3


def test_values_are_decoded_strictly(runner) -> None:
    program = ("class Eq:\n    def __eq__(self, o):\n        return True\n"
               "def f(kind):\n"
               "    return {'eq': Eq(), 'set': {1, 2}, 'tuple': (1, [2.5, None]), 'big': 10**50,\n"
               "            'bytes': b'\\x00'}[kind]\n")
    result = call(runner, program, *(Call((k,)) for k in ("eq", "set", "tuple", "big", "bytes")))
    statuses = [o.status for o in result.outcomes]
    assert statuses == ["unserializable", "ok", "ok", "ok", "ok"]
    assert [o.value for o in result.outcomes[1:]] == [{1, 2}, (1, [2.5, None]), 10**50, b"\x00"]


def test_errors_timeouts_and_crashes(runner) -> None:
    program = ("import os\n"
               "def f(kind):\n"
               "    if kind == 'raise':\n        raise KeyError('k')\n"
               "    if kind == 'loop':\n        while True:\n            pass\n"
               "    if kind == 'exit':\n        os._exit(3)\n"
               "    return kind\n")
    result = call(runner, program, Call(("ok",)), Call(("raise",)), Call(("loop",)),
                  Call(("ok",)), timeout=0.5)
    assert [o.status for o in result.outcomes] == ["ok", "error", "timeout", "crashed"]
    assert result.outcomes[1].error == "KeyError: 'k'"
    crashed = call(runner, program, Call(("exit",)), Call(("ok",)))
    assert [o.status for o in crashed.outcomes] == ["crashed", "crashed"]


def test_a_batch_of_calls_limits_each_call_not_their_sum(runner) -> None:
    """A call job's calls go to the candidate at once; each call still gets the job's whole
    CPU limit, counted from where it begins (the candidate's "b" frame)."""
    # Each call a small part of its limit (its wall backstop is 4x the CPU limit, and a
    # starved process must not meet it), together well over it: 0.4 s against 0.3 s.
    result = call(runner, BUSY, *(Call((0.04,)) for _ in range(10)), timeout=0.3)
    assert [o.status for o in result.outcomes] == ["ok"] * 10
    assert all(0.035 <= o.cpu_time_s < 0.3 for o in result.outcomes)


BUSY = ("import time\n"
        "def f(seconds):\n"
        "    end = time.process_time() + seconds\n"
        "    while time.process_time() < end:\n        pass\n"
        "    return seconds\n")


def test_each_call_can_carry_its_own_limit(runner) -> None:
    """``call_timeouts_s``: each call is held to its own CPU limit, counted from where it
    begins: a slow call after a fast one at a low limit still answers at its own larger one,
    and a call at a low limit after a slow one is not charged the slow one's time."""
    slow_then_tight = CallJob(BUSY, "f", (Call((0.12,)), Call((0.005,)), Call((0.12,))),
                              call_timeouts_s=(0.4, 0.05, 0.4))
    tight_kills = CallJob(BUSY, "f", (Call((0.005,)), Call((0.12,)), Call((0.005,))),
                          call_timeouts_s=(0.4, 0.05, 0.4))
    first_tight = CallJob(BUSY, "f", (Call((0.12,)), Call((0.005,))), call_timeouts_s=(0.05, 0.4))
    done, killed, at_once = runner.call_many([slow_then_tight, tight_kills, first_tight])
    assert [o.status for o in done.outcomes] == ["ok", "ok", "ok"]
    assert [o.status for o in killed.outcomes] == ["ok", "timeout", "crashed"]
    assert "0.05s" in killed.outcomes[1].error
    assert [o.status for o in at_once.outcomes] == ["timeout", "crashed"]
    # the job's own limit is the default: the same calls at 0.05 s each
    (plain,) = runner.call_many([CallJob(BUSY, "f", slow_then_tight.calls, timeout_s=0.05)])
    assert [o.status for o in plain.outcomes] == ["timeout", "crashed", "crashed"]


def test_call_limits_stay_aligned_with_the_calls() -> None:
    calls = tuple(Call((n,)) for n in range(4))
    job = CallJob("", "f", calls, timeout_s=0.25, call_timeouts_s=(0.25, 0.05, 0.25, 0.05))
    assert job.sliced(1).calls == calls[1:] and job.sliced(1).call_timeouts_s == (0.05, 0.25, 0.05)
    assert job.sliced(0, 2).limits_s() == (0.25, 0.05) and job.limit_s(3) == 0.05
    assert CallJob("", "f", calls, timeout_s=0.1).sliced(2).limits_s() == (0.1, 0.1)
    with pytest.raises(ValueError, match="3 call limits for 4 calls"):
        CallJob("", "f", calls, call_timeouts_s=(0.1, 0.1, 0.1))
    with pytest.raises(ValueError):
        import dataclasses

        dataclasses.replace(job, calls=calls[1:])  # a slice that forgets the limits


def test_a_candidate_that_fakes_its_clock_still_times_out(runner) -> None:
    """The "b" frame is the candidate's word: a clock far in the future is capped by /proc
    (CPU) and by our own clock (wall), so the endless call still ends as a timeout."""
    liar = ("import time\n"
            "def f(kind):\n"
            "    time.process_time = lambda: 1e12\n"
            "    time.monotonic = lambda: 1e12\n"
            "    while kind == 'loop':\n        pass\n"
            "    return kind\n")
    result = call(runner, liar, Call(("ok",)), Call(("loop",)), Call(("ok",)), timeout=0.25)
    assert [o.status for o in result.outcomes] == ["ok", "timeout", "crashed"]


def test_keyword_arguments_and_mutated_arguments(runner) -> None:
    program = "def f(items, extra=0):\n    items.append(extra)\n    return len(items)\n"
    result = call(runner, program, Call(([1, 2],), {"extra": 5}))
    assert result.outcomes[0].value == 3 and result.outcomes[0].mutated_args
    pure = call(runner, "def f(items, extra=0):\n    return len(items) + extra\n",
                Call(([1, 2],), {"extra": 5}))
    assert pure.outcomes[0].value == 7 and not pure.outcomes[0].mutated_args


def test_audit_events_are_reported(runner) -> None:
    program = ("import sys\n"
               "def f():\n"
               "    import inspect\n"
               "    sys._getframe(0)\n"
               "    try:\n        open('/etc/hostname').close()\n"
               "    except OSError:\n        pass\n"
               "    return 1\n")
    events = call(runner, program, Call()).outcomes[0].audit_events
    assert "import:inspect" in events and "sys._getframe" in events
    assert "open:/etc/hostname" in events


def test_load_errors_and_unserializable_arguments(runner) -> None:
    broken = call(runner, "def f(:\n", Call())
    assert "SyntaxError" in broken.load_error and broken.outcomes[0].status == "crashed"
    missing = call(runner, "def g():\n    return 1\n", Call())
    assert "KeyError" in missing.load_error
    bad_args = call(runner, COUNTER, Call((object(),)))
    assert bad_args.outcomes[0].status == "error" and "serializable" in bad_args.outcomes[0].error


def test_the_fallback_sandbox_runs_the_same_checks() -> None:
    with FunctionRunner(workers=1, sandbox="fallback") as fallback:
        assert fallback.sandbox.name == "fallback"
        bodies = ["    return a + b\n", "    return 0\n", "    while True:\n        pass\n"]
        jobs = [CheckJob(task=ADD, program=ADD.prompt + b, per_test_timeout_s=0.5) for b in bodies]
        statuses = [r.status for r in fallback.check_many(jobs)]
    assert statuses == [Status.PASSED, Status.FAILED, Status.TIMEOUT]


def test_stderr_is_captured_apart_from_stdout(runner) -> None:
    body = "    import sys\n    print('to err', file=sys.stderr)\n    print('to out')\n" \
           "    return a + b\n"
    result = check(runner, body)
    assert "to err" in result.stderr_tail and "to err" not in result.stdout_tail
    assert "to out" in result.stdout_tail


def test_a_worker_that_died_is_replaced() -> None:
    with FunctionRunner(workers=1) as pool:
        job = CheckJob(task=ADD, program=ADD.prompt + "    return a + b\n", per_test_timeout_s=1)
        assert pool.check_many([job])[0].passed
        [worker] = pool.workers()
        worker.fail("killed by the test")  # the server process is killed
        assert pool.check_many([job, job])[0].passed
        assert worker not in pool.workers() and len(pool.workers()) == 1


def test_without_a_uid_of_their_own_daemons_still_die_between_jobs(monkeypatch) -> None:
    # What an unprivileged grader gets: candidates share the server's uid, so the cleanup
    # kills every other process of the worker's private PID namespace instead.
    monkeypatch.setattr("gar.execution.worker.is_root", lambda: False)
    daemon = ("import os, time\n"
              "def f(spawn):\n"
              "    if spawn and os.fork() == 0:\n"
              "        os.setsid()\n"
              "        if os.fork() == 0:\n"
              "            for _ in range(100):\n"
              "                time.sleep(0.05)\n"
              "                open('/tmp/work/daemon', 'w').close()\n"
              "        os._exit(0)\n"
              "    time.sleep(0.4)\n"
              "    return os.path.exists('/tmp/work/daemon')\n")
    with FunctionRunner(workers=1) as pool:
        spawned, probe = pool.call_many([CallJob(daemon, "f", (Call((True,)),)),
                                         CallJob(daemon, "f", (Call((False,)),))])
    assert spawned.outcomes[0].value is True  # the daemon ran during its own job
    assert probe.outcomes[0].value is False   # and was gone before the next one
