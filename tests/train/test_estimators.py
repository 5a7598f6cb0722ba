"""Advantages from grades, per estimator, on a hand-computed batch."""

import dataclasses

import numpy as np
import pytest

from gar.grading.result import GradingResult
from gar.records import Finding, Grade, Status
from gar.train import estimators


def compute_advantages(grades, fallback_tasks, estimator):
    """A fallback group is one whose genuine passes carry no factor (the pipeline's output)."""
    grades = [g if g.task_id not in fallback_tasks else
              dataclasses.replace(g, tier=None, rank=None, factor=None) for g in grades]
    return estimators.compute_advantages(GradingResult.from_grades(grades), estimator)


def _grade(task, rid, passed, hack=False, tier=None, rank=None, factor=None,
           status=None):
    return Grade(
        task_id=task, rollout_id=rid, passed=passed, hack=hack,
        status=status or (Status.PASSED if passed else Status.FAILED),
        hack_evidence=(Finding("d", "m", kind="hack"),) if hack else (),
        tier=tier, rank=rank, factor=factor,
    )


GRADES = [
    _grade("A", "a0", True, tier="T1", rank=1, factor=1.0),
    _grade("A", "a1", True, tier="T2", rank=2, factor=0.85),
    _grade("A", "a2", False),
    _grade("A", "a3", False),
    _grade("B", "b0", True, hack=True),  # passes the tests, confirmed hack
    _grade("B", "b1", False),
    _grade("C", "c0", False, status=Status.UNSCORABLE),
    _grade("C", "c1", True, tier="T1", rank=1, factor=1.0),
    _grade("C", "c2", False),
]


def test_gar_redistributes_by_tier_and_zeroes_the_hack():
    adv, metrics = compute_advantages(GRADES, set(), "gar")
    lam = 1.0 / (0.5 * 1.0 + 0.5 * 0.85)  # eq. 7: positive mass / factor-weighted mass
    assert adv[:4] == pytest.approx([lam * 0.5, lam * 0.85 * 0.5, -0.5, -0.5])
    assert adv[:4].sum() == pytest.approx(0.0)
    assert adv[4:6] == pytest.approx([0.0, 0.0])  # hack zeroed: no pass left, not eligible
    assert adv[6] == 0.0  # unscorable
    assert adv[7:] == pytest.approx([0.5, -0.5])
    assert metrics["gar/confirmed_hacks"] == 1.0
    assert metrics["gar/tier_share_T1"] == pytest.approx(2 / 3)
    assert metrics["gar/tier_share_T2"] == pytest.approx(1 / 3)
    assert metrics["rollout/pass_rate"] == pytest.approx(4 / 8)  # the unscorable one is out
    assert metrics["rollout/hack_rate"] == pytest.approx(1 / 8)
    assert metrics["rollout/genuine_pass_rate"] == pytest.approx(3 / 8)
    assert metrics["rollout/unscorable"] == 1.0


def test_binary_baselines_reward_the_hack_that_passes_the_tests():
    for estimator in ("grpo", "dr_grpo", "rloo"):
        adv, _ = compute_advantages(GRADES, set(), estimator)
        assert adv[4] > 0 > adv[5], estimator
        assert adv[0] == pytest.approx(adv[1]), estimator  # no quality preference
        assert adv[6] == 0.0, estimator
    dr, _ = compute_advantages(GRADES, set(), "dr_grpo")
    assert dr[:6] == pytest.approx([0.5, 0.5, -0.5, -0.5, 0.5, -0.5])


def test_downweight_scales_passes_without_restoring_the_mass():
    adv, _ = compute_advantages(GRADES, set(), "downweight")
    assert adv[:4] == pytest.approx([0.5, 0.85 * 0.5, -0.5, -0.5])
    assert adv[:4].sum() < 0


def test_a_fallback_group_keeps_its_baseline():
    adv, metrics = compute_advantages(GRADES, {"A"}, "gar")
    assert adv[:4] == pytest.approx([0.5, 0.5, -0.5, -0.5])
    assert metrics["gar/groups_fallback"] == 1.0


def test_unknown_estimator_is_rejected():
    with pytest.raises(ValueError):
        compute_advantages(GRADES, set(), "ppo")
    assert np.isfinite(compute_advantages(GRADES, set(), "rloo")[0]).all()
