"""One rank of the two-process TRL run driven by ``test_trl_multiprocess.py`` (torchrun, gloo).

Usage: ``torchrun --standalone --nproc_per_node 2 trl_multiprocess_worker.py OUT_DIR``.

Each rank's generation slice is ``per_device_train_batch_size * steps_per_generation = 6``
samples with ``num_generations = 4``: the global batch of 12 holds three groups and the middle
one straddles the two ranks. The rank writes what it saw to ``OUT_DIR/rank<r>.json``:

* ``gar``: a ``GARGRPOTrainer`` run. Every successful reward call (with its samples and the
  rewards it returned), each generation's local samples and advantages, the generation rows and
  advantages each loss step used, the completions-table columns and the logged ``gar/*`` metrics.
* ``plain``: a plain ``GRPOTrainer`` with the same reward function and batch sizes: the
  validator's refusal, then the error the reward function raised at run time.
* ``errors``: ``GARGRPOTrainer`` runs whose grader raises on the main process (an ordinary
  exception, and one that cannot be pickled): what each rank raised.

The checks live in the test; this file only runs and records. The parity tasks make completions
digit strings whose parity decides pass/fail (see ``test_trl_training.py``).
"""

from __future__ import annotations

import ctypes
import json
import os
import signal
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import torch
import torch.distributed as dist
from trl_tasks import EVEN, ODD, tiny_model

from gar.integrations.trl import GARReward, gar_grpo_config
from gar.records import FunctionTask

G = 4
PER_DEVICE = 3
STEPS_PER_GENERATION = 2
MAX_STEPS = 4  # two generations
ODD3 = FunctionTask("odd3", "def h():\n    return 3", "h",
                    "def check(candidate):\n    assert candidate() % 2 == 1\n")
TASKS = {"odd": ODD, "even": EVEN, "odd3": ODD3}


class RecordingReward(GARReward):
    """``GARReward`` that records every call it completes on this rank."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.calls: list[dict] = []

    def __call__(self, prompts, completions, **kwargs):
        out = super().__call__(prompts, completions, **kwargs)
        self.calls.append({
            "prompts": list(prompts), "completions": list(completions),
            "task_ids": [str(t) for t in kwargs[self.task_column]],
            "gathered": bool(kwargs.get("gar_gathered", False)), "rewards": out,
        })
        return out


def dataset():
    from datasets import Dataset

    return Dataset.from_list([{"prompt": t.prompt, "task_id": t.task_id} for t in TASKS.values()])


def config_kwargs(tokenizer, out_dir: Path) -> dict:
    bias = [[[tokenizer.convert_tokens_to_ids(d)], 12.0] for d in "01"]
    return {
        "output_dir": str(out_dir), "num_generations": G,
        "per_device_train_batch_size": PER_DEVICE, "steps_per_generation": STEPS_PER_GENERATION,
        "max_steps": MAX_STEPS, "max_completion_length": 3, "learning_rate": 1e-4,
        "logging_steps": 1, "save_strategy": "no", "report_to": [], "use_cpu": True, "seed": 0,
        "generation_kwargs": {"sequence_bias": bias}, "ddp_backend": "gloo",
    }


def record_steps(trainer, local: dict) -> None:
    """Tag each generated row with its index so the loss steps' rows can be traced back after
    TRL shuffles and splits the generation batch."""
    generate, loss = trainer._generate_and_score_completions, trainer._compute_loss
    calculate = trainer._calculate_rewards

    def wrapped_calculate(inputs, prompts, completions, completion_ids_list):
        local["samples"].append({"prompts": list(prompts), "completions": list(completions)})
        return calculate(inputs, prompts, completions, completion_ids_list)

    def wrapped_generate(inputs):
        out = generate(inputs)
        advantages = out["advantages"].detach()
        local["advantages"].append(advantages.tolist())
        out["gar_row"] = torch.arange(len(advantages))
        return out

    def wrapped_loss(model, inputs):
        local["loss_steps"].append({"rows": inputs["gar_row"].tolist(),
                                    "advantages": inputs["advantages"].detach().tolist()})
        return loss(model, inputs)

    trainer._calculate_rewards = wrapped_calculate
    trainer._generate_and_score_completions = wrapped_generate
    trainer._compute_loss = wrapped_loss


def run_gar(tokenizer, out_dir: Path) -> dict:
    from gar.integrations.trl import GARGRPOTrainer

    reward = RecordingReward(TASKS, num_generations=G)
    args = gar_grpo_config(gathers_groups=True, **config_kwargs(tokenizer, out_dir / "gar"))
    trainer = GARGRPOTrainer(model=tiny_model(tokenizer), args=args, reward_funcs=[reward],
                             train_dataset=dataset(), processing_class=tokenizer)
    local: dict = {"samples": [], "advantages": [], "loss_steps": []}
    record_steps(trainer, local)
    trainer.train()
    return {
        **local,
        "reward_calls": reward.calls,
        "table_passed": list(trainer._logs["extra"]["gar_passed"]),
        "table_advantages": list(trainer._logs["advantages"]),
        "metrics": [{k: v for k, v in row.items() if k.startswith("gar/")}
                    for row in trainer.state.log_history if "gar/groups_eligible" in row],
    }


def run_plain(tokenizer, out_dir: Path) -> dict:
    from trl import GRPOConfig, GRPOTrainer

    reward = RecordingReward(TASKS, num_generations=G)
    kwargs = config_kwargs(tokenizer, out_dir / "plain")
    try:
        gar_grpo_config(**kwargs)
        refused = ""
    except ValueError as exc:
        refused = str(exc)
    args = GRPOConfig(scale_rewards="none", beta=0.0, remove_unused_columns=False, **kwargs)
    trainer = GRPOTrainer(model=tiny_model(tokenizer), args=args, reward_funcs=[reward],
                          train_dataset=dataset(), processing_class=tokenizer)
    try:
        trainer.train()
        error = None
    except Exception as exc:  # noqa: BLE001  recorded for the test to judge
        error = {"type": type(exc).__name__, "message": str(exc)}
    return {"config_refused": refused, "error": error, "reward_calls": reward.calls}


class UnpicklableError(RuntimeError):
    def __init__(self) -> None:
        super().__init__("grader down")
        self.handle = lambda: None  # pickling the exception fails on this attribute


def failing_grader(error: type[Exception]):
    def grade(tasks, rollouts, config):
        raise error("grader down") if error is ValueError else error()

    return grade


def run_failing(tokenizer, out_dir: Path) -> dict:
    from gar.integrations.trl import GARGRPOTrainer

    raised = {}
    for error in (ValueError, UnpicklableError):
        reward = GARReward(TASKS, num_generations=G, grader=failing_grader(error))
        args = gar_grpo_config(gathers_groups=True,
                               **config_kwargs(tokenizer, out_dir / f"fail_{error.__name__}"))
        trainer = GARGRPOTrainer(model=tiny_model(tokenizer), args=args, reward_funcs=[reward],
                                 train_dataset=dataset(), processing_class=tokenizer)
        try:
            trainer.train()
            raised[error.__name__] = None
        except Exception as exc:  # noqa: BLE001  recorded for the test to judge
            raised[error.__name__] = {"type": type(exc).__name__, "message": str(exc)}
    return raised


def die_with_parent() -> None:
    """Linux: SIGKILL this rank when the launcher dies, so a killed run leaves nothing behind."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the launcher's SIGTERM still stops the ranks
        pass
    if os.getppid() == 1:  # the launcher is already gone
        sys.exit(1)


def main() -> None:
    die_with_parent()
    out_dir = Path(sys.argv[1])
    from gar.train.model import load_tokenizer

    tokenizer = load_tokenizer()
    gar = run_gar(tokenizer, out_dir)
    rank = dist.get_rank()
    plain = run_plain(tokenizer, out_dir)
    errors = run_failing(tokenizer, out_dir)
    record = {"rank": rank, "world_size": dist.get_world_size(),
              "backend": dist.get_backend(), "gar": gar, "plain": plain, "errors": errors}
    (out_dir / f"rank{rank}.json").write_text(json.dumps(record))
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
