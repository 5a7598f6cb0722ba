"""Scores of a subset against its own best (``gar.grading.quality.within``): the relative
criteria are recomputed from the raw counts; precision and side effects stay."""

from gar.grading.judging import CRITERIA
from gar.grading.quality.measured import Measured
from gar.grading.quality.within import rescore


def test_the_subset_is_scored_against_its_own_best():
    measured = Measured(scores={r: dict.fromkeys(CRITERIA, 1.0) for r in "abc"})
    measured.scores["b"].update(approach=0.22, minimality=0.34, precision=0.7)
    measured.scores["c"].update(approach=0.15, minimality=0.57)
    measured.raw = {"a": {"ops": 234, "tokens": 16, "craft": 0},
                    "b": {"ops": 2970, "tokens": 40, "craft": 0},
                    "c": {"ops": 7072, "tokens": 29, "craft": 3}}
    measured.least_ops = 234
    out = rescore(measured, ["b", "c"])
    assert out["b"]["approach"] == 1.0 and out["c"]["approach"] < 0.75
    assert out["c"]["minimality"] == 1.0 and out["b"]["minimality"] < 0.8
    assert out["c"]["craftsmanship"] < 1.0 == out["b"]["craftsmanship"]
    assert out["b"]["precision"] == 0.7  # not relative to a best: as it was


def test_the_ops_reference_keeps_its_floor():
    """Never below the items the inputs hold, as for the whole group."""
    measured = Measured(scores={r: dict.fromkeys(CRITERIA, 1.0) for r in "ab"})
    measured.raw = {"a": {"ops": 10}, "b": {"ops": 20}}
    measured.least_ops = 200
    out = rescore(measured, ["a", "b"])
    assert out["a"]["approach"] == out["b"]["approach"] == 1.0
