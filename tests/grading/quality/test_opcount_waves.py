"""The op counts in two waves: a pass counted once past the first cap gives the first-cap
count and every recount the one-wave scheme ran, read from its per-input counts (real
sandbox, small caps)."""

import pytest

from gar.execution import Call
from gar.grading.quality import opcount_waves
from gar.grading.quality.opcount import opcount_job, settled, total_ops

FIRST, CAP = 1000, 5000
CALLS = tuple(Call((n,)) for n in (3, 10, 40, 120, 30))
PROGRAMS = {
    "linear": "def f(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\n",
    "quadratic": ("def f(n):\n    t = 0\n    for i in range(n):\n        for j in range(i):\n"
                  "            t += j\n    return t\n"),
    # an exception in a frame counted in C: the fast count is counted again exactly
    "raises": ("def f(n):\n    t = 0\n    for i in range(n):\n        t += i\n"
               "    if n > 35:\n        raise ValueError(n)\n    return t\n"),
    "scans": "def f(n):\n    xs = list(range(n))\n    return sum(1 for i in range(n) if i in xs)\n",
    "builtin": "f = abs\n",  # no bytecode at all
}
BUDGETS = (1, 40, 800, 2400, 9000, 10**6)


def run(runner, jobs):  # type: ignore[no-untyped-def]
    return settled(runner, jobs, runner.call_many(jobs))


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_the_deeper_count_reads_as_the_first_cap_and_every_smaller_recount(runner, name):  # type: ignore[no-untyped-def]
    program = PROGRAMS[name]
    first = total_ops(run(runner, [opcount_job(program, "f", CALLS, FIRST)])[0], FIRST)
    recounts = {b: total_ops(r, CAP) for b, r in zip(BUDGETS, run(
        runner, [opcount_job(program, "f", CALLS, CAP, b) for b in BUDGETS]), strict=True)}
    recounts[0] = total_ops(run(runner, [opcount_job(program, "f", CALLS, CAP)])[0], CAP)
    deep_jobs = [opcount_job(program, "f", CALLS, CAP, b, floor=FIRST) for b in BUDGETS]
    for budget, result in zip(BUDGETS, run(runner, deep_jobs), strict=True):
        deep = opcount_waves.DeepCount(result, CAP, FIRST, budget)
        assert opcount_waves.first_read(deep, FIRST) == first
        for smaller in (0, *BUDGETS):
            read = opcount_waves.recount_read(deep, CAP, smaller)
            if smaller and smaller <= budget:  # a budget no larger is always told
                assert read == recounts[smaller], (budget, smaller)
            else:  # a larger one (or none) is told only where the count did not stop early
                assert read in (None, recounts[smaller]), (budget, smaller)


def test_the_programs_reach_every_case(runner) -> None:  # type: ignore[no-untyped-def]
    """The cases above are not vacuous: one program stays under the first cap, one passes
    the full cap, and a budget stops a count that no cap would."""
    linear, quadratic = (total_ops(r, CAP) for r in run(runner, [
        opcount_job(PROGRAMS[name], "f", CALLS, CAP) for name in ("linear", "quadratic")]))
    assert linear[0] is not None and not linear[1] and linear[0] < FIRST * len(CALLS)
    assert quadratic[1]
    assert total_ops(run(runner, [opcount_job(PROGRAMS["linear"], "f", CALLS, CAP, 800)])[0],
                     CAP)[1]


class Spy:
    """A runner that keeps the op-count jobs it ran (program, per-input floor)."""

    def __init__(self, runner) -> None:  # type: ignore[no-untyped-def]
        self.runner, self.jobs = runner, []

    def call_many(self, jobs, progress=None):  # type: ignore[no-untyped-def]
        self.jobs += list(jobs)
        return self.runner.call_many(jobs, progress)


def test_a_pass_past_the_first_cap_is_counted_once(runner) -> None:  # type: ignore[no-untyped-def]
    programs = [PROGRAMS["linear"], PROGRAMS["quadratic"]]
    one_wave = opcount_waves.counted(Spy(runner), "f", programs, CALLS, [None, None], FIRST,
                                     CAP, lambda best: 64 * best)
    spy = Spy(runner)
    waves = opcount_waves.counted(spy, "f", programs, CALLS, [0.001, 0.5], FIRST, CAP,
                                  lambda best: 64 * best)
    assert [pair for pair, _ in waves] == [pair for pair, _ in one_wave]
    assert not one_wave[0][0][1] and one_wave[1][0][1]  # the second past the first cap
    assert [job.program.startswith(PROGRAMS["quadratic"]) for job in spy.jobs] == [False, True]
    deep = waves[1][1]
    assert deep is not None and deep.budget == 64 * one_wave[0][0][0]
    recount = total_ops(run(runner, [opcount_job(programs[1], "f", CALLS, CAP,
                                                 deep.budget)])[0], CAP)
    assert opcount_waves.recount_read(deep, CAP, deep.budget) == recount


def test_no_exact_count_in_wave_one_counts_as_one_wave(runner) -> None:  # type: ignore[no-untyped-def]
    """Where the cheapest pass is past the first cap there is no budget: the others get
    their first-cap counts (and the scoring its recounts) as in one wave."""
    programs = [PROGRAMS["quadratic"], PROGRAMS["linear"]]
    waves = opcount_waves.counted(runner, "f", programs, CALLS, [0.001, 0.5], FIRST, CAP,
                                  lambda best: 64 * best)
    one_wave = opcount_waves.counted(runner, "f", programs, CALLS, [None, None], FIRST, CAP,
                                     lambda best: 64 * best)
    assert waves == one_wave and all(deep is None for _, deep in waves)
