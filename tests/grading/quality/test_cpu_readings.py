"""No CPU reading decides a quality score (gar.grading.quality.scoring): the same group with
every reading of one pass shifted — what a loaded machine does to a reading — gets the same
scores, tiers and findings. Until session 12 a pass's scaled inputs summing to 0.16 s of CPU
(8× a best taken as 20 ms) scored a fixed 0.5 for approach, and readings of 0.169 / 0.170 s
were seen either side of such a line from one grading to the next."""

import dataclasses

import pytest
from test_timing_repeats import FAST, PAIRS, TASK, evidence

from gar.grading.context import GroupContext
from gar.grading.quality import dynamic, rank_passes, scoring
from gar.grading.visible import visible_calls


class Shifted:
    """A runner that adds ``shift_s`` to every CPU reading of ``program``'s calls."""

    def __init__(self, runner, program, shift_s):
        self.runner, self.program, self.shift_s = runner, program, shift_s

    def call_many(self, jobs, progress=None):
        results = self.runner.call_many(jobs, progress)
        return [dataclasses.replace(r, outcomes=tuple(
            dataclasses.replace(o, cpu_time_s=o.cpu_time_s + self.shift_s) for o in r.outcomes))
            if j.program == self.program and not r.load_error else r
            for j, r in zip(jobs, results, strict=True)]


@pytest.mark.parametrize("total_s", [0.15, 0.17, 0.5])
def test_a_pass_whose_readings_move_across_the_old_line_keeps_its_scores(runner, total_s):
    items = evidence({"set": FAST, "pairs": PAIRS, "twin": FAST + "    # the same\n"})
    scaled = len(dynamic.probe_inputs(GroupContext(TASK, items, visible_calls(TASK),
                                                   runner=runner)).scaled)
    graded = []
    for shift in (0.0, total_s / scaled):
        ctx = GroupContext(TASK, items, visible_calls(TASK),
                           runner=Shifted(runner, items[1].program, shift))
        result = rank_passes(ctx)
        graded.append((result.tiers, result.scores,
                       sorted((r, f.detector, f.message) for r, fs in result.findings.items()
                              for f in fs)))
    assert graded[0] == graded[1]


def test_no_cpu_reading_can_score():
    for reading in (0.0, 0.003, 0.16, 0.17, 2.0, float("inf")):
        assert not scoring.cpu_may_score(reading)
