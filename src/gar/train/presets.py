"""Named configurations.

* ``demo``: the README's main job; a handful of steps on the easy tasks that finishes within
  10 minutes on a 2-core CPU (model load, held-out evaluation before and after, report).
* ``experiment``: the longer run of ``bench/train_experiment.py`` (binary GRPO vs GAR).
* ``smoke``: the smallest run that exercises every stage (tests, quick checks).
"""

from __future__ import annotations

from gar.errors import GarError
from gar.train.config import TrainConfig
from gar.train.policy import UpdateConfig

PRESETS: dict[str, TrainConfig] = {
    "demo": TrainConfig(
        preset="demo", steps=6, tasks_per_step=2, group_size=4, max_new_tokens=64,
        temperature=1.0, learning_rate=2e-6, held_out=6, eval_max_new_tokens=64,
        update=UpdateConfig(micro_batch_size=4),
    ),
    "experiment": TrainConfig(
        preset="experiment", steps=60, tasks_per_step=4, group_size=4, max_new_tokens=80,
        temperature=1.0, learning_rate=2e-6, held_out=10, eval_every=20,
        eval_max_new_tokens=80, eval_samples=4, eval_temperature=1.0, checkpoint_every=20,
        update=UpdateConfig(micro_batch_size=4),
    ),
    "smoke": TrainConfig(
        preset="smoke", steps=2, tasks_per_step=1, group_size=2, max_new_tokens=16,
        held_out=2, eval_max_new_tokens=16, update=UpdateConfig(micro_batch_size=2),
    ),
}


def preset(name: str) -> TrainConfig:
    try:
        return PRESETS[name]
    except KeyError:
        raise GarError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None
