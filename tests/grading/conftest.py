"""The grading tests' isolation: no test draws with a batch strategy another test built
(tests monkeypatch the code strategies are built with; a grading process never does)."""

import pytest


@pytest.fixture(autouse=True)
def _fresh_batch_strategies():
    from gar.grading import generate

    generate._BATCHES.clear()
    yield
    generate._BATCHES.clear()
