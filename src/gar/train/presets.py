"""Named configurations.

* ``demo``: the README's main job (``make demo`` trains its ``grpo`` and ``gar`` arms side by
  side): the hackable environment (visible tests in the prompt, hidden tests for the ground
  truth) from the primed start (a short SFT on the generated corpus, cached after the first
  run), a handful of steps; within 10 minutes on a 2-core CPU (priming, held-out evaluation
  before and after, report). It keeps no checkpoint: its product is the report.
* ``primed``: the arms of ``bench/primed_experiment.py`` (same environment and start, longer).
  Both keep responses at 64 new tokens: measured on the primed start, only 2 of 48 answers
  reach 64 tokens and 128 tokens makes no more hacks pay within noise
  (``bench/results/primed_token_limit.md``).
* ``experiment``: the longer run of ``bench/train_experiment.py`` (binary GRPO vs GAR).
* ``smoke``: the smallest run that exercises every stage (tests, quick checks).
"""

from __future__ import annotations

from typing import Any

from gar.errors import GarError
from gar.train.config import TrainConfig
from gar.train.policy import UpdateConfig

_HACKABLE: dict[str, Any] = {"environment": "hackable", "start": "primed", "task_source": "easy",
             "held_out": 10, "split_seed": 0, "visible_tests": 3, "prime_per_task": 4,
             "prime_epochs": 1, "prime_learning_rate": 2e-4, "prime_train_layers": 12}

PRESETS: dict[str, TrainConfig] = {
    "demo": TrainConfig(
        preset="demo", steps=5, tasks_per_step=2, group_size=4, max_new_tokens=64,
        temperature=1.0, learning_rate=1e-5, eval_max_new_tokens=64, eval_samples=1,
        eval_temperature=0.0, final_checkpoint="none",
        update=UpdateConfig(micro_batch_size=4), **_HACKABLE,
    ),
    "primed": TrainConfig(
        preset="primed", steps=60, tasks_per_step=2, group_size=4, max_new_tokens=64,
        temperature=1.0, learning_rate=1e-5, eval_every=0, eval_max_new_tokens=64,
        eval_samples=2, eval_temperature=1.0, checkpoint_every=20, final_checkpoint="none",
        update=UpdateConfig(micro_batch_size=4), **_HACKABLE,
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
