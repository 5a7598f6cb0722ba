"""The primed start: a short supervised warm start on the generated corpus, cached.

:func:`sft` fine-tunes a causal LM on chat exchanges (prompt tokens masked out of the loss,
the response and its end-of-turn token trained), mini-batched, AdamW, a fixed number of
epochs. :func:`load_primed` builds the primed SmolLM2 once per :class:`PrimeConfig` — load
the converted model, build the hackable tasks, split them, generate the corpus for the
TRAINING tasks only (:mod:`gar.train.corpus`), fine-tune — and caches it the way the
converted model is cached: safetensors plus tokenizer under
``$GAR_CACHE/smollm2-primed-<key>`` (default ``~/.cache/gar``), written to a sibling
directory and renamed, with ``prime.json`` recording the config, the corpus statistics and
the loss curve. Later loads read the cache (about a second).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

PRIME_VERSION = 1
Progress = Callable[[int, int, float], None]  # (step, steps, loss)


@dataclass(frozen=True)
class PrimeConfig:
    """Everything the primed checkpoint depends on (its cache key)."""

    task_source: str = "easy"
    held_out: float = 10
    split_seed: int = 0
    max_task_chars: int = 0  # 0: every task; else prompt + visible tests at most this long
    visible_tests: int = 3
    per_task: int = 8
    corpus_seed: int = 0
    epochs: int = 2
    batch_size: int = 8
    learning_rate: float = 5e-5
    train_layers: int = 0  # >0: train only the top N decoder layers (and the final norm)
    seed: int = 0
    threads: int = 0

    def key(self) -> str:
        fields = {k: v for k, v in dataclasses.asdict(self).items() if k != "threads"}
        text = json.dumps([PRIME_VERSION, fields], sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:12]


def encode_example(tokenizer: Any, prompt: str, response: str) -> tuple[list[int], list[int]]:
    """``(input_ids, labels)``: the prompt's labels are -100; the response ends with EOS."""
    prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    response_ids = tokenizer(response, add_special_tokens=False)["input_ids"]
    response_ids = [*response_ids, tokenizer.eos_token_id]
    return prompt_ids + response_ids, [-100] * len(prompt_ids) + response_ids


def sft(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]], *, epochs: int,
        batch_size: int, learning_rate: float, seed: int = 0,
        progress: Progress | None = None) -> list[float]:
    """Fine-tune ``model`` in place on ``(prompt, response)`` pairs; the loss per step."""
    encoded = [encode_example(tokenizer, p, r) for p, r in pairs]
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad],
                                  lr=learning_rate, weight_decay=0.0)
    rng = random.Random(seed)
    steps = epochs * -(-len(encoded) // batch_size)
    losses: list[float] = []
    model.train()
    for _ in range(epochs):
        order = list(range(len(encoded)))
        rng.shuffle(order)
        for start in range(0, len(order), batch_size):
            batch = [encoded[i] for i in order[start:start + batch_size]]
            loss = _step(model, optimizer, batch, tokenizer.pad_token_id)
            losses.append(loss)
            if progress is not None:
                progress(len(losses), steps, loss)
    model.eval()
    return losses


def _step(model: Any, optimizer: Any, batch: Sequence[tuple[list[int], list[int]]],
          pad_id: int) -> float:
    width = max(len(ids) for ids, _ in batch)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    labels = torch.full((len(batch), width), -100, dtype=torch.long)
    mask = torch.zeros((len(batch), width), dtype=torch.long)
    for row, (tokens, targets) in enumerate(batch):
        ids[row, :len(tokens)] = torch.as_tensor(tokens)
        labels[row, :len(targets)] = torch.as_tensor(targets)
        mask[row, :len(tokens)] = 1
    optimizer.zero_grad(set_to_none=True)
    loss = model(input_ids=ids.to(model.device), attention_mask=mask.to(model.device),
                 labels=labels.to(model.device)).loss
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    return float(loss.detach())


# ------------------------------------------------------------------- primed start


def primed_dir(config: PrimeConfig, cache_root: Path | None = None) -> Path:
    from gar.train.model import default_cache_dir

    root = cache_root or default_cache_dir().parent
    return root / f"smollm2-primed-{config.key()}"


def load_primed(config: PrimeConfig, *, cache_root: Path | None = None,
                progress: Progress | None = None, base: tuple[Any, Any] | None = None
                ) -> tuple[Any, Any, dict[str, Any]]:
    """``(model, tokenizer, info)`` for the primed start; builds and caches it when absent.
    ``base`` replaces SmolLM2 (tests pass a tiny model; nothing is cached then)."""
    import transformers

    from gar.train.model import fix_special_tokens, is_cached

    target = primed_dir(config, cache_root)
    if base is None and is_cached(target) and (target / "prime.json").is_file():
        model = transformers.AutoModelForCausalLM.from_pretrained(target, dtype="float32")
        tokenizer = fix_special_tokens(transformers.AutoTokenizer.from_pretrained(target))
        return model, tokenizer, json.loads((target / "prime.json").read_text())
    if base is None:
        from gar.train.model import load_smollm2

        model, tokenizer = load_smollm2()
    else:
        model, tokenizer = base
    info = prime(model, tokenizer, config, progress)
    if base is None:
        _save(target, model, tokenizer, info)
    return model, tokenizer, info


def prime(model: Any, tokenizer: Any, config: PrimeConfig, progress: Progress | None = None
          ) -> dict[str, Any]:
    """Generate the corpus for the training split and fine-tune ``model`` on it."""
    from gar.execution import FunctionRunner
    from gar.train.corpus import build_corpus, corpus_stats
    from gar.train.hackable import hackable_split
    from gar.train.rollout import chat_prompt

    if config.threads:
        torch.set_num_threads(config.threads)
    torch.manual_seed(config.seed)
    began = time.perf_counter()
    with FunctionRunner(workers=1) as runner:
        train_tasks, held_out = hackable_split(config.task_source, config.held_out,
                                               config.split_seed, runner,
                                               visible=config.visible_tests,
                                               max_chars=config.max_task_chars)
    corpus = build_corpus([t.train for t in train_tasks], config.per_task, config.corpus_seed)
    by_id = {t.train.task_id: t.train for t in train_tasks}
    pairs = [(chat_prompt(by_id[e.task_id], tokenizer, show_tests=True), e.response)
             for e in corpus]
    frozen = _freeze_below(model, config.train_layers)
    try:
        losses = sft(model, tokenizer, pairs, epochs=config.epochs,
                     batch_size=config.batch_size, learning_rate=config.learning_rate,
                     seed=config.seed, progress=progress)
    finally:
        for parameter in frozen:  # RL trains every weight again
            parameter.requires_grad_(True)
    return {"config": dataclasses.asdict(config), "key": config.key(),
            "train_tasks": [t.train.task_id for t in train_tasks],
            "held_out_tasks": [t.train.task_id for t in held_out],
            **corpus_stats(corpus), "losses": losses,
            "sft_s": time.perf_counter() - began}


def _freeze_below(model: Any, top_layers: int) -> list[Any]:
    """Freeze all but the top ``top_layers`` decoder layers and the final norm (the tied
    embeddings too): the backward pass then stops early, which is what makes priming cheap
    on a CPU. Returns the parameters it froze."""
    layers = getattr(getattr(model, "model", None), "layers", None)
    if top_layers <= 0 or layers is None or top_layers >= len(layers):
        return []
    keep = {id(p) for layer in layers[-top_layers:] for p in layer.parameters()}
    keep |= {id(p) for p in model.model.norm.parameters()}
    frozen = [p for p in model.parameters() if id(p) not in keep and p.requires_grad]
    for parameter in frozen:
        parameter.requires_grad_(False)
    return frozen


def _save(target: Path, model: Any, tokenizer: Any, info: dict[str, Any]) -> None:
    from gar.train.model import save_cache

    save_cache(target, model, tokenizer, {"prime.json": json.dumps(info, indent=2)})
