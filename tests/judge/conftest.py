import pytest
from judge_helpers import MisbehavingServer, make_group


@pytest.fixture
def group():
    return make_group()


@pytest.fixture(scope="session")
def misbehaving():
    server = MisbehavingServer()
    yield server
    server.stop()
