"""Shared by the TRL tests: two tiny tasks whose outcome is the parity of digits appended
after ``return 1`` / ``return 2`` (any digit-string completion passes or fails, so groups are
mixed), and a tiny randomly initialised Llama for fast real trainer steps."""

from gar.records import FunctionTask

ODD = FunctionTask("odd", "def f():\n    return 1", "f",
                   "def check(candidate):\n    assert candidate() % 2 == 1\n")
EVEN = FunctionTask("even", "def g():\n    return 2", "g",
                    "def check(candidate):\n    assert candidate() % 2 == 0\n")
TASKS = {"odd": ODD, "even": EVEN}


def tiny_model(tokenizer):
    """A one-layer Llama over ``tokenizer``'s vocabulary, seeded (imports torch lazily)."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=16, intermediate_size=32, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=256,
        pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
        bos_token_id=tokenizer.bos_token_id,
    )
    return LlamaForCausalLM(config)
