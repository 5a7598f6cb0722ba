import pytest
from judge_helpers import make_group


@pytest.fixture
def group():
    return make_group()
