"""What a judge may cost: a per-group budget, and a circuit breaker per endpoint.

* :class:`GroupBudget` — seconds and calls (HTTP attempts, retries included) one group's
  judging may spend. Every attempt's total deadline is cut to what is left, retries stop
  when the budget cannot pay for them, and a spent budget is a judge fallback for the group
  (its measured ranking stands), never a wait.
* :class:`CircuitBreaker` — after ``threshold`` consecutive failed attempts the endpoint is
  not called for ``cooldown_s``: every request fails at once, so each further group falls
  back immediately. Then one probe attempt is let through (half-open): success closes the
  circuit, failure opens it again for twice as long (up to ``max_cooldown_s``). A dead or
  hanging endpoint thus costs one group's budget plus a probe now and then, not a budget
  per group.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from gar.errors import GarError

Clock = Callable[[], float]


class BudgetSpent(GarError):
    """The group's judge budget cannot pay for another attempt."""


class CircuitOpen(GarError):
    """The endpoint failed repeatedly; it is not called until the cooldown ends."""


@dataclass
class GroupBudget:
    """``seconds`` and ``calls`` one group may spend on the judge (None: unlimited)."""

    seconds: float | None = 300.0
    calls: int | None = None
    clock: Clock = time.monotonic
    started: float = field(default=0.0, init=False)
    calls_made: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        self.started = self.clock()

    def remaining_s(self) -> float:
        if self.seconds is None:
            return float("inf")
        return self.seconds - (self.clock() - self.started)

    def spend_call(self, min_useful_s: float = 0.05) -> None:
        """Account for one attempt; raises :class:`BudgetSpent` when none is left."""
        if self.calls is not None and self.calls_made >= self.calls:
            raise BudgetSpent(f"the group's judge budget of {self.calls} calls is spent")
        if self.remaining_s() < min_useful_s:
            raise BudgetSpent(f"the group's judge budget of {self.seconds:g}s is spent")
        self.calls_made += 1

    def can_wait(self, seconds: float) -> bool:
        return self.remaining_s() > seconds + 0.05


class CircuitBreaker:
    """See the module docstring. Thread-safe; ``clock`` is injectable for tests."""

    def __init__(self, threshold: int = 3, cooldown_s: float = 60.0,
                 max_cooldown_s: float = 900.0, clock: Clock = time.monotonic) -> None:
        self.threshold = max(1, threshold)
        self.base_cooldown_s = cooldown_s
        self.max_cooldown_s = max_cooldown_s
        self._clock = clock
        self._lock = threading.Lock()
        self.failures = 0  # consecutive
        self.opened_at: float | None = None
        self.cooldown_s = cooldown_s
        self.probing = False
        self.last_failure = ""
        self.times_opened = 0

    @property
    def is_open(self) -> bool:
        return self.opened_at is not None

    def before_attempt(self) -> None:
        """Raises :class:`CircuitOpen` while the endpoint is resting; lets one probe through
        once the cooldown is over."""
        with self._lock:
            if self.opened_at is None:
                return
            left = self.opened_at + self.cooldown_s - self._clock()
            if left > 0 or self.probing:
                raise CircuitOpen(
                    f"judge circuit open after {self.failures} consecutive failures "
                    f"(last: {self.last_failure}); not called for another "
                    f"{max(left, 0.0):.0f}s")
            self.probing = True

    def success(self) -> None:
        with self._lock:
            self.failures = 0
            self.opened_at = None
            self.probing = False
            self.cooldown_s = self.base_cooldown_s

    def failure(self, reason: str) -> bool:
        """Record a failed attempt; True when this failure opened (or re-opened) the circuit."""
        with self._lock:
            self.failures += 1
            self.last_failure = reason[:200]
            if self.probing:  # the half-open probe failed: rest for longer
                self.probing = False
                self.cooldown_s = min(self.cooldown_s * 2, self.max_cooldown_s)
                self.opened_at = self._clock()
                self.times_opened += 1
                return True
            if self.opened_at is None and self.failures >= self.threshold:
                self.opened_at = self._clock()
                self.times_opened += 1
                return True
            return False
