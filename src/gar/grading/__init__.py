"""Groupwise grading: execute → audit → compare behaviour → quality → advantages.

``grade_groups`` and ``GradeConfig`` live in :mod:`gar.grading.pipeline`; they are loaded on
first use so that importing :mod:`gar.grading.context` stays light.
"""

from __future__ import annotations

from typing import Any

__all__ = ["GradeConfig", "grade_groups"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from gar.grading import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'gar.grading' has no attribute {name!r}")
