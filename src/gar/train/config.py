"""The trainer's configuration: one frozen record, JSON round-trippable."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gar.advantages import GARConfig
from gar.errors import GarError
from gar.train.estimators import ESTIMATORS
from gar.train.policy import UpdateConfig
from gar.train.sft import PrimeConfig
from gar.train.tasks import TASK_SOURCES

ENVIRONMENTS = ("plain", "hackable")
STARTS = ("base", "primed")
FINALS = ("weights", "full", "none")


@dataclass(frozen=True)
class TrainConfig:
    """Everything a run depends on (saved as ``config.json`` in the run directory)."""

    preset: str = "custom"
    estimator: str = "gar"
    steps: int = 8
    tasks_per_step: int = 2
    group_size: int = 4
    max_new_tokens: int = 64
    temperature: float = 1.0
    top_p: float = 1.0
    learning_rate: float = 2e-6
    weight_decay: float = 0.0
    update: UpdateConfig = field(default_factory=UpdateConfig)
    task_source: str = "easy"
    held_out: float = 8  # a count of held-out tasks, or a fraction when below 1
    eval_every: int = 0  # 0: evaluate before the first and after the last step only
    eval_max_new_tokens: int = 96
    eval_samples: int = 1  # answers per held-out task; 1 with temperature 0 = greedy
    eval_temperature: float = 0.0
    evaluate: bool = True
    checkpoint_every: int = 0  # 0: only at the end
    save_checkpoints: bool = True  # off: no checkpoint at all (no resume), e.g. quick checks
    keep_checkpoints: int = 1
    seed: int = 0
    grading_workers: int = 0  # 0: the runner's default
    sandbox: str = "auto"
    grade_timeout_s: float = 10.0
    threads: int = 0  # torch CPU threads; 0: torch's default
    device: str = "cpu"  # "cuda" on a GPU machine (bench/gpu_train_experiment.sh)
    lambda_max: float = 1.5  # GAR's cap on the restoring factor (eq. 7)
    # The hackable environment (gar.train.hackable): prompts show the visible tests, the
    # reward is those tests, hidden tests measure the ground truth each step.
    environment: str = "plain"  # "plain" | "hackable"
    visible_tests: int = 3
    split_seed: int | None = None  # None: the run's seed; fixed for the hackable environment
    max_task_chars: int = 0  # hackable: keep tasks whose prompt + tests fit (0: all)
    # The start: "base" (SmolLM2 as converted) or "primed" (gar.train.sft, cached).
    start: str = "base"
    prime_per_task: int = 8
    prime_epochs: int = 2
    prime_learning_rate: float = 5e-5
    prime_train_layers: int = 0  # >0: prime only the top N layers (cheaper on a CPU)
    # What stays on disk when a run completes: "weights" (the trained model, ~0.54 GB for
    # SmolLM2), "full" (model + optimizer + RNG, ~1.6 GB: a finished run can be extended
    # with --resume) or "none". Periodic checkpoints (checkpoint_every) are always full,
    # one kept at a time, and removed at completion unless final_checkpoint is "full".
    final_checkpoint: str = "weights"

    def __post_init__(self) -> None:
        if self.estimator not in ESTIMATORS:
            raise GarError(f"unknown estimator {self.estimator!r}; known: {', '.join(ESTIMATORS)}")
        if self.task_source not in TASK_SOURCES:
            raise GarError(f"unknown task source {self.task_source!r}; known: "
                           f"{', '.join(TASK_SOURCES)}")
        for name, value, known in (("environment", self.environment, ENVIRONMENTS),
                                   ("start", self.start, STARTS),
                                   ("final_checkpoint", self.final_checkpoint, FINALS)):
            if value not in known:
                raise GarError(f"unknown {name} {value!r}; known: {', '.join(known)}")
        if self.start == "primed" and self.environment != "hackable":
            raise GarError("start='primed' needs environment='hackable' (the primed corpus "
                           "is written for the visible tests the prompt shows)")
        if self.group_size < 2:
            raise GarError("group_size must be at least 2 (advantages compare within a group)")
        for name in ("steps", "tasks_per_step", "max_new_tokens"):
            if getattr(self, name) < 1:
                raise GarError(f"{name} must be at least 1")

    @property
    def hackable(self) -> bool:
        return self.environment == "hackable"

    @property
    def task_split_seed(self) -> int:
        return self.seed if self.split_seed is None else self.split_seed

    def prime_config(self) -> PrimeConfig:
        """The primed start this run uses (same tasks, split and visible tests)."""
        return PrimeConfig(task_source=self.task_source, held_out=self.held_out,
                           split_seed=self.task_split_seed, max_task_chars=self.max_task_chars,
                           visible_tests=self.visible_tests, per_task=self.prime_per_task,
                           epochs=self.prime_epochs, learning_rate=self.prime_learning_rate,
                           train_layers=self.prime_train_layers,
                           threads=self.threads)

    def gar_config(self) -> GARConfig:
        return GARConfig(lambda_max=self.lambda_max)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TrainConfig:
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise GarError(f"unknown training option(s): {', '.join(sorted(unknown))}")
        values = dict(data)
        if isinstance(values.get("update"), Mapping):
            values["update"] = UpdateConfig(**values["update"])
        return cls(**values)

    def replace(self, **changes: Any) -> TrainConfig:
        """A copy with ``changes``; ``update_<name>`` keys change the update config."""
        update = {k[len("update_"):]: v for k, v in changes.items() if k.startswith("update_")}
        plain = {k: v for k, v in changes.items() if not k.startswith("update_")}
        if update:
            plain["update"] = dataclasses.replace(self.update, **update)
        return dataclasses.replace(self, **plain)
