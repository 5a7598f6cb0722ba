"""Metrics sinks: JSONL (always), TensorBoard (when installed), W&B (when installed and set up).

One :class:`MetricsLogger` fans a step's flat ``{name: number}`` dict out to every sink.
JSONL files are the source of truth (the HTML report reads them); TensorBoard and W&B are for
watching a run live. W&B is used only when the ``wandb`` package imports and the environment
configures it (``WANDB_API_KEY``, ``WANDB_MODE`` or ``WANDB_PROJECT``), so a plain run never
tries the network.
"""

from __future__ import annotations

import json
import math
import os
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

WANDB_VARIABLES = ("WANDB_API_KEY", "WANDB_MODE", "WANDB_PROJECT")


def _clean(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def append_jsonl(path: Path, record: Mapping[str, Any]) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps({k: _clean(v) for k, v in record.items()}) + "\n")


def read_jsonl_records(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def truncate_jsonl(path: Path, before_step: int) -> None:
    """Keep only records with ``step < before_step`` (a resumed run rewrites the rest)."""
    if path.exists():
        kept = [r for r in read_jsonl_records(path) if r.get("step", -1) < before_step]
        with open(path, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(r) + "\n" for r in kept)


def wandb_configured() -> bool:
    return any(os.environ.get(name) for name in WANDB_VARIABLES)


class MetricsLogger:
    """Writes ``metrics.jsonl`` under ``out_dir`` and mirrors scalars to TensorBoard/W&B."""

    def __init__(self, out_dir: Path, run_name: str, config: Mapping[str, Any],
                 tensorboard: bool = True, wandb: bool | None = None) -> None:
        self.out_dir = out_dir
        self.path = out_dir / "metrics.jsonl"
        self._tb = _tensorboard_writer(out_dir / "tensorboard") if tensorboard else None
        self._wandb = _wandb_run(run_name, config) if (
            wandb if wandb is not None else wandb_configured()
        ) else None
        self.sinks = ["jsonl"] + (["tensorboard"] if self._tb else []) + (
            ["wandb"] if self._wandb else [])

    def log(self, step: int, metrics: Mapping[str, Any], file: str = "metrics.jsonl") -> None:
        append_jsonl(self.out_dir / file, {"step": step, **metrics})
        scalars = {k: float(v) for k, v in metrics.items()
                   if isinstance(v, int | float) and not isinstance(v, bool)
                   and math.isfinite(float(v))}
        if self._tb is not None:
            for key, value in scalars.items():
                self._tb.add_scalar(key, value, step)
            self._tb.flush()
        if self._wandb is not None:
            self._wandb.log(scalars, step=step)

    def close(self) -> None:
        if self._tb is not None:
            self._tb.close()
        if self._wandb is not None:
            self._wandb.finish()


def _tensorboard_writer(path: Path) -> Any:
    try:
        from torch.utils.tensorboard import SummaryWriter
    except Exception:  # noqa: BLE001 - tensorboard missing: JSONL still has everything
        warnings.warn("tensorboard is not installed; metrics go to JSONL only", stacklevel=3)
        return None
    return SummaryWriter(log_dir=str(path))


def _wandb_run(name: str, config: Mapping[str, Any]) -> Any:
    try:
        import wandb
    except ModuleNotFoundError:
        return None
    return wandb.init(project=os.environ.get("WANDB_PROJECT", "gar"), name=name,
                      config=dict(config), reinit=True)
