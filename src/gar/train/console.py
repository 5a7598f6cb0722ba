"""One plain console line per training step, as TRL and veRL print them.

:class:`StepPrinter` is a :data:`gar.train.loop.Observer`: it writes a line per step (step,
reward, pass rate, hack share, T1 share, hidden-test pass rate when measured, seconds, ETA),
a line per held-out evaluation and a line every few priming steps, flushing each one, so the
output is the same whether stdout is a terminal, a pipe or a log file. The ETA is the mean
wall time of the steps run so far times the steps left.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import Any, TextIO


def format_duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}h{minutes:02d}m{secs:02d}s" if hours else f"{minutes}m{secs:02d}s"


def step_line(step: int, steps: int, metrics: Mapping[str, Any], seconds: float,
              eta_s: float | None, prefix: str = "") -> str:
    """``step 3/6 | reward 0.375 | pass 0.375 | hack 0.125 | T1 0.60 | 21.3s | ETA 1m04s``."""
    def value(key: str, digits: int = 3) -> str:
        number = metrics.get(key)
        return f"{number:.{digits}f}" if isinstance(number, int | float) else "–"

    parts = [f"{prefix}step {step + 1}/{steps}", f"reward {value('rollout/reward_mean')}",
             f"pass {value('rollout/pass_rate')}", f"hack {value('rollout/hack_rate')}",
             f"T1 {value('gar/tier_share_T1', 2)}"]
    if "truth/hidden_pass_rate" in metrics:
        parts.append(f"hidden {value('truth/hidden_pass_rate')}")
    parts.append(f"{seconds:.1f}s")
    parts.append(f"ETA {format_duration(eta_s) if eta_s is not None else '–'}")
    return " | ".join(parts)


class StepPrinter:
    """Observer printing :func:`step_line` per step (``steps`` total, ``first`` = the step a
    resumed run starts at, for the ETA)."""

    def __init__(self, steps: int, prefix: str = "", stream: TextIO | None = None,
                 clock: Any = time.monotonic, prime_every: int = 5) -> None:
        self.steps, self.prefix = steps, prefix
        self.stream = stream or sys.stdout
        self.clock = clock
        self.prime_every = prime_every
        self._last: float | None = None  # when the current step's clock started
        self._total = 0.0  # wall seconds of the steps so far (evaluations excluded)
        self._done = 0

    def __call__(self, event: str, step: int, data: dict[str, Any]) -> None:
        now = self.clock()
        if event == "phase" and data.get("name") == "generation" and self._last is None:
            self._last = now  # the first step's clock starts at its sampling
        elif event == "step":
            seconds = now - (self._last if self._last is not None else now)
            self._total += seconds
            self._done += 1
            eta = self._total / self._done * (self.steps - step - 1)
            self._write(step_line(step, self.steps, data, seconds, eta, self.prefix))
            self._last = now
        elif event == "eval":
            hidden = data.get("eval/hidden_pass_at_1")
            extra = f" | hidden pass@1 {hidden:.3f}" if isinstance(hidden, float) else ""
            self._write(f"{self.prefix}held-out at step {step}: pass@1 "
                        f"{data.get('eval/pass_at_1', 0):.3f} | hack "
                        f"{data.get('eval/hack_rate', 0):.3f}{extra} | "
                        f"{data.get('time/eval_s', 0):.1f}s")
            if self._last is not None:
                self._last = now
        elif event == "prime" and (step % self.prime_every == 0 or step == data.get("steps")):
            self._write(f"{self.prefix}priming step {step}/{data.get('steps')} | "
                        f"loss {data.get('loss', 0):.3f}")

    def _write(self, line: str) -> None:
        self.stream.write(line + "\n")
        self.stream.flush()
