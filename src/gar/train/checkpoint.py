"""Checkpoints: model, optimizer, RNG states, step; resume continues where a run stopped.

Layout: ``<out>/checkpoints/step-000042/`` holding ``model.safetensors`` (the weights),
``optimizer.pt``, ``state.pt`` (next step, RNG states, extra) and ``trainer_state.json``
(readable summary); ``<out>/checkpoints/latest`` names the newest complete one. For
SmolLM2-135M a checkpoint is ~1.6 GB (weights 0.54 GB in float32, AdamW's two moments
1.08 GB). What a run keeps is :attr:`gar.train.config.TrainConfig.final_checkpoint`: during
the run the latest periodic checkpoint (what resume needs), at completion by default only the
trained weights under ``<out>/model`` (0.54 GB). A checkpoint
is written to a temporary directory and renamed, so a crash mid-save never leaves a
half-written "latest". Logged metrics live in the run's JSONL files; a resume truncates them
to the checkpoint's step, so each step is logged exactly once.
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

LATEST = "latest"


@dataclass(frozen=True)
class Restored:
    next_step: int
    extra: dict[str, Any]


def checkpoint_root(out_dir: Path) -> Path:
    return out_dir / "checkpoints"


def rng_state() -> dict[str, Any]:
    return {"python": random.getstate(), "numpy": np.random.get_state(),
            "torch": torch.get_rng_state()}


def set_rng_state(state: Mapping[str, Any]) -> None:
    random.setstate(state["python"])
    np.random.set_state(state["numpy"])
    torch.set_rng_state(state["torch"])


def save_checkpoint(out_dir: Path, next_step: int, model: Any, optimizer: Any,
                    extra: Mapping[str, Any] | None = None, keep: int = 1) -> Path:
    """Save and point ``latest`` at it; keep the newest ``keep`` checkpoints."""
    from safetensors.torch import save_model

    root = checkpoint_root(out_dir)
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"step-{next_step:06d}"
    staging = root / f".staging-{next_step:06d}"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    save_model(model, str(staging / "model.safetensors"))
    torch.save(optimizer.state_dict(), staging / "optimizer.pt")
    torch.save({"next_step": next_step, "rng": rng_state(), "extra": dict(extra or {})},
               staging / "state.pt")
    (staging / "trainer_state.json").write_text(
        json.dumps({"next_step": next_step, **{k: v for k, v in (extra or {}).items()
                                                if isinstance(v, int | float | str)}}, indent=2))
    shutil.rmtree(final, ignore_errors=True)
    staging.rename(final)
    (root / LATEST).write_text(final.name)
    _prune(root, keep)
    return final


def weights_dir(out_dir: Path) -> Path:
    return out_dir / "model"


def save_weights(out_dir: Path, model: Any, tokenizer: Any = None) -> Path:
    """The trained model alone (``save_pretrained``: loadable with ``from_pretrained``), what
    a completed run keeps by default: no optimizer state, so it is a third of a checkpoint."""
    target = weights_dir(out_dir)
    staging = out_dir / ".model-staging"
    shutil.rmtree(staging, ignore_errors=True)
    model.save_pretrained(staging, safe_serialization=True)
    if tokenizer is not None:
        tokenizer.save_pretrained(staging)
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)
    return target


def latest_checkpoint(out_dir: Path) -> Path | None:
    pointer = checkpoint_root(out_dir) / LATEST
    if not pointer.exists():
        return None
    path = checkpoint_root(out_dir) / pointer.read_text().strip()
    return path if (path / "state.pt").exists() else None


def load_checkpoint(path: Path, model: Any, optimizer: Any) -> Restored:
    """Restore model, optimizer and RNG states in place; return the step to run next."""
    from safetensors.torch import load_model

    load_model(model, str(path / "model.safetensors"))
    optimizer.load_state_dict(torch.load(path / "optimizer.pt", weights_only=False))
    state = torch.load(path / "state.pt", weights_only=False)
    set_rng_state(state["rng"])
    return Restored(next_step=int(state["next_step"]), extra=dict(state["extra"]))


def _prune(root: Path, keep: int) -> None:
    found = sorted(p for p in root.glob("step-*") if p.is_dir())
    for old in found[: max(len(found) - max(keep, 1), 0)]:
        shutil.rmtree(old, ignore_errors=True)
