"""Trainer integrations: TRL, veRL, OpenRLHF and Ray, each behind its optional extra.

Nothing here is imported by the core package. Each integration module imports its framework
lazily (inside functions) and raises :class:`~gar.errors.MissingExtra` naming the extra when the
framework is absent. The framework-free part they share, turning a batch of generated texts
into GAR-graded groups, is :mod:`gar.integrations.batch`.

* :mod:`gar.integrations.trl` -- ``GARReward`` (a TRL reward callable returning GAR advantages),
  ``gar_grpo_config`` / ``validate_grpo_config``, and ``GARGRPOTrainer`` for multi-process runs.
* :mod:`gar.integrations.verl` -- the ``gar`` advantage estimator and reward manager, registered
  by the ``verl.plugins`` entry point (``gar.integrations.verl_plugin``).
* :mod:`gar.integrations.openrlhf` -- an agent executor for ``--algo.advantage.estimator dr_grpo``.
* :mod:`gar.integrations.ray` -- ``grade_groups_ray``: groups graded in parallel on Ray workers.

See docs/integrations.md.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from gar.errors import MissingExtra


def require(module: str, feature: str, extra: str, package: str | None = None) -> ModuleType:
    """Import ``module`` or raise :class:`MissingExtra` telling which extra installs it."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        top = module.split(".")[0]
        if exc.name is not None and exc.name.split(".")[0] != top:
            raise  # the framework is there but one of its own dependencies is broken
        raise MissingExtra(feature, extra, package or top) from exc
