"""Shared fixtures: SmolLM2's tokenizer and a tiny randomly initialised Llama using it."""

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")


@pytest.fixture(scope="session")
def tokenizer():
    from gar.train.model import load_tokenizer

    return load_tokenizer()


@pytest.fixture
def tiny_model(tokenizer):
    """Two layers, width 32, SmolLM2's vocabulary: real generate/forward/backward in ms."""
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=1024,
        tie_word_embeddings=True, bos_token_id=1, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    return transformers.AutoModelForCausalLM.from_config(config)
