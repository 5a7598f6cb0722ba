import numpy as np

from gar.simulate.world import WORLDS, World, entropy, sample_archetypes, softmax


def test_softmax_rows_sum_to_one_and_are_shift_invariant():
    logits = np.array([[0.0, 1.0, 2.0], [1000.0, 1000.0, 1000.0]])
    p = softmax(logits)
    assert np.allclose(p.sum(1), 1.0)
    assert np.allclose(p[1], 1 / 3)
    assert np.allclose(softmax(logits + 5.0), p)


def test_sampling_follows_the_probabilities():
    probs = np.array([[0.7, 0.2, 0.1, 0.0]])
    picks = sample_archetypes(probs, 20000, np.random.default_rng(0))
    freq = np.bincount(picks, minlength=4) / picks.size
    assert np.allclose(freq, probs[0], atol=0.01) and freq[3] == 0


def test_sampling_layout_is_group_major():
    probs = np.array([[1.0, 0.0], [0.0, 1.0]])
    assert sample_archetypes(probs, 3, np.random.default_rng(0)).tolist() == [0, 0, 0, 1, 1, 1]


def test_entropy_of_uniform_and_of_a_point_mass():
    assert np.allclose(entropy(np.array([[0.25] * 4, [1.0, 0, 0, 0]])), [np.log(4), 0.0])


def test_worlds_have_hacks_tiers_and_a_failure():
    for world in WORLDS.values():
        assert isinstance(world, World)
        assert world.is_hack.sum() == 3
        assert {world.tier[world.index(t)] for t in ("T1", "T2", "T3")} == {"T1", "T2", "T3"}
        assert world.pass_prob.min() == 0.0
    neutral = WORLDS["neutral"]
    genuine = [neutral.pass_prob[neutral.index(t)] for t in ("T1", "T2", "T3")]
    assert len(set(genuine)) == 1
