"""Hack detectors. Each is a small function returning findings with evidence.

* :mod:`.static` — AST detectors over one program (exit tricks, introspection, monkeypatching,
  always-equal objects, tampering, lookups of the visible tests, replay state);
* :mod:`.replay` — re-running the visible calls reordered and repeated in a fresh process;
* :mod:`.differential` — groupwise differential testing on derived inputs.

A detector that crashes never loses the rollout's record: :func:`run_detector` turns the
crash into a ``suspicion`` finding naming the detector and the traceback's tail.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from typing import TypeVar

from gar.records import Finding

T = TypeVar("T")


def run_detector(name: str, detector: Callable[[T], Iterable[Finding]], subject: T
                 ) -> tuple[Finding, ...]:
    """Run one detector; a crash becomes a suspicion finding instead of an exception."""
    try:
        return tuple(detector(subject))
    except Exception as exc:  # noqa: BLE001 - any detector bug must stay contained
        tail = "".join(traceback.format_exception(exc)).strip().splitlines()[-3:]
        return (
            Finding(
                detector=name,
                message=f"detector crashed: {type(exc).__name__}: {exc}",
                kind="suspicion",
                family="detector_error",
                evidence={"traceback_tail": "\n".join(tail)},
            ),
        )
