import numpy as np
import pytest

from gar.advantages import GARConfig
from gar.simulate import Estimator, GraderModel, SimConfig, simulate, sweep
from gar.simulate.run import grade
from gar.simulate.world import WORLDS

TINY = SimConfig(tasks=8, group_size=8, steps=40, seeds=2)
WORLD = WORLDS["adversarial"]


def _arche(*names):
    return np.array([WORLD.names.index(n) for n in names])


def test_perfect_grader_catches_every_passing_hack_and_maps_tiers():
    arche = _arche("T1", "T2", "T3", "hack:exit", "hack:tamper", "fail")
    passed = np.array([True, True, True, True, False, False])
    hacks, factors = grade(
        WORLD, arche, passed, GraderModel(), GARConfig(), np.random.default_rng(0)
    )
    assert hacks.tolist() == [False, False, False, True, False, False]
    assert np.allclose(factors[:3], [1.0, 0.85, 0.2])
    assert np.isnan(factors[4:]).all()


def test_blind_grader_misses_hacks_and_can_grade_them_t1():
    arche = _arche("hack:exit", "hack:hardcode", "T3")
    passed = np.ones(3, bool)
    blind = GraderModel(hack_recall=0.0, missed_hack_tier="T1")
    hacks, factors = grade(WORLD, arche, passed, blind, GARConfig(), np.random.default_rng(0))
    assert not hacks.any() and factors.tolist() == [1.0, 1.0, 0.2]


def test_false_positives_demote_genuine_passes():
    arche = _arche("T1", "T1")
    grader = GraderModel(false_positive=1.0)
    hacks, _ = grade(WORLD, arche, np.ones(2, bool), grader, GARConfig(), np.random.default_rng(0))
    assert hacks.all()


def test_runs_are_deterministic_and_shaped():
    a = simulate(Estimator("GAR", "gar"), TINY)
    b = simulate(Estimator("GAR", "gar"), TINY)
    assert a.policy["hack_share"].shape == (2, 41) and a.credit["pos_mass"].shape == (2, 40)
    for m in a.policy:
        assert np.array_equal(a.policy[m], b.policy[m])
    assert np.allclose(a.policy["hack_share"][:, 0], b.policy["hack_share"][:, 0])


def test_every_estimator_starts_from_the_same_policy():
    starts = [
        simulate(Estimator(k, k), TINY).policy["t1_share"][:, 0]
        for k in ("grpo", "dr_grpo", "gar", "downweight")
    ]
    assert all(np.array_equal(s, starts[0]) for s in starts)


def test_credit_balance_per_estimator():
    for kind in ("grpo", "dr_grpo", "gar"):
        trace = simulate(Estimator(kind, kind), TINY)
        assert np.allclose(trace.credit["net_mass"], 0.0, atol=1e-9), kind
    down = simulate(Estimator("down", "downweight"), TINY)
    assert (down.credit["net_mass"] <= 1e-12).all() and down.credit["net_mass"].mean() < -0.01


@pytest.mark.parametrize("world", ["adversarial", "neutral"])
def test_grpo_grows_hacks_and_gar_shrinks_them(world):
    cfg = SimConfig(tasks=16, steps=120, seeds=2)
    grpo = simulate(Estimator("GRPO", "grpo"), cfg, WORLDS[world])
    gar = simulate(Estimator("GAR", "gar"), cfg, WORLDS[world])
    start = grpo.policy["hack_share"][:, 0].mean()
    assert grpo.final("hack_share").mean() > start > 5 * gar.final("hack_share").mean()
    assert gar.final("genuine_pass_rate").mean() > grpo.final("genuine_pass_rate").mean()


def test_grpo_credit_per_archetype_tracks_pass_probability():
    trace = simulate(Estimator("GRPO", "grpo"), SimConfig(tasks=16, steps=60, seeds=2))
    passing = WORLD.pass_prob > 0
    r = np.corrcoef(WORLD.pass_prob[passing], trace.archetype_credit[passing])[0, 1]
    assert r > 0.8


def test_sweep_runs_each_value_and_rejects_unknown_parameters():
    sw = sweep("hack_recall", (1.0, 0.0), TINY)
    assert [t.estimator.grader.hack_recall for t in sw.traces] == [1.0, 0.0]
    with pytest.raises(ValueError, match="cannot sweep"):
        sweep("lr", (1.0,), TINY)
    with pytest.raises(ValueError, match="unknown estimator"):
        simulate(Estimator("x", "ppo"), TINY)
