"""``GARGRPOTrainer``: a ``trl.GRPOTrainer`` that grades whole groups in multi-process runs.

TRL gives every process a contiguous slice of the generation batch and calls the reward
functions on that slice; a group (``num_generations`` samples of one prompt) can straddle two
processes. This subclass overrides ``_calculate_rewards`` (TRL 1.x): it gathers every process's
samples, grades the whole batch once on the main process (execution is the expensive part, so it
is not repeated per process), broadcasts the rewards, and returns the gathered reward matrix TRL
expects. Per-rollout columns go to each process's own slice of the completions table; ``gar/*``
metrics are logged with the same value on every process, so TRL's cross-process mean keeps it.
Async reward functions (weight-0 extras such as a logging judge) are awaited on TRL's own event
loop, as ``GRPOTrainer`` does.

Built lazily by :func:`build_trainer_class` so that importing :mod:`gar.integrations.trl` does
not import TRL.
"""

from __future__ import annotations

import asyncio
import inspect
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

_SKIP = ("prompt", "completion", "completion_ids")
# Reward kwargs GARGRPOTrainer sets (read by gar.integrations.trl.GARReward):
GATHERED = "gar_gathered"  # the batch holds every process's samples
MODE = "gar_mode"  # "train" or "eval"
GROUP_SIZE = "gar_group_size"  # this call's group size


def build_trainer_class(base: type, validate_grpo_config: Callable[..., None]) -> type:
    """Subclass ``base`` (``trl.GRPOTrainer``) into ``GARGRPOTrainer``, which checks its
    config with ``validate_grpo_config`` (:func:`gar.integrations.trl.validate_grpo_config`;
    passed in, so this module imports nothing of the integration that builds it)."""

    class GARGRPOTrainer(base):
        """``GRPOTrainer`` for GAR: validates the config and grades whole groups across
        processes. ``reference_model=True`` allows ``beta != 0``."""

        def __init__(self, *args: Any, reference_model: bool = False, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            validate_grpo_config(
                self.args, self.reward_funcs, reference_model=reference_model, gathers_groups=True
            )
            for func in self.reward_funcs:
                if not callable(func) or _is_module(func):
                    raise ValueError("GARGRPOTrainer supports plain callable reward functions only")

        def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
            import pickle

            import torch
            from accelerate.utils import broadcast_object_list, gather_object

            acc = self.accelerator
            batch = {
                "inputs": gather_object(list(inputs)),
                "prompts": gather_object(list(prompts)),
                "completions": gather_object(list(completions)),
                "completion_ids": gather_object(list(completion_ids_list)),
            }
            payload: list[Any] = [None]
            failure: Exception | None = None
            if acc.is_main_process:
                try:
                    payload = [("ok", self._gar_grade_global(batch))]
                    pickle.dumps(payload)  # a value that cannot travel fails here, not mid-broadcast
                except Exception as exc:  # noqa: BLE001  re-raised on every process below, never a hang
                    failure = exc
                    payload = [("error", _portable(exc))]
            broadcast_object_list(payload, from_process=0)
            status, value = payload[0]
            if status == "error":
                raise failure if failure is not None else value
            rows, extra, metrics = value
            start = acc.process_index * len(prompts)
            for column, values in extra.items():
                self._pending_extra_logs[column].extend(values[start:start + len(prompts)])
            for name, metric in metrics.items():
                self._pending_metrics[name].append(metric)
            nan = float("nan")
            table = [[nan if r is None else float(r) for r in row] for row in rows]
            return torch.tensor(table, dtype=torch.float32, device=acc.device)

        def _gar_grade_global(self, batch: dict[str, list[Any]]):
            inputs = batch["inputs"]
            keys = [k for k in inputs[0] if k not in _SKIP] if inputs else []
            extra: dict[str, list[Any]] = defaultdict(list)
            metrics: dict[str, list[float]] = defaultdict(list)
            kwargs: dict[str, Any] = {k: [row[k] for row in inputs] for k in keys}
            kwargs.update(
                trainer_state=self.state,
                log_extra=lambda column, values: extra[column].extend(values),
                log_metric=lambda name, value: metrics[name].append(value),
            )
            kwargs[GATHERED] = True
            training = bool(getattr(self.model, "training", True))
            kwargs[MODE] = "train" if training else "eval"
            kwargs[GROUP_SIZE] = self.num_generations if training else self.num_generations_eval
            columns = []
            for func in self.reward_funcs:
                out = func(
                    prompts=batch["prompts"], completions=batch["completions"],
                    completion_ids=batch["completion_ids"], **kwargs,
                )
                if inspect.isawaitable(out):
                    out = _wait_for(out, getattr(self, "async_loop", None))
                if len(out) != len(batch["prompts"]):
                    raise ValueError(f"reward function returned {len(out)} rewards for "
                                     f"{len(batch['prompts'])} samples")
                columns.append(list(out))
            rows = [list(r) for r in zip(*columns, strict=True)]
            means = {name: sum(vals) / len(vals) for name, vals in metrics.items() if vals}
            return rows, dict(extra), means

    GARGRPOTrainer.__module__ = "gar.integrations.trl"
    return GARGRPOTrainer


def _wait_for(awaitable: Awaitable[Any], loop: asyncio.AbstractEventLoop | None) -> Any:
    """The result of an async reward function: on TRL's daemon event loop when it runs one
    (it starts it when it sees an async reward function), else on a loop of our own."""

    async def wait() -> Any:
        return await awaitable

    if loop is None:
        return asyncio.run(wait())
    return asyncio.run_coroutine_threadsafe(wait(), loop).result()


def _portable(exc: Exception) -> Exception:
    """``exc`` if it survives pickling (the broadcast to the other processes), else a
    ``RuntimeError`` naming it: an exception that fails to pickle on the main process would
    leave every other process waiting in the broadcast forever."""
    import pickle

    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001  any pickling failure
        return RuntimeError(
            f"grading failed on the main process: {type(exc).__name__}: {exc}")
    return exc


def _is_module(func: Any) -> bool:
    try:
        from torch import nn
    except ModuleNotFoundError:  # pragma: no cover - TRL needs torch
        return False
    return isinstance(func, nn.Module)
