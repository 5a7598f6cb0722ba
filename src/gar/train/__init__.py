"""The embedded trainer: GRPO/GAR on CPU with SmolLM2-135M-Instruct (``gar train``).

Modules: :mod:`~gar.train.model` (load + cache the model), :mod:`~gar.train.tasks`,
:mod:`~gar.train.rollout`, :mod:`~gar.train.loss`, :mod:`~gar.train.loop`,
:mod:`~gar.train.logging`, :mod:`~gar.train.checkpoint`, :mod:`~gar.train.report`,
:mod:`~gar.train.presets`. Importing this package imports no torch.
"""

import os

# The trainer usually shares its CPU cores (with the grader's workers, other jobs). OpenMP's
# default "active" waiting makes torch's threads spin at every barrier; on an oversubscribed
# 2-core machine that made generation 6-10x slower than passive waiting. It must be set
# before torch starts its thread pool, i.e. before the first ``import torch``; a user's own
# setting wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
