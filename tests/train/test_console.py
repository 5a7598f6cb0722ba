"""The per-step console line: its fields, the ETA, and plain lines on a non-terminal."""

import io

from gar.train.console import StepPrinter, format_duration, step_line

METRICS = {"rollout/reward_mean": 0.375, "rollout/pass_rate": 0.5, "rollout/hack_rate": 0.125,
           "gar/tier_share_T1": 0.6, "truth/hidden_pass_rate": 0.25}


def test_step_line_has_every_field():
    line = step_line(2, 6, METRICS, 21.34, 64.0)
    assert line == ("step 3/6 | reward 0.375 | pass 0.500 | hack 0.125 | T1 0.60 | "
                    "hidden 0.250 | 21.3s | ETA 1m04s")
    assert "hidden" not in step_line(0, 1, {"rollout/pass_rate": 1.0}, 1.0, 0.0)
    assert format_duration(3725) == "1h02m05s"


def test_printer_writes_one_flushed_line_per_step_with_an_eta_from_the_mean_step():
    times = iter([0.0, 10.0, 30.0, 31.0, 60.0])
    stream = io.StringIO()  # not a terminal
    printer = StepPrinter(4, prefix="[gar] ", stream=stream, clock=lambda: next(times))
    printer("phase", 0, {"name": "generation"})  # t=0: the first step starts
    printer("step", 0, METRICS)  # t=10: 10 s, mean 10, 3 left -> ETA 30 s
    printer("step", 1, METRICS)  # t=30: 20 s, mean 15, 2 left -> ETA 30 s
    printer("eval", 2, {"eval/pass_at_1": 0.5, "eval/hack_rate": 0.0,
                        "eval/hidden_pass_at_1": 0.25, "time/eval_s": 1.0})  # t=31
    printer("step", 2, METRICS)  # t=60: 29 s (the evaluation is not a step), mean 19.67
    lines = stream.getvalue().splitlines()
    assert len(lines) == 4
    assert lines[0].startswith("[gar] step 1/4") and lines[0].endswith("10.0s | ETA 0m30s")
    assert lines[1].endswith("20.0s | ETA 0m30s")
    assert "hidden pass@1 0.250" in lines[2]
    assert lines[3].endswith("29.0s | ETA 0m20s")
