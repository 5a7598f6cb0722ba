"""A timing run that the CPU limit ended gives no peak-memory reading
(gar.grading.quality.dynamic._peak): a process killed at its limit peaks wherever it had got
to, which moves with the machine's load; the pass's op count is beyond the cap already."""

from test_merged_runs import FAST, measured

from gar.execution import CallJobResult, CallOutcome
from gar.grading.quality import dynamic, scoring

# ~60 MB built on the grown inputs, then a loop that never ends: killed at the CPU limit
GREEDY_STUCK = ("    if len(xs) > 40:\n        block = [0] * 8_000_000\n        while block:\n"
                "            pass\n" + FAST)


def test_a_run_the_limit_ended_has_no_peak_reading():
    ok = CallOutcome(status="ok", value=True)
    ended = CallJobResult((ok, CallOutcome(status="timeout")), peak_memory_kb=90_000)
    whole = CallJobResult((ok, ok), peak_memory_kb=90_000)
    assert dynamic._peak(ended) == 0 and dynamic._peak(whole) == 90_000


def test_a_pass_killed_while_holding_memory_scores_no_memory_finding(runner):
    signals = measured(runner, {"scout": FAST, "greedy": GREEDY_STUCK})[2]
    greedy = signals["greedy"]
    assert "timeout" in greedy.scaled.values()
    assert greedy.peak_memory_kb == 0
    assert not scoring.memory_may_score(greedy.peak_memory_kb)
