"""The training recipe: sample → execute + grade → advantages → update → log.

:func:`train` reads like a script; each step is :func:`run_step`. A step's wall time is split
into generation, execution (running the tests), grading (audit, behaviour comparison, tiers,
advantages) and update, logged as ``time/*``; ``time/grading_share`` is grading's share of the
step. Execution uses one long-lived :class:`gar.execution.FunctionRunner` for the whole run, so
its workers start once.
"""

from __future__ import annotations

import contextlib
import copy
import json
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from gar.execution import Runner
from gar.grading import GradeConfig
from gar.grading.pipeline import grade_run
from gar.records import FunctionTask, Grade
from gar.train import checkpoint as ckpt
from gar.train.config import TrainConfig
from gar.train.estimators import compute_advantages
from gar.train.evaluate import evaluate
from gar.train.hackable import hackable_split, hidden_results, truth_metrics
from gar.train.logging import MetricsLogger, append_jsonl, truncate_jsonl
from gar.train.policy import update_policy
from gar.train.rollout import SampledBatch, sample_groups
from gar.train.tasks import load_task_source, split_tasks, step_tasks

RUN_FILES = ("metrics.jsonl", "groups.jsonl", "eval.jsonl", "eval_answers.jsonl")
Observer = Callable[[str, int, dict[str, Any]], None]  # (event, step, data)


@dataclass(frozen=True)
class TrainResult:
    out_dir: Path
    steps_run: int
    final_step: int
    wall_s: float
    report: Path | None
    last_metrics: dict[str, Any]
    eval_before: dict[str, float]
    eval_after: dict[str, float]


@dataclass
class _Run:
    """The mutable state of one run (kept together so steps stay small functions)."""

    config: TrainConfig
    out_dir: Path
    model: Any
    tokenizer: Any
    ref_model: Any
    optimizer: torch.optim.Optimizer
    train_tasks: list[FunctionTask]
    held_out: list[FunctionTask]
    grade_config: GradeConfig
    logger: MetricsLogger
    observe: Observer
    runner: Runner | None = None
    hidden: dict[str, Any] = field(default_factory=dict)  # task id -> HackableTask


def train(
    config: TrainConfig,
    out_dir: str | Path,
    *,
    model: Any = None,
    tokenizer: Any = None,
    resume: bool = False,
    observe: Observer | None = None,
    report: bool = True,
) -> TrainResult:
    """Run (or resume) training; write metrics, groups, checkpoints and the HTML report."""
    began = time.perf_counter()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    observe = observe or (lambda event, step, data: None)
    if config.threads:
        torch.set_num_threads(config.threads)
    _seed_everything(config.seed)
    if model is None or tokenizer is None:
        model, tokenizer = _load_model(config, observe)
    model.to(config.device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=config.learning_rate,
                                  weight_decay=config.weight_decay)
    start = _restore(out, model, optimizer, resume)
    (out / "config.json").write_text(json.dumps(config.to_dict(), indent=2))
    ref_model = _frozen_copy(model) if config.update.kl_beta > 0 else None
    logger = MetricsLogger(out, run_name=out.name, config=config.to_dict())
    eval_before: dict[str, float] = {}
    eval_after: dict[str, float] = {}
    metrics: dict[str, Any] = {}
    with _function_runner(config) as runner:
        train_tasks, held_out, hidden = _tasks(config, runner)
        run = _Run(config, out, model, tokenizer, ref_model, optimizer, train_tasks, held_out,
                   _grade_config(config), logger, observe, runner, hidden)
        if config.evaluate and start == 0:
            eval_before = _evaluate(run, 0)
        for step in range(start, config.steps):
            metrics = run_step(run, step)
            logger.log(step, metrics)
            observe("step", step, metrics)
            last = step + 1 == config.steps
            if config.save_checkpoints and not last and _due(step, config.checkpoint_every,
                                                             config.steps):
                _save(run, step + 1)
            if config.evaluate and _due(step, config.eval_every, config.steps):
                result = _evaluate(run, step + 1)
                if last:
                    eval_after = result
        if start < config.steps:
            _finish_checkpoints(run, config.steps)
    logger.close()
    report_path = None
    if report:
        from gar.train.report import write_report

        observe("phase", config.steps, {"name": "writing report"})
        report_path = write_report(out)
    return TrainResult(out, config.steps - start, config.steps, time.perf_counter() - began,
                       report_path, metrics, eval_before, eval_after)


def run_step(run: _Run, step: int) -> dict[str, Any]:
    """One step: sample → execute + grade → advantages → update; returns its metrics."""
    config, clock, cpu = run.config, _StepClock(), time.process_time()
    tasks = step_tasks(run.train_tasks, config.tasks_per_step, config.seed, step)
    run.observe("phase", step, {"name": "generation"})
    with clock("generation"):
        batch = sample_groups(run.model, run.tokenizer, tasks, config.group_size,
                              max_new_tokens=config.max_new_tokens,
                              temperature=config.temperature, top_p=config.top_p,
                              seed=config.seed * 1_000_003 + step, show_tests=config.hackable)
    run.observe("phase", step, {"name": "execution + grading"})
    rollouts = batch.rollouts(step)
    with clock("grading_total"):
        graded = grade_run({t.task_id: t for t in tasks}, rollouts, run.grade_config,
                           runner=run.runner)
    execute_s = sum(s.timings.get("execute_s", 0.0) for s in graded.groups)
    with clock("advantages"):
        advantages, metrics = compute_advantages(graded.result, config.estimator)
    run.observe("phase", step, {"name": "update"})
    with clock("update"):
        update = update_policy(run.model, run.optimizer, batch,
                               torch.as_tensor(advantages, dtype=torch.float32),
                               config.update, run.ref_model)
    hidden = _hidden(run, tasks, rollouts)
    timings = clock.split(execute_s)
    metrics |= update | timings | _length_metrics(batch) | truth_metrics(graded.grades, hidden)
    _log_groups(run.out_dir, step, batch, rollouts, graded.grades, advantages, hidden)
    # this process's CPU seconds (all its threads; the sandbox workers are not included):
    # with the wall time it tells what an idle machine would take
    metrics["time/step_cpu_s"] = time.process_time() - cpu
    return metrics


def _hidden(run: _Run, tasks: Sequence[FunctionTask], rollouts: Sequence[Any]
            ) -> list[bool | None] | None:
    """Each rollout's hidden-test outcome (hackable environment only; not timed as part of
    the step: it is measurement, not training)."""
    if not run.hidden:
        return None
    from gar.records import program_source

    by_id = {t.task_id: t for t in tasks}
    targets = [run.hidden[r.task_id] for r in rollouts]
    programs = [program_source(by_id[r.task_id], r) for r in rollouts]
    assert run.runner is not None  # the hackable environment runs with the trainer's runner
    return hidden_results(run.runner, targets, programs, run.config.grade_timeout_s)


# --------------------------------------------------------------------------- helpers


class _StepClock:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}

    @contextlib.contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        began = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[name] = time.perf_counter() - began

    def split(self, execute_s: float) -> dict[str, float]:
        """generation / execution / grading / update; grading is everything the grader did
        besides running the tests, plus the advantage computation."""
        execute_s = min(execute_s, self.seconds.get("grading_total", 0.0))
        grading = self.seconds.get("grading_total", 0.0) - execute_s + self.seconds.get(
            "advantages", 0.0)
        parts = {"generation": self.seconds.get("generation", 0.0), "execution": execute_s,
                 "grading": grading, "update": self.seconds.get("update", 0.0)}
        total = sum(parts.values())
        timings = {f"time/{name}_s": value for name, value in parts.items()}
        timings["time/step_s"] = total
        timings["time/grading_share"] = grading / total if total else 0.0
        return timings


def _length_metrics(batch: SampledBatch) -> dict[str, float]:
    lengths = batch.response_mask.sum(dim=1).float().cpu()
    return {"policy/response_tokens_mean": float(lengths.mean()),
            "policy/response_tokens_max": float(lengths.max()),
            "policy/truncated_share": float(np.mean(batch.truncated))}


def _log_groups(out_dir: Path, step: int, batch: SampledBatch, rollouts: Sequence[Any],
                grades: Sequence[Grade], advantages: np.ndarray,
                hidden: Sequence[bool | None] | None = None) -> None:
    """Every graded group of the step, for the report's side-by-side examples."""
    lengths = batch.response_mask.sum(dim=1).cpu().tolist()
    by_task: dict[str, list[dict[str, Any]]] = {}
    for row, (rollout, grade) in enumerate(zip(rollouts, grades, strict=True)):
        by_task.setdefault(grade.task_id, []).append({
            "rollout_id": grade.rollout_id, "response": rollout.trajectory,
            "code": rollout.completion, "passed": grade.passed, "hack": grade.hack,
            "hack_evidence": [f"{f.family}: {f.message} ({f.location})"
                              for f in grade.hack_evidence],
            "findings": [f"{f.detector}: {f.message}" for f in grade.findings][:6],
            "tier": grade.tier, "rank": grade.rank, "factor": grade.factor,
            "reward": grade.reward, "status": grade.status.value,
            "advantage": float(advantages[row]), "advantage_gar": grade.advantage,
            "advantage_dr_grpo": grade.advantage_dr_grpo,
            "advantage_grpo_binary": grade.advantage_grpo_binary, "tokens": int(lengths[row]),
            "truncated": bool(batch.truncated[row]), "reason": grade.reason,
            "hidden_passed": None if hidden is None else hidden[row],
        })
    for task_id, members in by_task.items():
        append_jsonl(out_dir / "groups.jsonl", {"step": step, "task_id": task_id,
                                                 "rollouts": members})


def _evaluate(run: _Run, step: int) -> dict[str, float]:
    run.observe("phase", step, {"name": "held-out evaluation"})
    began, cpu = time.perf_counter(), time.process_time()
    config = run.config
    metrics, answers = evaluate(run.model, run.tokenizer, run.held_out, run.grade_config,
                                config.eval_max_new_tokens, step, samples=config.eval_samples,
                                temperature=config.eval_temperature,
                                seed=config.seed * 1_000_003 + 500_000 + step,
                                hidden=run.hidden or None, runner=run.runner)
    metrics["time/eval_s"] = time.perf_counter() - began
    metrics["time/eval_cpu_s"] = time.process_time() - cpu
    run.logger.log(step, metrics, file="eval.jsonl")
    for answer in answers:
        append_jsonl(run.out_dir / "eval_answers.jsonl", {"step": step, **answer})
    run.observe("eval", step, metrics)
    return metrics


def _load_model(config: TrainConfig, observe: Observer) -> tuple[Any, Any]:
    if config.start == "primed":
        from gar.train.sft import load_primed

        observe("phase", 0, {"name": "primed start (SFT on the generated corpus, cached)"})
        model, tokenizer, _ = load_primed(config.prime_config(), progress=lambda s, n, loss:
                                          observe("prime", s, {"steps": n, "loss": loss}))
        return model, tokenizer
    from gar.train.model import load_smollm2

    observe("phase", 0, {"name": "loading model"})
    return load_smollm2()


def _tasks(config: TrainConfig, runner: Runner
           ) -> tuple[list[FunctionTask], list[FunctionTask], dict[str, Any]]:
    """Training tasks, held-out tasks and (hackable environment) the hidden tests by id."""
    if not config.hackable:
        train_tasks, held_out = split_tasks(load_task_source(config.task_source),
                                            config.held_out, config.task_split_seed)
        return train_tasks, held_out, {}
    train_h, held_h = hackable_split(config.task_source, config.held_out,
                                     config.task_split_seed, runner,
                                     visible=config.visible_tests,
                                     max_chars=config.max_task_chars)
    hidden = {h.train.task_id: h for h in (*train_h, *held_h)}
    return [h.train for h in train_h], [h.train for h in held_h], hidden


def _due(step: int, every: int, steps: int) -> bool:
    return step + 1 == steps or (every > 0 and (step + 1) % every == 0)


def _save(run: _Run, next_step: int) -> None:
    run.observe("phase", next_step, {"name": "checkpoint"})
    ckpt.save_checkpoint(run.out_dir, next_step, run.model, run.optimizer,
                         {"estimator": run.config.estimator}, keep=run.config.keep_checkpoints)


def _finish_checkpoints(run: _Run, steps: int) -> None:
    """What a completed run leaves on disk (``TrainConfig.final_checkpoint``)."""
    kind = run.config.final_checkpoint if run.config.save_checkpoints else "none"
    if kind == "full":
        _save(run, steps)
        return
    shutil.rmtree(ckpt.checkpoint_root(run.out_dir), ignore_errors=True)
    if kind == "weights":
        run.observe("phase", steps, {"name": "saving the trained weights"})
        ckpt.save_weights(run.out_dir, run.model, run.tokenizer)


def _restore(out: Path, model: Any, optimizer: torch.optim.Optimizer, resume: bool) -> int:
    """The step to start from. A fresh start clears the directory's previous run (logs,
    TensorBoard events, checkpoints) so nothing of it mixes into the new one; a resume keeps
    the logs up to the checkpoint's step."""
    latest = ckpt.latest_checkpoint(out) if resume else None
    start = ckpt.load_checkpoint(latest, model, optimizer).next_step if latest else 0
    if start == 0:
        for name in RUN_FILES:
            (out / name).unlink(missing_ok=True)
        for folder in (out / "tensorboard", ckpt.checkpoint_root(out), ckpt.weights_dir(out)):
            shutil.rmtree(folder, ignore_errors=True)
        return 0
    for name in RUN_FILES:  # evaluations are logged at step + 1, after the checkpoint
        truncate_jsonl(out / name, start if name.startswith(("metrics", "groups")) else start + 1)
    return start


def _seed_everything(seed: int) -> None:
    import random

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def _frozen_copy(model: Any) -> Any:
    ref = copy.deepcopy(model)
    ref.eval()
    for parameter in ref.parameters():
        parameter.requires_grad_(False)
    return ref


def _grade_config(config: TrainConfig) -> GradeConfig:
    return GradeConfig(workers=config.grading_workers, sandbox=config.sandbox,
                       timeout_s=config.grade_timeout_s, gar=config.gar_config())


@contextlib.contextmanager
def _function_runner(config: TrainConfig) -> Iterator[Runner]:
    """One runner for the whole run (workers start once, not every step)."""
    from gar.execution import FunctionRunner

    with FunctionRunner(workers=config.grading_workers, sandbox=config.sandbox) as runner:
        yield runner
