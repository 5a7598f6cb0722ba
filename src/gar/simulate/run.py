"""The simulation loop: policy-gradient training of the archetype policy under each estimator.

All seeds run together in one batch (instance = seed x task; groups are instances), so one
step is one call of the estimator over ``seeds * tasks * group_size`` rollouts. Every
estimator starts from the same initial logits and the same random stream (common random
numbers), so differences between estimators are not differences of luck at step 0.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import numpy as np

from gar.advantages import GARConfig, dr_grpo_advantages, gar_batch, grpo_advantages
from gar.simulate.world import DEFAULT_WORLD, World, entropy, sample_archetypes, softmax

POLICY_METRICS = ("pass_rate", "genuine_pass_rate", "hack_share", "t1_share", "entropy")
CREDIT_METRICS = ("pos_mass", "neg_mass", "net_mass")


@dataclass(frozen=True)
class GraderModel:
    """How well the simulated grader sees. The perfect grader is ``GraderModel()``.

    ``hack_recall``: chance a passing hack is confirmed (then reward 0). A hack it misses is
    graded as a genuine pass of tier ``missed_hack_tier`` (``None``: a uniformly random tier;
    ``"T1"``: the worst case, the hack looks like the best solution). ``tier_noise``: chance
    each pass's tier is replaced by a uniformly random one. ``false_positive``: chance a
    genuine pass is wrongly confirmed as a hack.
    """

    hack_recall: float = 1.0
    tier_noise: float = 0.0
    false_positive: float = 0.0
    missed_hack_tier: str | None = None


@dataclass(frozen=True)
class Estimator:
    """A named estimator: ``kind`` in grpo, dr_grpo, gar, downweight; graders for the last two."""

    name: str
    kind: str
    grader: GraderModel = field(default_factory=GraderModel)


@dataclass(frozen=True)
class SimConfig:
    tasks: int = 64
    group_size: int = 8
    steps: int = 200
    seeds: int = 8
    lr: float = 1.0
    task_noise: float = 0.5  # std of per-task offsets added to the initial logits
    seed: int = 0
    gar: GARConfig = field(default_factory=GARConfig)


@dataclass(frozen=True)
class Trace:
    """One estimator's run: ``policy[m]`` is ``(seeds, steps + 1)``, ``credit[m]`` is
    ``(seeds, steps)``; ``archetype_credit`` is the mean advantage each archetype received
    (over all steps and seeds) and ``archetype_count`` how often it was sampled."""

    estimator: Estimator
    policy: dict[str, np.ndarray]
    credit: dict[str, np.ndarray]
    archetype_credit: np.ndarray
    archetype_count: np.ndarray
    lambda_capped_rate: np.ndarray  # (steps,), over all seeds; nan for non-GAR estimators

    def final(self, metric: str) -> np.ndarray:
        """Per-seed value at the end: last policy value, or mean credit of the last 10% steps."""
        if metric in self.policy:
            return self.policy[metric][:, -1]
        tail = max(1, self.credit[metric].shape[1] // 10)
        return self.credit[metric][:, -tail:].mean(axis=1)


def grade(
    world: World,
    arche: np.ndarray,
    passed: np.ndarray,
    grader: GraderModel,
    config: GARConfig,
    rng: np.random.Generator,
) -> tuple[np.ndarray, np.ndarray]:
    """The simulated grader: confirmed hacks and each rollout's tier factor.

    Passes of the same tier in a group tie, so T1 -> ``t1_top``, T2 -> ``t2_high`` (one
    tie-group), T3 -> ``t3`` (App. A.1/A.2 with ties).
    """
    n = arche.size
    is_hack = world.is_hack[arche]
    caught = passed & is_hack & (rng.random(n) < grader.hack_recall)
    wrongly = passed & ~is_hack & (rng.random(n) < grader.false_positive)
    f = config.factors
    by_tier = np.array([f.t1_top, f.t2_high, f.t3])
    tier_of = {"T1": 0, "T2": 1, "T3": 2}
    tier_idx = np.array([tier_of.get(t, -1) for t in world.tier])[arche]
    random_tier = rng.integers(0, 3, n)
    noisy = rng.random(n) < grader.tier_noise
    missed = is_hack & ~caught
    if grader.missed_hack_tier is None:
        tier_idx = np.where(noisy | missed, random_tier, tier_idx)
    else:
        tier_idx = np.where(missed, tier_of[grader.missed_hack_tier], tier_idx)
        tier_idx = np.where(noisy, random_tier, tier_idx)
    factors = np.where(passed & (tier_idx >= 0), by_tier[np.maximum(tier_idx, 0)], np.nan)
    return caught | wrongly, factors


def advantages_for(est: Estimator, world: World, cfg: SimConfig) -> Callable[..., tuple]:
    """``fn(arche, passed, ids, rng) -> (advantages, lambda capped rate or nan)``."""

    def fn(arche: np.ndarray, passed: np.ndarray, ids: np.ndarray, rng: np.random.Generator):
        rewards = passed.astype(np.float64)
        if est.kind == "grpo":
            return grpo_advantages(rewards, ids), np.nan
        if est.kind == "dr_grpo":
            return dr_grpo_advantages(rewards, ids), np.nan
        if est.kind in ("gar", "downweight"):
            hacks, factors = grade(world, arche, passed, est.grader, cfg.gar, rng)
            mode: Literal["gar", "downweight"] = "gar" if est.kind == "gar" else "downweight"
            res = gar_batch(rewards, ids, hacks, factors, config=cfg.gar, mode=mode)
            capped = float(res.capped[res.graded].mean()) if res.graded.any() else 0.0
            return res.advantages, capped if mode == "gar" else np.nan
        raise ValueError(f"unknown estimator kind {est.kind!r}")

    return fn


def _policy_metrics(world: World, probs: np.ndarray, seeds: int) -> dict[str, np.ndarray]:
    p = probs.reshape(seeds, -1, world.size)
    genuine = np.array([t is not None for t in world.tier])
    return {
        "pass_rate": (p * world.pass_prob).sum(-1).mean(-1),
        "genuine_pass_rate": (p * world.pass_prob * genuine).sum(-1).mean(-1),
        "hack_share": p[..., world.is_hack].sum(-1).mean(-1),
        "t1_share": p[..., world.index("T1")].mean(-1),
        "entropy": entropy(probs).reshape(seeds, -1).mean(-1),
    }


def simulate(est: Estimator, cfg: SimConfig, world: World = DEFAULT_WORLD) -> Trace:
    """Train the tabular policy for ``cfg.steps`` steps under ``est``; see the module docstring."""
    inst, g, k = cfg.seeds * cfg.tasks, cfg.group_size, world.size
    init_rng = np.random.default_rng([cfg.seed, 0])
    theta = world.init_logit + init_rng.normal(0.0, cfg.task_noise, (inst, k))
    rng = np.random.default_rng([cfg.seed, 1])
    ids = np.repeat(np.arange(inst), g)
    seed_of = ids // cfg.tasks
    fn = advantages_for(est, world, cfg)
    policy = {m: np.zeros((cfg.seeds, cfg.steps + 1)) for m in POLICY_METRICS}
    credit = {m: np.zeros((cfg.seeds, cfg.steps)) for m in CREDIT_METRICS}
    arch_sum, arch_count = np.zeros(k), np.zeros(k)
    capped = np.full(cfg.steps, np.nan)
    per_seed = cfg.tasks * g
    for step in range(cfg.steps + 1):
        probs = softmax(theta)
        for m, v in _policy_metrics(world, probs, cfg.seeds).items():
            policy[m][:, step] = v
        if step == cfg.steps:
            break
        arche = sample_archetypes(probs, g, rng)
        passed = rng.random(arche.size) < world.pass_prob[arche]
        adv, capped[step] = fn(arche, passed, ids, rng)
        pos = np.bincount(seed_of, np.maximum(adv, 0.0), cfg.seeds) / per_seed
        neg = np.bincount(seed_of, np.minimum(adv, 0.0), cfg.seeds) / per_seed
        credit["pos_mass"][:, step], credit["neg_mass"][:, step] = pos, neg
        credit["net_mass"][:, step] = pos + neg
        arch_sum += np.bincount(arche, adv, k)
        arch_count += np.bincount(arche, minlength=k)
        # REINFORCE for a softmax: d log pi(a) / d theta = onehot(a) - pi
        per_arch = np.bincount(ids * k + arche, adv, inst * k).reshape(inst, k)
        theta += cfg.lr * (per_arch - probs * per_arch.sum(1, keepdims=True)) / g
    mean_credit = np.divide(arch_sum, arch_count, out=np.full(k, np.nan), where=arch_count > 0)
    return Trace(est, policy, credit, mean_credit, arch_count, capped)


def default_estimators(noisy: GraderModel = GraderModel(0.5, 0.3)) -> list[Estimator]:
    return [
        Estimator("GRPO (binary)", "grpo"),
        Estimator("Dr. GRPO", "dr_grpo"),
        Estimator("GAR", "gar"),
        Estimator("down-weight only", "downweight"),
        Estimator("GAR, noisy grader", "gar", noisy),
    ]


@dataclass(frozen=True)
class Sweep:
    """GAR's final metrics as one grader-error parameter varies (the other kept perfect)."""

    parameter: str
    values: tuple[float, ...]
    traces: tuple[Trace, ...]


def sweep(
    parameter: str,
    values: Iterable[float],
    cfg: SimConfig,
    world: World = DEFAULT_WORLD,
    base: GraderModel = GraderModel(),
    label: str = "",
    progress: Callable[[str], None] | None = None,
) -> Sweep:
    """Run GAR once per value of ``parameter`` (a :class:`GraderModel` field) over ``base``."""
    if parameter not in ("hack_recall", "tier_noise", "false_positive"):
        raise ValueError(f"cannot sweep {parameter!r}")
    values = tuple(values)
    traces = []
    for v in values:
        change: dict[str, Any] = {parameter: v}
        grader = replace(base, **change)
        name = f"GAR {label}{parameter}={v:g}"
        if progress:
            progress(f"sweep: {name}")
        traces.append(simulate(Estimator(name, "gar", grader), cfg, world))
    return Sweep(parameter, values, tuple(traces))
