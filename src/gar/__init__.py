"""GAR: Groupwise Agentic Grading and Advantage Redistribution (arXiv 2609.32577).

The core is a small set of immutable records (:mod:`gar.records`) and functions over them.
Integrations with trainers live in :mod:`gar.integrations` behind optional extras.
"""

__version__ = "0.1.0"
