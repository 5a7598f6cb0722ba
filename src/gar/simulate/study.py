"""The whole study as one call: every estimator in every world, plus the grader-error sweeps."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from gar.simulate.run import (
    Estimator,
    GraderModel,
    SimConfig,
    Sweep,
    Trace,
    default_estimators,
    simulate,
    sweep,
)
from gar.simulate.world import WORLDS

RECALLS = (1.0, 0.9, 0.75, 0.5, 0.25, 0.1, 0.0)
TIER_NOISES = (0.0, 0.25, 0.5, 0.75, 1.0)


@dataclass(frozen=True)
class StudyConfig:
    sim: SimConfig = field(default_factory=SimConfig)
    worlds: tuple[str, ...] = ("adversarial", "neutral")
    noisy: GraderModel = field(default_factory=lambda: GraderModel(0.5, 0.3))
    recalls: tuple[float, ...] = RECALLS
    tier_noises: tuple[float, ...] = TIER_NOISES


@dataclass(frozen=True)
class Study:
    config: StudyConfig
    traces: dict[str, list[Trace]]  # world -> one trace per estimator
    recall_random: Sweep  # missed hacks get a random tier
    recall_t1: Sweep  # missed hacks look like T1 (worst case)
    tier_noise: Sweep


def run_study(cfg: StudyConfig, progress: Callable[[str], None] | None = None) -> Study:
    """Run everything; ``progress(label)`` is called before each simulation.

    That is ``len(worlds) * 5 + 2 * len(recalls) + len(tier_noises)`` calls."""
    note = progress or (lambda _label: None)
    unknown = [w for w in cfg.worlds if w not in WORLDS]
    if unknown:
        raise ValueError(f"unknown world(s) {unknown}; known: {sorted(WORLDS)}")
    traces: dict[str, list[Trace]] = {}
    for w in cfg.worlds:
        traces[w] = []
        for est in default_estimators(cfg.noisy):
            note(f"{w}: {est.name}")
            traces[w].append(simulate(est, cfg.sim, WORLDS[w]))
    main = WORLDS[cfg.worlds[0]]
    rr = sweep("hack_recall", cfg.recalls, cfg.sim, main, progress=note)
    worst = GraderModel(missed_hack_tier="T1")
    rt = sweep("hack_recall", cfg.recalls, cfg.sim, main, worst, "missed=T1 ", note)
    tn = sweep("tier_noise", cfg.tier_noises, cfg.sim, main, progress=note)
    return Study(cfg, traces, rr, rt, tn)


def baseline_trace(study: Study, kind: str, world: str | None = None) -> Trace:
    w = world or study.config.worlds[0]
    return next(t for t in study.traces[w] if t.estimator.kind == kind)


__all__ = ["Estimator", "Study", "StudyConfig", "baseline_trace", "run_study"]
