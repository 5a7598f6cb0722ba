"""GAR's one cache root, for everything it keeps between runs.

``$GAR_CACHE`` (default ``~/.cache/gar``) holds, each in its own subdirectory:
``smollm2/`` (the converted model, :mod:`gar.train.model`), ``smollm2-primed-<key>/`` (the
primed checkpoint, :mod:`gar.train.sft`), ``hackable/`` (the hackable environment's tasks,
:mod:`gar.train.hackable`), ``workspaces/`` (materialised repository tasks,
:mod:`gar.repo.tasks`) and ``sdists/`` (source distributions for synthesised tasks,
:mod:`gar.synth.source`).

``$GAR_CACHE_DIR`` is a deprecated alias, read only when ``$GAR_CACHE`` is unset: until
session 4 it named the root of the task caches alone while ``$GAR_CACHE`` named the model
caches', so one machine could keep two caches by accident. Using it warns once.

The sandbox's readable interpreter mirror (``$GAR_INTERPRETER_DIR``,
:mod:`gar.sandbox.interpreter`) is deliberately apart: it must be root-owned and outside
``/root``, which a user's cache directory is not.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

CACHE_ENV = "GAR_CACHE"
DEPRECATED_CACHE_ENV = "GAR_CACHE_DIR"


def cache_root() -> Path:
    """``$GAR_CACHE``, else the deprecated ``$GAR_CACHE_DIR`` (with a warning), else
    ``~/.cache/gar``. Read on every call, so a changed environment takes effect at once."""
    root = os.environ.get(CACHE_ENV)
    if root:
        return Path(root)
    old = os.environ.get(DEPRECATED_CACHE_ENV)
    if old:
        warnings.warn(f"${DEPRECATED_CACHE_ENV} is deprecated: set ${CACHE_ENV} instead (one "
                      "root for all of GAR's caches; see gar.cache)", FutureWarning,
                      stacklevel=2)
        return Path(old)
    return Path.home() / ".cache" / "gar"
