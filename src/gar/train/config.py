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
from gar.train.tasks import TASK_SOURCES


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

    def __post_init__(self) -> None:
        if self.estimator not in ESTIMATORS:
            raise GarError(f"unknown estimator {self.estimator!r}; known: {', '.join(ESTIMATORS)}")
        if self.task_source not in TASK_SOURCES:
            raise GarError(f"unknown task source {self.task_source!r}; known: "
                           f"{', '.join(TASK_SOURCES)}")
        if self.group_size < 2:
            raise GarError("group_size must be at least 2 (advantages compare within a group)")
        for name in ("steps", "tasks_per_step", "max_new_tokens"):
            if getattr(self, name) < 1:
                raise GarError(f"{name} must be at least 1")

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
