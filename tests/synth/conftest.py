import pytest
from shared_sandbox import default_sandbox_or_skip


@pytest.fixture(scope="session")
def sandbox():
    return default_sandbox_or_skip()
