"""The embedded trainer: GRPO/GAR on CPU with SmolLM2-135M-Instruct (``gar train``).

Modules: :mod:`~gar.train.model` (load + cache the model), :mod:`~gar.train.tasks`,
:mod:`~gar.train.rollout`, :mod:`~gar.train.loss`, :mod:`~gar.train.loop`,
:mod:`~gar.train.logging`, :mod:`~gar.train.checkpoint`, :mod:`~gar.train.report`,
:mod:`~gar.train.presets`. Importing this package imports no torch.
"""
