"""Real ``GRPOTrainer`` steps on CPU: the advantages TRL computes and trains on equal GAR's.

The tiny model is a randomly initialised one-layer Llama over SmolLM2's tokenizer. A sequence
bias on the digit tokens ``0`` and ``1`` makes its completions digit strings, so each rollout of
``return 1<digits>`` passes or fails by parity: mixed groups, real grading, real GAR values.
"""

from __future__ import annotations

import pytest

pytest.importorskip("trl")
torch = pytest.importorskip("torch")

from trl_tasks import EVEN, ODD, TASKS, tiny_model

from gar.integrations.trl import GARReward, gar_grpo_config

G = 4


@pytest.fixture(scope="module")
def tokenizer():
    from transformers import AutoTokenizer

    from gar.train.model import default_cache_dir, fix_special_tokens, is_cached, load_smollm2

    if not is_cached(default_cache_dir()):
        return load_smollm2()[1]
    return fix_special_tokens(AutoTokenizer.from_pretrained(default_cache_dir()))


def dataset():
    from datasets import Dataset

    return Dataset.from_list([
        {"prompt": ODD.prompt, "task_id": "odd"},
        {"prompt": EVEN.prompt, "task_id": "even"},
    ])


def digit_bias(tokenizer, bias=12.0):
    return [[[tokenizer.convert_tokens_to_ids(d)], bias] for d in "01"]


class Capture:
    """Wraps the trainer: what TRL computed per generation, and what each loss step used."""

    def __init__(self, trainer, reward):
        self.generations, self.losses = [], []
        generate, loss = trainer._generate_and_score_completions, trainer._compute_loss

        def wrapped_generate(inputs):
            out = generate(inputs)
            grades = reward.last.grades
            self.generations.append((out["advantages"].detach().clone(), grades))
            return out

        def wrapped_loss(model, inputs):
            self.losses.append(inputs["advantages"].detach().clone())
            return loss(model, inputs)

        trainer._generate_and_score_completions = wrapped_generate
        trainer._compute_loss = wrapped_loss


async def completion_length(prompts, completions, **kwargs):
    """A weight-0 async extra (the kind a logging LLM judge would be)."""
    return [float(len(c)) for c in completions]


def run(trainer_cls, model, tokenizer, tmp_path, steps=2, completion_tokens=3, per_generation=2,
        extras=()):
    """``steps`` optimiser steps; each generation feeds ``per_generation`` steps of one group."""
    reward = GARReward(TASKS, num_generations=G)
    weights = {"reward_weights": [1.0] + [0.0] * len(extras)} if extras else {}
    args = gar_grpo_config(
        output_dir=str(tmp_path), num_generations=G, per_device_train_batch_size=G,
        steps_per_generation=per_generation, max_steps=steps, max_completion_length=completion_tokens,
        learning_rate=1e-4, logging_steps=1, save_strategy="no", report_to=[], use_cpu=True,
        seed=0, generation_kwargs={"sequence_bias": digit_bias(tokenizer)},
        gathers_groups=trainer_cls.__name__ == "GARGRPOTrainer", **weights,
    )
    trainer = trainer_cls(model=model, args=args, reward_funcs=[reward, *extras],
                          train_dataset=dataset(), processing_class=tokenizer)
    capture = Capture(trainer, reward)
    trainer.train()
    return trainer, capture


def check(trainer, capture):
    assert capture.generations
    for advantages, grades in capture.generations:
        expected = torch.tensor([g.advantage for g in grades], dtype=torch.float32)
        torch.testing.assert_close(advantages, expected, rtol=0, atol=1e-6)
        assert sum(g.passed for g in grades) not in (0, len(grades)), "no mixed group"
    used = torch.cat(capture.losses).flatten().sort().values
    generated = torch.cat([a for a, _ in capture.generations]).sort().values
    torch.testing.assert_close(used, generated, rtol=0, atol=0)
    logged = [row for row in trainer.state.log_history if "gar/groups_eligible" in row]
    assert logged and "gar/lambda_mean" in logged[0]


@pytest.mark.slow
def test_grpo_trainer_uses_gar_advantages(tokenizer, tmp_path):
    from trl import GRPOTrainer

    trainer, capture = run(GRPOTrainer, tiny_model(tokenizer), tokenizer, tmp_path)
    check(trainer, capture)
    assert any(a.abs().max() > 0 for a, _ in capture.generations)


@pytest.mark.slow
def test_gar_grpo_trainer_gathers_and_matches(tokenizer, tmp_path):
    from gar.integrations.trl import GARGRPOTrainer

    trainer, capture = run(GARGRPOTrainer, tiny_model(tokenizer), tokenizer, tmp_path,
                           extras=[completion_length])
    check(trainer, capture)
    table = trainer._logs["extra"]
    assert len(table["gar_passed"]) == len(capture.generations) * 2 * G
    # The async extra was awaited (a coroutine has no len(): it would have crashed the step).
    lengths = [row["rewards/completion_length/mean"] for row in trainer.state.log_history
               if "rewards/completion_length/mean" in row]
    assert lengths and all(length > 0 for length in lengths)


@pytest.mark.slow
def test_one_step_with_smollm2(tmp_path):
    from trl import GRPOTrainer

    from gar.train.model import load_smollm2

    model, tokenizer = load_smollm2()
    trainer, capture = run(GRPOTrainer, model, tokenizer, tmp_path, steps=1, completion_tokens=2,
                           per_generation=1)
    check(trainer, capture)


def length_term(prompts, completions, **kwargs):
    """A length penalty: the kind of extra reward a TRL user keeps under GAR."""
    return [-0.1 * len(c) for c in completions]


@pytest.mark.slow
def test_reward_terms_enter_before_the_baseline_and_trl_trains_on_gar(tokenizer, tmp_path):
    """A length term given to GARReward: TRL's advantages equal GAR's computed on
    R = hack-zeroed test reward + term (not GAR's plus a Dr. GRPO of the term)."""
    from trl import GRPOTrainer

    reward = GARReward(TASKS, num_generations=G, terms=[length_term])
    args = gar_grpo_config(
        output_dir=str(tmp_path), num_generations=G, per_device_train_batch_size=G,
        steps_per_generation=1, max_steps=2, max_completion_length=3, learning_rate=1e-4,
        logging_steps=1, save_strategy="no", report_to=[], use_cpu=True, seed=0,
        generation_kwargs={"sequence_bias": digit_bias(tokenizer)})
    trainer = GRPOTrainer(model=tiny_model(tokenizer), args=args, reward_funcs=[reward],
                          train_dataset=dataset(), processing_class=tokenizer)
    seen = []
    generate = trainer._generate_and_score_completions

    def wrapped(inputs):
        out = generate(inputs)
        seen.append((out["advantages"].detach().clone(), reward.last.result))
        return out

    trainer._generate_and_score_completions = wrapped
    trainer.train()
    for advantages, result in seen:
        assert result.terms is not None and result.terms.any()
        torch.testing.assert_close(advantages, torch.tensor(result.advantages,
                                                            dtype=torch.float32),
                                   rtol=0, atol=1e-5)
    logged = [row for row in trainer.state.log_history if "gar/terms_mean" in row]
    assert logged and all(row["gar/terms_mean"] < 0 for row in logged)
    # TRL's `reward` is the mean of R (test reward + term), not a constant 0
    assert any(abs(row["reward"]) > 1e-6 for row in trainer.state.log_history if "reward" in row)


@pytest.mark.slow
def test_eval_with_its_own_group_size_scores_pass_rates(tokenizer, tmp_path):
    """num_generations_eval=2 against num_generations=4: evaluation grades groups of 2 (no
    GroupSplitError) and TRL's eval reward is the hack-zeroed pass rate."""
    from trl import GRPOTrainer

    reward = GARReward(TASKS, num_generations=G)
    args = gar_grpo_config(
        output_dir=str(tmp_path), num_generations=G, num_generations_eval=2,
        per_device_train_batch_size=G, per_device_eval_batch_size=2, eval_strategy="steps",
        eval_steps=1, max_steps=1, max_completion_length=3, learning_rate=1e-4,
        logging_steps=1, save_strategy="no", report_to=[], use_cpu=True, seed=0,
        generation_kwargs={"sequence_bias": digit_bias(tokenizer)})
    trainer = GRPOTrainer(model=tiny_model(tokenizer), args=args, reward_funcs=[reward],
                          train_dataset=dataset(), eval_dataset=dataset(),
                          processing_class=tokenizer)
    calls = []
    original = reward.__call__

    def spy(**kwargs):
        out = original(**kwargs)
        calls.append((trainer.model.training, len(kwargs["prompts"]), out, reward.last))
        return out

    trainer.reward_funcs[0] = type("Spy", (), {"__call__": staticmethod(spy),
                                               "__name__": "gar"})()
    metrics = trainer.evaluate()
    evals = [c for c in calls if not c[0]]
    assert evals and all(size % 2 == 0 for _, size, _, _ in evals)
    scores = [v for _, _, out, _ in evals for v in out]
    assert set(scores) <= {0.0, 1.0}  # test rewards, not advantages
    for _, _, out, last in evals:
        assert out == last.result.test_rewards()
        assert len(set(last.result.keys)) == len(out) // 2  # groups of num_generations_eval
    assert metrics["eval_reward"] == pytest.approx(sum(scores) / len(scores), abs=1e-6)
    assert "eval_gar/pass_rate" in metrics
