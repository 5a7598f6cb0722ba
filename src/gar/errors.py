"""Exceptions that cross module boundaries.

Per-rollout failures are data (an :class:`~gar.records.ExecutionResult` or a grade with a
reason); exceptions are for problems the caller must fix (bad input files) or for
infrastructure that cannot work at all (no sandbox).
"""

from __future__ import annotations


class GarError(Exception):
    """Base class of all errors GAR raises on purpose."""


class InputError(GarError):
    """A problem in an input file; names the file and, where known, the line."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}")


class SandboxUnavailable(GarError):
    """The sandbox cannot start at all. Rollouts run under it are unscorable, never reward 0."""


class MissingExtra(GarError):
    """An optional integration was used without its extra installed."""

    def __init__(self, feature: str, extra: str, package: str) -> None:
        super().__init__(
            f"{feature} needs the optional package '{package}'. "
            f"Install it with: pip install 'gar[{extra}]'"
        )
