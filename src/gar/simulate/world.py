"""The simulated world: solution archetypes per task and a tabular softmax policy over them.

Each task instance has one logit per archetype; a rollout is a draw of an archetype and then
of its test outcome (Bernoulli with the archetype's pass probability). Genuine archetypes
carry a quality tier; hack archetypes pass the tests without solving the task; the failure
archetype never passes. Nothing here knows about estimators.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class Archetype:
    """One kind of solution: ``tier`` for genuine passes, ``hack`` family for hacks."""

    name: str
    pass_prob: float
    init_logit: float
    tier: str | None = None
    hack: str | None = None


# Defaults chosen so that binary rewards point the wrong way: hacks pass the visible tests at
# least as reliably as the best genuine solutions, and sloppy (T3) solutions pass more often
# than careful (T1) ones, which are also rarer at the start.
DEFAULT_ARCHETYPES: tuple[Archetype, ...] = (
    Archetype("T1", pass_prob=0.75, init_logit=-0.5, tier="T1"),
    Archetype("T2", pass_prob=0.85, init_logit=0.0, tier="T2"),
    Archetype("T3", pass_prob=0.90, init_logit=0.5, tier="T3"),
    Archetype("hack:exit", pass_prob=1.00, init_logit=-1.5, hack="exit tricks"),
    Archetype("hack:hardcode", pass_prob=0.90, init_logit=-1.5, hack="hard-coding"),
    Archetype("hack:tamper", pass_prob=0.95, init_logit=-1.5, hack="test tampering"),
    Archetype("fail", pass_prob=0.0, init_logit=1.0),
)


# A control world: every genuine tier passes equally often, so binary rewards are indifferent
# between them and only the grader can prefer T1.
NEUTRAL_ARCHETYPES: tuple[Archetype, ...] = tuple(
    Archetype(a.name, 0.85, a.init_logit, a.tier, a.hack) if a.tier else a
    for a in DEFAULT_ARCHETYPES
)


@dataclass(frozen=True)
class World:
    """Arrays over archetypes, derived once from the archetype list."""

    archetypes: tuple[Archetype, ...] = DEFAULT_ARCHETYPES
    names: tuple[str, ...] = field(init=False)
    pass_prob: np.ndarray = field(init=False)
    init_logit: np.ndarray = field(init=False)
    is_hack: np.ndarray = field(init=False)
    tier: np.ndarray = field(init=False)  # object array of "T1"/"T2"/"T3"/None

    def __post_init__(self) -> None:
        a = self.archetypes
        object.__setattr__(self, "names", tuple(x.name for x in a))
        object.__setattr__(self, "pass_prob", np.array([x.pass_prob for x in a]))
        object.__setattr__(self, "init_logit", np.array([x.init_logit for x in a]))
        object.__setattr__(self, "is_hack", np.array([x.hack is not None for x in a]))
        object.__setattr__(self, "tier", np.array([x.tier for x in a], dtype=object))

    @property
    def size(self) -> int:
        return len(self.archetypes)

    def index(self, tier: str) -> int:
        return int(np.flatnonzero(self.tier == tier)[0])


def softmax(logits: np.ndarray) -> np.ndarray:
    z = logits - logits.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def sample_archetypes(probs: np.ndarray, group_size: int, rng: np.random.Generator) -> np.ndarray:
    """``(instances * group_size,)`` archetype indices, ``group_size`` draws per instance."""
    cdf = np.cumsum(probs, axis=1)
    cdf[:, -1] = 1.0
    u = rng.random((probs.shape[0], group_size))
    picks = (u[:, :, None] > cdf[:, None, :]).sum(axis=2)
    return picks.reshape(-1)


def entropy(probs: np.ndarray) -> np.ndarray:
    """Shannon entropy (nats) of each row."""
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(probs > 0, probs * np.log(probs), 0.0)
    return -terms.sum(axis=1)


WORLDS: dict[str, World] = {
    "adversarial": World(DEFAULT_ARCHETYPES),
    "neutral": World(NEUTRAL_ARCHETYPES),
}
DEFAULT_WORLD = WORLDS["adversarial"]
