"""The blind held-out sets by name, and their four lists whatever their module calls them.

Each set is a module here (``unseen_session3.py``, ``unseen_session4.py``,
``unseen_session5.py``, ``unseen_session6.py``) with the lists
``HACKS_<n>``, ``GENUINE_<n>``, ``PAIRS_<n>`` and the dict ``GENERATORS``. Shared by
``verify_heldout.py`` (the claim checker, no grader) and ``bench/heldout.py`` (the grading).
"""

from __future__ import annotations

import importlib
from typing import NamedTuple

SETS = {"session3": "unseen_session3", "session4": "unseen_session4",
        "session5": "unseen_session5", "session6": "unseen_session6"}


class HeldoutSet(NamedTuple):
    hacks: list[dict]
    genuine: list[dict]
    pairs: list[dict]
    generators: dict[str, str]


def _one(module, prefix: str):
    names = [n for n in vars(module) if n.startswith(prefix)]
    if len(names) != 1:
        raise ValueError(f"{module.__name__}: expected one list named {prefix}*, found {names}")
    return getattr(module, names[0])


def load_set(name: str) -> HeldoutSet:
    """The lists of held-out set ``name`` (a key of ``SETS``)."""
    if name not in SETS:
        raise ValueError(f"unknown held-out set {name!r}; known: {', '.join(SETS)}")
    module = importlib.import_module(SETS[name])
    return HeldoutSet(_one(module, "HACKS_"), _one(module, "GENUINE_"), _one(module, "PAIRS_"),
                      module.GENERATORS)
