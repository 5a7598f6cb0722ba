"""The SFT step on a tiny model, and the primed start built from the generated corpus."""

import torch

from gar.train.sft import PrimeConfig, encode_example, load_primed, sft


def test_encode_example_trains_only_the_response_and_its_end_of_turn(tokenizer):
    ids, labels = encode_example(tokenizer, "<|im_start|>user\nhi<|im_end|>\n", "ok")
    prompt_len = labels.count(-100)
    assert prompt_len > 0 and labels[:prompt_len] == [-100] * prompt_len
    assert labels[prompt_len:] == ids[prompt_len:]
    assert ids[-1] == tokenizer.eos_token_id


def test_sft_lowers_the_loss_of_what_it_is_trained_on(tiny_model, tokenizer):
    torch.manual_seed(0)
    pairs = [("<|im_start|>user\nadd<|im_end|>\n", "```python\ndef add(a, b):\n    return a + b\n```")] * 4
    losses = sft(tiny_model, tokenizer, pairs, epochs=15, batch_size=4, learning_rate=1e-2)
    assert len(losses) == 15
    assert losses[-1] < 0.5 * losses[0]


def test_load_primed_with_a_given_base_primes_on_the_training_split_only(tiny_model, tokenizer,
                                                                         tmp_path):
    config = PrimeConfig(per_task=1, epochs=1, batch_size=16, learning_rate=1e-3, threads=1)
    seen = []
    before = {k: v.clone() for k, v in tiny_model.state_dict().items()}
    model, _, info = load_primed(config, base=(tiny_model, tokenizer), cache_root=tmp_path,
                                 progress=lambda s, n, loss: seen.append((s, n)))
    assert model is tiny_model and not list(tmp_path.iterdir())  # a given base is not cached
    assert not set(info["train_tasks"]) & set(info["held_out_tasks"])
    assert len(info["held_out_tasks"]) == 10
    assert info["corpus/size"] == len(info["train_tasks"])
    assert seen[-1][0] == seen[-1][1] == len(info["losses"])
    assert any(not torch.equal(before[k], v) for k, v in model.state_dict().items())
    assert PrimeConfig(per_task=1).key() != PrimeConfig(per_task=2).key()
    assert PrimeConfig(threads=1).key() == PrimeConfig(threads=2).key()
