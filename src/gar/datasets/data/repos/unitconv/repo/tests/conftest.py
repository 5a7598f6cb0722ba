import pytest

from unitconv import Unit, default_registry


@pytest.fixture
def registry():
    return default_registry()


@pytest.fixture
def lab(registry):
    """The built-in units plus two historical temperature scales, removed afterwards."""
    registry.define(Unit("reaumur", "temperature", 1.25, 273.15))
    registry.define(Unit("rankine", "temperature", 5 / 9))
    yield registry
    registry.forget("reaumur")
    registry.forget("rankine")
