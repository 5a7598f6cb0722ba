"""TRL integration: GAR as a ``GRPOTrainer`` reward function (checked against TRL 1.16).

How it works. With ``scale_rewards="none"`` TRL's advantage is ``r_i - mean(r)`` over each
block of ``num_generations`` consecutive samples (one prompt's group), NaN rewards (a reward
function returning ``None``) left out of the mean and given advantage 0. :class:`GARReward`
grades each whole group and returns ``A_i + mean_g(R)``: GAR's advantage plus the group's mean
reward. GAR's advantages are zero-mean per group (ineligible groups keep the baseline, also
zero-mean), so TRL's centring gives back GAR's ``A_i`` (up to float32 rounding), and TRL's
``reward`` metric is the batch's mean reward, not a constant 0. An unscorable rollout returns
its group's mean (advantage 0, the mean unchanged), ``None`` only where the whole group is
unscorable. Other rewards (format, length) go in as ``GARReward(terms=[...])``: they are added
to R after hack zeroing and before the baseline, the paper's order. In evaluation
:class:`GARReward` returns the hack-zeroed test reward, so TRL's eval ``reward`` is the pass
rate; eval groups are ``num_generations_eval`` long.

What must hold (enforced by :func:`validate_grpo_config`, set by :func:`gar_grpo_config`):

* ``scale_rewards="none"`` -- std scaling would undo the redistribution;
* ``multi_objective_aggregation="sum_then_normalize"`` -- TRL 1.x's option (``normalize_then_sum``
  standardises each reward function and then the whole batch); with GAR as the only weighted
  reward function the sum is GAR's value;
* GAR is the only reward function with a non-zero weight (give other rewards to GAR as
  ``terms``; listed in TRL's ``reward_funcs`` at weight 0 they are only logged);
* ``beta=0`` unless you supply a reference model on purpose (``reference_model=True``);
* groups are whole in every call: each process's generation slice
  (``per_device_train_batch_size * steps_per_generation``) is a multiple of ``num_generations``
  -- TRL hands each process a contiguous slice of the generation batch -- or the trainer is
  :class:`GARGRPOTrainer`, which gathers the whole batch before grading.

Metrics go through TRL's ``log_metric`` (``gar/*``), per-rollout fields (passed, hack, tier,
factor, status) through ``log_extra`` into the completions table.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from gar.integrations import require
from gar.integrations.batch import BatchGrades, GroupGrader, grade_batch, text_of
from gar.integrations.trl_trainer import GROUP_SIZE, MODE, build_trainer_class
from gar.records import Task

_EXTRA = "trl"


def _trl() -> Any:
    require("trl", "the TRL integration", _EXTRA)
    return require("trl.trainer.grpo_trainer", "the TRL integration", _EXTRA)


class GroupSplitError(ValueError):
    """A group's samples are not all in one reward call (split across processes)."""


class GARReward:
    """A TRL reward function that grades whole groups and returns GAR's advantages.

    ``tasks``: the task table (task id -> task) or a spec for :func:`gar.io.load_tasks` (e.g.
    ``"humaneval"``). ``task_column``: the dataset column holding each sample's task id.
    ``num_generations``: TRL's group size; groups are then the contiguous blocks TRL uses.
    ``group_column``: alternatively, a column whose equal values form a group; when
    ``num_generations`` is also given, those groups must coincide with TRL's blocks.
    ``terms``: other reward functions (TRL's signature: ``prompts``, ``completions``,
    ``**kwargs`` -> one float or ``None`` per sample; ``None`` counts 0), weighted by
    ``term_weights`` (default 1.0 each) and added to R after hack zeroing and before the
    baseline, the paper's order, so format and length rewards keep working under GAR.

    What it returns. Training: ``A_i + mean_g(R)`` per sample (TRL's centring leaves GAR's
    ``A_i``; TRL's ``reward`` metric shows the true mean reward). Evaluation (the trainer's
    model in eval mode, groups of ``num_generations_eval``): the hack-zeroed test reward, so
    TRL's eval ``reward`` is the genuine pass rate, not a mean of advantages. The mode and the
    group sizes are read from the trainer that calls it (``GARGRPOTrainer`` passes them; for a
    plain ``GRPOTrainer`` they are read from the trainer behind TRL's ``log_metric`` callback);
    called outside a trainer it grades as in training with ``num_generations``.
    """

    __name__ = "gar"

    def __init__(
        self,
        tasks: Mapping[str, Task] | str,
        *,
        num_generations: int | None = None,
        task_column: str = "task_id",
        group_column: str | None = None,
        grade_config: Any = None,
        grader: GroupGrader | None = None,
        terms: Sequence[Any] = (),
        term_weights: Sequence[float] | None = None,
    ) -> None:
        if num_generations is None and group_column is None:
            raise ValueError("give num_generations (TRL's group size) or a group_column")
        if num_generations is not None and num_generations < 2:
            raise ValueError(f"num_generations must be >= 2, got {num_generations}")
        if term_weights is not None and len(term_weights) != len(terms):
            raise ValueError(f"{len(term_weights)} term_weights for {len(terms)} terms")
        if isinstance(tasks, str):
            from gar.io import load_tasks

            tasks = load_tasks(tasks)
        self.tasks = tasks
        self.num_generations = num_generations
        self.task_column = task_column
        self.group_column = group_column
        self.grade_config = grade_config
        self.grader = grader
        self.terms = tuple(terms)
        self.term_weights = tuple(term_weights) if term_weights is not None else (1.0,) * len(
            self.terms)
        self.last: BatchGrades | None = None

    def __call__(
        self, prompts: Sequence[Any], completions: Sequence[Any], **kwargs: Any
    ) -> list[float | None]:
        if self.task_column not in kwargs:
            raise KeyError(
                f"the dataset has no '{self.task_column}' column; GARReward needs each sample's "
                "task id (keep remove_unused_columns=False)"
            )
        mode, size = self._mode(kwargs)
        task_ids = [str(t) for t in kwargs[self.task_column]]
        keys = self.group_keys(prompts, kwargs, size)
        result = grade_batch(
            self.tasks, task_ids, [text_of(c) for c in completions], keys,
            grade_config=self.grade_config, grader=self.grader,
            terms=self._terms(prompts, completions, kwargs),
            trajectories=[c if isinstance(c, list) else None for c in completions],
        )
        self.last = result
        self._log(result, kwargs)  # TRL files them under its mode (eval_ keys in evaluation)
        if mode == "train":
            return list(result.rewards)
        return result.result.test_rewards()

    def _mode(self, kwargs: Mapping[str, Any]) -> tuple[str, int | None]:
        """``("train" | "eval", group size)`` from the calling trainer (class docstring)."""
        if kwargs.get(MODE) is not None:
            return str(kwargs[MODE]), kwargs.get(GROUP_SIZE, self.num_generations)
        trainer = getattr(kwargs.get("log_metric"), "__self__", None)
        model = getattr(trainer, "model", None)
        if model is None or trainer is None or not hasattr(trainer, "num_generations"):
            return "train", self.num_generations
        train_size = int(trainer.num_generations)
        if self.num_generations is not None and self.num_generations != train_size:
            raise ValueError(
                f"GARReward(num_generations={self.num_generations}) but the trainer generates "
                f"{train_size} per prompt: groups would be graded as sub-groups; make them equal"
            )
        if getattr(model, "training", True):
            return "train", train_size
        return "eval", int(getattr(trainer, "num_generations_eval", None) or train_size)

    def _terms(self, prompts: Sequence[Any], completions: Sequence[Any],
               kwargs: Mapping[str, Any]) -> list[float] | None:
        if not self.terms:
            return None
        total = [0.0] * len(prompts)
        for func, weight in zip(self.terms, self.term_weights, strict=True):
            values = list(func(prompts=prompts, completions=completions, **kwargs))
            if len(values) != len(prompts):
                raise ValueError(f"reward term {getattr(func, '__name__', func)!r} returned "
                                 f"{len(values)} values for {len(prompts)} samples")
            total = [t + weight * (0.0 if v is None else float(v))
                     for t, v in zip(total, values, strict=True)]
        return total

    def _log(self, result: BatchGrades, kwargs: Mapping[str, Any]) -> None:
        log_metric, log_extra = kwargs.get("log_metric"), kwargs.get("log_extra")
        if log_metric is not None:
            for name, value in result.metrics.items():
                log_metric(name, value)
        if log_extra is not None:
            for column, values in result.extra_columns().items():
                log_extra(column, values)

    def group_keys(self, prompts: Sequence[Any], kwargs: Mapping[str, Any],
                   size: int | None = None) -> list[Hashable]:
        """One key per sample; raises :class:`GroupSplitError` when a group is incomplete.
        ``size``: the group size of this call (default ``num_generations``)."""
        n = len(prompts)
        g = size if size is not None else self.num_generations
        if g is not None and n % g:
            raise GroupSplitError(
                f"this reward call holds {n} samples, not a multiple of the group size {g}: "
                "a group is split across processes. Make per_device_train_batch_size * "
                "steps_per_generation (per_device_eval_batch_size in evaluation) a multiple of "
                "num_generations (num_generations_eval), or use GARGRPOTrainer."
            )
        if self.group_column is None:
            assert g is not None
            keys: list[Hashable] = [i // g for i in range(n)]
            for start in range(0, n, g):
                if len({repr(p) for p in prompts[start:start + g]}) != 1:
                    raise GroupSplitError(
                        f"samples {start}..{start + g - 1} are not one prompt's group "
                        "(TRL's blocks of num_generations are misaligned)"
                    )
            return keys
        if self.group_column not in kwargs:
            raise KeyError(f"the dataset has no '{self.group_column}' column")
        keys = [_hashable(v) for v in kwargs[self.group_column]]
        if g is not None:
            for start in range(0, n, g):
                block = set(keys[start:start + g])
                if len(block) != 1 or keys.count(keys[start]) != g:
                    raise GroupSplitError(
                        f"group {keys[start]!r} does not fill exactly one block of {g} samples "
                        "(split across processes or mixed with another group)"
                    )
        return keys


def _hashable(value: Any) -> Hashable:
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


# ------------------------------------------------------------------------------ config


def gar_grpo_config(**overrides: Any) -> Any:
    """A ``trl.GRPOConfig`` with the settings GAR needs; ``overrides`` pass through, then the
    result is checked with :func:`validate_grpo_config`."""
    trl = require("trl", "the TRL integration", _EXTRA)
    settings = {
        "scale_rewards": "none",
        "multi_objective_aggregation": "sum_then_normalize",
        "beta": 0.0,
        "remove_unused_columns": False,
    }
    reference_model = bool(overrides.pop("reference_model", False))
    gathers = bool(overrides.pop("gathers_groups", False))
    settings.update(overrides)
    config = trl.GRPOConfig(**settings)
    validate_grpo_config(config, reference_model=reference_model, gathers_groups=gathers)
    return config


def config_problems(
    args: Any,
    reward_funcs: Sequence[Any] = (),
    *,
    reference_model: bool = False,
    gathers_groups: bool = False,
) -> list[str]:
    """Everything in a GRPO config (and its reward functions) that breaks GAR, as sentences."""
    problems: list[str] = []
    scale = {True: "group", False: "none"}.get(args.scale_rewards, args.scale_rewards)
    if scale != "none":
        problems.append(
            f'scale_rewards must be "none" (got {args.scale_rewards!r}): std scaling undoes '
            "GAR's redistribution"
        )
    aggregation = getattr(args, "multi_objective_aggregation", "sum_then_normalize")
    if aggregation != "sum_then_normalize":
        problems.append(
            f'multi_objective_aggregation must be "sum_then_normalize" (got {aggregation!r})'
        )
    if args.beta != 0 and not reference_model:
        problems.append(
            f"beta must be 0 (got {args.beta}) unless you supply a reference model on purpose "
            "(reference_model=True)"
        )
    if getattr(args, "remove_unused_columns", False):
        problems.append("remove_unused_columns must be False: GARReward reads the task id column")
    problems += _reward_problems(args, reward_funcs)
    problems += _batch_problems(args, gathers_groups)
    return problems


def _reward_problems(args: Any, reward_funcs: Sequence[Any]) -> list[str]:
    funcs = list(reward_funcs)
    if not funcs:
        return []
    weights = list(args.reward_weights or [1.0] * len(funcs))
    gar_weights = [w for f, w in zip(funcs, weights, strict=False) if isinstance(f, GARReward)]
    others = [w for f, w in zip(funcs, weights, strict=False) if not isinstance(f, GARReward)]
    problems = []
    if len(gar_weights) != 1:
        problems.append(f"exactly one GARReward is needed among the reward functions, got "
                        f"{len(gar_weights)}")
    elif gar_weights[0] != 1.0:
        problems.append(f"the GARReward weight must be 1.0, got {gar_weights[0]}")
    if any(w != 0 for w in others):
        problems.append("other reward functions must have weight 0 in TRL's list (added after "
                        "GAR they would bypass it); pass them to GARReward(terms=[...], "
                        "term_weights=[...]) to add them to the reward before the baseline")
    for func in funcs:
        g = getattr(func, "num_generations", None)
        if isinstance(func, GARReward) and g is not None and g != args.num_generations:
            problems.append(f"GARReward(num_generations={g}) differs from the config's "
                            f"num_generations={args.num_generations}: groups would be graded "
                            "as sub-groups")
    return problems


def _batch_problems(args: Any, gathers_groups: bool) -> list[str]:
    g = args.num_generations
    problems = []
    if args.generation_batch_size % g:
        problems.append(f"generation_batch_size={args.generation_batch_size} is not a multiple "
                        f"of num_generations={g}")
    local = args.per_device_train_batch_size * args.steps_per_generation
    if not gathers_groups and local % g:
        problems.append(
            f"per_device_train_batch_size * steps_per_generation = {local} is not a multiple of "
            f"num_generations={g}: groups would be split across processes (use GARGRPOTrainer "
            "or change the batch sizes)"
        )
    g_eval = getattr(args, "num_generations_eval", None) or g
    evaluates = getattr(args, "eval_strategy", "no") not in ("no", None)
    if evaluates and not gathers_groups and args.per_device_eval_batch_size % g_eval:
        problems.append(f"per_device_eval_batch_size={args.per_device_eval_batch_size} is not "
                        f"a multiple of the eval group size {g_eval}")
    return problems


def validate_grpo_config(
    args: Any,
    reward_funcs: Sequence[Any] = (),
    *,
    reference_model: bool = False,
    gathers_groups: bool = False,
) -> None:
    """Raise ``ValueError`` listing every setting that would make TRL's advantages differ
    from GAR's (see the module docstring)."""
    problems = config_problems(
        args, reward_funcs, reference_model=reference_model, gathers_groups=gathers_groups
    )
    if problems:
        raise ValueError("GRPO config is not GAR-compatible:\n- " + "\n- ".join(problems))


def __getattr__(name: str) -> Any:
    # GARGRPOTrainer subclasses trl.GRPOTrainer, so it is built on first access only.
    if name == "GARGRPOTrainer":
        cls = build_trainer_class(_trl().GRPOTrainer, validate_grpo_config)
        globals()[name] = cls
        return cls
    raise AttributeError(f"module 'gar.integrations.trl' has no attribute {name!r}")
